/**
 * The plan table (Checkout): prices and the texts of the plan cards,
 * isomorphic: the checkout page and the pricing modal render it, the server computes order amounts
 * from it (never from the client). What each tier may do is app/lib/plans.ts; the numbers in these
 * texts come from there. Keys are the checkout spelling (free, fastpass, pro); `tier` is the
 * stored spelling.
 */
import { PRODUCT_SLUG } from "./brand.ts";
import { generationLimit, type Tier } from "./plans.ts";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** "3 regenerations", or "Unlimited regenerations" for a tier without a limit. */
const regenerations = (tier: Tier) => {
  const limit = generationLimit(tier);
  return limit === null ? "Unlimited regenerations" : plural(limit, "regeneration", "regenerations");
};

export type PlanKey = "free" | "fastpass" | "pro";
export type PaidPlanKey = Exclude<PlanKey, "free">;

/** Where a paid plan is bought. */
export function checkoutHref(plan: PaidPlanKey): string {
  return `/checkout?plan=${plan}`;
}

export interface Plan {
  key: PlanKey;
  /** The stored tier this plan grants. */
  tier: Tier;
  name: string;
  /** Dollars. */
  price: number;
  currency: "USD";
  /** Billed per month (Pro only). */
  monthly: boolean;
  /** Badged 'Most Popular' (Fast Pass only). */
  popular: boolean;
  features: readonly string[];
  /** Only the free plan lists limitations. */
  limitations: readonly string[];
}

/** Rupee display = dollars × 80. */
export const RUPEES_PER_DOLLAR = 80;
export const PAYMENT_CURRENCY = "INR";

export const PLANS: readonly Plan[] = [
  {
    key: "free",
    tier: "free",
    name: "Free",
    price: 0,
    currency: "USD",
    monthly: false,
    popular: false,
    features: [
      plural(generationLimit("free")!, "CV generation", "CV generations"),
      "Basic templates",
      "Basic formatting",
      "1 CV download",
      "HTML and JSON Resume downloads",
      "Download or delete your data anytime",
    ],
    limitations: ["Watermarked PDF", "Limited customization", "No ATS checks"],
  },
  {
    key: "fastpass",
    tier: "fast_pass",
    name: "Fast Pass",
    price: 5,
    currency: "USD",
    monthly: false,
    popular: true,
    features: ["Remove watermark", regenerations("fast_pass"), "Basic ATS checks", "All 5 premium templates", "Priority support"],
    limitations: [],
  },
  {
    key: "pro",
    tier: "pro",
    name: "Pro",
    price: 9,
    currency: "USD",
    monthly: true,
    popular: false,
    features: [
      "Everything in Fast Pass",
      regenerations("pro"),
      "AI cover letters (HTML and Word)",
      "LinkedIn bio generator (headline and About)",
      "Advanced ATS scoring against any job posting",
      "All templates",
      "Priority support",
      "Word versions (.docx)",
      "Export to multiple formats (HTML, Word, JSON Resume)",
    ],
    limitations: [],
  },
];

/** A plan by its key; accepts the generation-flow spelling `fast_pass` too. */
export function planByKey(key: unknown): Plan | null {
  const normalized = key === "fast_pass" ? "fastpass" : key;
  return PLANS.find((plan) => plan.key === normalized) ?? null;
}

export function planForTier(tier: Tier): Plan {
  return PLANS.find((plan) => plan.tier === tier)!;
}

export function planKeyForTier(tier: Tier): PlanKey {
  return planForTier(tier).key;
}

/** Price in rupees as displayed (400 for Fast Pass, 720 for Pro). */
export function rupeePrice(plan: Pick<Plan, "price">): number {
  return plan.price * RUPEES_PER_DOLLAR;
}

/** "₹400" */
export function formatRupees(plan: Pick<Plan, "price">): string {
  return `₹${rupeePrice(plan).toLocaleString("en-IN")}`;
}

/** "$5": prices are shown in dollars everywhere; the checkout adds what Razorpay charges in rupees. */
export function formatDollars(plan: Pick<Plan, "price">): string {
  return `$${plan.price}`;
}

/**
 * in the modal any plan other than the current one can be picked; fastpass is disabled
 * when the current plan is fastpass or pro; pro is disabled when the current plan is pro.
 * The free plan is never bought: its button is always disabled (it is the current plan, or the
 * visitor already has more).
 */
export function isPlanDisabled(plan: PlanKey, current: PlanKey): boolean {
  if (plan === "fastpass") return current === "fastpass" || current === "pro";
  if (plan === "pro") return current === "pro";
  return true;
}

/** The label of a plan's button: 'Current Plan', 'Included in Pro', or 'Claim {plan name} Now'. */
export function planButtonLabel(plan: Plan, current: PlanKey): string {
  if (plan.key === current) return "Current Plan";
  const currentPlan = planByKey(current)!;
  if (plan.price < currentPlan.price) return `Included in ${currentPlan.name}`;
  return `Claim ${plan.name} Now`;
}

/** What the 'Payment Successful!' toast says: the plan bought and what it now gives. */
export function upgradeSuccessDescription(plan: Pick<Plan, "name" | "tier">): string {
  if (plan.tier === "fast_pass")
    return `You've successfully upgraded to ${plan.name}: ${generationLimit("fast_pass")} regenerations, no watermark, ATS checks.`;
  if (plan.tier === "pro") return `You've successfully upgraded to ${plan.name}: unlimited regenerations and premium features.`;
  return `You've successfully upgraded to ${plan.name}. Enjoy premium features!`;
}

/** Local-storage keys that mirror the server's plan for display (never trusted). */
export const TIER_STORAGE_KEY = `${PRODUCT_SLUG}_tier`;
export const PAYMENT_ID_STORAGE_KEY = `${PRODUCT_SLUG}_payment_id`;
