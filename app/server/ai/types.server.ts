/**
 * The Writer contract shared by the Groq and offline writers (kept apart from writer.ts so the
 * implementations can import it without an import cycle; writer.ts re-exports all of it).
 */
import type { PartialResume, ResumeFormData } from "../../lib/resume.ts";

import { FIELD_TYPES, type FieldType } from "../../lib/enhance-fields.ts";

export { FIELD_TYPES, type FieldType };

export const RESUME_SECTIONS = ["summary", "experience", "skills"] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

export interface EnhanceContext {
  jobTitle?: string;
  company?: string;
  /** true: the role is current, bullets are written in the present tense */
  currentJob?: boolean;
  /** the role's end date as typed ("Present" also means a current role) */
  endDate?: string;
  /** the author's names: words a spell checker must not correct */
  names?: string[];
}

export interface Writer {
  readonly name: "groq" | "offline";
  /** Shown in the UI so users know which writer is active. */
  readonly label: string;
  /** Improves one field's text. */
  enhanceField(content: string, type: FieldType, context?: EnhanceContext): Promise<string>;
  /** Returns the resume with one section improved and nothing else changed. */
  enhanceResume(resume: ResumeFormData, section: ResumeSection): Promise<ResumeFormData>;
  /** Free-text career description → resume shape; unknown fields empty, nothing invented. */
  resumeFromPrompt(prompt: string): Promise<PartialResume>;
  /** Generation-time polish: summary, experience descriptions and skills; contacts untouched. */
  polishResume(resume: ResumeFormData): Promise<ResumeFormData>;
}

export type WriterErrorCode = "bad_input" | "unavailable" | "rate_limited" | "timeout" | "invalid_answer";

const USER_MESSAGES: Record<WriterErrorCode, string> = {
  bad_input: "There is nothing to improve yet. Please add some content first.",
  unavailable: "AI enhancement is currently unavailable. Please try again later.",
  rate_limited: "The AI writer is busy right now. Please try again in a minute.",
  timeout: "The AI writer took too long to answer. Please try again.",
  invalid_answer: "The AI writer returned an answer we could not use. Please try again.",
};

/**
 * A writer failure. `message` is always safe to show to users (no provider details); the
 * underlying error, if any, is kept as `cause` for logs.
 */
export class WriterError extends Error {
  override name = "WriterError";
  readonly code: WriterErrorCode;
  /** HTTP status an endpoint should answer with. */
  readonly status: number;

  constructor(code: WriterErrorCode, options?: { message?: string; cause?: unknown }) {
    super(options?.message ?? USER_MESSAGES[code], options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = code === "bad_input" ? 400 : code === "rate_limited" ? 429 : code === "timeout" ? 504 : 502;
  }
}
