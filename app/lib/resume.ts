/**
 * The resume form data ("Form data shape") and its validation (messages word for
 * word). One schema for every form action and every /api endpoint; length limits are ours: every
 * input is hostile until parsed. The browser checks the same limits and messages without zod
 * (`resume-checks.ts`, held equal to this schema by its tests), so zod stays off the builder's page.
 */
import { z } from "./zod.ts";
import {
  EMAIL_PATTERN,
  FIELD_LIMITS,
  ITEM_ID_MAX,
  ITEM_ID_PATTERN,
  LIMITS,
  MAX_RESUME_CHARACTERS,
  MESSAGES,
  RESUME_TOO_LONG,
  textLength,
  TOO_MANY_ENTRIES,
  tooLongMessage,
} from "./resume-fields.ts";

export { EMAIL_PATTERN, FIELD_LIMITS, LIMITS, MAX_RESUME_CHARACTERS, MESSAGES, RESUME_TOO_LONG, TOO_MANY_ENTRIES, tooLongMessage };
export { emptyEducation, emptyExperience, emptyProject, newItemId } from "./resume-fields.ts";

const text = (max: number) => z.string().trim().max(max, tooLongMessage(max)).optional();

/** A client-generated unique id for list items (crypto.randomUUID in the browser, or server-made). */
const itemId = z.string().trim().max(ITEM_ID_MAX).regex(ITEM_ID_PATTERN).optional();

/** Checkboxes arrive as "on" from HTML forms and as booleans from JSON. */
const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()).default(false);

/** Every text field of a section, optional, with its length limit from FIELD_LIMITS. */
function textFields<const Keys extends string>(limits: Record<Keys, number>) {
  return Object.fromEntries(Object.entries<number>(limits).map(([key, max]) => [key, text(max)])) as Record<Keys, ReturnType<typeof text>>;
}

const personal = FIELD_LIMITS.personalInfo;
export const personalInfoSchema = z.object({
  ...textFields(personal),
  // the type-level `error` is zod's fallback for every check without its own message: the length
  // check needs one, or a 201-character name would be reported as missing
  firstName: z.string({ error: MESSAGES.firstName }).trim().min(1, MESSAGES.firstName).max(personal.firstName, tooLongMessage(personal.firstName)),
  lastName: z.string({ error: MESSAGES.lastName }).trim().min(1, MESSAGES.lastName).max(personal.lastName, tooLongMessage(personal.lastName)),
  email: z
    .string({ error: MESSAGES.email })
    .trim()
    .max(personal.email, MESSAGES.email)
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: MESSAGES.email })),
  phone: z.string({ error: MESSAGES.phone }).trim().min(1, MESSAGES.phone).max(personal.phone, MESSAGES.phoneTooLong),
});

export const experienceSchema = z.object({ id: itemId, ...textFields(FIELD_LIMITS.experiences), currentJob: checkbox });
export const educationSchema = z.object({ id: itemId, ...textFields(FIELD_LIMITS.education) });
export const skillsSchema = z.object(textFields(FIELD_LIMITS.skills));
export const projectSchema = z.object({ id: itemId, ...textFields(FIELD_LIMITS.projects) });
export const additionalInfoSchema = z.object(textFields(FIELD_LIMITS.additionalInfo));

const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIMITS.listItems, TOO_MANY_ENTRIES);

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
/** The form data as posted, before the schema reads it (what the form's fields hold). */
export type ResumeFormInput = z.input<typeof resumeFormSchema>;
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
