/**
 * Limited-offer banner: a countdown from 23:59:59 and 'Claim Offer Now' to /checkout.
 * The server renders the start value; startCountdown (landing-behaviour.ts) makes it tick.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { COUNTDOWN_START_SECONDS, formatCountdown } from "../../lib/landing-content.ts";
import { startCountdown } from "./landing-behaviour.ts";

export function CountdownBanner() {
  const timerRef = useRef<HTMLSpanElement>(null);
  // a client-side navigation to the landing page; the document load is started by static-page.ts
  useEffect(() => (timerRef.current ? startCountdown(timerRef.current) : undefined), []);
  return (
    <aside aria-label="Limited-time offer" className="bg-slate-900 text-white" data-testid="offer-banner">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
        <p>
          <span className="font-semibold text-amber-300">Limited-time offer:</span> watermark-free CVs and premium templates, starting at $5.
        </p>
        <p>
          Offer ends in{" "}
          <span
            ref={timerRef}
            role="timer"
            aria-live="off"
            aria-atomic="true"
            className="font-mono text-base font-bold tabular-nums"
            data-testid="countdown"
            data-countdown=""
          >
            {formatCountdown(COUNTDOWN_START_SECONDS)}
          </span>
        </p>
        <Link to="/checkout" className="rounded-md bg-amber-400 px-3 py-1.5 font-semibold text-slate-900 hover:bg-amber-300">
          Claim Offer Now
        </Link>
      </div>
    </aside>
  );
}
