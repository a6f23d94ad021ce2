/**
 * The round-trip test of the ATS check: the CV we generate (renderResumeHtml) is read back as text
 * in reading order and parsed by our own resume parser's text pipeline (the same field extraction
 * that runs on uploaded PDF/Word files). Whatever the form holds that does not come back is a field
 * an ATS is likely to miss too.
 */
import { normalizeResume } from "../../lib/normalize-resume.ts";
import type { PartialResume, ResumeFormData } from "../../lib/resume.ts";
import { resolveCustomization, resolveTemplate } from "../../lib/templates.ts";
import { parsePlainTextResume } from "../parse/index.server.ts";
import { renderResumeHtml } from "../render/render.server.ts";
import { htmlToReadingText } from "./reading-text.server.ts";

export interface LostField {
  /** Conform field name on the form, e.g. "experiences[1].company" */
  field: string;
  label: string;
  value: string;
}

export interface RoundTripResult {
  text: string;
  parsed: PartialResume;
  lost: LostField[];
}

/** Lower-case letters and digits only, so "Jan 2020" matches "jan 2020" and "(555) 010-2000" matches "5550102000". */
export function squash(value: string | undefined | null): string {
  return (value ?? "")
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

function includesLoose(haystack: string | undefined, needle: string | undefined): boolean {
  const n = squash(needle);
  if (!n) return true;
  return squash(haystack).includes(n);
}

const PERSONAL_LABELS: [keyof ResumeFormData["personalInfo"], string][] = [
  ["firstName", "First name"],
  ["lastName", "Last name"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["linkedIn", "LinkedIn"],
  ["github", "GitHub"],
  ["portfolio", "Portfolio"],
  ["city", "City"],
  ["summary", "Summary"],
];

function urlCore(value: string | undefined): string {
  return (value ?? "")
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/+$/, "");
}

/** Compares the form with what the parser read back and lists what is missing. */
export function compareRoundTrip(source: ResumeFormData, parsed: PartialResume): LostField[] {
  const lost: LostField[] = [];
  const p = source.personalInfo;
  const back = parsed.personalInfo;
  const everything = JSON.stringify(parsed);
  for (const [key, label] of PERSONAL_LABELS) {
    const value = p[key];
    if (typeof value !== "string" || !value.trim()) continue;
    let ok: boolean;
    if (key === "linkedIn" || key === "github" || key === "portfolio") ok = includesLoose(`${back.linkedIn} ${back.github} ${back.portfolio}`, urlCore(value));
    else if (key === "city") ok = includesLoose(`${back.city} ${back.address} ${back.state}`, value);
    else if (key === "summary") ok = squash(back.summary).length >= Math.min(40, squash(value).length) && includesLoose(back.summary, value.slice(0, 30));
    else if (key === "firstName" || key === "lastName") ok = includesLoose(`${back.firstName} ${back.lastName}`, value);
    else ok = includesLoose(back[key], value);
    if (!ok) lost.push({ field: `personalInfo.${key}`, label, value });
  }

  const usedExperiences = new Set<number>();
  source.experiences.forEach((e, index) => {
    const n = index + 1;
    const at = bestMatch(parsed.experiences, usedExperiences, (x) => `${x.company} ${x.jobTitle}`, [e.company, e.jobTitle]);
    const match = at === -1 ? undefined : parsed.experiences[at];
    const text = match ? `${match.company} ${match.jobTitle}` : "";
    if (e.company?.trim() && !includesLoose(text, e.company))
      lost.push({ field: `experiences[${index}].company`, label: `Experience ${n}: company`, value: e.company });
    if (e.jobTitle?.trim() && !includesLoose(text, e.jobTitle))
      lost.push({ field: `experiences[${index}].jobTitle`, label: `Experience ${n}: job title`, value: e.jobTitle });
    if (yearsOf(e.startDate).length && !(match && yearsOf(match.startDate).some((y) => yearsOf(e.startDate).includes(y)))) {
      lost.push({ field: `experiences[${index}].startDate`, label: `Experience ${n}: start date`, value: e.startDate ?? "" });
    }
  });

  const usedEducation = new Set<number>();
  source.education.forEach((e, index) => {
    const n = index + 1;
    const at = bestMatch(parsed.education, usedEducation, (x) => `${x.school} ${x.degree}`, [e.school, e.degree]);
    const match = at === -1 ? undefined : parsed.education[at];
    const text = match ? `${match.school} ${match.degree}` : "";
    if (e.school?.trim() && !includesLoose(text, e.school))
      lost.push({ field: `education[${index}].school`, label: `Education ${n}: school`, value: e.school });
    if (e.degree?.trim() && !includesLoose(text, e.degree))
      lost.push({ field: `education[${index}].degree`, label: `Education ${n}: degree`, value: e.degree });
    if (yearsOf(e.graduationYear).length && !(match && yearsOf(match.graduationYear).some((y) => yearsOf(e.graduationYear).includes(y)))) {
      lost.push({ field: `education[${index}].graduationYear`, label: `Education ${n}: graduation year`, value: e.graduationYear ?? "" });
    }
    if (e.gpa?.trim() && !includesLoose(`${match?.gpa ?? ""}`, e.gpa))
      lost.push({ field: `education[${index}].gpa`, label: `Education ${n}: GPA`, value: e.gpa });
  });

  const parsedSkills = Object.values(parsed.skills).join(", ");
  const skillFields = [
    ["technicalSkills", "Technical skills"],
    ["frameworks", "Frameworks"],
    ["tools", "Tools"],
    ["softSkills", "Soft skills"],
  ] as const;
  for (const [key, label] of skillFields) {
    const items = (source.skills[key] ?? "")
      .split(/[,;\n]/)
      .map((s) => s.trim())
      .filter(Boolean);
    const missing = items.filter((item) => !includesLoose(parsedSkills, item) && !includesLoose(everything, item));
    if (missing.length) lost.push({ field: `skills.${key}`, label, value: missing.join(", ") });
  }

  source.projects.forEach((project, index) => {
    if (project.title?.trim() && !parsed.projects.some((x) => includesLoose(`${x.title} ${x.description}`, project.title))) {
      lost.push({ field: `projects[${index}].title`, label: `Project ${index + 1}: title`, value: project.title });
    }
  });

  const additional = [
    ["certifications", "Certifications"],
    ["languages", "Languages"],
    ["awards", "Awards"],
    ["publications", "Publications"],
    ["volunteering", "Volunteering"],
    ["hobbies", "Interests"],
  ] as const;
  for (const [key, label] of additional) {
    const value = source.additionalInfo[key];
    if (!value?.trim()) continue;
    const first = value.split(/[\n,;]/)[0]!.trim();
    if (!includesLoose(everything, first)) lost.push({ field: `additionalInfo.${key}`, label, value });
  }
  return lost;
}

/** The parsed entry that holds most of the wanted values (each parsed entry is used once). */
function bestMatch<T>(items: T[], used: Set<number>, textOf: (item: T) => string, wanted: (string | undefined)[]): number {
  let best = -1;
  let bestHits = 0;
  items.forEach((item, index) => {
    if (used.has(index)) return;
    const text = textOf(item);
    const hits = wanted.filter((w) => w?.trim() && includesLoose(text, w)).length;
    if (hits > bestHits) {
      best = index;
      bestHits = hits;
    }
  });
  if (best !== -1) used.add(best);
  return best;
}

function yearsOf(value: string | undefined): string[] {
  return (value ?? "").match(/\b(?:19|20)\d{2}\b/g) ?? [];
}

export interface RoundTripInput {
  form: ResumeFormData;
  template: unknown;
  customization: unknown;
  watermark: boolean;
  photoSrc?: string;
}

/** Renders the CV exactly as it is downloaded, reads it back and lists the fields that did not survive. */
export function roundTrip(input: RoundTripInput): RoundTripResult {
  const form = normalizeResume(input.form);
  const html = renderResumeHtml({
    resume: form,
    template: resolveTemplate(input.template),
    customization: resolveCustomization(input.customization),
    watermark: input.watermark,
    photoSrc: input.photoSrc,
  });
  const text = htmlToReadingText(html);
  let parsed: PartialResume;
  try {
    parsed = parsePlainTextResume(text);
  } catch {
    parsed = { personalInfo: {}, experiences: [], education: [], skills: {}, projects: [], additionalInfo: {} };
  }
  return { text, parsed, lost: compareRoundTrip(form, parsed) };
}
