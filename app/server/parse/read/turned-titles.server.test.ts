import { describe, expect, it } from "vitest";
import type { TextItem } from "../lines/layout.server.ts";
import { orderPage } from "./extract-pdf.server.ts";
import { placeTurnedTitles, turnedRun } from "./turned-titles.server.ts";

const item = (text: string, x: number, y: number): TextItem => ({ text, x, y, w: 5 * text.length, size: 10, font: "Lato", bold: false });

// a band on the left with "EXPERIENCE" and "EDUCATION" turned on their side, centred on their rows
const upright = [
  item("Dana Whitlow", 80, 60),
  item("Pastry Chef", 80, 120),
  item("Mar 2020 – Present", 400, 120),
  item("Copperleaf Bakery, Millbrook", 80, 135),
  item("Shaped 600 loaves a night", 92, 150),
  item("Line Cook", 80, 170),
  item("Jan 2017 – Feb 2020", 400, 170),
  item("Harbour Lane Bistro, Millbrook", 80, 185),
  item("Certificate in Professional Baking", 80, 230),
  item("Millbrook Technical College — 2016", 80, 245),
];

describe("section titles turned on their side", () => {
  it("reads a title climbing up the band as a heading above its section's first row", () => {
    const turned = [turnedRun("E X P E R I E N C E", 40, 190, 70, 9, 9, "Lato", false), turnedRun("EDUCATION", 40, 262, 50, 9, 9, "Lato", false)];
    const text = orderPage(placeTurnedTitles(upright, turned), 600, 1).map((l) => l.text);
    expect(text.indexOf("E X P E R I E N C E")).toBe(text.findIndex((t) => t.startsWith("Pastry Chef")) - 1);
    expect(text.indexOf("EDUCATION")).toBe(text.indexOf("Certificate in Professional Baking") - 1);
  });
  it("reads a title running down the band the same way", () => {
    const turned = [turnedRun("EXPERIENCE", 40, 110, 60, -9, 9, "Lato", false)];
    const text = orderPage(placeTurnedTitles(upright, turned), 600, 1).map((l) => l.text);
    expect(text.slice(0, 3)).toEqual(["Dana Whitlow", "EXPERIENCE", expect.stringMatching(/^Pastry Chef/)]);
  });
  it("leaves out turned text that names no section", () => {
    const turned = [turnedRun("Draft copy", 40, 200, 50, 9, 9, "Lato", false)];
    expect(placeTurnedTitles(upright, turned)).toEqual(upright);
  });
});
