/** The cropped profile photo's way to storage: a signed upload URL from the server, then the JPEG. */
import { objectPathFromUploadUrl } from "../../lib/photo-rules.ts";

/** POST /api/objects/upload, then PUT the JPEG to the signed URL; resolves to the stored path. */
export async function uploadPhoto(jpeg: Blob): Promise<string> {
  const signed = await fetch("/api/objects/upload", { method: "POST", credentials: "same-origin" });
  if (!signed.ok) throw new Error(`${signed.status}: ${await signed.text()}`);
  const { uploadURL } = (await signed.json()) as { uploadURL?: unknown };
  if (typeof uploadURL !== "string") throw new Error("no upload URL");
  const put = await fetch(uploadURL, { method: "PUT", body: jpeg, headers: { "Content-Type": "image/jpeg" }, credentials: "same-origin" });
  if (!put.ok) throw new Error(`${put.status}: ${await put.text()}`);
  // the stored path is the upload URL without its query string
  const path = objectPathFromUploadUrl(uploadURL, window.location.origin);
  if (!path) throw new Error("unexpected upload URL");
  return path;
}
