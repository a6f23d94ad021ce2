/**
 * The "generated content" of a resume until AI writing lands: the form data tidied for display.
 * Pure and isomorphic (no node imports): used by the server renderer and the live preview.
 *
 * - every string trimmed, runs of spaces/tabs collapsed; line breaks kept in multi-line fields
 *   (descriptions, achievements, additional info), with leading bullet glyphs ("- ", "• ") removed
 * - list fields (skills, technologies, languages...) get one separator style: "a, b, c" per line
 * - list entries whose fields are all empty are dropped
 * - dates in one style: 'Jan 2020', a bare year stays '2020', 'present'/'current' become 'Present';
 *   an end date is cleared when currentJob is true (and 'Present' as an end date sets currentJob)
 * - links without a scheme get https:// when the value is clearly a URL ("linkedin.com/in/x")
 * Idempotent: normalizeResume(normalizeResume(x)) equals normalizeResume(x).
 */
import type { AdditionalInfo, Education, Experience, PersonalInfo, Project, ResumeFormData, Skills } from "./resume.ts";
import { LIST_MARKER_RE } from "./text/bullets.ts";
import { splitOutsideBrackets } from "./text/lists.ts";
import { MONTH_NUMBERS, shortMonthYear } from "./text/months.ts";

const PRESENT_WORDS = new Set(["present", "current", "currently", "now", "ongoing", "to date", "till date", "today"]);

// Horizontal whitespace (incl. no-break and ideographic spaces) and invisible control characters.
const HSPACE = /[ \t\f\v\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+/g;
// C0/C1 controls except \n, and zero-width characters that carry no meaning in a CV (keeps ZWJ/ZWNJ
// which scripts such as Arabic and Persian need).
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const INVISIBLE = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\u200b\u2060\ufeff]/g;

/** Trims and collapses whitespace to single spaces (line breaks too). */
export function tidyLine(value: string | undefined | null): string {
  if (!value) return "";
  return value
    .replace(INVISIBLE, "")
    .replace(/\r\n?|\n/g, " ")
    .replace(HSPACE, " ")
    .trim();
}

/** Trims each line, keeps line breaks (at most one blank line in a row), removes leading bullet glyphs. */
export function tidyMultiline(value: string | undefined | null, { stripBullets = true } = {}): string {
  if (!value) return "";
  const lines = value
    .replace(INVISIBLE, "")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => {
      const tidy = line.replace(HSPACE, " ").trim();
      return stripBullets ? tidy.replace(LIST_MARKER_RE, "").trim() : tidy;
    });
  const out: string[] = [];
  for (const line of lines) {
    if (line === "" && (out.length === 0 || out[out.length - 1] === "")) continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out.join("\n");
}

/** The non-empty lines of a multi-line field. */
export function splitLines(value: string | undefined | null): string[] {
  return tidyMultiline(value)
    .split("\n")
    .filter((line) => line !== "");
}

/**
 * Splits a list ("Python, Go; Rust | SQL") into items, ignoring separators inside brackets
 * ("Python (NumPy, pandas)" is one item). Newlines separate items too.
 */
export function splitList(value: string | undefined | null): string[] {
  if (!value) return [];
  const items = splitOutsideBrackets(value.replace(INVISIBLE, ""));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = tidyLine(raw).replace(LIST_MARKER_RE, "").trim();
    const key = item.toLowerCase();
    if (item === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** A list field in one style: "a, b, c"; lines ("Languages: Go, Rust") are kept as lines. */
export function tidyList(value: string | undefined | null): string {
  return tidyMultiline(value)
    .split("\n")
    .map((line) => splitList(line).join(", "))
    .filter((line) => line !== "")
    .join("\n");
}

function monthYear(month: number, year: number): string | undefined {
  if (month < 1 || month > 12 || year < 1900 || year > 2200) return undefined;
  return shortMonthYear(month, year);
}

function formatSingleDate(value: string): string | undefined {
  const v = value.toLowerCase().replace(/\s+/g, " ").trim();
  if (PRESENT_WORDS.has(v)) return "Present";
  let m = /^(\d{4})$/.exec(v);
  if (m) return m[1];
  // 2020-01, 2020/01, 2020.1, 2020-01-15
  m = /^(\d{4})[-/.](\d{1,2})(?:[-/.]\d{1,2})?(?:t.*)?$/.exec(v);
  if (m) return monthYear(Number(m[2]), Number(m[1]));
  // 01/2020, 1-2020, 01.2020
  m = /^(\d{1,2})[-/.](\d{4})$/.exec(v);
  if (m) return monthYear(Number(m[1]), Number(m[2]));
  // 15/01/2020 or 01/15/2020: the part that cannot be a day decides; month first when ambiguous
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(v);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    return monthYear(a > 12 ? b : a, Number(m[3]));
  }
  // jan 2020, January, 2020, sept. 2020, 15 jan 2020, jan-2020
  m = /^(?:\d{1,2}(?:st|nd|rd|th)?\s+)?([a-z]+)\.?,?[\s-]+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(\d{4})$/.exec(v);
  if (m && MONTH_NUMBERS[m[1]!] !== undefined) return monthYear(MONTH_NUMBERS[m[1]!]!, Number(m[2]));
  return undefined;
}

/**
 * One date style for the CV: 'Jan 2020', '2020', 'Present'. A range ("2018 - 2020") becomes
 * "2018 – 2020". Anything not recognised is returned tidied but otherwise unchanged.
 */
export function formatDate(value: string | undefined | null): string {
  const tidy = tidyLine(value);
  if (tidy === "") return "";
  const single = formatSingleDate(tidy);
  if (single) return single;
  const range = /^(.+?)\s*(?:\s-\s|–|—|\bto\b|\buntil\b|-)\s*(.+)$/i.exec(tidy);
  if (range) {
    const from = formatSingleDate(range[1]!);
    const to = formatSingleDate(range[2]!);
    if (from && to) return `${from} – ${to}`;
  }
  return tidy;
}

/**
 * A date as a count of months, to compare and subtract: "Jan 2020" exactly; a year alone as its
 * first month (a start) or its last (an end); null when the date is not one month or year.
 */
export function monthCount(value: string | undefined | null, yearAlone: "first" | "last" = "first"): number | null {
  const formatted = formatDate(value);
  const m = /^([A-Z][a-z]{2}) (\d{4})$/.exec(formatted);
  if (m) return Number(m[2]) * 12 + MONTH_NUMBERS[m[1]!.toLowerCase()]! - 1;
  if (/^\d{4}$/.test(formatted)) return Number(formatted) * 12 + (yearAlone === "last" ? 11 : 0);
  return null;
}

/** "Jan 2020 – Present", "Jan 2020 – Mar 2022", "2019", or "" (inputs already formatted or raw). */
export function dateRange(start: string | undefined, end: string | undefined, current = false): string {
  const from = formatDate(start);
  const to = current ? "Present" : formatDate(end);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from || to;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const LIKELY_URL = /^(?:www\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;

/** Adds https:// to a value that is clearly a URL without a scheme; anything else is left as is. */
export function withScheme(value: string | undefined | null): string {
  const tidy = tidyLine(value);
  if (tidy === "" || /\s/.test(tidy)) return tidy;
  if (tidy.startsWith("//") && LIKELY_URL.test(tidy.slice(2))) return `https:${tidy}`;
  if (HAS_SCHEME.test(tidy) && !/^[a-z0-9.-]+\.[a-z]{2,24}:\d/i.test(tidy)) return tidy;
  // an e-mail address or anything with an @ before the path is not a bare URL
  const hostPart = tidy.split(/[/?#]/, 1)[0]!;
  if (hostPart.includes("@")) return tidy;
  return LIKELY_URL.test(tidy) ? `https://${tidy}` : tidy;
}

function isBlank(entry: Record<string, unknown>): boolean {
  return Object.entries(entry).every(([key, value]) => key === "id" || typeof value !== "string" || value.trim() === "");
}

function normalizePersonal(p: PersonalInfo): PersonalInfo {
  const out: PersonalInfo = {
    ...p,
    firstName: tidyLine(p.firstName),
    lastName: tidyLine(p.lastName),
    email: tidyLine(p.email)
      .replace(/\s+/g, "")
      .replace(/^mailto:/i, ""),
    phone: tidyLine(p.phone),
  };
  for (const key of ["address", "city", "state", "zipCode", "country"] as const) {
    if (p[key] !== undefined) out[key] = tidyLine(p[key]);
  }
  for (const key of ["linkedIn", "portfolio", "github"] as const) {
    if (p[key] !== undefined) out[key] = withScheme(p[key]);
  }
  if (p.summary !== undefined) out.summary = tidyMultiline(p.summary, { stripBullets: false });
  if (p.profileImage !== undefined) out.profileImage = tidyLine(p.profileImage);
  return out;
}

function normalizeExperience(e: Experience): Experience {
  const endDate = formatDate(e.endDate);
  const currentJob = e.currentJob === true || endDate === "Present";
  return {
    ...e,
    jobTitle: tidyLine(e.jobTitle),
    company: tidyLine(e.company),
    location: tidyLine(e.location),
    startDate: formatDate(e.startDate),
    endDate: currentJob ? "" : endDate,
    currentJob,
    description: tidyMultiline(e.description),
    achievements: tidyMultiline(e.achievements),
    technologies: tidyList(e.technologies),
  };
}

function normalizeEducation(e: Education): Education {
  return {
    ...e,
    degree: tidyLine(e.degree),
    school: tidyLine(e.school),
    location: tidyLine(e.location),
    graduationYear: formatDate(e.graduationYear),
    gpa: tidyLine(e.gpa),
    honors: tidyMultiline(e.honors),
    relevantCoursework: tidyList(e.relevantCoursework),
  };
}

function normalizeProject(p: Project): Project {
  return {
    ...p,
    title: tidyLine(p.title),
    description: tidyMultiline(p.description),
    technologies: tidyList(p.technologies),
    link: withScheme(p.link),
    github: withScheme(p.github),
    startDate: formatDate(p.startDate),
    endDate: formatDate(p.endDate),
  };
}

function normalizeSkills(s: Skills): Skills {
  return {
    technicalSkills: tidyList(s.technicalSkills),
    softSkills: tidyList(s.softSkills),
    tools: tidyList(s.tools),
    frameworks: tidyList(s.frameworks),
  };
}

function normalizeAdditional(a: AdditionalInfo): AdditionalInfo {
  return {
    certifications: tidyMultiline(a.certifications),
    languages: tidyList(a.languages),
    hobbies: tidyList(a.hobbies),
    volunteering: tidyMultiline(a.volunteering),
    awards: tidyMultiline(a.awards),
    publications: tidyMultiline(a.publications),
  };
}

/** The form data tidied for display (see the module comment). Returns a new object. */
export function normalizeResume(form: ResumeFormData): ResumeFormData {
  return {
    personalInfo: normalizePersonal(form.personalInfo),
    experiences: (form.experiences ?? []).map(normalizeExperience).filter((e) => !isBlank(e)),
    education: (form.education ?? []).map(normalizeEducation).filter((e) => !isBlank(e)),
    skills: normalizeSkills(form.skills ?? {}),
    projects: (form.projects ?? []).map(normalizeProject).filter((p) => !isBlank(p)),
    additionalInfo: normalizeAdditional(form.additionalInfo ?? {}),
  };
}

/**
 * The "additional information" sections every CV format shows, in order: the field, its title, and
 * whether it is one entry per line ("lines") or a comma/line-separated list shown inline ("list").
 */
export const ADDITIONAL_SECTIONS = [
  ["certifications", "Certifications", "lines"],
  ["languages", "Languages", "list"],
  ["awards", "Awards", "lines"],
  ["publications", "Publications", "lines"],
  ["volunteering", "Volunteering", "lines"],
  ["hobbies", "Interests", "list"],
] as const;
