/**
 * My resumes (/resumes): the buttons of the list as one zod discriminated union (the server reads
 * every post through it; anything else is "Unknown action."), and how a CV is named there.
 */
import { z } from "./zod.ts";

export { UNKNOWN_ACTION } from "./intent.ts";

/** A title longer than this is refused: it has to fit on a card and in a file name. */
export const TITLE_MAX_LENGTH = 80;
export const TITLE_TOO_LONG = `Please keep the name to ${TITLE_MAX_LENGTH} characters or fewer.`;
/** What a CV is called when it has neither a title nor a person's name yet. */
export const UNTITLED = "Untitled CV";

const resumeId = z.string({ error: "Please choose a resume." }).min(1, { error: "Please choose a resume." }).max(64);

export const myResumesIntentSchema = z.discriminatedUnion("intent", [
  /** an empty title clears it: the card shows the person's name again */
  z.object({ intent: z.literal("rename"), id: resumeId, title: z.string().trim().max(TITLE_MAX_LENGTH, { error: TITLE_TOO_LONG }).default("") }),
  z.object({ intent: z.literal("duplicate"), id: resumeId }),
  /** sent by the confirmation page (or dialog), never by the list's own Delete link */
  z.object({ intent: z.literal("delete"), id: resumeId }),
]);

export type MyResumesIntent = z.infer<typeof myResumesIntentSchema>;

/** The posted fields as the union reads them (a missing field is undefined, not null). */
export function myResumesIntentInput(formData: FormData): Record<string, unknown> {
  const field = (name: string) => formData.get(name) ?? undefined;
  return { intent: field("intent"), id: field("id"), title: field("title") };
}

/** The name a CV goes by: the title the visitor gave it, else the person's name on it. */
export function resumeDisplayName(resume: { title: string | null; personalInfo: { firstName?: unknown; lastName?: unknown } }): string {
  if (resume.title) return resume.title;
  const part = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  return [part(resume.personalInfo.firstName), part(resume.personalInfo.lastName)].filter(Boolean).join(" ") || UNTITLED;
}

/** The title of a duplicate: "Copy of …", shortened to fit. */
export function copyTitle(name: string): string {
  const title = `Copy of ${name}`;
  return title.length <= TITLE_MAX_LENGTH ? title : `${title.slice(0, TITLE_MAX_LENGTH - 1).trimEnd()}…`;
}

/** One CV on the My resumes page, as the server lists it and the card shows it. */
export interface ResumeCardData {
  id: string;
  name: string;
  /** The title the visitor gave it ("" when the card shows the person's name). */
  title: string;
  templateName: string;
  thumbnail: string;
  updatedAt: string;
  lastEdited: string;
  planLabel: string;
  watermark: boolean;
}
