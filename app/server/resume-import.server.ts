/**
 * Resume import: the uploaded file (multipart field `resume`, ≤ 10 MB, streamed; PDF, DOCX, DOC or a
 * JSON Resume) → the form data
 * shape. Behind both POST /api/parse-resume and the create page's plain-HTML upload.
 */
import type { PartialResume } from "../lib/resume.ts";
import { importResumeFile, isParseError, MAX_UPLOAD_BYTES, PARSE_MESSAGES } from "./parse/index.server.ts";
import { fail, ok, type Result } from "./result.server.ts";
import { readUpload } from "./uploads.server.ts";

export const RESUME_FIELD = "resume";

/** The imported resume with the form's other fields; a refusal keeps the fields it could read (to refill the form). */
export type ImportResult = Result<{ resume: PartialResume; fields: FormData }, { fields: FormData } | undefined>;

export async function importResume(request: Request): Promise<ImportResult> {
  const upload = await readUpload(request, { field: RESUME_FIELD, maxBytes: MAX_UPLOAD_BYTES, tooLargeMessage: PARSE_MESSAGES.tooLarge });
  if (!upload.ok) return upload;
  const { file, fields } = upload.value;
  if (!file || file.bytes.byteLength === 0) {
    return fail(file ? 422 : 400, file ? PARSE_MESSAGES.empty : "Please choose a resume file to upload.", { fields });
  }
  // the first importer that accepts the file reads it: a JSON Resume maps straight into the form,
  // a PDF or Word file is parsed in the worker
  try {
    return ok({ resume: await importResumeFile(file.bytes), fields });
  } catch (error) {
    if (isParseError(error)) return fail(error.status, error.message, { fields });
    throw error;
  }
}
