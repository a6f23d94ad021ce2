/**
 * The author's decisions on AI suggestions (app/lib/resume-suggestions.ts): Accept puts the
 * suggested text into the resume through the save path (so the form, the CV and every download
 * change together) as a version named after it; Reject drops it; Undo right after an accept
 * restores the version before it. Suggestions are kept on the resume record itself: they belong
 * to that resume, go when it goes, and are read on every edit page load with it.
 */
import { setPath } from "../lib/field-path.ts";
import { resumeFormSchema, type ResumeFormData } from "../lib/resume.ts";
import { diffSuggestions, NOTHING_TO_UNDO, SUGGESTION_GONE, type Suggestion, type SuggestionScope } from "../lib/resume-suggestions.ts";
import { mergeSuggestions, pendingSuggestions, readSuggestions } from "../lib/stored-suggestions.ts";
import { acceptedSection, acceptedSuggestionLabel, undoneSuggestionLabel } from "../lib/resume-versions.ts";
import { RESUME_NOT_FOUND } from "../lib/resume-not-found.ts";
import { getStore } from "./db/index.server.ts";
import type { ResumeRecord } from "./db/types.server.ts";
import type { UpgradeRequiredBody } from "./entitlements.server.ts";
import { fail, ok, type Result } from "./result.server.ts";
import { restoreVersion } from "./resume-versions.server.ts";
import { formDataOf, getOwnedResume, updateOwnedResume } from "./resumes.server.ts";

export { NOTHING_TO_UNDO, SUGGESTION_GONE } from "../lib/resume-suggestions.ts";

type SuggestionResult = Result<{ section: string }, UpgradeRequiredBody | undefined>;

/**
 * Keeps what `proposed` (an AI's version of the resume) would change within `scopes` as suggestions,
 * replacing earlier ones for the same fields. The content and its edit time stay as they were.
 */
export async function offerSuggestions(resume: ResumeRecord, proposed: ResumeFormData, scopes: readonly SuggestionScope[]): Promise<Suggestion[]> {
  // the diff is against the stored form, whose field paths the edit page shows
  const offered = diffSuggestions(formDataOf(resume), proposed, "enhance", scopes);
  await (await getStore()).resumes.update(resume.id, { suggestions: mergeSuggestions(resume.suggestions, offered), updated_at: resume.updated_at });
  return offered;
}

/** The suggestions the edit page offers for this resume now. */
export function suggestionsToDecide(resume: ResumeRecord): Suggestion[] {
  return pendingSuggestions(resume.suggestions, formDataOf(resume));
}

async function pending(visitorId: string, resumeId: string, suggestionId: string) {
  const resume = await getOwnedResume(visitorId, resumeId);
  if (!resume) return { resume: null, suggestion: undefined };
  return { resume, suggestion: suggestionsToDecide(resume).find((candidate) => candidate.id === suggestionId) };
}

export async function acceptSuggestion(visitorId: string, resumeId: string, suggestionId: string): Promise<SuggestionResult> {
  const { resume, suggestion } = await pending(visitorId, resumeId, suggestionId);
  if (!resume) return fail(404, RESUME_NOT_FOUND.error);
  if (!suggestion) return fail(409, SUGGESTION_GONE);
  const changed = suggestion.fields.reduce((form, field) => setPath(form, field.path, field.after), formDataOf(resume));
  const form = resumeFormSchema.safeParse(changed);
  if (!form.success) return fail(422, "Please complete the required fields before accepting a suggestion.");
  const saved = await updateOwnedResume(visitorId, resumeId, { form: form.data, label: acceptedSuggestionLabel(suggestion.section) });
  if (!saved.ok) return saved;
  return ok({ section: suggestion.section });
}

export async function rejectSuggestion(visitorId: string, resumeId: string, suggestionId: string): Promise<SuggestionResult> {
  const { resume, suggestion } = await pending(visitorId, resumeId, suggestionId);
  if (!resume) return fail(404, RESUME_NOT_FOUND.error);
  if (!suggestion) return fail(409, SUGGESTION_GONE);
  const kept = readSuggestions(resume.suggestions).filter((candidate) => candidate.id !== suggestionId);
  // the content is unchanged: no version, and the edit time stays as it was
  await (await getStore()).resumes.update(resumeId, { suggestions: kept, updated_at: resume.updated_at });
  return ok({ section: suggestion.section });
}

/** The section an Undo would give back: the newest version is an accepted suggestion and there is one before it. */
export function undoableSection(versions: ReadonlyArray<{ label: string }>): string | null {
  return versions.length > 1 ? acceptedSection(versions[0]!.label) : null;
}

export async function undoAcceptedSuggestion(visitorId: string, resumeId: string): Promise<SuggestionResult> {
  const resume = await getOwnedResume(visitorId, resumeId);
  if (!resume) return fail(404, RESUME_NOT_FOUND.error);
  const versions = await (await getStore()).resumeVersions.list(resumeId);
  const section = undoableSection(versions);
  if (section === null) return fail(409, NOTHING_TO_UNDO);
  const restored = await restoreVersion(visitorId, resumeId, versions[1]!.id, undoneSuggestionLabel(section));
  if (!restored.ok) return restored;
  return ok({ section });
}
