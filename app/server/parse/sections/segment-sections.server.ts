/**
 * sections/: the line stream is cut into titled sections before any field is extracted; the
 * headings that open them are recognised in headings.server.ts.
 */
import type { Line } from "../types.server.ts";
import { headWordAfterName } from "./head-words.server.ts";
import { headingKind, isAllCaps, looksLikeHeading, normalizeHeading, squashedLetterSpacing, wordCount, type SectionKind } from "./headings.server.ts";

export interface Section {
  kind: SectionKind;
  title: string;
  lines: Line[];
  heading?: Line;
}

/** A list's bullet opening a line. */
const BULLET_GLYPH_RE = /^\s*([•▪◦‣∙])\s/;

function styleKey(l: Line): string {
  return `${l.font}|${Math.round(l.size * 2) / 2}|${isAllCaps(l.text) ? "C" : "c"}|${l.bold ? "B" : "b"}`;
}

/** Splits lines into sections. Lines before the first heading form the "header" section. */
export function segmentSections(input: Line[]): Section[] {
  const { lines, titles: columnTitles } = titledColumns(joinWrappedHeadings(input.map(joinSpreadHeading)));
  const bodySize = medianSize(lines);
  const known = lines.map((l) => looksLikeHeading(l));
  // "• Training" after "• Crop records" in the same type: an item of the list it is set in, however
  // whole a title's name it is
  lines.forEach((l, i) => {
    const glyph = BULLET_GLYPH_RE.exec(l.text)?.[1];
    const prev = lines[i - 1];
    if (!known[i] || !glyph || !prev || known[i - 1] || BULLET_GLYPH_RE.exec(prev.text)?.[1] !== glyph) return;
    if (l.size <= prev.size + 0.5 && (l.bold === prev.bold || !l.bold)) known[i] = false;
  });
  // "Health education" among short items, where the titles are set in capitals: a title known by its
  // head word alone, after a word of its own, in sentence case unlike them, is an item of the list it is in
  const capsTitles = lines.filter((l, i) => known[i] && isAllCaps(l.text)).length;
  if (capsTitles >= 3)
    lines.forEach((l, i) => {
      const t = l.text.trim().replace(/[:：]\s*$/, "");
      const [first, ...rest] = t.split(/\s+/);
      const sentenceCase = /^\p{Lu}\p{Ll}/u.test(first ?? "") && rest.length > 0 && rest.length <= 2 && rest.every((w) => /^\p{Ll}/u.test(w));
      if (known[i] && sentenceCase && !headingKind(t, false) && !headingKind(first!)) known[i] = false;
    });
  // learn the style of the document's headings, to catch headings we have no synonym for
  const styles = new Map<string, number>();
  lines.forEach((l, i) => {
    if (known[i] && l.size > 0) styles.set(styleKey(l), (styles.get(styleKey(l)) ?? 0) + 1);
  });
  let knownCount = known.filter(Boolean).length;
  let headingStyle: string | null = null;
  for (const [k, n] of styles) if (n >= 2 && n >= 0.6 * knownCount) headingStyle = k;
  // with a clear heading style, a plain-looking lone "Recognition" / "Research" is a wrapped line, not a heading
  if (headingStyle && (styles.get(headingStyle) ?? 0) >= 3) {
    const sidebar = sidebarTitles(lines, known, headingStyle);
    lines.forEach((l, i) => {
      const headingSize = Number(headingStyle!.split("|")[1]);
      const plain = !l.bold && !isAllCaps(l.text) && l.size <= bodySize + 0.5;
      if (known[i] && l.size > 0 && styleKey(l) !== headingStyle && (plain || l.size < headingSize - 1.5) && !sidebar.has(l)) known[i] = false;
    });
    knownCount = known.filter(Boolean).length;
  }
  // a title known by its head word alone ("ACCA Qualification" in bold) must be in the headings' style
  if (headingStyle)
    lines.forEach((l, i) => {
      if (known[i] && l.size > 0 && styleKey(l) !== headingStyle && !headingKind(l.segments[0]!.text.replace(/[:：]\s*$/, ""), false)) known[i] = false;
    });
  knownCount = known.filter(Boolean).length;
  // a plain word like "University" far from the left edge every set-off title shares, where no
  // other title stands, is a table cell's wrapped line, not a title
  const setOff = lines.filter((l, i) => known[i] && l.size > 0 && (l.bold || isAllCaps(l.text)));
  if (setOff.length >= 3 && setOff.every((l) => Math.abs(l.x - setOff[0]!.x) <= 6))
    lines.forEach((l, i) => {
      const alone = !lines.some((o, j) => j !== i && known[j] && Math.abs(o.x - l.x) <= 6);
      if (known[i] && l.size > 0 && !l.bold && !isAllCaps(l.text) && Math.abs(l.x - setOff[0]!.x) > 40 && alone) known[i] = false;
    });
  knownCount = known.filter(Boolean).length;
  // a lone plain lower-case "languages" no bigger than the text ends a wrapped line ("…PDF invoices in 14 / languages")
  for (const [i, l] of lines.entries()) if (known[i] && !l.bold && l.size > 0 && l.size <= bodySize + 0.5 && /^\p{Ll}/u.test(l.text.trim())) known[i] = false;
  // when the headings' style is also the entries' title style (two or more unknown lines in it are
  // followed by their dates: "OpenInvoice" / "Jan 2022 – Present"), dates below a line still make it an entry
  const inStyle = (l: Line) => headingStyle !== null && l.size > 0 && styleKey(l) === headingStyle;
  const datedTitlesInHeadingStyle = lines.filter((l, i) => !known[i] && inStyle(l) && DATE_HINT.test(lines[i + 1]?.text ?? "")).length;
  const headingStyleOnlyForHeadings = datedTitlesInHeadingStyle < 2;
  const isOther = (l: Line, next: Line | undefined): boolean => {
    if (l.segments.length > 1) return false;
    // a title set with letter spacing counts as the words it spells
    const t = squashedLetterSpacing(l.text) ?? l.text.trim();
    if (wordCount(t) > 5 || /\d|@|[.,;]$/.test(t) || t.length < 3) return false;
    // in the style of three known headings or more, even an entry's dates below do not make it an entry header
    const inHeadingStyle = inStyle(l);
    if (inHeadingStyle && headingStyleOnlyForHeadings && (styles.get(headingStyle!) ?? 0) >= 3 && wordCount(t) <= 4) return true;
    if (next && DATE_HINT.test(next.text)) return false; // an entry header followed by its dates
    if (inHeadingStyle) return true;
    // an unknown ALL CAPS line that is bigger or bolder than body text
    return headingStyle === null && knownCount >= 2 && isAllCaps(t) && l.size > 0 && (l.size > bodySize + 0.5 || l.bold) && knownAllCaps(lines, known);
  };
  // a title of a row of column titles stands, whatever its size beside the page's own titles
  lines.forEach((l, i) => {
    if (columnTitles.has(l)) known[i] = true;
  });
  const rowHeadings = titledRows(lines);
  const sections: Section[] = [{ kind: "header", title: "", lines: [] }];
  const groupedSkills = new Set<Section>();
  lines.forEach((l, i) => {
    const row = rowHeadings[i];
    if (row) {
      sections.push({ kind: row.kind, title: row.title, lines: [row.rest], heading: l });
      return;
    }
    const cur = sections[sections.length - 1]!;
    let inline = !known[i] && cur.kind !== "skills" ? inlineHeading(l) : null;
    // "Honours: Dean's List" under a degree belongs to the degree
    if (inline?.kind === "awards" && cur.kind === "education") inline = null;
    // "Skills: Kotlin · Figma · Postgres" under a job, with further dated jobs below it: a position's
    // skills as LinkedIn lists them, parted by middle dots. (Parted by commas, the line stays a
    // section of its own, as most parsers read it: the ATS check warns of it.)
    if (inline?.kind === "skills" && cur.kind === "experience" && /\S\s+·\s+\S/.test(inline.rest.text) && datedLineFollows(lines, known, i)) inline = null;
    if (inline) {
      sections.push({ kind: inline.kind, title: inline.title, lines: [inline.rest], heading: l });
      return;
    }
    // "Roles & Responsibilities:" under a job labels its description, it opens no section
    if (known[i] && cur.kind === "experience" && ENTRY_DESCRIPTION_LABEL_RE.test(l.text.trim())) {
      cur.lines.push(l);
      return;
    }
    let kind = known[i] ? headingKind(l.segments[0]!.text.replace(/[:：]\s*$/, ""))! : null;
    // "Harwick Data Technologies" over a title and dates, among jobs: an employer whose name ends
    // in the head word of a title over undated lists (skills, languages), not a title — a title
    // known by that word alone is set off by its type
    if (
      kind &&
      UNDATED_KINDS.has(kind) &&
      (cur.kind === "experience" || cur.kind === "education") &&
      l.size <= 0 &&
      !headingKind(l.segments[0]!.text.replace(/[:：]\s*$/, ""), false) &&
      headWordAfterName(normalizeHeading(l.text)) &&
      !isAllCaps(l.text) &&
      datesClose(lines, i)
    )
      kind = null;
    // "Skills Summary" over "Service" over its items: a functional resume's skills, grouped under
    // titles that name skills or, elsewhere, volunteering ("Service", "Leadership"), stay skills
    // from the first title on
    const group = kind === "skills" || (kind === "volunteering" && !/volunt|community/i.test(l.text));
    if (group && cur.kind === "skills" && (groupedSkills.has(cur) || !cur.lines.length)) {
      groupedSkills.add(cur);
      cur.lines.push(l);
      return;
    }
    if (kind) {
      sections.push({ kind, title: l.text.trim(), lines: [], heading: l });
    } else if (sections.length > 1 && isOther(l, lines[i + 1])) {
      sections.push({ kind: "other", title: l.text.trim(), lines: [], heading: l });
    } else {
      sections[sections.length - 1]!.lines.push(l);
    }
  });
  return sections;
}

/** Sections whose lines carry no dates of their own. */
const UNDATED_KINDS = new Set<SectionKind>(["skills", "languages", "interests", "references", "summary"]);

/** A line with a year or "present" among the next two lines below line i. */
function datesClose(lines: Line[], i: number): boolean {
  return lines.slice(i + 1, i + 3).some((l) => DATE_HINT.test(l.text));
}

/** A line with a year or "present" below line i before the next title. */
function datedLineFollows(lines: Line[], known: boolean[], i: number): boolean {
  for (let j = i + 1; j < lines.length && !known[j] && !inlineHeading(lines[j]!); j++) if (DATE_HINT.test(lines[j]!.text)) return true;
  return false;
}

/**
 * A sidebar's titles ("Contact", "Top Skills" beside the main column's "Experience"): known titles
 * set bold or in capitals in a style of their own, two or more of them at one left edge that no
 * title in the headings' style shares. A second column titles its sections so, smaller.
 */
function sidebarTitles(lines: Line[], known: boolean[], headingStyle: string): Set<Line> {
  const mainEdges = lines.filter((l, i) => known[i] && styleKey(l) === headingStyle).map((l) => l.x);
  const groups = new Map<string, Line[]>();
  lines.forEach((l, i) => {
    if (!known[i] || l.size <= 0 || styleKey(l) === headingStyle || !(l.bold || isAllCaps(l.text))) return;
    if (mainEdges.some((x) => Math.abs(x - l.x) <= 20)) return;
    const key = `${styleKey(l)}|${Math.round(l.x / 4)}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  });
  return new Set([...groups.values()].filter((g) => g.length >= 2).flat());
}

/**
 * A section title wrapped in a narrow column ("EDUCATION &" / "TRAINING", "ACADEMIC" /
 * "BACKGROUND"): a bold or capitalised line that is no title alone (or ends in "&", "and", ",")
 * followed closely by a line in its own style that completes a known title.
 */
function joinWrappedHeadings(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]!;
    // a title in a left margin ("Education and" / "Training") is read line by line with the
    // section's first line beside it: its second line then comes after that one
    const beside = lines[i + 1] && a.size > 0 && Math.abs(lines[i + 1]!.y - a.y) < 1 && lines[i + 1]!.x > a.segments[0]!.x2 ? lines[i + 1] : undefined;
    const b = beside ? lines[i + 2] : lines[i + 1];
    if (beside && b && Math.abs(b.x - a.x) > 2) {
      out.push(a);
      continue;
    }
    // (a list's item in capitals, "• HACCP", is no title's first line)
    const item = /^\s*[•▪◦‣∙●■*–-]\s/.test(a.text);
    if (b && !item && a.segments.length === 1 && b.segments.length === 1 && styleKey(a) === styleKey(b) && a.page === b.page && (a.bold || isAllCaps(a.text))) {
      const text = `${a.text.trim()} ${b.text.trim()}`;
      const open = /(?:&|\band|,)$/i.test(a.text.trim()) || !headingKind(a.text.trim());
      if (open && wordCount(text) <= 5 && b.y - a.y < 2 * (a.size || 10) && headingKind(text)) {
        out.push({ ...a, text, segments: [{ ...a.segments[0]!, text, x2: Math.max(a.segments[0]!.x2, b.segments[0]!.x2) }] });
        if (beside) out.push(beside);
        i += beside ? 2 : 1;
        continue;
      }
    }
    out.push(a);
  }
  return out;
}

/** A title of a column, by its own name alone ("Contact", "Referee"). */
const columnTitle = (text: string) => wordCount(text) <= 4 && headingKind(text.trim().replace(/[:：]\s*$/, ""), false) !== null;

/**
 * Titles side by side at one height, each over a column of its own ("Contact" and "Referee" at the
 * page's foot, as runs of their own or as one line's cells). The lines after them, whether read
 * column by column or across the columns, go part by part under the title of the column they stand
 * in, the first column's first, until a line runs across a column's edge, another title stands alone,
 * a line stands above the titles or the page ends.
 */
function titledColumns(input: Line[]): { lines: Line[]; titles: Set<Line> } {
  // a line of titles only, in cells set apart ("CONTACT      REFEREE"), as a run for each title
  const lines = input.flatMap((l) =>
    l.segments.length >= 2 && l.segments.every((sg, k) => columnTitle(sg.text) && (k === 0 || sg.x >= l.segments[k - 1]!.x2 + 8))
      ? l.segments.map((sg) => ({ ...l, x: sg.x, text: sg.text, segments: [sg] }))
      : [l],
  );
  const titles = new Set<Line>();
  const out: Line[] = [];
  const isTitle = (l: Line) => l.segments.length === 1 && columnTitle(l.text);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (titles.has(l) || !isTitle(l)) {
      out.push(l);
      continue;
    }
    const beside = (o: Line) => o.page === l.page && Math.abs(o.y - l.y) <= 2 && isTitle(o);
    const row = [l];
    const below: Line[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const o = lines[j]!;
      if (beside(o)) row.push(o);
      else if (o.page !== l.page || o.y < l.y - 2 || (o.segments.length === 1 && looksLikeHeading(o))) break;
      else below.push(o);
    }
    row.sort((a, b) => a.x - b.x);
    const apart = row.every((t, k) => k === 0 || t.segments[0]!.x >= row[k - 1]!.segments[0]!.x2 + 8);
    if (row.length < 2 || !apart) {
      out.push(l);
      continue;
    }
    const edges = row.map((t) => t.segments[0]!.x);
    const columns: Line[][] = row.map(() => []);
    let end = below.findIndex((o) => o.segments.some((sg) => edges.some((edge, k) => k > 0 && sg.x < edge - 3 && sg.x2 > edge + 3)));
    if (end < 0) end = below.length;
    for (const o of below.slice(0, end)) {
      const parts = row.map((): Line["segments"] => []);
      for (const sg of o.segments)
        parts[
          Math.max(
            0,
            edges.findLastIndex((edge) => sg.x >= edge - 3),
          )
        ]!.push(sg);
      parts.forEach((segs, k) => {
        if (segs.length)
          columns[k]!.push(segs.length === o.segments.length ? o : { ...o, x: segs[0]!.x, segments: segs, text: segs.map((sg) => sg.text).join(" ") });
      });
    }
    row.forEach((t, k) => {
      titles.add(t);
      out.push(t, ...columns[k]!);
    });
    // (what follows the columns, from the line that ends them, is read as it comes)
    const rest = below.slice(end);
    out.push(...rest.filter((o) => !titles.has(o)));
    i = j - 1;
  }
  return { lines: out, titles };
}

/**
 * A document laid out as a table of sections: each section's title in the first cell of a row, its
 * first line in the next ("Experience ‖ Marketing Coordinator, Acme", "Skills ‖ SEO, Canva"). Such
 * rows count as titles only when three or more of them name different kinds of section, so one
 * labelled row ("Languages ‖ English") stays the line it is.
 */
function titledRows(lines: Line[]): Array<{ kind: SectionKind; title: string; rest: Line } | null> {
  const rows = lines.map((l) => {
    const [first, ...rest] = l.segments;
    const title = first?.text.replace(/[:：]\s*$/, "").trim() ?? "";
    if (!rest.length || wordCount(title) > 4) return null;
    const kind = headingKind(title);
    if (!kind) return null;
    return { kind, title, rest: { ...l, x: rest[0]!.x, segments: rest, text: rest.map((sg) => sg.text).join("  ") } };
  });
  return new Set(rows.map((r) => r?.kind).filter(Boolean)).size >= 3 ? rows : rows.map(() => null);
}

/**
 * "PROFESSIONAL MEMBERSHIPS ‖ AND ‖ TRAINING": a bold title whose words came as runs of their own
 * (drawn apart, or a word in small capitals) is one title when together they name one.
 */
function joinSpreadHeading(l: Line): Line {
  if (l.segments.length < 2) return l;
  const text = l.segments.map((s) => s.text.trim()).join(" ");
  // in one bold font (a word may be smaller, set in small capitals), or spelled out letter by letter
  // at any weight, where each size change of small capitals ("P" then "R O F I L E") cuts a piece
  const spelledOut = squashedLetterSpacing(text) !== null;
  if (!spelledOut && !l.segments.every((s) => s.bold && s.font === l.segments[0]!.font)) return l;
  if ((!spelledOut && wordCount(text) > 6) || !headingKind(text)) return l;
  return { ...l, text, segments: [{ ...l.segments[0]!, text, x2: l.segments[l.segments.length - 1]!.x2 }] };
}

function knownAllCaps(lines: Line[], known: boolean[]): boolean {
  const ks = lines.filter((_, i) => known[i]);
  return ks.length > 0 && ks.every((l) => isAllCaps(l.text));
}

function medianSize(lines: Line[]): number {
  const s = lines
    .map((l) => l.size)
    .filter((x) => x > 0)
    .sort((a, b) => a - b);
  return s.length ? s[s.length >> 1]! : 0;
}

/** The label of a job's description, with its colon: "Roles & Responsibilities:", "Key Responsibilities:", "Duties:". */
const ENTRY_DESCRIPTION_LABEL_RE = /^(?:key\s+|main\s+)?(?:(?:roles?|job)\s*(?:&|and|\/)\s*)?(?:responsibilities|duties|tasks|achievements)\s*[:：]$/i;

const DATE_HINT = /\b(?:19|20)\d{2}\b|\bpresent\b/i;
const INLINE_KINDS = new Set<SectionKind>(["skills", "languages", "interests", "certifications", "awards"]);

/** "Skills: Python, Go" / "Languages: English, French" — a heading and its content on one line. */
function inlineHeading(l: Line): { kind: SectionKind; title: string; rest: Line } | null {
  const first = l.segments[0]!;
  const m = /^([^:：]{3,40})[:：]\s*(.+)$/.exec(first.text);
  if (!m) return null;
  const label = m[1]!.trim();
  const kind = headingKind(label);
  if (!kind || !INLINE_KINDS.has(kind)) return null;
  if (kind === "skills" && !/skill|competenc|expertise|strength/i.test(label)) return null; // "Tools:", "Technologies:" inside entries
  const restSegs = [{ ...first, text: m[2]!.trim() }, ...l.segments.slice(1)];
  return { kind, title: label, rest: { ...l, text: restSegs.map((s) => s.text).join("  "), segments: restSegs } };
}
