import { describe, expect, it } from "vitest";
import { extractFields } from "./extract-fields.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

const parse = (text: string) => extractFields({ kind: "docx", links: [], lines: linesFromText(`Jane Roe\njane@roe.dev\n${text}`) }).additionalInfo;

describe("publications", () => {
  it("a citation wrapped over lines stays one entry, one entry a line", () => {
    const info = parse(
      [
        "Publications",
        "J. Roe, A. Smith. Learning sparse graphs for traffic forecasting.",
        "In Proceedings of NeurIPS, 2021.",
        "J. Roe. Robust estimators under drift. Journal of Machine Learning",
        "Research, 22(4):1–30, 2020.",
      ].join("\n"),
    );
    expect(info.publications.split("\n")).toEqual([
      "J. Roe, A. Smith. Learning sparse graphs for traffic forecasting. In Proceedings of NeurIPS, 2021.",
      "J. Roe. Robust estimators under drift. Journal of Machine Learning Research, 22(4):1–30, 2020.",
    ]);
  });
  it("bulleted or numbered citations are one entry each", () => {
    const info = parse(["Selected Publications", "[1] Roe J. Fast joins. VLDB 2019.", "[2] Roe J., Li K. Slow joins. SIGMOD 2020."].join("\n"));
    expect(info.publications.split("\n")).toEqual(["[1] Roe J. Fast joins. VLDB 2019.", "[2] Roe J., Li K. Slow joins. SIGMOD 2020."]);
  });
});

describe("awards", () => {
  it("one award a line, its cells kept apart", () => {
    const info = parse(
      ["Honors & Awards", "Best Paper Award\tACM CHI\t2019", "• Dean's Fellowship, Stanford University (2017)", "National Merit Scholar\t2015"].join("\n"),
    );
    expect(info.awards.split("\n")).toEqual([
      "Best Paper Award, ACM CHI, 2019",
      "Dean's Fellowship, Stanford University (2017)",
      "National Merit Scholar, 2015",
    ]);
  });
});

describe("a publication's title, DOI and authors line", () => {
  it("stay one entry", () => {
    const info = parse(
      [
        "Publications",
        "Thermal limits of graphene interconnects, 2022",
        "10.1000/xyz.2022.123",
        "Ada Lovelace, Alan Turing",
        "Second paper title. Nature, 2023.",
      ].join("\n"),
    );
    expect(info.publications.split("\n")).toEqual([
      "Thermal limits of graphene interconnects, 2022 10.1000/xyz.2022.123 Ada Lovelace, Alan Turing",
      "Second paper title. Nature, 2023.",
    ]);
  });
});

describe("bullets in cells of their own and places among the languages", () => {
  it("a bullet in a Word cell of its own opens the item, it is no part of it", () => {
    expect(parse("Awards\n•\tEmployee of the Quarter 2023\n•\tService Star, 2021").awards).toBe("Employee of the Quarter 2023\nService Star, 2021");
  });
  it("a place printed under the languages is no language", () => {
    expect(parse("Languages\nTongan (native), English (C1)\nBased in Nuku'alofa, Tonga").languages).toBe("Tongan (native), English (C1)");
  });
});
