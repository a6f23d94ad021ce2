/**
 * The builder's live preview: the CV the form holds right now (nothing is stored), rendered by the
 * download's own renderer. The form is read as the page's checks read it: a field the server would
 * refuse (a half-typed email, a field past its limit) is left out rather than blanking the preview.
 */
import { parse } from "@conform-to/react";
import { hasWatermark } from "../lib/plans.ts";
import type { ResumeFormData } from "../lib/resume.ts";
import { readFormResume } from "../lib/resume-checks.ts";
import { peekEntitlement } from "./entitlements.server.ts";
import { renderResumeFragment } from "./render/render.server.ts";
import { postedCustomization } from "./resume-editor.server.ts";
import { cvRenderInput } from "./resumes.server.ts";

/**
 * The CV fragment (style and markup) for the form as posted. The watermark is the plan's; the page
 * may ask for it where the plan would not print it (a CV saved with one), never leave it out.
 */
export async function livePreviewHtml(formData: FormData, visitorId: string): Promise<string> {
  const { payload } = parse(formData, { resolve: (value) => ({ value }) });
  const resume = readFormResume(payload) as ResumeFormData;
  const { tier } = await peekEntitlement(visitorId);
  const photo = resume.personalInfo.profileImage;
  return renderResumeFragment(
    cvRenderInput({
      form: resume,
      template: formData.get("template"),
      customization: postedCustomization(formData),
      watermark: hasWatermark(tier) || formData.get("watermark") === "1",
      // the visitor's own photo by its address, as the page shows it
      photoSrc: typeof photo === "string" ? photo : undefined,
    }),
  );
}
