import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { SAMPLE_RESUME } from "../../lib/sample-resume.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { coverLetterDocx, resumeDocx } from "./docx.server.ts";

function parts(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  return { document: strFromU8(files["word/document.xml"]!), styles: strFromU8(files["word/styles.xml"]!) };
}

const living = (country: string, state = ""): ResumeFormData => ({ ...SAMPLE_RESUME, personalInfo: { ...SAMPLE_RESUME.personalInfo, country, state } });

describe("Word exports", () => {
  it("print on US Letter for a US or Canadian address and on A4 elsewhere", async () => {
    for (const [country, state, size] of [
      ["USA", "", 'w:w="12240" w:h="15840"'],
      ["Canada", "", 'w:w="12240" w:h="15840"'],
      ["", "TX", 'w:w="12240" w:h="15840"'],
      ["India", "TN", 'w:w="11906" w:h="16838"'],
      ["", "", 'w:w="11906" w:h="16838"'],
    ] as const) {
      const form = living(country, state);
      expect(parts(await resumeDocx({ form, customization: {} })).document, `${country} ${state}`).toContain(`<w:pgSz ${size}`);
      expect(parts(await coverLetterDocx({ form, customization: {}, text: "Dear team,\n\nHello." })).document).toContain(`<w:pgSz ${size}`);
    }
  });

  it("keep section and entry headings with what follows them", async () => {
    const { styles } = parts(await resumeDocx({ form: SAMPLE_RESUME, customization: {} }));
    for (const style of ["Heading2", "Heading3"]) {
      const definition = new RegExp(`<w:style [^>]*w:styleId="${style}"[\\s\\S]*?</w:style>`).exec(styles)?.[0] ?? "";
      expect(definition, style).toContain("<w:keepNext/>");
    }
  });

  it("write each paragraph of a cover letter as its own paragraph", async () => {
    const { document } = parts(await coverLetterDocx({ form: SAMPLE_RESUME, customization: {}, text: "First paragraph.\n\nSecond paragraph.\n\nThird one." }));
    const paragraphs = [...document.matchAll(/<w:p>[\s\S]*?<\/w:p>|<w:p [\s\S]*?<\/w:p>/g)].map((m) => m[0]);
    for (const text of ["First paragraph.", "Second paragraph.", "Third one."]) expect(paragraphs.filter((p) => p.includes(text))).toHaveLength(1);
    expect(paragraphs.find((p) => p.includes("First paragraph."))).not.toContain("Second paragraph.");
  });
});
