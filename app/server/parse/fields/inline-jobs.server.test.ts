import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { parseExperienceSection, splitInlineJobLines } from "./experience.server.ts";

const jobs = (...rows: string[]) => parseExperienceSection(linesFromText(rows.join("\n"))).map((e) => [e.jobTitle, e.company, e.startDate, e.endDate]);

describe("a whole job on one line: 'Title, Employer (dates): duties'", () => {
  it("reads the part before the colon as the job and the rest as its description", () => {
    expect(
      jobs(
        "Line Cook, Harbour Lane Bistro (Mar 2020 - Present): Ran the grill station for 90 covers; Trained two juniors.",
        "Kitchen Porter, Elm Street Diner (Jun 2017 - Feb 2020): Kept the kitchen clean and stocked.",
      ),
    ).toEqual([
      ["Line Cook", "Harbour Lane Bistro", "Mar 2020", "Present"],
      ["Kitchen Porter", "Elm Street Diner", "Jun 2017", "Feb 2020"],
    ]);
    const [first] = parseExperienceSection(linesFromText("Line Cook, Harbour Lane Bistro (Mar 2020 - Present): Ran the grill station for 90 covers."));
    expect(first?.description).toContain("Ran the grill station for 90 covers.");
  });
  it("leaves a bracket that holds no dates alone", () => {
    const lines = linesFromText("Shift Lead (weekends): Opened the café at six.");
    expect(splitInlineJobLines(lines).map((l) => l.text)).toEqual(["Shift Lead (weekends): Opened the café at six."]);
  });
});
