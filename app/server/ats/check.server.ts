/**
 * The ATS check (Fast Pass and Pro): what in a stored resume breaks ATS parsing and reading —
 * missing standard sections and contact fields, missing or inconsistent dates, weak bullets
 * (no action verb, no number, too long), first-person pronouns, layout choices that hurt parsing,
 * and the round trip: the CV as generated, read back by our own parser, with the fields it lost.
 * Every finding says how to fix it and links to the form field.
 */
import { CATEGORY_LABELS, editFieldHref, type AtsCheckReport, type AtsFinding, type FindingCategory } from "../../lib/ats-features.ts";
import { formatDate, monthCount, normalizeResume, splitLines } from "../../lib/normalize-resume.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { resolveCustomization, resolveTemplate } from "../../lib/templates.ts";
import { mergedSkillItems, opensWithActionVerb, repeatedPart } from "./check-wording.server.ts";
import { roundTrip } from "./round-trip.server.ts";

export const LONG_BULLET_WORDS = 35;
export const LONG_BULLET_CHARS = 220;

const PRONOUNS = /(?<![\p{L}'’])(?:I|I'm|I've|I'd|me|my|mine|myself|we|our|ours|us)(?![\p{L}'’])/u;

export interface CheckInput {
  resumeId: string;
  form: ResumeFormData;
  template: unknown;
  customization: unknown;
  watermark: boolean;
  photoSrc?: string;
}

type DateStyle = "month" | "year" | "present" | "other";

function dateStyle(value: string): DateStyle {
  const formatted = formatDate(value);
  if (formatted === "Present") return "present";
  if (/^[A-Z][a-z]{2} \d{4}$/.test(formatted)) return "month";
  if (/^\d{4}$/.test(formatted)) return "year";
  return "other";
}

function truncate(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** A line that parsers take for a section heading: a standard heading word, alone or before a colon. */
const SECTION_HEADING_LINE =
  /^(skills|technical skills|languages|education|experience|projects|certifications|awards|publications|volunteering|interests|summary|profile|objective)\b\s*(:|$)/i;

export function checkResume(input: CheckInput): AtsCheckReport {
  const form = normalizeResume(input.form);
  const customization = resolveCustomization(input.customization);
  const template = resolveTemplate(input.template);
  const findings: AtsFinding[] = [];
  const href = (field: string) => editFieldHref(input.resumeId, field);
  const add = (finding: Omit<AtsFinding, "href"> & { href?: string }) =>
    findings.push({ ...finding, href: finding.href ?? (finding.field ? href(finding.field) : undefined) });
  const p = form.personalInfo;

  // ---------------------------------------------------------------- standard sections
  if (!p.summary?.trim()) {
    add({
      id: "sections.summary",
      category: "sections",
      severity: "medium",
      title: "No professional summary",
      detail: "Recruiters and many ATS rank the top of the CV first; without a summary the first thing they read is your contact line.",
      fix: "Add 2–4 sentences naming your role, years of experience and top skills.",
      field: "personalInfo.summary",
    });
  }
  if (form.experiences.length === 0) {
    add({
      id: "sections.experience",
      category: "sections",
      severity: "high",
      title: "No work experience section",
      detail: "Almost every ATS looks for an Experience section to read job titles, employers and dates.",
      fix: "Add your jobs, internships or freelance work under Work Experience.",
      field: "experiences",
    });
  }
  if (form.education.length === 0) {
    add({
      id: "sections.education",
      category: "sections",
      severity: "medium",
      title: "No education section",
      detail: "Education filters (degree level, field) cannot match a CV without one.",
      fix: "Add your highest degree, school and graduation year.",
      field: "education",
    });
  }
  const skillsText = [form.skills.technicalSkills, form.skills.frameworks, form.skills.tools, form.skills.softSkills].join("").trim();
  if (!skillsText) {
    add({
      id: "sections.skills",
      category: "sections",
      severity: "high",
      title: "No skills section",
      detail: "Keyword matching starts with the Skills section; an empty one loses most matches.",
      fix: "List your technical skills, tools and frameworks, separated by commas.",
      field: "skills.technicalSkills",
    });
  }

  // ---------------------------------------------------------------- contact
  const contact: [keyof typeof p, string, AtsFinding["severity"], string][] = [
    ["email", "Email", "high", "Add an e-mail address recruiters can reply to."],
    ["phone", "Phone", "high", "Add a phone number with the country code."],
    ["city", "City", "medium", "Add your city (and state or country): many ATS filter candidates by location."],
    ["linkedIn", "LinkedIn", "low", "Add your LinkedIn profile URL (linkedin.com/in/…); recruiters check it and some ATS import it."],
  ];
  for (const [key, label, severity, fix] of contact) {
    const value = p[key];
    if (key === "city" && (p.city?.trim() || p.country?.trim() || p.state?.trim())) continue;
    if (typeof value === "string" && value.trim()) continue;
    add({
      id: `contact.${key}`,
      category: "contact",
      severity,
      title: `Missing contact detail: ${label}`,
      detail: `The ${label.toLowerCase()} field is empty.`,
      fix,
      field: `personalInfo.${key}`,
    });
  }

  const repeated = repeatedPart([p.address, p.city, p.state, p.country]);
  if (repeated) {
    const location = [p.address, p.city, p.state, p.country].filter((x) => x?.trim()).join(", ");
    add({
      id: "contact.repeated",
      category: "contact",
      severity: "medium",
      title: `Your location names “${repeated}” twice`,
      detail: `The contact line reads “${location}”: it looks like a copy-paste slip, and some ATS then read the wrong city.`,
      fix: "Keep each part once: the city in City, the state in State, the country in Country.",
      field: "personalInfo.city",
    });
  }
  form.experiences.forEach((e, i) => {
    const twice = repeatedPart([e.location]);
    if (!twice) return;
    add({
      id: `contact.repeated.${i}`,
      category: "contact",
      severity: "low",
      title: `Experience ${i + 1}${e.jobTitle ? ` (${e.jobTitle})` : ""}: the location names “${twice}” twice`,
      detail: `“${e.location}”.`,
      fix: "Keep the place once, e.g. 'San Francisco, CA'.",
      field: `experiences[${i}].location`,
    });
  });

  // ---------------------------------------------------------------- skills typed without separators
  for (const key of ["technicalSkills", "frameworks", "tools", "softSkills"] as const) {
    const merged = mergedSkillItems(form.skills[key]);
    if (merged.length === 0) continue;
    add({
      id: `skills.merged.${key}`,
      category: "sections",
      severity: "medium",
      title: `Skills run together: “${truncate(merged[0]!.item, 60)}”`,
      detail: `An ATS reads “${truncate(merged[0]!.item, 60)}” as one skill it does not know, so ${merged[0]!.skills.join(", ")} match nothing.`,
      fix: `Separate the skills with commas: ${merged[0]!.skills.join(", ")}.`,
      field: `skills.${key}`,
    });
  }

  // ---------------------------------------------------------------- dates
  const styles = new Map<DateStyle, string[]>();
  form.experiences.forEach((e, i) => {
    const n = `Experience ${i + 1}${e.jobTitle ? ` (${e.jobTitle})` : ""}`;
    if (!e.startDate?.trim()) {
      add({
        id: `dates.start.${i}`,
        category: "dates",
        severity: "high",
        title: `${n}: no start date`,
        detail: "ATS compute your years of experience from the dates of each job; a job without dates counts for nothing.",
        fix: "Add the start date as 'Jan 2020' (month and year).",
        field: `experiences[${i}].startDate`,
      });
    }
    if (!e.currentJob && !e.endDate?.trim() && e.startDate?.trim()) {
      add({
        id: `dates.end.${i}`,
        category: "dates",
        severity: "medium",
        title: `${n}: no end date`,
        detail: "A job with a start but no end date reads as open-ended or incomplete.",
        fix: "Add the end date, or tick 'I currently work here'.",
        field: `experiences[${i}].endDate`,
      });
    }
    for (const key of ["startDate", "endDate"] as const) {
      const value = e[key];
      if (!value?.trim()) continue;
      const style = dateStyle(value);
      if (style === "other") {
        add({
          id: `dates.format.${i}.${key}`,
          category: "dates",
          severity: "medium",
          title: `${n}: date not recognised`,
          detail: `“${value}” is not a date an ATS can read.`,
          fix: "Write dates as 'Jan 2020' or '2020'; 'Present' for a current job.",
          field: `experiences[${i}].${key}`,
        });
      } else if (style !== "present") {
        styles.set(style, [...(styles.get(style) ?? []), `experiences[${i}].${key}`]);
      }
    }
    const start = monthCount(e.startDate);
    const end = e.currentJob ? null : monthCount(e.endDate);
    if (start !== null && end !== null && end < start) {
      add({
        id: `dates.order.${i}`,
        category: "dates",
        severity: "medium",
        title: `${n}: ends before it starts`,
        detail: `${e.startDate} – ${e.endDate}`,
        fix: "Check the start and end dates (start first).",
        field: `experiences[${i}].endDate`,
      });
    }
  });
  if (styles.has("month") && styles.has("year")) {
    const yearOnly = styles.get("year")!;
    add({
      id: "dates.mixed",
      category: "dates",
      severity: "low",
      title: "Dates written in two styles",
      detail: `Some dates have a month ('Jan 2020'), ${yearOnly.length} only a year. Mixed styles look careless and some ATS misread year-only dates as January.`,
      fix: "Use month and year ('Jan 2020') for every job.",
      field: yearOnly[0],
    });
  }
  form.education.forEach((e, i) => {
    if (!e.graduationYear?.trim()) {
      add({
        id: `dates.education.${i}`,
        category: "dates",
        severity: "low",
        title: `Education ${i + 1}${e.school ? ` (${e.school})` : ""}: no graduation year`,
        detail: "Degree filters often check the graduation year.",
        fix: "Add the graduation year (or the expected one).",
        field: `education[${i}].graduationYear`,
      });
    }
  });

  // ---------------------------------------------------------------- bullets and wording
  form.experiences.forEach((e, i) => {
    const n = `Experience ${i + 1}${e.jobTitle ? ` (${e.jobTitle})` : ""}`;
    const fields = [
      ["description", splitLines(e.description)],
      ["achievements", splitLines(e.achievements)],
    ] as const;
    const bullets = fields.flatMap(([field, lines]) => lines.map((line) => ({ field, line })));
    if (bullets.length === 0) return;
    const noVerb = bullets.filter(({ line }) => !opensWithActionVerb(line));
    if (noVerb.length) {
      add({
        id: `bullets.verb.${i}`,
        category: "bullets",
        severity: "medium",
        title: `${n}: ${noVerb.length} bullet${noVerb.length > 1 ? "s" : ""} without an action verb`,
        detail: `For example: “${truncate(noVerb[0]!.line)}”.`,
        fix: "Start each bullet with a past-tense action verb (Led, Built, Reduced…) — or use 'Improve with AI' on the field.",
        field: `experiences[${i}].${noVerb[0]!.field}`,
      });
    }
    if (bullets.length >= 2 && !bullets.some(({ line }) => /\d/.test(line))) {
      add({
        id: `bullets.numbers.${i}`,
        category: "bullets",
        severity: "low",
        title: `${n}: no numbers in any bullet`,
        detail: "Numbers (team size, percentages, money, volume) are what recruiters scan for and make achievements credible.",
        fix: "Add at least one measurable result, e.g. 'Cut response time by 30%'.",
        field: `experiences[${i}].description`,
      });
    }
    const long = bullets.filter(({ line }) => line.length > LONG_BULLET_CHARS || line.split(/\s+/).length > LONG_BULLET_WORDS);
    if (long.length) {
      add({
        id: `bullets.long.${i}`,
        category: "bullets",
        severity: "low",
        title: `${n}: ${long.length} overly long bullet${long.length > 1 ? "s" : ""}`,
        detail: `Bullets over ${LONG_BULLET_WORDS} words wrap into paragraphs; ATS snippets and recruiters cut them off. For example: “${truncate(long[0]!.line)}”.`,
        fix: "Split the bullet in two, one achievement each, or cut filler words.",
        field: `experiences[${i}].${long[0]!.field}`,
      });
    }
  });

  const pronounFields: [string, string | undefined, string][] = [
    ["personalInfo.summary", p.summary, "Summary"],
    ...form.experiences.flatMap((e, i) => [
      [`experiences[${i}].description`, e.description, `Experience ${i + 1} description`] as [string, string | undefined, string],
      [`experiences[${i}].achievements`, e.achievements, `Experience ${i + 1} achievements`] as [string, string | undefined, string],
    ]),
    ...form.projects.map((project, i) => [`projects[${i}].description`, project.description, `Project ${i + 1}`] as [string, string | undefined, string]),
  ];
  for (const [field, value, label] of pronounFields) {
    const match = value ? PRONOUNS.exec(value) : null;
    if (!match) continue;
    add({
      id: `language.pronoun.${field}`,
      category: "language",
      severity: "low",
      title: `${label}: first-person pronoun “${match[0]}”`,
      detail: "Resumes are written without 'I', 'my' or 'we'; pronouns waste space and read as informal.",
      fix: "Drop the pronoun and start with the verb: 'I managed a team' → 'Managed a team'.",
      field,
    });
  }

  // ---------------------------------------------------------------- template and layout
  // the template, layout and photo are chosen on the format tab of the builder
  const templateHref = "/create?tab=format";
  if (customization.layoutStyle === "sidebar" || customization.layoutStyle === "traditional") {
    add({
      id: "layout.columns",
      category: "layout",
      severity: "medium",
      title: customization.layoutStyle === "sidebar" ? "Sidebar layout" : "Two-column layout",
      detail: "Many ATS read a PDF line by line across the page, mixing the two columns of a sidebar or two-column layout into one another.",
      fix: "Choose the 'Modern, Single Column' or 'Minimal' layout.",
      href: templateHref,
    });
  }
  const hasPhoto = customization.includePhoto && Boolean(input.photoSrc || p.profileImage?.trim());
  if (hasPhoto) {
    add({
      id: "layout.photo",
      category: "layout",
      severity: "medium",
      title: "Photo included",
      detail: "ATS cannot read images, and in the US, UK and Canada many employers discard resumes with photos to avoid bias claims.",
      fix: "Untick 'Include photo' unless the country you apply in expects one.",
      href: templateHref,
    });
  }
  if (input.watermark) {
    add({
      id: "layout.watermark",
      category: "layout",
      severity: "low",
      title: "Watermark text in the CV",
      detail: "The free plan's watermark is real text: a parser reads it as part of your resume.",
      fix: "Upgrade to remove the watermark.",
      href: "/checkout",
    });
  }

  // ---------------------------------------------------------------- round trip
  const trip = roundTrip({ form, template, customization, watermark: input.watermark, photoSrc: input.photoSrc });
  for (const lost of trip.lost) {
    // the usual cause: a line of the entry above that reads like a section heading ("Skills: …")
    const entry = /^(experiences|education|projects)\[(\d+)\]/.exec(lost.field);
    const previous =
      entry && Number(entry[2]) > 0 ? (form[entry[1] as "experiences" | "education" | "projects"][Number(entry[2]) - 1] as Record<string, unknown>) : undefined;
    const headingLike = previous
      ? Object.values(previous).some((value) => typeof value === "string" && value.split("\n").some((line) => SECTION_HEADING_LINE.test(line.trim())))
      : false;
    const hint = headingLike
      ? " A line of the entry above reads like a section heading (for example 'Skills: …'), so parsers start a new section there and this entry is swallowed: reword that line."
      : "";
    add({
      id: `round-trip.${lost.field}`,
      category: "round-trip",
      severity: "high",
      title: `Lost when the CV is parsed: ${lost.label}`,
      detail: `We read your generated CV back with a resume parser and “${truncate(lost.value, 60)}” did not come back as ${lost.label.toLowerCase()}.${hint}`,
      fix: "Keep the field on its own, in the standard form (e.g. dates as 'Jan 2020', job title and company both filled in), and avoid labels that look like headings inside an entry.",
      field: lost.field,
    });
  }

  const counts: AtsCheckReport["counts"] = {};
  for (const finding of findings) counts[finding.category] = (counts[finding.category] ?? 0) + 1;
  return { findings, counts, lostFields: trip.lost.map((l) => l.label), readingText: trip.text };
}

export function describeCounts(counts: AtsCheckReport["counts"]): string[] {
  return (Object.keys(CATEGORY_LABELS) as FindingCategory[]).filter((c) => counts[c]).map((c) => `${CATEGORY_LABELS[c]}: ${counts[c]}`);
}
