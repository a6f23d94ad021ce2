/**
 * Sections set side by side in one band of an otherwise single-column page: "Summary" on the left
 * with "Skills" beside it, then full-width sections below. No gutter runs down the whole page, so
 * rows read across would interleave the two sections line by line. A band opens where a section
 * title starts the right-hand part of a row; it runs down while no text crosses the title's left
 * edge, and ends at the right-hand part's last row. Its left part is read first, then its right.
 */
import type { TextItem } from "./layout.server.ts";

/** Two items closer than this (in points, as a share of the type size) are on one row. */
const ROW_TOLERANCE = 0.5;
/** Leeway for the gutter's edge (kerning, italic overhang). */
const EDGE = 2;

function rowsOf(items: TextItem[]): TextItem[][] {
  const rows: TextItem[][] = [];
  for (const item of [...items].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows[rows.length - 1];
    if (row && item.y - row[0]!.y <= ROW_TOLERANCE * Math.max(item.size || 10, 6)) row.push(item);
    else rows.push([item]);
  }
  return rows;
}

const crosses = (item: TextItem, edge: number) => item.x < edge - EDGE && item.x + item.w > edge + EDGE;

/** A title's column may start a little left of the title itself (a border or padding before it). */
const TITLE_INSET = 15;

/**
 * The left edge of the right-hand part a section title opens on this row: the title stands alone
 * there (a label followed by its values, "Tools: AWS", is not a title) and nothing crosses it.
 */
function rightTitleEdge(row: TextItem[], pageWidth: number, isSectionTitle: (text: string) => boolean, isDates?: (text: string) => boolean): number | null {
  // a title centred on the page heads the full width below it (Harvard's plain resume), not a right-hand part
  const centred = (item: TextItem) => Math.abs(item.x + item.w / 2 - pageWidth / 2) <= 0.03 * pageWidth;
  const title = row.find((item) => item.x >= 0.3 * pageWidth && !centred(item) && isSectionTitle(item.text.trim()));
  if (!title) return isDates ? cardEdge(row, pageWidth, isDates) : null;
  const edge = title.x - TITLE_INSET;
  const alone = row.every((other) => other === title || other.x + other.w < edge);
  return alone && !row.some((other) => crosses(other, edge)) ? edge : null;
}

/**
 * Two job cards side by side ("Baker  2021 – Present  ‖  Cook  2018 – 2021"): a row whose right-hand
 * part opens with a title followed by its dates, the left part ending in dates of its own. The right
 * card's left edge is the gutter.
 */
function cardEdge(row: TextItem[], pageWidth: number, isDates: (text: string) => boolean): number | null {
  const sorted = [...row].sort((a, b) => a.x - b.x);
  const dated = (item: TextItem) => isDates(item.text.trim());
  // (a title may come in pieces where a ligature was drawn apart: "Port O" ‖ "ffi" ‖ "cer")
  if (sorted.length < 4 || !dated(sorted.at(-1)!) || sorted.filter(dated).length !== 2) return null;
  for (let i = 1; i + 1 < sorted.length; i++) {
    const [before, title] = [sorted[i - 1]!, sorted[i]!];
    if (title.x < 0.3 * pageWidth || dated(title) || !dated(before)) continue;
    const edge = title.x - EDGE;
    return row.some((other) => crosses(other, edge)) ? null : edge;
  }
  return null;
}

/**
 * The page's items in reading order as groups, each to be read on its own (rows within a group are
 * read across); null when the page has no side-by-side band.
 */
export function sideBySideGroups(
  items: TextItem[],
  pageWidth: number,
  isSectionTitle: (text: string) => boolean,
  isDates?: (text: string) => boolean,
): TextItem[][] | null {
  const rows = rowsOf(items.filter((i) => !i.icon && i.text.trim()));
  const groups: TextItem[][] = [];
  let pending: TextItem[] = [];
  let found = false;
  for (let r = 0; r < rows.length; r++) {
    const edge = rightTitleEdge(rows[r]!, pageWidth, isSectionTitle, isDates);
    if (edge === null) {
      pending.push(...rows[r]!);
      continue;
    }
    // the band: from the title's row down to the last row whose right-hand part still has text
    // it ends where text crosses the gutter or a section title opens on the left (full width again)
    let end = r;
    let lastRight = r;
    const ends = (row: TextItem[]) => row.some((i) => crosses(i, edge) || (i.x + i.w < edge && isSectionTitle(i.text.trim())));
    while (end + 1 < rows.length && !ends(rows[end + 1]!)) {
      end++;
      if (rows[end]!.some((i) => i.x >= edge - EDGE)) lastRight = end;
    }
    const band = rows.slice(r, lastRight + 1).flat();
    const right = band.filter((i) => i.x >= edge - EDGE);
    const left = band.filter((i) => i.x < edge - EDGE);
    // two sections: each side has lines of its own (a lone title at the right is not a band)
    if (rowsOf(right).length < 2 || rowsOf(left).length < 2) {
      pending.push(...rows[r]!);
      continue;
    }
    found = true;
    groups.push(pending, left, right);
    pending = [];
    r = lastRight;
  }
  groups.push(pending);
  // icons keep their place: each joins the group of the text nearest on its row
  return found ? groups.filter((g) => g.length > 0).map((g) => withIcons(g, items)) : null;
}

function withIcons(group: TextItem[], all: TextItem[]): TextItem[] {
  const icons = all.filter(
    (i) =>
      (i.icon || !i.text.trim()) && group.some((t) => Math.abs(t.y - i.y) <= ROW_TOLERANCE * Math.max(t.size || 10, 6) && Math.abs(t.x - (i.x + i.w)) < 20),
  );
  return [...group, ...icons];
}
