/**
 * The offline cover letter and LinkedIn bio against the real server: "Write it again" writes a new
 * draft of the same posting, the letter keeps its paragraphs in the HTML, PDF and Word downloads,
 * and the PDF is on Letter paper for a US sender. Read back with poppler's tools and fflate.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../app/server/db/types.server.ts";
import { openServerStore, startServer, type RunningServer } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";

const RESUME = {
  personalInfo: {
    firstName: "Rosa",
    lastName: "Alvarez",
    email: "rosa.alvarez@example.com",
    phone: "+1 512 555 0147",
    city: "Austin",
    state: "TX",
    country: "USA",
  },
  experiences: [
    {
      jobTitle: "Registered Nurse",
      company: "St. Anne Medical Center",
      startDate: "Jan 2019",
      currentJob: true,
      description:
        "Precepted 12 new graduate nurses on a 32-bed med-surg unit\nCut patient falls by 30% by leading hourly rounding\nManaged care for 6 patients per shift, charting in Epic",
      achievements: "DAISY Award nominee, 2023",
    },
  ],
  education: [{ degree: "BSN", school: "University of Texas at Austin", graduationYear: "2018" }],
  skills: { technicalSkills: "Patient Care, IV Therapy, BLS, ACLS", tools: "Epic", softSkills: "Empathy, Communication, Teamwork" },
};

const POSTING = `Riverside Health seeks an ICU Registered Nurse for our critical care unit.
Requirements: active RN license, BLS and ACLS, two years of acute care, Epic charting.
You will precept new nurses, lead patient education and keep patient falls and infections down.`;

function form(fields: Record<string, string>): RequestInit {
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() };
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

describe("cover letter and LinkedIn bio (offline writer)", () => {
  let server: RunningServer;
  let store: Store;
  let dir: string;

  function poppler(tool: "pdftotext" | "pdfinfo", bytes: ArrayBuffer, args: string[] = []): string {
    const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, Buffer.from(bytes));
    return execFileSync(`/usr/bin/${tool}`, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });
  }

  /** The PDF's text blocks as poppler groups them: lines set apart by extra space start a new block. */
  function textBlocks(bytes: ArrayBuffer): string[] {
    const layout = poppler("pdftotext", bytes, ["-bbox-layout"]);
    return [...layout.matchAll(/<block[^>]*>([\s\S]*?)<\/block>/g)].map((block) =>
      unescapeHtml([...block[1]!.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((word) => word[1]).join(" ")),
    );
  }

  async function proVisitor(): Promise<{ visitor: Visitor; id: string }> {
    const visitor = new Visitor(server.url);
    const response = await visitor.postJson("/api/generate-resume", RESUME);
    expect(response.status, await response.clone().text()).toBe(201);
    const { resumeId } = (await response.json()) as { resumeId: string };
    await store.visitors.grant(visitor.id, { tier: "pro", pro_until: new Date(Date.now() + 30 * 86_400_000).toISOString(), reset_generation_count: true });
    return { visitor, id: resumeId };
  }

  async function writtenLetter(visitor: Visitor, id: string): Promise<string> {
    const page = await (await visitor.fetch(`/resume/${id}/cover-letter`)).text();
    return unescapeHtml(/<textarea id="text"[^>]*>([\s\S]*?)<\/textarea>/.exec(page)?.[1] ?? "");
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "vitae-cover-letter-"));
    server = await startServer({ env: { GROQ_API_KEY: "" } });
    store = openServerStore(server);
  });
  afterAll(async () => {
    await store?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes a new draft each time the same posting is written again, and starts over for another posting", async () => {
    const { visitor, id } = await proVisitor();
    const fields = { intent: "generate", role: "ICU Registered Nurse", company: "Riverside Health", posting: POSTING };
    expect((await visitor.fetch(`/resume/${id}/cover-letter`, form(fields))).status).toBe(302);
    const first = await writtenLetter(visitor, id);
    expect(first).toMatch(/^Dear Hiring Manager at Riverside Health,/);
    expect(first).toContain("I precepted 12 new graduate nurses");
    expect(first).not.toMatch(/I (?:Precepted|DAISY)/);
    expect(await (await visitor.fetch(`/resume/${id}/cover-letter`)).text()).toContain("Write it again");

    expect((await visitor.fetch(`/resume/${id}/cover-letter`, form(fields))).status).toBe(302);
    const second = await writtenLetter(visitor, id);
    expect(second).not.toBe(first);
    expect(second).toContain("Riverside Health");

    const other = { intent: "generate", role: "Charge Nurse", company: "Lakeside Clinic", posting: "Lakeside Clinic needs a Charge Nurse to lead shifts." };
    expect((await visitor.fetch(`/resume/${id}/cover-letter`, form(other))).status).toBe(302);
    expect(await writtenLetter(visitor, id)).toContain("Lakeside Clinic");
  });

  it("keeps the letter's paragraphs in the HTML, PDF and Word downloads; the PDF is on Letter paper for a US sender", async () => {
    const { visitor, id } = await proVisitor();
    const fields = { intent: "generate", role: "ICU Registered Nurse", company: "Riverside Health", posting: POSTING };
    expect((await visitor.fetch(`/resume/${id}/cover-letter`, form(fields))).status).toBe(302);
    const text = await writtenLetter(visitor, id);
    const paragraphs = text.split(/\n{2,}/);
    expect(paragraphs).toHaveLength(6);

    const html = await (await visitor.fetch(`/api/cover-letter/${id}?format=html`)).text();
    expect(html.match(/<p dir="auto">/g)).toHaveLength(paragraphs.length);
    expect(html).toContain(".cv .letter-body p{margin:0 0 1em");

    const pdf = await visitor.fetch(`/api/cover-letter/${id}?format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = await pdf.arrayBuffer();
    expect(poppler("pdfinfo", bytes)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    // each paragraph of the letter is a block of its own: the space between paragraphs survives printing
    const blocks = textBlocks(bytes);
    for (const paragraph of paragraphs) {
      const opening = paragraph.split(/\s+/).slice(0, 6).join(" ");
      expect(
        blocks.some((block) => block.startsWith(opening)),
        opening,
      ).toBe(true);
    }
    expect(blocks.filter((block) => paragraphs.some((p) => block.startsWith(p.split(/\s+/).slice(0, 6).join(" ")))).length).toBe(paragraphs.length);

    const docx = await visitor.fetch(`/api/cover-letter/${id}?format=docx`);
    const xml = strFromU8(unzipSync(new Uint8Array(await docx.arrayBuffer()))["word/document.xml"]!);
    expect(xml.match(/<w:p>|<w:p /g)!.length).toBeGreaterThanOrEqual(paragraphs.length + 2);
    expect(xml).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
  });

  it("LinkedIn: a first-person About, reworded when written again", async () => {
    const { visitor, id } = await proVisitor();
    const about = async () =>
      unescapeHtml(/data-testid="linkedin-about">([\s\S]*?)<\/p>/.exec(await (await visitor.fetch(`/resume/${id}/linkedin`)).text())?.[1] ?? "");
    expect((await visitor.fetch(`/resume/${id}/linkedin`, form({ intent: "generate" }))).status).toBe(302);
    const first = await about();
    expect(first).toMatch(/^I /);
    expect(first).not.toMatch(/•|Highlights:|Skills:/);
    expect((await visitor.fetch(`/resume/${id}/linkedin`, form({ intent: "generate" }))).status).toBe(302);
    const second = await about();
    expect(second).toMatch(/^I /);
    expect(second).not.toBe(first);
  });
});
