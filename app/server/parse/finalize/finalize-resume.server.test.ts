import { describe, expect, it } from "vitest";
import { finalizeResume } from "./finalize-resume.server.ts";
import { partialResumeSchema } from "../../../lib/resume.ts";
import type { ParsedResume } from "../types.server.ts";

const empty = (): ParsedResume => ({
  personalInfo: {},
  experiences: [],
  education: [],
  projects: [],
  skills: { technicalSkills: "", softSkills: "", tools: "", frameworks: "" },
  additionalInfo: { certifications: "", languages: "", hobbies: "", volunteering: "", awards: "", publications: "" },
});

describe("finalizeResume", () => {
  it("fills every personal field and validates against the form schema", () => {
    const r = finalizeResume({ ...empty(), personalInfo: { firstName: "Ada", email: "ada@example.com" } });
    expect(r.personalInfo).toMatchObject({ firstName: "Ada", email: "ada@example.com", city: "", state: "", linkedIn: "", github: "", summary: "" });
    expect(r.personalInfo.lastName).toBeUndefined(); // the schema refuses an empty last name
    expect(partialResumeSchema.safeParse(r).success).toBe(true);
  });
  it("truncates long values and lists instead of failing", () => {
    const exp = {
      id: crypto.randomUUID(),
      jobTitle: "x".repeat(500),
      company: "Acme",
      location: "",
      startDate: "",
      endDate: "",
      currentJob: false,
      description: "word ".repeat(2000),
      achievements: "",
      technologies: "",
    };
    const r = finalizeResume({ ...empty(), experiences: Array.from({ length: 40 }, () => ({ ...exp, id: crypto.randomUUID() })) });
    expect(r.experiences).toHaveLength(30);
    expect(r.experiences[0]!.jobTitle!.length).toBeLessThanOrEqual(200);
    expect(r.experiences[0]!.description!.length).toBeLessThanOrEqual(5000);
  });
  it("blanks an e-mail the schema refuses", () => {
    const r = finalizeResume({ ...empty(), personalInfo: { firstName: "Ada", email: "not-an-email@" } });
    expect(r.personalInfo.email).toBeUndefined();
    expect(r.personalInfo.firstName).toBe("Ada");
  });
});
