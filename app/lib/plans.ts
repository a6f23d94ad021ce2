/**
 * Plans and the generation gate (SPEC §1, §4, §6, §9). Isomorphic: the page shows what the server
 * enforces. The server is the only judge (DESIGN §5): it reads the tier and the count from the store.
 */
export type Tier = "free" | "fast_pass" | "pro";
export const TIERS: readonly Tier[] = ["free", "fast_pass", "pro"];

/** Generations allowed per tier; null = unlimited. */
export const GENERATION_LIMITS: Record<Tier, number | null> = { free: 1, fast_pass: 3, pro: null };

export function generationLimit(tier: Tier): number | null {
  return GENERATION_LIMITS[tier];
}

/** SPEC §4 generation gate: blocked when free with count ≥ 1 or fast_pass with count ≥ 3. */
export function isGenerationAllowed(tier: Tier, generationCount: number): boolean {
  const limit = generationLimit(tier);
  return limit === null || generationCount < limit;
}

/** The spec spells the tier 'fastpass' at checkout and in analytics: accept both, store fast_pass. */
export function normalizeTier(value: unknown): Tier | null {
  if (value === "fastpass" || value === "fast_pass") return "fast_pass";
  if (value === "free" || value === "pro") return value;
  return null;
}

export const TIER_LABELS: Record<Tier, string> = { free: "Free", fast_pass: "Fast Pass", pro: "Pro" };

export function hasWatermark(tier: Tier): boolean {
  return tier === "free";
}
