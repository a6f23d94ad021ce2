/**
 * The builder's steps and which of them hold text. The form's values are read as the CV sees them
 * with `readFormResume` (resume-checks.ts), the server schema's reading without zod.
 */
import type { PartialResume } from "./resume.ts";

/** The builder's steps, in the form's order; each is a section of the one form page. */
export const EDITOR_STEPS = [
  { id: "contact", label: "Contact" },
  { id: "experience", label: "Experience" },
  { id: "education", label: "Education" },
  { id: "skills", label: "Skills" },
  { id: "extras", label: "Extras" },
  { id: "design", label: "Design" },
] as const;

export type EditorStepId = (typeof EDITOR_STEPS)[number]["id"];

/** The steps whose sections hold text (Design always has a template, so it is not counted). */
export const CONTENT_STEPS = EDITOR_STEPS.filter((step) => step.id !== "design");

const hasText = (record: object | undefined) =>
  Object.entries(record ?? {}).some(([key, value]) => key !== "id" && typeof value === "string" && value.trim() !== "");

/** Which content steps have something the CV will show (an entry of empty fields shows nothing). */
export function filledSteps(resume: PartialResume): Set<EditorStepId> {
  const filled = new Set<EditorStepId>();
  if (hasText(resume.personalInfo)) filled.add("contact");
  if (resume.experiences.some(hasText)) filled.add("experience");
  if (resume.education.some(hasText)) filled.add("education");
  if (hasText(resume.skills)) filled.add("skills");
  if (resume.projects.some(hasText) || hasText(resume.additionalInfo)) filled.add("extras");
  return filled;
}
