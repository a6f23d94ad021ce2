/**
 * Resume import: the public entry of the parser.
 *
 *   parseResumeUpload(bytes) → a PDF / DOCX / DOC file in the form data shape.
 * It throws only ParseError for user input: status 413 / 415 / 422 (503 when too many files are
 * waiting) and a message for the user.
 *
 * Layout, in the order a file goes through it:
 *   worker/     the worker threads PDF and Word files are read in (time and memory limits);
 *   read/       file kind by magic bytes, then PDF (pdf.js) or Word (word-extractor) → text;
 *   lines/      positioned text runs or plain text → lines with segments;
 *   sections/   lines → titled sections;
 *   fields/     sections → contact, experience, education, projects, skills;
 *   finalize/   raw field guesses → the form's validated shape.
 * pipeline.server.ts chains read → fields inside the worker.
 */
import type { PartialResume } from "../../lib/resume.ts";
import { isParseError, ParseError, PARSE_MESSAGES } from "./errors.server.ts";
import { finalizeResume } from "./finalize/finalize-resume.server.ts";
import { detectKind } from "./read/detect-kind.server.ts";
import { PARSE_TIMEOUT_MS, runInWorker, type ParseOptions } from "./worker/worker-pool.server.ts";

export { ParseError, PARSE_MESSAGES, isParseError } from "./errors.server.ts";
export { MAX_UPLOAD_BYTES } from "./read/detect-kind.server.ts";
export {
  closeParseWorkers,
  MAX_WAITING_PARSES,
  PARSE_RETRY_AFTER_S,
  PARSE_TIMEOUT_MS,
  resolveWorkerPath,
  type ParseOptions,
} from "./worker/worker-pool.server.ts";

export type ParsedResume = PartialResume;

/** Parses an uploaded resume (PDF, DOCX or DOC by magic bytes) into the form data shape. */
export async function parseResumeUpload(bytes: Uint8Array, options: ParseOptions = {}): Promise<ParsedResume> {
  try {
    if (!(bytes instanceof Uint8Array)) throw new ParseError(422, PARSE_MESSAGES.damaged);
    detectKind(bytes); // 413 / 415 / 422 before any worker is involved
    // copy: the caller keeps its buffer, the worker gets its own (transferred by structured clone)
    const raw = await runInWorker(new Uint8Array(bytes), options.timeoutMs ?? PARSE_TIMEOUT_MS, options.debugDelayMs, options.maxWaiting);
    return finalizeResume(raw);
  } catch (e) {
    if (isParseError(e)) throw e;
    throw new ParseError(422, PARSE_MESSAGES.damaged);
  }
}
