/**
 * parseResumeUpload end to end (worker thread included) on the fixtures of tests/fixtures/parse
 * and on hostile files generated here.
 */
import { afterAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { zipSync, strToU8 } from "fflate";
import { closeParseWorkers, parseResumeUpload, ParseError, PARSE_MESSAGES, resolveWorkerPath } from "./index.server.ts";
import { makeDocx } from "../../../tests/fixtures/parse/make-fixtures.ts";

const FIX = path.join(process.cwd(), "tests", "fixtures", "parse");
const read = (f: string) => new Uint8Array(fs.readFileSync(path.join(FIX, f)));

afterAll(() => closeParseWorkers());

async function failure(p: Promise<unknown>): Promise<ParseError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ParseError);
    return e as ParseError;
  }
  throw new Error("expected a ParseError");
}

/** A minimal PDF with the given objects (1-based, object 1 must be the catalog). */
function minimalPdf(objects: string[], trailerExtra = ""): Uint8Array {
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

const pageObjects = (content: string) => [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
  `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
];

describe("parseResumeUpload on real documents", () => {
  it("resolves the worker file next to this module", () => {
    expect(resolveWorkerPath()).toMatch(/parse-worker\.server\.ts$/);
  });

  it("reads a single-column PDF", async () => {
    const r = await parseResumeUpload(read("resume.pdf"));
    expect(r.personalInfo).toMatchObject({
      firstName: "José",
      lastName: "Álvarez-Núñez",
      email: "jose.alvarez@example.com",
      phone: "(415) 555-0123",
      city: "San Francisco",
      state: "CA",
      linkedIn: "linkedin.com/in/jose-alvarez",
      github: "github.com/jalvarez",
      portfolio: "jalvarez.dev",
    });
    expect(r.experiences.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate, e.currentJob])).toEqual([
      ["Staff Software Engineer", "Bluewave Analytics Inc.", "Jan 2020", "Present", true],
      ["Software Engineer Intern", "Harbor Labs", "Summer 2018", "Summer 2018", false],
    ]);
    expect(r.experiences[0]!.description).toMatch(/streaming ingestion platform/);
    expect(r.experiences[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.education[0]).toMatchObject({ degree: "B.S. in Computer Science", school: "University of Washington", graduationYear: "2019", gpa: "3.8/4.0" });
    expect(r.projects.map((p) => p.title)).toEqual(["Tidepool"]);
    expect(r.skills).toMatchObject({ technicalSkills: "Python, Go, TypeScript, SQL", frameworks: "React, FastAPI", tools: "Docker, Kubernetes, PostgreSQL" });
    expect(r.additionalInfo.certifications).toMatch(/AWS Certified/);
  });

  it("reads a two-column (sidebar) PDF column by column", async () => {
    const r = await parseResumeUpload(read("two-column.pdf"));
    expect(r.personalInfo).toMatchObject({
      firstName: "Priya",
      lastName: "Raman",
      email: "priya.raman@example.net",
      phone: "+44 20 7946 0958",
      city: "London",
    });
    expect(r.experiences.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Lead Product Designer", "Marlow & Finch Bank"],
      ["Product Designer", "Copperleaf Studio"],
      ["Design Intern", "Northwind Media"],
    ]);
    expect(r.education[0]).toMatchObject({ degree: "MA Interaction Design", school: "Royal College of Art", graduationYear: "2016" });
    expect(r.skills.technicalSkills).toContain("Figma");
    expect(r.additionalInfo.languages).toBe("English, Tamil, French");
  });

  it("reads a sidebar-left / main-right PDF (LinkedIn export style) starting with the main column", async () => {
    const r = await parseResumeUpload(read("sidebar-right-main.pdf"));
    expect(r.personalInfo).toMatchObject({
      firstName: "Mei",
      lastName: "Tanaka",
      email: "mei.tanaka@example.jp",
      city: "Tokyo",
      linkedIn: "www.linkedin.com/in/mei-tanaka",
    });
    expect(r.personalInfo.summary).toMatch(/^I design and operate/);
    expect(r.experiences.map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate, e.currentJob])).toEqual([
      ["Senior Software Engineer", "Kumo Pay", "Tokyo, Japan", "April 2020", "Present", true],
      ["Software Engineer", "Sakura Systems", "Osaka, Japan", "April 2016", "March 2020", false],
    ]);
    expect(r.education[0]).toMatchObject({ school: "Kyoto University", graduationYear: "2016" });
    expect(r.skills.technicalSkills).toBe("Distributed Systems, Kotlin, PostgreSQL");
    expect(r.additionalInfo.languages).toMatch(/^Japanese/);
  });

  it("reads a DOCX with the contact block in the page header", async () => {
    const bytes = read("resume.docx");
    expect(Buffer.from(bytes).equals(Buffer.from(makeDocx()))).toBe(true); // fixture is up to date
    const r = await parseResumeUpload(bytes);
    expect(r.personalInfo).toMatchObject({
      firstName: "Zoë",
      lastName: "Müller-Lüdenscheidt",
      email: "zoe.mueller@example.org",
      phone: "+49 30 1234 5678",
      city: "Berlin",
      country: "Germany",
      linkedIn: "linkedin.com/in/zoe-mueller",
      github: "github.com/zoemueller",
    });
    expect(r.experiences.map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ["Senior Backend Engineer", "Nordlicht Payments GmbH", "Berlin, Germany", "Mar 2021", "Present"],
      ["Software Developer", "Kettle & Byte Ltd", "Dublin, Ireland", "06/2016", "02/2021"],
    ]);
    expect(r.education[0]).toMatchObject({ school: "Trinity College Dublin", graduationYear: "2016", gpa: "3.9/4.0" });
    expect(r.skills).toMatchObject({
      technicalSkills: "Go, Python, TypeScript, SQL",
      frameworks: "gRPC, Django, React",
      tools: "Docker, Kubernetes, Terraform",
    });
  });
});

describe("loading the worker outside vitest", () => {
  it("works from a plain Node process importing the TypeScript module", async () => {
    const { spawnSync } = await import("node:child_process");
    const mod = path.join(process.cwd(), "app", "server", "parse", "index.server.ts");
    const code = `import { parseResumeUpload, closeParseWorkers } from ${JSON.stringify(mod)};
      import fs from "node:fs";
      const r = await parseResumeUpload(new Uint8Array(fs.readFileSync(${JSON.stringify(path.join(FIX, "resume.docx"))})));
      console.log(JSON.stringify(r.personalInfo.email)); await closeParseWorkers();`;
    const out = spawnSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8", timeout: 30_000, cwd: "/" });
    expect(out.stderr).not.toMatch(/Error/);
    expect(out.stdout.trim()).toBe('"zoe.mueller@example.org"');
  });
});

describe("parseResumeUpload refuses hostile or unreadable files", () => {
  it("0-byte file → 422", async () => {
    const e = await failure(parseResumeUpload(new Uint8Array(0)));
    expect(e.status).toBe(422);
    expect(e.message).toBe(PARSE_MESSAGES.empty);
  });

  it("11 MB → 413 with the spec's message", async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const e = await failure(parseResumeUpload(big));
    expect(e.status).toBe(413);
    expect(e.message).toBe("Please upload a file smaller than 10MB");
  });

  it("PNG bytes → 415 with the spec's message", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const e = await failure(parseResumeUpload(png));
    expect(e.status).toBe(415);
    expect(e.message).toBe("Please upload a PDF or Word document (.pdf, .docx, .doc)");
  });

  it("a ZIP that is not a Word document → 415", async () => {
    const e = await failure(parseResumeUpload(zipSync({ "hello.txt": strToU8("hi") })));
    expect(e.status).toBe(415);
  });

  it("zip-bomb DOCX (huge declared size) → 422 before inflating", async () => {
    const bomb = zipSync({ "word/document.xml": strToU8("<w:document/>"), "[Content_Types].xml": strToU8("<Types/>") });
    // declare 3 GB for document.xml in the central directory
    const v = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    for (let i = 0; i + 4 <= bomb.length; i++)
      if (v.getUint32(i, true) === 0x02014b50) {
        v.setUint32(i + 24, 3_000_000_000, true);
        break;
      }
    const e = await failure(parseResumeUpload(bomb));
    expect(e.status).toBe(422);
    expect(e.message).toBe(PARSE_MESSAGES.zipBomb);
  });

  it("zip-bomb DOCX that lies about its sizes → 422 while inflating", async () => {
    const zeros = new Uint8Array(51 * 1024 * 1024);
    const bomb = zipSync({ "word/document.xml": zeros }, { level: 1 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // rewrite the declared uncompressed size (local header @22, central directory entry @24) to 1 KB
    const v = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    v.setUint32(22, 1024, true);
    for (let i = bomb.length - 22; i >= 0; i--) {
      if (v.getUint32(i, true) === 0x02014b50) {
        v.setUint32(i + 24, 1024, true);
        break;
      }
    }
    const e = await failure(parseResumeUpload(bomb));
    expect(e.status).toBe(422);
    expect(e.message).toBe(PARSE_MESSAGES.zipBomb);
  });

  it("corrupt PDF → 422 damaged", async () => {
    const e = await failure(parseResumeUpload(new TextEncoder().encode("%PDF-1.4\nthis is not really a pdf at all\n")));
    expect(e.status).toBe(422);
    expect(e.message).toBe(PARSE_MESSAGES.damaged);
  });

  it("corrupt DOC (OLE2 header only) → 422 damaged", async () => {
    const doc = new Uint8Array(2048);
    doc.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const e = await failure(parseResumeUpload(doc));
    expect(e.status).toBe(422);
  });

  it("password-protected PDF → 422 with the password message", async () => {
    const hex32 = "A1".repeat(32);
    const pdf = minimalPdf(
      pageObjects("BT /F1 12 Tf 72 700 Td (Secret) Tj ET").concat([`<< /Filter /Standard /V 1 /R 2 /O <${hex32}> /U <${"5C".repeat(32)}> /P -4 >>`]),
      "/Encrypt 6 0 R /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]",
    );
    const e = await failure(parseResumeUpload(pdf));
    expect(e.status).toBe(422);
    expect(e.message).toBe("This PDF is password-protected. Please remove the password and upload it again.");
  });

  it("PDF without a text layer → 422 scanned", async () => {
    const e = await failure(parseResumeUpload(minimalPdf(pageObjects("0 0 m 300 300 l S 10 10 200 200 re f"))));
    expect(e.status).toBe(422);
    expect(e.message).toBe("This PDF has no text layer — it looks scanned. Please upload the original document or fill the form manually.");
  });

  it("a minimal PDF with text parses (sanity check of the generator)", async () => {
    const r = await parseResumeUpload(minimalPdf(pageObjects("BT /F1 20 Tf 72 700 Td (Grace Hopper) Tj 0 -30 Td /F1 11 Tf (grace@navy.mil) Tj ET")));
    expect(r.personalInfo).toMatchObject({ firstName: "Grace", lastName: "Hopper", email: "grace@navy.mil" });
  });

  it("a PDF with thousands of pages is read only up to the page cap", async () => {
    const n = 3000;
    const objs = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      `<< /Type /Pages /Kids [${Array.from({ length: n }, (_, i) => `${i + 5} 0 R`).join(" ")}] /Count ${n} >>`,
    ];
    const content = "BT /F1 11 Tf 72 700 Td (Page text for a very long document) Tj ET";
    objs.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
    for (let i = 0; i < n; i++) objs.push("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 4 0 R >> >> >>");
    const t0 = Date.now();
    await parseResumeUpload(minimalPdf(objs));
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  it("a parse that takes too long is stopped → 422, and the event loop keeps ticking meanwhile", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 25);
    const t0 = Date.now();
    // the worker spins for 10 s; the 1 s limit must stop it while this thread stays responsive
    const e = await failure(parseResumeUpload(read("resume.pdf"), { timeoutMs: 1000, debugDelayMs: 10_000 }));
    clearInterval(timer);
    expect(e.status).toBe(422);
    expect(e.message).toBe(PARSE_MESSAGES.timeout);
    expect(Date.now() - t0).toBeLessThan(4000);
    expect(ticks).toBeGreaterThanOrEqual(8); // ~40 on an idle machine; a blocked loop would give 0–1
    // the pool recovers: the next file parses normally
    const r = await parseResumeUpload(read("resume.docx"));
    expect(r.personalInfo.email).toBe("zoe.mueller@example.org");
  });

  it("refuses files beyond the waiting limit with 503 (busy) instead of queueing them all, and recovers", async () => {
    // two workers at most run at once; with a limit of 2 waiting, 6 uploads at once cannot all be taken
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => parseResumeUpload(read("resume.docx"), { debugDelayMs: 300, maxWaiting: 2 })));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    const parsed = results.filter((r) => r.status === "fulfilled");
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(parsed.length).toBeGreaterThanOrEqual(2);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ParseError);
      expect((r.reason as ParseError).status).toBe(503);
      expect((r.reason as ParseError).message).toBe(PARSE_MESSAGES.busy);
    }
    const again = await parseResumeUpload(read("resume.docx"));
    expect(again.personalInfo.email).toBe("zoe.mueller@example.org");
  });

  it("never throws anything but ParseError for garbage", async () => {
    for (const bytes of [new TextEncoder().encode("%PDF"), new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), new Uint8Array(100).fill(0xd0)]) {
      const e = await failure(parseResumeUpload(bytes));
      expect([413, 415, 422]).toContain(e.status);
    }
  });
});
