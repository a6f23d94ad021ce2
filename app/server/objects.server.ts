/**
 * Profile photos as stored objects: everything about them lives here.
 *
 * - `createUploadUrl`: POST /api/objects/upload answers a short-lived (15 min), single-use URL on our
 *   own origin, `/objects/{key}?expires=…&sig=…`, whose HMAC-SHA256 signature (SESSION_SECRET) covers
 *   the key, the expiry and the visitor id. The stored path is that URL without its query string.
 * - `storeSignedUpload`: PUT to that URL from the same visitor with a JPEG (≤ 5 MB, FF D8 FF magic
 *   bytes — the bytes decide, not the header) stores it under the key; the URL's token is claimed
 *   atomically so it works once.
 * - `serveObject`: GET /objects/{key} with its content type, nosniff, a sandboxing CSP and immutable
 *   caching (keys are random and never reused). Anything that is not a well-formed key is a 404.
 * - `storeProfilePhotoFromForm` / `handleProfilePhotoPost`: the no-JavaScript path — any image up to
 *   5 MB is centre-cropped to a 200×200 JPEG (quality 90) with sharp and stored.
 * - `photoDataUrlFor`: the visitor's own stored photo as a data URL, so a downloaded CV is self-contained.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { FormDataParseError, parseFormData } from "@remix-run/form-data-parser";
import {
  OBJECT_KEY_PATTERN,
  PHOTO_JPEG_QUALITY,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTO_OUTPUT_SIZE,
  PHOTO_REMOVED_TITLE,
  PHOTO_UPLOAD_FAILED_TITLE,
  PHOTO_UPLOAD_INTENT,
  PHOTO_UPLOADED_TITLE,
  photoMessageText,
  PROFILE_PHOTO_FIELD,
} from "../lib/photo-rules.ts";
import { safePhotoSrc } from "../components/cv/links.ts";
import type { PartialResume } from "../lib/resume.ts";
import { typedSoFar, type RefillResult } from "./form-enhance.server.ts";
import { getConfig } from "./config.server.ts";
import { getStore } from "./db/index.server.ts";

export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
/** The response CSP of a served object: an image is never a document that can run anything. */
export const OBJECT_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";
/** Decompression-bomb guard for sharp: at most 64 megapixels are decoded. */
const MAX_INPUT_PIXELS = 64_000_000;

export const OBJECT_ERRORS = {
  invalidLink: "This upload link is not valid. Please try again.",
  expiredLink: "This upload link has expired. Please try again.",
  usedLink: "This upload link has already been used. Please try again.",
  notJpeg: "Please upload the photo as a JPEG image.",
  empty: "The upload is empty. Please try again.",
  noPhoto: "Please choose a photo to upload.",
  notFound: "Object not found",
  tooManyPixels: "Image too large: Please select an image of at most 64 megapixels.",
} as const;

export type PhotoStoreResult = { ok: true; objectPath: string } | { ok: false; status: 400 | 403 | 413 | 415; error: string };

export function objectPathOf(key: string): string {
  return `/objects/${key}`;
}

export function newObjectKey(): string {
  return randomBytes(16).toString("hex");
}

export function isObjectKey(value: unknown): value is string {
  return typeof value === "string" && OBJECT_KEY_PATTERN.test(value);
}

// ---------------------------------------------------------------------------------------------
// Signed upload URLs

function uploadSignature(secret: string, key: string, expires: number, visitorId: string): string {
  return createHmac("sha256", secret).update(`vitae:object-upload:v1\n${key}\n${expires}\n${visitorId}`).digest("base64url");
}

/** A signed upload URL (path + query) for `key`, valid until `expires` (Unix seconds) for this visitor. */
export function signUploadUrl(input: { key: string; visitorId: string; expires: number }, secret = getConfig().SESSION_SECRET): string {
  const sig = uploadSignature(secret, input.key, input.expires, input.visitorId);
  return `${objectPathOf(input.key)}?expires=${input.expires}&sig=${sig}`;
}

/** A fresh single-use upload URL for this visitor (POST /api/objects/upload). */
export function createUploadUrl(visitorId: string, now = Date.now()): { uploadURL: string; key: string; expiresAt: Date } {
  const key = newObjectKey();
  const expires = Math.floor((now + UPLOAD_URL_TTL_MS) / 1000);
  return { uploadURL: signUploadUrl({ key, visitorId, expires }), key, expiresAt: new Date(expires * 1000) };
}

export type UploadUrlCheck = { ok: true; key: string; expires: number } | { ok: false; status: 403; error: string };

/** Checks a request URL against its signature, its expiry and the visitor sending it. */
export function verifyUploadUrl(url: URL, visitorId: string, now = Date.now(), secret = getConfig().SESSION_SECRET): UploadUrlCheck {
  const key = objectKeyFromPath(url.pathname);
  const expiresRaw = url.searchParams.get("expires") ?? "";
  const sig = url.searchParams.get("sig") ?? "";
  if (!key || !/^\d{1,12}$/.test(expiresRaw) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) {
    return { ok: false, status: 403, error: OBJECT_ERRORS.invalidLink };
  }
  const expires = Number(expiresRaw);
  const expected = Buffer.from(uploadSignature(secret, key, expires, visitorId));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, status: 403, error: OBJECT_ERRORS.invalidLink };
  }
  if (expires * 1000 <= now) return { ok: false, status: 403, error: OBJECT_ERRORS.expiredLink };
  return { ok: true, key, expires };
}

/** `/objects/{key}` → key; null for anything else (traversal, slashes, encodings, other names). */
export function objectKeyFromPath(pathname: string): string | null {
  if (!pathname.startsWith("/objects/")) return null;
  const key = pathname.slice("/objects/".length);
  return isObjectKey(key) ? key : null;
}

/** Reads a request body, stopping as soon as it passes `maxBytes` (null then). */
async function readBodyLimited(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.byteLength >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** PUT to a signed upload URL: verify, read (≤ 5 MB), check the JPEG bytes, claim the token, store. */
export async function storeSignedUpload(request: Request, visitorId: string, now = Date.now()): Promise<PhotoStoreResult> {
  const check = verifyUploadUrl(new URL(request.url), visitorId, now);
  if (!check.ok) return check;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "image/jpeg") return { ok: false, status: 415, error: OBJECT_ERRORS.notJpeg };
  const bytes = await readBodyLimited(request, PHOTO_MAX_BYTES);
  if (!bytes) return { ok: false, status: 413, error: photoMessageText(PHOTO_MESSAGES.tooLarge) };
  if (bytes.byteLength === 0) return { ok: false, status: 400, error: OBJECT_ERRORS.empty };
  if (!isJpeg(bytes)) return { ok: false, status: 415, error: OBJECT_ERRORS.notJpeg };
  const store = await getStore();
  // atomic: of two PUTs with one URL, exactly one gets past this line
  const claimed = await store.objects.claimToken(`object-upload:${check.key}`, new Date(check.expires * 1000).toISOString());
  if (!claimed) return { ok: false, status: 403, error: OBJECT_ERRORS.usedLink };
  await store.objects.put({ key: check.key, owner_id: visitorId, content_type: "image/jpeg" }, bytes);
  return { ok: true, objectPath: objectPathOf(check.key) };
}

// ---------------------------------------------------------------------------------------------
// Serving

export async function readObject(key: string): Promise<{ bytes: Uint8Array; contentType: string; ownerId: string } | null> {
  if (!isObjectKey(key)) return null;
  const found = await (await getStore()).objects.get(key);
  return found ? { bytes: found.bytes, contentType: found.meta.content_type, ownerId: found.meta.owner_id } : null;
}

/** GET/HEAD /objects/{key}: the image, or a JSON 404 for unknown and malformed keys alike. */
export async function serveObject(key: string, method = "GET"): Promise<Response> {
  const object = await readObject(key);
  if (!object) {
    return Response.json({ error: OBJECT_ERRORS.notFound }, { status: 404, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });
  }
  const headers = {
    "Content-Type": object.contentType,
    "Content-Length": String(object.bytes.byteLength),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": OBJECT_CSP,
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  return new Response(method === "HEAD" ? null : new Uint8Array(object.bytes), { headers });
}

// ---------------------------------------------------------------------------------------------
// Without JavaScript: a plain file input posted with the form

/** Any image (type image/*, ≤ 5 MB) → centre-cropped 200×200 JPEG (quality 90), stored for this visitor. */
export async function storeProfilePhotoFromForm(visitorId: string, file: { bytes: Uint8Array; type: string; name: string }): Promise<PhotoStoreResult> {
  if (file.bytes.byteLength === 0) return { ok: false, status: 400, error: OBJECT_ERRORS.noPhoto };
  if (!file.type.toLowerCase().startsWith("image/")) return { ok: false, status: 415, error: photoMessageText(PHOTO_MESSAGES.invalidType) };
  if (file.bytes.byteLength > PHOTO_MAX_BYTES) return { ok: false, status: 413, error: photoMessageText(PHOTO_MESSAGES.tooLarge) };
  let jpeg: Uint8Array;
  try {
    jpeg = await squareJpeg(file.bytes);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, status: 413, error: OBJECT_ERRORS.tooManyPixels };
    // not decodable as an image, whatever its declared type
    return { ok: false, status: 415, error: photoMessageText(PHOTO_MESSAGES.invalidType) };
  }
  const key = newObjectKey();
  await (await getStore()).objects.put({ key, owner_id: visitorId, content_type: "image/jpeg" }, jpeg);
  return { ok: true, objectPath: objectPathOf(key) };
}

/** The crop of the JS dialog, done on the server: the largest centred square, 200×200, JPEG q90. */
export async function squareJpeg(bytes: Uint8Array): Promise<Uint8Array> {
  const { default: sharp } = await import("sharp");
  const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
    .autoOrient()
    .resize(PHOTO_OUTPUT_SIZE, PHOTO_OUTPUT_SIZE, { fit: "cover", position: "centre" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: Math.round(PHOTO_JPEG_QUALITY * 100), mozjpeg: false })
    .toBuffer();
  return new Uint8Array(output);
}

/**
 * A plain-HTML form post whose submit button was the photo upload (`intent=upload-photo`,
 * multipart). Reads the body once (text fields, the `profilePhoto` file; other file inputs of the
 * form such as the resume are skipped) and stores the photo. null when the post was something else
 * or could not be read — hand the request (a clone of it) to the other multipart handler then.
 */
export async function handleProfilePhotoPost(request: Request, visitorId: string): Promise<{ fields: FormData; result: PhotoStoreResult } | null> {
  let photo: { bytes: Uint8Array; type: string; name: string } | null = null;
  let fields: FormData;
  try {
    fields = await parseFormData(
      request,
      // the page's body limit (16 MB) bounds the total; the photo's own 5 MB limit is checked below
      { maxFiles: 4, maxFileSize: 16 * 1024 * 1024, maxParts: 400, maxHeaderSize: 8 * 1024 },
      async (upload) => {
        if (upload.fieldName === PROFILE_PHOTO_FIELD && !photo) {
          photo = { bytes: new Uint8Array(await upload.arrayBuffer()), type: upload.type, name: upload.name };
        }
        return null;
      },
    );
  } catch (error) {
    if (error instanceof FormDataParseError || error instanceof TypeError || (error instanceof Error && /exceeded/i.test(error.message))) return null;
    throw error;
  }
  if (fields.get("intent") !== PHOTO_UPLOAD_INTENT) return null;
  const chosen = photo as { bytes: Uint8Array; type: string; name: string } | null;
  if (!chosen || chosen.bytes.byteLength === 0) return { fields, result: { ok: false, status: 400, error: OBJECT_ERRORS.noPhoto } };
  return { fields, result: await storeProfilePhotoFromForm(visitorId, chosen) };
}

// ---------------------------------------------------------------------------------------------
// The CV: an embedded photo

/**
 * The profile image as a data URL for a self-contained CV: `/objects/{key}` (or the same path on any
 * origin) is read from the store only when that visitor owns it. An already embedded JPEG/PNG/WebP
 * data URL passes through. Anything else (foreign URLs, other visitors' photos) → undefined.
 */
export async function photoDataUrlFor(visitorId: string, profileImage: unknown): Promise<string | undefined> {
  if (typeof profileImage !== "string") return undefined;
  const value = profileImage.trim();
  if (value === "") return undefined;
  if (value.startsWith("data:")) return safePhotoSrc(value);
  let pathname = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      pathname = new URL(value).pathname;
    } catch {
      return undefined;
    }
  }
  const key = objectKeyFromPath(pathname);
  if (!key) return undefined;
  const object = await readObject(key);
  if (!object || object.ownerId !== visitorId || !object.contentType.startsWith("image/")) return undefined;
  return `data:${object.contentType};base64,${Buffer.from(object.bytes).toString("base64")}`;
}

/**
 * The answer to the no-JavaScript photo buttons: the form as typed, with the new photo, without it
 * ('Remove photo'), or with the reason the upload was refused. `successNote` follows a success (the
 * edit page: the change is kept on Save). A removed photo's object stays, as with JavaScript: CVs
 * generated before may still show it.
 */
export function photoRefill(fields: FormData, fallback: () => PartialResume, change: PhotoStoreResult | { removed: true }, successNote = ""): RefillResult {
  const current = typedSoFar(fields, fallback);
  const withPhoto = (profileImage: string) => ({ ...current, personalInfo: { ...current.personalInfo, profileImage } });
  if ("removed" in change)
    return { defaultValue: withPhoto(""), status: 200, notice: { variant: "default", title: PHOTO_REMOVED_TITLE, description: successNote } };
  if (!change.ok)
    return { defaultValue: current, status: change.status, notice: { variant: "destructive", title: PHOTO_UPLOAD_FAILED_TITLE, description: change.error } };
  return { defaultValue: withPhoto(change.objectPath), status: 200, notice: { variant: "default", title: PHOTO_UPLOADED_TITLE, description: successNote } };
}
