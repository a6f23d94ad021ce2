/**
 * The visitor's plan as the server knows it: tier and generation count come from the
 * store, never from the client. A Pro plan past its paid period returns the visitor to free.
 */
import {
  DOWNLOAD_LIMIT_MESSAGE,
  generationLimit,
  generationLimitMessage,
  type LimitReason,
  isDownloadAllowed,
  isTemplateAllowed,
  premiumTemplateMessage,
  type Tier,
} from "../lib/plans.ts";
import { getStore } from "./db/index.server.ts";
import type { ResumeRecord, VisitorRecord } from "./db/types.server.ts";
import { RateLimitError, takeToken, tooManyRequestsResponse } from "./rate-limit.server.ts";
import { currentRequestScope } from "./request-scope.server.ts";
import { fail, ok, type Result } from "./result.server.ts";

export interface Entitlement {
  tier: Tier;
  generationCount: number;
  /** null = unlimited */
  generationLimit: number | null;
  proUntil: string | null;
}

function toEntitlement(visitor: VisitorRecord): Entitlement {
  return {
    tier: visitor.tier,
    generationCount: visitor.generation_count,
    generationLimit: generationLimit(visitor.tier),
    proUntil: visitor.pro_until,
  };
}

/**
 * A request without a cookie is a new free visitor with a fresh free generation, so visitors are
 * the thing to ration: one address may bring this many new ones an hour.
 */
export const NEW_VISITORS_PER_ADDRESS_PER_HOUR = 30;

/** Throws a 429 response when this request's address has brought too many new visitors lately. */
function admitNewVisitor(): void {
  const address = currentRequestScope()?.clientAddress;
  if (!address) return;
  try {
    takeToken("new-visitor", address, { limit: NEW_VISITORS_PER_ADDRESS_PER_HOUR, windowMs: 3_600_000 });
  } catch (error) {
    if (error instanceof RateLimitError) throw tooManyRequestsResponse(error);
    throw error;
  }
}

async function currentVisitor(visitorId: string, now = new Date()): Promise<VisitorRecord> {
  const store = await getStore();
  let visitor = await store.visitors.get(visitorId);
  if (!visitor) {
    admitNewVisitor();
    visitor = await store.visitors.ensure(visitorId);
  }
  if (visitor.tier === "pro" && (!visitor.pro_until || visitor.pro_until <= now.toISOString())) {
    // the paid period is over: back to free, resumes untouched
    return store.visitors.grant(visitorId, { tier: "free", pro_until: null, reset_generation_count: false });
  }
  return visitor;
}

export async function getEntitlement(visitorId: string, now = new Date()): Promise<Entitlement> {
  return toEntitlement(await currentVisitor(visitorId, now));
}

/** Read-only view for pages: does not create a visitor row for one-off page views. */
export async function peekEntitlement(visitorId: string): Promise<Entitlement> {
  const store = await getStore();
  const visitor = await store.visitors.get(visitorId);
  if (!visitor) return { tier: "free", generationCount: 0, generationLimit: generationLimit("free"), proUntil: null };
  return getEntitlement(visitorId);
}

/**
 * Counts one generation if the plan allows it (atomic in the store, so parallel requests cannot
 * overspend): the entitlement after counting, or a 402 with the plans' body.
 */
export async function consumeGeneration(visitorId: string): Promise<PlanCheck> {
  const store = await getStore();
  const visitor = await currentVisitor(visitorId);
  const result = await store.visitors.consumeGeneration(visitorId, { tier: visitor.tier, limit: generationLimit(visitor.tier) });
  const entitlement = toEntitlement(result.visitor);
  return result.allowed ? ok(entitlement) : refused(entitlement, "generation_limit", generationLimitMessage(entitlement.tier));
}

// ---------------------------------------------------------------- the plan's other limits

/** Why a plan refused: the pricing modal's trigger and the tests' handle on it. */
export type UpgradeReason = LimitReason;

/** The body of every 402 the plan limits answer (the UI opens the pricing modal on needsUpgrade). */
export type UpgradeRequiredBody = {
  error: string;
  needsUpgrade: true;
  reason: UpgradeReason;
  tier: Tier;
  generationCount: number;
};

export function upgradeRequired(entitlement: Entitlement, reason: UpgradeReason, error: string): UpgradeRequiredBody {
  return { error, needsUpgrade: true, reason, tier: entitlement.tier, generationCount: entitlement.generationCount };
}

/** The visitor's entitlement when the plan includes it; otherwise a 402 with the plans' body. */
export type PlanCheck = Result<Entitlement, UpgradeRequiredBody>;

function refused(entitlement: Entitlement, reason: UpgradeReason, error: string): PlanCheck {
  return fail(402, error, upgradeRequired(entitlement, reason, error));
}

/** Whether the visitor's plan (as the store knows it) includes this template. */
export async function checkTemplate(visitorId: string, templateId: string): Promise<PlanCheck> {
  const entitlement = await getEntitlement(visitorId);
  if (isTemplateAllowed(entitlement.tier, templateId)) return ok(entitlement);
  return refused(entitlement, "premium_template", premiumTemplateMessage(templateId));
}

/**
 * Whether this download may go ahead; a free visitor's first download of a free CV is recorded
 * (atomically: of two parallel first downloads of different CVs, one wins).
 */
export async function authorizeDownload(visitorId: string, resume: Pick<ResumeRecord, "id" | "tier">, now = new Date()): Promise<PlanCheck> {
  let visitor = await currentVisitor(visitorId, now);
  if (visitor.tier === "free" && resume.tier === "free" && visitor.download_resume_id === null) {
    visitor = await (await getStore()).visitors.recordDownload(visitorId, resume.id, now.toISOString());
  }
  const entitlement = toEntitlement(visitor);
  const recorded = { resumeId: visitor.download_resume_id, at: visitor.download_at };
  if (isDownloadAllowed({ tier: visitor.tier, resumeTier: resume.tier, resumeId: resume.id, recorded, now })) return ok(entitlement);
  return refused(entitlement, "download_limit", DOWNLOAD_LIMIT_MESSAGE);
}
