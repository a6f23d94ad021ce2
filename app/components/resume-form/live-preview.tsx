/**
 * The builder's live preview: the CV component the download renders (app/components/cv), fed the
 * form's current values as the author types, scaled to fit its column. It says how many pages the
 * CV prints on and marks where each page ends. Only with JavaScript: the page renders it once
 * hydrated (without scripts the Preview button posts the form to /preview instead), and loads it
 * after the page so the CV's code does not delay the form.
 */
import { createElement, useEffect, useMemo, useRef, useState } from "react";
import { Cv } from "../cv/cv.ts";
import { FIT_MAX_OVERFLOW, PAGE_MARGINS_MM, paperForLanguage, printableAreaPx, type PaperSize } from "../cv/page.ts";
import { CV_PREVIEW_FONTS_CSS } from "../../lib/cv-fonts.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { readFormResume } from "../../lib/resume-checks.ts";
import type { Customization, TemplateId } from "../../lib/templates.ts";
import { PREVIEW_DELAY_MS, useFormValue, type FormValueStore } from "./form-value-store.ts";

/** The on-screen sheet is A4 wide (210 mm at 96 dpi), as the CV's own sheet style draws it. */
const SHEET_WIDTH = 794;
const PX_PER_MM = 96 / 25.4;

/** The inner size of an element (or of the first element in it matching `selector`; a scroll bar not counted), following it as it changes. */
function useBoxSize<T extends HTMLElement>(selector?: string) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = selector ? ref.current?.querySelector<HTMLElement>(selector) : ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [selector]);
  return [ref, size] as const;
}

/** How many printed pages a CV this tall (its text, without the sheet's margins) takes. */
export function pageCount(contentHeight: number, paper: PaperSize): number {
  // a pixel of rounding is not a page
  return Math.max(1, Math.ceil((contentHeight - 1) / printableAreaPx(paper).height));
}

/** What the preview says of the pages: the count, and when the download will try to fit it on one. */
export function pagesText(contentHeight: number, paper: PaperSize, fitToOnePage: boolean): string {
  const pages = pageCount(contentHeight, paper);
  if (pages === 1) return `1 page (${paper})`;
  // the PDF renderer tightens a CV this little over one page (see resume-pdf.server.ts)
  if (fitToOnePage && contentHeight <= printableAreaPx(paper).height * (1 + FIT_MAX_OVERFLOW)) {
    return `just over 1 page (${paper}): the PDF will try to fit it on one`;
  }
  return `about ${pages} pages (${paper})`;
}

export function LivePreview({
  store,
  template,
  customization,
  watermark,
}: {
  store: FormValueStore;
  template: TemplateId;
  customization: Customization;
  watermark: boolean;
}) {
  const value = useFormValue(store, PREVIEW_DELAY_MS);
  // the CV shows a contact field the form leaves empty as nothing
  const resume = useMemo(() => readFormResume(value) as ResumeFormData, [value]);
  const photo = typeof resume.personalInfo.profileImage === "string" ? resume.personalInfo.profileImage : undefined;
  // the PDF's paper follows the browser's language (the server reads it from Accept-Language)
  const [paper] = useState<PaperSize>(() => paperForLanguage(navigator.language));
  const [columnRef, column] = useBoxSize<HTMLDivElement>();
  const [sheetRef, sheet] = useBoxSize<HTMLDivElement>();
  const [contentRef, content] = useBoxSize<HTMLDivElement>(".cv-page");
  const scale = column.width > 0 ? Math.min(1, column.width / SHEET_WIDTH) : 0;
  const pages = pageCount(content.height, paper);
  const pageHeight = printableAreaPx(paper).height;
  const breaks = Array.from({ length: pages - 1 }, (_, i) => PAGE_MARGINS_MM.top * PX_PER_MM + (i + 1) * pageHeight);

  return (
    <section aria-labelledby="live-preview-title" className="flex h-full min-h-0 flex-col" data-testid="live-preview">
      <link rel="stylesheet" href={CV_PREVIEW_FONTS_CSS} precedence="default" />
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id="live-preview-title" className="text-sm font-semibold text-slate-800">
          Live preview
        </h2>
        <p className="text-sm text-slate-700" data-testid="live-preview-pages" aria-live="polite">
          {sheet.height > 0 ? pagesText(content.height, paper, customization.fitToOnePage !== false) : ""}
        </p>
      </div>
      {/* the panel scrolls on its own: the form beside it never moves while the CV grows */}
      <div ref={columnRef} className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden rounded-md bg-slate-100 p-0">
        {/* a picture of the document whose text the form beside it holds: out of the tab order and the
            accessibility tree (inert alone leaves it there, with a second h1 on the page) */}
        <div
          inert
          aria-hidden="true"
          className="relative mx-auto"
          style={{ width: SHEET_WIDTH * scale, height: sheet.height * scale, visibility: scale ? "visible" : "hidden" }}
        >
          <div
            ref={sheetRef}
            className="absolute left-0 top-0 bg-white"
            style={{ width: SHEET_WIDTH, transform: `scale(${scale})`, transformOrigin: "top left" }}
          >
            <div ref={contentRef}>{createElement(Cv, { resume, template, customization, watermark, photoSrc: photo, sheet: true })}</div>
            {breaks.map((top, i) => (
              <div
                key={top}
                aria-hidden="true"
                data-testid="page-break"
                className="pointer-events-none absolute inset-x-0 border-t-2 border-dashed border-brand-600/70"
                style={{ top }}
              >
                <span className="absolute right-2 top-1 rounded bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{`Page ${i + 2}`}</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
