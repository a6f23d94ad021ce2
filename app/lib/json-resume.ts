/**
 * JSON Resume (https://jsonresume.org/schema, v1.2.1) ⇄ our form data shape.
 *
 * Export (`formToJsonResume`) fills the schema's documented fields: basics (with location and
 * profiles), work, volunteer, education, awards, certificates, publications, skills, languages,
 * interests, projects and meta. Where our form has a field the schema has not, it travels as an
 * extra property on the item (the schema allows additional properties on items): work.keywords
 * (technologies), work.location, education.location, education.honors, projects.repository.
 * Import (`jsonResumeToForm`) maps any JSON Resume back, tolerating missing and extra fields.
 * Dates: the schema's ISO 8601 form (YYYY, YYYY-MM or YYYY-MM-DD) out; "Jan 2020" / "2020" in.
 * basics.image, both ways: only an http(s) URL or one of our stored photos (`photoUrlForJsonResume`).
 * Text out is free of the characters XML forbids (`withXmlSafeText`): a JSON Resume is made to be
 * rendered by other tools into HTML, PDF or Word, and a lone surrogate is not valid Unicode for them.
 */
import { formatDate, splitLines, splitList, withScheme } from "./normalize-resume.ts";
import { OBJECT_KEY_PATTERN } from "./photo-rules.ts";
import { LIMITS, partialResumeSchema, type PartialResume, type ResumeFormData } from "./resume.ts";
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
      location: clean({ address: opt(p.address), postalCode: opt(p.zipCode), city: opt(p.city), countryCode: opt(p.country), region: opt(p.state) }),
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
        summary: opt(e.description),
        highlights: lines(e.achievements),
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
    languages: splitList(form.additionalInfo.languages).map((language) => ({ language })),
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

// ---------------------------------------------------------------- import

const str = (value: unknown, max: number = LIMITS.shortText): string =>
  typeof value === "string" ? value.trim().slice(0, max) : typeof value === "number" ? String(value) : "";
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, LIMITS.listItems) : []);
const obj = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const strings = (value: unknown): string[] =>
  arr(value)
    .map((v) => str(v, 1000))
    .filter(Boolean);
const joinLines = (items: string[], max: number) => items.join("\n").slice(0, max);

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { firstName: parts[0] ?? "", lastName: "" };
  return { firstName: parts.slice(0, -1).join(" "), lastName: parts.at(-1)! };
}

const SKILL_FIELD_BY_NAME: [RegExp, keyof ResumeFormData["skills"]][] = [
  [/soft|interpersonal|personal|people/i, "softSkills"],
  [/framework|librar/i, "frameworks"],
  [/tool|platform|software|devops|cloud/i, "tools"],
];

/** Any JSON Resume document → the form data shape (lists capped, strings cut to the schema's limits). */
export function jsonResumeToForm(json: unknown): PartialResume {
  const root = obj(json);
  const basics = obj(root.basics);
  const location = obj(basics.location);
  const profiles = arr(basics.profiles).map(obj);
  const profile = (re: RegExp) => profiles.find((p) => re.test(str(p.network)) || re.test(str(p.url)));
  const name = splitName(str(basics.name));
  const firstName = str(basics["x-firstName"]) || name.firstName;
  const lastName = str(basics["x-lastName"]) || name.lastName;

  const personalInfo: PartialResume["personalInfo"] = {};
  const set = (key: keyof PartialResume["personalInfo"], value: string) => {
    if (value) personalInfo[key] = value;
  };
  set("firstName", firstName);
  set("lastName", lastName);
  set("email", str(basics.email, 254));
  set("phone", str(basics.phone, 40));
  set("address", str(location.address));
  set("city", str(location.city));
  set("state", str(location.region));
  set("zipCode", str(location.postalCode, 20));
  set("country", str(location.countryCode));
  set("linkedIn", str(profile(/linkedin/i)?.url, LIMITS.url));
  set("github", str(profile(/github/i)?.url, LIMITS.url));
  set("portfolio", str(basics.url ?? basics.website, LIMITS.url));
  set("summary", str(basics.summary, LIMITS.longText));
  // checked whole, then refused when too long: a cut URL would point somewhere else
  const image = photoUrlForJsonResume(basics.image ?? basics.picture);
  if (image && image.length <= LIMITS.url) set("profileImage", image);

  const experiences = arr(root.work).map((raw) => {
    const w = obj(raw);
    const endDate = fromIsoDate(w.endDate);
    const startDate = fromIsoDate(w.startDate);
    return {
      jobTitle: str(w.position),
      company: str(w.name ?? w.company),
      location: str(w.location),
      startDate: startDate.slice(0, 40),
      endDate: endDate.slice(0, 40),
      currentJob: Boolean(startDate) && !endDate,
      description: str(w.summary ?? w.description, LIMITS.longText),
      achievements: joinLines(strings(w.highlights), LIMITS.longText),
      technologies: strings(w.keywords).join(", ").slice(0, 1000),
    };
  });

  const education = arr(root.education).map((raw) => {
    const e = obj(raw);
    const studyType = str(e.studyType);
    const area = str(e.area);
    return {
      degree: (studyType && area ? `${studyType} in ${area}` : studyType || area).slice(0, LIMITS.shortText),
      school: str(e.institution),
      location: str(e.location),
      graduationYear: fromIsoDate(e.endDate).slice(0, 40),
      gpa: str(e.score ?? e.gpa, 20),
      honors: str(e.honors, 1000),
      relevantCoursework: strings(e.courses).join(", ").slice(0, 2000),
    };
  });

  const skills: PartialResume["skills"] = {};
  for (const raw of arr(root.skills)) {
    const group = obj(raw);
    const groupName = str(group.name);
    const keywords = strings(group.keywords);
    const ours = (Object.keys(SKILL_GROUP_NAMES) as (keyof typeof SKILL_GROUP_NAMES)[]).find(
      (k) => SKILL_GROUP_NAMES[k].toLowerCase() === groupName.toLowerCase(),
    );
    const field = ours ?? SKILL_FIELD_BY_NAME.find(([re]) => re.test(groupName))?.[1] ?? "technicalSkills";
    const items = keywords.length
      ? ours || SKILL_FIELD_BY_NAME.some(([re]) => re.test(groupName))
        ? keywords
        : [groupName, ...keywords].filter(Boolean)
      : [groupName].filter(Boolean);
    if (!items.length) continue;
    skills[field] = [skills[field], items.join(", ")].filter(Boolean).join(", ").slice(0, 2000);
  }

  const projects = arr(root.projects).map((raw) => {
    const pr = obj(raw);
    const highlights = strings(pr.highlights);
    return {
      title: str(pr.name),
      description: [str(pr.description, LIMITS.longText), ...highlights].filter(Boolean).join("\n").slice(0, LIMITS.longText),
      technologies: strings(pr.keywords).join(", ").slice(0, 1000),
      link: str(pr.url, LIMITS.url),
      github: str(pr.repository, LIMITS.url),
      startDate: fromIsoDate(pr.startDate).slice(0, 40),
      // as for work: a start date without an end date is ongoing
      endDate: (fromIsoDate(pr.endDate) || (fromIsoDate(pr.startDate) ? "Present" : "")).slice(0, 40),
    };
  });

  const line = (parts: string[]) => parts.filter(Boolean).join(", ");
  const additionalInfo = {
    certifications: joinLines(
      arr(root.certificates)
        .map(obj)
        .map((c) => line([str(c.name), str(c.issuer), str(c.date)]))
        .filter(Boolean),
      3000,
    ),
    awards: joinLines(
      arr(root.awards)
        .map(obj)
        .map((a) => line([str(a.title), str(a.awarder), str(a.date)]))
        .filter(Boolean),
      3000,
    ),
    publications: joinLines(
      arr(root.publications)
        .map(obj)
        .map((p) => line([str(p.name), str(p.publisher), str(p.releaseDate)]))
        .filter(Boolean),
      3000,
    ),
    volunteering: joinLines(
      arr(root.volunteer)
        .map(obj)
        .map((v) => line([str(v.position), str(v.organization), str(v.summary, 1000)]))
        .filter(Boolean),
      3000,
    ),
    languages: arr(root.languages)
      .map(obj)
      .map((l) => (str(l.fluency) ? `${str(l.language)} (${str(l.fluency)})` : str(l.language)))
      .filter(Boolean)
      .join(", ")
      .slice(0, 1000),
    hobbies: arr(root.interests)
      .map(obj)
      .map((i) => str(i.name))
      .filter(Boolean)
      .join(", ")
      .slice(0, 1000),
  };

  const parsed = partialResumeSchema.safeParse({ personalInfo, experiences, education, skills, projects, additionalInfo });
  if (parsed.success) return parsed.data;
  // a value the form refuses (an invalid e-mail …) is dropped rather than failing the import
  const { email: _email, ...rest } = personalInfo;
  return partialResumeSchema.parse({ personalInfo: rest, experiences, education, skills, projects, additionalInfo });
}

/** True when a parsed JSON value looks like a JSON Resume document (not any JSON). */
export function looksLikeJsonResume(value: unknown): boolean {
  const root = obj(value);
  if (Object.keys(root).length === 0) return false;
  const known = ["basics", "work", "education", "skills", "projects", "volunteer", "awards", "certificates", "publications", "languages", "interests"];
  return known.some((key) => key in root) && (root.basics === undefined || typeof root.basics === "object");
}
