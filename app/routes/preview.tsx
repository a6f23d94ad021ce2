/**
 * POST /preview: the CV rendered from the form as it is now (not stored), by the same renderer as
 * the download. The builder's preview modal shows it in a frame; without JavaScript the form posts
 * here in a new tab. Incomplete forms still preview: only the shape is validated. The modal also
 * asks how many pages the PDF will have (`countPages`): the CV is then printed once to count them.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/preview";
import { partialResumeSchema, type ResumeFormData } from "../lib/resume.ts";
import { jsonError, methodNotAllowed } from "../server/http/api.server.ts";
import { CV_DOCUMENT_CSP } from "../server/http/documents.server.ts";
import { tryReadFormPost } from "../server/http/form-body.server.ts";
import { paperFor } from "../server/cv-download.server.ts";
import { postedCvInput } from "../server/live-preview.server.ts";
import { renderResumeHtml } from "../server/render/render.server.ts";
import { renderResumePdf } from "../server/render/resume-pdf.server.ts";
import { photoDataUrlFor } from "../server/objects.server.ts";
import { getVisitorSession } from "../server/session.server.ts";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { visitorId } = getVisitorSession(context);
  // a resource route: a form it cannot read is a JSON answer, not the pages' error screen
  const read = await tryReadFormPost(request);
  if (!read.ok) return jsonError(400, "Please send the resume form.");
  const formData = read.value;
  const submission = parseWithZod(formData, { schema: partialResumeSchema });
  if (submission.status !== "success") {
    return jsonError(400, "Some fields are invalid.", { fieldErrors: submission.error });
  }
  const input = await postedCvInput(formData, visitorId, {
    resume: submission.value as ResumeFormData,
    photoSrc: await photoDataUrlFor(visitorId, submission.value.personalInfo?.profileImage),
  });
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": CV_DOCUMENT_CSP });
  if (formData.get("countPages") === "1") {
    const paper = paperFor(request);
    const printed = await renderResumePdf(input, { paper });
    // a busy PDF renderer costs the page count, never the preview
    if (printed.ok) headers.set("X-Pdf-Pages", `${printed.value.pages};paper=${paper};fitted=${printed.value.fitted ? 1 : 0}`);
  }
  return new Response(renderResumeHtml(input), { headers });
}
