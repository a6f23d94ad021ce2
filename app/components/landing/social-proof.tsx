/** Social-proof progress bar (SPEC §4): 12,000 and counting, +1 to 3 every 5 s, toward 15,000. */
import { useEffect, useState } from "react";
import { nextSocialProof, SOCIAL_PROOF, socialProofPercent } from "../../lib/landing-content.ts";

const format = (n: number) => n.toLocaleString("en-US");

export function SocialProofBar() {
  const [count, setCount] = useState<number>(SOCIAL_PROOF.start);
  useEffect(() => {
    const id = window.setInterval(() => setCount((c) => nextSocialProof(c, Math.random())), SOCIAL_PROOF.intervalMs);
    return () => window.clearInterval(id);
  }, []);
  const percent = socialProofPercent(count);
  return (
    <section aria-labelledby="social-proof-title" className="border-y border-slate-200 bg-white" data-testid="social-proof">
      <div className="mx-auto max-w-3xl px-4 py-8">
        <h2 id="social-proof-title" className="text-center text-lg font-semibold">
          <span data-testid="social-proof-count" className="tabular-nums">
            {format(count)}
          </span>{" "}
          job seekers are building their CV with us
        </h2>
        <div
          role="progressbar"
          aria-label={`Progress toward our goal of ${format(SOCIAL_PROOF.goal)} job seekers`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="mt-4 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-700" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 flex justify-between text-sm text-slate-700">
          <span data-testid="social-proof-percent">{percent}% of our goal</span>
          <span>Goal: {format(SOCIAL_PROOF.goal)}</span>
        </p>
      </div>
    </section>
  );
}
