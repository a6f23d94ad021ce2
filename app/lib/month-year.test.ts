import { describe, expect, it } from "vitest";
import { readMonthYear } from "./month-year.ts";
import { formatDate } from "./normalize-resume.ts";
import { shortMonthYear } from "./text/months.ts";

describe("readMonthYear", () => {
  it("reads back every month the picker writes, and the CV prints it unchanged", () => {
    for (const year of [1987, 2019, 2031]) {
      for (let month = 1; month <= 12; month++) {
        const written = shortMonthYear(month, year);
        expect(readMonthYear(written)).toEqual({ year, month });
        expect(formatDate(written)).toBe(written);
      }
    }
  });

  it("reads the other ways people type a month", () => {
    for (const typed of ["09/2019", "2019-09", "sept. 2019", "September 2019", "  sep   2019 ", "15 Sep 2019"]) {
      expect(readMonthYear(typed), typed).toEqual({ year: 2019, month: 9 });
    }
  });

  it("a year alone, or a year in free text, gives the year without a month", () => {
    expect(readMonthYear("2019")).toEqual({ year: 2019 });
    expect(readMonthYear("Summer 2019")).toEqual({ year: 2019 });
    expect(readMonthYear("2016 – 2019")).toEqual({ year: 2016 });
  });

  it("nothing to read: empty, Present, words without a year", () => {
    for (const typed of ["", undefined, null, "Present", "current", "next spring", "12345"]) expect(readMonthYear(typed), String(typed)).toBeNull();
  });
});
