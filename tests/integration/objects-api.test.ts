/**
 * Profile photo objects over HTTP against the real server process:
 * POST /api/objects/upload → PUT the signed URL → GET /objects/{key}.
 */
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signUploadUrl } from "../../app/server/objects.server.ts";
import { type RunningServer, serverForTests } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";

const MB = 1024 * 1024;
const SECRET = "photo-test-secret-".padEnd(48, "x");
const JPEG = new Uint8Array(readFileSync(path.resolve(import.meta.dirname, "../fixtures/photo.jpg")));

/** A visitor with a cookie (the first request mints it). */
async function newVisitor(server: RunningServer): Promise<Visitor> {
  const visitor = new Visitor(server.url);
  // a GET mints the cookie without counting against the per-IP limit on upload POSTs
  expect((await visitor.fetch("/api/objects/upload")).status).toBe(405);
  expect(visitor.cookie).toContain("vitae_visitor=");
  return visitor;
}

async function uploadUrl(visitor: Visitor): Promise<string> {
  const response = await visitor.fetch("/api/objects/upload", { method: "POST" });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = (await response.json()) as { uploadURL: string };
  expect(body.uploadURL).toMatch(/^\/objects\/[0-9a-f]{32}\?expires=\d+&sig=[A-Za-z0-9_-]{43}$/);
  return body.uploadURL;
}

function put(visitor: Visitor, url: string, bytes: Uint8Array<ArrayBuffer>, type = "image/jpeg"): Promise<Response> {
  return visitor.fetch(url, { method: "PUT", headers: { "content-type": type }, body: bytes });
}

/** GET with the path sent exactly as written (fetch would normalise `..` and `%2e%2e`). */
function rawGet(server: RunningServer, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: server.port, path: rawPath, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("latin1");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * PUT with node:http: the server answers 413 before reading an oversized body and closes the
 * connection, which makes fetch fail with EPIPE; here the answer is read whatever the write does.
 */
function rawPut(server: RunningServer, url: string, cookie: string, bytes: Uint8Array): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        path: url,
        method: "PUT",
        headers: { cookie, "content-type": "image/jpeg", "content-length": String(bytes.byteLength) },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    req.end(bytes);
  });
}

describe("profile photo objects", () => {
  const app = serverForTests({ env: { SESSION_SECRET: SECRET } });

  it("round trip: signed URL → PUT JPEG → GET the same bytes with the object headers", async () => {
    const visitor = await newVisitor(app.server);
    const url = await uploadUrl(visitor);
    const response = await put(visitor, url, JPEG);
    expect(response.status).toBe(200);
    const objectPath = url.split("?")[0]!;
    expect(await response.json()).toEqual({ objectPath });

    // anyone with the (unguessable) path can load the image: it is shown in pages and previews
    const got = await fetch(`${app.server.url}${objectPath}`);
    expect(got.status).toBe(200);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(JPEG);
    expect(got.headers.get("content-type")).toBe("image/jpeg");
    // the app's security headers add their own nosniff: every listed value must be nosniff
    expect(
      got.headers
        .get("x-content-type-options")!
        .split(",")
        .map((v) => v.trim()),
    ).toSatisfy((values: string[]) => values.length > 0 && values.every((v) => v === "nosniff"));
    expect(got.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(got.headers.get("content-security-policy")).toContain("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");

    const head = await fetch(`${app.server.url}${objectPath}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/jpeg");
  });

  it("a URL works once: the second PUT is 403 and the first photo stays", async () => {
    const visitor = await newVisitor(app.server);
    const url = await uploadUrl(visitor);
    expect((await put(visitor, url, JPEG)).status).toBe(200);
    const other = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const again = await put(visitor, url, new Uint8Array(other));
    expect(again.status).toBe(403);
    expect(((await again.json()) as { error: string }).error).toBe("This upload link has already been used. Please try again.");
    const got = await fetch(`${app.server.url}${url.split("?")[0]}`);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(JPEG);
  });

  it("of two simultaneous PUTs with one URL exactly one succeeds", async () => {
    const visitor = await newVisitor(app.server);
    const url = await uploadUrl(visitor);
    const statuses = (await Promise.all([put(visitor, url, JPEG), put(visitor, url, JPEG), put(visitor, url, JPEG)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 403, 403]);
  });

  it("an expired URL is 403", async () => {
    const visitor = await newVisitor(app.server);
    const key = "0123456789abcdef0123456789abcdef";
    const expired = signUploadUrl({ key, visitorId: visitor.id, expires: Math.floor(Date.now() / 1000) - 1 }, SECRET);
    const response = await put(visitor, expired, JPEG);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe("This upload link has expired. Please try again.");
    // the same URL signed with a future expiry is accepted: only the expiry made the difference
    const fresh = signUploadUrl({ key, visitorId: visitor.id, expires: Math.floor(Date.now() / 1000) + 60 }, SECRET);
    expect((await put(visitor, fresh, JPEG)).status).toBe(200);
  });

  it("a tampered URL is 403 (signature, expiry or key changed)", async () => {
    const visitor = await newVisitor(app.server);
    const url = new URL(await uploadUrl(visitor), app.server.url);
    const sig = url.searchParams.get("sig")!;
    const badSig = new URL(url);
    badSig.searchParams.set("sig", `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`);
    const laterExpiry = new URL(url);
    laterExpiry.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 86_400));
    const otherKey = new URL(url);
    otherKey.pathname = "/objects/ffffffffffffffffffffffffffffffff";
    const noSig = new URL(url);
    noSig.searchParams.delete("sig");
    for (const bad of [badSig, laterExpiry, otherKey, noSig]) {
      const response = await put(visitor, `${bad.pathname}${bad.search}`, JPEG);
      expect(response.status, bad.href).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    // the untouched URL still works (nothing above used it up)
    expect((await put(visitor, `${url.pathname}${url.search}`, JPEG)).status).toBe(200);
  });

  it("another visitor's URL is 403, and so is a PUT without a visitor cookie", async () => {
    const owner = await newVisitor(app.server);
    const thief = await newVisitor(app.server);
    const url = await uploadUrl(owner);
    expect((await put(thief, url, JPEG)).status).toBe(403);
    const anonymous = await fetch(`${app.server.url}${url}`, { method: "PUT", headers: { "content-type": "image/jpeg" }, body: JPEG });
    expect(anonymous.status).toBe(403);
    expect((await put(owner, url, JPEG)).status).toBe(200);
  });

  it("PNG bytes under an image/jpeg header are 415 — the bytes decide", async () => {
    const visitor = await newVisitor(app.server);
    const pngBytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#f00" } })
      .png()
      .toBuffer();
    const url = await uploadUrl(visitor);
    const response = await put(visitor, url, new Uint8Array(pngBytes));
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toBe("Please upload the photo as a JPEG image.");
    // a JPEG sent under another content type is refused as well
    const url2 = await uploadUrl(visitor);
    expect((await put(visitor, url2, JPEG, "image/png")).status).toBe(415);
    // and nothing was stored under the refused key
    expect((await fetch(`${app.server.url}${url.split("?")[0]}`)).status).toBe(404);
  });

  it("5 MB is accepted; 5 MB + 1 byte is 413 with its message", async () => {
    const visitor = await newVisitor(app.server);
    const exactly = new Uint8Array(5 * MB);
    exactly.set(JPEG);
    expect((await put(visitor, await uploadUrl(visitor), exactly)).status).toBe(200);
    const over = new Uint8Array(5 * MB + 1);
    over.set(JPEG);
    const url = await uploadUrl(visitor);
    const response = await rawPut(app.server, url, visitor.cookie, over);
    expect(response.status).toBe(413);
    expect((JSON.parse(response.body) as { error: string }).error).toBe("File too large: Please select an image smaller than 5MB");
    // the refused upload left nothing behind and its URL still works for a proper photo
    expect((await fetch(`${app.server.url}${url.split("?")[0]}`)).status).toBe(404);
    expect((await put(visitor, url, JPEG)).status).toBe(200);
  });

  it("unknown objects are 404", async () => {
    const response = await fetch(`${app.server.url}/objects/0123456789abcdef0123456789abcd00`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Object not found" });
    expect((await fetch(`${app.server.url}/objects/`)).status).toBe(404);
    expect((await fetch(`${app.server.url}/objects/not-a-key.jpg`)).status).toBe(404);
  });

  it("traversal keys are 404 and never reveal a file outside DATA_DIR/objects", async () => {
    const secret = SECRET;
    const paths = [
      "/objects/../session-secret",
      "/objects/..%2Fsession-secret",
      "/objects/..%2fvitae.sqlite",
      "/objects/%2e%2e%2fsession-secret",
      "/objects/%2E%2E/session-secret",
      "/objects/..%5Csession-secret",
      "/objects/....//session-secret",
      "/objects/%252e%252e%252fsession-secret",
      "/objects/vitae.sqlite",
      "/objects/0123456789abcdef0123456789abcdef%00.jpg",
      "/objects/0123456789abcdef0123456789abcdef/..",
      "/objects//etc/passwd",
      "/objects/%2Fetc%2Fpasswd",
    ];
    for (const rawPath of paths) {
      const { status, body } = await rawGet(app.server, rawPath);
      expect(status, rawPath).toBe(404);
      expect(body, rawPath).not.toContain("root:");
      expect(body, rawPath).not.toContain("SQLite format");
      expect(body, rawPath).not.toContain(secret);
    }
  });

  it("POST /api/objects/upload answers 405 to GET; PUT /objects/{key} without a signature is 403", async () => {
    const visitor = await newVisitor(app.server);
    expect((await visitor.fetch("/api/objects/upload")).status).toBe(405);
    expect((await put(visitor, "/objects/0123456789abcdef0123456789abcdef", JPEG)).status).toBe(403);
  });
});
