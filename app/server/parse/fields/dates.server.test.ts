import { describe, expect, it } from "vitest";
import { findDateRange, isDateOnly, isRangeJoiner, trailingDate, yearOf, isOpenRangeStart } from "./dates.server.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

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
    // an arrow joins the two ends
    ["Feb. 2016 → Oct. 2018", "Feb. 2016", "Oct. 2018", false],
    ["2014 -> 2017", "2014", "2017", false],
    ["March 2020 ➔ now", "March 2020", "Present", true],
    // full dates keep their month: day first unless a part over 12 shows the month comes first
    ["02/03/2017 - 28/11/2019", "03/2017", "11/2019", false],
    ["1.6.2016 – 31.1.2018", "06.2016", "01.2018", false],
    ["05/20/2014 to 07/01/2016", "05/2014", "07/2016", false],
    ["15/07/2021 - Till date", "07/2021", "Present", true],
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
  it("knows what joins a range's ends printed as a run of its own", () => {
    expect(["–", " → ", "->", "to", "~"].every(isRangeJoiner)).toBe(true);
    expect(["•", "at", "2019"].some(isRangeJoiner)).toBe(false);
  });
  it("reads a month's word after a name's small word as the name's ('Pousada do Mar, 2015 – 2019')", () => {
    const r = findDateRange("Cleaner, Pousada do Mar, 2015 - 2019")!;
    expect([r.start, r.end]).toEqual(["2015", "2019"]);
    expect(findDateRange("Cleaner, Mar 2015 - 2019")!.start).toMatch(/^Mar/);
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
  it("a full date run into a title is the date, not the title's tail", () => {
    const t = trailingDate("Claims Handler 03/02/2020 – 30/06/2022")!;
    expect(t.before).toBe("Claims Handler");
    expect([t.range.start, t.range.end]).toEqual(["02/2020", "06/2022"]);
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

describe("findDateRange: the forms people print", () => {
  const cases: Array<[string, string, string, boolean]> = [
    ["Sep. 2019 – present", "Sep. 2019", "Present", true],
    ["Sept 2019 to Present", "Sept 2019", "Present", true],
    ["2019 - Now", "2019", "Present", true],
    ["Feb 2021 — Current", "Feb 2021", "Present", true],
    ["2019—21", "2019", "2021", false],
    ["2016–18", "2016", "2018", false],
    ["'19–'21", "2019", "2021", false],
    ["Jun '18 - Aug '20", "Jun 2018", "Aug 2020", false],
    ["’17 – Present", "2017", "Present", true],
    ["09/2019 – 06/2021", "09/2019", "06/2021", false],
    ["Summer 2020 - Fall 2021", "Summer 2020", "Fall 2021", false],
    ["January 2018 -- March 2019", "January 2018", "March 2019", false],
    ["2015 − 2017", "2015", "2017", false],
    ["Mar 2020–Jun 2021", "Mar 2020", "Jun 2021", false],
  ];
  for (const [text, start, end, current] of cases) {
    it(text, () => {
      const r = findDateRange(text);
      expect(r, text).not.toBeNull();
      expect([r!.start, r!.end, r!.current]).toEqual([start, end, current]);
    });
  }
  it("a month/year or season alone is a single date", () => {
    expect(findDateRange("09/2019")).toMatchObject({ start: "09/2019", end: "09/2019", single: true });
    expect(findDateRange("Summer 2020")).toMatchObject({ start: "Summer 2020", end: "Summer 2020", single: true });
  });
  it("a year range is not read out of phone numbers, ids or version numbers", () => {
    expect(findDateRange("Python 3.11")).toBeNull();
    expect(findDateRange("Room 2019-4431")?.end).not.toBe("4431");
  });
  it("a two-digit end before the start year is not a range", () => {
    expect(findDateRange("2019-12")?.end).not.toBe("2012");
  });
});

describe("a code's figures after its capitals and a hyphen", () => {
  it("are no date: a federal pay grade in a title", () => {
    expect(findDateRange("Program Assistant (GS-0303-06)")).toBeNull();
    expect(findDateRange("Budget Analyst (GS-2010-09)")).toBeNull();
    expect(findDateRange("Budget Analyst 2010-09")).toMatchObject({ start: "2010-09" });
  });
  it("leave the entry's own dates to the line that holds them", () => {
    const text = [
      "Harbourview Medical Stores, Tacoma, WA",
      "04/2020 – Present",
      "Hours per week: 40",
      "Purchasing Agent (GS-1105-07)",
      "Placed orders for ward supplies",
      "Cedar Point Logistics, Tacoma, WA",
      "02/2016 – 03/2020",
      "Hours per week: 40",
      "Stock Clerk",
      "Counted stock weekly",
    ].join("\n");
    const jobs = parseExperienceSection(linesFromText(text));
    expect(jobs.map((j) => [j.startDate, j.endDate])).toEqual([
      ["04/2020", "Present"],
      ["02/2016", "03/2020"],
    ]);
  });
});
