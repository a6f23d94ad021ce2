/**
 * Section titles turned on their side in a band beside the page ("EXPERIENCE" read bottom to top):
 * pdf.js gives them as rotated runs, which the line builder skips. A turned run that names a
 * section becomes an upright title at the start of the rows it stands beside.
 */
import type { TextItem } from "../lines/layout.server.ts";
import { headingKind } from "../sections/headings.server.ts";

/** A rotated run, in top-down page coordinates: it covers top..bottom at x. */
export interface TurnedRun {
  text: string;
  x: number;
  top: number;
  bottom: number;
  size: number;
  font: string;
  bold: boolean;
}

/** The run a quarter-turned text item covers, from its baseline origin and its advance along the turn. */
export function turnedRun(text: string, x: number, y: number, width: number, b: number, size: number, font: string, bold: boolean): TurnedRun {
  // turned anticlockwise (b > 0) the text climbs up the page from its origin; clockwise it runs down
  const end = b > 0 ? y - width : y + width;
  return { text, x, top: Math.min(y, end), bottom: Math.max(y, end), size, font, bold };
}

/**
 * The upright items with each turned section title added as an item of its own, just above the
 * first row of its section: the row after the widest gap between the previous title's middle and
 * this title's end (a turned title is often centred on its rows, so its own top may fall inside
 * them).
 */
export function placeTurnedTitles(items: TextItem[], turned: TurnedRun[]): TextItem[] {
  const titles = turned.filter((t) => t.text.trim().length >= 3 && headingKind(t.text.trim(), false) !== null).sort((a, b) => a.top - b.top);
  if (titles.length === 0 || items.length === 0) return items;
  const rows = [...new Set(items.map((i) => Math.round(i.y)))].sort((a, b) => a - b).filter((y, k, all) => k === 0 || y - all[k - 1]! > 2);
  const left = Math.min(...items.map((i) => i.x));
  const added: TextItem[] = [];
  let from = -Infinity;
  let lastRow = -Infinity;
  for (const t of titles) {
    let best = -1;
    let bestGap = -1;
    rows.forEach((y, k) => {
      if (y <= from || y > t.bottom || y <= lastRow) return;
      const gap = k === 0 ? 0 : y - rows[k - 1]!;
      if (gap >= bestGap) [best, bestGap] = [k, gap];
    });
    if (best < 0) continue;
    const row = rows[best]!;
    const above = best > 0 ? rows[best - 1]! : row - 2 * t.size;
    added.push({ text: t.text.trim(), x: left, y: (above + row) / 2, w: 0.6 * t.size * t.text.trim().length, size: t.size, font: t.font, bold: t.bold });
    from = (t.top + t.bottom) / 2;
    lastRow = row;
  }
  return [...items, ...added];
}
