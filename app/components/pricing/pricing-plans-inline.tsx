/**
 * The pricing modal's server-rendered fallback for a blocked generation without JavaScript:
 * the 'standard' presentation as a section of the page, each paid plan a link to /checkout
 * (which explains that paying needs JavaScript when it is off). Replaces UpgradePrompt.
 */
import { Link } from "react-router";
import { checkoutHref, planByKey, type PlanKey } from "../../lib/plan-table.ts";
import { TIER_LABELS, type Tier } from "../../lib/plans.ts";
import { PricingPlans, VariantIntro } from "./pricing-plans.tsx";
import { VARIANT_TEXTS } from "./pricing-texts.ts";
import { buttonClassName } from "../ui/button.tsx";

export function PricingPlansInline({
  currentTier,
  error,
  generationCount,
  headline = null,
}: {
  currentTier: Tier | PlanKey;
  /** The server's reason (the 402 body's `error`), shown above the plans. */
  error?: string;
  generationCount?: number;
  /** What happened, in a few words: the title in place of the plans' own. */
  headline?: string | null;
}) {
  const current = planByKey(currentTier)?.key ?? "free";
  const texts = VARIANT_TEXTS.standard;
  return (
    <section aria-labelledby="pricing-inline-title" data-testid="upgrade-prompt" className="space-y-4 rounded-xl border border-amber-300 bg-amber-50/60 p-5">
      <h2 id="pricing-inline-title" className="text-center text-2xl font-bold">
        {headline ?? texts.title}
      </h2>
      {error ? (
        <p role="alert" className="text-center font-medium text-amber-950">
          {error}
        </p>
      ) : null}
      {generationCount !== undefined ? (
        <p className="text-center text-sm text-amber-950">
          Your plan: {TIER_LABELS[planByKey(current)!.tier]} · CVs generated: {generationCount}
        </p>
      ) : null}
      <VariantIntro variant="standard" />
      <PricingPlans
        current={current}
        renderAction={({ plan, disabled, label }) =>
          disabled || plan.key === "free" ? (
            <p className="rounded-md border border-slate-200 bg-white px-4 py-2 text-center text-sm font-semibold text-slate-600">{label}</p>
          ) : (
            <Link to={checkoutHref(plan.key)} className={buttonClassName({ variant: plan.popular ? "primary" : "secondary", className: "w-full text-sm" })}>
              {label}
            </Link>
          )
        }
      />
    </section>
  );
}
