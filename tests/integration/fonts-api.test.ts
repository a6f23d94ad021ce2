/**
 * The CV's fonts over HTTP against the real server process: GET /fonts/<file>.woff2 from the
 * @fontsource packages (open to every origin, cached as immutable), nothing else under /fonts/,
 * and a downloaded CV whose @font-face URLs name the public origin and all load.
 */
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { resolveFontFile } from "../../app/server/render/fonts.server.ts";
import { person } from "../setup/factory.ts";
import { type RunningServer, serverForTests } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";

const FONT = "/fonts/arimo-latin-400-normal.woff2";

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

const app = serverForTests();

describe("GET /fonts/*", () => {
  it("serves a catalogued font: woff2, open to every origin, cached for a year as immutable", async () => {
    const response = await fetch(`${app.server.url}${FONT}?v=5.3.0`, { headers: { origin: "null" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/woff2");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 4)).toString("latin1")).toBe("wOF2");
    expect(Buffer.from(bytes).equals(readFileSync(resolveFontFile(FONT)!))).toBe(true);

    const head = await fetch(`${app.server.url}${FONT}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("font/woff2");
  });

  it("answers 404 for names outside the catalogue and for traversal, never a file from elsewhere", async () => {
    for (const path of [
      "/fonts/../package.json",
      "/fonts/%2e%2e/package.json",
      "/fonts/..%2fpackage.json",
      "/fonts/../../../../etc/passwd",
      "/fonts/arimo-latin-400-normal.woff",
      "/fonts/nothing-here.woff2",
      "/fonts/",
    ]) {
      const { status, body } = await rawGet(app.server, path);
      expect([400, 404], path).toContain(status);
      expect(body, path).not.toContain('"name": "vitae"');
      expect(body, path).not.toContain("root:");
    }
  });

  it("refuses other methods", async () => {
    const response = await fetch(`${app.server.url}${FONT}`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("serves the preview stylesheet: every customization font's Latin faces", async () => {
    const response = await fetch(`${app.server.url}/fonts/cv-preview.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/css; charset=utf-8");
    const css = await response.text();
    for (const family of ["CV Arimo", "CV Tinos", "CV Gelasio", "CV Carlito", "CV Open Sans"]) expect(css).toContain(`font-family:"${family}"`);
    for (const [, url] of css.matchAll(/url\("([^"]+)"\)/g)) expect((await fetch(`${app.server.url}${url}`)).status, url).toBe(200);
  });
});

describe("a downloaded CV loads its fonts from the public origin", () => {
  it("names PUBLIC_ORIGIN/fonts/ in every @font-face, and every one of them loads", async () => {
    const visitor = new Visitor(app.server.url);
    const created = await visitor.postJson("/api/generate-resume", {
      personalInfo: person({ city: "دبي", summary: "मैं एक सॉफ्टवेयर इंजीनियर हूँ। 我是一名软件工程师。" }),
    });
    expect(created.status).toBe(201);
    const { resumeId } = (await created.json()) as { resumeId: string };
    const download = await visitor.fetch(`/api/download-resume/${resumeId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-security-policy")).toContain("font-src 'self'");
    const html = await download.text();
    const urls = [...html.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]!);
    // the server runs with PUBLIC_ORIGIN set to its own address (tests/setup/server-process.ts)
    for (const family of ["CV Arimo", "CV Noto Sans Arabic", "CV Noto Sans Devanagari", "CV Noto Sans SC"]) expect(html).toContain(`font-family:"${family}"`);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url.startsWith(`${app.server.url}/fonts/`), url).toBe(true);
      const font = await fetch(url, { headers: { origin: "null" } });
      expect(font.status, url).toBe(200);
      expect(font.headers.get("access-control-allow-origin")).toBe("*");
    }
  });
});

describe("the preview loads its fonts from this site", () => {
  it("POST /preview: relative /fonts/ URLs that load, allowed by the document's CSP", async () => {
    const visitor = new Visitor(app.server.url);
    const form = new URLSearchParams({
      "personalInfo.firstName": "王",
      "personalInfo.lastName": "小明",
      "personalInfo.summary": "أنا مهندس برمجيات",
      template: "modern",
    });
    const response = await visitor.fetch("/preview", { method: "POST", body: form });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("font-src 'self'");
    const html = await response.text();
    expect(html).toContain("王 小明");
    const urls = [...html.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]!);
    expect(html).toContain('font-family:"CV Noto Sans SC"');
    expect(html).toContain('font-family:"CV Noto Sans Arabic"');
    for (const url of urls) {
      expect(url, url).toMatch(/^\/fonts\/[a-z0-9-]+\.woff2\?v=/);
      expect((await fetch(`${app.server.url}${url}`)).status, url).toBe(200);
    }
  });
});
