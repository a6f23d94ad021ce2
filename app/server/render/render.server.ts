/**
 * The CV as one HTML document: inline CSS only, no scripts, no external stylesheets, print CSS for
 * A4 and Letter (the page size comes from the printer/PDF options; entries are never split across
 * pages, headings stay with the next entry). The only outside resources are the shipped fonts,
 * @font-face rules pointing at `fontBaseUrl` (fonts.server.ts). Used for the PDF (Chromium prints
 * it), the preview and the HTML download.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Cv, resolveCustomization, resolveTemplate, type CvProps } from "../../components/cv/cv.ts";
import { pageCss } from "../../components/cv/page.ts";
import { cvCss } from "../../components/cv/styles.ts";
import { normalizeResume } from "../../lib/normalize-resume.ts";
import { fontFaceCss } from "./fonts.server.ts";

export type RenderResumeInput = CvProps;

export interface RenderResumeOptions {
  /**
   * Where the @font-face rules load the fonts from. Default "/fonts/" (pages served by the app);
   * a downloaded file, opened from disk, needs the public origin's "https://…/fonts/".
   */
  fontBaseUrl?: string;
}

export const DEFAULT_FONT_BASE_URL = "/fonts/";

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

/**
 * The CV's markup (no <style>) and its CSS, for callers that build their own page (previews). The
 * CSS starts with the @font-face rules of the faces whose unicode-range the CV's text (and the CSS's
 * own generated content) uses.
 */
export function renderResumeBody(input: RenderResumeInput, options: RenderResumeOptions = {}): { html: string; css: string } {
  const template = resolveTemplate(input.template);
  const customization = resolveCustomization(input.customization);
  const html = renderToStaticMarkup(createElement(Cv, { ...input, template, customization, withStyle: false }));
  const css = cvCss({ template, customization });
  return { html, css: fontFaceCss(options.fontBaseUrl ?? DEFAULT_FONT_BASE_URL, customization.font, html + css) + css };
}

/**
 * The CV as a fragment for a page that shows it (the builder's live preview, the result view):
 * its <style> (fonts included) then its markup, on the A4 sheet. Rendered here rather than in the
 * browser so the page carries no CV code and the preview is the download's own rendering.
 */
export function renderResumeFragment(input: RenderResumeInput): string {
  const { html, css } = renderResumeBody(input);
  return `<style>${css}</style>${html}`;
}

/** A CV as a page's loader hands it to `RenderedCv`: the fragment, and the look its caption names. */
export function renderedCvOf(input: RenderResumeInput) {
  return { html: renderResumeFragment(input), customization: resolveCustomization(input.customization) };
}

/** "{First} {Last} — CV" */
export function resumeTitle(input: Pick<RenderResumeInput, "resume">): string {
  const p = normalizeResume(input.resume).personalInfo;
  const name = [p.firstName, p.lastName].filter((s) => s && s.trim() !== "").join(" ");
  return name ? `${name} — CV` : "CV";
}

/** A complete HTML document for one CV (self-contained but for the fonts under `fontBaseUrl`). */
export function renderResumeHtml(input: RenderResumeInput, options: RenderResumeOptions = {}): string {
  const { html, css } = renderResumeBody(input, options);
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
