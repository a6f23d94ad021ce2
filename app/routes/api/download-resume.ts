/** GET /api/download-resume/{id} — the CV as a self-contained HTML file (attachment resume.html). */
import type { Route } from "./+types/download-resume";
import { jsonError, methodNotAllowed } from "../../server/http/api.server.ts";
import { authorizeDownload, type UpgradeRequiredBody } from "../../server/entitlements.server.ts";
import { getOwnedResume, renderStoredResume } from "../../server/resumes.server.ts";
import { photoDataUrlFor } from "../../server/objects.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";
import { CV_DOCUMENT_CSP } from "../preview.tsx";

export const RESUME_NOT_FOUND = "Resume not found";

/**
 * A refused download: 402 JSON for scripts and API clients; a browser that followed the link as a
 * page (no JavaScript) is sent to the page that explains the limit and shows the plans.
 */
export function downloadRefused(request: Request, resumeId: string, body: UpgradeRequiredBody): Response {
  const followedAsPage = request.headers.get("sec-fetch-mode") === "navigate" || (request.headers.get("accept") ?? "").includes("text/html");
  if (followedAsPage) return new Response(null, { status: 303, headers: { Location: `/resume/${resumeId}/download-limit`, "Cache-Control": "no-store" } });
  return Response.json(body, { status: 402, headers: { "Cache-Control": "no-store" } });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await getOwnedResume(visitorId, params.id);
  if (!resume) return jsonError(404, RESUME_NOT_FOUND);
  const download = await authorizeDownload(visitorId, resume);
  if (!download.allowed) return downloadRefused(request, resume.id, download.body);
  // the photo is embedded as a data URL so the downloaded file is self-contained
  const photoSrc = await photoDataUrlFor(visitorId, resume.personal_info.profileImage);
  return new Response(renderStoredResume(resume, photoSrc), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="resume.html"; filename*=UTF-8''resume.html`,
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": CV_DOCUMENT_CSP,
    },
  });
}

/** A read-only endpoint: every other method is a JSON 405 (not React Router's missing-action error). */
export async function action() {
  return methodNotAllowed(["GET"]);
}
