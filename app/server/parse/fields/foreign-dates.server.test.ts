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
    expect(range("févr. 2018 - aujourd'hui")).toEqual(["févr. 2018", "Present"]);
    expect(range("juil. 2015 – déc. 2017")).toEqual(["juil. 2015", "déc. 2017"]);
    expect(range("mars 2012 - en cours")).toEqual(["mars 2012", "Present"]);
    expect(range("Abr 2019 – Presente")).toEqual(["Abr 2019", "Present"]);
    expect(range("Dic 2014 – Ago 2016")).toEqual(["Dic 2014", "Ago 2016"]);
    expect(range("Enero 2020 - actualidad")).toEqual(["Enero 2020", "Present"]);
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
      ["Technicienne de laboratoire", "Laboratoire Valmont", "févr. 2021", "Present"],
      ["Aide-préparatrice", "Pharmacie des Tilleuls", "avr. 2017", "janv. 2021"],
    ]);
  });
});
