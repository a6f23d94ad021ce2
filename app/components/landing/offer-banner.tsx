/**
 * The offer above the landing page: what Fast Pass gives and what it costs, and the way to the
 * plans. No timer: the offer does not end (docs/decisions/018-honest-plan-messages.md).
 */
import { Link } from "react-router";

export function OfferBanner() {
  return (
    <aside aria-label="Offer" className="bg-slate-900 text-white" data-testid="offer-banner">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
        <p>
          <span className="font-semibold text-amber-300">Fast Pass:</span> watermark-free CVs, premium templates and the ATS check, $5 once.
        </p>
        <Link to="/checkout" className="rounded-md bg-amber-400 px-3 py-1.5 font-semibold text-slate-900 hover:bg-amber-300">
          See plans
        </Link>
      </div>
    </aside>
  );
}
