/**
 * What a locked paid feature shows (the server answered 402): the plans as a section of the page,
 * which works without JavaScript (each plan links to /checkout), and — with JavaScript — a button
 * that opens the pricing modal.
 */
import { Suspense, useState } from "react";
import { FEATURE_LABELS, type PaidFeature, type Tier } from "../../lib/plans.ts";
import { PricingModal } from "../pricing/plan-gate.tsx";
import { PricingPlansInline } from "../pricing/pricing-plans-inline.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import { Button } from "../ui/button.tsx";

export function LockedFeature({ feature, tier, error }: { feature: PaidFeature; tier: Tier; error: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  return (
    <div className="space-y-3" data-testid="locked-feature" data-feature={feature}>
      {hydrated ? (
        <p>
          <Button onClick={() => setOpen(true)}>Unlock the {FEATURE_LABELS[feature]}</Button>
        </p>
      ) : null}
      <PricingPlansInline currentTier={tier} error={error} />
      {hydrated && open ? (
        <Suspense fallback={null}>
          <PricingModal open onClose={() => setOpen(false)} currentTier={tier} variant="standard" trigger={`feature:${feature}`} />
        </Suspense>
      ) : null}
    </div>
  );
}
