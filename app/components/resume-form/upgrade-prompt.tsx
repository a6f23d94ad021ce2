/**
 * What a blocked generation shows (HTTP 402 from the server's plan gate). Without JavaScript it is
 * a plain section of the page; the plans issue turns it into the pricing modal with its variants.
 */
import { Link } from "react-router";
import { TIER_LABELS, type Tier } from "../../lib/plans.ts";

export function UpgradePrompt({ error, tier, generationCount }: { error: string; tier: Tier; generationCount: number }) {
  return (
    <section role="alert" aria-labelledby="upgrade-title" className="rounded-xl border border-amber-300 bg-amber-50 p-5" data-testid="upgrade-prompt">
      <h2 id="upgrade-title" className="text-lg font-bold text-amber-900">
        Upgrade to generate another CV
      </h2>
      <p className="mt-2 text-amber-900">{error}</p>
      <p className="mt-1 text-sm text-amber-900">
        Your plan: {TIER_LABELS[tier]} · CVs generated: {generationCount}
      </p>
      <Link to="/checkout" className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
        See plans
      </Link>
    </section>
  );
}
