/** GET /api/download-resume/{id} — the CV as a self-contained HTML file (attachment resume.html). */
import type { Route } from "./+types/download-resume";
import { RESUME_NOT_FOUND } from "../../lib/resume-not-found.ts";
import { jsonError, methodNotAllowed } from "../../server/http/api.server.ts";
import { authorizeDownload } from "../../server/entitlements.server.ts";
import { getOwnedResume, renderStoredResume } from "../../server/resumes.server.ts";
import { photoDataUrlFor } from "../../server/objects.server.ts";
import { pageOrigin } from "../../server/seo.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";
import { attachment, CV_DOCUMENT_CSP, downloadRefused } from "../../server/http/documents.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await getOwnedResume(visitorId, params.id);
  if (!resume) return jsonError(404, RESUME_NOT_FOUND.error);
  const download = await authorizeDownload(visitorId, resume);
  if (!download.ok) return downloadRefused(request, resume.id, download.details);
  // the photo is embedded as a data URL so the downloaded file is self-contained
  const photoSrc = await photoDataUrlFor(visitorId, resume.personal_info.profileImage);
  // the file is opened from disk: its fonts load from the site's public address
  return new Response(renderStoredResume(resume, photoSrc, { fontBaseUrl: `${pageOrigin(request)}/fonts/` }), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Disposition": attachment("resume.html"),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": CV_DOCUMENT_CSP,
    },
  });
}

/** A read-only endpoint: every other method is a JSON 405 (not React Router's missing-action error). */
export async function action() {
  return methodNotAllowed(["GET"]);
}
