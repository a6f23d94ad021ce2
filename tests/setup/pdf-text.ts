/**
 * PDF tests' tools: the CV printed by the production path (renderResumePdf, the PDF browser and the
 * CV fonts), and read back with poppler's pdftotext the way an ATS reads it. The tests need the
 * system Chromium and pdftotext: without them they fail (never skip), since the PDF browser would
 * otherwise quietly fall back to another Chromium.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderResumePdf, type PaperSize, type ResumePdf } from "../../app/server/render/resume-pdf.server.ts";
import type { RenderResumeInput } from "../../app/server/render/render.server.ts";

export const CHROMIUM = "/usr/bin/chromium";
export const PDFTOTEXT = "/usr/bin/pdftotext";

/** Throws when the tools are missing; returns a scratch directory for the PDF files. */
export function requirePdfTools(): string {
  if (!existsSync(CHROMIUM)) throw new Error(`The CV PDF tests need Chromium at ${CHROMIUM} (apt-get install chromium); it is missing.`);
  if (!existsSync(PDFTOTEXT)) throw new Error(`The CV PDF tests need pdftotext at ${PDFTOTEXT} (apt-get install poppler-utils); it is missing.`);
  return mkdtempSync(path.join(tmpdir(), "vitae-cv-pdf-"));
}

export function removeDir(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** The CV as a PDF, as the download route makes it (an unexpected 503 fails the test). */
export async function printCv(input: RenderResumeInput, paper: PaperSize = "A4"): Promise<ResumePdf> {
  const result = await renderResumePdf(input, { paper });
  if (!result.ok) throw new Error(`renderResumePdf failed: ${result.status} ${result.error}`);
  return result.value;
}

let files = 0;

/** pdftotext's reading of a PDF: default mode, -raw (content stream order) or -layout (visual rows). */
export function pdfText(dir: string, pdf: Uint8Array, mode: "default" | "raw" | "layout" = "default"): string {
  const file = path.join(dir, `cv-${++files}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(PDFTOTEXT, [...(mode === "default" ? [] : [`-${mode}`]), "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

/** The text of each page (pdftotext ends every page with a form feed). */
export function pagesOf(text: string): string[] {
  const pages = text.split("\f");
  if (pages.at(-1)?.trim() === "") pages.pop();
  return pages;
}
