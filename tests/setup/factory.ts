/**
 * The one test person (Ada Lovelace) and the resume bodies made from her, shared by the unit,
 * integration and end-to-end tests so that a field the form starts to require changes in one place.
 * Every builder returns a fresh object, so a test may change what it gets without touching another.
 * Tests assert on these values (the name on a CV, the e-mail in a preview), so change them with care.
 */
import type { Experience, PersonalInfo } from "../../app/lib/resume.ts";

/** The four fields the resume form requires. */
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const ADA: Readonly<Person> = Object.freeze({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+44 20 7946 0958" });

/** Ada's required fields, with any other personal fields (city, summary, …) or replacements on top. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the default: no extra fields
export function person<Extra extends Partial<PersonalInfo> = {}>(extra?: Extra): Omit<Person, keyof Extra> & Extra {
  return { ...ADA, ...extra } as Omit<Person, keyof Extra> & Extra;
}

/** Ada's name as a CV heading shows it. */
export const fullName = (who: Person = ADA) => `${who.firstName} ${who.lastName}`;

/** The first experience the end-to-end tests type into the form. */
export function engineExperience(extra: Partial<Experience> = {}) {
  return {
    jobTitle: "Analytical Engine Programmer",
    company: "Babbage & Co",
    startDate: "Jan 1842",
    description: "Wrote the first published algorithm\nExplained the engine to a wide audience",
    ...extra,
  };
}

/** A short, plain experience for the API tests. */
export function analystExperience(extra: Partial<Experience> = {}) {
  return { jobTitle: "Analyst", company: "Acme", startDate: "2020-01", description: "Built reports.", ...extra };
}

type ResumeFormOverrides = { personalInfo?: Partial<PersonalInfo> } & Record<string, unknown>;

/**
 * A resume body as the form and /api/generate-resume take it: Ada, one analyst experience unless
 * `experiences` is given, and whatever other sections (education, skills, …) the test names.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the default: no overrides
export function resumeForm<Overrides extends ResumeFormOverrides = {}>(overrides?: Overrides) {
  const { personalInfo, ...sections } = overrides ?? ({} as Overrides);
  return { personalInfo: person(personalInfo), experiences: [analystExperience()], ...sections };
}

/** A resume with some history, for the paid tools (its missing LinkedIn and "SQL" skill are what they find). */
export function resumeWithHistory() {
  return resumeForm({
    personalInfo: { city: "London", country: "UK", summary: "Analyst who writes algorithms for engines." },
    experiences: [
      {
        jobTitle: "Analyst",
        company: "Babbage & Co",
        startDate: "Jan 2018",
        endDate: "Dec 2021",
        description: "Wrote the first published algorithm\nExplained the engine to 40 investors",
      },
      { jobTitle: "Junior Analyst", company: "Royal Society", startDate: "2015", endDate: "2017", description: "I translated the Menabrea paper" },
    ],
    education: [{ degree: "B.A. Mathematics", school: "University of London", graduationYear: "2014" }],
    skills: { technicalSkills: "Mathematics, Python", softSkills: "Communication" },
  });
}

/** The required personal fields as the no-script form posts them (`personalInfo.firstName`, …). */
export function personFormFields(who: Person = person()): Record<string, string> {
  return {
    "personalInfo.firstName": who.firstName,
    "personalInfo.lastName": who.lastName,
    "personalInfo.email": who.email,
    "personalInfo.phone": who.phone,
  };
}

/** Ada as a JSON Resume (jsonresume.org) document, with `basics` fields added or replaced. */
export function jsonResumeBody(basics: Record<string, unknown> = {}) {
  return {
    basics: { name: fullName(), email: ADA.email, ...basics },
    work: [{ name: "Analytical Engines", position: "Programmer", startDate: "1842-01" }],
  };
}
