/** GET /api/resume/{id} — the stored resume as JSON for its owner; 404 for anyone else. */
import type { Route } from "./+types/resume";
import { jsonError } from "../../server/http/api.server.ts";
import { getOwnedResume, resumeJson } from "../../server/resumes.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await getOwnedResume(visitorId, params.id);
  if (!resume) return jsonError(404, "Resume not found");
  return Response.json(resumeJson(resume), { headers: { "Cache-Control": "private, no-store" } });
}
