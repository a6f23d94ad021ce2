import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, tempDataDir, type RunningServer } from "../setup/server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("production server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("serves the landing page as HTML with security headers and a visitor cookie", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("set-cookie")).toMatch(/vitae_visitor=.*HttpOnly.*SameSite=Lax/i);
    const html = await response.text();
    // every inline script carries this response's nonce
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("uses a fresh CSP nonce per request", async () => {
    const a = (await fetch(`${server.url}/`)).headers.get("content-security-policy");
    const b = (await fetch(`${server.url}/`)).headers.get("content-security-policy");
    expect(a).not.toBe(b);
  });

  it("answers the health and readiness probes", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("answers 404 with the not-found texts for GET and POST of unknown paths", async () => {
    const get = await fetch(`${server.url}/no-such-page`);
    expect(get.status).toBe(404);
    const html = await get.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
    const post = await fetch(`${server.url}/no-such-page`, { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect(post.status).toBe(404);
  });

  it("serves hashed assets as immutable and other static files briefly", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const assetResponse = await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(assetResponse.headers.get("content-encoding")).toBe("gzip");
    const favicon = await fetch(`${server.url}/favicon.svg`);
    expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("takes client protocol and IP from X-Forwarded-* (one trusted hop): Secure cookie behind TLS", async () => {
    const proxied = await startServer({ env: { TRUST_PROXY: "1" } });
    try {
      const response = await fetch(`${proxied.url}/`, { headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" } });
      expect(response.headers.get("set-cookie")).toMatch(/; Secure/i);
      const plain = await fetch(`${proxied.url}/`);
      expect(plain.headers.get("set-cookie")).not.toMatch(/; Secure/i);
    } finally {
      await proxied.stop();
    }
  });

  it("by default trusts no proxy: a client cannot claim TLS with X-Forwarded-Proto", async () => {
    const response = await fetch(`${server.url}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("set-cookie")).not.toMatch(/; Secure/i);
  });

  it("refuses state-changing requests from another origin", async () => {
    const response = await fetch(`${server.url}/no-such-page`, { method: "POST", headers: { origin: "https://evil.example" }, body: "x" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Cross-origin requests are not allowed." });
  });

  it("refuses oversized bodies with 413 before reading them", async () => {
    const response = await fetch(`${server.url}/no-such-page`, { method: "POST", body: "x".repeat(1024 * 1024 + 1) });
    expect(response.status).toBe(413);
  });

  it("writes one JSON log line per request without the query string", async () => {
    const quiet = await startServer({ env: { LOG_LEVEL: "info" } });
    try {
      await fetch(`${quiet.url}/no-such-page?email=secret@example.com`);
      await new Promise((r) => setTimeout(r, 100));
      const lines = quiet
        .output()
        .trim()
        .split("\n")
        .filter((line) => line.includes('"msg":"request"'));
      const entry = JSON.parse(lines.find((line) => line.includes("/no-such-page"))!);
      expect(entry).toMatchObject({ method: "GET", path: "/no-such-page", status: 404 });
      expect(quiet.output()).not.toContain("secret@example.com");
    } finally {
      await quiet.stop();
    }
  });
});

describe("graceful shutdown", () => {
  it("lets an in-flight request finish on SIGTERM and exits 0 within 10 s", async () => {
    const server = await startServer({ env: { VITAE_TEST_HOOKS: "1" } });
    const inFlight = fetch(`${server.url}/__test/slow?ms=1500`);
    await new Promise((r) => setTimeout(r, 300));
    const signalledAt = Date.now();
    server.child.kill("SIGTERM");
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ waited: 1500 });
    const code = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  });

  it("stops accepting new connections once shutting down", async () => {
    const server = await startServer({ env: { VITAE_TEST_HOOKS: "1" } });
    const inFlight = fetch(`${server.url}/__test/slow?ms=1000`);
    await new Promise((r) => setTimeout(r, 200));
    server.child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 200));
    await expect(fetch(`${server.url}/healthz`, { headers: { connection: "close" } })).rejects.toThrow();
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
  });
});

describe("npm start", () => {
  it("builds the app when there is no build yet, then serves it", { timeout: 240_000 }, async () => {
    // inside the project: the server bundle resolves its dependencies from ./node_modules
    const buildDir = mkdtempSync(path.join(root, "build-start-test-"));
    const port = await freePort();
    const child = spawn(process.execPath, ["scripts/start.ts"], {
      cwd: root,
      env: { ...process.env, VITAE_BUILD_DIR: buildDir, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: tempDataDir(), LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    try {
      let healthy = false;
      for (let i = 0; i < 900 && !healthy && child.exitCode === null; i++) {
        healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (!healthy) await new Promise((r) => setTimeout(r, 200));
      }
      expect(healthy, output).toBe(true);
      expect(output).toContain("Building the app");
      expect(existsSync(path.join(buildDir, "server/index.js"))).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    } finally {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});

describe("configuration", () => {
  it("PORT=abc npm start fails fast with a message naming PORT", async () => {
    const started = Date.now();
    const child = spawn(process.execPath, ["scripts/start.ts"], {
      cwd: root,
      env: { ...process.env, PORT: "abc", DATA_DIR: tempDataDir() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).not.toBe(0);
    expect(stderr).toMatch(/PORT/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("keeps a generated session secret in DATA_DIR so visitor cookies survive a restart", async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir });
    const cookie = (await fetch(`${first.url}/`)).headers.get("set-cookie")!.split(";")[0]!;
    await first.stop();
    const second = await startServer({ dataDir });
    try {
      const again = await fetch(`${second.url}/`, { headers: { cookie } });
      // a valid cookie is not replaced
      expect(again.headers.get("set-cookie")).toBeNull();
    } finally {
      await second.stop();
    }
  });
});
