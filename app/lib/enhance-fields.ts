/** The fields that carry an 'Improve with AI' button, and the writer's field type for each. */
/** The kinds of text the writers improve, each with its own rules. */
export const FIELD_TYPES = ["summary", "experience", "skills", "achievements", "project"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

const ENHANCEABLE: Array<[RegExp, FieldType]> = [
  [/^personalInfo\.summary$/, "summary"],
  [/^experiences\[\d{1,2}\]\.description$/, "experience"],
  [/^experiences\[\d{1,2}\]\.achievements$/, "achievements"],
  [/^skills\.technicalSkills$/, "skills"],
  [/^projects\[\d{1,2}\]\.description$/, "project"],
];

export function enhanceableFieldType(name: string): FieldType | null {
  return ENHANCEABLE.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

export const ENHANCE_INTENT_PREFIX = "enhance:";
