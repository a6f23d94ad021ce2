import { describe, expect, it } from "vitest";
import { jsonResumeSchema } from "../../tests/fixtures/json-resume-schema.ts";
import { SAMPLE_RESUME } from "../server/render/sample-resume.ts";
import { importJsonResume } from "../server/exports/json-resume.server.ts";
import { formToJsonResume, jsonResumeToForm } from "./json-resume.ts";
import { normalizeResume } from "./normalize-resume.ts";
import { resumeFormSchema, type PartialResume } from "./resume.ts";

/** Item ids are generated on import: compare without them. */
function comparable(resume: PartialResume) {
  const form = normalizeResume(resumeFormSchema.parse(resume));
  const strip = <T extends { id?: string }>(items: T[]) => items.map(({ id: _id, ...rest }) => rest);
  const noEmpty = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(noEmpty) : value && typeof value === "object" ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== "" && v !== undefined).map(([k, v]) => [k, noEmpty(v)])) : value;
  return noEmpty({ ...form, experiences: strip(form.experiences), education: strip(form.education), projects: strip(form.projects) });
}

describe("JSON Resume", () => {
  it("exports a document that validates against the v1.2.1 schema", () => {
    const json = formToJsonResume(normalizeResume(SAMPLE_RESUME));
    const result = jsonResumeSchema.safeParse(json);
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(json.basics).toMatchObject({ name: "Priya Raman", email: "priya.raman@example.com", url: "https://priyaraman.dev" });
    expect(json.work?.[0]).toMatchObject({ name: "Northwind Payments", position: "Senior Software Engineer", startDate: "2021-03" });
    expect(json.work?.[0]?.endDate).toBeUndefined();
    expect(json.work?.[1]).toMatchObject({ startDate: "2017-06", endDate: "2021-02" });
    expect(json.skills?.map((s) => s.name)).toEqual(["Technical", "Frameworks", "Tools", "Soft skills"]);
  });

  it("re-imports its own export to the same form data", () => {
    const original = normalizeResume(SAMPLE_RESUME);
    const back = jsonResumeToForm(JSON.parse(JSON.stringify(formToJsonResume(original))));
    expect(comparable(back)).toEqual(comparable(original));
  });

  it("maps a JSON Resume written elsewhere (area and study type, fluency, custom skill groups)", () => {
    const form = jsonResumeToForm({
      basics: { name: "Jean Claude Van Damme", email: "jc@example.com", phone: "+32 2 555 01 00", location: { city: "Brussels", countryCode: "BE" }, profiles: [{ network: "LinkedIn", url: "https://linkedin.com/in/jcvd" }] },
      work: [{ name: "Acme", position: "Developer", startDate: "2019-04-01", endDate: "2021-01", highlights: ["Shipped v2"] }],
      education: [{ institution: "KU Leuven", studyType: "Master", area: "Computer Science", endDate: "2018" }],
      skills: [{ name: "Web Development", keywords: ["HTML", "CSS"] }, { name: "Tools", keywords: ["Git"] }],
      languages: [{ language: "French", fluency: "Native speaker" }],
      interests: [{ name: "Karate" }],
    });
    expect(form.personalInfo).toMatchObject({ firstName: "Jean Claude Van", lastName: "Damme", city: "Brussels", country: "BE", linkedIn: "https://linkedin.com/in/jcvd" });
    expect(form.experiences[0]).toMatchObject({ company: "Acme", jobTitle: "Developer", startDate: "Apr 2019", endDate: "Jan 2021", currentJob: false, achievements: "Shipped v2" });
    expect(form.education[0]).toMatchObject({ degree: "Master in Computer Science", school: "KU Leuven", graduationYear: "2018" });
    expect(form.skills).toMatchObject({ technicalSkills: "Web Development, HTML, CSS", tools: "Git" });
    expect(form.additionalInfo).toMatchObject({ languages: "French (Native speaker)", hobbies: "Karate" });
  });

  it("recognises JSON Resume bytes and nothing else", () => {
    const bytes = new TextEncoder().encode(`\ufeff  ${JSON.stringify(formToJsonResume(SAMPLE_RESUME))}`);
    expect(importJsonResume(bytes)?.personalInfo.email).toBe("priya.raman@example.com");
    expect(importJsonResume(new TextEncoder().encode('{"hello": "world"}'))).toBeNull();
    expect(importJsonResume(new TextEncoder().encode("%PDF-1.7 ..."))).toBeNull();
    expect(importJsonResume(new TextEncoder().encode('{"basics": '))).toBeNull();
  });
});
