/**
 * Every export of a resume whose text holds characters XML 1.0 forbids (U+FFFE, U+FFFF, U+0001, a
 * lone surrogate) in every field, against the real server process: each XML part of the Word files
 * and the sitemap must parse with a strict XML parser, the JSON Resume must be valid JSON without
 * them, and the HTML must still download. Emoji (surrogate pairs) must survive.
 */
import { unzipSync, strFromU8 } from "fflate";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../app/server/db/types.server.ts";
import { openServerStore, startServer, type RunningServer } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";

/** What XML 1.0 forbids, as the browser-less JSON body can carry it (a lone surrogate survives JSON). */
const HOSTILE = "\uFFFE\uFFFF\u0001\uD800";
// eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids, control characters among them
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const EMOJI = "🚀";
const dirty = (text: string) => `${text}${HOSTILE} ${EMOJI}`;

/** Every text field of the form, in every section, with the forbidden characters in it. */
const HOSTILE_RESUME = {
  personalInfo: {
    firstName: dirty("Grace"),
    lastName: dirty("Hopper"),
    email: "grace.hopper@example.com",
    phone: dirty("+1 202 555 0199"),
    address: dirty("1 Navy Way"),
    city: dirty("Arlington"),
    state: dirty("VA"),
    zipCode: dirty("22201"),
    country: dirty("USA"),
    linkedIn: dirty("linkedin.com/in/gracehopper"),
    portfolio: dirty("gracehopper.dev"),
    github: dirty("github.com/grace"),
    summary: dirty("Software engineer who builds compilers.\n\nSecond paragraph") + "\n" + dirty("third line"),
    profileImage: dirty("https://example.com/grace.jpg"),
  },
  experiences: [
    {
      jobTitle: dirty("Senior Software Engineer"),
      company: dirty("Remington Rand"),
      location: dirty("Philadelphia, PA"),
      startDate: dirty("Jan 2016"),
      endDate: dirty("Dec 2022"),
      description: dirty("Led the team that built the A-0 compiler") + "\n" + dirty("Designed FLOW-MATIC"),
      achievements: dirty("Shipped COBOL"),
      technologies: dirty("Python, PostgreSQL"),
    },
  ],
  education: [
    {
      degree: dirty("Ph.D. Mathematics"),
      school: dirty("Yale University"),
      location: dirty("New Haven, CT"),
      graduationYear: dirty("2012"),
      gpa: dirty("4.0"),
      honors: dirty("Summa cum laude"),
      relevantCoursework: dirty("Algebra, Logic"),
    },
  ],
  skills: { technicalSkills: dirty("Python, Compilers"), frameworks: dirty("React"), tools: dirty("Docker"), softSkills: dirty("Mentoring") },
  projects: [
    {
      title: dirty("COBOL"),
      description: dirty("Shaped the COBOL specification"),
      technologies: dirty("COBOL, FLOW-MATIC"),
      link: dirty("cobol.example.com"),
      github: dirty("github.com/grace/cobol"),
      startDate: dirty("2019"),
      endDate: dirty("2020"),
    },
  ],
  additionalInfo: {
    certifications: dirty("Certified Compiler Engineer"),
    languages: dirty("English, French"),
    hobbies: dirty("Sailing"),
    volunteering: dirty("Navy reserve"),
    awards: dirty("National Medal of Technology"),
    publications: dirty("A Manual of Operation"),
  },
};

function form(fields: Record<string, string>): RequestInit {
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() };
}

/** Strict XML parsing: jsdom's DOMParser reports any well-formedness error as a <parsererror> document. */
function parseErrorOf(xml: string): string | null {
  const { window } = new JSDOM("");
  const doc = new window.DOMParser().parseFromString(xml, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  return error ? (error.textContent ?? "parse error") : null;
}

/** Every XML part of a .docx (OOXML is a zip of XML parts), each checked for well-formedness and for forbidden characters. */
function expectWellFormedDocx(bytes: Uint8Array, label: string): string {
  const parts = unzipSync(bytes);
  const xmlNames = Object.keys(parts).filter((name) => /\.(xml|rels)$/.test(name));
  expect(xmlNames, label).toContain("word/document.xml");
  for (const name of xmlNames) {
    // fatal: a byte sequence that is not UTF-8 (an encoded lone surrogate) fails here
    const xml = new TextDecoder("utf-8", { fatal: true }).decode(parts[name]!);
    expect(parseErrorOf(xml), `${label} ${name}`).toBeNull();
    expect(FORBIDDEN.test(xml), `${label} ${name} holds a character XML forbids`).toBe(false);
  }
  return strFromU8(parts["word/document.xml"]!);
}

/** Every string in a parsed JSON value (a lone surrogate is only visible once parsed: JSON.stringify escapes it). */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => [key, ...stringsIn(item)]);
  return [];
}

describe("exports with characters XML forbids", () => {
  let server: RunningServer;
  let store: Store;
  let visitor: Visitor;
  let id: string;

  beforeAll(async () => {
    server = await startServer();
    store = openServerStore(server);
    visitor = new Visitor(server.url);
    const response = await visitor.postJson("/api/generate-resume", HOSTILE_RESUME);
    expect(response.status).toBe(201);
    id = ((await response.json()) as { resumeId: string }).resumeId;
    await store.visitors.grant(visitor.id, { tier: "pro", pro_until: new Date(Date.now() + 30 * 86_400_000).toISOString(), reset_generation_count: true });
    // the forbidden characters really are stored (so the exports below see them)
    const stored = await store.resumes.get(id);
    const storedText = stringsIn(stored?.personal_info).join("");
    expect(storedText).toContain("\uFFFE");
    expect(storedText).toContain("\u0001");
    expect(storedText).toMatch(/\uD800(?![\uDC00-\uDFFF])/);
  });
  afterAll(async () => {
    await store?.close();
    await server?.stop();
  });

  it("the Word resume: every XML part parses, the text and the emoji are kept", async () => {
    const response = await visitor.fetch(`/api/export-resume/${id}?format=docx`);
    expect(response.status).toBe(200);
    const documentXml = expectWellFormedDocx(new Uint8Array(await response.arrayBuffer()), "resume.docx");
    for (const text of [
      "Grace",
      "Hopper",
      "Remington Rand",
      "Yale University",
      "COBOL",
      "Docker",
      "Sailing",
      "National Medal of Technology",
      "A Manual of Operation",
      "Navy reserve",
      "Certified Compiler Engineer",
      "English",
      "Summa cum laude",
      EMOJI,
    ]) {
      expect(documentXml, text).toContain(text);
    }
  });

  it("the Word cover letter, as written from the resume and as edited: every XML part parses", async () => {
    const generated = await visitor.fetch(
      `/resume/${id}/cover-letter`,
      form({ intent: "generate", role: dirty("Principal Engineer"), company: dirty("Navy Labs"), posting: dirty("We build compilers.") }),
    );
    expect(generated.status).toBe(302);
    const written = await visitor.fetch(`/api/cover-letter/${id}?format=docx`);
    expect(written.status).toBe(200);
    expect(expectWellFormedDocx(new Uint8Array(await written.arrayBuffer()), "generated cover-letter.docx")).toContain("Navy Labs");

    const edited = `${dirty("Dear Navy Labs,")}\n\n${dirty("I would love to build your compilers.")}\n\n${dirty("Sincerely,")}\n${dirty("Grace Hopper")}`;
    expect((await visitor.fetch(`/resume/${id}/cover-letter`, form({ intent: "save", text: edited }))).status).toBe(302);
    const saved = await visitor.fetch(`/api/cover-letter/${id}?format=docx`);
    expect(saved.status).toBe(200);
    const documentXml = expectWellFormedDocx(new Uint8Array(await saved.arrayBuffer()), "edited cover-letter.docx");
    expect(documentXml).toContain("I would love to build your compilers.");
    expect(documentXml).toContain(EMOJI);
  });

  it("the JSON Resume is valid JSON without the forbidden characters; the HTML CV and the letter's HTML download", async () => {
    const json = await visitor.fetch(`/api/export-resume/${id}?format=json`);
    expect(json.status).toBe(200);
    const text = await json.text();
    const parsed = JSON.parse(text) as { basics: { name: string } };
    for (const value of stringsIn(parsed)) expect(FORBIDDEN.test(value), JSON.stringify(value)).toBe(false);
    expect(parsed.basics.name).toContain("Grace");
    expect(parsed.basics.name).toContain(EMOJI);

    const html = await visitor.fetch(`/api/export-resume/${id}?format=html`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain("Remington Rand");
    const letter = await visitor.fetch(`/api/cover-letter/${id}?format=html`);
    expect(letter.status).toBe(200);
  });

  it("the sitemap is well-formed XML", async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(parseErrorOf(xml)).toBeNull();
    expect(FORBIDDEN.test(xml)).toBe(false);
    expect(xml).toContain("<loc>");
  });

  it("the JSON Resume exports an http(s) photo and our own, never a javascript: one; an upload imports the same way", async () => {
    const exportedImage = async (profileImage: string) => {
      const owner = new Visitor(server.url);
      const created = await owner.postJson("/api/generate-resume", { ...HOSTILE_RESUME, personalInfo: { ...HOSTILE_RESUME.personalInfo, profileImage } });
      expect(created.status).toBe(201);
      const { resumeId } = (await created.json()) as { resumeId: string };
      const response = await owner.fetch(`/api/export-resume/${resumeId}?format=json`);
      expect(response.status).toBe(200);
      const text = await response.text();
      return { text, image: (JSON.parse(text) as { basics: { image?: string } }).basics.image };
    };
    const hostile = await exportedImage("javascript:alert(document.cookie)");
    expect(hostile.image).toBeUndefined();
    expect(hostile.text).not.toContain("javascript:");
    expect((await exportedImage("data:image/svg+xml,<svg onload=alert(1)>")).image).toBeUndefined();
    expect((await exportedImage("https://cdn.example.com/grace.jpg")).image).toBe("https://cdn.example.com/grace.jpg");
    const key = "0123456789abcdef0123456789abcdef";
    expect((await exportedImage(`/objects/${key}`)).image).toBe(`${server.url}/objects/${key}`);

    const importedImage = async (image: string) => {
      const body = new FormData();
      const file = JSON.stringify({
        basics: { name: "Grace Hopper", email: "grace@example.com", image },
        work: [{ name: "Remington Rand", position: "Engineer" }],
      });
      body.set("resume", new Blob([file], { type: "application/json" }), "resume.json");
      const response = await fetch(`${server.url}/api/parse-resume`, { method: "POST", body });
      expect(response.status).toBe(200);
      const parsed = (await response.json()) as { personalInfo: { firstName?: string; profileImage?: string } };
      expect(parsed.personalInfo.firstName).toBe("Grace");
      return parsed.personalInfo.profileImage;
    };
    expect(await importedImage("javascript:alert(document.cookie)")).toBeUndefined();
    expect(await importedImage("vbscript:msgbox(1)")).toBeUndefined();
    expect(await importedImage("https://cdn.example.com/grace.jpg")).toBe("https://cdn.example.com/grace.jpg");
  });
});
