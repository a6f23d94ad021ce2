/**
 * Multipart uploads streamed with hard limits. The parser stops reading at the
 * limit; its size errors become 413 with the caller's message — never a 500.
 */
import { fail, ok, type Result } from "./result.server.ts";
import { FormDataParseError, MaxFileSizeExceededError, MaxTotalSizeExceededError, MultipartParseError, parseFormData } from "@remix-run/form-data-parser";

/** The form's other fields, and the file of the named field (null when the form sent none). */
export type Upload = { file: { name: string; type: string; bytes: Uint8Array } | null; fields: FormData };

export async function readUpload(
  request: Request,
  options: { field: string; maxBytes: number; tooLargeMessage: string; maxFields?: number },
): Promise<Result<Upload>> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    return fail(415, "Please send the file as multipart/form-data.");
  }
  let file: { name: string; type: string; bytes: Uint8Array } | null = null;
  try {
    const fields = await parseFormData(
      request,
      // two files: the resume form (no JavaScript) also carries the profile photo input
      { maxFileSize: options.maxBytes, maxFiles: 2, maxParts: options.maxFields ?? 400, maxHeaderSize: 8 * 1024 },
      async (upload) => {
        if (upload.fieldName !== options.field) return null;
        file = { name: upload.name, type: upload.type, bytes: new Uint8Array(await upload.arrayBuffer()) };
        return null;
      },
    );
    return ok({ file, fields });
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      return fail(413, options.tooLargeMessage);
    }
    if (error instanceof FormDataParseError || error instanceof MultipartParseError || error instanceof TypeError) {
      return fail(400, "The upload could not be read. Please try again.");
    }
    throw error;
  }
}
