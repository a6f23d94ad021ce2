/**
 * A scaled-down CV sheet with its caption: a picture of the document, not part of the page (hidden
 * from assistive technology and not focusable), described in words for it by the caption. Holds
 * either the CV component (the customize dialog, which redraws it as colours change) or the CV the
 * server rendered (the builder's result view).
 */
import type { ReactNode } from "react";
import { SHEET_PX } from "../cv/page.ts";
import { LAYOUTS, type Customization } from "../../lib/templates.ts";

export function CvFigure({
  customization,
  scale,
  label,
  subject,
  children,
}: {
  customization: Customization;
  scale: number;
  label: string;
  /** What the picture is of, for assistive technology ("sample CV", "your CV"). */
  subject: string;
  children: ReactNode;
}) {
  const layout = LAYOUTS.find((l) => l.id === customization.layoutStyle)?.label ?? customization.layoutStyle;
  return (
    <figure className="m-0" data-testid="cv-preview" data-font={customization.font} data-layout={customization.layoutStyle}>
      <figcaption className="mb-2 text-sm font-semibold text-slate-700">
        {label}
        <span className="sr-only">
          {`: ${subject} in ${customization.font}, ${customization.fontSize} pt, ${customization.colorScheme.name}, ${layout}${customization.includePhoto ? ", with photo" : ""}`}
        </span>
      </figcaption>
      <div
        aria-hidden="true"
        inert
        className="overflow-hidden rounded-md border border-slate-200 bg-white shadow-sm"
        style={{ width: SHEET_PX.width * scale, height: SHEET_PX.height * scale, maxWidth: "100%" }}
      >
        <div style={{ width: SHEET_PX.width, transform: `scale(${scale})`, transformOrigin: "top left" }}>{children}</div>
      </div>
    </figure>
  );
}
