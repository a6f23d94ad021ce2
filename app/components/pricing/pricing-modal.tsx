/**
 * The pricing modal: three presentations chosen by
 * the visitor's `pricing_display` assignment, the current plan highlighted, buttons disabled per
 * plan. Choosing a plan records `upgrade_selected` (tier, variant), closes the modal and starts
 * checkout for it: by default it navigates to /checkout?plan=fastpass|pro, where the checkout page
 * starts that plan's payment at once (pass `onSelectPlan` to do something else).
 * Built on the Modal component (a native modal <dialog>: focus handling, Escape closes, labelled by its title).
 *
 * Without JavaScript, render <PricingPlansInline> (pricing-plans-inline.tsx) instead.
 */
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toPricingVariant, type PricingVariant } from "../../lib/ab.ts";
import { checkoutHref, planByKey, type PaidPlanKey, type PlanKey } from "../../lib/plan-table.ts";
import type { Tier } from "../../lib/plans.ts";
import { Modal } from "../ui/dialog.tsx";
import { PricingPlans, VariantIntro } from "./pricing-plans.tsx";
import { VARIANT_TEXTS } from "./pricing-texts.ts";
import { track } from "../../lib/analytics.ts";
import { Button } from "../ui/button.tsx";

export interface PricingModalProps {
  open: boolean;
  onClose: () => void;
  /** The visitor's plan as the server knows it (tier spelling or plan key both accepted). */
  currentTier: Tier | PlanKey;
  /** The `pricing_display` assignment: standard, urgency or value_focused (anything else: standard). */
  variant: PricingVariant | string;
  /** Called after the event is recorded and the modal closed; default: navigate to /checkout?plan=… */
  onSelectPlan?: (plan: PaidPlanKey) => void;
  /** Why the modal opened, for the pricing_modal_shown event (e.g. "generation_limit"). */
  trigger?: string;
  /** The server's reason in words (a 402 body's `error`), shown above the plans. */
  message?: string | null;
  /** What happened, in a few words ("You have used your free CV"): the title when a limit opened the modal. */
  headline?: string | null;
}

export function PricingModal({
  open,
  onClose,
  currentTier,
  variant: rawVariant,
  onSelectPlan,
  trigger = "generation_limit",
  message = null,
  headline = null,
}: PricingModalProps) {
  const variant = toPricingVariant(rawVariant);
  const current = planByKey(currentTier)?.key ?? "free";
  const texts = VARIANT_TEXTS[variant];
  const navigate = useNavigate();
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open && !wasOpen.current) track("pricing_modal_shown", { trigger, currentTier: current, variant });
    wasOpen.current = open;
  }, [open, trigger, current, variant]);

  const choose = (plan: PaidPlanKey) => {
    track("upgrade_selected", { tier: plan, variant });
    onClose();
    if (onSelectPlan) onSelectPlan(plan);
    else void navigate(checkoutHref(plan));
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="xl"
      // a limit opened it: first what happened, then the plans
      title={headline ?? texts.title}
    >
      <div data-testid="pricing-modal" data-variant={variant} className="space-y-5">
        {message ? (
          <p data-testid="pricing-reason" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-center font-medium text-amber-950">
            {message}
          </p>
        ) : null}
        {headline ? null : <VariantIntro variant={variant} />}
        <PricingPlans
          current={current}
          renderAction={({ plan, disabled, label }) => (
            <Button
              disabled={disabled}
              onClick={() => {
                if (plan.key !== "free") choose(plan.key);
              }}
              variant={plan.popular ? "primary" : "secondary"}
              className="w-full text-sm"
            >
              {label}
            </Button>
          )}
        />
        <div className="text-center">
          <button type="button" onClick={onClose} className="rounded-md px-4 py-2 text-sm font-medium text-slate-700 underline hover:text-slate-900">
            {texts.closeLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
