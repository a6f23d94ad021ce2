/**
 * Resume import: the uploaded file (multipart field `resume`, ≤ 10 MB, streamed; PDF, DOCX, DOC or a
 * JSON Resume) → the form data
 * shape. Behind both POST /api/parse-resume and the create page's plain-HTML upload.
 */
import type { PartialResume } from "../lib/resume.ts";
import { importResumeFile, isParseError, MAX_UPLOAD_BYTES, PARSE_MESSAGES } from "./parse/index.server.ts";
import { readUpload } from "./uploads.server.ts";

export const RESUME_FIELD = "resume";

export type ImportResult =
  { ok: true; resume: PartialResume; fields: FormData } | { ok: false; status: 400 | 413 | 415 | 422 | 503; error: string; fields?: FormData };

export async function importResume(request: Request): Promise<ImportResult> {
  const upload = await readUpload(request, { field: RESUME_FIELD, maxBytes: MAX_UPLOAD_BYTES, tooLargeMessage: PARSE_MESSAGES.tooLarge });
  if (!upload.ok) return upload;
  if (!upload.file || upload.file.bytes.byteLength === 0) {
    return {
      ok: false,
      status: upload.file ? 422 : 400,
      error: upload.file ? PARSE_MESSAGES.empty : "Please choose a resume file to upload.",
      fields: upload.fields,
    };
  }
  // the first importer that accepts the file reads it: a JSON Resume maps straight into the form,
  // a PDF or Word file is parsed in the worker
  try {
    return { ok: true, resume: await importResumeFile(upload.file.bytes), fields: upload.fields };
  } catch (error) {
    if (isParseError(error)) return { ok: false, status: error.status, error: error.message, fields: upload.fields };
    throw error;
  }
}
