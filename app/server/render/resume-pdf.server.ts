/**
 * A CV as a PDF: the same HTML document as the preview and the HTML download, printed by the PDF
 * browser, with the author and title written into the file. Before printing, a CV that runs only a
 * little onto a second page is tightened to fit one (when its "Fit to one page" option is on).
 */
import { createHash } from "node:crypto";
import type { PDFDocument } from "pdf-lib";
import type { Page } from "puppeteer-core";
import { normalizeResume } from "../../lib/normalize-resume.ts";
import { fail, ok, type Result } from "../result.server.ts";
import { cvFontAssets } from "./cv-fonts.server.ts";
import { getPdfBrowser, PdfRendererBusyError, PdfRenderTimeoutError } from "./pdf-browser.server.ts";
import { FIT_MAX_OVERFLOW, FIT_MIN_FONT_PT, printableAreaPx, type PaperSize } from "../../components/cv/page.ts";
import { renderResumeHtml, resumeTitle, type RenderResumeInput } from "./render.server.ts";
import { withoutMarks } from "../../lib/text/letters.ts";

export type { PaperSize };

export interface ResumePdf {
  pdf: Uint8Array;
  pages: number;
  /** The font size the CV was printed at (smaller than chosen when it was fitted to one page). */
  fontPt: number;
  /** True when "Fit to one page" tightened the CV to keep it on one page. */
  fitted: boolean;
}

export interface RenderPdfOptions {
  paper?: PaperSize;
}

/** Seconds a client is asked to wait when every PDF tab is taken and the queue is full. */
export const PDF_RETRY_AFTER_SECONDS = 5;

type PdfResult = Result<ResumePdf, { retryAfter: number }>;

/**
 * The PDFs printed last, by the exact document and paper they were printed from: a CV downloaded
 * again unchanged (the usual case: a second click, another device, the preview's page count then
 * the download) costs a hash instead of a print. Identical requests arriving together share one print.
 */
const PDF_CACHE_BYTES = 24 * 1024 * 1024;
const printedPdfs = new Map<string, Promise<PdfResult>>();
const cachedBytes = new Map<string, number>();

function remembered(key: string, print: () => Promise<PdfResult>): Promise<PdfResult> {
  const hit = printedPdfs.get(key);
  if (hit) {
    // most recently used goes last
    printedPdfs.delete(key);
    printedPdfs.set(key, hit);
    return hit;
  }
  const pending = print().then((result) => {
    if (!result.ok)
      printedPdfs.delete(key); // a busy renderer is not an answer to keep
    else {
      cachedBytes.set(key, result.value.pdf.byteLength);
      let total = [...cachedBytes.values()].reduce((sum, bytes) => sum + bytes, 0);
      for (const oldest of printedPdfs.keys()) {
        if (total <= PDF_CACHE_BYTES) break;
        total -= cachedBytes.get(oldest) ?? 0;
        printedPdfs.delete(oldest);
        cachedBytes.delete(oldest);
      }
    }
    return result;
  });
  pending.catch(() => printedPdfs.delete(key));
  printedPdfs.set(key, pending);
  return pending;
}

export async function renderResumePdf(input: RenderResumeInput, options: RenderPdfOptions = {}): Promise<PdfResult> {
  const paper = options.paper ?? "A4";
  // the fonts come from the files shipped with the app, through the print tab's private origin
  const html = renderResumeHtml(input, { fontBaseUrl: cvFontAssets.printBaseUrl });
  const fitToOnePage = input.customization?.fitToOnePage !== false;
  const key = createHash("sha256").update(`${paper}|${fitToOnePage}|${html}`).digest("base64url");
  return await remembered(key, () => printResumePdf(input, html, paper, fitToOnePage));
}

async function printResumePdf(input: RenderResumeInput, html: string, paper: PaperSize, fitToOnePage: boolean): Promise<PdfResult> {
  let fit = { fontPt: 0, fitted: false };
  try {
    const printed = await getPdfBrowser().print({
      html,
      pdf: { format: paper, printBackground: true, tagged: true, outline: false, displayHeaderFooter: false },
      resolveAsset: cvFontAssets.resolve,
      beforePrint: async (page) => {
        fit = await fitToPages(page, paper, fitToOnePage);
      },
    });
    // parsed and written in one go (no yielding between objects, no object streams): about ten
    // times faster than pdf-lib's defaults for a CV, and the file stays as Chromium laid it out
    const { PDFDocument, ParseSpeeds } = await import("pdf-lib");
    const document = await PDFDocument.load(printed, { updateMetadata: false, parseSpeed: ParseSpeeds.Fastest });
    writeMetadata(document, input);
    const pdf = await document.save({ useObjectStreams: false, objectsPerTick: Infinity });
    return ok({ pdf, pages: document.getPageCount(), ...fit });
  } catch (error) {
    if (error instanceof PdfRendererBusyError || error instanceof PdfRenderTimeoutError) {
      return fail(503, "Too many PDFs are being made right now. Please try again in a few seconds.", { retryAfter: PDF_RETRY_AFTER_SECONDS });
    }
    throw error;
  }
}

function writeMetadata(document: PDFDocument, input: RenderResumeInput): void {
  const cv = normalizeResume(input.resume);
  const person = cv.personalInfo;
  const name = [person.firstName, person.lastName].filter((part) => part.trim() !== "").join(" ");
  const jobTitle = cv.experiences?.map((job) => job.jobTitle?.trim() ?? "").find((title) => title !== "");
  document.setTitle(resumeTitle(input), { showInWindowTitleBar: true });
  if (name) document.setAuthor(name);
  document.setSubject(jobTitle ? `Curriculum vitae — ${jobTitle}` : "Curriculum vitae");
  document.setCreator("Vitae");
  document.setProducer("Vitae (Chromium)");
  document.setLanguage("en");
}

/**
 * Lays the CV out at the printable width and, when it overflows one page by at most
 * FIT_MAX_OVERFLOW, tightens spacing and steps the font size down (never below FIT_MIN_FONT_PT)
 * until it fits; a CV that still does not fit is put back as it was. Returns the font size used.
 */
async function fitToPages(page: Page, paper: PaperSize, fitToOnePage: boolean): Promise<{ fontPt: number; fitted: boolean }> {
  const { width, height: pageHeight } = printableAreaPx(paper);
  await page.emulateMediaType("print");
  await page.setViewport({ width, height: Math.ceil(pageHeight) });
  return await page.evaluate(
    ({ pageHeight, minPt, maxOverflow, fit }) => {
      const cv = document.querySelector<HTMLElement>(".cv");
      if (!cv) return { fontPt: 0, fitted: false };
      // px → pt, to 1/100 pt: 11 pt is held as 14.6667 px, which would read back as 11.000025 pt
      const chosenPt = Math.round(parseFloat(getComputedStyle(cv).fontSize) * 75) / 100;
      const height = () => cv.getBoundingClientRect().height;
      const start = height();
      if (!fit || start <= pageHeight || start > pageHeight * (1 + maxOverflow)) return { fontPt: chosenPt, fitted: false };
      cv.classList.add("cv-fit");
      let pt = chosenPt;
      while (height() > pageHeight && pt - 0.25 >= minPt) {
        pt -= 0.25;
        cv.style.fontSize = `${pt}pt`;
      }
      if (height() <= pageHeight) return { fontPt: pt, fitted: true };
      cv.classList.remove("cv-fit");
      cv.style.fontSize = "";
      return { fontPt: chosenPt, fitted: false };
    },
    { pageHeight, minPt: FIT_MIN_FONT_PT, maxOverflow: FIT_MAX_OVERFLOW, fit: fitToOnePage },
  );
}

/** "Jane-Doe-CV.pdf": the name as typed for `filename*`, and a plain ASCII fallback for old clients. */
export function cvFileNames(input: Pick<RenderResumeInput, "resume">, extension: string): { utf8: string; ascii: string } {
  const person = normalizeResume(input.resume).personalInfo;
  const words = [person.firstName, person.lastName].join(" ").split(/[\s/\\:*?"<>|\p{Cc}]+/u);
  const typed = words.filter((word) => word !== "").join("-");
  const ascii = withoutMarks(typed)
    .replace(/[^A-Za-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
  const name = (base: string) => (base ? `${base}-CV.${extension}` : `CV.${extension}`);
  return { utf8: name(typed.slice(0, 120)), ascii: name(ascii.slice(0, 120)) };
}
