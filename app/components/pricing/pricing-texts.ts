/**
 * The pricing modal's three presentations ("Pricing modal"), word for word.
 * Chosen per visitor by the `pricing_display` A/B test (app/lib/ab.ts).
 */
import type { PricingVariant } from "../../lib/ab.ts";
import type { PaidPlanKey, PlanKey } from "../../lib/plan-table.ts";

export interface VariantTexts {
  title: string;
  subtitle: string | null;
  closeLabel: string;
}

export const VARIANT_TEXTS: Record<PricingVariant, VariantTexts> = {
  standard: { title: "Choose Your Plan", subtitle: "Select the best plan for your career needs", closeLabel: "Maybe Later" },
  urgency: { title: "Flash Sale - 48 Hours Only!", subtitle: "Sale ends in 47 hours 23 minutes", closeLabel: "I'll think about it" },
  value_focused: { title: "Get More Interviews", subtitle: "Join 50,000+ professionals who landed their dream jobs", closeLabel: "Continue with Free Plan" },
};

export const URGENCY_BADGE = "Limited Time";

/** Urgency variant: the crossed-out price and the saving beside the real one. */
export const URGENCY_OFFERS: Record<PaidPlanKey, { was: string; saving: string }> = {
  fastpass: { was: "$8", saving: "Save $3" },
  pro: { was: "$15/mo", saving: "40% OFF" },
};

/** Value-focused variant: the claims at the top. */
export const VALUE_CLAIMS = ["4.9/5 rating", "3x more interviews", "ATS optimized"] as const;

/** Value-focused variant: per-plan outcomes. */
export const VALUE_OUTCOMES: Record<PlanKey, { successRate: string; multiplier: string | null; salaryIncrease: string | null }> = {
  free: { successRate: "12%", multiplier: null, salaryIncrease: null },
  fastpass: { successRate: "35%", multiplier: "2.9x", salaryIncrease: "$2,400" },
  pro: { successRate: "67%", multiplier: "5.6x", salaryIncrease: "$8,500" },
};
