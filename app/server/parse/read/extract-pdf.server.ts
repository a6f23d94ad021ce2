/**
 * PDF text with layout through pdf-parse's pdf.js: positioned text runs with font names
 * (bold from the font name), grouped into lines and segments, read column by column when a
 * page has a sidebar / two columns, plus link annotations (LinkedIn / GitHub icons).
 */
import { PDFParse } from "pdf-parse";
import type { ExtractedDocument, Line, LinkAnnotation, Segment } from "../types.server.ts";
import { ParseError, PARSE_MESSAGES } from "../errors.server.ts";
import {
  buildLines,
  buildLinesWithMargin,
  findGutter,
  isBoldFont,
  isDateMargin,
  isIconFont,
  isPageNumber,
  makeLine,
  type GutterBreak,
  splitColumns,
  type TextItem,
} from "../lines/layout.server.ts";
import { isLabelMargin, isRightAlignedDetails, joinStackedName, joinWrappedDateRows, splitHeadingBands } from "../lines/line-structure.server.ts";
import { findDateRange, isDateOnly } from "../fields/dates.server.ts";
import { headingKind, looksLikeHeading, squashedLetterSpacing } from "../sections/headings.server.ts";
import { sideBySideGroups } from "../lines/side-by-side.server.ts";
import { placeTurnedTitles, turnedRun, type TurnedRun } from "./turned-titles.server.ts";

/** A resume is never longer than this; a 5000-page PDF is read only this far. */
export const MAX_PDF_PAGES = 10;

function hasEncryptMarker(bytes: Uint8Array): boolean {
  const s = new TextDecoder("latin1").decode(bytes.subarray(Math.max(0, bytes.length - 4096)));
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, Math.min(bytes.length, 1 << 20)));
  return s.includes("/Encrypt") || head.includes("/Encrypt");
}

export async function extractPdf(bytes: Uint8Array): Promise<ExtractedDocument> {
  const parser = new PDFParse({
    data: new Uint8Array(bytes), // pdf.js takes ownership of (detaches) the buffer
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  } as ConstructorParameters<typeof PDFParse>[0]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pdf.js's document proxy, which pdf-parse does not type
  let doc: any;
  try {
    // PDFParse.load() (typed private) hands out the pdf.js document it wraps: we need its pages'
    // positioned text runs, fonts and link annotations, which PDFParse's own getText() flattens
    doc = await (parser as unknown as { load(): Promise<unknown> }).load();
  } catch (e) {
    const name = (e as { name?: string })?.name ?? "";
    if (name === "PasswordException" || /password/i.test(String((e as Error)?.message))) throw new ParseError(422, PARSE_MESSAGES.encrypted);
    if (hasEncryptMarker(bytes)) throw new ParseError(422, PARSE_MESSAGES.encrypted);
    throw new ParseError(422, PARSE_MESSAGES.damaged);
  }
  try {
    const pages = Math.min(doc.numPages as number, MAX_PDF_PAGES);
    const lines: Line[] = [];
    const links: LinkAnnotation[] = [];
    let chars = 0;
    const heights = new Map<Line, number>();
    const fontCache = new Map<string, string>();
    const columns: ColumnsCarried = { gutter: null, firstColumnLines: 0, continues: false };
    let firstColumnEnd = -1;
    for (let p = 1; p <= pages; p++) {
      const page = await doc.getPage(p);
      const vp = page.getViewport({ scale: 1 });
      const pageHeight: number = vp.height;
      const pageWidth: number = vp.width;
      const tc = await page.getTextContent();
      // font names are only known after the operator list has loaded the fonts; that is the
      // costly part of reading a page, so it is skipped when every font of the page is known
      const keys = new Set((tc.items as Array<{ fontName?: string }>).map((i) => i.fontName ?? "").filter(Boolean));
      if ([...keys].some((k) => !fontCache.has(k))) {
        try {
          await page.getOperatorList();
        } catch {
          /* fonts stay unknown: no bold */
        }
      }
      const fontOf = (key: string): string => {
        let n = fontCache.get(key);
        if (n === undefined) {
          n = "";
          try {
            if (page.commonObjs.has(key)) n = String(page.commonObjs.get(key)?.name ?? "");
          } catch {
            /* unknown */
          }
          n = n.replace(/^[A-Z]{6}\+/, "");
          fontCache.set(key, n);
        }
        return n;
      };
      const items: TextItem[] = [];
      const turned: TurnedRun[] = [];
      // a space drawn as wide as several ("Oslo, Norway   +47 …"): what follows is a piece of its own
      let wideSpace: { x2: number; y: number } | null = null;
      for (const raw of tc.items as Array<{ str?: string; transform?: number[]; width?: number; fontName?: string }>) {
        if (typeof raw.str !== "string" || !raw.transform) continue;
        const [a, b, c, d, e, f] = raw.transform as [number, number, number, number, number, number];
        if (Math.abs(b) > 0.2 * Math.abs(a) || Math.abs(c) > 0.2 * Math.abs(d)) {
          // rotated text: only a quarter-turned section title is kept (placed upright below)
          if (Math.abs(a) < 0.1 * Math.abs(b) && Math.abs(d) < 0.1 * Math.abs(c) && raw.str.trim()) {
            const [tx, ty] = vp.convertToViewportPoint(e, f) as [number, number];
            const font = fontOf(raw.fontName ?? "");
            turned.push(turnedRun(raw.str, tx, ty, raw.width ?? 0, b, Math.hypot(a, b), font, isBoldFont(font)));
          }
          continue;
        }
        const size = Math.hypot(c, d) || Math.abs(a);
        const font = fontOf(raw.fontName ?? "");
        const text = raw.str.replace(/[\u00ad\u200b\ufeff]/g, "");
        if (!text.trim()) {
          // (wider too than the letters before it: a monospaced or letter-spaced line's spaces are wide throughout)
          const [sx, sy] = vp.convertToViewportPoint(e, f) as [number, number];
          const w = raw.width ?? 0;
          const before = items[items.length - 1];
          const letter = before ? before.w / Math.max(1, before.text.trim().length) : 0;
          wideSpace = text.length === 1 && w >= 0.75 * size && w > 1.5 * letter ? { x2: sx + w, y: sy } : null;
          continue;
        }
        chars += text.trim().length;
        // PDF user space → top-down page coordinates
        const [x, y] = vp.convertToViewportPoint(e, f) as [number, number];
        const spaced = !!wideSpace && Math.abs(wideSpace.y - y) < 1 && Math.abs(wideSpace.x2 - x) < 1;
        wideSpace = null;
        items.push({
          text,
          x,
          y,
          w: raw.width ?? 0,
          size,
          font,
          bold: isBoldFont(font),
          icon: isIconFont(font) || /^[\ue000-\uf8ff]+$/.test(text.trim()),
          ...(spaced && { spaced }),
        });
      }
      try {
        const annots = await page.getAnnotations({ intent: "display" });
        for (const an of annots as Array<{ subtype?: string; url?: string; unsafeUrl?: string; rect?: number[] }>) {
          if (an.subtype !== "Link") continue;
          const url = an.url ?? an.unsafeUrl;
          if (!url || typeof url !== "string") continue;
          links.push({ url, page: p, y: an.rect ? pageHeight - an.rect[3]! : 0 });
        }
      } catch {
        /* no links */
      }
      const ordered = orderPage(placeTurnedTitles(items, turned), pageWidth, p, columns);
      for (const l of ordered) heights.set(l, pageHeight);
      if (columns.continues && firstColumnEnd >= 0) {
        // the page goes on in the previous page's columns: its first column follows that page's first column
        const first = ordered.slice(0, columns.firstColumnLines);
        lines.splice(firstColumnEnd, 0, ...first);
        firstColumnEnd += first.length;
        lines.push(...ordered.slice(columns.firstColumnLines));
      } else {
        firstColumnEnd = columns.gutter ? lines.length + columns.firstColumnLines : -1;
        lines.push(...ordered);
      }
      page.cleanup();
    }
    if (chars < 15) throw new ParseError(422, PARSE_MESSAGES.scanned);
    return { kind: "pdf", lines: joinStackedName(dropPageFurniture(lines, heights)), links };
  } finally {
    try {
      await parser.destroy();
    } catch {
      /* ignore */
    }
  }
}

function withGaps(lines: Line[]): Line[] {
  for (let i = 0; i < lines.length; i++) {
    const prev = lines[i - 1];
    lines[i]!.gapBefore = prev && prev.page === lines[i]!.page ? lines[i]!.y - prev.y : 0;
  }
  return lines;
}

/**
 * Section titles printed in a left margin share their row with the first line of the section:
 * "EXPERIENCE ‖ Acme Corp ‖ 2019 – Present" becomes a heading line and the rest.
 * A row going on with a list ("Languages ‖ Python, Go, Rust") is usually a label in a skills
 * table, so it stays whole, unless its first part is set exactly like the page's clear section
 * titles ("SKILLS ‖ Technical: TypeScript, Go, SQL" on a page where "PROJECTS ‖ OpenInvoice" is one).
 */
export function splitMarginHeadings(lines: Line[]): Line[] {
  // a title spelled out letter by letter ("S K I L L S") counts as the words it spells
  const isTitle = (s: Segment) =>
    (s.bold || /^[^\p{Ll}]*$/u.test(s.text)) &&
    !!headingKind(s.text.replace(/[:：]\s*$/, "")) &&
    (s.text.split(/\s+/).length <= 4 || squashedLetterSpacing(s.text) !== null);
  const style = (s: Segment) => `${s.font}|${Math.round(s.size * 2) / 2}|${s.bold ? "B" : "b"}`;
  const isList = (segments: Segment[]) => /,.*,/.test(segments.map((r) => r.text).join(" "));
  // the look of the page's clear section titles: alone on their row, or beside a line that is no list
  const titleStyles = new Set(lines.filter((l) => isTitle(l.segments[0]!) && !isList(l.segments.slice(1))).map((l) => style(l.segments[0]!)));
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const [first, ...rest] = l.segments;
    // a margin title wrapped over two rows beside its first lines: "PERSONAL ‖ text" / "STATEMENT ‖ text"
    const wrapped = first && rest.length ? wrappedMarginTitle(l, lines[i + 1], isTitle) : null;
    if (wrapped) {
      const next = lines[i + 1]!;
      out.push({ ...makeLine([wrapped], l.page, l.y - 0.01), gapBefore: l.gapBefore });
      out.push({ ...makeLine(rest, l.page, l.y), gapBefore: 0 });
      if (next.segments.length > 1) out.push({ ...makeLine(next.segments.slice(1), next.page, next.y), gapBefore: next.gapBefore });
      i++;
      continue;
    }
    if (first && rest.length && isTitle(first) && (!isList(rest) || titleStyles.has(style(first)))) {
      out.push({ ...makeLine([first], l.page, l.y - 0.01), gapBefore: l.gapBefore });
      out.push({ ...makeLine(rest, l.page, l.y), gapBefore: 0 });
      continue;
    }
    out.push(l);
  }
  return out;
}

/** The title made of the first pieces of two rows, one under the other in the same type, when neither is a title alone. */
function wrappedMarginTitle(l: Line, next: Line | undefined, isTitle: (s: Segment) => boolean): Segment | null {
  const a = l.segments[0]!;
  const b = next?.segments[0];
  if (!b || next!.page !== l.page || isTitle(a) || Math.abs(a.x - b.x) > 2 || a.font !== b.font || Math.abs(a.size - b.size) > 0.5 || a.bold !== b.bold)
    return null;
  // the rows follow each other closely, and both pieces are short
  if (next!.y - l.y > 2 * (a.size || 10) || a.text.split(/\s+/).length > 3 || b.text.split(/\s+/).length > 3) return null;
  const joined = { ...a, text: `${a.text.trim()} ${b.text.trim()}`, x2: Math.max(a.x2, b.x2) };
  return isTitle(joined) ? joined : null;
}

type Gutter = NonNullable<ReturnType<typeof findGutter>>;

/**
 * Two columns running over several pages: the gutter of the page before (in), the page's own gutter
 * (out), how many of the page's lines are its header and first column, and whether that first
 * column goes on from the previous page's first column (to be read before the previous second column).
 */
export interface ColumnsCarried {
  gutter: Gutter | null;
  firstColumnLines: number;
  continues: boolean;
}

export function orderPage(
  items: TextItem[],
  pageWidth: number,
  page: number,
  columns: ColumnsCarried = { gutter: null, firstColumnLines: 0, continues: false },
): Line[] {
  const lines = splitHeadingBands(orderPageRaw(items, pageWidth, page, columns), (t) => headingKind(t.replace(/[:：]\s*$/, "")) !== null);
  const isRange = (t: string) => isDateOnly(t) && findDateRange(t)?.single === false;
  return splitMarginHeadings(joinWrappedDateRows(lines, isDateOnly, isRange));
}

/** No text of the page runs across the gutter (the page goes on in the same two columns). */
function gutterStillFree(items: TextItem[], g: Gutter): boolean {
  const text = items.filter((i) => !i.icon && i.text.trim());
  return text.length > 0 && text.every((i) => i.x + i.w <= g.start + 1 || i.x >= g.end - 1);
}

function orderPageRaw(items: TextItem[], pageWidth: number, page: number, columns: ColumnsCarried): Line[] {
  const carried = columns.gutter;
  Object.assign(columns, { gutter: null, firstColumnLines: 0, continues: false });
  // a sidebar CV's second page may hold only the main column's last entry beside the sidebar: too
  // few rows to find the gutter afresh, so the first page's gutter is kept while no text crosses it
  const g = findGutter(items, pageWidth) ?? (carried && gutterStillFree(items, carried) ? carried : null);
  // a margin of section titles and dates is read across its rows, each margin line a segment of its own
  let marginBreak: GutterBreak | undefined;
  if (g) {
    const { header, left, right } = splitColumns(items, g);
    const leftLines = buildLines(left, page);
    // a left column holding only section titles is a margin, not a column: read rows across
    const isTitleLine = (l: Line) => l.segments.length === 1 && !!headingKind(l.text.replace(/[:：]\s*$/, ""));
    const titles = leftLines.filter(isTitleLine).length;
    // a left column of section titles (two or more) or of titles and the entries' dates beside them
    // (dates set left) is too, whatever short header (name, place, phone) stands above its first
    // title on the left edge
    const belowFirstTitle = leftLines.slice(Math.max(0, leftLines.findIndex(isTitleLine)));
    const datesBeside = belowFirstTitle.filter((l) => isDateOnly(l.text.trim())).length;
    const rightLines = buildLines(right, page);
    const titleMargin =
      leftLines.length > 0 &&
      (titles >= 0.6 * leftLines.length ||
        (titles > 0 && (datesBeside > 0 || titles >= 2) && titles + datesBeside === belowFirstTitle.length) ||
        isLabelMargin(leftLines, rightLines, looksLikeHeading));
    const details = isRightAlignedDetails(leftLines, rightLines, looksLikeHeading);
    // a margin label on the row of its content ("Languages ‖ Python, Go") is not a section title
    const beside = (l: Line) => rightLines.some((r) => Math.abs(r.y - l.y) <= 0.5 * Math.max(l.size || 10, 6));
    const marginHeading = (l: Line) => looksLikeHeading(l) && !beside(l);
    if (titleMargin) marginBreak = { x: (g.start + g.end) / 2, fromY: leftLines.find(isTitleLine)?.y ?? 0 };
    if (!titleMargin && !details && !isDateMargin(leftLines, pageWidth, marginHeading)) {
      // read first the column that opens with the page's title (the name), else left to right
      const big = (arr: TextItem[]) =>
        arr.reduce((m, i) => (!i.icon && i.text.trim() && i.size > m.size ? i : m), { size: 0, y: 0 } as { size: number; y: number });
      const bl = big(left),
        br = big(right);
      const rightFirst =
        header.length === 0 &&
        br.size > 1.25 * bl.size &&
        right.length > 0 &&
        br.y <= Math.min(...right.map((i) => i.y)) + 0.25 * (Math.max(...right.map((i) => i.y)) - Math.min(...right.map((i) => i.y)));
      const cols = rightFirst ? [right, left] : [left, right];
      const first = [...withGaps(buildLinesWithMargin(header, page)), ...withGaps(buildLinesWithMargin(cols[0]!, page))];
      const continues = !!carried && header.length === 0 && !rightFirst && g.start < carried.end && g.end > carried.start;
      Object.assign(columns, { gutter: g, firstColumnLines: first.length, continues });
      return [...first, ...withGaps(buildLinesWithMargin(cols[1]!, page))];
    }
  }
  // no page-wide columns: a band may still hold two sections side by side
  const groups = sideBySideGroups(
    items,
    pageWidth,
    (t) => headingKind(t.replace(/[:：]\s*$/, "")) !== null,
    (t) => isDateOnly(t) && findDateRange(t)?.single === false,
  );
  if (groups) return withGaps(groups.flatMap((group) => buildLinesWithMargin(group, page)));
  return withGaps(buildLinesWithMargin(items, page, marginBreak));
}

/** An e-mail address or an international phone number. */
const CONTACT_DETAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+\d[\d ().-]{7,}\d/;

/** Drops running page headers / footers (same text on several pages) and page numbers. */
export function dropPageFurniture(lines: Line[], heights: Map<Line, number>): Line[] {
  const key = (l: Line) => l.text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();
  const edge = (l: Line) => {
    const h = heights.get(l) ?? 792;
    return l.y < 0.09 * h || l.y > 0.9 * h;
  };
  const pagesOf = new Map<string, Set<number>>();
  for (const l of lines)
    if (edge(l)) {
      const k = key(l);
      if (!pagesOf.has(k)) pagesOf.set(k, new Set());
      pagesOf.get(k)!.add(l.page);
    }
  const multiPage = new Set([...new Set(lines.map((l) => l.page))]).size > 1;
  const top = (l: Line) => l.y < 0.09 * (heights.get(l) ?? 792);
  const firstPage = lines.length ? Math.min(...lines.map((l) => l.page)) : 0;
  return lines.filter((l) => {
    if (!edge(l)) return true;
    const t = l.text.trim();
    if (isPageNumber(t)) return false;
    // a later page's running header carrying its number ("A. Name – Curriculum Vitae ‖ Page 2"),
    // printed on that page alone: page furniture too
    if (top(l) && l.page > firstPage && (l.segments.some((sg) => isPageNumber(sg.text)) || /[\s,–—|-]page\s+\d{1,3}(?:\s*(?:\/|of)\s*\d{1,3})?$/i.test(t)))
      return false;
    const pages = pagesOf.get(key(l));
    if (!multiPage || (pages?.size ?? 0) < 2) return true;
    // a running page header is read once, where it first appears: it may be the only place the
    // name and contact details are printed; so may a running footer holding an e-mail address or phone
    return (top(l) || CONTACT_DETAIL_RE.test(l.text)) && l.page === Math.min(...pages!);
  });
}
