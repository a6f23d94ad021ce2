import { describe, expect, it } from "vitest";
import { headingKind } from "./headings.server.ts";
import { segmentSections } from "./segment-sections.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import type { Line } from "../types.server.ts";

const texts = (lines: Line[]) => lines.map((l) => l.text);

describe("a referee's title", () => {
  it("reads one referee as references, as it reads many", () => {
    for (const t of ["Referee", "REFEREE", "Referee:", "Referee Details", "Referees", "Reference"]) expect(headingKind(t), t).toBe("references");
  });
});

describe("titles side by side over columns of their own", () => {
  it("parts one line's title cells and the rows under them by column", () => {
    const sections = segmentSections(
      linesFromText(
        [
          "Ilse Varga",
          "Nurse",
          "EXPERIENCE",
          "Staff Nurse, Lindenhof Clinic, 2019 – Present",
          "CONTACT      REFEREE",
          "7 Quarry Lane, Tarnow 4410      Dr Piet Hals, Ward Manager, Lindenhof Clinic",
          "0413 555 264      0412 555 877 · p.hals@lindenhof.example",
          "ilse.varga@example.org",
        ].join("\n"),
      ),
    );
    expect(sections.map((s) => s.kind)).toEqual(["header", "experience", "contact", "references"]);
    expect(texts(sections[2]!.lines)).toEqual(["7 Quarry Lane, Tarnow 4410", "0413 555 264", "ilse.varga@example.org"]);
    expect(texts(sections[3]!.lines)).toEqual(["Dr Piet Hals, Ward Manager, Lindenhof Clinic", "0412 555 877 · p.hals@lindenhof.example"]);
  });

  it("leaves a row of a title and its first line in two cells as it was", () => {
    const sections = segmentSections(linesFromText("Ilse Varga\nEXPERIENCE\nStaff Nurse, Lindenhof Clinic\nCONTACT      ilse.varga@example.org"));
    expect(texts(sections.flatMap((s) => s.lines))).toContain("CONTACT  ilse.varga@example.org");
  });

  // a page laid out by hand: the page's titles bigger than the two side by side at its foot
  const line = (y: number, size: number, bold: boolean, ...parts: Array<[string, number]>): Line => ({
    text: parts.map(([t]) => t).join(" "),
    segments: parts.map(([text, x]) => ({ text, x, x2: x + text.length * 5, bold, size, font: bold ? "Sans-Bold" : "Sans" })),
    page: 1,
    x: parts[0]![1],
    y,
    size,
    bold,
    font: bold ? "Sans-Bold" : "Sans",
  });
  const body = [
    line(60, 16, true, ["Ilse Varga", 45]),
    line(100, 11, true, ["Profile", 45]),
    line(115, 10, false, ["Ward nurse of eight years in acute medicine.", 45]),
    line(140, 11, true, ["Experience", 45]),
    line(155, 10, false, ["Staff Nurse, Lindenhof Clinic", 45], ["2019 – Present", 480]),
    line(180, 11, true, ["Education", 45]),
    line(195, 10, false, ["BSc Nursing, Tarnow Medical School", 45], ["2016", 500]),
    line(220, 11, true, ["Skills", 45]),
    line(235, 10, false, ["Triage / IV therapy / Wound care", 45]),
  ];
  const own = ["7 Quarry Lane, Tarnow 4410", "0413 555 264", "ilse.varga@example.org"];
  const referee = ["Dr Piet Hals, Ward Manager", "0412 555 877 · p.hals@lindenhof.example"];

  it("takes smaller titles at one height for titles, and parts the lines read across their columns", () => {
    const foot = [
      line(270, 9, true, ["Contact", 45]),
      line(270, 9, true, ["Referee", 304]),
      line(283, 10, false, [own[0]!, 45], [referee[0]!, 304]),
      line(296, 10, false, [own[1]!, 45], [referee[1]!, 304]),
      line(309, 10, false, [own[2]!, 45]),
    ];
    const sections = segmentSections([...body, ...foot]);
    expect(sections.map((s) => s.kind)).toEqual(["header", "summary", "experience", "education", "skills", "contact", "references"]);
    expect(texts(sections[5]!.lines)).toEqual(own);
    expect(texts(sections[6]!.lines)).toEqual(referee);
  });

  it("puts a line of the first column read after the second's under the first's title", () => {
    const foot = [
      line(270, 9, true, ["Contact", 45]),
      line(283, 10, false, [own[0]!, 45]),
      line(296, 10, false, [own[1]!, 45]),
      line(270, 9, true, ["Referee", 304]),
      line(284, 10, false, [referee[0]!, 304]),
      line(297, 10, false, [referee[1]!, 304]),
      line(309, 10, false, [own[2]!, 45]),
    ];
    const sections = segmentSections([...body, ...foot]);
    expect(sections.map((s) => s.kind)).toEqual(["header", "summary", "experience", "education", "skills", "contact", "references"]);
    expect(texts(sections[5]!.lines)).toEqual(own);
    expect(texts(sections[6]!.lines)).toEqual(referee);
  });

  it("ends the columns at a line running across them", () => {
    const foot = [
      line(270, 9, true, ["Contact", 45]),
      line(270, 9, true, ["Referee", 304]),
      line(283, 10, false, [own[0]!, 45], [referee[0]!, 304]),
      line(300, 10, false, ["I confirm that the details given in this document are true and complete.", 45]),
    ];
    const sections = segmentSections([...body, ...foot]);
    expect(texts(sections[5]!.lines)).toEqual([own[0]]);
    expect(texts(sections[6]!.lines)).toEqual([referee[0], "I confirm that the details given in this document are true and complete."]);
  });
});
