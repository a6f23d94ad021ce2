/**
 * The plan cards of the pricing modal and of its no-JavaScript fallback, in the three
 * presentations (the same cards; the variants differ in the lines above them). The caller renders each card's action (a button in the modal,
 * a link to /checkout in the server-rendered fallback).
 */
import type { ReactNode } from "react";
import type { PricingVariant } from "../../lib/ab.ts";
import { isPlanDisabled, planButtonLabel, PLANS, type Plan, type PlanKey } from "../../lib/plan-table.ts";
import { VALUE_CLAIMS, VARIANT_TEXTS } from "./pricing-texts.ts";

export interface PlanActionState {
  plan: Plan;
  current: boolean;
  disabled: boolean;
  label: string;
}

/** The lines above the cards: the variant's sub-line, or the value claims. */
export function VariantIntro({ variant }: { variant: PricingVariant }) {
  const texts = VARIANT_TEXTS[variant];
  if (variant === "value_focused") {
    return (
      <ul className="flex flex-wrap justify-center gap-3 text-sm font-semibold text-slate-800" aria-label="Why upgrade">
        {VALUE_CLAIMS.map((claim) => (
          <li key={claim} className="rounded-full bg-green-50 px-3 py-1 text-green-900">
            {claim}
          </li>
        ))}
      </ul>
    );
  }
  return <p className="text-center text-slate-700">{texts.subtitle}</p>;
}

function Price({ plan }: { plan: Plan }) {
  return (
    <div className="mt-3">
      <p className="flex flex-wrap items-baseline gap-2">
        <span className="text-3xl font-extrabold">${plan.price}</span>
        <span className="text-sm text-slate-600">{plan.monthly ? "/month" : plan.price > 0 ? "one-time" : "forever"}</span>
      </p>
    </div>
  );
}

export function PricingPlans({
  current,
  renderAction,
  headingLevel = 3,
}: {
  current: PlanKey;
  renderAction: (state: PlanActionState) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label="Plans">
      {PLANS.map((plan) => {
        const isCurrent = plan.key === current;
        const state: PlanActionState = {
          plan,
          current: isCurrent,
          disabled: isPlanDisabled(plan.key, current),
          label: planButtonLabel(plan, current),
        };
        return (
          <li
            key={plan.key}
            data-testid={`pricing-plan-${plan.key}`}
            data-current={isCurrent ? "true" : "false"}
            aria-current={isCurrent ? "true" : undefined}
            className={`relative flex flex-col rounded-xl border p-4 ${
              isCurrent ? "border-green-600 bg-green-50/40 ring-2 ring-green-600/30" : plan.popular ? "border-brand-600" : "border-slate-200"
            }`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <Heading className="text-lg font-bold">{plan.name}</Heading>
              {plan.popular ? <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">Most Popular</span> : null}
              {isCurrent ? <span className="rounded-full bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">Your plan</span> : null}
            </div>
            <Price plan={plan} />
            <ul className="mt-3 space-y-1 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature}>
                  <span aria-hidden="true" className="mr-1 text-green-700">
                    ✓
                  </span>
                  {feature}
                </li>
              ))}
              {plan.limitations.map((limitation) => (
                <li key={limitation} className="text-slate-500">
                  <span aria-hidden="true" className="mr-1 text-red-700">
                    ✗
                  </span>
                  <span className="sr-only">Limitation: </span>
                  {limitation}
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-4">{renderAction(state)}</div>
          </li>
        );
      })}
    </ul>
  );
}
