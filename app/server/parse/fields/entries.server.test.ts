import { describe, expect, it } from "vitest";
import { makeLine } from "../lines/layout.server.ts";
import type { Line } from "../types.server.ts";
import { splitEntries } from "./entries.server.ts";

/** One line of positioned segments: [text, x, bold?]. */
let y = 100;
const line = (...segs: [string, number, boolean?][]): Line =>
  makeLine(
    segs.map(([text, x, bold]) => ({ text, x, x2: x + text.length * 5, bold: !!bold, size: 10, font: bold ? "Arial-Bold" : "Arial" })),
    1,
    (y += 13),
  );

describe("splitEntries", () => {
  it("an indented description without bullet glyphs (bullets drawn as shapes) is the entry's body", () => {
    const lines = [
      line(["2024-03 – Present", 88], ["Product Manager", 170, true]),
      line(["Riverbend Credit Union, Osaka, Japan", 170]),
      line(["Presented quarterly results to the executive team", 182]),
      line(["Shipped a pricing experiment", 182]),
      line(["2023-01 – 2024-03", 84], ["Associate Product Manager", 170, true]),
      line(["Redwood Retail Inc., Chicago, IL", 170]),
      line(["Automated month-end reconciliation, removing 40 hours of manual work", 182]),
    ];
    const entries = splitEntries(lines);
    expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
      ["2024-03 – Present  Product Manager", "Riverbend Credit Union, Osaka, Japan"],
      ["2023-01 – 2024-03  Associate Product Manager", "Redwood Retail Inc., Chicago, IL"],
    ]);
    expect(entries[0]!.body.map((l) => l.text)).toEqual(["Presented quarterly results to the executive team", "Shipped a pricing experiment"]);
  });

  it("a long plain line with only dates below it heads an entry, even in the bullets' style", () => {
    const lines = [
      line(["Field Officer at Green Valley Co-operative, Mbale, Uganda", 40]),
      line(["2019 – 2022", 40]),
      line(["• Registered 2,500 coffee growers", 50]),
      line(["• Ran weekly market price briefings", 50]),
      line(["Extension Worker at Lakeside Growers Union, Jinja, Uganda", 40]),
      line(["2016 – 2019", 40]),
      line(["• Set up twelve demonstration plots for farmers", 50]),
    ];
    const entries = splitEntries(lines);
    expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
      ["Field Officer at Green Valley Co-operative, Mbale, Uganda", "2019 – 2022"],
      ["Extension Worker at Lakeside Growers Union, Jinja, Uganda", "2016 – 2019"],
    ]);
    expect(entries.map((e) => e.body.length)).toEqual([2, 1]);
  });

  it("a labelled list wrapped onto a short line stays in the entry", () => {
    const lines = [
      line(["B.Sc. in Statistics", 37, true], ["2015", 351, true]),
      line(["Georgia Institute of Technology · Atlanta, GA", 37, true]),
      line(["Relevant coursework: Machine Learning, Statistics, Data", 37]),
      line(["Visualization", 37]),
      line(["MBA", 37, true], ["2013", 351, true]),
    ];
    const entries = splitEntries(lines);
    expect(entries.map((e) => e.body.map((l) => l.text))).toEqual([["Relevant coursework: Machine Learning, Statistics, Data", "Visualization"], []]);
  });

  it("a short header line under the title is not taken for a description", () => {
    const lines = [
      line(["Cobalt Games Studio", 43, true], ["Atlanta, GA", 505]),
      line(["Site Reliability Engineer", 43], ["Jul 2021 – Jan 2024", 470]),
      line(["Mentored five junior colleagues, two of whom were promoted", 55]),
      line(["Solara Energy Corp.", 43, true], ["San Diego, CA", 500]),
      line(["DevOps Engineer", 43], ["Sep 2018 – Jul 2021", 470]),
    ];
    const entries = splitEntries(lines);
    expect(entries).toHaveLength(2);
    expect(entries[0]!.body.map((l) => l.text)).toEqual(["Mentored five junior colleagues, two of whom were promoted"]);
  });
});

describe("splitEntries on Word documents (no positions, list numbering without glyphs)", () => {
  const word = (...texts: string[]): Line =>
    makeLine(
      texts.map((text, i) => ({ text, x: i * 100, x2: i * 100 + 50, bold: false, size: 0, font: "" })),
      1,
      (y += 1),
    );
  it("long plain lines after an entry's dates are its description, up to the next dated header", () => {
    const lines = [
      word("Orbital Freight Co.", "Boston, MA"),
      word("Engineering Manager", "Jul. 2023 – present"),
      word("Rewrote the legacy billing service in Go with zero downtime"),
      word("Negotiated vendor contracts saving $240K a year with suppliers"),
      word("Vektor Software GmbH", "Berlin, Germany"),
      word("Senior Mechanical Engineer", "Aug. 2021 – Jul. 2023"),
      word("Shipped a pricing experiment that raised conversion by 11%"),
    ];
    const entries = splitEntries(lines);
    expect(entries.map((e) => e.header.length)).toEqual([2, 2]);
    expect(entries.map((e) => e.body.length)).toEqual([2, 1]);
  });
  it("when entries open with their dates (a table's date cell), the last description line before the next dates stays a description", () => {
    const lines = [
      word("2023 - 2026"),
      word("Seattle, WA", "Lead Data Scientist"),
      word("Orbital Freight Co."),
      word("Improved test coverage from 45% to 85% across the core services"),
      word("Automated month-end reconciliation, removing 40 hours of manual work"),
      word("2021 - 2023"),
      word("Chicago, IL", "Senior Data Scientist"),
      word("Vektor Software GmbH"),
    ];
    const entries = splitEntries(lines);
    expect(entries.map((e) => [e.header.length, e.body.length])).toEqual([
      [3, 2],
      [3, 0],
    ]);
  });

  it("a long company line with its place stays in the header", () => {
    const lines = [
      word("Associate Product Manager", "Aug 2025 – Present"),
      word("Harbor & Pine Partners LLC · Osaka, Japan"),
      word("Reduced monthly cloud spend by 28% by consolidating idle workloads"),
    ];
    const [entry] = splitEntries(lines);
    expect(entry!.header.map((l) => l.text)).toEqual(["Associate Product Manager  Aug 2025 – Present", "Harbor & Pine Partners LLC · Osaka, Japan"]);
  });
  it("GPA and honours lines stay with their degree", () => {
    const lines = [
      word("Bachelor of Business Administration", "2019"),
      word("University of Lagos · Lagos, Nigeria"),
      word("GPA: 3.54/4.0"),
      word("With honors: Dean's List (6 semesters)"),
      word("Relevant coursework: Thermodynamics, CAD"),
    ];
    expect(splitEntries(lines)).toHaveLength(1);
  });
});

describe("a header line of title, employer and town whose legal form is set in dotted small letters", () => {
  it("is a header, not the first line of the description under the dates", () => {
    const lines = [
      line(["03/2019 - Present", 40, true]),
      line(["Senior Machine Operator, Kresnik Stroji Velenje d.o.o., Celje", 40]),
      line(["Set up and run five CNC lathes", 52]),
      line(["Train new operators on safety", 52]),
      line(["06/2015 - 02/2019", 40, true]),
      line(["Machine Operator, Lipa Kovine d.o.o., Kranj", 40]),
      line(["Ran the press line on two shifts", 52]),
    ];
    expect(splitEntries(lines).map((e) => e.header.map((l) => l.text))).toEqual([
      ["03/2019 - Present", "Senior Machine Operator, Kresnik Stroji Velenje d.o.o., Celje"],
      ["06/2015 - 02/2019", "Machine Operator, Lipa Kovine d.o.o., Kranj"],
    ]);
  });
});

describe("a description indented under a line of dates and a place far to the right", () => {
  it("is the entry's body, however short its first line", () => {
    const lines = [
      line(["Junior Analyst, Mondego Data Lda", 40]),
      line(["Jun 2019 – Aug 2021", 40], ["Coimbra", 480]),
      line(["Wrote reports for client teams", 52]),
      line(["Set up checks on the nightly loads", 52]),
    ];
    expect(splitEntries(lines).map((e) => [e.header.map((l) => l.text), e.body.map((l) => l.text)])).toEqual([
      [
        ["Junior Analyst, Mondego Data Lda", "Jun 2019 – Aug 2021  Coimbra"],
        ["Wrote reports for client teams", "Set up checks on the nightly loads"],
      ],
    ]);
  });
});

describe("a 'Key Achievements' label inside an entry", () => {
  it("and the lines set in below it stay the entry's body, a year among them too", () => {
    const lines = [
      line(["Area Manager | Kribi Foods SA", 40]),
      line(["Limbe", 40], ["Feb '20 – Present", 450]),
      line(["Run twelve depots across the region", 52]),
      line(["KEY ACHIEVEMENTS", 46, true]),
      line(["Cut stock losses by a third", 57]),
      line(["Best depot of the region 2022", 57]),
      line(["Sales Agent | Buea Dairy SARL", 40]),
      line(["Buea", 40], ["Mar '16 – Jan '20", 450]),
    ];
    expect(splitEntries(lines).map((e) => e.header.map((l) => l.text))).toEqual([
      ["Area Manager | Kribi Foods SA", "Limbe  Feb '20 – Present"],
      ["Sales Agent | Buea Dairy SARL", "Buea  Mar '16 – Jan '20"],
    ]);
  });
});
