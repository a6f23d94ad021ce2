/**
 * AI writing for the product: field enhancement, whole-section enhancement of a stored
 * resume and the free-text resume generator. The form actions and the /api endpoints call these.
 */
import { z } from "zod";
import { partialResumeSchema, resumeFormSchema, type PartialResume, type ResumeFormData } from "../lib/resume.ts";
import { getWriter, writeWithFallback, WriterError, type FieldType, type ResumeSection, type Written } from "./ai/writer.server.ts";
import { checkTemplate } from "./entitlements.server.ts";
import { resolveTemplate } from "../lib/templates.ts";
import { RateLimitError, takeToken } from "./rate-limit.server.ts";
import { formDataOf, generateResume, getOwnedResume } from "./resumes.server.ts";
import { VERSION_LABELS } from "../lib/resume-versions.ts";
import type { Suggestion } from "../lib/resume-suggestions.ts";
import { offerSuggestions } from "./resume-suggestions.server.ts";
import { fail, ok, type Failure, type Result } from "./result.server.ts";
import { RESUME_NOT_FOUND } from "../lib/resume-not-found.ts";
import type { UpgradeRequiredBody } from "./entitlements.server.ts";

import { PROMPT_MAX_LENGTH, PROMPT_REQUIRED } from "../lib/prompt-examples.ts";

export { PROMPT_MAX_LENGTH, PROMPT_REQUIRED };
export const ENHANCE_EMPTY = "Please add some content before enhancing with AI.";

const AI_RATE = { limit: 30, windowMs: 60_000 };

export const enhanceContentSchema = z.object({
  content: z.string({ error: ENHANCE_EMPTY }).max(5000, "Please keep the text under 5000 characters."),
  type: z.enum(["summary", "experience", "skills", "achievements", "project"]).default("summary"),
  context: z
    .object({
      jobTitle: z.string().max(200).optional(),
      company: z.string().max(200).optional(),
      currentJob: z.boolean().optional(),
      endDate: z.string().max(40).optional(),
      names: z.array(z.string().max(200)).max(10).optional(),
    })
    .partial()
    .optional(),
});
export type EnhanceContentInput = z.infer<typeof enhanceContentSchema>;

/** A writer or rate-limit refusal as a failed result; anything else is a real error and propagates. */
function failure(error: unknown): Failure {
  if (error instanceof WriterError) return fail(error.status, error.message);
  if (error instanceof RateLimitError) return fail(429, error.message);
  throw error;
}

export function activeWriterLabel(): string {
  return getWriter().label;
}

/**
 * Improves one field's text. Empty content is refused (the button is disabled for it anyway).
 * `fallback` says the AI service failed and the offline writer wrote it.
 */
export async function enhanceContent(visitorId: string, input: EnhanceContentInput): Promise<Result<Written<string>>> {
  if (input.content.trim() === "") return fail(400, ENHANCE_EMPTY);
  try {
    takeToken("ai", visitorId, AI_RATE);
    return ok(await writeWithFallback((writer) => writer.enhanceField(input.content, input.type as FieldType, input.context)));
  } catch (error) {
    return failure(error);
  }
}

/**
 * Asks the writer to improve one section of a stored resume (owner only) and keeps what it would
 * change as suggestions (replacing earlier ones for the same fields): the resume itself changes
 * only when its author accepts one on the edit page.
 */
export async function enhanceStoredResume(
  visitorId: string,
  id: string,
  section: ResumeSection,
): Promise<Result<{ id: string; offered: Suggestion[]; fallback: boolean }>> {
  const resume = await getOwnedResume(visitorId, id);
  if (!resume) return fail(404, RESUME_NOT_FOUND.error);
  try {
    takeToken("ai", visitorId, AI_RATE);
    const form = resumeFormSchema.safeParse(formDataOf(resume));
    if (!form.success) return fail(422, "Please complete the required fields before enhancing.");
    const improved = await writeWithFallback((writer) => writer.enhanceResume(form.data, section));
    return ok({ id, offered: await offerSuggestions(resume, improved.value, [section]), fallback: improved.fallback });
  } catch (error) {
    return failure(error);
  }
}

export const promptRequestSchema = z.object({
  prompt: z.string({ error: PROMPT_REQUIRED }).max(PROMPT_MAX_LENGTH + 200),
  template: z.string().max(40).optional(),
});

/**
 * Free text → a stored resume the user then edits. It creates a CV, so it counts as a generation
 * under the plan like the builder does (otherwise the plan could be bypassed through here).
 */
export async function generateFromPrompt(
  visitorId: string,
  input: { prompt: string; template?: string },
): Promise<Result<{ resumeId: string; fallback: boolean }, UpgradeRequiredBody | undefined>> {
  const prompt = input.prompt.trim();
  if (prompt === "") return fail(400, PROMPT_REQUIRED);
  if (prompt.length > PROMPT_MAX_LENGTH) return fail(400, `Please keep your description under ${PROMPT_MAX_LENGTH} characters.`);
  // a template the plan does not include is refused before the writer spends any work on it
  const templateCheck = await checkTemplate(visitorId, resolveTemplate(input.template));
  if (!templateCheck.ok) return templateCheck;
  let extracted: Written<PartialResume>;
  try {
    takeToken("ai", visitorId, AI_RATE);
    extracted = await writeWithFallback(async (writer) => {
      const parsed = partialResumeSchema.safeParse(await writer.resumeFromPrompt(prompt));
      // a resume shape the product cannot store is a rejected answer, never half-stored
      if (!parsed.success) throw new WriterError("invalid_answer", { cause: parsed.error });
      return parsed.data;
    });
  } catch (error) {
    if (error instanceof WriterError && error.code === "invalid_answer") return fail(502, "Please try again with a different prompt.");
    return failure(error);
  }
  // the same path as the builder: the plan gate, ids for list items, the stored document
  const result = await generateResume(visitorId, {
    form: extracted.value as ResumeFormData,
    template: input.template,
    polish: false,
    label: VERSION_LABELS.generatedFromPrompt,
  });
  if (!result.ok) return result;
  return ok({ resumeId: result.value.id, fallback: extracted.fallback });
}
