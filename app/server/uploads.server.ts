/**
 * Multipart uploads streamed with hard limits. The parser stops reading at the
 * limit; its size errors become 413 with the caller's message — never a 500.
 */
import { FormDataParseError, MaxFileSizeExceededError, MaxTotalSizeExceededError, MultipartParseError, parseFormData } from "@remix-run/form-data-parser";

export type UploadResult =
  { ok: true; file: { name: string; type: string; bytes: Uint8Array } | null; fields: FormData } | { ok: false; status: 400 | 413 | 415; error: string };

export async function readUpload(
  request: Request,
  options: { field: string; maxBytes: number; tooLargeMessage: string; maxFields?: number },
): Promise<UploadResult> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data")) {
    return { ok: false, status: 415, error: "Please send the file as multipart/form-data." };
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
    return { ok: true, file, fields };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      return { ok: false, status: 413, error: options.tooLargeMessage };
    }
    if (error instanceof FormDataParseError || error instanceof MultipartParseError || error instanceof TypeError) {
      return { ok: false, status: 400, error: "The upload could not be read. Please try again." };
    }
    throw error;
  }
}
