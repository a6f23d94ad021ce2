import { describe, expect, it } from "vitest";
import { read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: 'before that as' an earlier title 'there from' a year", () => {
  it("adds the earlier title at the same employer, until the later one began", () => {
    const resume = read(
      "Priya Lomax is a data analyst at Tern Valley Bank (2022–present). She spent years in hospitality, most recently as shift manager at Lantern Row Cafe (2018–2021) and before that as a waitress there from 2014.",
    );
    expect(roles(resume)).toEqual([
      ["Data Analyst", "Tern Valley Bank", "2022", "", true],
      ["Shift Manager", "Lantern Row Cafe", "2018", "2021", false],
      ["Waitress", "Lantern Row Cafe", "2014", "2018", false],
    ]);
  });
});
