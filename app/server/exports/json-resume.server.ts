/**
 * JSON Resume import for the upload control: `importJsonResume(bytes)` answers the form data when
 * the uploaded bytes are a JSON Resume document, and null for anything else (then the resume parser
 * takes over). Size-capped, BOM-tolerant, never throws.
 */
import { jsonResumeToForm, looksLikeJsonResume } from "../../lib/json-resume-import.ts";
import type { PartialResume } from "../../lib/resume.ts";

export const MAX_JSON_RESUME_BYTES = 2 * 1024 * 1024;

export function importJsonResume(bytes: Uint8Array): PartialResume | null {
  if (!(bytes instanceof Uint8Array) || bytes.byteLength === 0 || bytes.byteLength > MAX_JSON_RESUME_BYTES) return null;
  // cheap sniff: JSON starts with "{" (after an optional BOM and whitespace); PDF/DOCX never do
  let i = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 0x20 || bytes[i] === 0x09 || bytes[i] === 0x0a || bytes[i] === 0x0d)) i++;
  if (bytes[i] !== 0x7b) return null;
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(i)));
  } catch {
    return null;
  }
  if (!looksLikeJsonResume(value)) return null;
  try {
    return jsonResumeToForm(value);
  } catch {
    return null;
  }
}
