/**
 * A scaled-down live CV: the same components as the download (app/components/cv), so what the
 * customize dialog shows is what the builder produces. The loader hands in the sample resume.
 */
import { createElement } from "react";
import { Cv } from "../cv/cv.ts";
import { CV_PREVIEW_FONTS_CSS } from "../../lib/cv-fonts.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { LAYOUTS, type Customization, type TemplateId } from "../../lib/templates.ts";

/** A4 at 96 dpi */
const SHEET_WIDTH = 794;
const SHEET_HEIGHT = 1123;

export function CvPreview({
  resume,
  template,
  customization,
  scale = 0.45,
  label = "Live preview",
  subject = "sample CV",
  watermark = false,
  photoSrc,
}: {
  resume: ResumeFormData;
  template: TemplateId;
  customization: Customization;
  scale?: number;
  label?: string;
  /** What the picture is of, for assistive technology ("sample CV", "your CV"). */
  subject?: string;
  /** The plan's watermark, as the download prints it. */
  watermark?: boolean;
  photoSrc?: string;
}) {
  return (
    <figure className="m-0" data-testid="cv-preview" data-font={customization.font} data-layout={customization.layoutStyle}>
      {/* the CV's shipped fonts; React puts the stylesheet in <head> once, however many previews there are */}
      <link rel="stylesheet" href={CV_PREVIEW_FONTS_CSS} precedence="default" />
      <figcaption className="mb-2 text-sm font-semibold text-slate-700">
        {label}
        <span className="sr-only">
          {`: ${subject} in ${customization.font}, ${customization.fontSize} pt, ${customization.colorScheme.name}, ${
            LAYOUTS.find((l) => l.id === customization.layoutStyle)?.label ?? customization.layoutStyle
          }${customization.includePhoto ? ", with photo" : ""}`}
        </span>
      </figcaption>
      {/* a picture of the document, not part of this page: hidden from assistive technology and not focusable */}
      <div
        aria-hidden="true"
        inert
        className="overflow-hidden rounded-md border border-slate-200 bg-white shadow-sm"
        style={{ width: SHEET_WIDTH * scale, height: SHEET_HEIGHT * scale, maxWidth: "100%" }}
      >
        <div style={{ width: SHEET_WIDTH, transform: `scale(${scale})`, transformOrigin: "top left" }}>
          {createElement(Cv, { resume, template, customization, watermark, photoSrc, sheet: true })}
        </div>
      </div>
    </figure>
  );
}
