/**
 * The main download: generate a CV, then Download PDF, with and without JavaScript. The file is a
 * real PDF named after the person, with the job title, every font embedded, the Free watermark and
 * none for Fast Pass; the ATS tools page and the edit page offer the same download.
 */
import { execFileSync } from "node:child_process";
import type { Download, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { generateFromCreatePage, openGeneratedResult } from "./resume-form-helpers.ts";
import { engineExperience, person } from "../setup/factory.ts";

interface ReadPdf {
  text: string;
  raw: string;
  fonts: Array<{ name: string; embedded: boolean }>;
}

async function readDownload(download: Download): Promise<ReadPdf> {
  const file = (await download.path())!;
  const text = execFileSync("/usr/bin/pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  const raw = execFileSync("/usr/bin/pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  // pdffonts: a table with a two-line header; "emb" is the third column from the right (emb sub uni)
  const fonts = execFileSync("/usr/bin/pdffonts", [file], { encoding: "utf8" })
    .split("\n")
    .slice(2)
    .filter((row) => row.trim() !== "")
    .map((row) => {
      const columns = row.trim().split(/\s+/);
      return { name: columns[0]!, embedded: columns.at(-5) === "yes" };
    });
  return { text, raw, fonts };
}

async function downloadPdf(page: Page, link = page.getByRole("link", { name: "Download PDF" }).first()): Promise<{ name: string; pdf: ReadPdf }> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: download.suggestedFilename(), pdf: await readDownload(download) };
}

test("generate, then Download PDF: a named PDF with the job title, embedded fonts and the Free watermark", async ({ page }) => {
  await generateFromCreatePage(page, "Analytical Engine Programmer");
  const { name, pdf } = await downloadPdf(page);
  expect(name).toBe("Ada-Lovelace-CV.pdf");
  expect(pdf.text.toLowerCase()).toContain("ada lovelace");
  expect(pdf.text).toContain("Analytical Engine Programmer");
  expect(pdf.raw.replace(/\s+/g, " ")).toContain("Created with Vitae — Free plan");
  expect(pdf.fonts.length).toBeGreaterThan(0);
  for (const font of pdf.fonts) expect(font, font.name).toMatchObject({ embedded: true });
});

test("a Fast Pass CV downloads without the watermark, from the result view and the edit page", async ({ page, grantPlan }) => {
  await page.goto("/");
  await grantPlan("fast_pass");
  // generating from the form is the test above's; this one starts on the result view
  const id = await openGeneratedResult(page, "Analytical Engine Programmer");
  const fromResult = await downloadPdf(page);
  expect(fromResult.pdf.text).toContain("Analytical Engine Programmer");
  expect(fromResult.pdf.raw).not.toContain("Created with Vitae");

  await page.goto(`/edit/${id}`);
  const fromEdit = await downloadPdf(page);
  expect(fromEdit.name).toBe("Ada-Lovelace-CV.pdf");
  expect(fromEdit.pdf.raw).not.toContain("Created with Vitae");
});

test("the ATS tools page offers the PDF too", async ({ page, savedResume: id }) => {
  await page.goto(`/resume/${id}/ats`);
  const { name, pdf } = await downloadPdf(page, page.getByTestId("resume-tools").getByRole("link", { name: "Download PDF" }));
  expect(name).toMatch(/-CV\.pdf$/);
  expect(pdf.text.trim().length).toBeGreaterThan(50);
});

test("a CV in Arabic, Hebrew, Chinese and Hindi downloads with the shipped fonts embedded, and reads back", async ({ page, visitor }) => {
  await page.goto("/");
  const id = await visitor.createResume({
    personalInfo: person({ firstName: "小明", lastName: "王", city: "دبي", summary: "मैं एक सॉफ्टवेयर इंजीनियर हूँ। 我是一名软件工程师。" }),
    experiences: [engineExperience({ jobTitle: "מהנדס תוכנה", company: "شركة البرمجيات" })],
  });
  await page.goto(`/edit/${id}`);
  const { name, pdf } = await downloadPdf(page);
  // the browser takes the name as typed (filename*); old clients get the ASCII fallback "CV.pdf"
  expect(name).toBe("小明-王-CV.pdf");
  for (const text of ["小明", "सॉफ्टवेयर", "我是一名软件工程师"]) expect(pdf.text).toContain(text);
  // Hebrew comes out of Arimo, which has Hebrew letters; the other scripts out of their Noto fonts
  expect(pdf.text).toMatch(/מהנדס|סדנהמ/);
  // every font is embedded and is one the app ships (this machine has no CJK or Devanagari font)
  expect(pdf.fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ""))).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^NotoSansSC[A-Za-z]*-/),
      expect.stringMatching(/^NotoSansDevanagari[A-Za-z]*-/),
      expect.stringMatching(/^NotoSansArabic[A-Za-z]*-/),
    ]),
  );
  for (const font of pdf.fonts) {
    expect(font, font.name).toMatchObject({ embedded: true });
    expect(font.name.replace(/^[A-Z]{6}\+/, "")).toMatch(/^(Arimo|NotoSans(Arabic|Hebrew|Devanagari|SC)?)[A-Za-z]*-[A-Za-z]+$/);
  }
});
