import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

// the store and the secret come from the environment, read on first use
const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitae-objects-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "s".repeat(48);

const { closeStore, getStore } = await import("./db/index.server.ts");
const objects = await import("./objects.server.ts");
const { storeProfilePhotoFromForm, handleProfilePhotoPost, photoDataUrlFor, signUploadUrl, verifyUploadUrl, createUploadUrl, serveObject, OBJECT_ERRORS } =
  objects;

const VISITOR = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";

function png(width: number, height: number, background = { r: 200, g: 30, b: 30 }) {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

afterAll(async () => {
  await closeStore();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("storeProfilePhotoFromForm (no-JS upload)", () => {
  it("turns a landscape PNG into a stored 200×200 JPEG, centre-cropped", async () => {
    // left half blue, right half … the centre column decides the colour of the cropped square
    const left = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } })
      .composite([{ input: await png(100, 200, { r: 0, g: 200, b: 0 }), left: 100, top: 0 }])
      .png()
      .toBuffer();
    const result = await storeProfilePhotoFromForm(VISITOR, { bytes: new Uint8Array(left), type: "image/png", name: "me.png" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.objectPath).toMatch(/^\/objects\/[0-9a-f]{32}$/);
    const stored = await (await getStore()).objects.get(result.objectPath.slice("/objects/".length));
    expect(stored?.meta).toMatchObject({ owner_id: VISITOR, content_type: "image/jpeg" });
    const meta = await sharp(stored!.bytes).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 200, height: 200 });
    // the square is the middle 200 px of 300: 50 px of blue, 100 of green, 50 of blue
    const { data, info } = await sharp(stored!.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const [r, g, b] = pixel(100, 100);
    expect(g).toBeGreaterThan(150);
    expect(b).toBeLessThan(60);
    expect(r).toBeLessThan(60);
    const [, , edgeBlue] = pixel(10, 100);
    expect(edgeBlue).toBeGreaterThan(200);
  });

  it("refuses a text file (415 with its message), even when it claims to be an image", async () => {
    const text = new TextEncoder().encode("hello, not a photo");
    expect(await storeProfilePhotoFromForm(VISITOR, { bytes: text, type: "text/plain", name: "a.txt" })).toEqual({
      ok: false,
      status: 415,
      error: "Invalid file type: Please select an image file (JPG, PNG, GIF, etc.)",
    });
    const liar = await storeProfilePhotoFromForm(VISITOR, { bytes: text, type: "image/png", name: "a.png" });
    expect(liar).toEqual({ ok: false, status: 415, error: "Invalid file type: Please select an image file (JPG, PNG, GIF, etc.)" });
  });

  it("refuses more than 5 MB (413) and an empty file (400)", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    expect(await storeProfilePhotoFromForm(VISITOR, { bytes: big, type: "image/jpeg", name: "big.jpg" })).toEqual({
      ok: false,
      status: 413,
      error: "File too large: Please select an image smaller than 5MB",
    });
    expect(await storeProfilePhotoFromForm(VISITOR, { bytes: new Uint8Array(), type: "image/jpeg", name: "" })).toEqual({
      ok: false,
      status: 400,
      error: OBJECT_ERRORS.noPhoto,
    });
  });

  it("refuses a decompression bomb (too many pixels) without decoding it", async () => {
    const huge = await sharp({ create: { width: 8100, height: 8100, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(5 * 1024 * 1024);
    const result = await storeProfilePhotoFromForm(VISITOR, { bytes: new Uint8Array(huge), type: "image/png", name: "bomb.png" });
    expect(result).toMatchObject({ ok: false, status: 413 });
  });
});

describe("handleProfilePhotoPost (the form's plain multipart post)", () => {
  function post(body: FormData) {
    return new Request("http://localhost/create", { method: "POST", body });
  }

  it("stores the photo of an intent=upload-photo post and returns the typed fields", async () => {
    const body = new FormData();
    body.append("intent", "upload-photo");
    body.append("personalInfo.firstName", "Ada");
    body.append("resume", new File([], "", { type: "application/octet-stream" }));
    body.append("profilePhoto", new File([await png(120, 90)], "me.png", { type: "image/png" }));
    const handled = await handleProfilePhotoPost(post(body), VISITOR);
    expect(handled?.fields.get("personalInfo.firstName")).toBe("Ada");
    expect(handled?.result).toMatchObject({ ok: true, objectPath: expect.stringMatching(/^\/objects\/[0-9a-f]{32}$/) });
  });

  it("answers null for other multipart posts (the resume upload) and 400 when no photo was chosen", async () => {
    const resume = new FormData();
    resume.append("intent", "upload");
    resume.append("resume", new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }));
    expect(await handleProfilePhotoPost(post(resume), VISITOR)).toBeNull();

    const empty = new FormData();
    empty.append("intent", "upload-photo");
    empty.append("profilePhoto", new File([], "", { type: "application/octet-stream" }));
    const handled = await handleProfilePhotoPost(post(empty), VISITOR);
    expect(handled?.result).toEqual({ ok: false, status: 400, error: OBJECT_ERRORS.noPhoto });
  });
});

describe("signed upload URLs", () => {
  it("verify for the same visitor before expiry only", () => {
    const now = Date.UTC(2030, 0, 1);
    const { uploadURL, key } = createUploadUrl(VISITOR, now);
    const url = new URL(uploadURL, "http://localhost");
    expect(url.pathname).toBe(`/objects/${key}`);
    expect(verifyUploadUrl(url, VISITOR, now + 14 * 60 * 1000)).toMatchObject({ ok: true, key });
    expect(verifyUploadUrl(url, VISITOR, now + 15 * 60 * 1000)).toEqual({ ok: false, status: 403, error: OBJECT_ERRORS.expiredLink });
    expect(verifyUploadUrl(url, OTHER, now)).toEqual({ ok: false, status: 403, error: OBJECT_ERRORS.invalidLink });
    const tampered = new URL(url);
    tampered.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    expect(verifyUploadUrl(tampered, VISITOR, now)).toMatchObject({ ok: false, status: 403 });
    const otherSecret = new URL(signUploadUrl({ key, visitorId: VISITOR, expires: Math.floor(now / 1000) + 60 }, "x".repeat(48)), "http://localhost");
    expect(verifyUploadUrl(otherSecret, VISITOR, now)).toMatchObject({ ok: false, status: 403 });
  });
});

describe("photoDataUrlFor", () => {
  it("embeds the visitor's own stored photo and nobody else's", async () => {
    const result = await storeProfilePhotoFromForm(VISITOR, { bytes: new Uint8Array(await png(64, 64)), type: "image/png", name: "p.png" });
    if (!result.ok) throw new Error(result.error);
    const dataUrl = await photoDataUrlFor(VISITOR, result.objectPath);
    expect(dataUrl).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    const bytes = Buffer.from(dataUrl!.split(",")[1]!, "base64");
    expect((await sharp(bytes).metadata()).width).toBe(200);
    expect(await photoDataUrlFor(VISITOR, `https://vitae.app${result.objectPath}`)).toBe(dataUrl);
    expect(await photoDataUrlFor(OTHER, result.objectPath)).toBeUndefined();
    expect(await photoDataUrlFor(VISITOR, "/objects/0123456789abcdef0123456789abcdef")).toBeUndefined();
    expect(await photoDataUrlFor(VISITOR, "/objects/../session-secret")).toBeUndefined();
    expect(await photoDataUrlFor(VISITOR, "https://elsewhere.example/p.jpg")).toBeUndefined();
    expect(await photoDataUrlFor(VISITOR, "")).toBeUndefined();
    expect(await photoDataUrlFor(VISITOR, undefined)).toBeUndefined();
    expect(await photoDataUrlFor(VISITOR, "data:image/png;base64,iVBORw0=")).toBe("data:image/png;base64,iVBORw0=");
    expect(await photoDataUrlFor(VISITOR, "data:text/html;base64,PHNjcmlwdD4=")).toBeUndefined();
  });
});

describe("serveObject", () => {
  it("serves stored bytes with the object headers and 404s malformed keys without touching the disk", async () => {
    const result = await storeProfilePhotoFromForm(VISITOR, { bytes: new Uint8Array(await png(30, 30)), type: "image/png", name: "p.png" });
    if (!result.ok) throw new Error(result.error);
    const response = await serveObject(result.objectPath.slice("/objects/".length));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const key of ["..", "../vitae.sqlite", "session-secret", "vitae.sqlite", `${"a".repeat(32)}/x`, ""]) {
      expect((await serveObject(key)).status, key).toBe(404);
    }
    expect(readdirSync(path.join(dataDir, "objects")).length).toBeGreaterThan(0);
  });
});
