/**
 * PDF and Word files are untrusted binaries, so reading them happens in the parse worker, under its
 * time and memory limits: there the stages read → lines → sections → fields turn the bytes into
 * raw field guesses. Converting those guesses into the form's shape (finalizeResume: trimming,
 * limits, schema validation) is cheap and safe, so it runs here.
 */
import { PARSE_MESSAGES, ParseError } from "../errors.server.ts";
import { finalizeResume } from "../finalize/finalize-resume.server.ts";
import { detectKind, hasPdfHeader, hasWordSignature } from "../read/detect-kind.server.ts";
import type { ParsedResume as RawParsedResume } from "../types.server.ts";
import { PARSE_TIMEOUT_MS, runInWorker, type ParseOptions } from "../worker/worker-pool.server.ts";
import type { ResumeImporter } from "./resume-importer.server.ts";

/** The raw field guesses of a PDF or Word file, read in a worker. Throws only ParseError. */
export async function readDocumentInWorker(bytes: Uint8Array, options: ParseOptions = {}): Promise<RawParsedResume> {
  if (!(bytes instanceof Uint8Array)) throw new ParseError(422, PARSE_MESSAGES.damaged);
  detectKind(bytes); // 413 / 415 / 422 before any worker is involved
  // copy: the caller keeps its buffer, the worker gets its own (transferred by structured clone)
  return runInWorker(new Uint8Array(bytes), options.timeoutMs ?? PARSE_TIMEOUT_MS, options.debugDelayMs, options.maxWaiting);
}

export const pdfImporter: ResumeImporter<RawParsedResume> = {
  kind: "pdf",
  accepts: hasPdfHeader,
  read: (bytes) => readDocumentInWorker(bytes),
  convert: finalizeResume,
};

/** .docx and .doc: the worker tells them apart (and checks the ZIP holds a Word document). */
export const wordImporter: ResumeImporter<RawParsedResume> = {
  kind: "word",
  accepts: hasWordSignature,
  read: (bytes) => readDocumentInWorker(bytes),
  convert: finalizeResume,
};
