/**
 * /api/ats/{id} — the ATS reports as JSON.
 *   GET: the ATS check (Fast Pass and Pro; 402 with the counts per category for Free).
 *   POST { jobDescription, jobTitle? }: the match score (Pro; 402 otherwise).
 */
import { z } from "zod";
import type { Route } from "./+types/ats";
import { RESUME_NOT_FOUND } from "../../lib/resume-not-found.ts";
import { checkFeature, checkStoredResume, cvContentOf, lockedResponse } from "../../server/ats/paid.server.ts";
import { MAX_POSTING_LENGTH } from "../../lib/ats-features.ts";
import { scoreResume } from "../../server/ats/score.server.ts";
import { jsonError, methodNotAllowed, readJsonBody } from "../../server/http/api.server.ts";
import { getOwnedResume } from "../../server/resumes.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";

const scoreRequest = z.object({
  jobDescription: z.string().trim().min(1, "Please paste the job posting.").max(MAX_POSTING_LENGTH),
  jobTitle: z.string().trim().max(200).optional(),
});

export async function loader({ params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await getOwnedResume(visitorId, params.id);
  if (!resume) return jsonError(404, RESUME_NOT_FOUND.error);
  const report = checkStoredResume(resume);
  const gate = await checkFeature(visitorId, "atsCheck");
  if (!gate.ok)
    return Response.json(
      { ...gate.details, preview: { total: report.findings.length, counts: report.counts } },
      { status: 402, headers: { "Cache-Control": "no-store" } },
    );
  return Response.json(
    { findings: report.findings, counts: report.counts, lostFields: report.lostFields },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const { visitorId } = getVisitorSession(context);
  const resume = await getOwnedResume(visitorId, params.id);
  if (!resume) return jsonError(404, RESUME_NOT_FOUND.error);
  const gate = await checkFeature(visitorId, "atsScore");
  if (!gate.ok) return lockedResponse(gate.details);
  const body = await readJsonBody(request, scoreRequest);
  if (!body.ok) return body.response;
  const report = scoreResume({ form: cvContentOf(resume), posting: body.data.jobDescription, jobTitle: body.data.jobTitle ?? null, resumeId: resume.id });
  return Response.json(report, { headers: { "Cache-Control": "private, no-store" } });
}
