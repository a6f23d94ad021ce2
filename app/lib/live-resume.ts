/**
 * The builder's form values as the CV sees them while the author types: the live preview and the
 * step progress read the form's current values (Conform's `form.value`, strings and "on") through
 * the same schema the /preview route and the download read them with, so the preview shows the
 * text the download will show. The CV component tidies the result with normalizeResume itself.
 */
import { partialResumeSchema, type ResumeFormData } from "./resume.ts";

type Path = readonly PropertyKey[];

/** Removes the value at `path` (a field the schema refuses), in a copy made by the caller. */
function dropAt(target: unknown, path: Path): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== "object") return;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  const last = path.at(-1);
  if (last === undefined || node === null || typeof node !== "object") return;
  if (Array.isArray(node) && typeof last === "number") node[last] = {};
  else delete (node as Record<PropertyKey, unknown>)[last];
}

/**
 * The resume the form holds now. A field the server would refuse (too long, the wrong shape) is
 * left out rather than blanking the whole preview; everything else is read exactly as the
 * download reads it.
 */
export function liveResume(value: unknown): ResumeFormData {
  const input = value && typeof value === "object" ? value : {};
  const first = partialResumeSchema.safeParse(input);
  if (first.success) return first.data as ResumeFormData;
  const copy: unknown = structuredClone(input);
  for (const issue of first.error.issues) dropAt(copy, issue.path);
  const second = partialResumeSchema.safeParse(copy);
  return (second.success ? second.data : partialResumeSchema.parse({})) as ResumeFormData;
}

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
export function filledSteps(resume: ResumeFormData): Set<EditorStepId> {
  const filled = new Set<EditorStepId>();
  if (hasText(resume.personalInfo)) filled.add("contact");
  if (resume.experiences.some(hasText)) filled.add("experience");
  if (resume.education.some(hasText)) filled.add("education");
  if (hasText(resume.skills)) filled.add("skills");
  if (resume.projects.some(hasText) || hasText(resume.additionalInfo)) filled.add("extras");
  return filled;
}
