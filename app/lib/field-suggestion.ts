/**
 * 'Improve with AI' on one field of the form: the writer's text is offered beside the author's as a
 * before/after (a `FieldChange`, as the stored suggestions are) and the field keeps the author's
 * words until they accept it; right after an accept, Undo gives them back. The form need not be
 * saved yet, so the suggestion lives in the page (with JavaScript) or travels with the form post in
 * hidden fields (without): the same rules decide both, and the server reads the posted ones as any
 * other input, with `postedFieldChangeSchema` (resume-editor.ts).
 */
import { changedLines } from "./enhance-notice.ts";
import { enhanceableFieldLabel } from "./enhance-fields.ts";
import { NOTHING_TO_UNDO, sameText, SUGGESTION_GONE, suggestionDecisionNotice, type FieldChange, type SuggestionDecision } from "./resume-suggestions.ts";

/** The panel's buttons: without JavaScript each posts the whole form with one of these intents. */
export const FIELD_SUGGESTION_INTENTS = { accept: "accept-field-suggestion", reject: "keep-field-text", undo: "undo-field-suggestion" } as const;

/** The hidden fields a suggestion travels in with the form post. */
export const FIELD_SUGGESTION_INPUTS = { path: "fieldSuggestion.path", before: "fieldSuggestion.before", after: "fieldSuggestion.after" } as const;

/** A suggestion as the form post carries it, once the server has read it. */
export interface PostedFieldChange {
  path: string;
  before: string;
  after: string;
}

/** A field's suggestion as the form shows it: still to decide on, or accepted (Undo offered). */
export interface FieldSuggestion extends FieldChange {
  status: "offered" | "accepted";
}

/** What 'Improve with AI' offers for `path`: nothing when the writer changed no line (spacing aside). */
export function offerFieldSuggestion(path: string, before: string, after: string): FieldSuggestion | null {
  const label = enhanceableFieldLabel(path);
  if (label === null || changedLines(before, after) === 0) return null;
  return { path, label, before, after, status: "offered" };
}

/** Reads a posted suggestion (already validated) back into the form's shape, in `status`. */
export function postedFieldSuggestion(change: PostedFieldChange, status: FieldSuggestion["status"]): FieldSuggestion {
  return { ...change, label: enhanceableFieldLabel(change.path) ?? change.path, status };
}

/** The suggestion still belongs to the field: it holds the text the suggestion was made for (or, once accepted, put there). */
export function fieldSuggestionApplies(suggestion: FieldSuggestion, current: unknown): boolean {
  const text = typeof current === "string" ? current : "";
  return sameText(text, suggestion.status === "offered" ? suggestion.before : suggestion.after);
}

export type FieldDecision =
  { ok: true; text: string; next: FieldSuggestion | null; notice: { title: string; description: string } } | { ok: false; error: string };

/**
 * The author's decision on a field's suggestion, given what the field holds now: Accept puts the
 * suggested text in (and offers Undo), Keep mine leaves the field as it is, Undo puts the author's
 * text back. A suggestion whose field was edited since is refused: its text would replace theirs.
 */
export function decideFieldSuggestion(change: PostedFieldChange, decision: SuggestionDecision, current: unknown): FieldDecision {
  const text = typeof current === "string" ? current : "";
  const label = enhanceableFieldLabel(change.path) ?? change.path;
  const notice = suggestionDecisionNotice(decision, label);
  if (decision === "reject") return { ok: true, text, next: null, notice };
  if (decision === "accept") {
    if (!sameText(text, change.before)) return { ok: false, error: SUGGESTION_GONE };
    return { ok: true, text: change.after, next: postedFieldSuggestion(change, "accepted"), notice };
  }
  if (!sameText(text, change.after)) return { ok: false, error: NOTHING_TO_UNDO };
  return { ok: true, text: change.before, next: null, notice };
}

/** The decision a panel button's intent stands for. */
export function fieldDecisionOf(intent: (typeof FIELD_SUGGESTION_INTENTS)[keyof typeof FIELD_SUGGESTION_INTENTS]): SuggestionDecision {
  return intent === FIELD_SUGGESTION_INTENTS.accept ? "accept" : intent === FIELD_SUGGESTION_INTENTS.reject ? "reject" : "undo";
}
