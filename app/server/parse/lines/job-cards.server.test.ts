import { describe, expect, it } from "vitest";
import { findDateRange, isDateOnly } from "../fields/dates.server.ts";
import { headingKind } from "../sections/headings.server.ts";
import type { TextItem } from "./layout.server.ts";
import { sideBySideGroups } from "./side-by-side.server.ts";

const PAGE = 595;
const item = (text: string, x: number, y: number, w = text.length * 5): TextItem => ({ text, x, y, w, size: 10, font: "Arimo", bold: false });
const isTitle = (text: string) => headingKind(text) !== null;
const isDates = (text: string) => isDateOnly(text) && findDateRange(text)?.single === false;
const texts = (groups: TextItem[][] | null) => groups?.map((g) => [...g].sort((a, b) => a.y - b.y || a.x - b.x).map((i) => i.text));

describe("two job cards side by side", () => {
  const page = [
    item("Experience", 40, 100),
    item("Head Baker", 48, 120),
    item("2020 – Present", 200, 120),
    // the right card's title drawn in pieces around a ligature
    item("Pastry O", 310, 120, 40),
    item("ffi", 350, 120, 10),
    item("cer", 360, 120, 15),
    item("2016 – 2020", 480, 120),
    item("Kettle Lane Bakery", 48, 135),
    item("Mossgate Hotel", 310, 135),
    item("Ran the ovens for 400 loaves a night", 60, 150, 200),
    item("Made desserts for banquets", 322, 150),
    item("Line Cook", 48, 180),
    item("2013 – 2016", 200, 180),
  ];
  it("reads the left card, then the right one, then the rows below", () => {
    expect(texts(sideBySideGroups(page, PAGE, isTitle, isDates))).toEqual([
      ["Experience"],
      ["Head Baker", "2020 – Present", "Kettle Lane Bakery", "Ran the ovens for 400 loaves a night"],
      ["Pastry O", "ffi", "cer", "2016 – 2020", "Mossgate Hotel", "Made desserts for banquets"],
      ["Line Cook", "2013 – 2016"],
    ]);
  });
  it("leaves a single row of title and dates alone", () => {
    expect(sideBySideGroups([item("Experience", 40, 100), item("Line Cook", 48, 120), item("2013 – 2016", 480, 120)], PAGE, isTitle, isDates)).toBeNull();
  });
});
