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
