/**
 * What a plan limit (HTTP 402 from the server: generations used up, a premium template, the free
 * download) shows: the pricing modal in the visitor's assigned variant with the server's reason when
 * JavaScript runs, the reason and the plans inline on the page when it does not.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { limitHeadline, type Tier } from "../../lib/plans.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { laterInBrowser } from "../ui/later-in-browser.ts";
import { useHydrated } from "../ui/use-hydrated.ts";

/** The plans inline (a limit met without JavaScript): the server's at once, the browser's when shown. */
const PricingPlansInline = laterInBrowser(import.meta.env.SSR ? (await import("./pricing-plans-inline.tsx")).PricingPlansInline : undefined, () =>
  import("./pricing-plans-inline.tsx").then((module) => module.PricingPlansInline),
);

/** The modal opens only once a limit is met (and only with JavaScript): its code loads then. */
export const PricingModal = lazy(() => import("./pricing-modal.tsx").then((module) => ({ default: module.PricingModal })));

export interface PlanGateBlock {
  error: string;
  tier: Tier;
  generationCount: number;
  /** Which limit refused (the 402 body's `reason`); the modal's analytics trigger. */
  reason?: string;
}

export function PlanGate({ blocked, currentTier }: { blocked: PlanGateBlock | null; currentTier: Tier }) {
  const rootData = useRouteLoaderData<typeof rootLoader>("root");
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (blocked) setOpen(true);
  }, [blocked]);

  if (!hydrated) {
    return blocked ? (
      <Suspense fallback={null}>
        <PricingPlansInline
          currentTier={blocked.tier}
          error={blocked.error}
          generationCount={blocked.generationCount}
          headline={limitHeadline(blocked.reason, blocked.tier)}
        />
      </Suspense>
    ) : null;
  }
  if (!blocked) return null;
  return (
    <Suspense fallback={null}>
      <PricingModal
        open={open}
        onClose={() => setOpen(false)}
        currentTier={blocked?.tier ?? currentTier}
        variant={rootData?.ab.pricing_display ?? "standard"}
        trigger={blocked?.reason ?? "generation_limit"}
        message={blocked?.error}
        headline={blocked ? limitHeadline(blocked.reason, blocked.tier) : null}
      />
    </Suspense>
  );
}
