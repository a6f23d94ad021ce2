/**
 * Social-proof progress bar: 12,000 and counting, +1 to 3 every 5 s, toward 15,000.
 * The server renders the start value; startSocialProof (landing-behaviour.ts) makes it grow.
 */
import { useEffect, useRef } from "react";
import { SOCIAL_PROOF, socialProofPercent } from "../../lib/landing-content.ts";
import { formatCount, startSocialProof } from "./landing-behaviour.ts";

export function SocialProofBar() {
  const rootRef = useRef<HTMLElement>(null);
  // a client-side navigation to the landing page; the document load is started by static-page.ts
  useEffect(() => (rootRef.current ? startSocialProof(rootRef.current) : undefined), []);
  const percent = socialProofPercent(SOCIAL_PROOF.start);
  return (
    <section
      ref={rootRef}
      aria-labelledby="social-proof-title"
      className="border-y border-slate-200 bg-white"
      data-testid="social-proof"
      data-social-proof-root=""
    >
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h2 id="social-proof-title" className="text-center text-lg font-semibold">
          <span data-testid="social-proof-count" data-social-proof="count" className="tabular-nums">
            {formatCount(SOCIAL_PROOF.start)}
          </span>{" "}
          job seekers are building their CV with us
        </h2>
        <div
          role="progressbar"
          aria-label={`Progress toward our goal of ${formatCount(SOCIAL_PROOF.goal)} job seekers`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          data-social-proof="bar"
          className="mt-4 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div data-social-proof="fill" className="h-full rounded-full bg-brand-600 transition-[width] duration-700" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 flex justify-between text-sm text-slate-700">
          <span data-testid="social-proof-percent" data-social-proof="percent">
            {percent}% of our goal
          </span>
          <span>Goal: {formatCount(SOCIAL_PROOF.goal)}</span>
        </p>
      </div>
    </section>
  );
}
