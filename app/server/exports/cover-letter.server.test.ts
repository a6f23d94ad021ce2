import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { offlineLetter } from "../ai/letters/cover-letter.server.ts";
import { ENGINEER, FRONTEND_POSTING, MARKETER, MARKETING_POSTING } from "../ai/letters/fixtures.server.ts";
import { coverLetterHtml, letterPaper } from "./cover-letter.server.ts";
import { coverLetterDocx } from "./docx.server.ts";

describe("the cover letter's downloads", () => {
  it("HTML: one <p> per paragraph, spaced apart after the CV stylesheet zeroes paragraph margins", () => {
    const text = offlineLetter(ENGINEER, FRONTEND_POSTING);
    const html = coverLetterHtml({ form: ENGINEER, template: "modern", customization: {}, text });
    const letterBody = /<div class="letter-body">(.*?)<\/div>/s.exec(html)?.[1] ?? "";
    expect(letterBody.match(/<p dir="auto">/g)).toHaveLength(text.split(/\n{2,}/).length);
    const spacing = html.indexOf(".cv .letter-body p{margin:0 0 1em");
    expect(spacing).toBeGreaterThan(-1);
    expect(spacing).toBeGreaterThan(html.lastIndexOf(".cv p{margin:0"));
  });

  it("prints on Letter paper for a US or Canadian address and on A4 elsewhere", () => {
    expect(letterPaper({ country: "USA" })).toBe("Letter");
    expect(letterPaper({ country: "Canada" })).toBe("Letter");
    expect(letterPaper({ country: "", state: "TX" })).toBe("Letter");
    expect(letterPaper({ country: "United Kingdom" })).toBe("A4");
    expect(letterPaper({ country: "India", state: "TN" })).toBe("A4");
    expect(letterPaper({})).toBe("A4");
    const us = coverLetterHtml({ form: ENGINEER, template: "modern", customization: {}, text: "Dear Hiring Manager,\n\nHello." });
    const uk = coverLetterHtml({ form: MARKETER, template: "modern", customization: {}, text: "Dear Hiring Manager,\n\nHello." });
    expect(us).toContain("@page{size:letter");
    expect(uk).toContain("@page{size:A4");
  });

  it("Word: one paragraph per letter paragraph, on the sender's paper", async () => {
    const text = offlineLetter(MARKETER, MARKETING_POSTING);
    const parts = unzipSync(await coverLetterDocx({ form: MARKETER, customization: {}, text }));
    const xml = strFromU8(parts["word/document.xml"]!);
    for (const paragraph of text.split(/\n{2,}/).slice(1, -1)) expect(xml).toContain(paragraph.slice(0, 60).replace(/'/g, "&apos;"));
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    const us = strFromU8(unzipSync(await coverLetterDocx({ form: ENGINEER, customization: {}, text }))["word/document.xml"]!);
    expect(us).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
  });
});
