/**
 * The cover letter as a PDF: the HTML letter printed by the PDF browser on the sender's paper
 * (Letter in the United States and Canada, A4 elsewhere), its paragraphs spaced as on screen.
 */
import { normalizeResume } from "../../lib/normalize-resume.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { cvFontAssets } from "../render/cv-fonts.server.ts";
import { getPdfBrowser, PdfRendererBusyError, PdfRenderTimeoutError } from "../render/pdf-browser.server.ts";
import { PDF_RETRY_AFTER_SECONDS } from "../render/resume-pdf.server.ts";
import { fail, ok, type Result } from "../result.server.ts";
import { coverLetterHtml, letterPaper } from "./cover-letter.server.ts";

export async function coverLetterPdf(input: {
  form: ResumeFormData;
  template: unknown;
  customization: unknown;
  text: string;
}): Promise<Result<Uint8Array, { retryAfter: number }>> {
  // the fonts come from the files shipped with the app, through the print tab's private origin
  const html = coverLetterHtml({ ...input, fontBaseUrl: cvFontAssets.printBaseUrl });
  const paper = letterPaper(normalizeResume(input.form).personalInfo);
  try {
    const pdf = await getPdfBrowser().print({
      html,
      pdf: { format: paper, printBackground: true, tagged: true, outline: false, displayHeaderFooter: false },
      resolveAsset: cvFontAssets.resolve,
    });
    return ok(pdf);
  } catch (error) {
    if (error instanceof PdfRendererBusyError || error instanceof PdfRenderTimeoutError) {
      return fail(503, "Too many PDFs are being made right now. Please try again in a few seconds.", { retryAfter: PDF_RETRY_AFTER_SECONDS });
    }
    throw error;
  }
}
