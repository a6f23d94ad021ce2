/**
 * JSON Resume (https://jsonresume.org/schema, v1.2.1) ⇄ our form data shape.
 *
 * Export (`formToJsonResume`) fills the schema's documented fields: basics (with location and
 * profiles), work, volunteer, education, awards, certificates, publications, skills, languages,
 * interests, projects and meta. Where our form has a field the schema has not, it travels as an
 * extra property on the item (the schema allows additional properties on items): work.keywords
 * (technologies), work.location, education.location, education.honors, projects.repository.
 * Import (`jsonResumeToForm`, in json-resume-import.ts) maps any JSON Resume back, tolerating
 * missing and extra fields.
 * Dates: the schema's ISO 8601 form (YYYY, YYYY-MM or YYYY-MM-DD) out; "Jan 2020" / "2020" in.
 * basics.image, both ways: only an http(s) URL or one of our stored photos (`photoUrlForJsonResume`).
 * Text out is free of the characters XML forbids (`withXmlSafeText`): a JSON Resume is made to be
 * rendered by other tools into HTML, PDF or Word, and a lone surrogate is not valid Unicode for them.
 */
import { formatDate, splitLines, splitList, withScheme } from "./normalize-resume.ts";
import { OBJECT_KEY_PATTERN } from "./photo-rules.ts";
import type { PartialResume, ResumeFormData } from "./resume.ts";
import { countryCode } from "./text/countries.ts";
import { MONTH_NUMBERS, shortMonthYear } from "./text/months.ts";
import { withXmlSafeText } from "./xml-text.ts";

export const JSON_RESUME_SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

export interface JsonResumeLocation {
  address?: string;
  postalCode?: string;
  city?: string;
  countryCode?: string;
  region?: string;
}

export interface JsonResume {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: JsonResumeLocation;
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: {
    name?: string;
    location?: string;
    description?: string;
    position?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
    keywords?: string[];
  }[];
  volunteer?: { organization?: string; position?: string; url?: string; startDate?: string; endDate?: string; summary?: string; highlights?: string[] }[];
  education?: {
    institution?: string;
    url?: string;
    area?: string;
    studyType?: string;
    startDate?: string;
    endDate?: string;
    score?: string;
    courses?: string[];
    location?: string;
    honors?: string;
  }[];
  awards?: { title?: string; date?: string; awarder?: string; summary?: string }[];
  certificates?: { name?: string; date?: string; url?: string; issuer?: string }[];
  publications?: { name?: string; publisher?: string; releaseDate?: string; url?: string; summary?: string }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  languages?: { language?: string; fluency?: string }[];
  interests?: { name?: string; keywords?: string[] }[];
  references?: { name?: string; reference?: string }[];
  projects?: {
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    startDate?: string;
    endDate?: string;
    url?: string;
    roles?: string[];
    entity?: string;
    type?: string;
    repository?: string;
  }[];
  meta?: { canonical?: string; version?: string; lastModified?: string };
}

export const ISO_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

/** "Jan 2020" → "2020-01", "2020" → "2020"; anything else (incl. "Present") → undefined. */
export function toIsoDate(value: string | undefined): string | undefined {
  const formatted = formatDate(value);
  const m = /^([A-Z][a-z]{2}) (\d{4})$/.exec(formatted);
  if (m) return `${m[2]}-${String(MONTH_NUMBERS[m[1]!.toLowerCase()]).padStart(2, "0")}`;
  if (/^\d{4}$/.test(formatted)) return formatted;
  return undefined;
}

/** "2020-01" / "2020-01-15" → "Jan 2020", "2020" → "2020"; other text is kept as written. */
export function fromIsoDate(value: unknown): string {
  if (typeof value !== "string") return "";
  const m = /^(\d{4})-(\d{2})(?:-\d{2})?/.exec(value.trim());
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return shortMonthYear(Number(m[2]), m[1]!);
  return value.trim();
}

const clean = <T extends Record<string, unknown>>(o: T): T => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === "" || (Array.isArray(v) && v.length === 0)) continue;
    if (v && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length === 0) continue;
    out[k] = v;
  }
  return out as T;
};
const opt = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
/** The schema's url fields take URLs only: "example.com" gains https://, anything else is left out. */
const url = (value: string | undefined) => {
  const withHttp = withScheme(value);
  return /^https?:\/\/[^\s]+\.[^\s]+$/i.test(withHttp) ? withHttp : undefined;
};

const OBJECTS_PREFIX = "/objects/";

/**
 * The profile photo as JSON Resume's basics.image, or undefined when it must not travel: an
 * absolute http(s) URL with a host and no credentials, or one of our stored photos
 * (`/objects/{key}`, made absolute on `origin` when given, since the file leaves our site).
 * Anything else (javascript:, data:, vbscript:, file:, a protocol-relative //host, a bare word) is
 * dropped: other tools put this value straight into an <img src> or a link.
 */
export function photoUrlForJsonResume(value: unknown, origin?: string | null): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (trimmed.startsWith(OBJECTS_PREFIX) && OBJECT_KEY_PATTERN.test(trimmed.slice(OBJECTS_PREFIX.length))) {
    return origin ? new URL(trimmed, origin).href : trimmed;
  }
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    const fetchable = (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.username && !url.password;
    return fetchable ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A job's text as JSON Resume holds it: a one-line description is the summary, a description of
 * several lines (our bullets) opens the highlights, followed by the achievements.
 * `x-descriptionLines` tells our own import where the description ends.
 */
function workText(description: string | undefined, achievements: string | undefined) {
  const described = splitLines(description);
  const achieved = splitLines(achievements);
  if (described.length <= 1) return { summary: described[0], highlights: achieved };
  return { highlights: [...described, ...achieved], "x-descriptionLines": described.length };
}

/** "English (native)", "Spanish - B2", "French: fluent" → the language and its fluency as written. */
export function languageAndFluency(item: string): { language: string; fluency?: string } {
  // a hyphen only separates with spaces around it: "Haitian-Creole" is one language
  const match = /^(.+?)(?:\s*\((.+)\)|\s*:\s*(.+)|\s+[-–—]\s+(.+))$/.exec(item.trim());
  if (!match) return { language: item.trim() };
  const fluency = (match[2] ?? match[3] ?? match[4])!.trim();
  return fluency ? { language: match[1]!.trim(), fluency } : { language: match[1]!.trim() };
}

export const SKILL_GROUP_NAMES = { technicalSkills: "Technical", frameworks: "Frameworks", tools: "Tools", softSkills: "Soft skills" } as const;

/** Our form → a JSON Resume document (v1.2.1 fields). `origin` makes our own photo paths absolute. */
export function formToJsonResume(input: ResumeFormData | PartialResume, now = new Date(), origin?: string | null): JsonResume {
  const form = withXmlSafeText(input);
  const p = form.personalInfo;
  const profiles = [
    p.linkedIn?.trim() ? clean({ network: "LinkedIn", url: url(p.linkedIn), username: /linkedin\.com\/in\/([^/?#]+)/i.exec(p.linkedIn)?.[1] }) : null,
    p.github?.trim() ? clean({ network: "GitHub", url: url(p.github), username: /github\.com\/([^/?#]+)/i.exec(p.github)?.[1] }) : null,
  ].filter((x): x is NonNullable<typeof x> => x !== null);
  const latestTitle = form.experiences.find((e) => e.jobTitle?.trim())?.jobTitle?.trim();
  const lines = (value: string | undefined) => splitLines(value);
  return clean({
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: clean({
      name:
        [p.firstName, p.lastName]
          .filter((s) => s?.trim())
          .map((s) => s!.trim())
          .join(" ") || undefined,
      label: latestTitle,
      image: photoUrlForJsonResume(p.profileImage, origin),
      email: opt(p.email),
      phone: opt(p.phone),
      url: url(p.portfolio),
      summary: opt(p.summary),
      // the schema wants the ISO code ("US"); the country as written travels beside it for our own import
      location: clean({
        address: opt(p.address),
        postalCode: opt(p.zipCode),
        city: opt(p.city),
        countryCode: countryCode(p.country),
        region: opt(p.state),
        "x-country": opt(p.country),
      }),
      profiles,
      // our own split of the name, so a round trip keeps a multi-word first or last name
      "x-firstName": opt(p.firstName),
      "x-lastName": opt(p.lastName),
    }),
    work: form.experiences.map((e) =>
      clean({
        name: opt(e.company),
        position: opt(e.jobTitle),
        location: opt(e.location),
        startDate: toIsoDate(e.startDate),
        endDate: e.currentJob ? undefined : toIsoDate(e.endDate),
        // a description of one line is prose; more lines are bullets, which the schema keeps in highlights
        ...workText(e.description, e.achievements),
        keywords: splitList(e.technologies),
      }),
    ),
    volunteer: lines(form.additionalInfo.volunteering).map((line) => ({ summary: line })),
    education: form.education.map((e) =>
      clean({
        institution: opt(e.school),
        studyType: opt(e.degree),
        endDate: toIsoDate(e.graduationYear),
        score: opt(e.gpa),
        courses: splitList(e.relevantCoursework),
        location: opt(e.location),
        honors: opt(e.honors),
      }),
    ),
    awards: lines(form.additionalInfo.awards).map((line) => ({ title: line })),
    certificates: lines(form.additionalInfo.certifications).map((line) => ({ name: line })),
    publications: lines(form.additionalInfo.publications).map((line) => ({ name: line })),
    skills: (Object.keys(SKILL_GROUP_NAMES) as (keyof typeof SKILL_GROUP_NAMES)[])
      .map((key) => ({ name: SKILL_GROUP_NAMES[key], keywords: splitList(form.skills[key]) }))
      .filter((group) => group.keywords.length > 0),
    languages: splitList(form.additionalInfo.languages).map(languageAndFluency),
    interests: splitList(form.additionalInfo.hobbies).map((name) => ({ name })),
    projects: form.projects.map((project) =>
      clean({
        name: opt(project.title),
        description: opt(project.description),
        keywords: splitList(project.technologies),
        startDate: toIsoDate(project.startDate),
        endDate: toIsoDate(project.endDate),
        url: url(project.link),
        repository: opt(project.github),
      }),
    ),
    meta: { version: "v1.2.1", lastModified: now.toISOString().slice(0, 19) },
  }) as JsonResume;
}
