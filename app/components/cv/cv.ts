/**
 * The CV: six templates as one React component tree, rendered to static markup by the
 * server (app/server/render) and live in the builder's preview. Isomorphic: no server imports.
 * Written with createElement (no JSX) so Node can run it directly with type stripping.
 *
 * ATS rules: one DOM reading order for every template and layout:
 *   name, contact, summary, experience, education, skills, projects, additional information;
 * columns and re-arrangements are CSS only. Standard headings, contact details in the body,
 * plain <ul><li> bullets, real text, dates as "Jan 2020 – Present". React escapes every text;
 * links pass safeHref (http, https, mailto, tel) or are shown as plain text.
 */
import { createElement as h, type ReactNode } from "react";
import { ADDITIONAL_SECTIONS, dateRange, normalizeResume, splitLines, splitList } from "../../lib/normalize-resume.ts";
import type { Education, Experience, Project, ResumeFormData } from "../../lib/resume.ts";
import { resolveCustomization, resolveTemplate, type Customization, type TemplateId } from "../../lib/templates.ts";
import { displayUrl, emailHref, safeHref, safePhotoSrc, telHref } from "./links.ts";
import { cvCss } from "./styles.ts";

export const WATERMARK_TEXT = "Created with Vitae — Free plan";

/** What one CV is rendered from. */
export interface CvProps {
  resume: ResumeFormData;
  template: TemplateId;
  customization: Customization;
  /** Free plan: a visible watermark on screen and on every printed page. */
  watermark: boolean;
  /** The photo (data:image/jpeg|png|webp;base64, http(s) or /objects/ URL); shown only with includePhoto. */
  photoSrc?: string;
}

export interface CvOptions {
  /** Emit the CSS in a <style> element inside the CV (the live preview). Default true. */
  withStyle?: boolean;
  /** On screen, show the CV as an A4 sheet (padding, shadow). Default true. */
  sheet?: boolean;
  /** Tidy the resume with normalizeResume first (idempotent). Default true. */
  normalize?: boolean;
}

interface Traits {
  summaryTitle: string;
  chips: boolean;
}

const TRAITS: Record<TemplateId, Traits> = {
  professional: { summaryTitle: "Professional Summary", chips: false },
  modern: { summaryTitle: "Summary", chips: true },
  minimalist: { summaryTitle: "Summary", chips: false },
  combination: { summaryTitle: "Professional Summary", chips: false },
  executive: { summaryTitle: "Professional Summary", chips: false },
  creative: { summaryTitle: "Summary", chips: true },
};

/** Customization validated again (a preview may pass unchecked local-storage data). */
export { resolveCustomization, resolveTemplate };

const nonEmpty = (value: string | undefined | null): value is string => typeof value === "string" && value.trim() !== "";

/** A link when the URL is safe, plain text otherwise. */
function LinkOrText({ href, text }: { href: string | undefined; text: string }): ReactNode {
  return href ? h("a", { href, dir: "auto" }, text) : h("span", { dir: "auto" }, text);
}

function Section({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  // .s-head keeps the heading on the same page as the start of the section (see styles.ts)
  return h(
    "section",
    { className: `s s-${id}` },
    h("div", { className: "s-head" }, h("h2", { className: "s-title" }, title)),
    h("div", { className: "s-body" }, children),
  );
}

function Bullets({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return h(
    "ul",
    { className: "bullets" },
    lines.map((line, i) => h("li", { key: i, dir: "auto" }, line)),
  );
}

function Meta({ label, value }: { label: string; value: string | undefined }) {
  if (!nonEmpty(value)) return null;
  return h("p", { className: "entry-meta", dir: "auto" }, h("span", { className: "k" }, `${label}:`), " ", splitList(value).join(", "));
}

function EntryHead({ title, date }: { title: string; date: string }) {
  return h(
    "div",
    { className: "entry-head" },
    h("h3", { className: "entry-title", dir: "auto" }, title),
    date ? h("span", { className: "entry-date" }, date) : null,
  );
}

function Sub({ parts }: { parts: (string | undefined)[] }) {
  const present = parts.filter(nonEmpty);
  if (present.length === 0) return null;
  return h(
    "p",
    { className: "entry-sub", dir: "auto" },
    present.map((part, i) => h("span", { key: i }, part)),
  );
}

function ExperienceEntry({ e }: { e: Experience }) {
  const title = nonEmpty(e.jobTitle) ? e.jobTitle : (e.company ?? "");
  return h(
    "div",
    { className: "entry" },
    h(EntryHead, { title, date: dateRange(e.startDate, e.endDate, e.currentJob) }),
    h(Sub, { parts: [nonEmpty(e.jobTitle) ? e.company : undefined, e.location] }),
    h(Bullets, { lines: [...splitLines(e.description), ...splitLines(e.achievements)] }),
    h(Meta, { label: "Technologies", value: e.technologies }),
  );
}

function EducationEntry({ e }: { e: Education }) {
  const title = nonEmpty(e.degree) ? e.degree : (e.school ?? "");
  return h(
    "div",
    { className: "entry" },
    h(EntryHead, { title, date: dateRange(e.graduationYear, "") }),
    h(Sub, { parts: [nonEmpty(e.degree) ? e.school : undefined, e.location] }),
    h(Meta, { label: "GPA", value: e.gpa }),
    nonEmpty(e.honors) ? h(Meta, { label: "With honors", value: splitLines(e.honors).join(", ") }) : null,
    h(Meta, { label: "Relevant coursework", value: e.relevantCoursework }),
  );
}

function ProjectEntry({ p }: { p: Project }) {
  const links = [p.link, p.github].filter(nonEmpty);
  return h(
    "div",
    { className: "entry" },
    h(EntryHead, { title: p.title ?? "", date: dateRange(p.startDate, p.endDate) }),
    h(Bullets, { lines: splitLines(p.description) }),
    h(Meta, { label: "Technologies", value: p.technologies }),
    links.length > 0
      ? h(
          "p",
          { className: "entry-meta links" },
          links.map((link, i) => [i > 0 ? " · " : null, h(LinkOrText, { key: i, href: safeHref(link), text: safeHref(link) ? displayUrl(link) : link })]),
        )
      : null,
  );
}

const SKILL_GROUPS = [
  ["technicalSkills", "Technical"],
  ["frameworks", "Frameworks"],
  ["tools", "Tools"],
  ["softSkills", "Soft skills"],
] as const;

function SkillsSection({ resume, chips }: { resume: ResumeFormData; chips: boolean }) {
  const groups = SKILL_GROUPS.map(([key, label]) => [label, resume.skills?.[key] ?? ""] as const).filter(([, value]) => nonEmpty(value));
  if (groups.length === 0) return null;
  return h(
    Section,
    { id: "skills", title: "Skills" },
    groups.map(([label, value]) =>
      chips
        ? h(
            "div",
            { key: label, className: "skill-row" },
            h("p", { className: "k" }, label),
            h(
              "ul",
              { className: "chips" },
              splitList(value).map((item, i) => h("li", { key: i, dir: "auto" }, item)),
            ),
          )
        : h(
            "p",
            { key: label, className: "skill-row", dir: "auto" },
            h("span", { className: "k" }, `${label}:`),
            " ",
            splitLines(value)
              .map((line) => splitList(line).join(", "))
              .join("; "),
          ),
    ),
  );
}

function additionalSections(resume: ResumeFormData): ReactNode[] {
  return ADDITIONAL_SECTIONS.filter(([key]) => nonEmpty(resume.additionalInfo?.[key])).map(([key, title, kind]) => {
    const value = resume.additionalInfo[key] ?? "";
    return h(
      Section,
      { key, id: key, title },
      kind === "lines" ? h(Bullets, { lines: splitLines(value) }) : h("p", { dir: "auto" }, splitList(value).join(", ")),
    );
  });
}

function Head({ resume, photo }: { resume: ResumeFormData; photo: string | undefined }) {
  const p = resume.personalInfo;
  const name = [p.firstName, p.lastName].filter(nonEmpty).join(" ");
  const place = [p.address, p.city, [p.state, p.zipCode].filter(nonEmpty).join(" "), p.country].filter(nonEmpty).join(", ");
  const contact: ReactNode[] = [];
  if (nonEmpty(p.email)) contact.push(h("li", { key: "email" }, h(LinkOrText, { href: emailHref(p.email), text: p.email })));
  if (nonEmpty(p.phone)) contact.push(h("li", { key: "phone" }, h(LinkOrText, { href: telHref(p.phone), text: p.phone })));
  // dir="auto" on the text, not the item: the item keeps the list's direction, so its "|" separator stays on the same side
  if (place) contact.push(h("li", { key: "place" }, h("span", { dir: "auto" }, place)));
  for (const key of ["linkedIn", "portfolio", "github"] as const) {
    const value = p[key];
    if (!nonEmpty(value)) continue;
    const href = safeHref(value);
    contact.push(h("li", { key }, h(LinkOrText, { href, text: href ? displayUrl(value) : value })));
  }
  return h(
    "div",
    { className: "cv-head" },
    photo ? h("div", { className: "cv-photo" }, h("img", { src: photo, alt: name ? `Photo of ${name}` : "Photo", width: 160, height: 160 })) : null,
    h(
      "div",
      { className: "cv-id" },
      h("h1", { className: "cv-name", dir: "auto" }, name),
      contact.length > 0 ? h("ul", { className: "cv-contact" }, contact) : null,
    ),
  );
}

/** One CV. The DOM order is the same for every template and layout (see the module comment). */
export function Cv(props: CvProps & CvOptions) {
  const template = resolveTemplate(props.template);
  const customization = resolveCustomization(props.customization);
  const resume = props.normalize === false ? props.resume : normalizeResume(props.resume);
  const traits = TRAITS[template];
  const layout = customization.layoutStyle;
  const photo = customization.includePhoto ? safePhotoSrc(props.photoSrc) : undefined;
  const p = resume.personalInfo;
  const chips = traits.chips && layout !== "minimal";

  const summary = nonEmpty(p.summary)
    ? h(
        Section,
        { key: "summary", id: "summary", title: traits.summaryTitle },
        p.summary.split(/\n{2,}/).map((para, i) => h("p", { key: i, dir: "auto" }, para)),
      )
    : null;
  const experience =
    resume.experiences.length > 0
      ? h(
          Section,
          { key: "experience", id: "experience", title: "Experience" },
          resume.experiences.map((e, i) => h(ExperienceEntry, { key: e.id || i, e })),
        )
      : null;
  const education =
    resume.education.length > 0
      ? h(
          Section,
          { key: "education", id: "education", title: "Education" },
          resume.education.map((e, i) => h(EducationEntry, { key: e.id || i, e })),
        )
      : null;
  const skills = h(SkillsSection, { key: "skills", resume, chips });
  const projects =
    resume.projects.length > 0
      ? h(
          Section,
          { key: "projects", id: "projects", title: "Projects" },
          resume.projects.map((e, i) => h(ProjectEntry, { key: e.id || i, p: e })),
        )
      : null;
  const additional = additionalSections(resume);

  const hasSkills = SKILL_GROUPS.some(([key]) => nonEmpty(resume.skills?.[key]));
  const single = layout === "modern" || layout === "minimal";
  const flags = [
    single ? "single" : "",
    single && template === "minimalist" && hasSkills ? "skills-first" : "",
    single && template === "combination" && hasSkills && summary ? "side-by-side" : "",
    summary ? "" : "no-summary",
  ].filter(Boolean);

  // The sidebar splits the one reading order in two: [summary, experience, education] then the rest.
  const body =
    layout === "sidebar"
      ? [
          h("div", { key: "main", className: "col col-main" }, summary, experience, education),
          h("div", { key: "side", className: "col col-side" }, skills, projects, additional),
        ]
      : [summary, experience, education, skills, projects, ...additional];

  const className = ["cv", `t-${template}`, `l-${layout}`, ...flags, props.sheet === false ? "" : "cv-sheet"].filter(Boolean).join(" ");
  return h(
    "div",
    { className },
    props.withStyle === false ? null : h("style", { dangerouslySetInnerHTML: { __html: cvCss({ template, customization }) } }),
    h("div", { className: "cv-page" }, h(Head, { resume, photo }), h("div", { className: "cv-body" }, body)),
    props.watermark ? h("div", { className: "cv-wm", "aria-hidden": "true" }, h("span", null, WATERMARK_TEXT)) : null,
  );
}
