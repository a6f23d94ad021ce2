import { GENERATION_LIMITS } from "../../lib/plans.ts";
import type { Tier, VisitorRecord } from "./types.server.ts";

const TIER_RANK: Record<Tier, number> = { free: 0, fast_pass: 1, pro: 2 };

/**
 * The plan of two visitor rows that become one (a sign-in claims an anonymous visitor): the better
 * plan in force wins, with the generations counted under it. Two free rows add their counts: the
 * free allowance is one per person, so claiming several browsers never buys generations. Two
 * Fast Pass rows were two purchases: what is left of both allowances is kept (as far as one
 * allowance holds it). A recorded free download is kept.
 */
export function mergeVisitors(into: VisitorRecord, from: VisitorRecord, now: string): Omit<VisitorRecord, "id" | "created_at"> {
  const inForce = (v: VisitorRecord): Tier => (v.tier === "pro" && (!v.pro_until || v.pro_until <= now) ? "free" : v.tier);
  const intoTier = inForce(into);
  const fromTier = inForce(from);
  const latest = (a: string | null, b: string | null) => (a && b ? (a > b ? a : b) : (a ?? b));
  const proUntil = latest(into.tier === "pro" ? into.pro_until : null, from.tier === "pro" ? from.pro_until : null);
  const base = {
    updated_at: now,
    download_resume_id: into.download_resume_id ?? from.download_resume_id,
    download_at: into.download_resume_id ? into.download_at : from.download_at,
  };
  if (intoTier === fromTier) {
    const used = into.generation_count + from.generation_count;
    const limit = GENERATION_LIMITS[intoTier];
    const count = intoTier === "free" || limit === null ? used : Math.max(0, used - limit);
    return { ...base, tier: intoTier, pro_until: intoTier === "pro" ? proUntil : null, generation_count: count };
  }
  const winner = TIER_RANK[intoTier] > TIER_RANK[fromTier] ? into : from;
  const tier = TIER_RANK[intoTier] > TIER_RANK[fromTier] ? intoTier : fromTier;
  return { ...base, tier, pro_until: tier === "pro" ? proUntil : null, generation_count: winner.generation_count };
}
