/**
 * AI suggestions: a change the writer proposes (Generate's polish, a section's Enhance) is kept
 * beside the resume as a before/after and changes nothing until its author accepts it. A
 * suggestion is one unit the author accepts or rejects as a whole: the summary, one experience's
 * texts, or the skills (each field tidied where it is: the writers never move a skill between fields).
 *
 * Accepted suggestions stay in the stored list: a suggestion is shown while its fields still hold
 * its `before` text, so undoing an accepted one (restoring the version before it) offers it again,
 * and one whose field the author has since edited is no longer offered.
 */
import { tidyList, tidyMultiline } from "./normalize-resume.ts";
import type { ResumeFormData } from "./resume.ts";

export const SUGGESTION_INTENTS = { accept: "accept-suggestion", reject: "reject-suggestion", undo: "undo-suggestion" } as const;

export const SUGGESTION_GONE = "This suggestion no longer applies: the text it was made for has changed.";
export const NOTHING_TO_UNDO = "There is no accepted suggestion to undo.";

export type SuggestionDecision = "accept" | "reject" | "undo";

/** What the author is told after deciding on a suggestion (a stored one or one field's). */
export function suggestionDecisionNotice(decision: SuggestionDecision, section: string): { title: string; description: string } {
  if (decision === "accept") return { title: "Suggestion Accepted", description: `${section} now reads as suggested. Undo gives your words back.` };
  if (decision === "reject") return { title: "Suggestion Rejected", description: `${section} stays as you wrote it.` };
  return { title: "Suggestion Undone", description: `${section} is back as it was before the suggestion.` };
}

/** The parts of a resume the writer may propose changes to. */
export const SUGGESTION_SCOPES = ["summary", "experience", "skills"] as const;
export type SuggestionScope = (typeof SUGGESTION_SCOPES)[number];

export interface FieldChange {
  /** A Conform field name (`experiences[0].description`). */
  path: string;
  /** The field's label on the form. */
  label: string;
  before: string;
  after: string;
}

/** A change the writer proposed, kept beside the resume (read from the store by `stored-suggestions.ts`). */
export interface Suggestion {
  id: string;
  /** "generate": the polish offered when the CV was generated; "enhance": an Enhance button. */
  source: "generate" | "enhance";
  scope: SuggestionScope;
  /** What the edit page and the version history call it ("Summary", "Experience: Analyst at Acme"). */
  section: string;
  fields: FieldChange[];
}

/** Two texts the same but for line endings and spacing (a form post sends CRLF, the store keeps what it got). */
export function sameText(a: string, b: string): boolean {
  return tidyMultiline(a, { stripBullets: false }) === tidyMultiline(b, { stripBullets: false });
}

const SKILL_FIELDS = [
  ["technicalSkills", "Technical Skills"],
  ["softSkills", "Soft Skills"],
  ["tools", "Tools"],
  ["frameworks", "Frameworks"],
] as const;

const EXPERIENCE_FIELDS = [
  ["description", "Job Description"],
  ["achievements", "Key Achievements"],
] as const;

function experienceName(entry: { jobTitle?: string; company?: string }, index: number): string {
  const title = entry.jobTitle?.trim();
  const company = entry.company?.trim();
  if (title && company) return `Experience: ${title} at ${company}`;
  return `Experience: ${title || company || `entry ${index + 1}`}`;
}

/**
 * What `proposed` (the writer's answer for `form`) would change within `scopes`, as suggestions:
 * only fields whose tidied text differs, each with the author's text as `before` and the writer's,
 * tidied, as `after`. Experiences are matched by id (the writer keeps them), else by position.
 */
export function diffSuggestions(
  form: ResumeFormData,
  proposed: ResumeFormData,
  source: Suggestion["source"],
  scopes: readonly SuggestionScope[],
  newId: () => string = () => crypto.randomUUID(),
): Suggestion[] {
  const out: Suggestion[] = [];
  const changes = (pairs: Array<{ path: string; label: string; before: unknown; after: unknown; list?: boolean }>): FieldChange[] =>
    pairs.flatMap(({ path, label, before, after, list }) => {
      const tidy = (value: unknown) => (typeof value === "string" ? (list ? tidyList(value) : tidyMultiline(value, { stripBullets: false })) : "");
      const was = typeof before === "string" ? before : "";
      const next = tidy(after);
      return tidy(was) === next || (next === "" && typeof after !== "string") ? [] : [{ path, label, before: was, after: next }];
    });
  const add = (scope: SuggestionScope, section: string, fields: FieldChange[]) => {
    if (fields.length > 0) out.push({ id: newId(), source, scope, section, fields });
  };

  if (scopes.includes("summary")) {
    add(
      "summary",
      "Summary",
      changes([{ path: "personalInfo.summary", label: "Professional Summary", before: form.personalInfo.summary, after: proposed.personalInfo?.summary }]),
    );
  }
  if (scopes.includes("experience")) {
    form.experiences.forEach((entry, index) => {
      const match = (entry.id ? proposed.experiences?.find((candidate) => candidate.id === entry.id) : undefined) ?? proposed.experiences?.[index];
      if (!match) return;
      add(
        "experience",
        experienceName(entry, index),
        changes(EXPERIENCE_FIELDS.map(([key, label]) => ({ path: `experiences[${index}].${key}`, label, before: entry[key], after: match[key] }))),
      );
    });
  }
  if (scopes.includes("skills")) {
    add(
      "skills",
      "Skills",
      changes(SKILL_FIELDS.map(([key, label]) => ({ path: `skills.${key}`, label, before: form.skills?.[key], after: proposed.skills?.[key], list: true }))),
    );
  }
  return out;
}
