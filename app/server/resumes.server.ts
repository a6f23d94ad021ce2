/**
 * The resume capability: generation under the server-enforced plan, ownership checks, edits and
 * the rendered CV. Form actions and /api endpoints both call these functions (one behaviour).
 */
import { randomUUID } from "node:crypto";
import { data } from "react-router";
import { normalizeResume } from "../lib/normalize-resume.ts";
import { hasWatermark } from "../lib/plans.ts";
import type { ResumeFormData } from "../lib/resume.ts";
import { diffSuggestions, SUGGESTION_SCOPES, type Suggestion } from "../lib/resume-suggestions.ts";
import { pendingSuggestions } from "../lib/stored-suggestions.ts";
import { resolveCustomization, resolveTemplate } from "../lib/templates.ts";
import { writeWithFallback } from "./ai/writer.server.ts";
import { getStore } from "./db/index.server.ts";
import type { ResumeRecord, ResumeSnapshot } from "./db/types.server.ts";
import { VERSION_LABELS } from "../lib/resume-versions.ts";
import { checkTemplate, consumeGeneration, type UpgradeRequiredBody } from "./entitlements.server.ts";
import type { RenderResumeInput } from "./render/render.server.ts";
import { fail, ok, type Result } from "./result.server.ts";
import { RESUME_NOT_FOUND } from "../lib/resume-not-found.ts";

export interface GenerateInput {
  form: ResumeFormData;
  template?: string | null;
  customization?: unknown;
  /** Offer the active writer's polish as suggestions (the builder does; the prompt generator already wrote it). */
  polish?: boolean;
  /** What the version history calls this change (app/lib/resume-versions.ts); "Generated" or "Saved" when left out. */
  label?: string;
}

/** A refused generation or edit: 402 with the plans (details), or 404 for an edit of a resume not owned. */
export type ResumeResult = Result<ResumeRecord, UpgradeRequiredBody | undefined>;

/** A generated CV's id; `polishFallback`: the AI service failed and the offline writer made the suggestions. */
export type GeneratedResult = Result<{ id: string; polishFallback: boolean }, UpgradeRequiredBody | undefined>;

/** Gives every list item an id (browsers without JavaScript post items without one). */
export function withItemIds(form: ResumeFormData): ResumeFormData {
  const ensure = <T extends { id?: string }>(items: T[]) => items.map((item) => (item.id ? item : { ...item, id: randomUUID() }));
  return { ...form, experiences: ensure(form.experiences), education: ensure(form.education), projects: ensure(form.projects) };
}

/**
 * Validated form → stored CV. The gate reads the visitor's stored tier and count; whatever tier or
 * count the client sent is not an input here at all.
 */
export async function generateResume(visitorId: string, input: GenerateInput): Promise<GeneratedResult> {
  const template = resolveTemplate(input.template);
  // checked before the generation is counted: a refused template must not cost the free generation
  const templateCheck = await checkTemplate(visitorId, template);
  if (!templateCheck.ok) return templateCheck;
  const attempt = await consumeGeneration(visitorId);
  if (!attempt.ok) return attempt;
  const { tier, generationCount } = attempt.value;
  const form = withItemIds(input.form);
  const store = await getStore();
  const polish = input.polish === false ? { suggestions: [], fallback: false } : await polishSuggestions(form);
  const resume = await store.resumes.create({
    id: randomUUID(),
    owner_id: visitorId,
    ...formSections(form),
    // the author's words, tidied (never reworded): the CV says only what its author typed or accepted
    generated_content: normalizeResume(form),
    suggestions: polish.suggestions,
    template,
    customization: resolveCustomization(input.customization),
    tier,
    generation_count: generationCount,
    has_watermark: hasWatermark(tier),
  });
  await recordVersion(resume, input.label ?? VERSION_LABELS.generated);
  return ok({ id: resume.id, polishFallback: polish.fallback });
}

/**
 * The active writer's polish of the form, offered as suggestions the author accepts or rejects on
 * the edit page. When the AI service fails the offline writer polishes instead (`fallback`); a
 * failure of that costs nothing: there are then no suggestions.
 */
async function polishSuggestions(form: ResumeFormData): Promise<{ suggestions: Suggestion[]; fallback: boolean }> {
  try {
    const polished = await writeWithFallback((writer) => writer.polishResume(form));
    return { suggestions: diffSuggestions(form, polished.value, "generate", SUGGESTION_SCOPES), fallback: polished.fallback };
  } catch {
    return { suggestions: [], fallback: false };
  }
}

/** The resume if this visitor owns it; null for unknown ids and for other visitors' resumes alike. */
export async function getOwnedResume(visitorId: string, id: string): Promise<ResumeRecord | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const resume = await (await getStore()).resumes.get(id);
  return resume && resume.owner_id === visitorId ? resume : null;
}

/**
 * The resume for a page that cannot go on without it (edit, the Pro tools): otherwise a thrown 404
 * that the page's error boundary shows as Resume Not Found.
 */
export async function requireOwnedResume(visitorId: string, id: string): Promise<ResumeRecord> {
  const resume = await getOwnedResume(visitorId, id);
  if (!resume) throw resumeNotFound();
  return resume;
}

/** The 404 a resume page throws (its error boundary shows Resume Not Found). */
export function resumeNotFound() {
  return data(RESUME_NOT_FOUND.error, { status: 404 });
}

export function formDataOf(resume: ResumeRecord): ResumeFormData {
  return {
    personalInfo: resume.personal_info as ResumeFormData["personalInfo"],
    experiences: resume.experiences as ResumeFormData["experiences"],
    education: resume.education as ResumeFormData["education"],
    skills: resume.skills as ResumeFormData["skills"],
    projects: resume.projects as ResumeFormData["projects"],
    additionalInfo: resume.additional_info as ResumeFormData["additionalInfo"],
  };
}

/** The form's sections as the stored document's snake_case fields. */
function formSections(form: ResumeFormData) {
  return {
    personal_info: form.personalInfo,
    experiences: form.experiences,
    education: form.education,
    skills: form.skills,
    projects: form.projects,
    additional_info: form.additionalInfo,
  };
}

/**
 * Saves an edit of an owned resume (its content is re-normalised; the plan is not charged). A
 * change of template is checked against the plan; keeping the template it was generated with is not.
 */
export async function updateOwnedResume(visitorId: string, id: string, input: GenerateInput): Promise<ResumeResult> {
  const existing = await getOwnedResume(visitorId, id);
  if (!existing) return fail(404, RESUME_NOT_FOUND.error);
  const template = input.template ? resolveTemplate(input.template) : existing.template;
  if (template !== existing.template) {
    const templateCheck = await checkTemplate(visitorId, template);
    if (!templateCheck.ok) return templateCheck;
  }
  const form = withItemIds(input.form);
  const updated = await (
    await getStore()
  ).resumes.update(id, {
    ...formSections(form),
    generated_content: normalizeResume(form),
    template,
    customization: input.customization ? resolveCustomization(input.customization) : existing.customization,
  });
  if (!updated) return fail(404, RESUME_NOT_FOUND.error);
  await recordVersion(updated, input.label ?? VERSION_LABELS.saved, existing);
  return ok(updated);
}

/** What a version keeps of a resume: the author's content and its layout (not the plan or the generated text). */
export function snapshotOf(resume: ResumeRecord): ResumeSnapshot {
  const { personal_info, experiences, education, skills, projects, additional_info, template, customization } = resume;
  return { personal_info, experiences, education, skills, projects, additional_info, template, customization };
}

/**
 * Keeps the resume as it now is as a version (the store keeps the newest 50). A resume stored
 * before versions were kept first gets its earlier content (`before`) as a version, so the first
 * change never leaves the author without a way back.
 */
export async function recordVersion(resume: ResumeRecord, label: string, before?: ResumeRecord): Promise<void> {
  const versions = (await getStore()).resumeVersions;
  const owner = { resume_id: resume.id, owner_id: resume.owner_id };
  if (before && (await versions.list(resume.id)).length === 0) {
    await versions.add({ ...owner, label: VERSION_LABELS.earlier, snapshot: snapshotOf(before), created_at: before.updated_at });
  }
  await versions.add({ ...owner, label, snapshot: snapshotOf(resume), created_at: resume.updated_at });
}

/** What the CV renderers (HTML and PDF) need for one CV, from untrusted template and customization values. */
export function cvRenderInput(options: {
  form: ResumeFormData;
  template: unknown;
  customization: unknown;
  watermark: boolean;
  photoSrc?: string;
}): RenderResumeInput {
  return {
    resume: options.form,
    template: resolveTemplate(options.template),
    customization: resolveCustomization(options.customization),
    watermark: options.watermark,
    photoSrc: options.photoSrc,
  };
}

/**
 * What every CV of a stored resume shows (preview, HTML, PDF, Word, ATS check): the form sections
 * the edit page shows, tidied. Not `generated_content`, which older resumes hold reworded by the
 * writer without the author having seen it.
 */
export function cvContentOf(resume: ResumeRecord): ResumeFormData {
  return normalizeResume(formDataOf(resume));
}

/** The stored CV as the renderers take it. */
export function storedResumeRenderInput(resume: ResumeRecord, photoSrc?: string): RenderResumeInput {
  const content = cvContentOf(resume);
  return cvRenderInput({ form: content, template: resume.template, customization: resume.customization, watermark: resume.has_watermark, photoSrc });
}

/** The JSON shape of GET /api/resume/{id}: the form sections in camelCase plus the stored metadata. */
export function resumeJson(resume: ResumeRecord) {
  return {
    id: resume.id,
    ...formDataOf(resume),
    generatedContent: cvContentOf(resume),
    /** AI changes offered and not yet decided on (accepted or rejected on the edit page). */
    suggestions: pendingSuggestions(resume.suggestions, formDataOf(resume)),
    template: resume.template,
    customization: resume.customization,
    tier: resume.tier,
    generationCount: resume.generation_count,
    hasWatermark: resume.has_watermark,
    createdAt: resume.created_at,
    updatedAt: resume.updated_at,
  };
}
