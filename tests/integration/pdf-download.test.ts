/**
 * GET /api/download-resume/{id}?format=pdf against the real server and its real Chromium: the file,
 * its name and metadata, the watermark by plan, clickable links, the queue's 503, a relaunch after
 * the browser dies, and no Chromium left behind after shutdown. Read back with poppler's tools.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../app/server/db/types.server.ts";
import { engineExperience, person } from "../setup/factory.ts";
import { openServerStore, startServer, type RunningServer } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";

let dir: string;
beforeAll(() => void (dir = mkdtempSync(path.join(tmpdir(), "vitae-pdf-download-"))));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the bytes to a file and runs a poppler tool on it. */
function poppler(tool: "pdftotext" | "pdfinfo" | "pdfimages", bytes: ArrayBuffer, args: string[] = []): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, Buffer.from(bytes));
  return execFileSync(`/usr/bin/${tool}`, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });
}

/** Text of each page (pdftotext separates pages with a form feed). */
function pagesOf(bytes: ArrayBuffer): string[] {
  return poppler("pdftotext", bytes, ["-enc", "UTF-8"])
    .split("\f")
    .filter((page) => page.trim() !== "");
}

/** Enough experience to run onto a second page. */
function longResume(extra: Record<string, unknown> = {}) {
  const jobs = Array.from({ length: 7 }, (_, i) =>
    engineExperience({
      jobTitle: `Analytical Engine Programmer ${i + 1}`,
      description: Array.from({ length: 5 }, (_, j) => `Wrote published algorithm number ${j + 1} for the engine and explained it to a wide audience`).join(
        "\n",
      ),
    }),
  );
  return {
    personalInfo: person({ linkedIn: "https://www.linkedin.com/in/ada-lovelace", summary: "Mathematician and first programmer." }),
    experiences: jobs,
    ...extra,
  };
}

async function createResume(visitor: Visitor, body: Record<string, unknown>): Promise<string> {
  const created = await visitor.postJson("/api/generate-resume", body);
  expect(created.status).toBe(201);
  return ((await created.json()) as { resumeId: string }).resumeId;
}

describe("PDF download", () => {
  let server: RunningServer;
  let store: Store;

  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_SCALE: "20" } });
    store = openServerStore(server);
  });
  afterAll(async () => {
    await store?.close();
    await server?.stop();
  });

  it("hands a free visitor a paginated, watermarked PDF named after them, with title, author and links", async () => {
    const visitor = new Visitor(server.url);
    const id = await createResume(visitor, longResume());
    const response = await visitor.fetch(`/api/download-resume/${id}?format=pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Ada-Lovelace-CV.pdf"; filename*=UTF-8''Ada-Lovelace-CV.pdf`);
    const bytes = await response.arrayBuffer();
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");

    const info = poppler("pdfinfo", bytes);
    expect(info).toMatch(/^Title:\s+Ada Lovelace — CV$/m);
    expect(info).toMatch(/^Author:\s+Ada Lovelace$/m);
    expect(info).toMatch(/^Tagged:\s+yes$/m);

    const pages = pagesOf(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // the template sets the name in capitals
    expect(pages[0]!.toLowerCase()).toContain("ada lovelace");
    expect(pages[0]).toContain("Analytical Engine Programmer 1");
    // the watermark is drawn on every page (read in content order: the default mode splits diagonal text)
    const rawPages = poppler("pdftotext", bytes, ["-raw", "-enc", "UTF-8"])
      .split("\f")
      .filter((page) => page.trim() !== "");
    expect(rawPages).toHaveLength(pages.length);
    for (const page of rawPages) expect(page.replace(/\s+/g, " ")).toContain("Created with Vitae — Free plan");
    // page numbers start on page 2
    expect(pages[0]).not.toMatch(/Page 1 of/);
    expect(pages[1]).toContain(`Page 2 of ${pages.length}`);
    expect(poppler("pdfinfo", bytes, ["-url"])).toContain("https://www.linkedin.com/in/ada-lovelace");
  });

  it("prints no watermark for a paid plan", async () => {
    const visitor = new Visitor(server.url);
    await visitor.fetch("/");
    await store.visitors.grant(visitor.id, { tier: "fast_pass", pro_until: null, reset_generation_count: true });
    const id = await createResume(visitor, { personalInfo: person(), experiences: [engineExperience()] });
    const response = await visitor.fetch(`/api/download-resume/${id}?format=pdf`);
    expect(response.status).toBe(200);
    const text = pagesOf(await response.arrayBuffer()).join("\n");
    expect(text).toContain("Analytical Engine Programmer");
    expect(text).not.toContain("Created with Vitae");
  });

  it("prints the photo when the CV includes one, and none when it is switched off", async () => {
    const visitor = new Visitor(server.url);
    await visitor.fetch("/");
    const upload = (await (await visitor.fetch("/api/objects/upload", { method: "POST" })).json()) as { uploadURL: string };
    const photo = new Uint8Array(readFileSync(path.join(import.meta.dirname, "../fixtures/photo.jpg")));
    expect((await visitor.fetch(upload.uploadURL, { method: "PUT", headers: { "content-type": "image/jpeg" }, body: photo })).status).toBe(200);
    const profileImage = upload.uploadURL.split("?")[0]!;
    const withPhoto = await createResume(visitor, { personalInfo: person({ profileImage }), experiences: [engineExperience()] });
    const images = (bytes: ArrayBuffer) =>
      poppler("pdfimages", bytes, ["-list"])
        .split("\n")
        .slice(2)
        .filter((row) => row.trim() !== "");
    const printed = await visitor.fetch(`/api/download-resume/${withPhoto}?format=pdf`);
    expect(printed.status).toBe(200);
    expect(images(await printed.arrayBuffer()).length).toBeGreaterThan(0);

    await store.visitors.grant(visitor.id, { tier: "pro", pro_until: new Date(Date.now() + 86_400_000).toISOString(), reset_generation_count: true });
    const withoutPhoto = await createResume(visitor, {
      personalInfo: person({ profileImage }),
      experiences: [engineExperience()],
      customization: { includePhoto: false },
    });
    const plain = await visitor.fetch(`/api/download-resume/${withoutPhoto}?format=pdf`);
    expect(plain.status).toBe(200);
    expect(images(await plain.arrayBuffer())).toEqual([]);
  });

  it("names the file as typed, with a plain ASCII fallback", async () => {
    const visitor = new Visitor(server.url);
    const id = await createResume(visitor, { personalInfo: person({ firstName: "Zoë", lastName: "Ångström 李" }) });
    const response = await visitor.fetch(`/api/export-resume/${id}?format=pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Zoe-Angstrom-CV.pdf"; filename*=UTF-8''${encodeURIComponent("Zoë-Ångström-李-CV.pdf")}`,
    );
  });

  it("refuses an unknown format, another visitor's CV and other methods", async () => {
    const owner = new Visitor(server.url);
    const id = await createResume(owner, { personalInfo: person() });
    expect((await owner.fetch(`/api/download-resume/${id}?format=docx`)).status).toBe(400);
    expect((await new Visitor(server.url).fetch(`/api/download-resume/${id}?format=pdf`)).status).toBe(404);
    expect((await owner.fetch(`/api/download-resume/${id}?format=pdf`, { method: "POST" })).status).toBe(405);
  });

  describe("printed PDFs kept for the same document", () => {
    it("answers an unchanged CV with the same file, and prints another paper anew", async () => {
      const visitor = new Visitor(server.url);
      const id = await createResume(visitor, { personalInfo: person(), experiences: [engineExperience()] });
      const first = Buffer.from(await (await visitor.fetch(`/api/download-resume/${id}?format=pdf`)).arrayBuffer());
      const again = Buffer.from(await (await visitor.fetch(`/api/download-resume/${id}?format=pdf`)).arrayBuffer());
      expect(again.equals(first)).toBe(true);
      // another paper is another document
      const letter = await (await visitor.fetch(`/api/download-resume/${id}?format=pdf&paper=letter`)).arrayBuffer();
      expect(poppler("pdfinfo", letter)).toMatch(/^Page size:\s+612 x 792 pts \(letter\)/m);
      expect(poppler("pdfinfo", first.buffer.slice(first.byteOffset, first.byteOffset + first.byteLength) as ArrayBuffer)).toMatch(
        /^Page size:\s+595\.\d* x 841\.\d* pts \(A4\)/m,
      );
    });
  });
});

describe("the PDF browser under pressure", () => {
  let server: RunningServer;
  beforeAll(async () => {
    // one tab and no queue: a second PDF at the same moment is turned away
    server = await startServer({ env: { RATE_LIMIT_SCALE: "20", PDF_PAGES: "1", PDF_QUEUE: "0" } });
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
  });

  it("answers 503 with Retry-After when every tab is taken, then serves again", async () => {
    const paid = Array.from({ length: 6 }, () => new Visitor(server.url));
    // six different CVs: the same CV asked for at once would share one print
    const ids = await Promise.all(paid.map((visitor, i) => createResume(visitor, longResume({ personalInfo: person({ summary: `Candidate number ${i}.` }) }))));
    const responses = await Promise.all(paid.map((visitor, i) => visitor.fetch(`/api/download-resume/${ids[i]}?format=pdf`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    const busy = responses.find((response) => response.status === 503)!;
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(((await busy.json()) as { error: string }).error).toMatch(/try again/);
    const refused = paid[statuses.indexOf(503)]!;
    // the visitor turned away can simply try again
    expect((await refused.fetch(`/api/download-resume/${ids[statuses.indexOf(503)]}?format=pdf`)).status).toBe(200);
  });
});

/** The process ids in the process group of `pid` (a browser launched detached leads its own group). */
function processGroup(pgid: number): number[] {
  const table = execFileSync("ps", ["-eo", "pid=,pgid="], { encoding: "utf8" });
  return table
    .split("\n")
    .map((row) => row.trim().split(/\s+/).map(Number))
    .filter(([, group]) => group === pgid)
    .map(([pid]) => pid!);
}

/** Chromium processes whose parent is `pid`. */
function browserChildren(pid: number): number[] {
  const table = execFileSync("ps", ["-eo", "pid=,ppid=,comm="], { encoding: "utf8" });
  return table
    .split("\n")
    .map((row) => row.trim().split(/\s+/))
    .filter(([, parent, command]) => Number(parent) === pid && /chrom/i.test(command ?? ""))
    .map(([child]) => Number(child));
}

describe("the PDF browser's life", () => {
  // starts a server and launches Chromium twice: more than the default budget on a busy machine
  it("relaunches after the browser dies and leaves no Chromium behind after shutdown", { timeout: 60_000 }, async () => {
    const server = await startServer({ env: { RATE_LIMIT_SCALE: "20" } });
    try {
      const visitor = new Visitor(server.url);
      await visitor.fetch("/");
      const id = await createResume(visitor, { personalInfo: person() });
      expect((await visitor.fetch(`/api/download-resume/${id}?format=pdf`)).status).toBe(200);
      const [first] = browserChildren(server.child.pid!);
      expect(first).toBeGreaterThan(0);

      process.kill(-first!, "SIGKILL");
      await expect.poll(() => processGroup(first!).length, { timeout: 5_000 }).toBe(0);
      // another paper: a new print (the A4 one is kept and would need no browser)
      expect((await visitor.fetch(`/api/download-resume/${id}?format=pdf&paper=letter`)).status).toBe(200);
      const [second] = browserChildren(server.child.pid!);
      expect(second).toBeGreaterThan(0);
      expect(second).not.toBe(first);

      expect(await server.stop("SIGTERM")).toBe(0);
      await expect.poll(() => processGroup(second!), { timeout: 3_000 }).toEqual([]);
    } finally {
      await server.stop("SIGKILL");
    }
  });

  it("leaves no Chromium behind when the server is killed outright", async () => {
    const server = await startServer({ env: { RATE_LIMIT_SCALE: "20" } });
    const visitor = new Visitor(server.url);
    const id = await createResume(visitor, { personalInfo: person() });
    expect((await visitor.fetch(`/api/download-resume/${id}?format=pdf`)).status).toBe(200);
    const [browser] = browserChildren(server.child.pid!);
    expect(browser).toBeGreaterThan(0);
    await server.stop("SIGKILL");
    // the browser talks to the server over a pipe: it ends when the pipe does
    await expect.poll(() => processGroup(browser!), { timeout: 5_000 }).toEqual([]);
  });
});

describe("a machine without a system Chromium", () => {
  it("prints with the Chromium shipped in the npm package", async () => {
    const server = await startServer({ env: { RATE_LIMIT_SCALE: "20", CHROMIUM_PATH: "bundled" } });
    try {
      const visitor = new Visitor(server.url);
      const id = await createResume(visitor, { personalInfo: person(), experiences: [engineExperience()] });
      const response = await visitor.fetch(`/api/download-resume/${id}?format=pdf`);
      expect(response.status).toBe(200);
      expect(pagesOf(await response.arrayBuffer()).join("\n")).toContain("Analytical Engine Programmer");
      const [browser] = browserChildren(server.child.pid!);
      expect(execFileSync("ps", ["-o", "args=", "-p", String(browser)], { encoding: "utf8" })).not.toMatch(/^\/usr\/bin\//);
    } finally {
      await server.stop();
    }
  });
});
