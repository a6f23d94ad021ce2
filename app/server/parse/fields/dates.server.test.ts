import { describe, expect, it } from "vitest";
import { findDateRange, isDateOnly, trailingDate, yearOf, isOpenRangeStart } from "./dates.server.ts";

describe("findDateRange", () => {
  const cases: Array<[string, string, string, boolean]> = [
    ["Jan 2020 – Present", "Jan 2020", "Present", true],
    ["2019-03 to 2021-06", "2019-03", "2021-06", false],
    ["03/2019 - 06/2021", "03/2019", "06/2021", false],
    ["Sept. 2018 — Dec. 2019", "Sept. 2018", "Dec. 2019", false],
    ["June 2022 – Current", "June 2022", "Present", true],
    ["2018 - 2020", "2018", "2020", false],
    ["Summer 2012 and 2013", "Summer 2012", "2013", false],
    ["7/2020 - now", "7/2020", "Present", true],
    ["July-2015 to Ongoing", "July-2015", "Present", true],
    ["Aug 2023 — May 2027", "Aug 2023", "May 2027", false],
    ["since March 2021", "March 2021", "Present", true],
  ];
  for (const [text, start, end, current] of cases) {
    it(text, () => {
      const r = findDateRange(text);
      expect(r).not.toBeNull();
      expect(r!.start).toBe(start);
      expect(r!.end).toBe(end);
      expect(r!.current).toBe(current);
    });
  }
  it("single dates give start === end", () => {
    const r = findDateRange("Summer 2018")!;
    expect(r.start).toBe("Summer 2018");
    expect(r.end).toBe("Summer 2018");
    expect(r.single).toBe(true);
  });
  it("ignores text without dates", () => {
    expect(findDateRange("Software Engineer")).toBeNull();
    expect(findDateRange("Maybe later")).toBeNull();
  });
});

describe("isDateOnly / trailingDate / yearOf", () => {
  it("recognises date cells", () => {
    expect(isDateOnly("Oct 2016 – Present")).toBe(true);
    expect(isDateOnly("(2019 – 2021)")).toBe(true);
    expect(isDateOnly("Expected May 2025")).toBe(true);
    expect(isDateOnly("Google 2019")).toBe(false);
  });
  it("finds a date at the end of a line", () => {
    const t = trailingDate("Tech Solutions Inc. | 2020 - Present")!;
    expect(t.before).toBe("Tech Solutions Inc.");
    expect(t.range.current).toBe(true);
    expect(trailingDate("Won 2018 award for stuff")).toBeNull();
  });
  it("years", () => {
    expect(yearOf("May 2023")).toBe("2023");
    expect(yearOf("Present")).toBe("");
    expect(isOpenRangeStart("June 2022 –")).toBe(true);
  });
});
