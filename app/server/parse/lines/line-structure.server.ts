/**
 * Reading-order decisions made on whole lines (after buildLines): whether a free strip on the
 * right is a second column or only the right-aligned details of one, and a sidebar's name set
 * large over two lines.
 */
import type { Line } from "../types.server.ts";

/**
 * A name set large and stacked in a narrow sidebar ("Léa" / "Fontaine"): the document's first two
 * lines, alike in size and style, much bigger than the text, a word or two each, become one line.
 */
export function joinStackedName(lines: Line[]): Line[] {
  const [a, b] = lines;
  if (!a || !b || a.page !== b.page || a.segments.length !== 1 || b.segments.length !== 1) return lines;
  const sizes = lines.map((l) => l.size).sort((x, y) => x - y);
  const body = sizes[sizes.length >> 1] ?? 0;
  const nameLike = (l: Line) => /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?$/u.test(l.text.trim());
  const stacked = Math.abs(a.x - b.x) < 3 && Math.abs(a.size - b.size) < 0.5 && a.bold === b.bold && b.y - a.y > 0 && b.y - a.y < 1.8 * a.size;
  if (!stacked || body <= 0 || a.size < 1.5 * body || !nameLike(a) || !nameLike(b)) return lines;
  const text = `${a.text.trim()} ${b.text.trim()}`;
  const joined: Line = { ...a, text, segments: [{ ...a.segments[0]!, text, x2: Math.max(a.segments[0]!.x2, b.segments[0]!.x2) }] };
  return [joined, ...lines.slice(2)];
}

/**
 * The right "column" only holds short runs (dates, locations) printed on the rows of left-hand
 * lines: right-aligned details of single-column entries ("Acme Inc. ‖ Austin, TX",
 * "Engineer ‖ Jan 2024 – Present"), not a second column.
 */
export function isRightAlignedDetails(leftLines: Line[], rightLines: Line[], isHeading: (l: Line) => boolean): boolean {
  if (!rightLines.length || rightLines.some(isHeading)) return false;
  const short = rightLines.filter((l) => l.segments.length === 1 && l.text.trim().split(/\s+/).length <= 5).length;
  const beside = rightLines.filter((r) => leftLines.some((l) => l.page === r.page && Math.abs(l.y - r.y) <= 0.5 * Math.max(r.size || 10, 6))).length;
  // the left side is the page's body text, much wider than the details beside it
  const width = (ls: Line[]) => Math.max(...ls.map((l) => Math.max(...l.segments.map((sg) => sg.x2)))) - Math.min(...ls.map((l) => l.x));
  return short >= 0.9 * rightLines.length && beside >= 0.8 * rightLines.length && leftLines.length > 0 && width(leftLines) >= 2 * width(rightLines);
}
