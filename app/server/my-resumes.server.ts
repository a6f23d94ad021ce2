/**
 * My resumes (/resumes): every CV the visitor owns as a card, and the list's buttons — Rename,
 * Duplicate and Delete (after its confirmation page). A post is read once into a `MyResumesIntent`
 * (app/lib/my-resumes.ts); another visitor's resume is indistinguishable from a missing one (404).
 * A duplicate is a new CV, so it is counted like one: the plan's generation limit applies (402).
 */
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { copyTitle, myResumesIntentInput, myResumesIntentSchema, resumeDisplayName, UNKNOWN_ACTION } from "../lib/my-resumes.ts";
import { hasWatermark, TIER_LABELS } from "../lib/plans.ts";
import { dayIn } from "../lib/reader-time.ts";
import { templateInfo } from "../lib/templates.ts";
import { getStore } from "./db/index.server.ts";
import type { ResumeRecord } from "./db/types.server.ts";
import { checkTemplate, consumeGeneration } from "./entitlements.server.ts";
import { readFormPost } from "./http/form-body.server.ts";
import { objectKeyFromPath } from "./objects.server.ts";
import { ok } from "./result.server.ts";
import { requireOwnedResume, type ResumeResult } from "./resumes.server.ts";
import { flashCookie } from "./session.server.ts";
import type { ResumeCardData } from "../lib/my-resumes.ts";

/** The preview images of the templates (public/template-previews, rendered from the sample resume). */
const PREVIEW_DIR = "/template-previews";

function nameOf(resume: ResumeRecord): string {
  return resumeDisplayName({ title: resume.title, personalInfo: resume.personal_info });
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago", then the reader's calendar date (computed on the server: no clock differences between render and hydration). */
export function lastEditedLabel(iso: string, now: Date, timeZone = "UTC"): string {
  const then = new Date(iso);
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (Number.isNaN(minutes)) return "unknown";
  if (minutes < 1) return "just now";
  if (minutes < 60) return ago(minutes, "minute");
  if (minutes < 24 * 60) return ago(Math.floor(minutes / 60), "hour");
  if (minutes < 7 * 24 * 60) return ago(Math.floor(minutes / (24 * 60)), "day");
  return dayIn(iso, timeZone);
}

export async function listResumeCards(visitorId: string, timeZone: string, now = new Date()): Promise<ResumeCardData[]> {
  const resumes = await (await getStore()).resumes.listByOwner(visitorId);
  return resumes.map((resume) => {
    const template = templateInfo(resume.template);
    return {
      id: resume.id,
      name: nameOf(resume),
      title: resume.title ?? "",
      templateName: template.name,
      thumbnail: `${PREVIEW_DIR}/${template.id}.png`,
      updatedAt: resume.updated_at,
      lastEdited: lastEditedLabel(resume.updated_at, now, timeZone),
      planLabel: TIER_LABELS[resume.tier] ?? TIER_LABELS.free,
      watermark: resume.has_watermark,
    };
  });
}

/** Whether the navigation offers My resumes (one COUNT, on every page). */
export async function ownsAnyResume(visitorId: string): Promise<boolean> {
  return (await (await getStore()).resumes.countByOwner(visitorId)) > 0;
}

/**
 * A new CV with the same content, template and customization, titled "Copy of …". It is counted as
 * a generation and stamped with the visitor's current plan, exactly as creating a CV is.
 */
export async function duplicateResume(visitorId: string, original: ResumeRecord): Promise<ResumeResult> {
  const templateCheck = await checkTemplate(visitorId, original.template);
  if (!templateCheck.ok) return templateCheck;
  const attempt = await consumeGeneration(visitorId);
  if (!attempt.ok) return attempt;
  const { tier, generationCount } = attempt.value;
  const copy = await (
    await getStore()
  ).resumes.create({
    id: randomUUID(),
    owner_id: visitorId,
    personal_info: original.personal_info,
    experiences: original.experiences,
    education: original.education,
    skills: original.skills,
    projects: original.projects,
    additional_info: original.additional_info,
    generated_content: original.generated_content,
    template: original.template,
    customization: original.customization,
    title: copyTitle(nameOf(original)),
    tier,
    generation_count: generationCount,
    has_watermark: hasWatermark(tier),
  });
  return ok(copy);
}

/**
 * Deletes the resume with its Pro texts (the store does) and its profile photo, unless another of
 * the visitor's CVs still shows that photo (a duplicate shares it).
 */
export async function deleteOwnedResume(visitorId: string, resume: ResumeRecord): Promise<void> {
  const store = await getStore();
  await store.resumes.delete(resume.id);
  const key = photoKeyOf(resume);
  if (!key) return;
  const stillShown = (await store.resumes.listByOwner(visitorId)).some((other) => photoKeyOf(other) === key);
  if (stillShown) return;
  const photo = await store.objects.get(key);
  if (photo && photo.meta.owner_id === visitorId) await store.objects.delete(key);
}

function photoKeyOf(resume: ResumeRecord): string | null {
  const image = (resume.personal_info as { profileImage?: unknown }).profileImage;
  return typeof image === "string" ? objectKeyFromPath(image.split("?")[0]!) : null;
}

/** A refusal; `renameId` names the card whose name field it is about (shown there rather than above the list). */
function errorResponse(error: string, status: number, renameId: string | null = null) {
  return data({ kind: "error" as const, error, renameId }, { status });
}

async function backToList(request: Request, toast: { title: string; description: string }) {
  return redirect("/resumes", { headers: { "Set-Cookie": await flashCookie(request, toast) } });
}

/** The actions of /resumes (and of its delete confirmation page, whose form posts here). */
export async function myResumesAction(request: Request, visitorId: string) {
  const formData = await readFormPost(request);
  const parsed = myResumesIntentSchema.safeParse(myResumesIntentInput(formData));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const id = formData.get("id");
    const renameId = formData.get("intent") === "rename" && typeof id === "string" ? id : null;
    return errorResponse(!issue || issue.code === "invalid_union" ? UNKNOWN_ACTION : issue.message, 400, renameId);
  }
  const post = parsed.data;
  // thrown 404 (Resume Not Found) for other visitors' resumes and unknown ids alike
  const resume = await requireOwnedResume(visitorId, post.id);
  switch (post.intent) {
    case "rename": {
      await (await getStore()).resumes.update(resume.id, { title: post.title || null });
      const renamed = resumeDisplayName({ title: post.title || null, personalInfo: resume.personal_info });
      return backToList(request, { title: "Resume renamed", description: `It is now called “${renamed}”.` });
    }
    case "duplicate": {
      const copy = await duplicateResume(visitorId, resume);
      if (!copy.ok) {
        if (copy.status === 402 && copy.details) return data({ kind: "upgrade" as const, upgrade: copy.details }, { status: 402 });
        return errorResponse(copy.error, copy.status);
      }
      return backToList(request, { title: "Resume duplicated", description: `“${copy.value.title}” is at the top of your list.` });
    }
    case "delete":
      await deleteOwnedResume(visitorId, resume);
      return backToList(request, { title: "Resume deleted", description: `“${nameOf(resume)}” has been deleted.` });
  }
}

export type MyResumesActionData = Awaited<ReturnType<typeof myResumesAction>>;
