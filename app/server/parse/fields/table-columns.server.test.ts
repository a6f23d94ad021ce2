import { describe, expect, it } from "vitest";
import { makeLine } from "../lines/layout.server.ts";
import type { Line } from "../types.server.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { tableRowsAsEntries } from "./table-rows.server.ts";

/** A table row: cells at the given x positions, at a font size (0 for Word, whose x is a running index). */
const row = (y: number, cells: Array<[number, string]>, size = 10): Line =>
  makeLine(
    cells.map(([x, text]) => ({ text, x, x2: x + 90, bold: false, size, font: "Arial" })),
    1,
    y,
  );
const jobs = (lines: Line[]) => parseExperienceSection(tableRowsAsEntries(lines)).map((e) => [e.jobTitle, e.company, e.startDate, e.endDate]);

describe("a table of jobs with 'From' and 'To' columns", () => {
  it("joins the two columns into one range", () => {
    const cells = (a: string, b: string, c: string, d: string, e: string): Array<[number, string]> => [
      [40, a],
      [100, b],
      [160, c],
      [300, d],
      [450, e],
    ];
    const lines = [
      row(100, cells("From", "To", "Position", "Employer", "Location")),
      row(116, cells("04/2020", "Present", "Night Porter", "Gullhaven Lodge", "Tarnby")),
      row(132, cells("01/2017", "03/2020", "Kitchen Assistant", "Redmere Inn", "Tarnby")),
    ];
    expect(jobs(lines)).toEqual([
      ["Night Porter", "Gullhaven Lodge", "04/2020", "Present"],
      ["Kitchen Assistant", "Redmere Inn", "01/2017", "03/2020"],
    ]);
  });
});

describe("a Word table whose employer cell holds the town and the duties below the name", () => {
  it("reads the short line under the name as the town and the bulleted lines as the duties", () => {
    const lines = [
      row(
        1,
        [
          [0, "Employer"],
          [100, "Position"],
          [200, "Period"],
        ],
        0,
      ),
      row(
        2,
        [
          [0, "Brindle Orchards Ltd"],
          [100, "Packhouse Supervisor"],
          [200, "May 2020 – Present"],
        ],
        0,
      ),
      row(3, [[0, "Oakhurst"]], 0),
      row(4, [[0, "• Ran two grading lines"]], 0),
      row(
        5,
        [
          [0, "Fenwick Growers Cooperative"],
          [100, "Picker"],
          [200, "Mar 2017 – Apr 2020"],
        ],
        0,
      ),
      row(6, [[0, "Lowdale"]], 0),
      row(7, [[0, "• Picked apples to grade"]], 0),
    ];
    const parsed = parseExperienceSection(tableRowsAsEntries(lines));
    expect(parsed.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Packhouse Supervisor", "Brindle Orchards Ltd", "May 2020", "Present"],
      ["Picker", "Fenwick Growers Cooperative", "Mar 2017", "Apr 2020"],
    ]);
    expect(parsed[0]?.description).toContain("Ran two grading lines");
  });
});
