/**
 * Plain text (Word paragraphs, the ATS check's reading text, test input) → lines: one line per
 * paragraph, cells parted by a tab (or three spaces) as segments. Plain text has no positions or fonts, so x steps by
 * cell and y by paragraph; a blank paragraph before a line becomes its gap.
 */
import type { Line, Segment } from "../types.server.ts";
import { closeLetterSpacing, makeLine } from "./layout.server.ts";

/** Paragraphs → lines, tab-separated cells → segments. Also handy to build test input from plain text. */
export function linesFromText(text: string, region: Line["region"] = "body", startY = 0): Line[] {
  const out: Line[] = [];
  let y = startY;
  let blank = 0;
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    // eslint-disable-next-line no-control-regex -- control characters in a document are blanked
    const para = raw.replace(/[\u00a0\u2002-\u200a]/g, " ").replace(/[\u0000-\u0008\u000b-\u001f]/g, " ");
    if (!para.trim()) {
      blank++;
      continue;
    }
    // three spaces or more part cells as a tab does ("Jana Novak   Site Engineer": a name and its
    // headline set apart in one paragraph), unless they part the words of letter-spaced text
    const cells = para
      .split("\t")
      .flatMap((c) => (closeLetterSpacing(c) === c ? c.split(/ {3,}/) : [closeLetterSpacing(c)]))
      .map((c) => c.replace(/\s+/g, " ").trim())
      .filter(Boolean);
    if (!cells.length) {
      blank++;
      continue;
    }
    const segments: Segment[] = cells.map((c, i) => ({ text: c, x: i * 100, x2: i * 100 + 90, bold: false, size: 0, font: "" }));
    const line = makeLine(segments, 1, y);
    line.x = /^\t/.test(para) ? 100 : 0;
    line.region = region;
    line.gapBefore = blank > 0 ? 2 : 1;
    out.push(line);
    blank = 0;
    y++;
  }
  return out;
}
