import { readFileSync } from "node:fs";
import path from "node:path";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../setup/server-process.ts";

const fixtures = path.resolve(import.meta.dirname, "../fixtures/parse");

function upload(server: RunningServer, bytes: Uint8Array<ArrayBuffer> | Uint8Array, name = "resume.pdf", field = "resume") {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${server.url}/api/parse-resume`, { method: "POST", body });
}

/** A DOCX whose document.xml inflates to 64 MB (over the parser's 50 MB cap) from under 100 KB. Made once. */
const zipBombDocx = (() => {
  let bomb: Uint8Array | undefined;
  return () =>
    (bomb ??= zipSync(
      {
        "[Content_Types].xml": new TextEncoder().encode('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
        "word/document.xml": new Uint8Array(64 * 1024 * 1024).fill(0x20),
      },
      { level: 6 },
    ));
})();

describe("POST /api/parse-resume", () => {
  let server: RunningServer;
  beforeAll(async () => {
    zipBombDocx();
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("parses a PDF into the form sections", async () => {
    const response = await upload(server, readFileSync(path.join(fixtures, "resume.pdf")));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["additionalInfo", "education", "experiences", "personalInfo", "projects", "skills"]);
    expect(body.personalInfo).toMatchObject({ firstName: "José", email: "jose.alvarez@example.com" });
    expect(body.experiences[0]).toMatchObject({ jobTitle: "Staff Software Engineer", company: "Bluewave Analytics Inc.", currentJob: true });
  });

  it("parses a DOCX, whatever its file name says", async () => {
    const response = await upload(server, readFileSync(path.join(fixtures, "resume.docx")), "cv.bin");
    expect(response.status).toBe(200);
    expect((await response.json()).personalInfo.email).toContain("@");
  });

  it("refuses a PNG renamed .pdf with 415 and the spec message", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const response = await upload(server, png, "resume.pdf");
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Please upload a PDF or Word document (.pdf, .docx, .doc)" });
  });

  it("refuses an 11 MB file with 413 and the spec message", async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const response = await upload(server, big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Please upload a file smaller than 10MB" });
  });

  it("answers 422 with a reason for empty, encrypted and bomb files", async () => {
    const empty = await upload(server, new Uint8Array(0));
    expect(empty.status).toBe(422);
    expect((await empty.json()).error).toMatch(/empty/i);

    const encryptedPdf = new TextEncoder().encode(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n3 0 obj<</Filter/Standard/V 1/R 2/O(xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx)/U(xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx)/P -4>>endobj\ntrailer<</Root 1 0 R/Encrypt 3 0 R/ID[<00><00>]>>\n%%EOF",
    );
    const encrypted = await upload(server, encryptedPdf);
    expect(encrypted.status).toBe(422);
    expect((await encrypted.json()).error).toMatch(/password|damaged/i);

    const bomb = await upload(server, zipBombDocx(), "bomb.docx");
    expect(bomb.status).toBe(422);
    expect((await bomb.json()).error).toMatch(/too large|damaged/i);
  });

  it("answers 400 without a file and 415 for a non-multipart body", async () => {
    const body = new FormData();
    body.append("other", "x");
    expect((await fetch(`${server.url}/api/parse-resume`, { method: "POST", body })).status).toBe(400);
    const json = await fetch(`${server.url}/api/parse-resume`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(json.status).toBe(415);
  });

  it("keeps answering /healthz while hostile files are being parsed", async () => {
    const bomb = zipBombDocx();
    const uploads = Array.from({ length: 3 }, () => upload(server, bomb, "bomb.docx"));
    const started = Date.now();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    for (const response of await Promise.all(uploads)) expect(response.status).toBe(422);
  });
});
