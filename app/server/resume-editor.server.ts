/**
 * The resume editor's server side: the actions of the create page and the edit page, which are one
 * editor with two ways to finish (store a new CV, save the stored one). A post is read once into an
 * `EditorIntent` (app/lib/resume-editor.ts); each page handles the intents it offers and answers
 * the same shapes:
 * - `refill`: a no-JavaScript button's answer (Improve with AI and its suggestion's buttons, the
 *   photo buttons, Upload Resume): the form comes back with its values changed and a notice;
 * - `form`: the form's own validation (or a Conform list change without JavaScript);
 * - `upgrade`: a 402 from the plan, with the form as typed;
 * - `error`: a message for the page's alert.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { autoFilledByImport, mergeImportedResume } from "../lib/merge-resume.ts";
import { editorIntentInput, editorIntentSchema, UNKNOWN_ACTION, type EditorIntent, type EditorIntentName } from "../lib/resume-editor.ts";
import { emptyEducation, emptyExperience, resumeFormSchema, type PartialResume, type ResumeFormData } from "../lib/resume.ts";
import type { UpgradeRequiredBody } from "./entitlements.server.ts";
import { decideFieldInForm, enhanceFieldInForm, refillKey, typedSoFar, type RefillResult } from "./form-enhance.server.ts";
import { fieldDecisionOf } from "../lib/field-suggestion.ts";
import { readFormPost } from "./http/form-body.server.ts";
import { handleProfilePhotoPost, photoRefill, type PhotoStoreResult } from "./objects.server.ts";
import { fail, ok, type Result } from "./result.server.ts";
import { importResume } from "./resume-import.server.ts";
import { restoredNotice } from "../lib/resume-versions.ts";
import { restoreVersion } from "./resume-versions.server.ts";
import { acceptSuggestion, rejectSuggestion, undoAcceptedSuggestion } from "./resume-suggestions.server.ts";
import { formDataOf, generateResume, requireOwnedResume, resumeNotFound, updateOwnedResume } from "./resumes.server.ts";
import { flashCookie } from "./session.server.ts";
import { formatChoiceHeaders, readTemplateChoice } from "./template-choice.server.ts";
import { enhanceStoredResume } from "./writing.server.ts";
import { sectionEnhanceNotice } from "../lib/enhance-notice.ts";
import { suggestionDecisionNotice } from "../lib/resume-suggestions.ts";
import { withFallbackNote } from "../lib/ai-fallback.ts";

/** What an editor post became: the parsed intent with the fields it came with. */
export type EditorPost =
  | { intent: "upload-photo"; fields: FormData; photo: PhotoStoreResult }
  | { intent: "upload"; request: Request }
  | (Exclude<EditorIntent, { intent: "upload-photo" | "upload" }> & { formData: FormData });

const CREATE_INTENTS = [
  "generate",
  "list",
  "select-template",
  "enhance-field",
  "accept-field-suggestion",
  "keep-field-text",
  "undo-field-suggestion",
  "remove-photo",
  "upload-photo",
  "upload",
] as const satisfies readonly EditorIntentName[];
const EDIT_INTENTS = [
  "save",
  "list",
  "enhance-section",
  "enhance-field",
  "accept-field-suggestion",
  "keep-field-text",
  "undo-field-suggestion",
  "remove-photo",
  "upload-photo",
  "restore-version",
  "accept-suggestion",
  "reject-suggestion",
  "undo-suggestion",
] as const satisfies readonly EditorIntentName[];

/** A photo change on the edit page is part of the form until Save Changes. */
const KEEP_ON_SAVE = "Save your changes to keep it.";

/**
 * Reads a post to an editor page. Without JavaScript the photo and resume upload buttons post the
 * whole form as multipart: the photo handler reads that body once (and stores the photo); any other
 * multipart post is the resume upload, whose reader parses the file. Other posts are forms read by
 * `readFormPost` and their intent by the one union; an intent this page does not offer is unknown.
 */
async function readEditorPost(request: Request, visitorId: string, offered: readonly EditorIntentName[]): Promise<Result<EditorPost>> {
  if (isMultipart(request)) {
    const photo = await handleProfilePhotoPost(request.clone(), visitorId);
    if (photo && offered.includes("upload-photo")) return ok({ intent: "upload-photo", fields: photo.fields, photo: photo.result });
    if (!photo && offered.includes("upload")) return ok({ intent: "upload", request });
    return fail(400, UNKNOWN_ACTION);
  }
  const formData = await readFormPost(request);
  const parsed = editorIntentSchema.safeParse(editorIntentInput(formData));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(400, !issue || issue.code === "invalid_union" ? UNKNOWN_ACTION : issue.message);
  }
  const intent = parsed.data;
  if (!offered.includes(intent.intent) || intent.intent === "upload-photo" || intent.intent === "upload") return fail(400, UNKNOWN_ACTION);
  return ok({ ...intent, formData });
}

function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
}

function errorResponse(error: { status: number; error: string }) {
  return data({ kind: "error" as const, error: error.error }, { status: error.status });
}

/** The form refilled: by a no-JavaScript button (Improve with AI, the photo buttons) or an imported resume. */
function refillResponse(refill: RefillResult, imported: { parsedFields: string[]; uploadError: string | null } = { parsedFields: [], uploadError: null }) {
  return data(
    {
      kind: "refill" as const,
      defaultValue: refill.defaultValue,
      parsedFields: imported.parsedFields,
      uploadError: imported.uploadError,
      notice: refill.notice,
      fieldSuggestion: refill.fieldSuggestion ?? null,
      nonce: refillKey(),
    },
    { status: refill.status },
  );
}

/**
 * The main button (or, without JavaScript, a Conform list button): a list change or an invalid
 * form comes back as Conform's reply; a valid one is finished by the page (`finish`).
 */
async function submitForm(formData: FormData, finish: (form: ResumeFormData) => Promise<Result<Response, UpgradeRequiredBody | undefined>>) {
  const submission = parseWithZod(formData, { schema: resumeFormSchema });
  if (submission.status !== "success") {
    // a list intent (add/remove without JavaScript) is not an error: answer with the updated form
    return data({ kind: "form" as const, result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  const finished = await finish(submission.value);
  if (finished.ok) return finished.value;
  // a plan refusal: the plans, and the form as typed
  if (finished.status === 402 && finished.details) {
    return data({ kind: "upgrade" as const, result: submission.reply(), upgrade: finished.details }, { status: 402 });
  }
  return errorResponse(finished);
}

/** The form always starts with one experience and one education entry to fill in. */
export function emptyResume(): PartialResume {
  return { personalInfo: {}, experiences: [emptyExperience()], education: [emptyEducation()], skills: {}, projects: [], additionalInfo: {} };
}

/** The gallery's customization as posted with the form (JSON in a hidden field); anything unreadable is none. */
export function postedCustomization(formData: FormData): unknown {
  const raw = formData.get("customization");
  if (typeof raw !== "string" || raw.length >= 2000) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// The create page: a new CV

export async function createPageAction(request: Request, visitorId: string) {
  const read = await readEditorPost(request, visitorId, CREATE_INTENTS);
  if (!read.ok) return errorResponse(read);
  const post = read.value;
  switch (post.intent) {
    case "upload-photo":
      return refillResponse(photoRefill(post.fields, emptyResume, post.photo));
    case "upload":
      return importIntoForm(post.request);
    case "select-template":
      return redirect("/create", { headers: await formatChoiceHeaders(request, post) });
    case "remove-photo":
      return refillResponse(photoRefill(post.formData, emptyResume, { removed: true }));
    case "enhance-field":
      return refillResponse(await enhanceFieldInForm(visitorId, post.formData, post.field, emptyResume));
    case "accept-field-suggestion":
    case "keep-field-text":
    case "undo-field-suggestion":
      return refillResponse(decideFieldInForm(post.formData, post.change, fieldDecisionOf(post.intent), emptyResume));
    case "generate":
    case "list":
      return submitForm(post.formData, async (form) => {
        const template = post.formData.get("template");
        const generated = await generateResume(visitorId, {
          form,
          template: typeof template === "string" ? template : await readTemplateChoice(request),
          customization: postedCustomization(post.formData),
        });
        if (!generated.ok) return generated;
        return ok(
          redirect(`/create?generated=${generated.value.id}`, {
            headers: {
              "Set-Cookie": await flashCookie(
                request,
                withFallbackNote(
                  { title: "CV Generated Successfully!", description: "Your ATS-optimized CV is ready for download." },
                  generated.value.polishFallback,
                ),
              ),
            },
          }),
        );
      });
    default:
      return errorResponse(fail(400, UNKNOWN_ACTION));
  }
}

/** Without JavaScript, 'Upload Resume': the file's values fill the empty fields of what was typed (nothing typed is overwritten). */
async function importIntoForm(request: Request) {
  const imported = await importResume(request);
  const fields = imported.ok ? imported.value.fields : imported.details?.fields;
  const current = fields ? typedSoFar(fields, emptyResume) : emptyResume();
  if (!imported.ok) {
    return data(
      { kind: "refill" as const, defaultValue: current, parsedFields: [] as string[], uploadError: imported.error, notice: null, nonce: refillKey() },
      { status: imported.status },
    );
  }
  const merge = mergeImportedResume(current, imported.value.resume);
  return data({
    kind: "refill" as const,
    defaultValue: merge.merged,
    parsedFields: autoFilledByImport(merge),
    uploadError: null,
    notice: null,
    nonce: refillKey(),
  });
}

// ---------------------------------------------------------------------------------------------
// The edit page: the stored CV

export async function editPageAction(request: Request, visitorId: string, resumeId: string) {
  // another visitor's resume is indistinguishable from a missing one, whatever was posted
  const existing = await requireOwnedResume(visitorId, resumeId);
  const stored = () => formDataOf(existing);
  const read = await readEditorPost(request, visitorId, EDIT_INTENTS);
  if (!read.ok) return errorResponse(read);
  const post = read.value;
  switch (post.intent) {
    case "upload-photo":
      return refillResponse(photoRefill(post.fields, stored, post.photo, KEEP_ON_SAVE));
    case "remove-photo":
      return refillResponse(photoRefill(post.formData, stored, { removed: true }, KEEP_ON_SAVE));
    case "enhance-field":
      return refillResponse(await enhanceFieldInForm(visitorId, post.formData, post.field, stored));
    case "accept-field-suggestion":
    case "keep-field-text":
    case "undo-field-suggestion":
      return refillResponse(decideFieldInForm(post.formData, post.change, fieldDecisionOf(post.intent), stored));
    case "enhance-section": {
      const enhanced = await enhanceStoredResume(visitorId, resumeId, post.section);
      if (!enhanced.ok && enhanced.status === 404) throw resumeNotFound();
      const toast = !enhanced.ok
        ? { title: "Enhancement Failed", description: "AI enhancement is currently unavailable. Please try again later.", variant: "destructive" as const }
        : withFallbackNote(sectionEnhanceNotice(post.section, enhanced.value.offered), enhanced.value.fallback);
      return redirect(`/edit/${resumeId}`, { headers: { "Set-Cookie": await flashCookie(request, toast) } });
    }
    case "accept-suggestion":
    case "reject-suggestion":
    case "undo-suggestion": {
      const decided =
        post.intent === "accept-suggestion"
          ? await acceptSuggestion(visitorId, resumeId, post.suggestionId)
          : post.intent === "reject-suggestion"
            ? await rejectSuggestion(visitorId, resumeId, post.suggestionId)
            : await undoAcceptedSuggestion(visitorId, resumeId);
      if (!decided.ok && decided.status === 404) throw resumeNotFound();
      if (!decided.ok) return errorResponse(decided);
      const decision = post.intent === "accept-suggestion" ? "accept" : post.intent === "reject-suggestion" ? "reject" : "undo";
      const toast = suggestionDecisionNotice(decision, decided.value.section);
      return redirect(`/edit/${resumeId}`, { headers: { "Set-Cookie": await flashCookie(request, toast) } });
    }
    case "restore-version": {
      const restored = await restoreVersion(visitorId, resumeId, post.versionId);
      if (!restored.ok) return errorResponse(restored);
      const toast = { title: "Version Restored", description: restoredNotice(restored.value.restoredFrom) };
      return redirect(`/edit/${resumeId}`, { headers: { "Set-Cookie": await flashCookie(request, toast) } });
    }
    case "save":
    case "list":
      return submitForm(post.formData, async (form) => {
        const template = post.formData.get("template");
        const updated = await updateOwnedResume(visitorId, resumeId, { form, template: typeof template === "string" ? template : null });
        if (!updated.ok && updated.status === 404) throw resumeNotFound();
        if (!updated.ok) return updated;
        return ok(
          redirect(`/edit/${updated.value.id}`, {
            headers: { "Set-Cookie": await flashCookie(request, { title: "Resume Saved", description: "Your changes have been saved." }) },
          }),
        );
      });
    default:
      return errorResponse(fail(400, UNKNOWN_ACTION));
  }
}

export type CreatePageActionData = Awaited<ReturnType<typeof createPageAction>>;
