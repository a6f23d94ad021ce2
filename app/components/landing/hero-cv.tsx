/**
 * The landing hero's picture of the product: the sample resume drawn by the CV component itself
 * (app/components/cv, the tree the preview and the PDF use), scaled down with CSS. Server-rendered
 * markup and CSS only, so the landing still ships without React.
 *
 * Assistive technology gets one image with a name; the CV's own text, headings and links inside it
 * are hidden and inert, so nothing is read twice or reached with Tab.
 */
import { createElement } from "react";
import { Cv } from "../cv/cv.ts";
import { PRODUCT_NAME } from "../../lib/brand.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { DEFAULT_CUSTOMIZATION, templateInfo, type Customization, type TemplateId } from "../../lib/templates.ts";

const HERO_TEMPLATE: TemplateId = "modern";
const HERO_CUSTOMIZATION: Customization = { ...DEFAULT_CUSTOMIZATION, layoutStyle: "sidebar" };

/** What the picture shows, in words: whose CV, their current role and the template. */
export function heroCvLabel(resume: ResumeFormData, template: TemplateId = HERO_TEMPLATE): string {
  const { firstName, lastName } = resume.personalInfo;
  const role = resume.experiences[0]?.jobTitle;
  const who = [`${firstName} ${lastName}`.trim(), role].filter(Boolean).join(", ");
  return `A sample CV made with ${PRODUCT_NAME}: ${who}, in the ${templateInfo(template).name} template`;
}

/**
 * The A4 sheet (794 px wide at 96 dpi) is drawn at full size and scaled: 0.4 on a phone (318 px, so
 * it fits a 390 px screen with the page's padding), 0.5 from the lg breakpoint, beside the hero text.
 * The frame shows the first page only.
 */
export function HeroCv({ resume }: { resume: ResumeFormData }) {
  return (
    <div
      role="img"
      aria-label={heroCvLabel(resume)}
      data-testid="hero-cv"
      className="relative mx-auto h-[449px] w-[318px] shrink-0 overflow-hidden rounded-lg bg-white shadow-xl ring-1 ring-slate-200 lg:h-[562px] lg:w-[397px]"
    >
      <div aria-hidden="true" inert className="pointer-events-none w-[794px] origin-top-left scale-[0.4] text-left select-none lg:scale-50">
        {createElement(Cv, { resume, template: HERO_TEMPLATE, customization: HERO_CUSTOMIZATION, watermark: false, sheet: true })}
      </div>
    </div>
  );
}
