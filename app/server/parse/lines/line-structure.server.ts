/**
 * Reading-order decisions made on whole lines (after buildLines): whether a free strip on the
 * right is a second column or only the right-aligned details of one, and a sidebar's name set
 * large over two lines.
 */
import type { Line } from "../types.server.ts";
import { isDateOnly, isPresent } from "../fields/dates.server.ts";
import { parsePlace } from "../fields/locations.server.ts";

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
 * "Engineer ‖ Jan 2024 – Present"), not a second column. Lines above the first section title (the
 * contact block beside the name) do not count.
 */
export function isRightAlignedDetails(leftLines: Line[], rightLines: Line[], isHeading: (l: Line) => boolean): boolean {
  if (rightLines.some(isHeading)) return false;
  // contact lines stacked at the top right beside the name belong to the page's header block
  const titles = leftLines.filter(isHeading).map((l) => l.y);
  const firstTitle = titles.length ? Math.min(...titles) : -Infinity;
  const body = rightLines.filter((r) => !(r.y < firstTitle - 1));
  if (!body.length) return false;
  // (a table's last cells or a skills grid's, a few short runs on the row of its first cells, are short too)
  const fewWords = (t: string) => t.trim().split(/\s+/).length <= 5;
  const short = body.filter((l) => l.segments.length <= 3 && l.segments.every((sg) => fewWords(sg.text))).length;
  const beside = body.filter((r) => leftLines.some((l) => l.page === r.page && Math.abs(l.y - r.y) <= 0.5 * Math.max(r.size || 10, 6))).length;
  // the left side is the page's body text, much wider than the details beside it
  const width = (ls: Line[]) => Math.max(...ls.map((l) => Math.max(...l.segments.map((sg) => sg.x2)))) - Math.min(...ls.map((l) => l.x));
  // (when the runs are mostly dates and places, or every one of five or more sits on a left line's
  // row, as a skills grid's last cells and the entries' dates do, entries with short lines are wide enough)
  const datesAndPlaces = body.filter((l) => isDateOnly(l.text) || isPresent(l.text) || parsePlace(l.text.trim()) !== null).length;
  const allBeside = beside === body.length && body.length >= 5;
  const widthRatio = (datesAndPlaces >= 0.7 * body.length && body.length >= 3) || allBeside ? 1.4 : 2;
  return short >= 0.9 * body.length && beside >= 0.8 * body.length && leftLines.length > 0 && width(leftLines) >= widthRatio * width(body);
}

/**
 * A column of labels set flush right against the gutter (Europass: "WORK EXPERIENCE", "Telephone",
 * "June 2017 to date"), each on the row of what it labels, two or more of them section titles,
 * while the content beside them has no title of its own: a margin to be read across its rows, not
 * a sidebar to be read before the main column.
 */
export function isLabelMargin(leftLines: Line[], rightLines: Line[], isHeading: (l: Line) => boolean): boolean {
  if (leftLines.length < 5 || rightLines.some(isHeading) || leftLines.filter(isHeading).length < 2) return false;
  const edge = Math.max(...leftLines.map((l) => Math.max(...l.segments.map((sg) => sg.x2))));
  const flushRight = leftLines.filter((l) => edge - Math.max(...l.segments.map((sg) => sg.x2)) <= 2).length;
  const short = leftLines.filter((l) => l.segments.length === 1 && l.text.trim().split(/\s+/).length <= 5).length;
  const ragged = new Set(leftLines.map((l) => Math.round(l.x / 3))).size;
  if (flushRight >= 0.8 * leftLines.length && short >= 0.9 * leftLines.length && ragged >= 0.5 * leftLines.length) return true;
  // the section titles may stand flush left in the margin while the labels under them are set
  // flush right against the gutter; a document title above the first section title is no label
  const from = leftLines.findIndex(isHeading);
  const below = leftLines.slice(from);
  const leftEdge = Math.min(...below.map((l) => l.x));
  // (a label reading like a title, "Languages", still stands away from the titles' left edge)
  const labels = below.filter((l) => !isHeading(l) || l.x > leftEdge + 20);
  if (labels.length < 5) return false;
  const rightEdge = (l: Line) => Math.max(...l.segments.map((sg) => sg.x2));
  const edges = new Map<number, number>();
  for (const l of labels) edges.set(Math.round(rightEdge(l)), (edges.get(Math.round(rightEdge(l))) ?? 0) + 1);
  const common = [...edges].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
  const flush = labels.filter((l) => Math.abs(rightEdge(l) - common) <= 2).length;
  const shortBelow = below.filter((l) => l.segments.length === 1 && l.text.trim().split(/\s+/).length <= 5).length;
  const raggedLabels = new Set(labels.map((l) => Math.round(l.x / 3))).size;
  return flush >= 0.8 * labels.length && shortBelow >= 0.9 * below.length && raggedLabels >= 0.5 * labels.length;
}

/**
 * Two section titles side by side on one row ("Professional Summary ‖ Skills"): the page runs in
 * two columns for a band, until a line starts left of the right title's x again in the left
 * title's place or runs across it. The band is read column by column: the left title and its
 * lines, then the right title and its lines.
 */
export function splitHeadingBands(lines: Line[], isHeading: (text: string) => boolean): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const [a, b] = l.segments;
    if (l.segments.length !== 2 || !isHeading(a!.text) || !isHeading(b!.text) || b!.x - a!.x2 < 20) {
      out.push(l);
      continue;
    }
    const splitX = b!.x - 2;
    const left: Line[] = [];
    const right: Line[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const m = lines[j]!;
      if (m.page !== l.page) break;
      // a segment running across the split, or the next title back at the left edge, ends the band
      if (m.segments.some((s) => s.x < splitX && s.x2 > splitX + 2)) break;
      if (m.segments.length === 1 && Math.abs(m.x - a!.x) < 3 && isHeading(m.text)) break;
      const ls = m.segments.filter((s) => s.x < splitX);
      const rs = m.segments.filter((s) => s.x >= splitX);
      if (ls.length) left.push(rowOf(m, ls));
      if (rs.length) right.push(rowOf(m, rs));
    }
    out.push(rowOf(l, [a!]), ...left, rowOf(l, [b!]), ...right);
    i = j - 1;
  }
  return out;
}

/** The same row holding only some of its segments. */
function rowOf(l: Line, segments: Line["segments"]): Line {
  return { ...l, segments, text: segments.map((s) => s.text).join("  "), x: segments[0]!.x, bold: segments.every((s) => s.bold) };
}

/**
 * A date range wrapped in its right-hand cell ("Sep 2011 – May" / "2015", "Dec 2022 —" /
 * "Current", "Oct 2013 to" / "Aug 2015", "Sep 2015" / "— May 2019") beside a title that wrapped
 * too: the two rows become one.
 * The left texts join only when the first filled its width up to the dates or ends in "," or "&"
 * (a wrapped title); otherwise the second row keeps its own left text.
 */
export function joinWrappedDateRows(lines: Line[], isDate: (t: string) => boolean, isRange: (t: string) => boolean): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]!;
    const b = lines[i + 1];
    const [la, ra] = a.segments;
    const [lb, rb] = b?.segments ?? [];
    if (
      !b ||
      a.segments.length !== 2 ||
      b.segments.length !== 2 ||
      b.page !== a.page ||
      b.y - a.y > 1.6 * (a.size || 10) ||
      (Math.abs(ra!.x2 - rb!.x2) > 4 && Math.abs(ra!.x - rb!.x) > 4)
    ) {
      out.push(a);
      continue;
    }
    const dates = `${ra!.text.trim()} ${rb!.text.trim()}`;
    // the first cell is no date alone ("Sep 2011 – May"), or the range breaks at its dash
    const broken = !isDate(ra!.text.trim()) || /(?:[-–—]|\bto)$/i.test(ra!.text.trim()) || /^(?:[-–—]|to\b)/i.test(rb!.text.trim());
    if (!broken || !isRange(dates)) {
      out.push(a);
      continue;
    }
    const right = { ...ra!, text: dates, x2: Math.max(ra!.x2, rb!.x2) };
    if (la!.x2 >= ra!.x - 80 || /[,&]$/.test(la!.text.trim())) {
      const left = { ...la!, text: `${la!.text.trim()} ${lb!.text.trim()}` };
      out.push({ ...a, segments: [left, right], text: `${left.text}  ${right.text}` });
    } else {
      out.push({ ...a, segments: [la!, right], text: `${la!.text}  ${right.text}` }, { ...b, segments: [lb!], text: lb!.text });
    }
    i++;
  }
  return out;
}
