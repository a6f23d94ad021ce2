/**
 * The CV as one self-contained HTML document: inline CSS only, no scripts, no external
 * fonts or stylesheets, print CSS for A4 and Letter (the page size comes from the printer/PDF
 * options; entries are never split across pages, headings stay with the next entry).
 * Used for the PDF (Chromium prints it) and the HTML download.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Cv, resolveCustomization, resolveTemplate, type CvProps } from "../../components/cv/cv.ts";
import { pageCss } from "../../components/cv/page.ts";
import { cvCss } from "../../components/cv/styles.ts";
import { normalizeResume } from "../../lib/normalize-resume.ts";

export type RenderResumeInput = CvProps;

const DOCUMENT_CSS = [
  "html{-webkit-text-size-adjust:100%;text-size-adjust:100%}",
  "body{margin:0}",
  "@media screen{html{background:#e5e7eb}body{padding:24px 12px}}",
  "@media print{html,body{background:#fff}}",
].join("");

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The CV's markup (no <style>) and its CSS, for callers that build their own page (previews). */
export function renderResumeBody(input: RenderResumeInput): { html: string; css: string } {
  const template = resolveTemplate(input.template);
  const customization = resolveCustomization(input.customization);
  const html = renderToStaticMarkup(createElement(Cv, { ...input, template, customization, withStyle: false }));
  return { html, css: cvCss({ template, customization }) };
}

/** "{First} {Last} — CV" */
export function resumeTitle(input: Pick<RenderResumeInput, "resume">): string {
  const p = normalizeResume(input.resume).personalInfo;
  const name = [p.firstName, p.lastName].filter((s) => s && s.trim() !== "").join(" ");
  return name ? `${name} — CV` : "CV";
}

/** A complete, self-contained HTML document for one CV. */
export function renderResumeHtml(input: RenderResumeInput, options: { fontBaseUrl?: string } = {}): string {
  void options.fontBaseUrl;
  const { html, css } = renderResumeBody(input);
  const page = pageCss(resolveTemplate(input.template), resolveCustomization(input.customization));
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="color-scheme" content="light">' +
    `<title>${escapeHtml(resumeTitle(input))}</title>` +
    `<style>${page}${DOCUMENT_CSS}${css}</style>` +
    `</head><body>${html}</body></html>`
  );
}
