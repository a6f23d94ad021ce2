/** The fields that carry an 'Improve with AI' button, and the writer's field type for each. */
/** The kinds of text the writers improve, each with its own rules. */
export const FIELD_TYPES = ["summary", "experience", "skills", "achievements", "project"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Each field's pattern, its writer and its label on the form (an entry of a list is named by its place). */
const ENHANCEABLE: Array<[RegExp, FieldType, string]> = [
  [/^personalInfo\.summary$/, "summary", "Professional Summary"],
  [/^experiences\[(\d{1,2})\]\.description$/, "experience", "Job Description"],
  [/^experiences\[(\d{1,2})\]\.achievements$/, "achievements", "Key Achievements"],
  [/^skills\.technicalSkills$/, "skills", "Technical Skills"],
  [/^projects\[(\d{1,2})\]\.description$/, "project", "Project Description"],
];

export function enhanceableFieldType(name: string): FieldType | null {
  return ENHANCEABLE.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** What the form calls an enhanceable field ("Job Description (experience 2)"); null for any other name. */
export function enhanceableFieldLabel(name: string): string | null {
  for (const [pattern, type, label] of ENHANCEABLE) {
    const match = pattern.exec(name);
    if (!match) continue;
    return match[1] === undefined ? label : `${label} (${type === "project" ? "project" : "experience"} ${Number(match[1]) + 1})`;
  }
  return null;
}

export const ENHANCE_INTENT_PREFIX = "enhance:";

/** The sections of a stored resume 'Enhance Summary / Experience / Skills' improve as a whole. */
export const ENHANCEABLE_SECTIONS = ["summary", "experience", "skills"] as const;
