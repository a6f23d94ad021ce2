/**
 * GET /api/download-resume/{id}?format=pdf — the CV as a PDF (attachment "Firstname-Lastname-CV.pdf").
 * Without `format` (or with format=html) the self-contained HTML document, attachment resume.html.
 */
import type { Route } from "./+types/download-resume";
import { CV_DOWNLOAD_FORMATS, downloadStoredCv, type CvDownloadFormat } from "../../server/cv-download.server.ts";
import { jsonError, methodNotAllowed } from "../../server/http/api.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const format = new URL(request.url).searchParams.get("format") ?? "html";
  if (!(CV_DOWNLOAD_FORMATS as readonly string[]).includes(format)) return jsonError(400, "Please choose format=pdf or html.");
  return await downloadStoredCv(request, visitorId, params.id, format as CvDownloadFormat);
}

/** A read-only endpoint: every other method is a JSON 405 (not React Router's missing-action error). */
export async function action() {
  return methodNotAllowed(["GET"]);
}
