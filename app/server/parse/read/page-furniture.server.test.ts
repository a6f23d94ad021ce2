import { describe, expect, it } from "vitest";
import { makeLine } from "../lines/layout.server.ts";
import type { Line } from "../types.server.ts";
import { dropPageFurniture } from "./extract-pdf.server.ts";

const line = (text: string, page: number, y: number): Line =>
  makeLine([{ text, x: 40, x2: 40 + 5 * text.length, bold: false, size: 10, font: "Arimo" }], page, y);

describe("page furniture", () => {
  it("reads a running page header once, on its first page, and drops footers and page numbers", () => {
    const lines = [
      line("Thandiwe Mokoena · thandi@example.com · +27 82 555 0143", 1, 30),
      line("Career History", 1, 120),
      line("Confidential", 1, 780),
      line("1", 1, 770),
      line("Thandiwe Mokoena · thandi@example.com · +27 82 555 0143", 2, 30),
      line("Qualifications", 2, 120),
      line("Confidential", 2, 780),
      line("2", 2, 770),
    ];
    const heights = new Map(lines.map((l) => [l, 842]));
    expect(dropPageFurniture(lines, heights).map((l) => `${l.page}: ${l.text}`)).toEqual([
      "1: Thandiwe Mokoena · thandi@example.com · +27 82 555 0143",
      "1: Career History",
      "2: Qualifications",
    ]);
  });
  it("drops a later page's own running header that carries its number, printed on no other page", () => {
    const two = makeLine(
      [
        { text: "Wendel Ashby - Curriculum Vitae", x: 52, x2: 190, bold: false, size: 8.5, font: "Arimo" },
        { text: "Page 2", x: 517, x2: 545, bold: false, size: 8.5, font: "Arimo" },
      ],
      2,
      50,
    );
    const lines = [
      line("Wendel Ashby", 1, 60),
      line("Skills", 1, 700),
      line("Hedge laying, Drystone walling", 1, 716),
      two,
      line("References", 2, 90),
      line("Wendel Ashby - CV, page 3", 3, 40),
    ];
    const heights = new Map(lines.map((l) => [l, 842]));
    expect(dropPageFurniture(lines, heights).map((l) => `${l.page}: ${l.text}`)).toEqual([
      "1: Wendel Ashby",
      "1: Skills",
      "1: Hedge laying, Drystone walling",
      "2: References",
    ]);
  });

  it("reads a running footer of contact details once, on its first page", () => {
    const lines = [
      line("Mateo Ruiz", 1, 60),
      line("Career History", 1, 120),
      line("Carrow (B7600), Westshire | +54 9 223 555 0101 | mateo@example.com", 1, 810),
      line("Qualifications", 2, 120),
      line("Carrow (B7600), Westshire | +54 9 223 555 0101 | mateo@example.com", 2, 810),
    ];
    const heights = new Map(lines.map((l) => [l, 842]));
    expect(dropPageFurniture(lines, heights).map((l) => `${l.page}: ${l.text}`)).toEqual([
      "1: Mateo Ruiz",
      "1: Career History",
      "1: Carrow (B7600), Westshire | +54 9 223 555 0101 | mateo@example.com",
      "2: Qualifications",
    ]);
  });
});
