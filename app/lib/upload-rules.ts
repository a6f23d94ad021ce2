/** Client-side checks of a chosen resume file ("Resume upload"); the server re-checks by content. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_ACCEPT =
  ".pdf,.docx,.doc,.json,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword,application/json";
export const RESUME_MESSAGES = {
  type: "Please upload a PDF or Word document (.pdf, .docx, .doc)",
  size: "Please upload a file smaller than 10MB",
  failed: "There was an error parsing your resume. Please try again or fill the form manually.",
} as const;

const TYPES = new Set(["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/msword", "application/json"]);

/** null when the file may be uploaded, otherwise the message to show. */
export function checkResumeFile(file: { name: string; type: string; size: number }): string | null {
  // a JSON Resume export is accepted too (the server maps it instead of parsing it)
  const extensionOk = /\.(pdf|docx|doc|json)$/i.test(file.name);
  if (!extensionOk && !TYPES.has(file.type)) return RESUME_MESSAGES.type;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.size;
  return null;
}
