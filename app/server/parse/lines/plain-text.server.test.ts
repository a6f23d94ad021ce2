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
