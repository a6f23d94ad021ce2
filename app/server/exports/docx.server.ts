/**
 * Word exports (Pro) with the `docx` package, ATS-clean: real headings (HeadingLevel: the name is
 * Heading 1, each section Heading 2, each entry Heading 3), plain paragraphs and Word's own bullets,
 * contact details in the body (not in a page header, which some ATS skip), no tables, no text
 * boxes, no images. Fonts follow the resume's customization.
 *
 * Both exports pass their whole input through `withXmlSafeText` first: every string that can reach
 * the document's XML parts (text, hyperlink targets, the title in the core properties) is then free
 * of the characters XML forbids, including fields added later.
 */
import type { PaperSize } from "../../components/cv/page.ts";
import { letterPaper } from "./cover-letter.server.ts";
import { AlignmentType, Document, ExternalHyperlink, HeadingLevel, Packer, Paragraph, Tab, TabStopPosition, TabStopType, TextRun } from "docx";
import { ADDITIONAL_SECTIONS, dateRange, normalizeResume, splitLines, splitList } from "../../lib/normalize-resume.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { resolveCustomization, type Customization } from "../../lib/templates.ts";
import { withXmlSafeText } from "../../lib/xml-text.ts";

const SECTION_TITLES = { summary: "Professional Summary", experience: "Experience", education: "Education", skills: "Skills", projects: "Projects" } as const;

/** Page sizes in twentieths of a point. */
const PAGE_TWIPS: Record<PaperSize, { width: number; height: number }> = { A4: { width: 11906, height: 16838 }, Letter: { width: 12240, height: 15840 } };

/** Paper follows where the sender lives (`letterPaper`): US Letter in the US and Canada, A4 elsewhere. */
function baseDocument(customization: Customization, title: string, children: Paragraph[], paper?: PaperSize): Document {
  const font = customization.font;
  const size = customization.fontSize * 2; // half-points
  const color = customization.colorScheme.primary.replace("#", "");
  return new Document({
    creator: "Vitae",
    title,
    styles: {
      default: {
        document: { run: { font, size } },
        heading1: { run: { font, size: size + 16, bold: true, color } },
        // a heading never ends a page: it stays with the first line of what it heads
        heading2: { run: { font, size: size + 4, bold: true, color }, paragraph: { spacing: { before: 240, after: 80 }, keepNext: true, keepLines: true } },
        heading3: { run: { font, size: size + 2, bold: true }, paragraph: { spacing: { before: 120, after: 40 }, keepNext: true, keepLines: true } },
      },
    },
    sections: [{ properties: paper ? { page: { size: PAGE_TWIPS[paper] } } : {}, children }],
  });
}

const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) => new Paragraph({ text, heading: level });
const para = (text: string) => new Paragraph({ children: [new TextRun(text)] });
/**
 * A bullet as a plain "•" character with a hanging indent: Word's list numbering is not text, and
 * text extractors (ours included) lose it, so the bullet character is written out.
 */
const bullet = (text: string) => new Paragraph({ text: `• ${text}`, indent: { left: 360, hanging: 360 } });
/** Two things on one line, the second right-aligned (title and dates, company and place) — a tab, not a table. */
const twoSided = (left: string, right: string, level?: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({
    heading: level,
    tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
    children: [new TextRun({ children: right ? [left, new Tab(), right] : [left] })],
  });
const labelled = (label: string, value: string) => new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });

function safeUrl(value: string): string | null {
  const url = /^https?:\/\//i.test(value) ? value : /^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(value) ? `https://${value}` : null;
  return url && /^https?:\/\/[^\s"<>]+$/i.test(url) ? url : null;
}

function contactParagraph(p: ResumeFormData["personalInfo"]): Paragraph {
  const place = [p.address, p.city, [p.state, p.zipCode].filter(Boolean).join(" "), p.country].filter((s) => s?.trim()).join(", ");
  const items: (TextRun | ExternalHyperlink)[] = [];
  const push = (run: TextRun | ExternalHyperlink) => {
    if (items.length) items.push(new TextRun(" | "));
    items.push(run);
  };
  if (p.email?.trim()) push(new TextRun(p.email.trim()));
  if (p.phone?.trim()) push(new TextRun(p.phone.trim()));
  if (place) push(new TextRun(place));
  for (const value of [p.linkedIn, p.portfolio, p.github]) {
    if (!value?.trim()) continue;
    const url = safeUrl(value.trim());
    push(
      url
        ? new ExternalHyperlink({ link: url, children: [new TextRun({ text: value.trim().replace(/^https?:\/\//i, ""), style: "Hyperlink" })] })
        : new TextRun(value.trim()),
    );
  }
  return new Paragraph({ children: items });
}

/** The resume as a .docx file. */
export async function resumeDocx(input: { form: ResumeFormData; customization: unknown }): Promise<Uint8Array<ArrayBuffer>> {
  const safe = withXmlSafeText(input);
  const r = normalizeResume(safe.form);
  const customization = resolveCustomization(safe.customization);
  const p = r.personalInfo;
  const name = [p.firstName, p.lastName].filter((s) => s?.trim()).join(" ");
  const out: Paragraph[] = [heading(name || "Resume", HeadingLevel.HEADING_1), contactParagraph(p)];

  if (p.summary?.trim()) {
    out.push(heading(SECTION_TITLES.summary, HeadingLevel.HEADING_2));
    for (const paragraph of p.summary.split(/\n{2,}/)) out.push(para(paragraph.replace(/\n/g, " ")));
  }
  if (r.experiences.length) {
    out.push(heading(SECTION_TITLES.experience, HeadingLevel.HEADING_2));
    for (const e of r.experiences) {
      const title = e.jobTitle?.trim() || e.company?.trim() || "";
      out.push(twoSided(title, dateRange(e.startDate, e.endDate, e.currentJob), HeadingLevel.HEADING_3));
      const company = e.jobTitle?.trim() ? (e.company?.trim() ?? "") : "";
      if (company || e.location?.trim()) out.push(twoSided(company || (e.location ?? ""), company ? (e.location ?? "") : ""));
      for (const line of [...splitLines(e.description), ...splitLines(e.achievements)]) out.push(bullet(line));
      if (e.technologies?.trim()) out.push(labelled("Technologies", splitList(e.technologies).join(", ")));
    }
  }
  if (r.education.length) {
    out.push(heading(SECTION_TITLES.education, HeadingLevel.HEADING_2));
    for (const e of r.education) {
      const title = e.degree?.trim() || e.school?.trim() || "";
      out.push(twoSided(title, dateRange(e.graduationYear, ""), HeadingLevel.HEADING_3));
      const school = e.degree?.trim() ? (e.school?.trim() ?? "") : "";
      if (school || e.location?.trim()) out.push(twoSided(school || (e.location ?? ""), school ? (e.location ?? "") : ""));
      if (e.gpa?.trim()) out.push(labelled("GPA", e.gpa));
      // not "Honors:" — parsers read a line starting with "Honors:" as the start of an Awards section
      if (e.honors?.trim()) out.push(labelled("With honors", splitLines(e.honors).join(", ")));
      if (e.relevantCoursework?.trim()) out.push(labelled("Relevant coursework", splitList(e.relevantCoursework).join(", ")));
    }
  }
  const skillRows = (
    [
      ["Technical", r.skills.technicalSkills],
      ["Frameworks", r.skills.frameworks],
      ["Tools", r.skills.tools],
      ["Soft skills", r.skills.softSkills],
    ] as const
  ).filter(([, value]) => value?.trim());
  if (skillRows.length) {
    out.push(heading(SECTION_TITLES.skills, HeadingLevel.HEADING_2));
    for (const [label, value] of skillRows) out.push(labelled(label, splitList(value).join(", ")));
  }
  if (r.projects.length) {
    out.push(heading(SECTION_TITLES.projects, HeadingLevel.HEADING_2));
    for (const project of r.projects) {
      out.push(twoSided(project.title ?? "", dateRange(project.startDate, project.endDate), HeadingLevel.HEADING_3));
      for (const line of splitLines(project.description)) out.push(bullet(line));
      if (project.technologies?.trim()) out.push(labelled("Technologies", splitList(project.technologies).join(", ")));
      const links = [project.link, project.github].filter((s) => s?.trim()).join(" | ");
      if (links) out.push(para(links));
    }
  }
  for (const [key, title, kind] of ADDITIONAL_SECTIONS) {
    const value = r.additionalInfo[key];
    if (!value?.trim()) continue;
    out.push(heading(title, HeadingLevel.HEADING_2));
    if (kind === "lines") for (const line of splitLines(value)) out.push(bullet(line));
    else out.push(para(splitList(value).join(", ")));
  }
  return new Uint8Array(await Packer.toBuffer(baseDocument(customization, name ? `${name} — Resume` : "Resume", out, letterPaper(p))));
}

/** A cover letter as a .docx file: the sender's name and contacts, the date, then the letter's paragraphs. */
export async function coverLetterDocx(input: { form: ResumeFormData; customization: unknown; text: string; date?: Date }): Promise<Uint8Array<ArrayBuffer>> {
  const safe = withXmlSafeText(input);
  const p = normalizeResume(safe.form).personalInfo;
  const customization = resolveCustomization(safe.customization);
  const name = [p.firstName, p.lastName].filter((s) => s?.trim()).join(" ");
  const date = (safe.date ?? new Date()).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
  const children: Paragraph[] = [
    heading(name || "Cover letter", HeadingLevel.HEADING_1),
    contactParagraph(p),
    new Paragraph({ text: date, alignment: AlignmentType.LEFT, spacing: { before: 240, after: 240 } }),
  ];
  for (const block of safe.text.split(/\n{2,}/)) {
    const lines = block.split("\n");
    children.push(new Paragraph({ spacing: { after: 200 }, children: lines.map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : 0 })) }));
  }
  return new Uint8Array(await Packer.toBuffer(baseDocument(customization, name ? `${name} — Cover letter` : "Cover letter", children, letterPaper(p))));
}
