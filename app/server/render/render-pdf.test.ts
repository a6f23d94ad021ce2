/**
 * The CV printed to PDF on the production path (renderResumePdf: the PDF browser, the CV fonts,
 * fitting), then read back the way an ATS reads it:
 *   - by pdftotext: the name, e-mail, section headings and job titles come out in reading order
 *     for every template and layout;
 *   - by our own resume parser: at least 98 % of the sample resume's fields come back, for every
 *     template × layout (scored like the evaluation scorer, tests/setup/field-score.ts).
 * Needs /usr/bin/chromium and /usr/bin/pdftotext: without them this file FAILS (it never skips).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WATERMARK_TEXT } from "../../components/cv/cv.ts";
import { DEFAULT_CUSTOMIZATION, LAYOUTS, TEMPLATE_IDS, type LayoutStyle, type TemplateId } from "../../lib/templates.ts";
import { SAMPLE_RESUME } from "../../lib/sample-resume.ts";
import { closeParseWorkers, parseResumeUpload } from "../parse/index.server.ts";
import { closePdfBrowser } from "./pdf-browser.server.ts";
import type { PaperSize } from "./resume-pdf.server.ts";
import { scoreFields, truthFromResume } from "../../../tests/setup/field-score.ts";
import { pagesOf, pdfText, printCv, removeDir, requirePdfTools } from "../../../tests/setup/pdf-text.ts";

let dir: string;

beforeAll(() => {
  dir = requirePdfTools();
});

afterAll(async () => {
  await closePdfBrowser();
  await closeParseWorkers();
  removeDir(dir);
});

type Print = { layoutStyle?: LayoutStyle; watermark?: boolean; paper?: PaperSize };

/** Each CV is printed once and shared by the reading-order and round-trip tests. */
const printed = new Map<string, Promise<Uint8Array>>();
function cvPdf(template: TemplateId, { layoutStyle = "modern", watermark = false, paper = "A4" }: Print = {}): Promise<Uint8Array> {
  const key = [template, layoutStyle, watermark, paper].join("|");
  let pdf = printed.get(key);
  if (!pdf) {
    pdf = printCv({ resume: SAMPLE_RESUME, template, customization: { ...DEFAULT_CUSTOMIZATION, layoutStyle }, watermark }, paper).then((r) => r.pdf);
    printed.set(key, pdf);
  }
  return pdf;
}

async function cvText(template: TemplateId, options: Print & { raw?: boolean } = {}): Promise<string> {
  return pdfText(dir, await cvPdf(template, options), options.raw ? "raw" : "default");
}

/** A marker: a whole line (headings, titles, the name) or text anywhere (e-mail, companies). */
type Marker = { label: string; whole: boolean };
const line = (label: string): Marker => ({ label, whole: true });
const contains = (label: string): Marker => ({ label, whole: false });
const heading = (name: string): Marker => line(name);

const JOBS: Marker[] = [
  line("Senior Software Engineer"),
  contains("Northwind Payments"),
  line("Software Engineer"),
  contains("Bluebird Analytics"),
  line("Junior Developer"),
  contains("Greenfield Labs"),
];
const HEAD: Marker[] = [line("Priya Raman"), contains("priya.raman@example.com")];
const CANONICAL: Marker[] = [
  ...HEAD,
  heading("Summary"),
  heading("Experience"),
  ...JOBS,
  heading("Education"),
  contains("University of Washington"),
  heading("Skills"),
  heading("Projects"),
  line("OpenInvoice"),
  heading("Certifications"),
  heading("Languages"),
];

/** The order a reader sees on the page (minimalist shows skills first; Balanced puts them beside the summary). */
function visualOrder(template: TemplateId, layoutStyle: LayoutStyle): Marker[] {
  if ((layoutStyle === "modern" || layoutStyle === "minimal") && (template === "minimalist" || template === "combination")) {
    return [
      ...HEAD,
      heading("Summary"),
      heading("Skills"),
      heading("Experience"),
      ...JOBS,
      heading("Education"),
      contains("University of Washington"),
      heading("Projects"),
      heading("Certifications"),
    ];
  }
  return CANONICAL;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Finds the markers one after the other in the extracted text (case-insensitive: some templates
 * print headings in capitals). A whole-line marker is a line of its own; in -raw output a line may
 * go on after it ("Senior Software Engineer Mar 2021 – Present"). "Summary" also matches
 * "Professional Summary", and a heading wrapped over two lines in a narrow column.
 */
function expectInOrder(text: string, markers: Marker[], what: string, { raw = false } = {}) {
  const flat = text
    .replace(/\f/g, "\n")
    .split("\n")
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
  let at = 0;
  for (const { label, whole } of markers) {
    const body = escapeRegExp(label);
    const source = whole ? `(?:^|\n)(?:professional[ \n])?${body}(?=${raw ? "[\n ]" : "\n"}|$)` : body;
    const re = new RegExp(source, "gi");
    re.lastIndex = at;
    const found = re.exec(flat);
    expect(found, `${what}: "${label}" should come after …${flat.slice(Math.max(0, at - 80), at)}|\n---\n${flat}`).not.toBeNull();
    at = found!.index + found![0].length;
  }
}

describe("CV as PDF: text in reading order (pdftotext)", { timeout: 90_000 }, () => {
  for (const template of TEMPLATE_IDS) {
    it(`${template}: name, e-mail, headings and job titles in reading order`, async () => {
      const text = await cvText(template);
      expectInOrder(text, visualOrder(template, "modern"), template);
      expect(text).not.toContain(WATERMARK_TEXT);
    });
  }

  for (const layoutStyle of ["traditional", "minimal"] as const) {
    it(`every template in the ${layoutStyle} layout reads in order`, async () => {
      for (const template of TEMPLATE_IDS) {
        expectInOrder(await cvText(template, { layoutStyle }), visualOrder(template, layoutStyle), `${template}/${layoutStyle}`);
      }
    });
  }

  it("every template in the sidebar layout keeps the DOM order within each column", async () => {
    // The main column (summary, experience, education) and the sidebar (skills, projects, additional
    // information) sit side by side, page by page: each column's text is in DOM order.
    const main = CANONICAL.slice(
      0,
      CANONICAL.findIndex((m) => m.label === "Skills"),
    );
    const side = [...HEAD, ...CANONICAL.slice(CANONICAL.findIndex((m) => m.label === "Skills"))];
    for (const template of TEMPLATE_IDS) {
      const text = await cvText(template, { layoutStyle: "sidebar", raw: true });
      expectInOrder(text, main, `${template}/sidebar main column`, { raw: true });
      expectInOrder(text, side, `${template}/sidebar side column`, { raw: true });
    }
  });

  it("reads in order on Letter paper too", async () => {
    expectInOrder(await cvText("professional", { paper: "Letter" }), CANONICAL, "professional/Letter");
    expectInOrder(await cvText("executive", { paper: "Letter", layoutStyle: "traditional" }), CANONICAL, "executive/traditional/Letter");
  });

  it("prints the watermark on every page of a free-plan CV (A4 and Letter), and none without it", async () => {
    for (const paper of ["A4", "Letter"] as const) {
      // -raw: poppler's default mode may drop diagonal text; the content stream has it
      const text = await cvText("professional", { watermark: true, paper, layoutStyle: "traditional", raw: true });
      const pages = pagesOf(text).filter((p) => p.trim() !== "");
      expect(pages.length).toBeGreaterThanOrEqual(2);
      for (const page of pages) expect(page.replace(/\s+/g, " ")).toContain(WATERMARK_TEXT);
      expect(await cvText("professional", { watermark: false, paper, layoutStyle: "traditional", raw: true })).not.toContain("Vitae");
    }
  });
});

describe("CV as PDF: our parser reads the sample resume back (ATS round trip)", { timeout: 120_000 }, () => {
  it("gives back at least 98 % of the fields for every template × layout", async () => {
    const truth = truthFromResume(SAMPLE_RESUME);
    const rows: { combination: string; score: number; misses: string[] }[] = [];
    for (const template of TEMPLATE_IDS) {
      for (const { id: layoutStyle } of LAYOUTS) {
        const parsed = await parseResumeUpload(await cvPdf(template, { layoutStyle }));
        const { score, misses } = scoreFields(truth, parsed);
        rows.push({ combination: `${template}/${layoutStyle}`, score, misses });
      }
    }
    const table = rows.map(
      (r) => `${r.combination.padEnd(26)} ${(100 * r.score).toFixed(1).padStart(5)} %${r.misses.length ? `  ${r.misses.join("; ")}` : ""}`,
    );
    const low = rows.filter((r) => r.score < 0.98);
    expect(
      low.map((r) => r.combination),
      `fields read back per template/layout:\n${table.join("\n")}`,
    ).toEqual([]);
  });
});
