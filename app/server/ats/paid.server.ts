/**
 * Server side of the paid features: the gate (the visitor's tier from the store, never
 * from the client) and the Pro texts kept with a resume.
 *
 * Where the texts live: in the store's own `proTexts` entity, keyed by the resume id, so saving or
 * enhancing the resume (which rewrites its content and customization) never touches them; they go
 * when the resume goes.
 */
import { z } from "zod";
import { resumeFormSchema, type ResumeFormData } from "../../lib/resume.ts";
import { featureLockedMessage, hasFeature, type PaidFeature, type Tier } from "../../lib/plans.ts";
import type { AtsCheckReport } from "../../lib/ats-features.ts";
import { getStore } from "../db/index.server.ts";
import type { ResumeRecord } from "../db/types.server.ts";
import { getEntitlement, type Entitlement } from "../entitlements.server.ts";
import { cvContentOf, formDataOf } from "../resumes.server.ts";
import { fail, ok, type Result } from "../result.server.ts";
import { checkResume } from "./check.server.ts";

export interface LockedBody {
  error: string;
  needsUpgrade: true;
  tier: Tier;
  feature: PaidFeature;
}

/** Whether this visitor's plan (as the store knows it) includes the feature: their entitlement, or a 402 with the 402 body. */
export async function checkFeature(visitorId: string, feature: PaidFeature): Promise<Result<Entitlement, LockedBody>> {
  const entitlement = await getEntitlement(visitorId);
  if (hasFeature(entitlement.tier, feature)) return ok(entitlement);
  const error = featureLockedMessage(feature);
  return fail(402, error, { error, needsUpgrade: true as const, tier: entitlement.tier, feature });
}

/** The visitor's plan whether the gate let them through or not (the locked page still names it). */
export function gateTier(gate: Result<Entitlement, LockedBody>): Tier {
  return gate.ok ? gate.value.tier : gate.details.tier;
}

/** 402 JSON for the resource routes (the UI opens the pricing modal on needsUpgrade). */
export function lockedResponse(body: LockedBody): Response {
  return Response.json(body, { status: 402, headers: { "Cache-Control": "no-store" } });
}

// ---------------------------------------------------------------- the resume as the CV shows it

/** The content the CV is rendered from. */
export { cvContentOf };

/** The ATS check of a stored CV, the same for the page and its /api twin. */
export function checkStoredResume(resume: ResumeRecord): AtsCheckReport {
  return checkResume({
    resumeId: resume.id,
    form: cvContentOf(resume),
    template: resume.template,
    customization: resume.customization,
    watermark: resume.has_watermark,
  });
}

/** The form as the user typed it, validated (null when the stored data no longer fits the schema). */
export function validFormOf(resume: ResumeRecord): ResumeFormData | null {
  const parsed = resumeFormSchema.safeParse(formDataOf(resume));
  return parsed.success ? parsed.data : null;
}

// ---------------------------------------------------------------- Pro texts

export const coverLetterSchema = z.object({
  company: z.string().max(200).default(""),
  role: z.string().max(200).default(""),
  posting: z.string().max(20_000).default(""),
  text: z.string().max(8000).default(""),
  /** which draft of the offline wording this is ("Write it again" writes the next) */
  draft: z.number().int().min(0).max(1_000_000).default(0),
  updatedAt: z.string().max(40).default(""),
});
export type StoredCoverLetter = z.infer<typeof coverLetterSchema>;

export const linkedInSchema = z.object({
  headline: z.string().max(400).default(""),
  about: z.string().max(4000).default(""),
  draft: z.number().int().min(0).max(1_000_000).default(0),
  updatedAt: z.string().max(40).default(""),
});
export type StoredLinkedIn = z.infer<typeof linkedInSchema>;

const proSchema = z.object({ coverLetter: coverLetterSchema.optional().catch(undefined), linkedIn: linkedInSchema.optional().catch(undefined) });
export type ProContent = z.infer<typeof proSchema>;

/** The resume's saved Pro texts; a text whose stored shape no longer fits reads as absent. */
export async function proContentOf(resume: ResumeRecord): Promise<ProContent> {
  const stored = await (await getStore()).proTexts.get(resume.id);
  const parsed = proSchema.safeParse({ coverLetter: stored?.cover_letter ?? undefined, linkedIn: stored?.linked_in ?? undefined });
  return parsed.success ? parsed.data : {};
}

/** Saves the texts in `patch`; the others keep their stored value. */
export async function saveProContent(resume: ResumeRecord, patch: Partial<ProContent>): Promise<void> {
  await (
    await getStore()
  ).proTexts.save(resume.id, resume.owner_id, {
    ...(patch.coverLetter ? { cover_letter: patch.coverLetter } : {}),
    ...(patch.linkedIn ? { linked_in: patch.linkedIn } : {}),
  });
}
