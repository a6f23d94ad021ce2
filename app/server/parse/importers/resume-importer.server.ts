/**
 * Importers: one interface for every format a resume can be imported from (PDF, Word, JSON Resume).
 *
 * Each importer recognises its own files from the bytes alone, reads them into the format's raw
 * content, and converts that into the form's data shape. Upload handling takes the first importer
 * that accepts a file instead of branching by format, so supporting another format means adding
 * one importer to RESUME_IMPORTERS, and every format fails the same way (ParseError).
 */
import type { PartialResume } from "../../../lib/resume.ts";
import { asParseError, ParseError, PARSE_MESSAGES } from "../errors.server.ts";
import { detectKind } from "../read/detect-kind.server.ts";
import { pdfImporter, wordImporter } from "./document-importers.server.ts";
import { jsonResumeImporter } from "./json-resume-importer.server.ts";

export type ImportKind = "json-resume" | "pdf" | "word";

export interface ResumeImporter<Raw = unknown> {
  readonly kind: ImportKind;
  /** Is this file in my format? Decided from the bytes alone; never throws. */
  accepts(bytes: Uint8Array): boolean;
  /** The file → the format's raw content. Throws ParseError (status + message for the user) when it cannot be read. */
  read(bytes: Uint8Array): Promise<Raw>;
  /** The raw content → the form's data shape. */
  convert(raw: Raw): PartialResume;
}

/** In order: a JSON Resume is recognised before the PDF / Word magic bytes are looked at. */
export const RESUME_IMPORTERS: readonly ResumeImporter[] = [jsonResumeImporter, pdfImporter, wordImporter];

/** The first importer that accepts the file, or null when it is in no format we read. */
export function pickResumeImporter(bytes: Uint8Array, importers: readonly ResumeImporter[] = RESUME_IMPORTERS): ResumeImporter | null {
  return importers.find((importer) => importer.accepts(bytes)) ?? null;
}

/** Imports an uploaded resume of any supported format into the form data shape. Throws only ParseError. */
export async function importResumeFile(bytes: Uint8Array): Promise<PartialResume> {
  try {
    const importer = pickResumeImporter(bytes);
    if (!importer) {
      // no importer took it: detectKind says why (empty, too large, not a PDF / Word file) with the usual status
      detectKind(bytes);
      throw new ParseError(415, PARSE_MESSAGES.unsupported);
    }
    return importer.convert(await importer.read(bytes));
  } catch (e) {
    throw asParseError(e);
  }
}
