import { describe, expect, it } from "vitest";
import { MONTH_ABBREVIATIONS, MONTH_NAMES, MONTH_NUMBERS, MONTH_PATTERN, shortMonthYear } from "./months.ts";

describe("months", () => {
  it("numbers every full and short name, and Sept", () => {
    MONTH_NAMES.forEach((name, i) => expect(MONTH_NUMBERS[name.toLowerCase()]).toBe(i + 1));
    MONTH_ABBREVIATIONS.forEach((name, i) => expect(MONTH_NUMBERS[name.toLowerCase()]).toBe(i + 1));
    expect(MONTH_NUMBERS.sept).toBe(9);
    expect(MONTH_NUMBERS.foo).toBeUndefined();
  });

  it("prints the CV's short style", () => {
    expect(shortMonthYear(1, 2020)).toBe("Jan 2020");
    expect(shortMonthYear(12, "1999")).toBe("Dec 1999");
  });

  it("the pattern reads full, short and dotted names; capitalised unless compiled with 'i'", () => {
    const exact = new RegExp(`^${MONTH_PATTERN}$`);
    for (const word of ["January", "Jan", "Jan.", "Sept", "Sept.", "September", "June", "Jun", "May"]) expect(exact.test(word), word).toBe(true);
    expect(exact.test("january")).toBe(false);
    expect(new RegExp(`^${MONTH_PATTERN}$`, "i").test("january")).toBe(true);
    expect(exact.test("Mayday")).toBe(false);
  });
});
