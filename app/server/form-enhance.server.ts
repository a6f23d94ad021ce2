/**
 * 'Improve with AI' without JavaScript: the button posts the whole form with
 * intent=enhance:<field>; the page comes back with everything as typed and the writer's text for
 * that field offered beside it (app/lib/field-suggestion.ts). Its Accept, Keep mine and Undo post
 * the whole form again, with the suggestion in hidden fields, and the page comes back with the
 * field as decided.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { enhanceableFieldType, ENHANCE_INTENT_PREFIX } from "../lib/enhance-fields.ts";
import { fieldEnhanceNotice } from "../lib/enhance-notice.ts";
import { withFallbackNote } from "../lib/ai-fallback.ts";
import { getPath, setPath } from "../lib/field-path.ts";
import { decideFieldSuggestion, offerFieldSuggestion, type FieldSuggestion, type PostedFieldChange } from "../lib/field-suggestion.ts";
import { SUGGESTION_GONE, type SuggestionDecision } from "../lib/resume-suggestions.ts";
import { partialResumeSchema, type PartialResume } from "../lib/resume.ts";
import { enhanceContent } from "./writing.server.ts";

/** What the user had typed: valid fields are kept, invalid ones (a half-typed e-mail) dropped. */
export function typedSoFar(fields: FormData, fallback: () => PartialResume): PartialResume {
  const submission = parseWithZod(fields, { schema: partialResumeSchema });
  if (submission.status === "success") return submission.value;
  const cleaned = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === "string" && !(submission.error && name in submission.error)) cleaned.append(name, value);
  }
  const retry = parseWithZod(cleaned, { schema: partialResumeSchema });
  return retry.status === "success" ? retry.value : fallback();
}

export function isEnhanceIntent(intent: unknown): boolean {
  return typeof intent === "string" && intent.startsWith(ENHANCE_INTENT_PREFIX);
}

/** A fresh key for a refilled form: the page remounts the form with the answer's values. */
export function refillKey(): string {
  return Math.random().toString(36).slice(2);
}

export type RefillResult = {
  defaultValue: PartialResume;
  notice: { title: string; description: string; variant: "default" | "destructive" };
  status: number;
  /** The field's suggestion the form shows beside it. */
  fieldSuggestion?: FieldSuggestion | null;
};

export async function enhanceFieldInForm(visitorId: string, formData: FormData, intent: string, fallback: () => PartialResume): Promise<RefillResult> {
  const current = typedSoFar(formData, fallback);
  const field = intent.slice(ENHANCE_INTENT_PREFIX.length);
  const type = enhanceableFieldType(field);
  const content = getPath(current, field);
  if (!type)
    return {
      defaultValue: current,
      status: 400,
      notice: { variant: "destructive", title: "Enhancement Failed", description: "This field cannot be improved with AI." },
    };
  if (typeof content !== "string" || content.trim() === "") {
    return {
      defaultValue: current,
      status: 400,
      notice: { variant: "destructive", title: "Add content first", description: "Please add some content before enhancing with AI." },
    };
  }
  const experience = /^experiences\[(\d+)\]/.exec(field);
  const entry = experience ? current.experiences[Number(experience[1])] : undefined;
  const names = [current.personalInfo?.firstName, current.personalInfo?.lastName].filter((name): name is string => !!name);
  const result = await enhanceContent(visitorId, {
    content,
    type,
    context: entry ? { jobTitle: entry.jobTitle, company: entry.company, currentJob: entry.currentJob, endDate: entry.endDate, names } : { names },
  });
  if (!result.ok) {
    return {
      defaultValue: current,
      status: result.status,
      notice: { variant: "destructive", title: "Enhancement Failed", description: "Could not enhance content. Please try again." },
    };
  }
  // the field keeps the author's words: the writer's are only offered
  return {
    defaultValue: current,
    status: 200,
    notice: { variant: "default", ...withFallbackNote(fieldEnhanceNotice(content, result.value.value), result.value.fallback) },
    fieldSuggestion: offerFieldSuggestion(field, content, result.value.value),
  };
}

/** Accept, Keep mine or Undo on a field's suggestion: the form as typed, with that field as decided. */
export function decideFieldInForm(formData: FormData, change: PostedFieldChange, decision: SuggestionDecision, fallback: () => PartialResume): RefillResult {
  const current = typedSoFar(formData, fallback);
  const decided = decideFieldSuggestion(change, decision, getPath(current, change.path));
  if (!decided.ok)
    return { defaultValue: current, status: 409, notice: { variant: "destructive", title: "Suggestion Not Applied", description: decided.error } };
  // Keep mine writes nothing; a field the form does not have (an entry removed since) takes nothing
  const next = decision === "reject" ? current : setPath(current, change.path, decided.text);
  if (decision !== "reject" && getPath(next, change.path) !== decided.text) {
    return { defaultValue: current, status: 409, notice: { variant: "destructive", title: "Suggestion Not Applied", description: SUGGESTION_GONE } };
  }
  // the field holds the posted text only if the form's own rules accept it there
  const changed = partialResumeSchema.safeParse(next);
  if (!changed.success) {
    return {
      defaultValue: current,
      status: 422,
      notice: { variant: "destructive", title: "Suggestion Not Applied", description: changed.error.issues[0]!.message },
    };
  }
  return { defaultValue: changed.data, status: 200, notice: { variant: "default", ...decided.notice }, fieldSuggestion: decided.next };
}
