/**
 * Resume import: the public entry of the parser.
 *
 *   importResumeFile(bytes)  → any supported file (JSON Resume, PDF, DOCX, DOC) in the form data
 *                              shape, through the first importer that accepts it;
 *   parseResumeUpload(bytes) → a PDF / DOCX / DOC file in the form data shape;
 *   parsePlainTextResume(text) → résumé text (a CV pasted into the prompt box, the ATS check's
 *                              reading of our own CV) in the form data shape.
 * Both throw only ParseError for user input: status 413 / 415 / 422 (503 when too many files are
 * waiting) and a message for the user.
 *
 * Layout, in the order a file goes through it:
 *   importers/  one interface per format (accepts → read → convert);
 *   worker/     the worker threads PDF and Word files are read in (time and memory limits);
 *   read/       file kind by magic bytes, then PDF (pdf.js) or Word (word-extractor) → text;
 *   lines/      positioned text runs or plain text → lines with segments;
 *   sections/   lines → titled sections;
 *   fields/     sections → contact, experience, education, projects, skills;
 *   finalize/   raw field guesses → the form's validated shape.
 * pipeline.server.ts chains read → fields inside the worker.
 */
import type { PartialResume } from "../../lib/resume.ts";
import { asParseError } from "./errors.server.ts";
import { finalizeResume } from "./finalize/finalize-resume.server.ts";
import { readDocumentInWorker } from "./importers/document-importers.server.ts";
import { extractFields } from "./fields/extract-fields.server.ts";
import { linesFromText } from "./lines/plain-text.server.ts";
import type { ParseOptions } from "./worker/worker-pool.server.ts";

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
export { importResumeFile, pickResumeImporter, RESUME_IMPORTERS, type ImportKind, type ResumeImporter } from "./importers/resume-importer.server.ts";

export type ParsedResume = PartialResume;

/** Parses an uploaded resume (PDF, DOCX or DOC by magic bytes) into the form data shape. */
export async function parseResumeUpload(bytes: Uint8Array, options: ParseOptions = {}): Promise<ParsedResume> {
  try {
    return finalizeResume(await readDocumentInWorker(bytes, options));
  } catch (e) {
    throw asParseError(e);
  }
}

/**
 * Résumé text → the form data shape, through the same lines → sections → fields stages as a file.
 * Runs in the calling thread without the worker's limits, so only for short text: a prompt is cut
 * to 2,000 characters, and the ATS check reads the CV we render ourselves.
 */
export function parsePlainTextResume(text: string): ParsedResume {
  return finalizeResume(extractFields({ kind: "docx", lines: linesFromText(text), links: [] }));
}
