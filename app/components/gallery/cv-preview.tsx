/**
 * A scaled-down live CV: the same components as the download (app/components/cv), so what the
 * customize dialog shows is what the builder produces. The loader hands in the sample resume.
 */
import { createElement } from "react";
import { Cv } from "../cv/cv.ts";
import { CV_PREVIEW_FONTS_CSS } from "../../lib/cv-fonts.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import type { Customization, TemplateId } from "../../lib/templates.ts";
import { CvFigure } from "./cv-figure.tsx";

export function CvPreview({
  resume,
  template,
  customization,
  scale = 0.45,
  label = "Live preview",
  subject = "sample CV",
}: {
  resume: ResumeFormData;
  template: TemplateId;
  customization: Customization;
  scale?: number;
  label?: string;
  subject?: string;
}) {
  return (
    <CvFigure customization={customization} scale={scale} label={label} subject={subject}>
      {/* the CV's shipped fonts; React puts the stylesheet in <head> once, however many previews there are */}
      <link rel="stylesheet" href={CV_PREVIEW_FONTS_CSS} precedence="default" />
      {createElement(Cv, { resume, template, customization, watermark: false, sheet: true })}
    </CvFigure>
  );
}
