/**
 * The resume form's fields without zod: each text field's length limit, the form's messages (word
 * for word) and empty entries. The server's schema (`resume.ts`) is built from this table, and the
 * browser checks and reads the form by it (`resume-checks.ts`), so the builder's page does not
 * load zod.
 */

export const MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email",
  phone: "Phone number is required",
  phoneTooLong: "Please enter a shorter phone number",
} as const;

export const LIMITS = {
  shortText: 200,
  url: 500,
  longText: 5000,
  listItems: 30,
} as const;

/** The message for text past its length limit. */
export const tooLongMessage = (max: number) => `Please keep this under ${max} characters`;

/** The message for a list with more entries than LIMITS.listItems. */
export const TOO_MANY_ENTRIES = `Please keep this list under ${LIMITS.listItems} entries`;

const { shortText, url, longText } = LIMITS;

/** Every text field of the form, by section, with its length limit (after trimming). */
export const FIELD_LIMITS = {
  personalInfo: {
    firstName: shortText,
    lastName: shortText,
    email: 254,
    phone: 40,
    address: shortText,
    city: shortText,
    state: shortText,
    zipCode: 20,
    country: shortText,
    linkedIn: url,
    portfolio: url,
    github: url,
    summary: longText,
    profileImage: url,
  },
  experiences: {
    jobTitle: shortText,
    company: shortText,
    location: shortText,
    startDate: 40,
    endDate: 40,
    description: longText,
    achievements: longText,
    technologies: 1000,
  },
  education: {
    degree: shortText,
    school: shortText,
    location: shortText,
    graduationYear: 40,
    gpa: 20,
    honors: 1000,
    relevantCoursework: 2000,
  },
  skills: { technicalSkills: 2000, softSkills: 2000, tools: 2000, frameworks: 2000 },
  projects: {
    title: shortText,
    description: longText,
    technologies: 1000,
    link: url,
    github: url,
    startDate: 40,
    endDate: 40,
  },
  additionalInfo: {
    certifications: 3000,
    languages: 1000,
    hobbies: 1000,
    volunteering: 3000,
    awards: 3000,
    publications: 3000,
  },
} as const;

export type ResumeSection = keyof typeof FIELD_LIMITS;
/** The sections that are lists of entries (each entry also has an `id`). */
export const LIST_SECTIONS = ["experiences", "education", "projects"] as const satisfies readonly ResumeSection[];
/** The sections that are one group of fields. */
export const GROUP_SECTIONS = ["personalInfo", "skills", "additionalInfo"] as const satisfies readonly ResumeSection[];

/** A list entry's id (crypto.randomUUID in the browser, or made by the server): its characters and length. */
export const ITEM_ID_PATTERN = /^[A-Za-z0-9_-]*$/;
export const ITEM_ID_MAX = 64;

/** The contact fields the form requires. */
export const REQUIRED_FIELDS = ["firstName", "lastName", "email", "phone"] as const;

/**
 * An email address as the form accepts it (the pattern zod's own email check uses; the schema is
 * given this one so that the browser's check and the server's cannot differ).
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * A whole CV's text stays under this many characters (about fifteen full pages). Each field has its
 * own limit, but thirty long entries in every list would still store megabytes per CV.
 */
export const MAX_RESUME_CHARACTERS = 60_000;
export const RESUME_TOO_LONG = `This CV is too long to save. Please keep it under ${MAX_RESUME_CHARACTERS.toLocaleString("en-US")} characters in all.`;

/** The characters of every string in a value, however deeply nested. */
export function textLength(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + textLength(item), 0);
  if (value && typeof value === "object") return Object.values(value).reduce((sum: number, item) => sum + textLength(item), 0);
  return 0;
}

export function newItemId(): string {
  return globalThis.crypto.randomUUID();
}

export function emptyExperience(id = newItemId()) {
  return { id, jobTitle: "", company: "", location: "", startDate: "", endDate: "", currentJob: false, description: "", achievements: "", technologies: "" };
}

export function emptyEducation(id = newItemId()) {
  return { id, degree: "", school: "", location: "", graduationYear: "", gpa: "", honors: "", relevantCoursework: "" };
}

export function emptyProject(id = newItemId()) {
  return { id, title: "", description: "", technologies: "", link: "", github: "", startDate: "", endDate: "" };
}
