/** The CV renderer tests' helpers: the sample CV rendered with overrides, parsed with jsdom. */
import { JSDOM } from "jsdom";
import type { ResumeFormData } from "../../app/lib/resume.ts";
import { SAMPLE_RESUME } from "../../app/lib/sample-resume.ts";
import { DEFAULT_CUSTOMIZATION } from "../../app/lib/templates.ts";
import { renderResumeHtml, type RenderResumeInput } from "../../app/server/render/render.server.ts";

export const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

export function render(overrides: Partial<RenderResumeInput> = {}): string {
  return renderResumeHtml({ resume: SAMPLE_RESUME, template: "professional", customization: DEFAULT_CUSTOMIZATION, watermark: false, ...overrides });
}

export function dom(html: string): Document {
  return new JSDOM(html).window.document;
}

/** Every string field of the resume set to `value` (the list entries too). */
export function everyField(value: string): ResumeFormData {
  const fill = <T extends Record<string, unknown>>(obj: T): T =>
    Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, typeof v === "string" && k !== "id" ? value : v])) as T;
  return {
    personalInfo: fill(SAMPLE_RESUME.personalInfo),
    experiences: SAMPLE_RESUME.experiences.map(fill),
    education: SAMPLE_RESUME.education.map(fill),
    skills: fill(SAMPLE_RESUME.skills as Record<string, unknown>) as ResumeFormData["skills"],
    projects: SAMPLE_RESUME.projects.map(fill),
    additionalInfo: fill(SAMPLE_RESUME.additionalInfo as Record<string, unknown>) as ResumeFormData["additionalInfo"],
  };
}
