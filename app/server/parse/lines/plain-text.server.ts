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
  for (const raw of widenNarrowColumnGaps(joinHyphenatedBreaks(text.replace(/\r\n?/g, "\n").split("\n")))) {
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

/** A word's closing syllables, no word of their own: what goes on after a word hyphenated at a line's end. */
const WORD_END_RE =
  /^(?:tions?|sions?|ments?|ness|ings?|ance|ence|ancy|ency|ity|ities|icians?|ists?|isms?|ically|ical|tures?|neers?|agers?|ators?|ologists?|ology|logy|ogy|graphy|ics|ive|ous|able|ible)$/;

/**
 * A word hyphenated at the end of a line ("Field Application Engi-" / "neer"): the next line goes
 * on with the word's closing syllables, so the word is put back together on the upper line. A
 * compound broken at its own hyphen ("Work-" / "order tracking") goes on with a word and stays apart.
 */
function joinHyphenatedBreaks(paras: string[]): string[] {
  const out: string[] = [];
  for (const para of paras) {
    const prev = out.at(-1);
    if (prev !== undefined && /\p{L}\p{Ll}-$/u.test(prev.trimEnd()) && WORD_END_RE.test(/^\p{Ll}+(?=[\s,;.]|$)/u.exec(para.trim())?.[0] ?? ""))
      out[out.length - 1] = prev.trimEnd().slice(0, -1) + para.trim();
    else out.push(para);
  }
  return out;
}

/** Where the cells after the first start on a line whose cells are parted by three spaces or more. */
function cellStarts(para: string): number[] {
  if (para.includes("\t")) return [];
  return [...para.matchAll(/ {3,}(?=\S)/g)].map((m) => m.index + m[0].length);
}

/**
 * Columns set with spaces ("03/2018 – 11/2021      Office Manager          Harbour Lettings Ltd"):
 * where a cell fills its column, only two spaces may part it from the next ("Accounts Administrator
 * Rhymney …"). Two spaces before a word that starts where two neighbouring lines start a cell part
 * cells too.
 */
function widenNarrowColumnGaps(paras: string[]): string[] {
  const starts = paras.map(cellStarts);
  return paras.map((para, i) => {
    if (para.includes("\t") || !/\S {2}\S/.test(para)) return para;
    const near = new Map<number, number>();
    for (let j = Math.max(0, i - 3); j <= Math.min(paras.length - 1, i + 3); j++)
      if (j !== i && paras[j]!.trim()) for (const x of starts[j]!) near.set(x, (near.get(x) ?? 0) + 1);
    return para.replace(/(\S) {2}(?=\S)/g, (m, c: string, at: number) => ((near.get(at + 3) ?? 0) >= 2 ? `${c}   ` : m));
  });
}
