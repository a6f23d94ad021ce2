import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { findDateRange } from "./dates.server.ts";
import { parseExperienceSection } from "./experience.server.ts";

const range = (t: string) => {
  const r = findDateRange(t);
  return r && [r.start, r.end];
};

describe("dates written in French or Spanish", () => {
  it("reads their months and their words for 'present'", () => {
    expect(range("févr. 2018 - aujourd'hui")).toEqual(["Feb 2018", "Present"]);
    expect(range("juil. 2015 – déc. 2017")).toEqual(["Jul 2015", "Dec 2017"]);
    expect(range("mars 2012 - en cours")).toEqual(["Mar 2012", "Present"]);
    expect(range("Abr 2019 – Presente")).toEqual(["Apr 2019", "Present"]);
    expect(range("Dic 2014 – Ago 2016")).toEqual(["Dec 2014", "Aug 2016"]);
    expect(range("Enero 2020 - actualidad")).toEqual(["Jan 2020", "Present"]);
  });
  it("gives a month they do not share with English as the English short month, accent or full stop and all", () => {
    expect(range("août 2016 – janv. 2019")).toEqual(["Aug 2016", "Jan 2019"]);
    expect(range("sept. 2014 - déc. 2015")).toEqual(["sept. 2014", "Dec 2015"]);
    expect(range("ene. 2021 – actualidad")).toEqual(["Jan 2021", "Present"]);
    expect(range("oct. 2010 - dic. 2012")).toEqual(["oct. 2010", "Dec 2012"]);
    expect(range("1er juillet 2013 – 30 avril 2014")).toEqual(["Jul 2013", "30 Apr 2014"]);
  });
  it("opens a new job at a line of dates whose month is written small", () => {
    const jobs = parseExperienceSection(
      linesFromText(
        [
          "févr. 2021 - aujourd'hui",
          "Technicienne de laboratoire",
          "Laboratoire Valmont - Nantes",
          "· Analyses de routine sur 80 échantillons par jour",
          "avr. 2017 - janv. 2021",
          "Aide-préparatrice",
          "Pharmacie des Tilleuls - Angers",
          "· Préparation des commandes",
        ].join("\n"),
      ),
    ).map((e) => [e.jobTitle, e.company, e.startDate, e.endDate]);
    expect(jobs).toEqual([
      ["Technicienne de laboratoire", "Laboratoire Valmont", "Feb 2021", "Present"],
      ["Aide-préparatrice", "Pharmacie des Tilleuls", "Apr 2017", "Jan 2021"],
    ]);
  });
});
