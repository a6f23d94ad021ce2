/**
 * The frame of a Pro writing tool's page (cover letter, LinkedIn bio): the title, the links to the
 * resume's other tools, the action's error, and either the tool or — when the plan does not
 * include it (the loader answered 402) — what the feature needs and the plans.
 */
import type { ReactNode } from "react";
import type { PaidFeature, Tier } from "../../lib/plans.ts";
import { LockedFeature } from "./locked-feature.tsx";
import { ResumeToolsNav } from "./resume-tools-nav.tsx";

export function ProToolPage({
  title,
  resumeId,
  tier,
  current,
  error,
  locked,
  children,
}: {
  title: string;
  resumeId: string;
  tier: Tier;
  current: "cover-letter" | "linkedin";
  /** the action's error message, if any */
  error?: string | null;
  /** set when the plan lacks the feature: the feature and the server's message */
  locked: { feature: PaidFeature; error: string } | null;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold">{title}</h1>
        <ResumeToolsNav resumeId={resumeId} tier={tier} current={current} />
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {error}
        </p>
      ) : null}
      {locked ? <LockedFeature feature={locked.feature} tier={tier} error={locked.error} /> : children}
    </div>
  );
}
