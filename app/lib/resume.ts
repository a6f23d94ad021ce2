/**
 * The resume form data ("Form data shape") and its validation (messages word for
 * word). One schema for Conform in the browser, every form action and every /api endpoint.
 * Length limits are ours: every input is hostile until parsed.
 */
import { z } from "./zod.ts";

export const MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: "Please enter a valid email",
  phone: "Phone number is required",
} as const;

export const LIMITS = {
  shortText: 200,
  url: 500,
  longText: 5000,
  listItems: 30,
} as const;

/** The message for text past its length limit. */
export const tooLongMessage = (max: number) => `Please keep this under ${max} characters`;

const text = (max: number = LIMITS.shortText) => z.string().trim().max(max, tooLongMessage(max)).optional();
const longText = () => text(LIMITS.longText);

/** A client-generated unique id for list items (crypto.randomUUID in the browser, or server-made). */
const itemId = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/)
  .optional();

/** Checkboxes arrive as "on" from HTML forms and as booleans from JSON. */
const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()).default(false);

export const personalInfoSchema = z.object({
  // the type-level `error` is zod's fallback for every check without its own message: the length
  // check needs one, or a 201-character name would be reported as missing
  firstName: z.string({ error: MESSAGES.firstName }).trim().min(1, MESSAGES.firstName).max(LIMITS.shortText, tooLongMessage(LIMITS.shortText)),
  lastName: z.string({ error: MESSAGES.lastName }).trim().min(1, MESSAGES.lastName).max(LIMITS.shortText, tooLongMessage(LIMITS.shortText)),
  email: z.string({ error: MESSAGES.email }).trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email)),
  phone: z.string({ error: MESSAGES.phone }).trim().min(1, MESSAGES.phone).max(40, "Please enter a shorter phone number"),
  address: text(),
  city: text(),
  state: text(),
  zipCode: text(20),
  country: text(),
  linkedIn: text(LIMITS.url),
  portfolio: text(LIMITS.url),
  github: text(LIMITS.url),
  summary: longText(),
  profileImage: text(LIMITS.url),
});

export const experienceSchema = z.object({
  id: itemId,
  jobTitle: text(),
  company: text(),
  location: text(),
  startDate: text(40),
  endDate: text(40),
  currentJob: checkbox,
  description: longText(),
  achievements: longText(),
  technologies: text(1000),
});

export const educationSchema = z.object({
  id: itemId,
  degree: text(),
  school: text(),
  location: text(),
  graduationYear: text(40),
  gpa: text(20),
  honors: text(1000),
  relevantCoursework: text(2000),
});

export const skillsSchema = z.object({
  technicalSkills: text(2000),
  softSkills: text(2000),
  tools: text(2000),
  frameworks: text(2000),
});

export const projectSchema = z.object({
  id: itemId,
  title: text(),
  description: longText(),
  technologies: text(1000),
  link: text(LIMITS.url),
  github: text(LIMITS.url),
  startDate: text(40),
  endDate: text(40),
});

export const additionalInfoSchema = z.object({
  certifications: text(3000),
  languages: text(1000),
  hobbies: text(1000),
  volunteering: text(3000),
  awards: text(3000),
  publications: text(3000),
});

const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIMITS.listItems, `Please keep this list under ${LIMITS.listItems} entries`);

/**
 * A whole CV's text stays under this many characters (about fifteen full pages). Each field has its
 * own limit, but thirty long entries in every list would still store megabytes per CV.
 */
export const MAX_RESUME_CHARACTERS = 60_000;
export const RESUME_TOO_LONG = `This CV is too long to save. Please keep it under ${MAX_RESUME_CHARACTERS.toLocaleString("en-US")} characters in all.`;

function textLength(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + textLength(item), 0);
  if (value && typeof value === "object") return Object.values(value).reduce((sum: number, item) => sum + textLength(item), 0);
  return 0;
}

export const resumeFormSchema = z
  .object({
    personalInfo: personalInfoSchema,
    experiences: list(experienceSchema).default([]),
    education: list(educationSchema).default([]),
    skills: skillsSchema.default({}),
    projects: list(projectSchema).default([]),
    additionalInfo: additionalInfoSchema.default({}),
  })
  .superRefine((form, ctx) => {
    if (textLength(form) > MAX_RESUME_CHARACTERS) ctx.addIssue({ code: "custom", message: RESUME_TOO_LONG, path: [] });
  });

export type ResumeFormData = z.infer<typeof resumeFormSchema>;
export type PersonalInfo = z.infer<typeof personalInfoSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Education = z.infer<typeof educationSchema>;
export type Skills = z.infer<typeof skillsSchema>;
export type Project = z.infer<typeof projectSchema>;
export type AdditionalInfo = z.infer<typeof additionalInfoSchema>;

/** Fields a partially-known resume may leave empty (the parser's and drafts' shape). */
export const partialResumeSchema = z.object({
  personalInfo: personalInfoSchema.partial().default({}),
  experiences: list(experienceSchema).default([]),
  education: list(educationSchema).default([]),
  skills: skillsSchema.default({}),
  projects: list(projectSchema).default([]),
  additionalInfo: additionalInfoSchema.default({}),
});
export type PartialResume = z.infer<typeof partialResumeSchema>;

export function emptyExperience(id = newItemId()): Experience {
  return { id, jobTitle: "", company: "", location: "", startDate: "", endDate: "", currentJob: false, description: "", achievements: "", technologies: "" };
}

export function emptyEducation(id = newItemId()): Education {
  return { id, degree: "", school: "", location: "", graduationYear: "", gpa: "", honors: "", relevantCoursework: "" };
}

export function emptyProject(id = newItemId()): Project {
  return { id, title: "", description: "", technologies: "", link: "", github: "", startDate: "", endDate: "" };
}

export function newItemId(): string {
  return globalThis.crypto.randomUUID();
}
