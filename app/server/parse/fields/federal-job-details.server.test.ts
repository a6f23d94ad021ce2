import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { parseExperienceSection } from "./experience.server.ts";

describe("a federal-style job: dates run into its hours, salary and supervisor", () => {
  it("reads the dates before the semicolon and keeps the duties label out of the entries", () => {
    const text = [
      "Stock Clerk",
      "Pelican Supply Co., Marsh Point, LA",
      "01/2020 – Present; Hours per week: 40; Salary: $38,000 per year; Supervisor: J. Doe, may contact",
      "Duties and accomplishments:",
      "• Counted stock weekly",
      "Cashier",
      "Heron Foods, Marsh Point, LA",
      "08/2015 – 12/2019; Hours per week: 32; Salary: $30,000 per year; Supervisor: K. Roe, 555-123-4567",
      "Duties and accomplishments:",
      "• Ran the till",
    ].join("\n");
    expect(parseExperienceSection(linesFromText(text)).map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Stock Clerk", "Pelican Supply Co.", "01/2020", "Present"],
      ["Cashier", "Heron Foods", "08/2015", "12/2019"],
    ]);
  });
});
