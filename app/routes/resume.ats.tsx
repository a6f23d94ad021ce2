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
import { Button, StatusButton } from "../components/ui/button.tsx";
import { useIsPending } from "../components/ui/use-is-pending.ts";
import { CATEGORY_LABELS, MAX_POSTING_LENGTH, type AtsFinding, type AtsScoreReport, type FindingCategory } from "../lib/ats-features.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { offeredIntent, UNKNOWN_ACTION } from "../lib/intent.ts";
import { featureLockedMessage, hasFeature, TIER_LABELS } from "../lib/plans.ts";
import { getProWriter } from "../server/ai/pro-writers.server.ts";
import { fieldForSkill, splitSkills } from "../server/ai/offline/skills.server.ts";
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
  const intent = offeredIntent(formData, ["score", "add-skill", "rewrite-summary"]);
  if (!intent) return data({ kind: "error" as const, error: UNKNOWN_ACTION }, { status: 400 });
  const gate = await checkFeature(visitorId, "atsScore");
  if (!gate.ok) return data({ kind: "locked" as const, error: gate.error }, { status: 402 });

  const posting = postingField(formData);
  const jobTitle = String(formData.get("jobTitle") ?? "").slice(0, 200);
  if (!posting.trim()) return data({ kind: "error" as const, error: "Please paste the job posting.", posting, jobTitle }, { status: 400 });

  let current = resume;
  let notice: { title: string; description: string; variant: "default" | "destructive" } | null = null;
  if (intent === "add-skill" || intent === "rewrite-summary") {
    const form = validFormOf(resume);
    if (!form) return data({ kind: "error" as const, error: "Please complete the required fields of your resume first.", posting, jobTitle }, { status: 422 });
    const value = String(formData.get("value") ?? "")
      .slice(0, 500)
      .trim();
    if (intent === "add-skill") {
      if (!value) return data({ kind: "error" as const, error: "Which skill?", posting, jobTitle }, { status: 400 });
      const field = fieldForSkill(value) ?? "technicalSkills";
      const existing = splitSkills(form.skills[field] ?? "");
      if (!existing.some((s) => s.toLowerCase() === value.toLowerCase())) form.skills[field] = [...existing, value].join(", ");
      notice = { title: "Skill added", description: `“${value}” was added to your skills and the resume was saved.`, variant: "default" };
    } else {
      try {
        const keywords = value.split(/\s*,\s*/).filter(Boolean);
        const summary = await getProWriter().tailorSummary(form, keywords, jobTitle || null);
        // the rewrite waits as a suggestion: the CV changes only when its author accepts it
        const offered = await offerSuggestions(resume, { ...form, personalInfo: { ...form.personalInfo, summary } }, ["summary"]);
        notice =
          offered.length > 0
            ? {
                title: "Summary suggested",
                description: "A summary naming the role and your matching skills waits on the edit page. Your CV changes only if you accept it.",
                variant: "default",
              }
            : { title: "No change suggested", description: "Your summary already names the role and your matching skills.", variant: "default" };
      } catch {
        notice = { title: "Rewrite failed", description: "AI enhancement is currently unavailable. Please try again later.", variant: "destructive" };
      }
    }
    if (intent === "add-skill" && notice.variant === "default") {
      // the version history names the skill the author chose to add
      const saved = await updateOwnedResume(visitorId, resume.id, { form, label: atsSkillLabel(value) });
      current = saved.ok ? saved.value : resume;
    }
  }
  const report = scoreResume({ form: cvContentOf(current), posting, jobTitle: jobTitle || null, resumeId: resume.id });
  return { kind: "score" as const, report, posting, jobTitle, notice };
}

const SEVERITY: Record<AtsFinding["severity"], string> = { high: "High", medium: "Medium", low: "Low" };

function Findings({ findings }: { findings: AtsFinding[] }) {
  if (findings.length === 0) {
    return (
      <p className="rounded-md bg-green-50 p-4 text-green-900" data-testid="ats-clean">
        No problems found: every standard section is there, the dates are consistent and a parser reads your CV back completely.
      </p>
    );
  }
  const categories = (Object.keys(CATEGORY_LABELS) as FindingCategory[]).filter((c) => findings.some((f) => f.category === c));
  return (
    <div className="space-y-6">
      {categories.map((category) => (
        <section key={category} aria-labelledby={`cat-${category}`}>
          <h3 id={`cat-${category}`} className="text-lg font-semibold">
            {CATEGORY_LABELS[category]}
          </h3>
          <ul className="mt-2 space-y-3">
            {findings
              .filter((f) => f.category === category)
              .map((f) => (
                <li key={f.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="ats-finding" data-finding={f.id}>
                  <p className="font-semibold">
                    <span
                      className={`mr-2 rounded px-1.5 py-0.5 text-xs ${f.severity === "high" ? "bg-red-100 text-red-900" : f.severity === "medium" ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-800"}`}
                    >
                      {SEVERITY[f.severity]}
                    </span>
                    {f.title}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{f.detail}</p>
                  <p className="mt-1 text-sm">
                    <strong>How to fix:</strong> {f.fix}{" "}
                    {f.href ? (
                      <a href={f.href} className="font-medium text-brand-700 underline">
                        {f.href.startsWith("/edit/") ? "Fix it in the form" : "Change it"}
                      </a>
                    ) : null}
                  </p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ScoreReport({ report, posting, jobTitle }: { report: AtsScoreReport; posting: string; jobTitle: string }) {
  const busy = useIsPending();
  return (
    <section aria-labelledby="score-title" className="space-y-5 rounded-xl border border-slate-200 bg-white p-5" data-testid="ats-score">
      <h2 id="score-title" className="text-2xl font-bold">
        Match score: <span data-testid="ats-score-value">{report.score}</span>/100
      </h2>
      {report.jobTitle ? <p className="text-slate-700">Role: {report.jobTitle}</p> : null}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Score by part</caption>
        <thead>
          <tr className="border-b">
            <th className="py-1">Part</th>
            <th className="py-1">Score</th>
            <th className="py-1">Weight</th>
            <th className="py-1">Matched</th>
            <th className="py-1">Missing</th>
          </tr>
        </thead>
        <tbody>
          {report.parts.map((p) => (
            <tr key={p.key} className="border-b align-top" data-testid="score-part" data-part={p.key}>
              <th scope="row" className="py-1 font-medium">
                {p.label}
              </th>
              <td className="py-1">{p.score === null ? "n/a" : `${p.score}%`}</td>
              <td className="py-1">{p.weight}%</td>
              <td className="py-1">{p.matched.join(", ") || "—"}</td>
              <td className="py-1">{p.missing.join(", ") || "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold">Keywords present</h3>
          <p className="text-sm" data-testid="keywords-present">
            {report.present.join(", ") || "None"}
          </p>
        </div>
        <div>
          <h3 className="font-semibold">Keywords missing</h3>
          <p className="text-sm" data-testid="keywords-missing">
            {report.missing.join(", ") || "None"}
          </p>
        </div>
      </div>
      {report.phraseMismatches.length || report.tenseMismatches.length ? (
        <div>
          <h3 className="font-semibold">Exact phrase and tense</h3>
          <ul className="list-disc pl-5 text-sm">
            {report.phraseMismatches.map((m) => (
              <li key={`p-${m.posting}`}>
                Posting: “{m.posting}” — your resume: “{m.resume}”
              </li>
            ))}
            {report.tenseMismatches.map((m) => (
              <li key={`t-${m.posting}`}>
                Posting: “{m.posting}” — your resume: “{m.resume}”
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.suggestions.length ? (
        <div>
          <h3 className="font-semibold">Suggestions</h3>
          <ul className="mt-2 space-y-2">
            {report.suggestions.map((s) => (
              <li key={s.id} className="rounded-md border border-slate-200 p-3 text-sm" data-testid="ats-suggestion">
                <p>{s.text}</p>
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  {s.apply ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value={s.apply.intent} />
                      <input type="hidden" name="value" value={s.apply.value} />
                      <input type="hidden" name="posting" value={posting} />
                      <input type="hidden" name="jobTitle" value={jobTitle} />
                      <Button type="submit" variant="pro" size="sm" disabled={busy}>
                        {s.apply.label}
                      </Button>
                    </Form>
                  ) : null}
                  {s.href ? (
                    <a href={s.href} className="text-brand-700 underline">
                      Edit in the form
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
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
            <summary className="cursor-pointer font-medium">The text a parser reads from your CV</summary>
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
        {actionData?.kind === "score" ? <ScoreReport report={actionData.report} posting={actionData.posting} jobTitle={actionData.jobTitle} /> : null}
      </section>
    </div>
  );
}

export const ErrorBoundary = ResumeErrorBoundary;
