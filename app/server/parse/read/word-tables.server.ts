/**
 * word-extractor returns a Word table row as its cells joined by tabs, each cell's paragraphs by
 * line breaks: a cell of several paragraphs ("Harbour Freight" / "Yard Supervisor" / "Tema, Ghana")
 * runs its second paragraph into the first cell's place and its last one into the next cell's
 * line. The rows are read from the DOCX's XML here, and such a row's lines are laid out again as
 * the page shows them: line k holds each cell's k-th paragraph, in the cell's own column.
 */
import type { Line, Segment } from "../types.server.ts";
import { makeLine } from "../lines/layout.server.ts";
import { headingKind } from "../sections/headings.server.ts";
import { PRINTED_BULLET_RE } from "../../../lib/text/bullets.ts";
import { documentXml, paragraphBulleted, paragraphText } from "./word-lists.server.ts";

interface Paragraph {
  text: string;
  bullet: boolean;
}
/** A table row: its cells, each the non-empty paragraphs it holds; `layout` when the table lays out the page in columns. */
export type TableRow = Paragraph[][] & { layout?: boolean };

/** The rows of the DOCX's tables where a cell holds more than one paragraph; none when the XML cannot be read. */
export function tableRows(bytes: Uint8Array): TableRow[] {
  const document = documentXml(bytes);
  if (!document) return [];
  const { levels } = document;
  const xml = document.xml.replace(/<w:p\b[^>]*\/>/g, "");
  const rows: TableRow[] = [];
  for (const table of xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)) {
    // a table inside a table would be cut short by the pattern: such rows are left as they come
    if (table[1]!.includes("<w:tbl>")) continue;
    const tableRows = [...table[1]!.matchAll(/<w:tr\b[^>]*>([\s\S]*?)<\/w:tr>/g)].map((tr) =>
      [...tr[1]!.matchAll(/<w:tc\b[^>]*>([\s\S]*?)<\/w:tc>/g)].map((tc) =>
        [...tc[1]!.matchAll(/<w:p\b[^>]*>([\s\S]*?)<\/w:p>/g)]
          .map((p) => ({ text: paragraphText(p[1]!), bullet: paragraphBulleted(p[1]!, levels) }))
          .filter((p) => p.text),
      ),
    );
    // a table laying out the page (a sidebar cell beside the main one) holds whole columns in one
    // row: it is read cell after cell, each paragraph a line of its own
    const layout = tableRows.length < 2 || tableRows.some((cells) => cells.some((c) => c.length > MAX_CELL_PARAGRAPHS));
    rows.push(...tableRows.filter((cells) => cells.length >= 2 && cells.some((c) => c.length > 1)).map((cells) => Object.assign(cells, { layout })));
  }
  return rows;
}

/** The most paragraphs a cell of a table of entries holds (a title, an employer, a place, a few points). */
const MAX_CELL_PARAGRAPHS = 8;

/** A line's text compared across the two readings (word-extractor prints dashes and quotes plain). */
const key = (t: string) =>
  t
    .replace(PRINTED_BULLET_RE, "")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .trim();

/** The lines word-extractor makes of a row: cells joined by tabs, paragraphs by line breaks, blank ones dropped. */
function extractedLines(row: TableRow): string[] {
  return row
    .map((cell) => cell.map((p) => p.text).join("\n"))
    .join("\t")
    .split("\n")
    .map((l) => key(l.replace(/\t+/g, " ")))
    .filter(Boolean);
}

/** The lines with each multi-paragraph table row laid out again by cell, matched in document order. */
export function regridTableRows(lines: Line[], rows: TableRow[]): Line[] {
  if (!rows.length) return lines;
  const out: Line[] = [];
  let i = 0;
  let r = 0;
  while (i < lines.length) {
    const row = rows[r];
    const want = row ? extractedLines(row) : [];
    const matches = row && want.every((t, k) => lines[i + k] && key(lines[i + k]!.segments.map((s) => s.text).join(" ")) === t);
    if (!row || !matches) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    const first = lines[i]!;
    if (row.layout) {
      // one cell's last paragraph and the next cell's first share a line as extracted: each is its own
      // line, in the column it was read in
      row
        .flatMap((cell) => cell.map((p, n) => ({ ...p, opens: n === 0 })))
        .forEach((p, k) =>
          out.push({
            ...makeLine([{ text: p.bullet ? `• ${p.text}` : p.text, x: 0, x2: 90, bold: false, size: 0, font: "" }], first.page, first.y + k),
            region: first.region,
            gapBefore: k === 0 ? first.gapBefore : 1,
            ...(p.opens && { cellStart: true }),
          }),
        );
      i += want.length;
      r++;
      continue;
    }
    const depth = Math.max(...row.map((c) => c.length));
    for (let k = 0; k < depth; k++) {
      const segments: Segment[] = row.flatMap((cell, c) => {
        const p = cell[k];
        return p ? [{ text: p.bullet ? `• ${p.text}` : p.text, x: c * 100, x2: c * 100 + 90, bold: false, size: 0, font: "" }] : [];
      });
      const line = makeLine(segments, first.page, first.y + k);
      out.push({ ...line, region: first.region, gapBefore: k === 0 ? first.gapBefore : 1 });
    }
    i += want.length;
    r++;
  }
  return out;
}

/** A cell holding a section's title in capitals, of a few words: "SKILLS", "WORK EXPERIENCE:". */
const isTitleCell = (s: Segment) => !/\p{Ll}/u.test(s.text) && s.text.trim().split(/\s+/).length <= 4 && !!headingKind(s.text.trim().replace(/[:：]\s*$/, ""));
/** Cells that go on as a list: "English, Swahili, French". */
const isList = (segments: Segment[]) => /,.*,/.test(segments.map((s) => s.text).join(" "));

/**
 * Section titles in a left column of their own (a table's first cell) share their row with the
 * section's first line, "PROFILE ‖ Nurse with ten years …", "SKILLS ‖ Excel · SAP": the title goes
 * on a line of its own over the rest. A row going on with a list ("LANGUAGES ‖ English, French") is
 * a label in a skills table, unless another row's title cell shows the document titles its sections so.
 */
export function splitTitleCells(lines: Line[]): Line[] {
  const titled = (l: Line) => l.segments.length > 1 && isTitleCell(l.segments[0]!);
  const titlesInColumn = lines.some((l) => titled(l) && !isList(l.segments.slice(1)));
  return lines.flatMap((l) => {
    if (!titled(l) || (isList(l.segments.slice(1)) && !titlesInColumn)) return [l];
    const [first, ...rest] = l.segments;
    return [
      { ...makeLine([first!], l.page, l.y - 0.01), region: l.region, ...(l.cellStart && { cellStart: true }) },
      { ...makeLine(rest, l.page, l.y), region: l.region },
    ];
  });
}
