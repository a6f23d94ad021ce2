/**
 * The whole parse of one file, synchronous-ish and unguarded: read (kind, then text with layout as
 * lines) → sections → fields. Runs inside the worker (worker/parse-worker.server.ts), which is
 * what guards it; tests may call it directly.
 */
import type { ParsedResume, ExtractedDocument } from "./types.server.ts";
import { detectKind } from "./read/detect-kind.server.ts";
import { extractPdf } from "./read/extract-pdf.server.ts";
import { extractWord } from "./read/extract-word.server.ts";
import { extractFields } from "./fields/extract-fields.server.ts";

export async function extractDocument(bytes: Uint8Array): Promise<ExtractedDocument> {
  const kind = detectKind(bytes);
  return kind === "pdf" ? extractPdf(bytes) : extractWord(bytes, kind);
}

export async function parseBytes(bytes: Uint8Array): Promise<ParsedResume> {
  return extractFields(await extractDocument(bytes));
}
