import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { parseEducationSection } from "./education.server.ts";
import { findDateRange } from "./dates.server.ts";

const edu = (t: string) => parseEducationSection(linesFromText(t)).map((e) => [e.degree, e.school, e.graduationYear]);

describe("a year set flush right that the text runs into", () => {
  it("is read after a state's or province's code", () => {
    expect(edu("A.A.S. Industrial Maintenance, Miami Valley Technical College — Dayton, OH2019")).toEqual([
      ["A.A.S. Industrial Maintenance", "Miami Valley Technical College", "2019"],
    ]);
    expect(findDateRange("Red Deer, AB2016")?.start).toBe("2016");
  });
  it("is not read out of a code or a word", () => {
    expect(findDateRange("Certified to ISO2015 standards")).toBeNull();
    expect(findDateRange("Model AB2016 press")).toBeNull();
  });
});
