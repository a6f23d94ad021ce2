/** Limited-offer banner (SPEC §2, §4): a countdown from 23:59:59 and 'Claim Offer Now' to /checkout. */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { COUNTDOWN_START_SECONDS, COUNTDOWN_TICK_MS, formatCountdown, nextCountdown } from "../../lib/landing-content.ts";

/** Seconds left; without JavaScript the server render shows the start value. */
export function useCountdown(): number {
  const [seconds, setSeconds] = useState(COUNTDOWN_START_SECONDS);
  useEffect(() => {
    const id = window.setInterval(() => setSeconds(nextCountdown), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(id);
  }, []);
  return seconds;
}

export function CountdownBanner() {
  const seconds = useCountdown();
  return (
    <aside aria-label="Limited-time offer" className="bg-slate-900 text-white" data-testid="offer-banner">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
        <p>
          <span className="font-semibold text-amber-300">Limited-time offer:</span> watermark-free CVs and premium templates, starting at $5.
        </p>
        <p>
          Offer ends in{" "}
          <span role="timer" aria-live="off" aria-atomic="true" className="font-mono text-base font-bold tabular-nums" data-testid="countdown">
            {formatCountdown(seconds)}
          </span>
        </p>
        <Link to="/checkout" className="rounded-md bg-amber-400 px-3 py-1.5 font-semibold text-slate-900 hover:bg-amber-300">
          Claim Offer Now
        </Link>
      </div>
    </aside>
  );
}
