/**
 * A/B assignment ("A/B test"). Isomorphic and pure: sticky per visitor
 * and test because it is a function of (visitor id, test id) only — FNV-1a 32-bit of
 * `${visitorId}:${testId}`, mapped to a bucket 0–99, matched against cumulative variant weights.
 * An inactive or unknown test yields 'control'. The server assigns (root loader), so the first
 * paint already shows the variant.
 */

export interface AbVariant {
  id: string;
  name: string;
  description: string;
  /** Share of visitors in percent; the active variants of a test add up to 100. */
  weight: number;
  isActive: boolean;
}

export interface AbTest {
  id: string;
  name: string;
  description: string;
  startDate: string;
  isActive: boolean;
  variants: readonly AbVariant[];
}

export const AB_CONTROL = "control";

function variant<const I extends string>(id: I, name: string, weight: number, description = name): AbVariant & { id: I } {
  return { id, name, description, weight, isActive: true };
}

export const AB_TESTS = {
  upload_flow_v2: {
    id: "upload_flow_v2",
    name: "Upload flow v2",
    description: "The enhanced resume upload flow against the current one.",
    startDate: "2025-01-01",
    isActive: true,
    variants: [variant("control", "Control", 50), variant("enhanced", "Enhanced upload", 50)],
  },
  tutorial_onboarding: {
    id: "tutorial_onboarding",
    name: "Tutorial onboarding",
    description: "Whether first-time visitors see the 3-step onboarding tutorial.",
    startDate: "2025-01-01",
    isActive: true,
    variants: [variant("no_tutorial", "No tutorial", 40), variant("with_tutorial", "With tutorial", 60)],
  },
  pricing_display: {
    id: "pricing_display",
    name: "Pricing display",
    description: "How the pricing modal presents the plans.",
    startDate: "2025-01-01",
    isActive: true,
    variants: [variant("standard", "Standard", 33), variant("urgency", "Urgency", 33), variant("value_focused", "Value focused", 34)],
  },
  landing_variant: {
    id: "landing_variant",
    name: "Landing page variant",
    description: "The landing page against the alternative landing page.",
    startDate: "2025-01-01",
    isActive: true,
    variants: [variant("control", "Control", 50), variant("alt", "Alternative landing", 50)],
  },
} as const satisfies Record<string, AbTest>;

export type AbTestId = keyof typeof AB_TESTS;
export type AbVariantId<T extends AbTestId> = (typeof AB_TESTS)[T]["variants"][number]["id"];
export type AbAssignments = { [T in AbTestId]: AbVariantId<T> | typeof AB_CONTROL };
export type PricingVariant = AbVariantId<"pricing_display">;

export const PRICING_VARIANTS: readonly PricingVariant[] = ["standard", "urgency", "value_focused"];

/** FNV-1a, 32 bit, over the UTF-16 code units of the string. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The visitor's bucket (0–99) in a test. */
export function bucketFor(testId: string, visitorId: string): number {
  return fnv1a32(`${visitorId}:${testId}`) % 100;
}

/** The variant a visitor sees in a test; 'control' for an inactive or unknown test. */
export function assignVariant(testId: string, visitorId: string, tests: Readonly<Record<string, AbTest>> = AB_TESTS): string {
  const test = Object.hasOwn(tests, testId) ? tests[testId] : undefined;
  if (!test || !test.isActive) return AB_CONTROL;
  const active = test.variants.filter((v) => v.isActive && v.weight > 0);
  const total = active.reduce((sum, v) => sum + v.weight, 0);
  if (total <= 0) return AB_CONTROL;
  // scale when inactive variants leave the weights short of 100, so every bucket lands somewhere
  const point = (bucketFor(testId, visitorId) * total) / 100;
  let cumulative = 0;
  for (const v of active) {
    cumulative += v.weight;
    if (point < cumulative) return v.id;
  }
  return active[active.length - 1]!.id;
}

/** Every test's variant for this visitor. */
export function assignAll(visitorId: string): AbAssignments {
  const out: Record<string, string> = {};
  for (const id of Object.keys(AB_TESTS)) out[id] = assignVariant(id, visitorId);
  return out as AbAssignments;
}

/** A pricing variant from untrusted input (a prop, a query string); unknown → 'standard'. */
export function toPricingVariant(value: unknown): PricingVariant {
  return PRICING_VARIANTS.includes(value as PricingVariant) ? (value as PricingVariant) : "standard";
}
