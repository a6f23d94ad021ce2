/**
 * How a CV breaks over pages in the PDF (production path, read back with pdftotext page by page):
 *   - a long CV: no section heading and no entry title is the last line of a page, and
 *     "Page k of N" is printed on pages 2..N only;
 *   - "Fit to one page": a CV that runs a little onto a second page is printed on one page, never
 *     below FIT_MIN_FONT_PT; a clearly longer one is left as it is.
 * Needs /usr/bin/chromium and /usr/bin/pdftotext: without them this file FAILS (it never skips).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CUSTOMIZATION, TEMPLATE_IDS, type LayoutStyle, type TemplateId } from "../../lib/templates.ts";
import type { Experience, ResumeFormData } from "../../lib/resume.ts";
import { SAMPLE_RESUME } from "../../lib/sample-resume.ts";
import { FIT_MIN_FONT_PT } from "../../components/cv/page.ts";
import { closePdfBrowser } from "./pdf-browser.server.ts";
import { pagesOf, pdfText, printCv, removeDir, requirePdfTools } from "../../../tests/setup/pdf-text.ts";

let dir: string;

beforeAll(() => {
  dir = requirePdfTools();
});

afterAll(async () => {
  await closePdfBrowser();
  removeDir(dir);
});

const ROLES = ["Staff Platform Engineer", "Principal Data Engineer", "Site Reliability Lead", "Backend Team Lead", "Infrastructure Architect"];
const BULLET =
  "Shipped a measurable improvement to the payments platform together with product, design and support, and wrote up what was learned for the wider team";

function job(k: number, bullets: number): Experience {
  return {
    id: `job-${k}`,
    jobTitle: `${ROLES[k % ROLES.length]} ${k + 1}`,
    company: `Company Number ${k + 1}`,
    location: "Remote",
    startDate: `${2020 - 2 * k}-01`,
    endDate: `${2021 - 2 * k}-12`,
    currentJob: false,
    description: Array.from({ length: bullets }, (_, b) => `- ${BULLET} (${k + 1}.${b + 1})`).join("\n"),
    achievements: "",
    technologies: "TypeScript, Go, PostgreSQL",
  };
}

/** About three pages: many jobs with bullets, then education, skills, projects and the rest. */
const LONG: ResumeFormData = { ...SAMPLE_RESUME, experiences: Array.from({ length: 9 }, (_, k) => job(k, 5)) };

/** The sample's head, summary, first school and skills, with `bullets` bullets spread over three jobs. */
function withBullets(bullets: number): ResumeFormData {
  const experiences = [0, 1, 2].map((k) => job(k, Math.floor(bullets / 3) + (k < bullets % 3 ? 1 : 0)));
  const additionalInfo = Object.fromEntries(Object.keys(SAMPLE_RESUME.additionalInfo).map((key) => [key, ""])) as ResumeFormData["additionalInfo"];
  return { ...SAMPLE_RESUME, experiences, education: SAMPLE_RESUME.education.slice(0, 1), projects: [], additionalInfo };
}

const SECTION_TITLES = [
  "Summary",
  "Professional Summary",
  "Experience",
  "Education",
  "Skills",
  "Projects",
  "Certifications",
  "Languages",
  "Awards",
  "Publications",
  "Volunteering",
  "Interests",
];
const PAGE_NUMBER = /^page (\d+) of (\d+)$/i;
const squash = (s: string) => s.replace(/\s+/g, " ").trim();

function print(resume: ResumeFormData, template: TemplateId, { layoutStyle = "modern" as LayoutStyle, fitToOnePage = true } = {}) {
  return printCv({ resume, template, customization: { ...DEFAULT_CUSTOMIZATION, layoutStyle, fitToOnePage }, watermark: false });
}

/** The long CV of each template is printed once, for both describes. */
const longPrints = new Map<TemplateId, ReturnType<typeof print>>();
function printLong(template: TemplateId) {
  if (!longPrints.has(template)) longPrints.set(template, print(LONG, template));
  return longPrints.get(template)!;
}

describe("CV as PDF: page breaks on a long CV", { timeout: 60_000 }, () => {
  const entryTitles = LONG.experiences.map((e) => e.jobTitle!.toLowerCase()).concat(LONG.education.map((e) => e.degree!.toLowerCase()));
  const headings = SECTION_TITLES.map((t) => t.toLowerCase());

  for (const template of TEMPLATE_IDS) {
    it(`${template}: no heading or entry title ends a page; "Page k of N" from page 2 on`, async () => {
      const { pdf, pages } = await printLong(template);
      expect(pages).toBeGreaterThanOrEqual(3);
      // -layout: one text row per visual row, so a row is what sits at the bottom of the page
      const text = pagesOf(pdfText(dir, pdf, "layout"));
      expect(text).toHaveLength(pages);
      text.forEach((page, i) => {
        const rows = page.split("\n").map(squash).filter(Boolean);
        const numbers = rows.filter((row) => PAGE_NUMBER.test(row));
        if (i === 0) expect(numbers, `${template}: page 1 has no page number`).toEqual([]);
        else
          expect(
            numbers.map((row) => row.toLowerCase()),
            `${template}: page ${i + 1}`,
          ).toEqual([`page ${i + 1} of ${pages}`]);
        if (i === pages - 1) return;
        const last = rows
          .filter((row) => !PAGE_NUMBER.test(row))
          .at(-1)!
          .toLowerCase();
        const heading = headings.find((h) => last === h || last.startsWith(`${h} `));
        expect(heading, `${template}: page ${i + 1} ends with the heading "${last}"`).toBeUndefined();
        const title = entryTitles.find((t) => last === t || last.startsWith(`${t} `));
        expect(title, `${template}: page ${i + 1} ends with the entry title "${last}"`).toBeUndefined();
      });
    });
  }
});

describe("CV as PDF: Fit to one page", { timeout: 60_000 }, () => {
  /** The fewest bullets (spread over three jobs) that push the CV onto a second page without fitting. */
  async function borderline(template: TemplateId): Promise<number> {
    const pagesWith = async (n: number) => (await print(withBullets(n), template, { fitToOnePage: false })).pages;
    let low = 0;
    let high = 4;
    while ((await pagesWith(high)) < 2) [low, high] = [high, high * 2];
    expect(await pagesWith(low), `${template}: the CV with ${low} bullets fits on one page`).toBe(1);
    while (high - low > 1) {
      const mid = (low + high) >> 1;
      if ((await pagesWith(mid)) < 2) low = mid;
      else high = mid;
    }
    return high;
  }

  for (const template of TEMPLATE_IDS) {
    it(`${template}: a CV just over one page is printed on one; a long one is not squeezed`, async () => {
      const bullets = await borderline(template);
      const unfitted = await print(withBullets(bullets), template, { fitToOnePage: false });
      expect(unfitted.pages).toBe(2);
      expect(unfitted.fontPt).toBe(DEFAULT_CUSTOMIZATION.fontSize);

      const fitted = await print(withBullets(bullets), template);
      expect(fitted.pages, `${template}: ${bullets} bullets`).toBe(1);
      expect(fitted.fontPt).toBeGreaterThanOrEqual(FIT_MIN_FONT_PT);
      expect(fitted.fontPt).toBeLessThanOrEqual(DEFAULT_CUSTOMIZATION.fontSize);
      expect(pagesOf(pdfText(dir, fitted.pdf))).toHaveLength(1);

      // the long CV runs far more than FIT_MAX_OVERFLOW of a page onto a second page: printed as chosen
      const long = await printLong(template);
      expect(long.pages).toBeGreaterThanOrEqual(2);
      expect(long.fontPt).toBe(DEFAULT_CUSTOMIZATION.fontSize);
    });
  }
});
