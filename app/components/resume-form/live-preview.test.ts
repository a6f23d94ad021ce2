import { describe, expect, it } from "vitest";
import { printableAreaPx } from "../cv/page.ts";
import { pageCount, pagesText } from "./live-preview.tsx";
import { entryLabel } from "./move-buttons.tsx";

describe("pageCount", () => {
  const a4 = printableAreaPx("A4").height;
  it("counts the printed pages a CV of this height fills", () => {
    expect(pageCount(0, "A4")).toBe(1);
    expect(pageCount(a4, "A4")).toBe(1);
    expect(pageCount(a4 + 20, "A4")).toBe(2);
    expect(pageCount(2.5 * a4, "A4")).toBe(3);
  });
  it("uses the paper the download is printed on", () => {
    const height = printableAreaPx("Letter").height + 10;
    expect(height).toBeLessThan(a4);
    expect([pageCount(height, "Letter"), pageCount(height, "A4")]).toEqual([2, 1]);
  });
});

describe("pagesText", () => {
  const a4 = printableAreaPx("A4").height;
  it("says when the download will try to fit a CV just over one page on one", () => {
    expect(pagesText(a4 - 5, "A4", true)).toBe("1 page (A4)");
    expect(pagesText(a4 * 1.1, "A4", true)).toBe("just over 1 page (A4): the PDF will try to fit it on one");
    expect(pagesText(a4 * 1.1, "A4", false)).toBe("about 2 pages (A4)");
    expect(pagesText(a4 * 1.5, "A4", true)).toBe("about 2 pages (A4)");
  });
});

describe("entryLabel", () => {
  it("names an entry by what and where, or by its number while empty", () => {
    expect(entryLabel("experience", 0, "Analyst", " Acme ")).toBe("Analyst at Acme");
    expect(entryLabel("project", 1, "Tables", undefined)).toBe("Tables");
    expect(entryLabel("education", 2, "", "London University")).toBe("London University");
    expect(entryLabel("experience", 1, undefined, "")).toBe("experience 2");
  });
});
