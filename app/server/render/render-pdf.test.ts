/**
 * The CV printed to PDF by Chromium, read back with pdftotext (the way an ATS reads it): the name,
 * e-mail, section headings and job titles must come out in reading order for every template, printed
 * with the shipped fonts (answered from disk, as the PDF renderer does).
 * Needs /usr/bin/chromium and /usr/bin/pdftotext: without them this file FAILS (it never skips).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WATERMARK_TEXT } from "../../components/cv/cv.ts";
import { DEFAULT_CUSTOMIZATION, TEMPLATE_IDS, type LayoutStyle, type TemplateId } from "../../lib/templates.ts";
import { renderResumeHtml } from "./render.server.ts";
import { SAMPLE_RESUME } from "../../lib/sample-resume.ts";
import { serveCvFonts, setCvContent, TEST_FONT_BASE_URL } from "../../../tests/setup/cv-fonts-route.ts";

const CHROMIUM = "/usr/bin/chromium";
const PDFTOTEXT = "/usr/bin/pdftotext";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

let browser: Browser;
let dir: string;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`The CV PDF test needs Chromium at ${CHROMIUM} (apt-get install chromium); it is missing.`);
  if (!existsSync(PDFTOTEXT)) throw new Error(`The CV PDF test needs pdftotext at ${PDFTOTEXT} (apt-get install poppler-utils); it is missing.`);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  dir = mkdtempSync(path.join(tmpdir(), "vitae-cv-pdf-"));
});

afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function pdfText(
  template: TemplateId,
  {
    layoutStyle = "modern",
    watermark = false,
    format = "A4",
    raw = false,
  }: { layoutStyle?: LayoutStyle; watermark?: boolean; format?: "A4" | "Letter"; raw?: boolean } = {},
): Promise<string> {
  const html = renderResumeHtml(
    { resume: SAMPLE_RESUME, template, customization: { ...DEFAULT_CUSTOMIZATION, layoutStyle }, watermark },
    { fontBaseUrl: TEST_FONT_BASE_URL },
  );
  const page = await browser.newPage();
  try {
    // no network: the fonts come from disk, and the document is otherwise self-contained, so any other request is a bug
    const requests = await serveCvFonts(page);
    await setCvContent(page, html);
    expect(requests.unexpected).toEqual([]);
    const file = path.join(dir, `${template}-${layoutStyle}-${format}.pdf`);
    writeFileSync(file, await page.pdf({ format, printBackground: true }));
    return execFileSync(PDFTOTEXT, [...(raw ? ["-raw"] : []), "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  } finally {
    await page.close();
  }
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
      const text = await pdfText(template);
      expectInOrder(text, visualOrder(template, "modern"), template);
      expect(text).not.toContain(WATERMARK_TEXT);
    });
  }

  for (const layoutStyle of ["traditional", "minimal"] as const) {
    it(`every template in the ${layoutStyle} layout reads in order`, async () => {
      for (const template of TEMPLATE_IDS) {
        expectInOrder(await pdfText(template, { layoutStyle }), visualOrder(template, layoutStyle), `${template}/${layoutStyle}`);
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
      const text = await pdfText(template, { layoutStyle: "sidebar", raw: true });
      expectInOrder(text, main, `${template}/sidebar main column`, { raw: true });
      expectInOrder(text, side, `${template}/sidebar side column`, { raw: true });
    }
  });

  it("reads in order on Letter paper too", async () => {
    expectInOrder(await pdfText("professional", { format: "Letter" }), CANONICAL, "professional/Letter");
    expectInOrder(await pdfText("executive", { format: "Letter", layoutStyle: "traditional" }), CANONICAL, "executive/traditional/Letter");
  });

  it("prints the watermark on every page of a free-plan CV (A4 and Letter), and none without it", async () => {
    for (const format of ["A4", "Letter"] as const) {
      // -raw: poppler's default mode may drop diagonal text; the content stream has it
      const text = await pdfText("professional", { watermark: true, format, layoutStyle: "traditional", raw: true });
      const pages = text.split("\f").filter((p) => p.trim() !== "");
      expect(pages.length).toBeGreaterThanOrEqual(2);
      for (const page of pages) expect(page.replace(/\s+/g, " ")).toContain(WATERMARK_TEXT);
      expect(await pdfText("professional", { watermark: false, format, layoutStyle: "traditional", raw: true })).not.toContain("Vitae");
    }
  });
});
