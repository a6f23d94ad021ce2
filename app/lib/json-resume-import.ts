/**
 * JSON Resume → our form data shape (the way back from json-resume.ts): any document, tolerating
 * missing and extra fields, lists capped and strings cut to the form's limits; "2020-01" dates come
 * back as "Jan 2020", and basics.image only as an http(s) URL or one of our stored photos.
 */
import { fromIsoDate, photoUrlForJsonResume, SKILL_GROUP_NAMES } from "./json-resume.ts";
import { LIMITS, partialResumeSchema, type PartialResume, type ResumeFormData } from "./resume.ts";

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
/** A job's description and achievements: our own export marks how many highlights are the description's bullets. */
function workText(w: Record<string, unknown>): { description: string; achievements: string } {
  const highlights = strings(w.highlights);
  const descriptionLines = w["x-descriptionLines"];
  if (typeof descriptionLines === "number" && Number.isInteger(descriptionLines) && descriptionLines > 0 && !str(w.summary)) {
    return {
      description: joinLines(highlights.slice(0, descriptionLines), LIMITS.longText),
      achievements: joinLines(highlights.slice(descriptionLines), LIMITS.longText),
    };
  }
  return { description: str(w.summary ?? w.description, LIMITS.longText), achievements: joinLines(highlights, LIMITS.longText) };
}

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
  set("country", str(location["x-country"]) || str(location.countryCode));
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
      ...workText(w),
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
