/**
 * Suggestions as the store keeps them, read back through their schema: only the server reads
 * them (the browser gets the pending ones from a loader), so this module, not
 * `resume-suggestions.ts`, holds zod.
 */
import { getPath } from "./field-path.ts";
import type { ResumeFormData } from "./resume.ts";
import { sameText, SUGGESTION_SCOPES, type Suggestion } from "./resume-suggestions.ts";
import { z } from "./zod.ts";

/** Built on first use (the schema's cost is paid by the first request that reads suggestions). */
function buildSuggestionSchema() {
  const fieldChange = z.object({
    /** A Conform field name (`experiences[0].description`). */
    path: z.string().max(100),
    /** The field's label on the form. */
    label: z.string().max(100),
    before: z.string().max(20_000),
    after: z.string().max(20_000),
  });
  return z.object({
    id: z.string().max(64),
    /** "generate": the polish offered when the CV was generated; "enhance": an Enhance button. */
    source: z.enum(["generate", "enhance"]),
    scope: z.enum(SUGGESTION_SCOPES),
    /** What the edit page and the version history call it ("Summary", "Experience: Analyst at Acme"). */
    section: z.string().max(200),
    fields: z.array(fieldChange).min(1).max(8),
  });
}
let suggestionSchema: ReturnType<typeof buildSuggestionSchema> | undefined;

/** The stored list as suggestions; anything that does not fit (an older shape) is left out. */
export function readSuggestions(stored: unknown): Suggestion[] {
  if (!Array.isArray(stored)) return [];
  suggestionSchema ??= buildSuggestionSchema();
  const schema = suggestionSchema;
  return stored.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

function textAt(form: unknown, path: string): string {
  const value = getPath(form, path);
  return typeof value === "string" ? value : "";
}

/** The suggestions still to decide on: every field still holds the text the suggestion was made for. */
export function pendingSuggestions(stored: unknown, form: ResumeFormData): Suggestion[] {
  return readSuggestions(stored).filter((suggestion) => suggestion.fields.every((field) => sameText(textAt(form, field.path), field.before)));
}

/** Newly offered suggestions replace the stored ones for the same fields; the others stay. */
export function mergeSuggestions(stored: unknown, offered: Suggestion[]): Suggestion[] {
  const paths = new Set(offered.flatMap((suggestion) => suggestion.fields.map((field) => field.path)));
  return [...readSuggestions(stored).filter((suggestion) => !suggestion.fields.some((field) => paths.has(field.path))), ...offered];
}
