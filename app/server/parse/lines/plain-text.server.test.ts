import { describe, expect, it } from "vitest";
import { linesFromText } from "./plain-text.server.ts";
import { extractFields } from "../fields/extract-fields.server.ts";

describe("a Word paragraph whose parts are set apart by three spaces or more", () => {
  it("parts them into cells, as a tab does; letter-spaced words stay whole", () => {
    const [name, spaced] = linesFromText("Jana Novakova   Site Engineer\nJ A N A   N O V A K O V A");
    expect(name!.segments.map((s) => s.text)).toEqual(["Jana Novakova", "Site Engineer"]);
    expect(spaced!.segments.map((s) => s.text)).toEqual(["JANA NOVAKOVA"]);
  });
  it("a name and its headline on one line of a page header give the name alone", () => {
    const lines = [
      ...linesFromText("Jana Novakova   Site Engineer\njana.novakova@example.com | +420 777 123 456", "header", 0),
      ...linesFromText("Experience\n2019 - 2024\tSite Engineer, Brezno Stavby s.r.o.\n• Ran two sites", "body", 10_000),
    ];
    const r = extractFields({ kind: "docx", lines, links: [] });
    expect(r.personalInfo).toMatchObject({ firstName: "Jana", lastName: "Novakova" });
  });
});

describe("linesFromText: columns set with spaces", () => {
  it("two spaces before a word where the neighbouring lines start a cell part cells", () => {
    const lines = linesFromText(
      [
        "03/2018 – 11/2021      Shop Manager            Harbour Lettings Ltd",
        "09/2011 – 02/2018      Accounts Administrator  Kelsey Valley Timber",
        "01/2005 – 08/2011      Receptionist            Marsh Lane Dental Practice",
      ].join("\n"),
    );
    expect(lines[1]!.segments.map((s) => s.text)).toEqual(["09/2011 – 02/2018", "Accounts Administrator", "Kelsey Valley Timber"]);
  });

  it("two spaces inside a line with no columns around it stay inside the cell", () => {
    expect(linesFromText("Rota planning  and stock counts")[0]!.segments.map((s) => s.text)).toEqual(["Rota planning and stock counts"]);
  });

  it("a word hyphenated at a line's end is put back together", () => {
    expect(linesFromText("Field Service Engi-\nneer\nAcme-\nBuild\nGeo-\nlogy, 2016").map((l) => l.text)).toEqual([
      "Field Service Engineer",
      "Acme-",
      "Build",
      "Geology, 2016",
    ]);
    // a compound broken at its own hyphen goes on with a word
    expect(linesFromText("Work-\norder tracking").map((l) => l.text)).toEqual(["Work-", "order tracking"]);
  });
});
