import { describe, expect, it } from "vitest";
import { headingKind } from "../sections/headings.server.ts";
import { parseEducationSection } from "./education.server.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { looksLikeDegree } from "./roles.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

const edu = (t: string) => parseEducationSection(linesFromText(t)).map((e) => [e.degree, e.school, e.graduationYear]);

describe("headings that say how the section is set out or what it reached", () => {
  it("reads them as the section their head word names", () => {
    expect(headingKind("EDUCATIONAL QUALIFICATIONS WITH DATES")).toBe("education");
    expect(headingKind("Educational Qualification with Dates")).toBe("education");
    expect(headingKind("EDUCATIONAL ATTAINMENT")).toBe("education");
    expect(headingKind("Working Experience")).toBe("experience");
  });
  it("leaves a role or a sentence alone", () => {
    expect(headingKind("Working with Children Officer")).toBeNull();
    expect(headingKind("Dates")).toBeNull();
  });
});

describe("a job's dates above a 'Title - Employer Ltd, Town' line", () => {
  it("reads the line under the dates as the job's title and employer", () => {
    const jobs = parseExperienceSection(
      linesFromText(
        [
          "April 2020 to date",
          "Forklift Driver Grade 2 - Marsh Lane Logistics Ltd, Dunmore",
          "• Loaded trailers for the night trunk",
          "• Kept the yard log",
          "June 2016 to March 2020",
          "Multi-drop Van Driver - Brookfield Bakeries Ltd, Carrow",
          "• Delivered bread to 40 shops a day",
        ].join("\n"),
      ),
    );
    expect(jobs.map((j) => [j.jobTitle, j.company.replace(/,.*$/, ""), j.startDate, j.endDate])).toEqual([
      ["Forklift Driver Grade 2", "Marsh Lane Logistics Ltd", "April 2020", "Present"],
      ["Multi-drop Van Driver", "Brookfield Bakeries Ltd", "June 2016", "March 2020"],
    ]);
  });
});

describe("schooling levels set before the school as a label", () => {
  it("takes 'Tertiary:' and 'Secondary:' out of the school's name", () => {
    expect(
      edu(
        [
          "Tertiary: Harbourview State College, Port Amsel",
          "Bachelor of Science in Office Administration",
          "2016 - 2020",
          "Secondary: Hillcrest National High School, Port Amsel",
          "High School Diploma",
          "2012 - 2016",
        ].join("\n"),
      ),
    ).toEqual([
      ["Bachelor of Science in Office Administration", "Harbourview State College", "2020"],
      ["High School Diploma", "Hillcrest National High School", "2016"],
    ]);
  });
});

describe("'High School' after a name names the school, not the diploma", () => {
  it("is a degree alone or with another degree word, a school after a name", () => {
    expect(looksLikeDegree("High School Diploma")).toBe(true);
    expect(looksLikeDegree("Senior High School")).toBe(true);
    expect(looksLikeDegree("Completed High School")).toBe(true);
    expect(looksLikeDegree("Brookvale Secondary School")).toBe(false);
    expect(looksLikeDegree("Hillcrest National High School")).toBe(false);
    expect(looksLikeDegree("Hillcrest High School Diploma")).toBe(true);
  });
});
