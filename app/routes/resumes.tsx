/**
 * /resumes — My resumes: every CV this browser's visitor owns, the most recently edited first, with
 * Open, Download PDF, Duplicate, Rename and Delete. The buttons are form posts read by
 * app/server/my-resumes.server.ts; a duplicate beyond the plan shows the plans (402).
 */
import { Link } from "react-router";
import type { Route } from "./+types/resumes";
import { PlanGate } from "../components/pricing/plan-gate.tsx";
import { ResumeErrorBoundary } from "../components/resume-form/resume-not-found.tsx";
import { ResumeCard } from "../components/resumes/resume-card.tsx";
import { buttonClassName } from "../components/ui/button.tsx";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { peekEntitlement } from "../server/entitlements.server.ts";
import { listResumeCards, myResumesAction } from "../server/my-resumes.server.ts";
import { timeZoneOfCookies } from "../lib/reader-time.ts";
import { getVisitorSession } from "../server/session.server.ts";

export function meta() {
  return [{ title: `My resumes | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const timeZone = timeZoneOfCookies(request.headers.get("Cookie"));
  const [resumes, entitlement] = await Promise.all([listResumeCards(visitorId, timeZone), peekEntitlement(visitorId)]);
  return { resumes, tier: entitlement.tier };
}

export async function action({ request, context }: Route.ActionArgs) {
  return myResumesAction(request, getVisitorSession(context).visitorId);
}

function EmptyState() {
  return (
    <section data-testid="resumes-empty" className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <h2 className="text-xl font-semibold">No resumes yet</h2>
      <p className="mt-2 text-slate-700">The CVs you create in this browser are listed here.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/create" className={buttonClassName()}>
          Create a resume
        </Link>
        <Link to="/prompt" className={buttonClassName({ variant: "outline" })}>
          Describe yourself to the AI generator
        </Link>
        <Link to="/create#upload-title" className={buttonClassName({ variant: "secondary" })}>
          Upload an existing CV
        </Link>
      </div>
    </section>
  );
}

export default function ResumesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { resumes, tier } = loaderData;
  const failure = actionData?.kind === "error" ? actionData : null;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">My resumes</h1>
        {resumes.length > 0 ? (
          <Link to="/create" className={buttonClassName()}>
            New resume
          </Link>
        ) : null}
      </div>
      <p className="text-slate-700">
        {PRODUCT_NAME} has no accounts: these are the CVs kept for this browser.{" "}
        <Link to="/my-data" className="text-brand-700 underline">
          My data
        </Link>{" "}
        lets you download or delete everything.
      </p>
      {failure && !resumes.some((resume) => resume.id === failure.renameId) ? (
        <p role="alert" className="rounded-md bg-red-100 p-3 text-red-900">
          {failure.error}
        </p>
      ) : null}
      <PlanGate blocked={actionData?.kind === "upgrade" ? actionData.upgrade : null} currentTier={tier} />
      {resumes.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="space-y-4" data-testid="resume-list">
          {resumes.map((resume) => (
            <ResumeCard key={resume.id} resume={resume} tier={tier} renameError={failure?.renameId === resume.id ? failure.error : null} />
          ))}
        </ul>
      )}
    </div>
  );
}

export const ErrorBoundary = ResumeErrorBoundary;
