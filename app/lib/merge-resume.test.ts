import { describe, expect, it } from "vitest";
import { autoFilledByImport, mergeImportedResume } from "./merge-resume.ts";
import type { PartialResume } from "./resume.ts";

const empty: PartialResume = {
  personalInfo: {},
  experiences: [{ id: "a", jobTitle: "", currentJob: false }],
  education: [],
  skills: {},
  projects: [],
  additionalInfo: {},
};
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

describe("autoFilledByImport (the 'Parsed' badges and the loaded-fields count)", () => {
  const upload: PartialResume = {
    ...parsed,
    // a one-letter last name and a short summary do not count as auto-filled; the city has no badge at all
    personalInfo: { firstName: "Ada", lastName: "L", email: "ada@example.com", phone: "+44 20 7946 0958", city: "London", summary: "Short." },
  };

  it("counts only the personal fields that were filled and pass the detection rules, not lists or skills", () => {
    const merge = mergeImportedResume(empty, upload);
    expect(merge.filled.length).toBeGreaterThan(4); // lists, skills and the city were filled too
    expect(autoFilledByImport(merge)).toEqual(["firstName", "email", "phone"]);
  });

  it("does not count a field the user had typed and kept", () => {
    const typed: PartialResume = { ...empty, personalInfo: { firstName: "Grace" } };
    expect(autoFilledByImport(mergeImportedResume(typed, upload))).toEqual(["email", "phone"]);
  });

  it("after 'Replace', the second pass counts only the replaced fields, so the two passes add up", () => {
    const typed: PartialResume = { ...empty, personalInfo: { firstName: "Grace" } };
    const first = mergeImportedResume(typed, upload);
    const second = mergeImportedResume(first.merged, upload, { replace: true });
    expect(autoFilledByImport(second)).toEqual(["firstName"]);
    expect(autoFilledByImport(first).length + autoFilledByImport(second).length).toBe(3);
  });

  it("ignores a value equal to the form's placeholder sample text", () => {
    const merge = mergeImportedResume(empty, { ...upload, personalInfo: { firstName: "John", email: "ada@example.com" } });
    expect(autoFilledByImport(merge)).toEqual(["email"]);
  });
});
