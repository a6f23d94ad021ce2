/**
 * What every page needs to know about the visitor's plan, from the server's truth:
 * the root loader calls `planForPage(visitorId)` so the nav, the create page, the pricing modal and
 * the checkout page render the real tier and generation count on the first paint. Local storage
 * (resume_tier) only mirrors this.
 */
import { assignAll, type AbAssignments } from "../../lib/ab.ts";
import { planKeyForTier, type PlanKey } from "../../lib/plan-table.ts";
import type { Tier } from "../../lib/plans.ts";
import { peekEntitlement } from "../entitlements.server.ts";

export interface PagePlan {
  /** Stored spelling: free, fast_pass, pro. */
  tier: Tier;
  /** Checkout / modal / analytics spelling: free, fastpass, pro. */
  planKey: PlanKey;
  generationCount: number;
  /** null = unlimited */
  generationLimit: number | null;
  /** ISO date while a Pro plan is paid for, else null. */
  proUntil: string | null;
}

/** Read-only (peekEntitlement): a page view never creates a visitor row. */
export async function planForPage(visitorId: string): Promise<PagePlan> {
  const entitlement = await peekEntitlement(visitorId);
  return {
    tier: entitlement.tier,
    planKey: planKeyForTier(entitlement.tier),
    generationCount: entitlement.generationCount,
    generationLimit: entitlement.generationLimit,
    proUntil: entitlement.proUntil,
  };
}

/** The visitor's A/B variants (pure, no store access), for the root loader next to planForPage. */
export function abForPage(visitorId: string): AbAssignments {
  return assignAll(visitorId);
}
