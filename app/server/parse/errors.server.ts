/** The only error `parseResumeUpload` throws for user input: a status and a message for the user. */
/** 503: too many files are waiting to be read (the server, not the file); try again shortly. */
export type ParseErrorStatus = 413 | 415 | 422 | 503;

export const PARSE_MESSAGES = {
  tooLarge: "Please upload a file smaller than 10MB",
  unsupported: "Please upload a PDF or Word document (.pdf, .docx, .doc)",
  empty: "This file is empty. Please upload your resume as a PDF or Word document.",
  damaged: "This file looks damaged and could not be read. Please upload it again or fill the form manually.",
  encrypted: "This PDF is password-protected. Please remove the password and upload it again.",
  encryptedWord: "This Word document is password-protected. Please remove the password and upload it again.",
  scanned: "This PDF has no text layer — it looks scanned. Please upload the original document or fill the form manually.",
  noText: "We could not find any text in this document. Please upload another file or fill the form manually.",
  zipBomb: "This Word document is too large to read once unpacked. Please upload a smaller file.",
  timeout: "This file took too long to read. Please upload a simpler version or fill the form manually.",
  memory: "This file needs too much memory to read. Please upload a simpler version or fill the form manually.",
  busy: "We are reading a lot of resumes right now. Please try again in a minute or fill the form manually.",
} as const;

export class ParseError extends Error {
  readonly status: ParseErrorStatus;
  constructor(status: ParseErrorStatus, message: string) {
    super(message);
    this.name = "ParseError";
    this.status = status;
  }
}

export function isParseError(e: unknown): e is ParseError {
  return e instanceof ParseError;
}

/** Any error as a ParseError: a file the user chose never causes a 500, whatever broke while reading it. */
export function asParseError(e: unknown): ParseError {
  return isParseError(e) ? e : new ParseError(422, PARSE_MESSAGES.damaged);
}
