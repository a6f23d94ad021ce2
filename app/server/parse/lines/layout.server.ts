/**
 * lines/: PDF text runs and Word paragraphs both become Line objects (text, segments, bold, size,
 * position), because headings, entry headers and columns are told apart by layout, not by words
 * alone; the stages after this one read only lines.
 *
 * Layout analysis of positioned text runs (PDF): grouping runs into lines and segments,
 * finding a two-column / sidebar gutter, and putting a moderncv-style date margin back
 * on the line it belongs to. Pure functions, unit-tested on synthetic items.
 */
import type { Line, Segment } from "../types.server.ts";
import { isDateOnly, isOpenRangeStart, isPresent } from "../fields/dates.server.ts";
import { isBulletCharacter } from "../../../lib/text/bullets.ts";

export interface TextItem {
  text: string;
  x: number;
  /** baseline, measured from the top of the page */
  y: number;
  w: number;
  size: number;
  font: string;
  bold: boolean;
  /** glyphs from an icon font: not text, but they separate segments */
  icon?: boolean;
  /** drawn after a single space as wide as several: a piece of its own */
  spaced?: boolean;
}

/** Where a row is cut in two whatever its gap: at x, on rows whose baseline is at fromY or below. */
export interface GutterBreak {
  x: number;
  fromY: number;
}

export function isBoldFont(name: string): boolean {
  const n = name.replace(/^[A-Z]{6}\+/, "");
  return /-bd\b|bx(?![a-z])|-b$|[a-z]B$/.test(n) || (/bold|black|heavy|semibold|demi|bx\d*$/i.test(n) && !/book$/i.test(n));
}

/** A fixed-pitch font (Courier, a "Mono" face): its word space is a whole letter cell wide. */
export function isMonospacedFont(name: string): boolean {
  return /courier|mono\b|mono[-_ ]?|consol|menlo|typewriter|inconsolata|\bcode\b/i.test(name.replace(/^[A-Z]{6}\+/, ""));
}

export function isIconFont(name: string): boolean {
  return /fontawesome|awesome|icons?\b|simpleicons|academicons|marvosym|wingding|dingbat|webdings|material|glyph|ionicons|feather|typicons|entypo|fontello|symbolsnerd|nerd ?font|octicons/i.test(
    name,
  );
}

/**
 * Groups items into lines by baseline, then splits each line into segments at wide gaps, and at
 * `breakAt` (the middle of a known gutter, on rows below a given baseline) however narrow the gap there.
 */
/** A piece that is a date range and nothing else: "Mar. 2016 - Present", "2014 – 2018". */
const DATE_RANGE_RUN_RE = /^(?:\p{L}{3,9}\.?\s+)?\d{4}\s*[-–—]\s*(?:(?:\p{L}{3,9}\.?\s+)?\d{4}|present|current|now|today)$/iu;

export function buildLines(items: TextItem[], page: number, breakAt?: GutterBreak): Line[] {
  const sorted = items.filter((it) => it.icon || it.text.trim() !== "").sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: TextItem[][] = [];
  let cur: TextItem[] = [];
  let curY = -1e9;
  let curSize = 0;
  for (const it of sorted) {
    const tol = Math.max(1.5, 0.45 * Math.min(it.size || 10, curSize || 10));
    if (cur.length && Math.abs(it.y - curY) <= tol) {
      cur.push(it);
      // keep the row baseline at its dominant (largest) text
      if (!it.icon && it.size > curSize) {
        curSize = it.size;
        curY = it.y;
      }
    } else {
      if (cur.length) rows.push(cur);
      cur = [it];
      curY = it.y;
      curSize = it.icon ? 0 : it.size;
    }
  }
  if (cur.length) rows.push(cur);
  // a small right-aligned run (a tag, a date) printed a little above or below its line's baseline
  for (let i = rows.length - 2; i >= 0; i--) {
    const a = rows[i]!,
      b = rows[i + 1]!;
    const ya = Math.max(...a.map((t) => t.y)),
      yb = Math.min(...b.map((t) => t.y));
    const size = Math.max(...a.map((t) => t.size || 0), ...b.map((t) => t.size || 0), 6);
    if (yb - ya > 0.62 * size) continue;
    const ext = (r: TextItem[]) => [Math.min(...r.map((t) => t.x)), Math.max(...r.map((t) => t.x + t.w))] as const;
    const [a0, a1] = ext(a),
      [b0, b1] = ext(b);
    if (a1 <= b0 - 4 || b1 <= a0 - 4) {
      rows[i] = [...a, ...b];
      rows.splice(i + 1, 1);
    }
  }

  const lines: Line[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    // justified text (few words stretched over the line): equal wide gaps are word spaces
    const words = row.filter((r) => !r.icon);
    const wide = words
      .slice(1)
      .map((r, k) => r.x - (words[k]!.x + words[k]!.w))
      .filter((g, k) => g > 0.95 * Math.max(words[k + 1]!.size || 10, 6));
    let justified = false;
    if (wide.length >= 3 && words.length === row.length && words.every((r) => !/\S\s+\S/.test(r.text.trim()) && !/[|•·@]/.test(r.text))) {
      const sorted = [...wide].sort((a, b) => a - b);
      const med = sorted[sorted.length >> 1]!;
      justified = sorted[0]! > 0.6 * med && sorted[sorted.length - 1]! < 1.5 * med && med < 4 * (words[0]!.size || 10);
    }
    const chips = isRowOfChips(words);
    const wordByWord = drawnWordByWord(words);
    const segs: Segment[] = [];
    let seg: (Segment & { chars: number; boldChars: number; fonts: Map<string, number> }) | null = null;
    let prev: TextItem | null = null;
    let forceBreak = false;
    for (const it of row) {
      if (it.icon && !isBulletCharacter(it.text)) {
        forceBreak = true;
        continue;
      }
      const size = it.size || 10;
      const text = closeLetterSpacing(it.text).replace(/\s+/g, " ");
      if (seg && prev) {
        const gap = it.x - (prev.x + prev.w);
        // (small caps go on in the small size after a word space: "H" "ANÁCKÉ" " " "S" "TROJÍRNY" is one name)
        const prevSize = prev.size || size;
        const sizeJump = Math.abs(size - seg.size) > 0.25 * Math.max(size, seg.size) && Math.abs(size - prevSize) > 0.25 * Math.max(size, prevSize);
        // small caps ("S" then "UMMARY" a size smaller, letter-spaced): a size change inside a word
        const sameWord = /\p{L}$/u.test(prev.text) && /^\p{L}/u.test(text) && gap < 0.15 * Math.min(size, prev.size || size);
        const acrossGutter = !!breakAt && it.y >= breakAt.fromY && prev.x + prev.w / 2 < breakAt.x && it.x + it.w / 2 >= breakAt.x;
        const wideSpace = !justified && !!it.spaced && gap > 0.6 * size;
        if (
          forceBreak ||
          acrossGutter ||
          wideSpace ||
          (!justified && gap > 0.95 * Math.max(size, prev.size || 10)) ||
          (sizeJump && gap > 0.5 && !sameWord) ||
          chips ||
          // a date range run up to the text after it, no space between (a narrow dates column overflowing): two pieces
          (gap <= 0.12 * size && DATE_RANGE_RUN_RE.test(seg.text.trim()) && /^\p{Lu}\p{Ll}/u.test(text.trim()))
        ) {
          segs.push(seg);
          seg = null;
        } else {
          // (a row drawn a word a run: a run after a whole word is the next word, however close a
          // width measured a little wide has set it — "CONSERVATION" "TRUST")
          const nextWord = wordByWord && gap >= 0 && /\p{L}{2}$/u.test(prev.text) && /^\p{Lu}\p{L}/u.test(text);
          const needSpace = (gap > 0.12 * size || nextWord) && !seg.text.endsWith(" ") && !text.startsWith(" ");
          seg.text += (needSpace ? " " : "") + text;
          seg.x2 = Math.max(seg.x2, it.x + it.w);
          const n = text.trim().length;
          seg.chars += n;
          if (it.bold) seg.boldChars += n;
          seg.fonts.set(it.font, (seg.fonts.get(it.font) ?? 0) + n);
          if (size > seg.size) seg.size = size;
        }
      }
      if (!seg) {
        const n = text.trim().length;
        seg = { text, x: it.x, x2: it.x + it.w, bold: false, size, font: it.font, chars: n, boldChars: it.bold ? n : 0, fonts: new Map([[it.font, n]]) };
      }
      forceBreak = false;
      prev = it;
    }
    if (seg) segs.push(seg);
    const clean: Segment[] = [];
    for (const s of segs) {
      const t = s.text.replace(/\s+/g, " ").trim();
      if (!t) continue;
      const ext = s as Segment & { chars: number; boldChars: number; fonts: Map<string, number> };
      let font = s.font;
      let best = -1;
      for (const [f, n] of ext.fonts ?? [])
        if (n > best) {
          best = n;
          font = f;
        }
      clean.push({ text: t, x: s.x, x2: s.x2, bold: ext.chars > 0 && ext.boldChars / ext.chars >= 0.6, size: Math.round(s.size * 10) / 10, font });
    }
    if (!clean.length) continue;
    const y = row.find((r) => !r.icon)?.y ?? row[0]!.y;
    lines.push(makeLine(clean, page, y));
  }
  return lines;
}

/**
 * "J A N E   D O E": text set letter-spaced, its words set apart by wider gaps, is read as its words
 * ("JANE DOE"); where no wider gap tells the words apart it stays as it is.
 */
export function closeLetterSpacing(text: string): string {
  const words = text.trim().split(/\s{2,}/);
  if (words.length < 2 || !words.every((w) => /^\p{L}(?: \p{L})+$/u.test(w))) return text;
  // (the spaces round it stay: they part it from the text beside it)
  return text.replace(text.trim(), words.map((w) => w.replace(/ /g, "")).join(" "));
}

/**
 * A row drawn a word a run ("PACIFIC" "REEF" "HARBOUR"), as some producers set capitals: every run
 * one word of letters, and all the gaps between them but one a word space — the one left is a word
 * space too, only narrower for a width measured wide. A word drawn in pieces leaves several narrow gaps.
 */
function drawnWordByWord(items: TextItem[]): boolean {
  if (items.length < 4 || !items.every((it) => /^\p{L}[\p{L}'’.,-]*$/u.test(it.text.trim()) && it.text.trim().length >= 2)) return false;
  const size = items[0]!.size || 10;
  const gaps = items.slice(1).map((it, k) => it.x - (items[k]!.x + items[k]!.w));
  const spaces = gaps.filter((g) => g > 0.12 * size && g <= 0.95 * size).length;
  return spaces >= 3 && spaces === gaps.length - 1;
}

/**
 * A row of tag chips ("Crop rotation", "Soil testing", "Farm records") set a space's width apart:
 * three runs or more, each of a few words and several of more than one, with no space of their own
 * between them; each is a cell of its own, as chips set further apart are.
 */
function isRowOfChips(items: TextItem[]): boolean {
  if (items.length < 3 || items.filter((it) => /\S\s\S/.test(it.text.trim())).length < 2) return false;
  // (set alike, in words: no heading in the margin, no dates; a version may close one: "Yield Planner 3")
  const [first] = items;
  if (items.some((it) => it.size !== first!.size || it.font !== first!.font || /\d{2}/.test(it.text) || it.text.trim().split(/\s+/).length > 4)) return false;
  const gaps = items.slice(1).map((it, k) => it.x - (items[k]!.x + items[k]!.w));
  const size = first!.size || 10;
  // (equal gaps, each with no space of its own on either side)
  if (Math.min(...gaps) <= 0.12 * size || Math.max(...gaps) > 1.5 * Math.min(...gaps)) return false;
  return items.slice(1).every((it, k) => /\S$/.test(items[k]!.text) && /^\S/.test(it.text) && !/[,;:]$/.test(items[k]!.text));
}

export function makeLine(segments: Segment[], page: number, y: number): Line {
  let chars = 0,
    boldChars = 0,
    size = 0;
  const fonts = new Map<string, number>();
  for (const s of segments) {
    const n = s.text.length;
    chars += n;
    if (s.bold) boldChars += n;
    size = Math.max(size, s.size);
    fonts.set(s.font, (fonts.get(s.font) ?? 0) + n);
  }
  let font = "";
  let best = -1;
  for (const [f, n] of fonts)
    if (n > best) {
      best = n;
      font = f;
    }
  return {
    text: segments.map((s) => s.text).join("  "),
    segments,
    page,
    x: segments[0]!.x,
    y,
    size,
    bold: chars > 0 && boldChars / chars >= 0.6,
    font,
  };
}

interface Gutter {
  start: number;
  end: number;
}

/**
 * Finds a vertical gutter that splits the page into two columns of text, or null.
 * Items crossing the gutter are allowed only near the top (a full-width name/contact header).
 */
export function findGutter(items: TextItem[], pageWidth: number): Gutter | null {
  // a page number centred under both columns ("Page 1 of 2") crosses the gutter but is no text of either
  const text = items.filter((i) => !i.icon && i.text.trim() && !isPageNumber(i.text));
  if (text.length < 12) return null;
  const ys = text.map((i) => i.y);
  const top = Math.min(...ys),
    bottom = Math.max(...ys);
  const height = bottom - top || 1;
  const lo = Math.floor(pageWidth * 0.18),
    hi = Math.ceil(pageWidth * 0.82);
  // strips no text crosses below the top, where a full-width header may span both columns; and
  // strips no text crosses at all (a short sidebar may end near the top of the page)
  // a strip between two words of one run is no gutter (a fixed-pitch font sets every row's
  // spaces in the same letter cells, which may line up down the page)
  const runs = wordRuns(text);
  const freeStrips = (skipTop: boolean, share = 0.22): Gutter[] => {
    const blocked = new Uint8Array(hi - lo + 1);
    for (const it of runs) {
      const a = Math.max(lo, Math.ceil(it.x + 0.5)),
        b = Math.min(hi, Math.floor(it.x + it.w - 0.5));
      if (b < a) continue;
      if (skipTop && it.y - top < share * height) continue;
      for (let x = a; x <= b; x++) blocked[x - lo] = 1;
    }
    const strips: Gutter[] = [];
    let runStart = -1;
    for (let i = 0; i <= blocked.length; i++) {
      const free = i < blocked.length && blocked[i] === 0;
      if (free && runStart < 0) runStart = i;
      if (!free && runStart >= 0) {
        if (i - runStart >= 6) strips.push({ start: lo + runStart, end: lo + i - 1 });
        runStart = -1;
      }
    }
    return strips;
  };
  const crossing = (g: Gutter) => runs.filter((i) => i.x < g.start - 1 && i.x + i.w > g.end + 1);
  // a taller full-width header (name, contacts, a profile line) over a short page: the strip counts
  // when everything crossing it lies above the right column's first line, a title of its own
  // ("SKILLS" over a sidebar, where right-aligned dates would open with a date)
  const underTallHeader = freeStrips(true, 0.45).filter((g) => {
    const across = crossing(g);
    const right = text.filter((i) => i.x >= g.end - 1);
    if (!across.length || !right.length) return false;
    const first = right.reduce((a, b) => (b.y < a.y ? b : a));
    const titled = (first.bold || /^[^\p{Ll}]+$/u.test(first.text.trim())) && /^\p{L}[\p{L}&/ ]{2,40}$/u.test(first.text.trim());
    return titled && Math.max(...across.map((i) => i.y)) < first.y;
  });
  const gutters = [...freeStrips(true), ...freeStrips(false), ...underTallHeader];
  let best: { g: Gutter; score: number } | null = null;
  for (const g of gutters) {
    // the top rows are left out of the count because a full-width header may cross the gutter
    // there; when nothing crosses it, they are already the columns (a short sidebar at the top of
    // a page beside a long main column)
    const across = crossing(g);
    const headerEnd = across.length ? Math.max(top + 0.22 * height, ...(underTallHeader.includes(g) ? across.map((i) => i.y + 0.5) : [])) : -Infinity;
    const below = (i: TextItem) => i.y >= headerEnd;
    const left = text.filter((i) => i.x + i.w <= g.start + 1 && below(i));
    const right = text.filter((i) => i.x >= g.end - 1 && below(i));
    const rowsOf = (arr: TextItem[]) => new Set(arr.map((i) => Math.round(i.y / 3))).size;
    const lr = rowsOf(left),
      rr = rowsOf(right);
    if (lr < 5 || rr < 5) continue;
    const span = (arr: TextItem[]) => [Math.min(...arr.map((i) => i.y)), Math.max(...arr.map((i) => i.y))] as const;
    const [l0, l1] = span(left),
      [r0, r1] = span(right);
    const overlap = Math.min(l1, r1) - Math.max(l0, r0);
    if (overlap < 0.4 * Math.min(l1 - l0, r1 - r0)) continue;
    const chars = (arr: TextItem[]) => arr.reduce((n, i) => n + i.text.length, 0);
    const lc = chars(left),
      rc = chars(right);
    const total = lc + rc;
    if (lc < 0.06 * total || rc < 0.06 * total) continue;
    const score = Math.min(lr, rr) + (g.end - g.start) / 10;
    if (!best || score > best.score) best = { g, score };
  }
  return best ? best.g : null;
}

/** b goes on a's text on its row, no further than a word space after it (a word drawn in pieces, the next word). */
function followsWithinWordSpace(a: TextItem, b: TextItem): boolean {
  const size = Math.max(a.size || 10, b.size || 10);
  const gap = b.x - (a.x + a.w);
  // a fixed-pitch font's space is a letter cell (0.6 em), so its words stand further apart
  const space = isMonospacedFont(a.font) && isMonospacedFont(b.font) ? 0.8 : 0.4;
  return Math.abs(b.y - a.y) <= 0.2 * size && gap >= -0.2 * size && gap <= space * size;
}

/**
 * Items joined into the runs of text they print: a producer may draw a line word by word or in
 * pieces cut mid-word, so a large name running across a gutter reaches it as pieces on each side.
 */
function wordRuns(items: TextItem[]): TextItem[] {
  const runs: TextItem[] = [];
  for (const it of [...items].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const run = runs.find((r) => followsWithinWordSpace(r, it));
    if (run) run.w = Math.max(run.w, it.x + it.w - run.x);
    else runs.push({ ...it });
  }
  return runs;
}

/** A page number on its own: "Page 1 of 2", "1 / 2", "- 3 -", "Page 2". */
export function isPageNumber(text: string): boolean {
  return /^(?:page\s*)?\d{1,3}\s*(?:\/|of)\s*\d{1,3}$|^[-–]?\s*\d{1,3}\s*[-–]?$|^page\s+\d{1,3}$/i.test(text.trim());
}

/** The left column only holds dates / short labels (moderncv style date margin): not a real column. */
export function isDateMargin(leftLines: Line[], pageWidth: number, isHeading: (l: Line) => boolean): boolean {
  if (!leftLines.length) return false;
  const width = Math.max(...leftLines.map((l) => Math.max(...l.segments.map((s) => s.x2)))) - Math.min(...leftLines.map((l) => l.x));
  if (width > 0.3 * pageWidth) return false;
  if (leftLines.some(isHeading)) return false;
  let dates = 0,
    short = 0;
  for (const l of leftLines) {
    const t = l.text.trim();
    if (isDateOnly(t) || isOpenRangeStart(t) || isPresent(t)) dates++;
    else if (t.split(/\s+/).length <= 3) short++;
  }
  return dates >= 0.4 * leftLines.length && (dates + short) / leftLines.length >= 0.7;
}

/** Moderncv prints "June 2022 –" / "Present" on two margin lines: put the end back on the first line. */
export function mergeDateContinuations(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    if (prev && l.segments.length === 1 && prev.page === l.page && l.y - prev.y < 2.5 * (l.size || 10)) {
      const first = prev.segments[0]!;
      const t = l.text.trim();
      if (isOpenRangeStart(first.text) && Math.abs(l.x - first.x) < 4 && (isPresent(t) || isDateOnly(t))) {
        const segs = [{ ...first, text: `${first.text} ${t}` }, ...prev.segments.slice(1)];
        out[out.length - 1] = { ...makeLine(segs, prev.page, prev.y), gapBefore: prev.gapBefore };
        continue;
      }
    }
    out.push(l);
  }
  return out;
}

/** Orders a page's items: full-width header first, then left column, then right column. */
export function splitColumns(items: TextItem[], g: Gutter): { header: TextItem[]; left: TextItem[]; right: TextItem[] } {
  const header: TextItem[] = [],
    left: TextItem[] = [],
    right: TextItem[] = [];
  const crossing = wordRuns(items.filter((i) => !i.icon && i.text.trim())).filter((i) => i.x < g.start - 1 && i.x + i.w > g.end + 1);
  let headerBottom = crossing.length ? Math.max(...crossing.map((i) => i.y + 0.4 * (i.size || 10))) : -Infinity;
  // the top block (name, contacts) above the first wide vertical gap, when it spans both sides
  const ys = [...new Set(items.filter((i) => !i.icon && i.text.trim()).map((i) => Math.round(i.y)))].sort((a, b) => a - b);
  if (ys.length > 4) {
    const gaps = ys
      .slice(1)
      .map((y, k) => y - ys[k]!)
      .filter((g) => g > 2);
    const med = [...gaps].sort((a, b) => a - b)[gaps.length >> 1] ?? 12;
    const limit = ys[0]! + 0.3 * (ys[ys.length - 1]! - ys[0]!);
    for (let k = 1; k < ys.length && ys[k]! <= limit; k++) {
      if (ys[k]! - ys[k - 1]! > Math.max(2.2 * med, 18)) {
        const top = items.filter((i) => i.y <= ys[k - 1]! + 1);
        const mid = (g.start + g.end) / 2;
        if (top.some((i) => i.x + i.w / 2 < mid) && top.some((i) => i.x + i.w / 2 >= mid)) headerBottom = Math.max(headerBottom, ys[k - 1]! + 1);
        break;
      }
    }
  }
  for (const it of items) {
    if (it.y <= headerBottom) header.push(it);
    else if (it.x + it.w / 2 < (g.start + g.end) / 2) left.push(it);
    else right.push(it);
  }
  return { header, left, right };
}

/**
 * A left margin column of dates (moderncv, RenderCV): items that end before the dominant left
 * edge of the text. Returns that edge, or null when the page has no such margin.
 */
export function findDateMarginEdge(items: TextItem[]): number | null {
  const text = items.filter((i) => !i.icon && i.text.trim());
  if (text.length < 10) return null;
  const counts = new Map<number, number>();
  for (const it of text) counts.set(Math.round(it.x), (counts.get(Math.round(it.x)) ?? 0) + 1);
  let edge = 0,
    best = 0;
  for (const [x, n] of counts)
    if (n > best || (n === best && x < edge)) {
      best = n;
      edge = x;
    }
  const margin = text.filter((i) => i.x + i.w <= edge - 1);
  if (margin.length < 2) return null;
  const lines = buildLines(margin, 0);
  const dateish = lines.filter((l) => {
    const t = l.text.trim();
    return isDateOnly(t) || isOpenRangeStart(t) || isPresent(t);
  }).length;
  return dateish >= 2 && dateish >= 0.5 * lines.length ? edge : null;
}

/**
 * Builds lines for a column whose dates sit in a left margin: each margin line joins the text line
 * beside it. `breakAt`: see buildLines.
 */
export function buildLinesWithMargin(items: TextItem[], page: number, breakAt?: GutterBreak): Line[] {
  const edge = findDateMarginEdge(items);
  if (edge === null) return mergeDateContinuations(buildLines(items, page, breakAt));
  const mainItems = items.filter((i) => !(i.x + i.w <= edge - 1));
  let marginItems = items.filter((i) => i.x + i.w <= edge - 1);
  // a word followed a word space later by text of the main column on its row is no margin: the
  // header's large name ("Maria ‖ Delgado Ruiz") may begin left of the text's edge
  for (let moved = true; moved;) {
    const inLine = marginItems.filter((m) => mainItems.some((o) => followsWithinWordSpace(m, o)));
    moved = inLine.length > 0;
    mainItems.push(...inLine);
    marginItems = marginItems.filter((m) => !inLine.includes(m));
  }
  // margin lines: join "June 2022 –" with "Present" below it
  const margin: Line[] = [];
  for (const l of buildLines(marginItems, page)) {
    const prev = margin[margin.length - 1];
    const t = l.text.trim();
    if (prev && isOpenRangeStart(prev.text) && (isPresent(t) || isDateOnly(t)) && l.y - prev.y < 2.5 * (l.size || 10)) {
      margin[margin.length - 1] = makeLine([{ ...prev.segments[0]!, text: `${prev.text.trim()} ${t}` }], page, prev.y);
      continue;
    }
    margin.push(l);
  }
  const main = buildLines(mainItems, page);
  const out = [...main];
  for (const m of margin) {
    let bestI = -1,
      bestD = Infinity;
    main.forEach((l, i) => {
      const d = Math.abs(l.y - m.y);
      if (d < bestD) {
        bestD = d;
        bestI = i;
      }
    });
    const tol = 0.6 * Math.max(m.size || 10, 6);
    if (bestI >= 0 && bestD <= tol) {
      const target = out[bestI]!;
      out[bestI] = makeLine([...m.segments, ...target.segments], page, target.y);
    } else {
      out.push(m);
    }
  }
  return out.sort((a, b) => a.y - b.y || a.x - b.x);
}
