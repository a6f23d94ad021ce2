/**
 * JSON Resume files (jsonresume.org) map straight into the form, without the worker: JSON.parse
 * of a size-capped text is safe on the main thread. The JSON Resume module reads, validates and
 * converts in one call (importJsonResume) and answers null for anything that is not a JSON Resume
 * document, so accepting a file already converts it; the answer is kept for read().
 */
import type { PartialResume } from "../../../lib/resume.ts";
import { importJsonResume } from "../../exports/json-resume.server.ts";
import { PARSE_MESSAGES, ParseError } from "../errors.server.ts";
import type { ResumeImporter } from "./resume-importer.server.ts";

const converted = new WeakMap<Uint8Array, PartialResume>();

export const jsonResumeImporter: ResumeImporter<PartialResume> = {
  kind: "json-resume",
  accepts(bytes) {
    const form = importJsonResume(bytes);
    if (form) converted.set(bytes, form);
    return form !== null;
  },
  async read(bytes) {
    const form = converted.get(bytes) ?? importJsonResume(bytes);
    converted.delete(bytes);
    if (!form) throw new ParseError(415, PARSE_MESSAGES.unsupported);
    return form;
  },
  // already the form's shape: importJsonResume converted it while reading
  convert: (form) => form,
};
