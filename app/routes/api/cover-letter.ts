/**
 * GET /api/cover-letter/{id}?format=html|pdf|docx — the saved cover letter as a one-page HTML
 * document in the resume's template styling, that document as a PDF, or as a Word file. Pro only (402 otherwise); 404 when the
 * resume is not this visitor's or has no letter yet.
 */
import type { Route } from "./+types/cover-letter";
import { RESUME_NOT_FOUND } from "../../lib/resume-not-found.ts";
import { coverLetterHtml } from "../../server/exports/cover-letter.server.ts";
import { pageOrigin } from "../../server/seo.server.ts";
import { checkFeature, cvContentOf, lockedResponse, proContentOf } from "../../server/ats/paid.server.ts";
import { coverLetterDocx } from "../../server/exports/docx.server.ts";
import { coverLetterPdf } from "../../server/exports/cover-letter-pdf.server.ts";
import { jsonError, methodNotAllowed } from "../../server/http/api.server.ts";
import { getOwnedResume } from "../../server/resumes.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";
import { attachment, CV_DOCUMENT_CSP } from "../../server/http/documents.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const format = new URL(request.url).searchParams.get("format") ?? "html";
  if (format !== "html" && format !== "pdf" && format !== "docx") return jsonError(400, "Please choose format=html, pdf or docx.");
  const resume = await getOwnedResume(visitorId, params.id);
  if (!resume) return jsonError(404, RESUME_NOT_FOUND.error);
  const gate = await checkFeature(visitorId, "coverLetter");
  if (!gate.ok) return lockedResponse(gate.details);
  const letter = (await proContentOf(resume)).coverLetter;
  if (!letter?.text.trim()) return jsonError(404, "There is no cover letter for this resume yet.");
  const headers = { "Cache-Control": "private, no-store" };
  const form = cvContentOf(resume);
  if (format === "html") {
    return new Response(
      coverLetterHtml({
        form,
        template: resume.template,
        customization: resume.customization,
        text: letter.text,
        fontBaseUrl: `${pageOrigin(request)}/fonts/`,
      }),
      {
        headers: {
          ...headers,
          "Content-Type": "text/html; charset=utf-8",
          "Content-Disposition": attachment("cover-letter.html"),
          "Content-Security-Policy": CV_DOCUMENT_CSP,
        },
      },
    );
  }
  if (format === "pdf") {
    const printed = await coverLetterPdf({ form, template: resume.template, customization: resume.customization, text: letter.text });
    if (!printed.ok)
      return Response.json({ error: printed.error }, { status: printed.status, headers: { ...headers, "Retry-After": String(printed.details.retryAfter) } });
    return new Response(printed.value as Uint8Array<ArrayBuffer>, {
      headers: {
        ...headers,
        "Content-Type": "application/pdf",
        "Content-Disposition": attachment("cover-letter.pdf"),
        "Content-Length": String(printed.value.byteLength),
      },
    });
  }
  const bytes = await coverLetterDocx({ form, customization: resume.customization, text: letter.text });
  return new Response(bytes, {
    headers: {
      ...headers,
      "Content-Type": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "Content-Disposition": attachment("cover-letter.docx"),
    },
  });
}

/** A read-only endpoint: every other method is a JSON 405 (not React Router's missing-action error). */
export async function action() {
  return methodNotAllowed(["GET"]);
}
