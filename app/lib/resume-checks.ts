/**
 * The browser's reading of the resume form, without zod: the checks the form runs before it is
 * sent, and the resume the live preview and the step progress show while the author types. Both
 * follow the server's schema (`resume.ts`) rule for rule, from the same table of fields, limits and
 * messages; their tests hold them equal to it on generated forms, so the page can leave zod to the
 * server.
 */
import type { PartialResume } from "./resume.ts";
import {
  EMAIL_PATTERN,
  FIELD_LIMITS,
  GROUP_SECTIONS,
  ITEM_ID_MAX,
  ITEM_ID_PATTERN,
  LIMITS,
  LIST_SECTIONS,
  MAX_RESUME_CHARACTERS,
  MESSAGES,
  REQUIRED_FIELDS,
  RESUME_TOO_LONG,
  textLength,
  TOO_MANY_ENTRIES,
  tooLongMessage,
  type ResumeSection,
} from "./resume-fields.ts";

type Fields = Record<string, unknown>;
type Errors = Record<string, string[]>;

const isRecord = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value);
const isRequired = (field: string) => (REQUIRED_FIELDS as readonly string[]).includes(field);

/** What the server says of one contact field's trimmed text, or null when it passes. */
function personalFieldError(field: string, text: string | undefined): string | null {
  const max = FIELD_LIMITS.personalInfo[field as keyof typeof FIELD_LIMITS.personalInfo];
  if (field === "email") return text === undefined || text.length > max || !EMAIL_PATTERN.test(text) ? MESSAGES.email : null;
  if (isRequired(field) && (text === undefined || text === "")) return MESSAGES[field as keyof typeof MESSAGES];
  if (text !== undefined && text.length > max) return field === "phone" ? MESSAGES.phoneTooLong : tooLongMessage(max);
  return null;
}

/** A posted text as the server reads it: an empty field is no value, any other is trimmed. */
const postedText = (value: unknown) => (typeof value === "string" && value !== "" ? value.trim() : undefined);

/**
 * The form's errors as the server would report them, keyed by field name as Conform names them
 * ("personalInfo.email", "experiences[2].description"; "" for the whole form), or null when the
 * form would be accepted. `payload` is the form's values as Conform reads them from its inputs.
 */
export function resumeFormErrors(payload: unknown): Errors | null {
  const form = isRecord(payload) ? payload : {};
  const errors: Errors = {};
  const add = (name: string, message: string) => (errors[name] ??= []).push(message);
  /** The form's text as the server reads it (trimmed, refused fields too), for the whole-CV length check. */
  const kept: string[] = [];
  /** The server checks the whole CV's length only when it could read every part of the form. */
  let complete = true;

  const personal = isRecord(form.personalInfo) ? form.personalInfo : {};
  for (const field of Object.keys(FIELD_LIMITS.personalInfo)) {
    const text = postedText(personal[field]);
    const error = personalFieldError(field, text);
    if (error) add(`personalInfo.${field}`, error);
    if (text !== undefined) kept.push(text);
    else if (isRequired(field)) complete = false;
  }
  for (const section of GROUP_SECTIONS.filter((name) => name !== "personalInfo")) {
    const group = isRecord(form[section]) ? form[section] : {};
    checkTexts(group, section, section, add, kept);
  }
  for (const section of LIST_SECTIONS) {
    const entries = Array.isArray(form[section]) ? (form[section] as unknown[]) : [];
    // a list past its limit is refused as a whole, before its entries are read (and the CV's length is not checked)
    if (entries.length > LIMITS.listItems) {
      add(section, TOO_MANY_ENTRIES);
      complete = false;
    } else entries.forEach((entry, index) => checkTexts(isRecord(entry) ? entry : {}, section, `${section}[${index}]`, add, kept));
  }
  if (complete && textLength(kept) > MAX_RESUME_CHARACTERS) add("", RESUME_TOO_LONG);
  return Object.keys(errors).length > 0 ? errors : null;
}

function checkTexts(fields: Fields, section: ResumeSection, prefix: string, add: (name: string, message: string) => void, kept: string[]) {
  for (const [field, max] of Object.entries<number>(FIELD_LIMITS[section])) {
    const text = postedText(fields[field]);
    if (text === undefined) continue;
    if (text.length > max) add(`${prefix}.${field}`, tooLongMessage(max));
    kept.push(text);
  }
  // an entry's id is the page's own (never typed), but it is text the server counts
  const id = postedText(fields.id);
  if (id !== undefined) kept.push(id);
}

/** One section's fields as the preview reads them: trimmed text within its limit; anything else left out. */
function readTexts(fields: Fields, section: ResumeSection): Fields {
  const read: Fields = {};
  for (const [field, max] of Object.entries<number>(FIELD_LIMITS[section])) {
    const value = fields[field];
    if (typeof value !== "string") continue;
    const text = value.trim();
    if (text.length <= max) read[field] = text;
  }
  return read;
}

function readEntry(entry: unknown, section: (typeof LIST_SECTIONS)[number]): Fields {
  const fields = isRecord(entry) ? entry : {};
  const read = readTexts(fields, section);
  if (typeof fields.id === "string") {
    const id = fields.id.trim();
    if (id.length <= ITEM_ID_MAX && ITEM_ID_PATTERN.test(id)) read.id = id;
  }
  if (section === "experiences") {
    const current = fields.currentJob;
    read.currentJob = current === "on" || current === "true" || current === true;
  }
  return read;
}

/**
 * The resume the form holds now, as the live preview and the step progress show it. A field the
 * server would refuse (too long, an email that is not one, an empty required field) is left out
 * rather than blanking the whole preview; a list past its limit shows no entries, as the server
 * would keep none of it.
 */
export function readFormResume(value: unknown): PartialResume {
  const form = isRecord(value) ? value : {};
  const personalIn = isRecord(form.personalInfo) ? form.personalInfo : {};
  const personalInfo = readTexts(personalIn, "personalInfo");
  for (const field of Object.keys(personalInfo)) {
    if (personalFieldError(field, personalInfo[field] as string)) delete personalInfo[field];
  }
  const list = (section: (typeof LIST_SECTIONS)[number]) => {
    const entries = form[section];
    return Array.isArray(entries) && entries.length <= LIMITS.listItems ? entries.map((entry) => readEntry(entry, section)) : [];
  };
  const group = (section: "skills" | "additionalInfo") => (isRecord(form[section]) ? readTexts(form[section], section) : {});
  return {
    personalInfo,
    experiences: list("experiences"),
    education: list("education"),
    skills: group("skills"),
    projects: list("projects"),
    additionalInfo: group("additionalInfo"),
  } as PartialResume;
}

/**
 * Conform's constraint for the resume form (the attributes its inputs carry): the contact fields
 * the server requires.
 */
export const RESUME_FORM_CONSTRAINT: Record<string, { required: boolean }> = Object.fromEntries(
  REQUIRED_FIELDS.map((field) => [`personalInfo.${field}`, { required: true }]),
);
