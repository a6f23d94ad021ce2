import { describe, expect, it } from "vitest";
import { makeLine } from "../lines/layout.server.ts";
import type { Line, Segment } from "../types.server.ts";
import { splitMarginHeadings } from "./extract-pdf.server.ts";

const seg = (text: string, x: number, bold = false): Segment => ({ text, x, x2: x + 5 * text.length, bold, size: 10, font: "Lato" });
const row = (y: number, ...segments: Segment[]): Line => makeLine(segments, 1, y);

describe("section titles in a left column", () => {
  it("reads a title wrapped over two rows beside the section's first lines", () => {
    const lines = [
      row(100, seg("PROFESSIONAL", 40, true), seg("Nurse with ten years on surgical wards and a steady", 160)),
      row(112, seg("PROFILE", 40, true), seg("record of results.", 160)),
      row(140, seg("EXPERIENCE", 40, true), seg("Staff Nurse, Hillcrest Clinic, 2019 – 2022", 160)),
    ];
    expect(splitMarginHeadings(lines).map((l) => l.text)).toEqual([
      "PROFESSIONAL PROFILE",
      "Nurse with ten years on surgical wards and a steady",
      "record of results.",
      "EXPERIENCE",
      "Staff Nurse, Hillcrest Clinic, 2019 – 2022",
    ]);
  });
  it("leaves two rows whose first pieces make no title as they are", () => {
    const lines = [row(100, seg("2019", 40, true), seg("Staff Nurse", 160)), row(112, seg("2016", 40, true), seg("Care Assistant", 160))];
    expect(splitMarginHeadings(lines).map((l) => l.text)).toEqual(lines.map((l) => l.text));
  });
});
