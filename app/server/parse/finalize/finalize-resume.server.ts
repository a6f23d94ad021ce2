/**
 * finalize/: the field stage guesses; this is the one place that makes those guesses valid form
 * data, so no guess can reach the form in a shape the schema would refuse. It runs in the main
 * thread on the worker's answer.
 *
 * Makes the parser's output fit the form schema (partialResumeSchema of app/lib/resume.ts):
 * values are truncated to the schema's limits instead of failing, invalid values are dropped.
 */
import { LIMITS, partialResumeSchema, type PartialResume } from "../../../lib/resume.ts";
import type { ParsedResume } from "../types.server.ts";

const PERSONAL_MAX: Record<string, number> = {
  firstName: LIMITS.shortText,
  lastName: LIMITS.shortText,
  email: 254,
  phone: 40,
  address: LIMITS.shortText,
  city: LIMITS.shortText,
  state: LIMITS.shortText,
  zipCode: 20,
  country: LIMITS.shortText,
  linkedIn: LIMITS.url,
  portfolio: LIMITS.url,
  github: LIMITS.url,
  summary: LIMITS.longText,
  profileImage: LIMITS.url,
};
const EXP_MAX: Record<string, number> = {
  jobTitle: 200,
  company: 200,
  location: 200,
  startDate: 40,
  endDate: 40,
  description: 5000,
  achievements: 5000,
  technologies: 1000,
};
const EDU_MAX: Record<string, number> = { degree: 200, school: 200, location: 200, graduationYear: 40, gpa: 20, honors: 1000, relevantCoursework: 2000 };
const SKILL_MAX = 2000;
/** personal fields the form schema requires to be non-empty (and valid) whenever they are present */
const REQUIRED_WHEN_PRESENT = new Set(["firstName", "lastName", "email", "phone"]);
const PROJ_MAX: Record<string, number> = { title: 200, description: 5000, technologies: 1000, link: 500, github: 500, startDate: 40, endDate: 40 };
const ADD_MAX: Record<string, number> = { certifications: 3000, languages: 1000, hobbies: 1000, volunteering: 3000, awards: 3000, publications: 3000 };

function cut(v: unknown, max: number): string {
  const s = typeof v === "string" ? v.trim() : "";
  if (s.length <= max) return s;
  const c = s.slice(0, max - 1);
  const sp = c.lastIndexOf(" ");
  return (sp > max * 0.7 ? c.slice(0, sp) : c).trimEnd() + "…";
}

function cutObj<T extends Record<string, unknown>>(o: T, limits: Record<string, number>, keepEmpty: boolean): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (k === "id" || typeof v === "boolean") {
      out[k] = v;
      continue;
    }
    const max = limits[k];
    if (max === undefined) continue;
    const s = cut(v, max);
    if (s || (keepEmpty && !REQUIRED_WHEN_PRESENT.has(k))) out[k] = s;
  }
  return out as T;
}

export function finalizeResume(r: ParsedResume): PartialResume {
  const data = {
    // every field present (empty when not found), so the form can apply the object as is
    // (except name, e-mail and phone, which the schema only accepts non-empty)
    personalInfo: cutObj(
      {
        ...Object.fromEntries(
          Object.keys(PERSONAL_MAX)
            .filter((k) => !REQUIRED_WHEN_PRESENT.has(k))
            .map((k) => [k, ""]),
        ),
        ...r.personalInfo,
      } as Record<string, unknown>,
      PERSONAL_MAX,
      true,
    ),
    experiences: r.experiences.slice(0, LIMITS.listItems).map((e) => cutObj(e as unknown as Record<string, unknown>, EXP_MAX, true)),
    education: r.education.slice(0, LIMITS.listItems).map((e) => cutObj(e as unknown as Record<string, unknown>, EDU_MAX, true)),
    skills: cutObj(
      r.skills as unknown as Record<string, unknown>,
      { technicalSkills: SKILL_MAX, softSkills: SKILL_MAX, tools: SKILL_MAX, frameworks: SKILL_MAX },
      true,
    ),
    projects: r.projects.slice(0, LIMITS.listItems).map((e) => cutObj(e as unknown as Record<string, unknown>, PROJ_MAX, true)),
    additionalInfo: cutObj(r.additionalInfo as unknown as Record<string, unknown>, ADD_MAX, true),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    const res = partialResumeSchema.safeParse(data);
    if (res.success) return res.data;
    // blank whatever the schema refuses (an e-mail it considers invalid, an odd id …)
    for (const issue of res.error.issues) {
      const path = issue.path;
      let obj: Record<string | number, unknown> = data as unknown as Record<string, unknown>;
      for (let i = 0; i < path.length - 1 && obj; i++) obj = obj[path[i] as string] as Record<string | number, unknown>;
      const last = path[path.length - 1];
      if (obj && last !== undefined) {
        if (Array.isArray(obj)) obj.splice(Number(last), 1);
        else if (typeof obj[last as string] === "string" && obj[last as string] !== "" && last !== "id" && !REQUIRED_WHEN_PRESENT.has(String(last)))
          obj[last as string] = "";
        else delete obj[last as string];
      }
    }
  }
  return partialResumeSchema.parse({});
}
