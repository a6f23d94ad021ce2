/**
 * A CV the server rendered (its style, fonts included, and markup: `renderResumeFragment`), shown
 * scaled down with its caption. The page that shows it carries no CV code.
 */
import type { Customization } from "../../lib/templates.ts";
import { CvFigure } from "./cv-figure.tsx";

export function RenderedCv({
  html,
  customization,
  scale,
  label,
  subject,
}: {
  html: string;
  customization: Customization;
  scale: number;
  label: string;
  subject: string;
}) {
  return (
    <CvFigure customization={customization} scale={scale} label={label} subject={subject}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </CvFigure>
  );
}
