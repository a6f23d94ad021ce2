/**
 * Splits the lines of an Experience / Education / Projects section into entries: runs of short
 * "header" lines (title, company, dates, place) followed by bullets or paragraphs.
 */
import type { Line } from "../types.server.ts";
import { findDateRange, isDateOnly, isRangeJoiner, trailingDate, type DateRange } from "./dates.server.ts";
import { hasBullet, splitPieces, words } from "./text.server.ts";
import { isBulletCharacter } from "../../../lib/text/bullets.ts";
import { isGeoTown, parsePlace, splitCommaPlace } from "./locations.server.ts";
import { endsWithLegalForm } from "./roles.server.ts";

export interface RawEntry {
  header: Line[];
  body: Line[];
}

/** Date range found in one of the entry's header lines (a date-only segment first). */
export function headerDate(line: Line): { range: DateRange; seg: number } | null {
  // "May 2019" ‖ "–" ‖ "Present" printed as separate runs
  for (let i = 0; i + 1 < line.segments.length; i++) {
    const a = line.segments[i]!.text,
      b = line.segments[i + 1]!.text,
      c = line.segments[i + 2]?.text ?? "";
    if (!isDateOnly(a) || findDateRange(a)?.single !== true) continue;
    const joined = isRangeJoiner(b) ? `${a} ${b} ${c}` : `${a} ${b}`;
    const r = findDateRange(joined);
    if (r && !r.single && isDateOnly(joined)) return { range: r, seg: i };
  }
  for (let i = 0; i < line.segments.length; i++) {
    const s = line.segments[i]!.text;
    if (isDateOnly(s)) return { range: findDateRange(s)!, seg: i };
  }
  for (let i = line.segments.length - 1; i >= 0; i--) {
    const text = line.segments[i]!.text;
    const t = trailingDate(text);
    // a year in brackets ending the line is a date whatever comes before it: "… Engineering (2019)"
    const bracketed = /[([]\s*[^()[\]]*[)\]]\s*$/.test(text) && isDateOnly(/[([][^()[\]]*[)\]]\s*$/.exec(text)![0]);
    // so is a year set off by a comma or a bar after a long name: "MSc Geology — University of
    // Otago, 2019", "Diploma in Early Childhood Education | Northfield College | 2019", typed with a
    // space before the comma too ("… Adult College , 2013")
    // (or run into the state's code closing the line: "…, Dayton, OH2019")
    const commaYear = /\S\s*(?:,|[|│·•])\s*(?:19|20)\d{2}\s*$|,\s?[A-Z]{2}(?:19|20)\d{2}\s*$/.test(text);
    if (
      t &&
      (!t.range.single ||
        bracketed ||
        commaYear ||
        /[a-z]/i.test(t.range.start) ||
        // "… Diploma in Plumbing and Heating – Completed 2017": the year says when it ended
        /\b(?:completed|graduated|awarded|conferred|expected)$/i.test(t.before) ||
        (t.before.length <= 50 && !/\b(?:in|of|since|by|from|to|on|at|for|the)$/i.test(t.before)))
    )
      return { range: t.range, seg: i };
  }
  // moderncv margin dates glued to the text: "2002 Custom Operating System"
  const first = line.segments[0]?.text ?? "";
  const r = findDateRange(first);
  // the dates, then the place: "Mar 2019 – Present, Lyon, France"
  if (r && r.index === 0 && (!r.single || /[a-z]/i.test(r.start)) && parsePlace(first.slice(r.length).replace(/^[\s,;|·•–—-]+/, "")))
    return { range: r, seg: 0 };
  // … or set off by a colon or a separator: "2018 to date: Night Porter, Harbour Inn",
  // "Aug 2023 – May 2025 | Hours per week: 40", "03/2021 – Present; Salary: …"
  if (
    r &&
    r.index === 0 &&
    /^\s*(?:[:：]?\s+|[|·•;]\s*)\p{Lu}/u.test(first.slice(r.length)) &&
    (!r.single || /^\d{4}$/.test(r.start) || /[a-z]/i.test(r.start))
  )
    return { range: r, seg: 0 };
  // "Summer 2022" or "2019 - 2021" inside a short piece like "PERSONAL PROJECT July 2019 - Present"
  return null;
}

export function lineHasDate(line: Line): boolean {
  return headerDate(line) !== null;
}

type Kind = "header" | "body";

/** A labelled detail of an entry ("Tools: …", "Relevant coursework: …", "GPA: …"), never its header. */
const LABELLED =
  /^(?:with\s+)?(?:technologies|tech stack|tools|environment|stack|skills|tools used|key achievements?|achievements?|(?:key\s+|main\s+)?(?:(?:roles?|job)\s*(?:&|and|\/)\s*)?(?:responsibilities|duties)(?:\s*(?:&|and|\/)\s*(?:accomplishments|achievements|responsibilities))?|coursework|relevant coursework|courses|honou?rs|distinctions?|gpa|cgpa)\s*:/i;

/** "Key Achievements" alone on its line: it labels the entry's achievements below it and heads no entry. */
export const ACHIEVEMENTS_LABEL_RE = /^(?:key\s+)?achievements?\s*:?$/i;

function styleOf(l: Line): string {
  return `${l.font}|${Math.round(l.size * 2) / 2}|${l.bold ? "B" : ""}`;
}

/** The style of description text: the commonest style of bullet lines (else of all lines). */
function bodyStyle(lines: Line[]): string | null {
  if (!lines.some((l) => l.size > 0)) return null;
  const count = (ls: Line[]) => {
    const m = new Map<string, number>();
    for (const l of ls) m.set(styleOf(l), (m.get(styleOf(l)) ?? 0) + l.text.length);
    return [...m.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  };
  const bullets = lines.filter((l) => hasBullet(l.text));
  return bullets.length >= 2 ? count(bullets) : null;
}

/**
 * A short line whose words are capitalised as a name's ("Associate Degree in Hospitality
 * Management", "Pine Ridge Community College"): with `namesEntry` saying it names what an entry is about
 * (a degree, a school), it is a header line, however many words it has.
 */
function namedAsHeader(t: string, n: number, namesEntry: ((text: string) => boolean) | undefined): boolean {
  if (!namesEntry || n > 14 || /[.!?:]$/.test(t) || LABELLED.test(t)) return false;
  // the dots between parts ("B.A. in History · Minor in Art · GPA 3.6") are separators, as bars are
  const named = t
    .split(/\s+/)
    .every((w, i, ws) => /^[\p{Lu}\p{N}(&|–—·•-]/u.test(w) || NAME_JOINER_RE.test(w) || FIELD_JOINER_RE.test(w) || smallWordOfTown(ws, i));
  return named && namesEntry(t);
}

/** A town's later word its language writes small, after its capitalised first: "Novo mesto", when GeoNames knows the town. */
function smallWordOfTown(ws: string[], i: number): boolean {
  return i > 0 && /^\p{Ll}{3,}[,.;]?$/u.test(ws[i]!) && /^\p{Lu}\p{Ll}+$/u.test(ws[i - 1]!) && isGeoTown(`${ws[i - 1]} ${ws[i]!.replace(/[,.;]$/, "")}`);
}

/** The small words inside a degree's name that lead to its field: "BS in Biology major in Ecology", "BA minor in Art". */
const FIELD_JOINER_RE = /^(?:major|minor|majoring|minoring|specializing|specialising|specialization|specialisation|concentration|emphasis|option)$/;

function classify(lines: Line[], namesEntry?: (text: string) => boolean): Kind[] {
  const minX = Math.min(...lines.map((l) => l.x));
  const bstyle = bodyStyle(lines);
  const kinds: Kind[] = [];
  let label: Line | null = null;
  lines.forEach((l, i) => {
    const t = l.text.trim();
    const n = words(t).length;
    const prev = i > 0 ? lines[i - 1]! : null;
    const prevKind = i > 0 ? kinds[i - 1] : null;
    const dated = lineHasDate(l);
    let k: Kind = "header";
    const wrapped =
      prevKind === "body" &&
      prev !== null &&
      l.segments.length === 1 &&
      // a line of dates alone opens the next entry, even when its month is written small ("oct. 2016 – déc. 2019")
      !(dated && isDateOnly(t)) &&
      (/^[\p{Ll}(]/u.test(t) ||
        (l.size > 0 && l.x > minX + 4 && Math.abs(l.x - bodyTextX(lines, i)) < 3) ||
        /[,;:\-–]$|\b(?:and|or|of|the|to|with|for|in|on|at|by|a|an)$/i.test(prev.text.trim()));
    // bullets drawn as graphics leave no glyph: the first description line is only indented
    // under the entry's header lines (its wrapped lines then follow as "wrapped")
    const indented =
      prevKind === "header" &&
      prev !== null &&
      l.size > 0 &&
      !dated &&
      l.segments.length === 1 &&
      n >= 4 &&
      l.x >= textStart(prev) + 6 &&
      l.x <= textStart(prev) + 40;
    // "Relevant coursework: Machine Learning, Statistics, Data" / "Visualization": the label's list goes on
    const labelGoesOn =
      prevKind === "body" &&
      prev !== null &&
      LABELLED.test(prev.text.trim()) &&
      prev.text.length >= 40 &&
      styleOf(prev) === styleOf(l) &&
      !dated &&
      l.segments.length === 1 &&
      n <= 6;
    // "KEY ACHIEVEMENTS" and the lines set in from it below: the entry's achievements, never a header
    if (ACHIEVEMENTS_LABEL_RE.test(t)) label = l;
    else if (label && (kinds[i - 1] !== "body" || l.size <= 0 || l.x < label.x + 3)) label = null;
    if (label && !(dated && l.segments.length >= 2)) k = "body";
    else if ((wrapped || indented || labelGoesOn) && !hasBullet(t) && !(dated && l.segments.length >= 2)) k = "body";
    else if (hasBullet(t)) k = n <= 14 && l.segments.length >= 2 && (dated || l.segments.slice(1).some((sg) => parsePlace(sg.text))) ? "header" : "body";
    else if (dated && n <= 24) k = "header";
    else if (namedAsHeader(t, n, namesEntry)) k = "header";
    else if (n <= 24 && barredNames(t)) k = "header";
    else if (sentenceAfterDates(lines, kinds, i, n)) k = "body";
    // with no dates to go by (a student's projects in Word), what was done, or what a thing is
    // ("A small app that …"), after a title is its description
    else if (prevKind === "header" && l.segments.length === 1 && n >= 5 && (pastTenseSentence(t) || ARTICLE_SENTENCE_RE.test(t)) && !datesBelow(lines, i))
      k = "body";
    else if (n >= 11 && !placeEndsParts(t) && !(n <= 20 && datesBelow(lines, i))) k = "body";
    // (a line of names, every word capitalised, is a header however it is printed: "Harbour Stevedores at Law, Cork")
    else if (bstyle && n >= 7 && l.segments.length === 1 && styleOf(l) === bstyle && !datesBelow(lines, i) && !capitalisedAsName(t)) k = "body";
    else if (/[.!?]$/.test(t) && n >= 5 && !endsWithLegalForm(t)) k = "body";
    else if (LABELLED.test(t)) k = "body";
    kinds.push(k);
  });
  return kinds;
}

/**
 * A description line whose bullet glyph is lost (Word numbering, list markers drawn as shapes):
 * a long plain line after the entry's header already gave its dates, unless the next line is
 * only dates (then this line heads the next entry, its dates printed below it).
 */
function sentenceAfterDates(lines: Line[], kinds: Kind[], i: number, n: number): boolean {
  const l = lines[i]!;
  const t = l.text.trim();
  if ((n < 7 && !(n >= 4 && pastTenseSentence(t))) || l.segments.length !== 1 || hasBullet(t)) return false;
  // "Harbor & Pine LLC · Osaka, Japan": a header line of parts, the last a place
  const parts = t.split(/\s*,\s*|\s+[·|•—–-]\s+/);
  if (/\s[·|•—–]\s/.test(t) || parsePlace(t) || parsePlace(parts.slice(-2).join(", ")) || parsePlace(parts.at(-1)!)) return false;
  // "Eastern Gulf Maintenance Co., Al Ahsa": a firm's name closed by its legal form, then its town
  if (t.split(/\s*,\s*/).some((p) => endsWithLegalForm(p) && capitalisedAsName(p))) return false;
  // "Tallis Barristers at Law, Cork": every word capitalised, as names are and sentences are not
  if (capitalisedAsName(t.replace(/,/g, ""))) return false;
  // "Self-employed (clients in the UK and abroad)": a short name and a note in brackets about it
  const bare = t.replace(/\s*\([^()]*\)\s*/g, " ").trim();
  if (bare !== t && bare && words(bare).length <= 4 && capitalisedAsName(bare.replace(/,/g, ""))) return false;
  if (datesBelow(lines, i)) return false;
  for (let j = i - 1; j >= 0 && kinds[j] === "header"; j--) if (lineHasDate(lines[j]!)) return true;
  // the next description line: printed like the one before it (a new title usually is not)
  return kinds[i - 1] === "body" && styleOf(lines[i - 1]!) === styleOf(l) && kinds.slice(0, i).some((k, j) => k === "header" && lineHasDate(lines[j]!));
}

/** Verbs whose past tense ends in no "-ed": "Built …", "Wrote …", "Led …". */
const IRREGULAR_PAST_RE =
  /^(?:Built|Led|Ran|Wrote|Taught|Made|Kept|Cut|Won|Drove|Sold|Grew|Brought|Took|Gave|Held|Oversaw|Spent|Met|Saw|Began|Bought|Fought|Thought|Sought|Found|Rebuilt|Rewrote|Undertook|Understood|Drew|Dealt|Shot|Sent|Lent|Put|Set|Shut|Spoke|Wore|Struck|Stood|Split|Swept)$/;

/** "A browser tool that …", "An archive of …": a sentence opened by an article, its next word in lower case. */
const ARTICLE_SENTENCE_RE = /^(?:A|An)\s+\p{Ll}+\s+\p{Ll}/u;

/**
 * "Packed orders for next-day delivery": a verb in the past tense, then words in lower case no
 * name is written in — what was done, however short, not a title, an employer or a place.
 */
function pastTenseSentence(t: string): boolean {
  const [first, ...rest] = t.split(/\s+/);
  return (
    (/^\p{Lu}\p{Ll}{2,}ed$/u.test(first ?? "") || IRREGULAR_PAST_RE.test(first ?? "")) &&
    rest.filter((w) => /^\p{Ll}/u.test(w) && !NAME_JOINER_RE.test(w)).length >= 2
  );
}

/**
 * "Harbour Freight | Santiago de los Caballeros, Dominican Republic", "School of Public Health,
 * University of Mauritius, San Fernando, Trinidad and Tobago": names set off by separators or
 * commas, the last a place — an entry's header, however many words, never a sentence.
 */
function placeEndsParts(t: string): boolean {
  const parts = t.split(/\s+[|·•]\s+/);
  if (parts.length >= 2 && parts.every((p) => words(p).length <= 8 && !/[.!?]$/.test(p)) && parsePlace(parts.at(-1)!) !== null) return true;
  const named = splitCommaPlace(t);
  return !!named && words(named.before).length <= 10 && named.before.split(/[\s,]+/).every((w) => /^[\p{Lu}\d&]/u.test(w) || NAME_JOINER_RE.test(w));
}

/**
 * "Site Manager | Harrow Build Ltd | Kendal, Cumb.": names set off by bars, every word capitalised
 * as a name's, none a sentence (a closing dot only after an abbreviation) — an entry's header
 * however long, even where a bullet's sentence would be.
 */
function barredNames(t: string): boolean {
  const parts = t.split(/\s+[|│]\s+/);
  return (
    parts.length >= 2 &&
    parts.every(
      (p) =>
        p.length > 0 &&
        words(p).length <= 8 &&
        !/[!?;:]$/.test(p) &&
        (!p.endsWith(".") || /(?:^|\s)\S{1,5}\.$/.test(p)) &&
        capitalisedAsName(p.replace(/,/g, "")),
    )
  );
}

/** Every word capitalised, or a small word inside a name: "Eastern Gulf Maintenance Co.", "Bank of Ceylon". */
function capitalisedAsName(t: string): boolean {
  // a dash between names ("Night Porter - Harbour Inns Ltd") is no word of a sentence, nor a legal
  // form in dotted small letters ("Kresnik Stroji d.o.o.")
  return t
    .split(/\s+/)
    .every(
      (w, i, ws) => /^[\p{Lu}\p{N}(&]/u.test(w) || NAME_JOINER_RE.test(w) || /^[-–—|·]$/.test(w) || /^(?:\p{Ll}\.){2,}$/u.test(w) || smallWordOfTown(ws, i),
    );
}

/**
 * Small words inside names: "School of Public Health", "Université de Lyon", "Villa de los Reyes",
 * "Università degli Studi di Lecco e Como", "Hochschule für Technik".
 */
const NAME_JOINER_RE =
  /^(?:of|and|the|for|in|at|de|du|des|la|le|les|los|las|el|di|da|del|della|dello|delle|degli|dei|do|dos|das|van|von|der|y|e|und|et|für|zu|zur|zum|per|il|gli|nel|nella|para|pour|en|em|&)$/;

/**
 * The next line is only dates, and the section's entries do not open with their dates: this line
 * heads an entry whose dates are printed below it, however long or plain it is
 * ("Field Officer at Green Valley Co-operative, Mbale, Uganda" / "2019 – 2022").
 */
function datesBelow(lines: Line[], i: number): boolean {
  const next = lines[i + 1];
  return !!next && (isDateOnly(next.text.trim()) || isPlaceAndDates(next.text)) && !isDateOnly(lines[0]!.text.trim());
}

/** "Giza, Egypt | June 2023 - October 2025", "Mar 2020 – Present · Lyon, France": an entry's place and dates, nothing else. */
function isPlaceAndDates(text: string): boolean {
  const r = findDateRange(text);
  if (!r) return false;
  const rest = [text.slice(0, r.index), text.slice(r.index + r.length)].map((p) => p.replace(/^[\s|·•,;:–—-]+|[\s|·•,;:–—-]+$/g, ""));
  const others = rest.filter(Boolean);
  return others.length === 1 && !!parsePlace(others[0]!);
}

/**
 * Where a line's text starts, past a date printed in the left margin; a date opening the line with
 * its place set far off to the right ("Jun 2019 – Aug 2021 ‖ Tilburg") is where the text starts.
 */
function textStart(l: Line): number {
  const at = l.segments.findIndex((sg) => !isDateOnly(sg.text));
  const seg = l.segments[at];
  if (!seg) return l.x;
  const before = l.segments[at - 1];
  return before && seg.x - before.x2 > 4 * (l.size || 10) ? l.x : seg.x;
}

/** The x where the text of the nearest preceding bullet starts (after its bullet glyph). */
function bodyTextX(lines: Line[], i: number): number {
  for (let j = i - 1; j >= 0 && j >= i - 12; j--) {
    const l = lines[j]!;
    if (hasBullet(l.text)) {
      if (l.segments.length > 1 && isBulletCharacter(l.segments[0]!.text)) return l.segments[1]!.x;
      // bullet and text in one segment: estimate from the glyph width
      return l.x + (l.size || 10) * 1.0;
    }
    if (j < i - 1 && !hasBullet(l.text)) return lines[i - 1]!.x;
  }
  return lines[i - 1]!.x;
}

/** Splits a run of header lines holding several dates into one block per date. */
function splitRun(run: Line[]): Line[][] {
  const dateIdx = run.map((l, i) => (lineHasDate(l) ? i : -1)).filter((i) => i >= 0);
  if (dateIdx.length <= 1) return [run];
  const before = dateIdx[0]!; // lines before the date in the first block: the document's pattern
  const blocks: Line[][] = [];
  let start = 0;
  for (let k = 1; k < dateIdx.length; k++) {
    let next = Math.max(dateIdx[k - 1]! + 1, dateIdx[k]! - before);
    // a header line ending in a comma goes on below ("…, University of Papua New Guinea," / "Port Moresby")
    while (next > dateIdx[k - 1]! + 1 && /,\s*$/.test(run[next - 1]!.text)) next--;
    // a place printed under the dates belongs to the entry above ("Jan 2019 - Present" / "Berlin, Germany"),
    // unless it is all the next entry has before its dates where entries open with a line before them
    // ("Harwick, Dayton, OH" over "Welder, 2015 – 2019": an employer and its town)
    while (
      next < dateIdx[k]! &&
      next === dateIdx[k - 1]! + 1 &&
      run[next]!.segments.length === 1 &&
      parsePlace(run[next]!.text.trim()) &&
      (before === 0 || dateIdx[k]! - next > 1)
    )
      next++;
    blocks.push(run.slice(start, next));
    start = next;
  }
  blocks.push(run.slice(start));
  return blocks.filter((b) => b.length);
}

const MONTH_WORD = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?,?";
/** A line ending inside a date range: "…, December 2022 — September", "…, May 2018 to". */
const OPEN_RANGE_END_RE = new RegExp(`(?:(?:19|20)\\d{2}|${MONTH_WORD})\\s*(?:[-–—]|to|until|till)\\s*(?:${MONTH_WORD})?$`, "i");
/** A short line finishing that range: "2026", "September, 2025", "2020 | Remote". */
const RANGE_REST_RE = new RegExp(`^(?:${MONTH_WORD}\\s*)?(?:19|20)\\d{2}\\b`, "i");

/**
 * A date range broken at the end of a line in a narrow column ("… December 2022 — September" /
 * "2026") is put back on one line, so the entry keeps its dates.
 */
export function joinBrokenRanges(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const next = lines[i + 1];
    const last = l.segments[l.segments.length - 1];
    if (last && next && next.page === l.page && OPEN_RANGE_END_RE.test(l.text.trim()) && RANGE_REST_RE.test(next.text.trim()) && words(next.text).length <= 4) {
      const segments = [
        ...l.segments.slice(0, -1),
        {
          ...last,
          text: `${last.text.trimEnd()} ${next.segments
            .map((s) => s.text)
            .join(" ")
            .trim()}`,
        },
      ];
      out.push({ ...l, segments, text: segments.map((s) => s.text).join(" ") });
      i++;
      continue;
    }
    out.push(l);
  }
  return out;
}

/** Words a name never ends in: "Institute of", "Bank and", "Colegio de". */
const NAME_GOES_ON_RE = /\s(?:of|and|for|the|de|del|da|do|di|du|des|la|le|&)$/i;

/**
 * A name broken at the end of a line ("Diploma, Harbour Institute of" / "Business, Lakeford"): the
 * line ends in a word no name ends in, and the next line, set where the broken part starts, goes on
 * with a capitalised word and no date. The two become one line.
 */
export function joinWrappedNames(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const next = lines[i + 1];
    const last = l.segments.at(-1);
    const goesOn =
      !!last &&
      !!next &&
      next.page === l.page &&
      next.segments.length === 1 &&
      NAME_GOES_ON_RE.test(last.text.trim()) &&
      /^\p{Lu}/u.test(next.text.trim()) &&
      !hasBullet(next.text) &&
      !lineHasDate(next) &&
      (l.size === 0 || Math.abs(next.x - last.x) <= 4);
    if (!goesOn) {
      out.push(l);
      continue;
    }
    const segments = [
      ...l.segments.slice(0, -1),
      { ...last!, text: `${last!.text.trim()} ${next!.text.trim()}`, x2: Math.max(last!.x2, next!.segments[0]!.x2) },
    ];
    out.push({ ...l, segments, text: segments.map((sg) => sg.text).join("  ") });
    i++;
  }
  return out;
}

/** "[ 01/09/2024 – Current ] Site Supervisor": dates in brackets opening a run, then the title. */
const BRACKETED_LEAD_RE = /^\s*\[\s*([^[\]]+?)\s*\]\s*(.*)$/;

/**
 * Europass prints an entry's dates in square brackets run into its title: the dates become a run
 * of their own, so they are read as the entry's dates and the title keeps only its words.
 */
export function splitBracketedDates(lines: Line[]): Line[] {
  return lines.map((l) => {
    const first = l.segments[0];
    const m = first ? BRACKETED_LEAD_RE.exec(first.text) : null;
    if (!first || !m || !isDateOnly(m[1]!)) return l;
    const dates = { ...first, text: m[1]! };
    const segments = m[2]!.trim() ? [dates, { ...first, text: m[2]!.trim() }, ...l.segments.slice(1)] : [dates, ...l.segments.slice(1)];
    return { ...l, segments, text: segments.map((sg) => sg.text).join("  ") };
  });
}

/**
 * A timeline's date column, narrower than its dates: "Jun '24–Sep" beside the title and "'25"
 * (or "Sep '25–" and "Present") under it. The date's two halves are put back together beside the
 * title; what the lower line holds past the date column stays a line of its own.
 */
export function joinWrappedDateColumn(lines: Line[]): Line[] {
  const ls = [...lines];
  const out: Line[] = [];
  for (let i = 0; i < ls.length; i++) {
    const l = ls[i]!;
    const next = ls[i + 1];
    const a = l.segments[0];
    const b = next?.segments[0];
    const beside = l.segments[1];
    // the upper half holds a date but no whole range, the lower half no whole range of its own
    const upper = a ? findDateRange(a.text) : null;
    const lower = b ? findDateRange(b.text) : null;
    const halves = !!upper && (upper.single || !isDateOnly(a!.text)) && !(lower && !lower.single);
    if (a && b && beside && next && next.page === l.page && b.x2 <= beside.x && halves) {
      const joined = `${a.text.trim()} ${b.text.trim()}`;
      const r = findDateRange(joined);
      if (r && !r.single && isDateOnly(joined)) {
        const segments = [{ ...a, text: joined }, ...l.segments.slice(1)];
        out.push({ ...l, segments, text: segments.map((sg) => sg.text).join("  ") });
        const rest = next.segments.slice(1);
        if (rest.length) ls[i + 1] = { ...next, segments: rest, x: rest[0]!.x, text: rest.map((sg) => sg.text).join("  ") };
        else i++;
        continue;
      }
    }
    out.push(l);
  }
  return out;
}

/**
 * `namesEntry`: whether a line names what the section's entries are about (a degree, a school);
 * such a line, capitalised as a name, is a header line even where its length reads as a sentence.
 */
export function splitEntries(lines: Line[], namesEntry?: (text: string) => boolean): RawEntry[] {
  const ls = joinWrappedNames(joinBrokenRanges(joinWrappedDateColumn(splitBracketedDates(lines.filter((l) => l.text.trim())))));
  if (!ls.length) return [];
  const kinds = classify(ls, namesEntry);
  const entries: RawEntry[] = [];
  let run: Line[] = [];
  let body: Line[] = [];
  const flush = () => {
    if (!run.length && !body.length) return;
    if (!run.length) {
      // body lines before any header: attach to the previous entry or start an anonymous one
      const prev = entries[entries.length - 1];
      if (prev) prev.body.push(...body);
      else entries.push({ header: [], body });
    } else {
      const blocks = splitRun(run);
      blocks.forEach((b, i) => entries.push({ header: b, body: i === blocks.length - 1 ? body : [] }));
    }
    run = [];
    body = [];
  };
  ls.forEach((l, i) => {
    if (kinds[i] === "header") {
      if (body.length) flush();
      run.push(l);
    } else {
      body.push(l);
    }
  });
  flush();
  return withDescriptionsReturned(entries);
}

/** The commonest of the counts (the smaller on a tie), when at least two entries share it. */
function usualCount(counts: number[]): number | null {
  const seen = new Map<number, number>();
  for (const c of counts) if (c >= 0) seen.set(c, (seen.get(c) ?? 0) + 1);
  const [usual, times] = [...seen.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0, 0];
  return times >= 2 ? usual : null;
}

/**
 * A US federal resume's labelled details of the post, figures the form keeps nowhere: "Hours per
 * week: 40", "Salary: $48,200 per year", "Series: 0462", "Grade: GS-07", "Pay plan: GS".
 */
export const POST_DETAIL_RE = /^(?:hours(?:\s+(?:per|a|\/)\s+week)?|salary|series|grade|pay\s*plan|series\s*(?:\/|and|&)\s*grade)\s*:\s*\S/i;

/** "Position Title: Ranger", "Job title: Ranger": the title, labelled. */
export const LABELLED_TITLE_RE = /^(?:position\s+title|job\s+title|position|title)\s*:\s*(\S.*)$/i;

/** A description line reads like a sentence: several words, no separator of header parts, no place ("Institut Bocuse, Lyon, France"). */
function readsAsDescription(l: Line): boolean {
  const t = l.text.trim();
  return (
    l.segments.length === 1 &&
    !l.bold &&
    words(t).length >= 4 &&
    !/\s[|·•—–-]\s/.test(t) &&
    !parsePlace(t) &&
    !splitCommaPlace(t) &&
    !endsWithLegalForm(t) &&
    !POST_DETAIL_RE.test(t) &&
    !LABELLED_TITLE_RE.test(t)
  );
}

/** The header lines before the dates already name two things (title and employer): on one line split by a separator, or on two. */
function namesBothBefore(header: Line[], dateAt: number): boolean {
  const pieces = header.slice(0, dateAt).flatMap((l) => l.segments.flatMap((sg) => splitPieces(sg.text)));
  return pieces.length >= 2 || header.slice(0, dateAt).some((l) => /\s(?:at|@)\s/i.test(l.text));
}

/**
 * Where a description's lines carry no bullet glyph (Word paragraphs, centred text), a short
 * description line can be read into a header: the last line of one entry into the next one's
 * header, the first lines below an entry's dates into its own. Entries print the same number of
 * header lines before and after their dates: lines beyond that count go to the description.
 */
function withDescriptionsReturned(entries: RawEntry[]): RawEntry[] {
  const dateAt = entries.map((e) => e.header.findIndex(lineHasDate));
  const usualBefore = usualCount(dateAt);
  const usualAfter = usualCount(entries.map((e, i) => (dateAt[i]! >= 0 ? e.header.length - 1 - dateAt[i]! : -1)));
  entries.forEach((e, i) => {
    if (dateAt[i]! < 0) return;
    const after = e.header.length - 1 - dateAt[i]!;
    // below dates that close a header already naming title and employer, only the description goes on
    const keep = namesBothBefore(e.header, dateAt[i]!) ? 0 : usualAfter;
    if (keep !== null && after > keep) {
      // the description: the longest run of sentence-like lines ending the header, past the lines kept
      let from = e.header.length;
      while (from - 1 > dateAt[i]! + keep && readsAsDescription(e.header[from - 1]!)) from--;
      e.body.unshift(...e.header.slice(from));
      e.header = e.header.slice(0, from);
    }
    const prev = entries[i - 1];
    const extra = usualBefore === null ? 0 : dateAt[i]! - usualBefore;
    if (!prev || !prev.header.length || extra <= 0) return;
    const top = e.header.slice(0, extra);
    if (!top.every(readsAsDescription)) return;
    prev.body.push(...top);
    e.header = e.header.slice(extra);
  });
  return entries;
}
