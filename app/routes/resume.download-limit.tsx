/**
 * /resume/{id}/download-limit — where a browser lands when the free plan's one CV download is used
 * up and the download link was followed as a page (no JavaScript, or a plain link): the reason and
 * the plans, inline, with the way back to the resume. With JavaScript the Download button opens the
 * pricing modal instead.
 */
import { limitHeadline } from "../lib/plans.ts";
import { data, Link } from "react-router";
import type { Route } from "./+types/resume.download-limit";
import { PricingPlansInline } from "../components/pricing/pricing-plans-inline.tsx";
import { ResumeErrorBoundary } from "../components/resume-form/resume-not-found.tsx";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { DOWNLOAD_LIMIT_MESSAGE } from "../lib/plans.ts";
import { peekEntitlement } from "../server/entitlements.server.ts";
import { requireOwnedResume } from "../server/resumes.server.ts";
import { getVisitorSession } from "../server/session.server.ts";

export function meta() {
  return [{ title: `Download limit reached | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await requireOwnedResume(visitorId, params.id);
  const entitlement = await peekEntitlement(visitorId);
  return data({ resumeId: resume.id, tier: entitlement.tier, generationCount: entitlement.generationCount, message: DOWNLOAD_LIMIT_MESSAGE }, { status: 402 });
}

export default function DownloadLimitPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Download limit reached</h1>
      <PricingPlansInline
        currentTier={loaderData.tier}
        error={loaderData.message}
        generationCount={loaderData.generationCount}
        headline={limitHeadline("download_limit", loaderData.tier)}
      />
      <p>
        <Link to={`/edit/${loaderData.resumeId}`} className="text-brand-700 underline">
          Back to your resume
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = ResumeErrorBoundary;
