/**
 * /resume/{id}/ats — the ATS check (Fast Pass and Pro) and the match score against a pasted job
 * posting (Pro). Free visitors get 402: how many findings of which kinds, and the plans.
 * Everything is a plain form post (works without JavaScript); one-click suggestions post an
 * `intent` with the posting: add-skill saves the resume and scores it again, rewrite-summary
 * offers the AI's summary as a suggestion to accept on the edit page.
 */
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/resume.ats";
import { LockedFeature } from "../components/ats/locked-feature.tsx";
import { ResumeToolsNav } from "../components/ats/resume-tools-nav.tsx";
import { Notice } from "../components/ui/notice.tsx";
import { StatusButton } from "../components/ui/button.tsx";
import { useIsPending } from "../components/ui/use-is-pending.ts";
import { CATEGORY_LABELS, MAX_POSTING_LENGTH, type AtsScoreReport, type FindingCategory } from "../lib/ats-features.ts";
import type { ResumeFormData } from "../lib/resume.ts";
import { normalizeResume } from "../lib/normalize-resume.ts";
import type { ResumeRecord } from "../server/db/types.server.ts";
import { Findings } from "../components/ats/findings.tsx";
import { ScoreReport, type SkillConfirmation } from "../components/ats/score-report.tsx";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { offeredIntent, UNKNOWN_ACTION } from "../lib/intent.ts";
import { featureLockedMessage, hasFeature, TIER_LABELS } from "../lib/plans.ts";
import { proWriteWithFallback } from "../server/ai/pro-writers.server.ts";
import { withFallbackNote } from "../lib/ai-fallback.ts";
import { withSkillAdded } from "../server/ats/add-skill.server.ts";
import { hasPhrase } from "../server/ats/keywords.server.ts";
import { detectJobTitle, titleCore } from "../server/ats/role-and-level.server.ts";
import { checkFeature, checkStoredResume, cvContentOf, validFormOf } from "../server/ats/paid.server.ts";
import { scoreResume } from "../server/ats/score.server.ts";
import { getEntitlement } from "../server/entitlements.server.ts";
import { requireOwnedResume, updateOwnedResume } from "../server/resumes.server.ts";
import { getVisitorSession } from "../server/session.server.ts";
import { readFormPost } from "../server/http/form-body.server.ts";
import { keepFormOnFailure } from "../components/ui/keep-form-on-failure.ts";
import { ResumeErrorBoundary } from "../components/resume-form/resume-not-found.tsx";
import { atsSkillLabel } from "../lib/resume-versions.ts";
import { offerSuggestions } from "../server/resume-suggestions.server.ts";

const ATS_TITLE = "ATS check";

export function meta() {
  return [{ title: `${ATS_TITLE} | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

/** With JavaScript, an answer the page cannot show (rate limit, server failure, no connection) keeps the form as typed and shows the message. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => keepFormOnFailure(request, serverAction, "Scoring Failed");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await requireOwnedResume(visitorId, params.id);
  const entitlement = await getEntitlement(visitorId);
  const report = checkStoredResume(resume);
  const name = [resume.personal_info.firstName, resume.personal_info.lastName].filter(Boolean).join(" ");
  const base = { resumeId: resume.id, name, tier: entitlement.tier, canScore: hasFeature(entitlement.tier, "atsScore") };
  if (!hasFeature(entitlement.tier, "atsCheck")) {
    // free: what the check would find (numbers and kinds), not the findings themselves
    return data(
      { ...base, locked: true as const, error: featureLockedMessage("atsCheck"), counts: report.counts, total: report.findings.length },
      { status: 402 },
    );
  }
  return { ...base, locked: false as const, report };
}

const postingField = (formData: FormData) => String(formData.get("posting") ?? "").slice(0, MAX_POSTING_LENGTH);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await requireOwnedResume(visitorId, params.id);
  const formData = await readFormPost(request);
  const intent = offeredIntent(formData, ["score", "confirm-skill", "add-skill", "rewrite-summary"]);
  if (!intent) return data({ kind: "error" as const, error: UNKNOWN_ACTION }, { status: 400 });
  const gate = await checkFeature(visitorId, "atsScore");
  if (!gate.ok) return data({ kind: "locked" as const, error: gate.error }, { status: 402 });

  const posting = postingField(formData);
  const jobTitle = String(formData.get("jobTitle") ?? "").slice(0, 200);
  if (!posting.trim()) return data({ kind: "error" as const, error: "Please paste the job posting.", posting, jobTitle }, { status: 400 });

  const score = (form: ResumeFormData) => scoreResume({ form, posting, jobTitle: jobTitle || null, resumeId: resume.id });
  const scored = (report: AtsScoreReport, notice: NoticeProps | null = null, confirm: SkillConfirmation | null = null) => ({
    kind: "score" as const,
    report,
    posting,
    jobTitle,
    notice,
    confirm,
  });
  if (intent === "score") return scored(score(cvContentOf(resume)));

  const form = validFormOf(resume);
  if (!form) return data({ kind: "error" as const, error: "Please complete the required fields of your resume first.", posting, jobTitle }, { status: 422 });
  const value = String(formData.get("value") ?? "")
    .slice(0, 500)
    .trim();
  if (intent === "rewrite-summary") {
    // the role as typed, or as the posting names it
    const role = jobTitle || detectJobTitle(posting) || "";
    return scored(score(cvContentOf(resume)), await suggestSummary(resume, form, value, role));
  }

  if (!value) return data({ kind: "error" as const, error: "Which skill?", posting, jobTitle }, { status: 400 });
  const addition = withSkillAdded(form, value);
  const before = score(cvContentOf(resume));
  if (!addition.added) {
    return scored(before, { title: "Already in your skills", description: `“${value}” is already in your ${addition.list}.`, variant: "default" });
  }
  if (intent === "confirm-skill") {
    const after = score(normalizeResume(addition.form));
    return scored(before, null, { skill: value, list: addition.list, before: before.score, after: after.score });
  }
  // the version history names the skill the author chose to add
  const saved = await updateOwnedResume(visitorId, resume.id, { form: addition.form, label: atsSkillLabel(value) });
  if (!saved.ok) return data({ kind: "error" as const, error: saved.error, posting, jobTitle }, { status: saved.status });
  const after = score(cvContentOf(saved.value));
  const change = after.score === before.score ? `Your score stays at ${after.score}.` : `Your score went from ${before.score} to ${after.score}.`;
  return scored(after, {
    title: "Skill added",
    description: `“${value}” was added to your ${addition.list} and the resume was saved. ${change}`,
    variant: "default",
  });
}

type NoticeProps = { title: string; description: string; variant: "default" | "destructive" };

/** The AI's summary for the posting, offered as a suggestion: the CV changes only when its author accepts it. */
async function suggestSummary(resume: ResumeRecord, form: ResumeFormData, value: string, jobTitle: string): Promise<NoticeProps> {
  try {
    const keywords = value.split(/\s*,\s*/).filter(Boolean);
    const { value: summary, fallback } = await proWriteWithFallback((writer) => writer.tailorSummary(form, keywords, jobTitle || null));
    const offered = await offerSuggestions(resume, { ...form, personalInfo: { ...form.personalInfo, summary } }, ["summary"]);
    // say what the summary does: it names the role only when one of the author's jobs held it
    const core = jobTitle ? titleCore(jobTitle) : [];
    const namesRole = core.length > 0 && core.every((word) => hasPhrase(summary, word));
    const what = namesRole ? "the role and your matching skills" : "your matching skills";
    const roleNote = jobTitle && !namesRole ? ` It does not name the role “${jobTitle}”: none of your jobs had that title.` : "";
    const notice: NoticeProps =
      offered.length > 0
        ? {
            title: "Summary suggested",
            description: `A summary naming ${what} waits on the edit page.${roleNote} Your CV changes only if you accept it.`,
            variant: "default",
          }
        : { title: "No change suggested", description: `Your summary already names ${what}.${roleNote}`, variant: "default" };
    return withFallbackNote(notice, fallback);
  } catch {
    return { title: "Rewrite failed", description: "AI enhancement is currently unavailable. Please try again later.", variant: "destructive" };
  }
}

export default function AtsPage({ loaderData, actionData }: Route.ComponentProps) {
  const scoring = useIsPending({ intent: "score" });
  const { resumeId, name, tier, canScore } = loaderData;
  const posting = actionData && "posting" in actionData ? (actionData.posting ?? "") : "";
  const jobTitle = actionData && "jobTitle" in actionData ? (actionData.jobTitle ?? "") : "";
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold">
          {ATS_TITLE}
          {name ? `: ${name}` : ""}
        </h1>
        <p className="text-slate-700">Your plan: {TIER_LABELS[tier]}</p>
        <ResumeToolsNav resumeId={resumeId} tier={tier} current="ats" />
      </div>

      {loaderData.locked ? (
        <section aria-labelledby="preview-title" className="space-y-4" data-testid="ats-preview">
          <h2 id="preview-title" className="text-xl font-semibold">
            The check found {loaderData.total} {loaderData.total === 1 ? "thing" : "things"} to fix
          </h2>
          <ul className="list-disc pl-5" data-testid="ats-preview-counts">
            {(Object.keys(loaderData.counts) as FindingCategory[]).map((c) => (
              <li key={c}>
                {CATEGORY_LABELS[c]}: {loaderData.counts[c]}
              </li>
            ))}
          </ul>
          <p>Upgrade to Fast Pass or Pro to see each finding with how to fix it.</p>
          <LockedFeature feature="atsCheck" tier={tier} error={loaderData.error} />
        </section>
      ) : (
        <section aria-labelledby="check-title" className="space-y-4">
          <h2 id="check-title" className="text-2xl font-semibold">
            What an ATS would trip over ({loaderData.report.findings.length})
          </h2>
          <Findings findings={loaderData.report.findings} />
          <details className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
            <summary className="cursor-pointer py-1 font-medium">The text a parser reads from your CV</summary>
            <pre className="mt-2 whitespace-pre-wrap text-xs">{loaderData.report.readingText}</pre>
          </details>
        </section>
      )}

      <section aria-labelledby="match-title" className="space-y-4">
        <h2 id="match-title" className="text-2xl font-semibold">
          Match against a job posting {canScore ? "" : "(Pro)"}
        </h2>
        {actionData?.kind === "score" && actionData.notice ? <Notice {...actionData.notice} /> : null}
        {actionData?.kind === "error" ? (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
            {actionData.error}
          </p>
        ) : null}
        {actionData?.kind === "locked" ? <LockedFeature feature="atsScore" tier={tier} error={actionData.error} /> : null}
        <Form method="post" className="space-y-3" data-testid="score-form">
          <input type="hidden" name="intent" value="score" />
          <div>
            <label htmlFor="jobTitle" className="block text-sm font-medium">
              Job title (optional — found in the posting otherwise)
            </label>
            <input
              id="jobTitle"
              name="jobTitle"
              defaultValue={jobTitle}
              maxLength={200}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
          <div>
            <label htmlFor="posting" className="block text-sm font-medium">
              Job posting
            </label>
            <textarea
              id="posting"
              name="posting"
              required
              rows={10}
              maxLength={MAX_POSTING_LENGTH}
              defaultValue={posting}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
          <StatusButton pending={scoring} pendingLabel="Scoring...">
            {canScore ? "Score my resume" : "Score my resume (Pro)"}
          </StatusButton>
          {!canScore ? (
            <p className="text-sm text-slate-600">
              The match score is part of Pro.{" "}
              <Link to="/checkout?plan=pro" className="underline">
                See Pro
              </Link>
            </p>
          ) : null}
        </Form>
        {actionData?.kind === "score" ? (
          <ScoreReport report={actionData.report} posting={actionData.posting} jobTitle={actionData.jobTitle} confirm={actionData.confirm} />
        ) : null}
      </section>
    </div>
  );
}

export const ErrorBoundary = ResumeErrorBoundary;
