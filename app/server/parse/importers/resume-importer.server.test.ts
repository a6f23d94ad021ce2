/**
 * The importer interface: which importer takes which file, and that importing through it answers
 * the same resume and the same errors (status and message) as the format-specific paths.
 */
import { afterAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { zipSync, strToU8 } from "fflate";
import { importJsonResume } from "../../exports/json-resume.server.ts";
import { closeParseWorkers, parseResumeUpload, ParseError, PARSE_MESSAGES } from "../index.server.ts";
import { importResume } from "../../resume-import.server.ts";
import { importResumeFile, pickResumeImporter } from "./resume-importer.server.ts";
import { jsonResumeBody } from "../../../../tests/setup/factory.ts";
import { makeDocx } from "../../../../tests/fixtures/parse/make-fixtures.ts";

const FIX = path.join(process.cwd(), "tests", "fixtures", "parse");
const pdf = () => new Uint8Array(fs.readFileSync(path.join(FIX, "resume.pdf")));
const text = (s: string) => new TextEncoder().encode(s);
const jsonResume = () => text(`\ufeff  ${JSON.stringify(jsonResumeBody())}`);

afterAll(() => closeParseWorkers());

async function failure(p: Promise<unknown>): Promise<ParseError> {
  const e = await p.then(
    () => null,
    (error: unknown) => error,
  );
  expect(e).toBeInstanceOf(ParseError);
  return e as ParseError;
}

/** Results without the random entry ids, so two imports of one file compare equal. */
const withoutIds = (value: unknown) => JSON.parse(JSON.stringify(value, (key, v) => (key === "id" ? undefined : v)));

describe("pickResumeImporter", () => {
  it("takes each format by its content, never by name", () => {
    expect(pickResumeImporter(jsonResume())?.kind).toBe("json-resume");
    expect(pickResumeImporter(pdf())?.kind).toBe("pdf");
    expect(pickResumeImporter(makeDocx())?.kind).toBe("word");
    expect(pickResumeImporter(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))?.kind).toBe("word");
  });

  it("asks the JSON Resume importer first, so a JSON Resume that mentions %PDF- stays a JSON Resume", () => {
    expect(pickResumeImporter(text(JSON.stringify({ basics: { name: "Ada Lovelace", summary: "Wrote %PDF-1.7 tools" } })))?.kind).toBe("json-resume");
  });

  it("takes none for plain text or JSON that is not a JSON Resume", () => {
    expect(pickResumeImporter(text("Jane Doe\nEngineer"))).toBeNull();
    expect(pickResumeImporter(text('{"name": "not a resume"}'))).toBeNull();
    expect(pickResumeImporter(text("{ broken json"))).toBeNull();
  });

  it("lets a PDF that starts with junk JSON reach the PDF importer (readers tolerate junk before %PDF-)", () => {
    const junk = text('{"basics": ');
    const bytes = new Uint8Array(junk.length + pdf().length);
    bytes.set(junk);
    bytes.set(pdf(), junk.length);
    expect(pickResumeImporter(bytes)?.kind).toBe("pdf");
  });
});

describe("importResumeFile", () => {
  it("imports a JSON Resume exactly as the JSON Resume module converts it", async () => {
    const resume = await importResumeFile(jsonResume());
    expect(resume.personalInfo).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });
    expect(withoutIds(resume)).toEqual(withoutIds(importJsonResume(jsonResume())));
  });

  it("imports a PDF exactly as parseResumeUpload parses it", async () => {
    const [viaImporter, viaParser] = await Promise.all([importResumeFile(pdf()), parseResumeUpload(pdf())]);
    expect(viaImporter.personalInfo.email).toBe("jose.alvarez@example.com");
    expect(withoutIds(viaImporter)).toEqual(withoutIds(viaParser));
  });

  it("imports a DOCX through the Word importer", async () => {
    const resume = await importResumeFile(makeDocx());
    expect(resume.experiences.length).toBeGreaterThan(0);
  });

  it("answers the parser's statuses and messages for files no importer can use", async () => {
    expect(await failure(importResumeFile(text("Jane Doe\nEngineer")))).toMatchObject({ status: 415, message: PARSE_MESSAGES.unsupported });
    expect(await failure(importResumeFile(text('{"name": "not a resume"}')))).toMatchObject({ status: 415, message: PARSE_MESSAGES.unsupported });
    expect(await failure(importResumeFile(new Uint8Array(0)))).toMatchObject({ status: 422, message: PARSE_MESSAGES.empty });
    expect(await failure(importResumeFile(new Uint8Array(10 * 1024 * 1024 + 1)))).toMatchObject({ status: 413, message: PARSE_MESSAGES.tooLarge });
    // a ZIP is accepted by the Word importer, whose read then finds no Word document in it
    expect(await failure(importResumeFile(zipSync({ "notes.txt": strToU8("hello") })))).toMatchObject({ status: 415, message: PARSE_MESSAGES.unsupported });
    expect(await failure(importResumeFile(text("%PDF-1.4\nthis is not a real pdf")))).toMatchObject({ status: 422, message: PARSE_MESSAGES.damaged });
  });
});

describe("importResume (the upload behind POST /api/parse-resume and the create page)", () => {
  const upload = (bytes: Uint8Array, name: string) => {
    const body = new FormData();
    body.append("resume", new Blob([new Uint8Array(bytes)]), name);
    return importResume(new Request("http://localhost/api/parse-resume", { method: "POST", body }));
  };

  it("answers a JSON Resume upload with its form data, whatever the file is called", async () => {
    const result = await upload(jsonResume(), "resume.pdf");
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.resume.personalInfo).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
  });

  it("answers a PDF upload with the parsed resume and a text file with 415 and the parser's message", async () => {
    const pdfResult = await upload(pdf(), "cv.json");
    expect(pdfResult.ok && pdfResult.value.resume.personalInfo.email).toBe("jose.alvarez@example.com");
    expect(await upload(text("Jane Doe\nEngineer"), "resume.txt")).toMatchObject({ ok: false, status: 415, error: PARSE_MESSAGES.unsupported });
  });
});
