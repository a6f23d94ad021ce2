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

describe("dates written in German, Dutch, Italian or Portuguese", () => {
  it("reads their months, short or full, as the English short month", () => {
    expect(range("Okt. 2015 – Dez. 2018")).toEqual(["Oct 2015", "Dec 2018"]);
    expect(range("März 2011 - Juni 2013")).toEqual(["Mar 2011", "Jun 2013"]);
    expect(range("mrt. 2016 – mei 2019")).toEqual(["Mar 2016", "May 2019"]);
    expect(range("gen 2020 – giu 2022")).toEqual(["Jan 2020", "Jun 2022"]);
    expect(range("fev. 2018 - out. 2021")).toEqual(["Feb 2018", "Oct 2021"]);
    expect(range("AGO. 2014 – DEZ. 2016")).toEqual(["Aug 2014", "Dec 2016"]);
  });
  it("reads their words for 'present', and 'the present' written out", () => {
    expect(range("Sept. 2019 – heute")).toEqual(["Sept. 2019", "Present"]);
    expect(range("Mai 2020 bis heute")).toEqual(["May 2020", "Present"]);
    expect(range("apr. 2017 – heden")).toEqual(["apr. 2017", "Present"]);
    expect(range("lug 2018 – oggi")).toEqual(["Jul 2018", "Present"]);
    expect(range("set 2019 – in corso")).toEqual(["Sep 2019", "Present"]);
    expect(range("abr. 2021 – atual")).toEqual(["Apr 2021", "Present"]);
    expect(range("September 2019 to the present")).toEqual(["September 2019", "Present"]);
  });
  it("reads a short form that is also an English word as a month only as one end of a range", () => {
    expect(findDateRange("Rolled out 2019 budgets")?.start).toBe("2019");
    expect(findDateRange("two years ago 2019 was")?.start).toBe("2019");
    expect(range("ago 2019 – lug 2021")).toEqual(["Aug 2019", "Jul 2021"]);
  });
});

describe("dates read from the one table of other languages the offline writer reads too", () => {
  it("reads every language's words for 'present' and 'until' and every short form", () => {
    expect(range("2019 – maintenant")).toEqual(["2019", "Present"]);
    expect(range("juin 2018 – actuellement")).toEqual(["Jun 2018", "Present"]);
    expect(range("mär 2019 – 2021")).toEqual(["Mar 2019", "2021"]);
    expect(range("2016 al 2019")).toEqual(["2016", "2019"]);
    expect(range("2016 au 2019")).toEqual(["2016", "2019"]);
  });
  it("never reads 'a', the English article, as 'until'", () => {
    expect(findDateRange("in 2019 a current member")).toMatchObject({ start: "2019", single: true });
  });
});

describe("a month word joined to its year by a slash, and French 'à ce jour'", () => {
  it("reads 'mar/2019' and 'out/2019' as a month and its year, the slash given as a space", () => {
    expect(range("mar/2019 - atual")).toEqual(["mar 2019", "Present"]);
    expect(range("jun/2015 – fev/2019")).toEqual(["jun 2015", "Feb 2019"]);
    expect(range("out/2019 – set/2020")).toEqual(["Oct 2019", "Sep 2020"]);
    expect(range("Sept/2021 - Jan/2023")).toEqual(["Sept 2021", "Jan 2023"]);
  });
  it("reads 'à ce jour' as the present, though it opens with an accented letter", () => {
    expect(range("janv. 2019 - à ce jour")).toEqual(["Jan 2019", "Present"]);
    expect(range("2017 – à ce jour")).toEqual(["2017", "Present"]);
  });
  it("keeps a job whose dates are written so", () => {
    const jobs = parseExperienceSection(
      linesFromText(
        [
          "Técnica de Laboratório  out/2018 – atual",
          "Laticínios Serra Azul",
          "· Análises de rotina",
          "Auxiliar de Laboratório  mar/2015 – set/2018",
          "Queijaria do Vale",
          "· Recolha de amostras",
        ].join("\n"),
      ),
    ).map((e) => [e.jobTitle, e.company, e.startDate, e.endDate]);
    expect(jobs).toEqual([
      ["Técnica de Laboratório", "Laticínios Serra Azul", "Oct 2018", "Present"],
      ["Auxiliar de Laboratório", "Queijaria do Vale", "mar 2015", "Sep 2018"],
    ]);
  });
});
