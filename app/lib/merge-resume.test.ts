import { describe, expect, it } from "vitest";
import { mergeImportedResume } from "./merge-resume.ts";
import type { PartialResume } from "./resume.ts";

const empty: PartialResume = { personalInfo: {}, experiences: [{ id: "a", jobTitle: "", currentJob: false }], education: [], skills: {}, projects: [], additionalInfo: {} };
const parsed: PartialResume = {
  personalInfo: { firstName: "Ada", email: "ada@example.com" },
  experiences: [{ id: "p1", jobTitle: "Engineer", company: "Acme", currentJob: true }],
  education: [{ id: "e1", school: "Leeds" }],
  skills: { technicalSkills: "SQL" },
  projects: [],
  additionalInfo: {},
};

describe("mergeImportedResume", () => {
  it("fills empty fields and untouched lists", () => {
    const { merged, conflicts, filled } = mergeImportedResume(empty, parsed);
    expect(merged.personalInfo).toEqual({ firstName: "Ada", email: "ada@example.com" });
    expect(merged.experiences).toEqual(parsed.experiences);
    expect(merged.education).toEqual(parsed.education);
    expect(conflicts).toEqual([]);
    expect(filled).toContain("personalInfo.firstName");
  });

  it("never silently overwrites what the user typed", () => {
    const typed: PartialResume = { ...empty, personalInfo: { firstName: "Grace" }, experiences: [{ id: "x", jobTitle: "Admiral", currentJob: false }] };
    const { merged, conflicts } = mergeImportedResume(typed, parsed);
    expect(merged.personalInfo.firstName).toBe("Grace");
    expect(merged.personalInfo.email).toBe("ada@example.com");
    expect(merged.experiences[0]!.jobTitle).toBe("Admiral");
    expect(conflicts).toEqual(["personalInfo.firstName", "experiences"]);
  });

  it("replaces non-empty values when the user agreed", () => {
    const typed: PartialResume = { ...empty, personalInfo: { firstName: "Grace" } };
    const { merged, conflicts } = mergeImportedResume(typed, parsed, { replace: true });
    expect(merged.personalInfo.firstName).toBe("Ada");
    expect(conflicts).toEqual([]);
  });
});
