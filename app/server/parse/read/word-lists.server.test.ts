import { describe, expect, it } from "vitest";
import { AlignmentType, Document, LevelFormat, Packer, Paragraph } from "docx";
import { extractWord } from "./extract-word.server.ts";
import { bulletParagraphs } from "./word-lists.server.ts";
import { extractFields } from "../fields/extract-fields.server.ts";

async function docx(children: Paragraph[]): Promise<Uint8Array> {
  const level = (format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string) => ({
    level: 0,
    format,
    text,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 360, hanging: 240 } } },
  });
  const doc = new Document({
    numbering: {
      config: [
        { reference: "dots", levels: [level(LevelFormat.BULLET, "–")] },
        { reference: "steps", levels: [level(LevelFormat.DECIMAL, "%1.")] },
      ],
    },
    sections: [{ children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
const p = (text: string) => new Paragraph({ text });
const dot = (text: string) => new Paragraph({ text, numbering: { reference: "dots", level: 0 } });
const step = (text: string) => new Paragraph({ text, numbering: { reference: "steps", level: 0 } });

describe("Word bullet lists", () => {
  it("finds the bulleted paragraphs, not the numbered ones, with entities decoded", async () => {
    const bytes = await docx([p("Ottilie Brandt"), dot("Rebuilt the R&D cold store"), step("Master Baker, Brot & Co"), dot("Trained 4 apprentices")]);
    expect(bulletParagraphs(bytes)).toEqual(["Rebuilt the R&D cold store", "Trained 4 apprentices"]);
    expect(bulletParagraphs(new Uint8Array([1, 2, 3]))).toEqual([]);
  });

  it("gives the lines their bullets back, so a job's last point is not read as the next job's company", async () => {
    const bytes = await docx([
      p("Ottilie Brandt"),
      p("ottilie.brandt@example.de"),
      p("Experience"),
      p("Head Baker\tMar 2021 – Present"),
      p("Bäckerei Sonnenschein, Hamburg, Germany"),
      dot("Ran the night shift of six bakers"),
      dot("Cut flour waste by a tenth with batch planning"),
      p("Pastry Cook\tJun 2017 – Feb 2021"),
      p("Café Lindgren, Berlin, Germany"),
      dot("Made the laminated doughs for three shops"),
    ]);
    const doc = await extractWord(bytes, "docx");
    expect(doc.lines.filter((l) => l.text.startsWith("• ")).map((l) => l.text)).toEqual([
      "• Ran the night shift of six bakers",
      "• Cut flour waste by a tenth with batch planning",
      "• Made the laminated doughs for three shops",
    ]);
    const r = extractFields(doc);
    expect(r.experiences.map((e) => [e.jobTitle, e.company])).toEqual([
      ["Head Baker", "Bäckerei Sonnenschein"],
      ["Pastry Cook", "Café Lindgren"],
    ]);
  });
});
