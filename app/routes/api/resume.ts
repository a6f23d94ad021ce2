/** GET /api/resume/{id} — the stored resume as JSON for its owner; 404 for anyone else. */
import type { Route } from "./+types/resume";
import { RESUME_NOT_FOUND } from "../../lib/resume-not-found.ts";
import { jsonError, methodNotAllowed } from "../../server/http/api.server.ts";
import { getOwnedResume, resumeJson } from "../../server/resumes.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await getOwnedResume(visitorId, params.id);
  if (!resume) return jsonError(404, RESUME_NOT_FOUND.error);
  return Response.json(resumeJson(resume), { headers: { "Cache-Control": "private, no-store" } });
}

/** A read-only endpoint: every other method is a JSON 405 (not React Router's missing-action error). */
export async function action() {
  return methodNotAllowed(["GET"]);
}
