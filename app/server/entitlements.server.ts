/**
 * The visitor's plan as the server knows it (DESIGN §5): tier and generation count come from the
 * store, never from the client. A Pro plan past its paid period returns the visitor to free.
 */
import { generationLimit, type Tier } from "../lib/plans.ts";
import { getStore } from "./db/index.server.ts";
import type { VisitorRecord } from "./db/types.server.ts";
import { RateLimitError, takeToken, tooManyRequestsResponse } from "./rate-limit.server.ts";
import { currentRequestScope } from "./request-scope.server.ts";

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

export type GenerationAttempt =
  | { allowed: true; entitlement: Entitlement }
  | { allowed: false; entitlement: Entitlement };

/** Counts one generation if the plan allows it (atomic in the store, so parallel requests cannot overspend). */
export async function consumeGeneration(visitorId: string): Promise<GenerationAttempt> {
  const store = await getStore();
  const visitor = await currentVisitor(visitorId);
  const result = await store.visitors.consumeGeneration(visitorId, { tier: visitor.tier, limit: generationLimit(visitor.tier) });
  return { allowed: result.allowed, entitlement: toEntitlement(result.visitor) };
}
