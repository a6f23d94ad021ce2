import { describe, expect, it } from "vitest";
import { partialResumeSchema } from "./resume.ts";
import { filledSteps } from "./live-resume.ts";
import { readFormResume } from "./resume-checks.ts";

/** The form's values as Conform holds them while typing: strings, "on" for a ticked box. */
const typed = {
  personalInfo: { firstName: " Ada ", lastName: "Lovelace", email: "ada@example.com" },
  experiences: [{ id: "a1", jobTitle: "Analyst", company: "Acme", currentJob: "on", description: "Wrote the first program\nChecked the tables" }],
  education: [{ id: "e1" }],
  skills: { technicalSkills: "Python, SQL" },
};

describe("readFormResume", () => {
  it("reads the typed values as the /preview route and the download read them", () => {
    expect(readFormResume(typed)).toEqual(partialResumeSchema.parse(typed));
    expect(readFormResume(typed).personalInfo.firstName).toBe("Ada");
    expect(readFormResume(typed).experiences[0]?.currentJob).toBe(true);
  });

  it("leaves out only a field the server would refuse", () => {
    const resume = readFormResume({ ...typed, personalInfo: { ...typed.personalInfo, lastName: "x".repeat(500) } });
    expect(resume.personalInfo.lastName).toBeUndefined();
    expect(resume.personalInfo.firstName).toBe("Ada");
    expect(resume.experiences[0]?.jobTitle).toBe("Analyst");
  });

  it("reads nothing as an empty resume", () => {
    expect(readFormResume(undefined)).toEqual(partialResumeSchema.parse({}));
    expect(readFormResume("junk").experiences).toEqual([]);
  });
});

describe("filledSteps", () => {
  it("counts the sections that hold text the CV shows", () => {
    expect([...filledSteps(readFormResume(typed))].sort()).toEqual(["contact", "experience", "skills"]);
    expect(filledSteps(readFormResume({ additionalInfo: { languages: "French" } })).has("extras")).toBe(true);
    expect(filledSteps(readFormResume({ projects: [{ id: "p", title: " " }] })).size).toBe(0);
  });
});
