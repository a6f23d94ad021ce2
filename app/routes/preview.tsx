/**
 * POST /preview: the CV rendered from the form as it is now (not stored), by the same renderer as
 * the download. The builder's preview modal shows it in a frame; without JavaScript the form posts
 * here in a new tab. Incomplete forms still preview: only the shape is validated.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { Route } from "./+types/preview";
import { partialResumeSchema, type ResumeFormData } from "../lib/resume.ts";
import { hasWatermark } from "../lib/plans.ts";
import { peekEntitlement } from "../server/entitlements.server.ts";
import { jsonError, methodNotAllowed } from "../server/http/api.server.ts";
import { CV_DOCUMENT_CSP } from "../server/http/documents.server.ts";
import { tryReadFormPost } from "../server/http/form-body.server.ts";
import { postedCustomization } from "../server/resume-editor.server.ts";
import { renderCv } from "../server/resumes.server.ts";
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
  const { tier } = await peekEntitlement(visitorId);
  const html = renderCv({
    form: submission.value as ResumeFormData,
    template: formData.get("template"),
    customization: postedCustomization(formData),
    watermark: hasWatermark(tier),
    photoSrc: await photoDataUrlFor(visitorId, submission.value.personalInfo?.profileImage),
  });
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": CV_DOCUMENT_CSP,
    },
  });
}
