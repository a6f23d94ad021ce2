/**
 * GET /api/export-resume/{id}?format=json|docx|pdf|html — the resume as a JSON Resume document (every
 * plan), a Word file (Pro; 402 otherwise), or the PDF or HTML CV (as /api/download-resume, under the same download limit).
 */
import type { Route } from "./+types/export-resume";
import { RESUME_NOT_FOUND } from "../../lib/resume-not-found.ts";
import { formToJsonResume } from "../../lib/json-resume.ts";
import { checkFeature, cvContentOf, lockedResponse } from "../../server/ats/paid.server.ts";
import { resumeDocx } from "../../server/exports/docx.server.ts";
import { jsonError, methodNotAllowed } from "../../server/http/api.server.ts";
import { attachment } from "../../server/http/documents.server.ts";
import { downloadStoredCv } from "../../server/cv-download.server.ts";
import { getOwnedResume } from "../../server/resumes.server.ts";
import { pageOrigin } from "../../server/seo.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";

const EXPORT_FORMATS = ["json", "docx", "pdf", "html"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const format = new URL(request.url).searchParams.get("format") ?? "json";
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) return jsonError(400, "Please choose format=json, docx, pdf or html.");
  const resume = await getOwnedResume(visitorId, params.id);
  if (!resume) return jsonError(404, RESUME_NOT_FOUND.error);
  const headers = { "Cache-Control": "private, no-store" };
  if (format === "json") {
    // the same accepted text as the Word file and the CV
    return new Response(JSON.stringify(formToJsonResume(cvContentOf(resume), new Date(), pageOrigin(request)), null, 2), {
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8", "Content-Disposition": attachment("resume.json") },
    });
  }
  if (format === "pdf" || format === "html") return await downloadStoredCv(request, visitorId, resume.id, format);
  const gate = await checkFeature(visitorId, "docxExport");
  if (!gate.ok) return lockedResponse(gate.details);
  const bytes = await resumeDocx({ form: cvContentOf(resume), customization: resume.customization });
  return new Response(bytes, {
    headers: {
      ...headers,
      "Content-Type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "Content-Disposition": attachment("resume.docx"),
    },
  });
}

/** A read-only endpoint: every other method is a JSON 405 (not React Router's missing-action error). */
export async function action() {
  return methodNotAllowed(["GET"]);
}
