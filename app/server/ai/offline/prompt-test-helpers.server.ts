/** What the prompt writer's class tests read from a resume, and the reading itself. */
import { expect } from "vitest";
import { partialResumeSchema, type PartialResume } from "../../../lib/resume.ts";
import { extractResume } from "./extract.server.ts";

/** The roles as [title, company, start, end, current], in the resume's order. */
export function roles(resume: PartialResume): [string, string, string, string, boolean][] {
  return (resume.experiences ?? []).map((e) => [e.jobTitle ?? "", e.company ?? "", e.startDate ?? "", e.endDate ?? "", e.currentJob ?? false]);
}

/** The degrees as [degree, school, year], in the resume's order. */
export function degrees(resume: PartialResume): [string, string, string][] {
  return (resume.education ?? []).map((e) => [e.degree ?? "", e.school ?? "", e.graduationYear ?? ""]);
}

/** Every skill the resume names, whatever field it went to, as written. */
export function skillNames(resume: PartialResume): string[] {
  return Object.values(resume.skills ?? {})
    .flatMap((field) => String(field ?? "").split(/\s*,\s*/))
    .filter(Boolean);
}

/** [first name, last name] */
export function name(resume: PartialResume): [string, string] {
  return [resume.personalInfo?.firstName ?? "", resume.personalInfo?.lastName ?? ""];
}

/** The writer's resume for a paragraph, which must fit the schema the endpoint applies. */
export function read(prompt: string): PartialResume {
  const resume = extractResume(prompt);
  expect(() => partialResumeSchema.parse(resume)).not.toThrow();
  return resume;
}
