/**
 * The CV's shipped fonts, printed by Chromium: a CV in Arabic, Hebrew, Chinese, Hindi and English,
 * its fonts answered from disk through resolveFontFile (as the PDF renderer does), must embed only
 * our fonts (no DejaVu, Liberation or other fonts of this machine) and read back as the same text.
 * Needs /usr/bin/chromium, /usr/bin/pdffonts and /usr/bin/pdftotext: without them this file FAILS.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResumeFormData } from "../../lib/resume.ts";
import { SAMPLE_RESUME } from "../../lib/sample-resume.ts";
import { DEFAULT_CUSTOMIZATION, FONTS, type FontName, type TemplateId } from "../../lib/templates.ts";
import { serveCvFonts, setCvContent, TEST_FONT_BASE_URL } from "../../../tests/setup/cv-fonts-route.ts";
import { renderResumeHtml } from "./render.server.ts";

const CHROMIUM = "/usr/bin/chromium";
const PDFFONTS = "/usr/bin/pdffonts";
const PDFTOTEXT = "/usr/bin/pdftotext";

const CHINESE_NAME = { firstName: "王", lastName: "小明" };
const HINDI = "मैं एक सॉफ्टवेयर इंजीनियर हूँ";
const CHINESE = "我是一名软件工程师";
const ARABIC = "مهندس برمجيات أول";
const ARABIC_CITY = "دبي";
const HEBREW = "חברת תוכנה";

function multilingualResume(): ResumeFormData {
  const resume = structuredClone(SAMPLE_RESUME);
  Object.assign(resume.personalInfo, CHINESE_NAME, { city: ARABIC_CITY, summary: `${HINDI}। ${CHINESE}。 Builds payment systems.` });
  Object.assign(resume.experiences[0]!, { jobTitle: ARABIC, company: HEBREW });
  resume.skills.technicalSkills = "数据分析, React, विश्लेषण";
  return resume;
}

/** The face each customization font must embed (PostScript names, without the subset tag). */
const LATIN_FACE: Record<FontName, RegExp> = {
  Arial: /^Arimo-/,
  Helvetica: /^Arimo-/,
  "Times New Roman": /^Tinos-/,
  Georgia: /^Gelasio-/,
  "Source Serif": /^SourceSerif4/,
  Calibri: /^Carlito-/,
  "Open Sans": /^OpenSans/,
};
/** Every font the PDF may contain: our Latin faces and the Noto fallbacks (fontsource names the CJK slices "NotoSansSCThin-…"). */
const OURS = /^(Arimo|Tinos|Gelasio|SourceSerif4|Carlito|OpenSans|NotoSans(Arabic|Hebrew|Devanagari|Bengali|Tamil|Thai|SC|KR)?)[A-Za-z]*-[A-Za-z]+$/;

let browser: Browser;
let dir: string;

beforeAll(async () => {
  for (const [tool, pkg] of [
    [CHROMIUM, "chromium"],
    [PDFFONTS, "poppler-utils"],
    [PDFTOTEXT, "poppler-utils"],
  ] as const) {
    if (!existsSync(tool)) throw new Error(`The CV font test needs ${tool} (apt-get install ${pkg}); it is missing.`);
  }
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"] });
  dir = mkdtempSync(path.join(tmpdir(), "vitae-cv-fonts-"));
});

afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Printed {
  fonts: Array<{ name: string; embedded: boolean }>;
  text: string;
  served: string[];
  unexpected: string[];
  /** Computed font-synthesis-style of the CV root. */
  synthesisStyle: string;
}

async function printCv(resume: ResumeFormData, font: FontName, template: TemplateId = "professional"): Promise<Printed> {
  const html = renderResumeHtml({ resume, template, customization: { ...DEFAULT_CUSTOMIZATION, font }, watermark: false }, { fontBaseUrl: TEST_FONT_BASE_URL });
  const page = await browser.newPage();
  try {
    const log = await serveCvFonts(page);
    await setCvContent(page, html);
    const synthesisStyle = await page.evaluate(() => getComputedStyle(document.querySelector(".cv")!).getPropertyValue("font-synthesis-style"));
    const file = path.join(dir, `${template}-${font.replace(/ /g, "-")}.pdf`);
    writeFileSync(file, await page.pdf({ format: "A4", printBackground: true }));
    // pdffonts: "name type… encoding emb sub uni object ID", two header lines
    const fonts = execFileSync(PDFFONTS, [file], { encoding: "utf8" })
      .split("\n")
      .slice(2)
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const columns = line.trim().split(/\s+/);
        return { name: columns[0]!.replace(/^[A-Z]{6}\+/, ""), embedded: columns.at(-5) === "yes" };
      });
    const text = execFileSync(PDFTOTEXT, ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    return { fonts, text, served: log.served, unexpected: log.unexpected, synthesisStyle };
  } finally {
    await page.close();
  }
}

/** pdftotext splits joined Arabic letters with spaces and wraps right-to-left runs in embedding marks. */
const letters = (text: string) => text.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");

describe("CV fonts in the PDF (pdffonts, pdftotext)", { timeout: 90_000 }, () => {
  it("prints Arabic, Hebrew, Chinese, Hindi and Latin with our embedded fonts only, and reads them back", async () => {
    const printed = await printCv(multilingualResume(), "Arial");
    expect(printed.unexpected).toEqual([]);
    expect(printed.fonts.length).toBeGreaterThan(0);
    for (const font of printed.fonts) {
      expect(font.embedded, `${font.name} embedded`).toBe(true);
      expect(font.name, "a font of ours, not one of this machine's").toMatch(OURS);
    }
    const names = printed.fonts.map((f) => f.name).join(" ");
    for (const family of ["Arimo-", "NotoSansArabic-", "NotoSansDevanagari-", "NotoSansSC"]) expect(names).toContain(family);

    const text = printed.text;
    expect(text).not.toContain("\ufffd");
    expect(text).toContain("王 小明"); // the name as typed: first name, then last name
    expect(text).toContain(HINDI);
    expect(text).toContain(CHINESE);
    expect(text).toContain("数据分析");
    for (const rtl of [ARABIC, ARABIC_CITY, HEBREW]) expect(letters(text)).toContain(letters(rtl));
    expect(text).toContain("Led a team of 6 engineers");
  });

  it("keeps CJK and Arabic upright in italic text (no synthetic slant)", async () => {
    const resume = multilingualResume();
    // the professional template sets the company line in italics
    Object.assign(resume.experiences[1]!, { company: "北京科技公司", location: "الرياض" });
    const printed = await printCv(resume, "Arial");
    expect(printed.synthesisStyle).toBe("none");
    expect(printed.text).toContain("北京科技公司");
    expect(letters(printed.text)).toContain(letters("الرياض"));
    // the Latin face has a real italic, and it is the one used
    expect(printed.fonts.map((f) => f.name)).toContain("Arimo-Italic");
  });

  for (const font of FONTS) {
    it(`${font}: the shipped face and the fallbacks, nothing of this machine`, async () => {
      const printed = await printCv(multilingualResume(), font, "modern");
      expect(printed.unexpected).toEqual([]);
      expect(printed.fonts.some((f) => LATIN_FACE[font].test(f.name))).toBe(true);
      for (const f of printed.fonts) {
        expect(f.embedded, `${f.name} embedded`).toBe(true);
        expect(f.name).toMatch(OURS);
      }
      expect(printed.text).toContain(HINDI);
      expect(printed.text).toContain(CHINESE);
    });
  }
});
