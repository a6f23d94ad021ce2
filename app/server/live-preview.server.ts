/**
 * The builder's previews of the CV a posted form holds (nothing is stored), both by the download's
 * own renderer: the live one beside the form, and the Preview button's (/preview, which reads the
 * form itself). The live one reads the form as the page's checks do: a field the server would
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
 * What the renderer needs for a CV that a posted form holds (the builder's previews): its template
 * and customization as posted, and the watermark the plan prints. The page may ask for the
 * watermark where the plan would not print it (a CV saved with one), never leave it out.
 */
export async function postedCvInput(formData: FormData, visitorId: string, cv: { resume: ResumeFormData; photoSrc: string | undefined }) {
  const { tier } = await peekEntitlement(visitorId);
  return cvRenderInput({
    form: cv.resume,
    template: formData.get("template"),
    customization: postedCustomization(formData),
    watermark: hasWatermark(tier) || formData.get("watermark") === "1",
    photoSrc: cv.photoSrc,
  });
}

/** The CV fragment (style and markup) for the form as posted. */
export async function livePreviewHtml(formData: FormData, visitorId: string): Promise<string> {
  const { payload } = parse(formData, { resolve: (value) => ({ value }) });
  const resume = readFormResume(payload) as ResumeFormData;
  const photo = resume.personalInfo.profileImage;
  // the visitor's own photo by its address, as the page shows it
  return renderResumeFragment(await postedCvInput(formData, visitorId, { resume, photoSrc: typeof photo === "string" ? photo : undefined }));
}
