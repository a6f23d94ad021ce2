/**
 * The match score's report: the score by part, each requirement of the posting met or not with the
 * resume line that shows it, and the suggestions. Adding a missing skill is two plain form posts:
 * the first shows the score it would give and asks, the second saves.
 */
import { Form } from "react-router";
import type { AtsScoreReport, ScoreRequirement } from "../../lib/ats-features.ts";
import { Button } from "../ui/button.tsx";
import { useIsPending } from "../ui/use-is-pending.ts";

/** A skill the author asked to add, waiting for their yes: the score now and with it. */
export interface SkillConfirmation {
  skill: string;
  list: string;
  before: number;
  after: number;
}

function PostingFields({ posting, jobTitle }: { posting: string; jobTitle: string }) {
  return (
    <>
      <input type="hidden" name="posting" value={posting} />
      <input type="hidden" name="jobTitle" value={jobTitle} />
    </>
  );
}

function ConfirmSkill({ confirm, posting, jobTitle }: { confirm: SkillConfirmation; posting: string; jobTitle: string }) {
  const busy = useIsPending();
  const change =
    confirm.after > confirm.before
      ? `Your match score would go from ${confirm.before} to ${confirm.after}.`
      : `Your match score would stay at ${confirm.before}.`;
  return (
    <section aria-labelledby="confirm-skill-title" className="rounded-md border border-amber-300 bg-amber-50 p-4" data-testid="confirm-skill">
      <h3 id="confirm-skill-title" className="font-semibold">
        Add “{confirm.skill}” to your {confirm.list}?
      </h3>
      <p className="mt-1 text-sm">
        {change} Nothing else in your CV changes. Add it only if you have this skill, and show it in a bullet where you used it: a recruiter believes a skill
        shown in a job more than one in a list.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="add-skill" />
          <input type="hidden" name="value" value={confirm.skill} />
          <PostingFields posting={posting} jobTitle={jobTitle} />
          <Button type="submit" variant="pro" size="sm" disabled={busy}>
            Yes, add “{confirm.skill}”
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="score" />
          <PostingFields posting={posting} jobTitle={jobTitle} />
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            Cancel
          </Button>
        </Form>
      </div>
    </section>
  );
}

const PART_HEADINGS: Record<ScoreRequirement["part"], string> = {
  hardSkills: "Hard skill",
  jobTitle: "Job title",
  experience: "Experience",
  education: "Education",
  softSkills: "Soft skill",
  keywords: "Keyword",
  location: "Location",
};

function Requirements({ requirements }: { requirements: ScoreRequirement[] }) {
  if (requirements.length === 0) return null;
  return (
    <div>
      <h3 className="font-semibold">What the posting asks for</h3>
      <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="requirements">
        {requirements.map((r) => (
          <li key={`${r.part}:${r.label}`} className="flex gap-3 py-2" data-testid="requirement" data-met={r.met ? "yes" : "no"}>
            <span aria-hidden="true" className={`mt-0.5 font-bold ${r.met ? "text-green-700" : "text-red-700"}`}>
              {r.met ? "✓" : "✗"}
            </span>
            <div>
              <p>
                <span className="font-medium">{r.label}</span>{" "}
                <span className="text-slate-600">
                  ({PART_HEADINGS[r.part]}
                  {r.wanted ? ", nice to have" : ""})
                </span>{" "}
                <span className="sr-only">{r.met ? "met" : "missing"}</span>
              </p>
              {r.evidence ? (
                <p className="text-slate-700" data-testid="requirement-evidence">
                  {r.evidence.section}
                  {r.evidence.where ? ` · ${r.evidence.where}` : ""}: “{r.evidence.text}”
                </p>
              ) : (
                <p className="text-slate-600">{r.met ? "Met" : "Not found in your CV"}</p>
              )}
              {r.namedOnly ? <p className="text-amber-800">Only named, not shown in a job: it counts less. Show it in a bullet where you used it.</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ScoreReport({
  report,
  posting,
  jobTitle,
  confirm,
}: {
  report: AtsScoreReport;
  posting: string;
  jobTitle: string;
  confirm: SkillConfirmation | null;
}) {
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
      {confirm ? <ConfirmSkill confirm={confirm} posting={posting} jobTitle={jobTitle} /> : null}
      <Requirements requirements={report.requirements} />
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
                      {/* adding a skill first shows what changes and asks */}
                      <input type="hidden" name="intent" value={s.apply.intent === "add-skill" ? "confirm-skill" : s.apply.intent} />
                      <input type="hidden" name="value" value={s.apply.value} />
                      <PostingFields posting={posting} jobTitle={jobTitle} />
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
