/**
 * The printed page around a CV: paper margins, page numbers from page 2 on ("Page 2 of 3" in the
 * template's colours, drawn by the browser's page margin boxes, so the browser's own print and the
 * PDF agree), and the tighter spacing used when a CV is fitted to one page.
 */
import { FONT_STACKS, type Customization, type TemplateId } from "../../lib/templates.ts";
import { LETTER_REGIONS } from "../../lib/text/countries.ts";

/** The printable area's margins in millimetres; the bottom one leaves room for the page number. */
export const PAGE_MARGINS_MM = { top: 14, right: 13, bottom: 16, left: 13 } as const;

export type PaperSize = "A4" | "Letter";

/** Paper sizes in millimetres. */
export const PAPER_MM: Record<PaperSize, { width: number; height: number }> = {
  A4: { width: 210, height: 297 },
  Letter: { width: 215.9, height: 279.4 },
};

/** CSS pixels per millimetre (96 dpi). */
export const PX_PER_MM = 96 / 25.4;

/** An A4 sheet on screen at 96 dpi, as the CV's own sheet style draws it. */
export const SHEET_PX = { width: 794, height: 1123 } as const;

/** The printable area of one page in CSS pixels (what the CV is laid out in when printed). */
export function printableAreaPx(paper: PaperSize): { width: number; height: number } {
  const { width, height } = PAPER_MM[paper];
  return {
    width: Math.floor((width - PAGE_MARGINS_MM.left - PAGE_MARGINS_MM.right) * PX_PER_MM),
    height: (height - PAGE_MARGINS_MM.top - PAGE_MARGINS_MM.bottom) * PX_PER_MM,
  };
}

/** US Letter for the regions whose printers hold it, A4 for everyone else ("en-US" → Letter). */
export function paperForLanguage(language: string | undefined): PaperSize {
  const region = language?.split(";")[0]?.trim().split("-")[1]?.toUpperCase();
  return region && LETTER_REGIONS.has(region) ? "Letter" : "A4";
}

/** "Fit to one page" acts on a CV that overflows one page by at most this share of a page. */
export const FIT_MAX_OVERFLOW = 0.15;
/** …and never prints it smaller than this. */
export const FIT_MIN_FONT_PT = 9.5;

const NUMBER_PLACEMENT: Record<TemplateId, { box: "bottom-right" | "bottom-center"; color: "primary" | "secondary" | "grey"; caps: boolean }> = {
  professional: { box: "bottom-right", color: "grey", caps: false },
  modern: { box: "bottom-right", color: "primary", caps: false },
  minimalist: { box: "bottom-center", color: "grey", caps: true },
  combination: { box: "bottom-right", color: "secondary", caps: false },
  executive: { box: "bottom-center", color: "primary", caps: true },
  creative: { box: "bottom-right", color: "primary", caps: false },
};

/** `@page` rules and the fitting class for one CV. Contains no "<" (it goes inside a <style>). */
export function pageCss(template: TemplateId, customization: Customization): string {
  const { top, right, bottom, left } = PAGE_MARGINS_MM;
  const placement = NUMBER_PLACEMENT[template];
  const color =
    placement.color === "grey" ? "#6b7280" : placement.color === "primary" ? customization.colorScheme.primary : customization.colorScheme.secondary;
  const letters = placement.caps ? "text-transform:uppercase;letter-spacing:.08em;" : "";
  const number = `content:"Page " counter(page) " of " counter(pages);font-family:${FONT_STACKS[customization.font]};font-size:8.5pt;color:${color};${letters}`;
  return (
    `@page{size:auto;margin:${top}mm ${right}mm ${bottom}mm ${left}mm;@${placement.box}{${number}}}` +
    `@page:first{@${placement.box}{content:none}}` +
    // fitted to one page: tighter rhythm between sections, entries and lines
    ".cv.cv-fit{line-height:1.3}.cv-fit .s{margin-top:.8em}.cv-fit .entry+.entry{margin-top:.55em}.cv-fit .cv-head{margin-bottom:.8em}" +
    // a bullet is never split across two pages
    ".cv .bullets li{break-inside:avoid}"
  ).replace(/</g, "");
}
