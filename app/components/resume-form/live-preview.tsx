/**
 * The builder's live preview: the CV as the download renders it, fed the form's current values as
 * the author types, scaled to fit its column. The server renders it (POST /preview/live, with the
 * form as it stands a moment after typing pauses), so the page carries no CV code and the preview
 * is the download's own rendering. It says how many pages the CV prints on and marks where each page
 * ends. Only with JavaScript: without scripts the Preview button posts the form to /preview instead.
 */
import { useEffect, useRef, useState } from "react";
import { FIT_MAX_OVERFLOW, PAGE_MARGINS_MM, paperForLanguage, printableAreaPx, PX_PER_MM, SHEET_PX, type PaperSize } from "../cv/page.ts";
import type { Customization, TemplateId } from "../../lib/templates.ts";
import { PREVIEW_DELAY_MS, useFormValue, type FormValueStore } from "./form-value-store.ts";

/**
 * The inner size of an element (or of the first element in it matching `selector`, looked up again
 * when `content` changes; a scroll bar not counted), following it as it changes.
 */
function useBoxSize<T extends HTMLElement>(selector?: string, content?: string) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = selector ? ref.current?.querySelector<HTMLElement>(selector) : ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [selector, content]);
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

/** What the preview says when the server could not render the form as it stands. */
const PREVIEW_FAILED = "The preview could not be updated. Your form is unchanged.";

/**
 * The server's rendering of the form `formId` holds, asked again each time `value` (the form's
 * settled values) or the look changes; an answer overtaken by a later change is dropped.
 */
function useRenderedCv(formId: string, value: unknown, look: { template: TemplateId; customization: Customization; watermark: boolean }) {
  const [rendered, setRendered] = useState<{ html: string | null; failed: string | null }>({ html: null, failed: null });
  const lookKey = JSON.stringify(look);
  useEffect(() => {
    const form = document.getElementById(formId);
    if (value === undefined || !(form instanceof HTMLFormElement)) return;
    const body = new FormData(form);
    // the form's file pickers (upload, photo) are not part of the CV
    for (const [name, entry] of [...body.entries()]) if (typeof entry !== "string") body.delete(name);
    const { template, customization, watermark } = JSON.parse(lookKey) as typeof look;
    body.set("template", template);
    body.set("customization", JSON.stringify(customization));
    if (watermark) body.set("watermark", "1");
    const request = new AbortController();
    fetch("/preview/live", { method: "POST", body, signal: request.signal })
      .then(async (response) => {
        const answer = (await response.json()) as { html?: string; error?: string };
        if (!response.ok || typeof answer.html !== "string") throw new Error(answer.error || PREVIEW_FAILED);
        setRendered({ html: answer.html, failed: null });
      })
      .catch((error: unknown) => {
        if (request.signal.aborted) return;
        setRendered((last) => ({ html: last.html, failed: error instanceof Error && error.message ? error.message : PREVIEW_FAILED }));
      });
    return () => request.abort();
  }, [formId, value, lookKey]);
  return rendered;
}

export function LivePreview({
  store,
  formId,
  template,
  customization,
  watermark,
}: {
  store: FormValueStore;
  /** The resume form whose fields are posted for rendering. */
  formId: string;
  template: TemplateId;
  customization: Customization;
  watermark: boolean;
}) {
  const value = useFormValue(store, PREVIEW_DELAY_MS);
  const { html, failed } = useRenderedCv(formId, value, { template, customization, watermark });
  // the PDF's paper follows the browser's language (the server reads it from Accept-Language)
  const [paper] = useState<PaperSize>(() => paperForLanguage(navigator.language));
  const [columnRef, column] = useBoxSize<HTMLDivElement>();
  const [sheetRef, sheet] = useBoxSize<HTMLDivElement>(undefined, html ?? "");
  const [contentRef, content] = useBoxSize<HTMLDivElement>(".cv-page", html ?? "");
  const scale = column.width > 0 ? Math.min(1, column.width / SHEET_PX.width) : 0;
  const pages = pageCount(content.height, paper);
  const pageHeight = printableAreaPx(paper).height;
  const breaks = Array.from({ length: pages - 1 }, (_, i) => PAGE_MARGINS_MM.top * PX_PER_MM + (i + 1) * pageHeight);

  return (
    <section aria-labelledby="live-preview-title" className="flex h-full min-h-0 flex-col" data-testid="live-preview">
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id="live-preview-title" className="text-sm font-semibold text-slate-800">
          Live preview
        </h2>
        <p className="text-sm text-slate-700" data-testid="live-preview-pages" aria-live="polite">
          {failed ?? (html !== null && sheet.height > 0 ? pagesText(content.height, paper, customization.fitToOnePage !== false) : "")}
        </p>
      </div>
      {/* the panel scrolls on its own: the form beside it never moves while the CV grows */}
      <div ref={columnRef} className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden rounded-md bg-slate-100 p-0">
        {html === null ? <p className="p-3 text-sm text-slate-600">{failed ? "" : "Loading the preview…"}</p> : null}
        {/* a picture of the document whose text the form beside it holds: out of the tab order and the
            accessibility tree (inert alone leaves it there, with a second h1 on the page) */}
        <div
          inert
          aria-hidden="true"
          className="relative mx-auto"
          style={{ width: SHEET_PX.width * scale, height: sheet.height * scale, visibility: scale ? "visible" : "hidden" }}
        >
          <div
            ref={sheetRef}
            className="absolute left-0 top-0 bg-white"
            style={{ width: SHEET_PX.width, transform: `scale(${scale})`, transformOrigin: "top left" }}
          >
            <div ref={contentRef} dangerouslySetInnerHTML={{ __html: html ?? "" }} />
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
