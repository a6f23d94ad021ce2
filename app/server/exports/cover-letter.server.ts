/**
 * The cover letter as a self-contained HTML document in the resume's template styling: the same
 * CV stylesheet (fonts, colours, heading style of the template) around a one-page letter.
 */
import { fontFaceCss } from "../render/fonts.server.ts";
import { DEFAULT_FONT_BASE_URL, escapeHtml } from "../render/render.server.ts";
import { cvCss } from "../../components/cv/styles.ts";
import { normalizeResume } from "../../lib/normalize-resume.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { resolveCustomization, resolveTemplate } from "../../lib/templates.ts";
import type { PaperSize } from "../../components/cv/page.ts";
import { REGION_CODES } from "../ats/gazetteer.server.ts";
import { paperForCountry } from "../../lib/text/countries.ts";

/** After the CV stylesheet, which zeroes every paragraph's margin: a letter needs the space between paragraphs. */
function letterCss(paper: PaperSize): string {
  return [
    `@page{size:${paper === "Letter" ? "letter" : "A4"};margin:18mm 18mm}`,
    "body{margin:0}",
    "@media screen{html{background:#e5e7eb}body{padding:24px 12px}}",
    "@media print{html,body{background:#fff}}",
    ".cv .letter-date{margin:1.6em 0 1.2em;color:#374151}",
    // lines set closer (1.4) than the paragraphs (1em apart): text extractors keep a paragraph as one
    // block at 11 pt too, where 1.5 had them read every line as a block of its own
    ".cv .letter-body p{margin:0 0 1em;white-space:pre-line;line-height:1.4}",
  ].join("");
}

/** US Letter for a sender in the United States, Canada and the other Letter countries, A4 everywhere else. */
export function letterPaper(personalInfo: { country?: string; state?: string }): PaperSize {
  if (personalInfo.country?.trim()) return paperForCountry(personalInfo.country);
  // no country: a US state or Canadian province code says where the sender is
  return REGION_CODES.has((personalInfo.state ?? "").trim().toUpperCase()) ? "Letter" : "A4";
}

export function coverLetterHtml(input: {
  form: ResumeFormData;
  template: unknown;
  customization: unknown;
  text: string;
  date?: Date;
  /** Where the shipped fonts load from (see renderResumeHtml); the download names the public origin. */
  fontBaseUrl?: string;
}): string {
  const template = resolveTemplate(input.template);
  const customization = resolveCustomization({ ...(input.customization as object | null), layoutStyle: "modern" });
  const p = normalizeResume(input.form).personalInfo;
  const paper = letterPaper(p);
  const name = [p.firstName, p.lastName].filter((s) => s?.trim()).join(" ");
  const place = [p.city, p.state, p.country].filter((s) => s?.trim()).join(", ");
  const contact = [p.email, p.phone, place, p.linkedIn]
    .filter((s): s is string => Boolean(s?.trim()))
    .map((s) => `<li><span dir="auto">${escapeHtml(s)}</span></li>`)
    .join("");
  const date = (input.date ?? new Date()).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
  const paragraphs = input.text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p dir="auto">${escapeHtml(block)}</p>`)
    .join("");
  const body =
    `<div class="cv t-${template} l-modern single cv-sheet"><div class="cv-page">` +
    `<div class="cv-head"><div class="cv-id"><h1 class="cv-name" dir="auto">${escapeHtml(name)}</h1>${contact ? `<ul class="cv-contact">${contact}</ul>` : ""}</div></div>` +
    `<div class="cv-body"><p class="letter-date">${escapeHtml(date)}</p><div class="letter-body">${paragraphs}</div></div>` +
    "</div></div>";
  const css = cvCss({ template, customization });
  const fonts = fontFaceCss(input.fontBaseUrl ?? DEFAULT_FONT_BASE_URL, customization.font, body + css);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(name ? `${name} — Cover letter` : "Cover letter")}</title>` +
    `<style>${fonts}${css}${letterCss(paper)}</style></head><body>${body}</body></html>`
  );
}
