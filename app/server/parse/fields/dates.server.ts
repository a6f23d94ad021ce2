/**
 * Date and date-range recognition for resume entries. Values are returned as printed
 * ("Jan 2020", "Summer 2018", "03/2019", "2019-03"), an open end as "Present".
 */

import { fullYearOf } from "../../../lib/text/years.ts";
import { MONTH_ABBREVIATIONS, MONTH_PATTERN } from "../../../lib/text/months.ts";
import {
  OTHER_LANGUAGE_MONTHS,
  OTHER_LANGUAGE_PRESENT,
  OTHER_LANGUAGE_SINCE,
  OTHER_LANGUAGE_UNTIL,
  needsTwoDates,
  wordsPattern,
} from "../../../lib/text/other-languages.ts";

const monthAlternation = (names: Iterable<string>) => [...names].sort((a, b) => b.length - a.length).join("|");
/** Other languages' months English does not share ("janv.", "März", "mrt.", "giu", "out."), kept as printed. */
const FOREIGN_MONTH = `(?:${monthAlternation([...OTHER_LANGUAGE_MONTHS.keys()].filter((n) => !needsTwoDates(n)))})(?![a-zà-ÿ])\\.?`;
const FOREIGN_MONTH_IN_RANGE = `(?:${monthAlternation(OTHER_LANGUAGE_MONTHS.keys())})(?![a-zà-ÿ])\\.?`;
/** Month names in any case: every pattern below is compiled with the "i" flag. */
const MONTH = `(?:${MONTH_PATTERN}|${FOREIGN_MONTH})`;
const MONTH_IN_RANGE = `(?:${MONTH_PATTERN}|${FOREIGN_MONTH_IN_RANGE})`;
const SEASON = "(?:spring|summer|fall|autumn|winter)";
const YEAR = "(?:19[5-9]\\d|20[0-4]\\d)";
/** A year cut to two digits after an apostrophe: "'19", "’21". */
const SHORT_YEAR = "['’‘]\\d{2}(?!\\d)";
const dateSource = (month: string) =>
  [
    // (a month's word after a name's small word is the name's: "Pousada do Mar, 2015 – 2019")
    `(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?(?<!\\b(?:do|da|dos|das|del|della|di|du|of|the)\\s)\\b${month}[\\s,'’\\-]*(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s*)?${YEAR}`,
    // a month word and its year joined by a slash: "mar/2019", "Sept/2021"
    `\\b${month}\\s*/\\s*${YEAR}`,
    `\\b${month}\\s*${SHORT_YEAR}`,
    `\\b${SEASON}\\s*,?\\s*${YEAR}`,
    // a full date, day first or month first: "01/09/2022", "31.08.2022", "12/31/2020"
    `\\b(?:0?[1-9]|[12]\\d|3[01])[/.\\-](?:0?[1-9]|[12]\\d|3[01])[/.\\-]${YEAR}`,
    // (after a code's capitals and a hyphen the figures are the code's: a federal pay grade "GS-2005-07")
    `(?<![A-Z]{2}-)\\b${YEAR}[/.\\-](?:0[1-9]|1[0-2])(?![\\d])`,
    `\\b(?:0?[1-9]|1[0-2])[/.\\-]${YEAR}`,
    `(?<![A-Z]{2}-)\\b${YEAR}`,
    // a year set flush right that the text runs into a state's or province's code: "Dayton, OH2019"
    // (no case-sensitive group inside this case-insensitive pattern: V8 read such a group differently
    // once the pattern had run often enough to be compiled, so the same text parsed two ways)
    `(?<=,\\s?[A-Z]{2})${YEAR}(?!\\d)`,
    `(?<![A-Za-z\\d])${SHORT_YEAR}`,
  ]
    .map((s) => `(?:${s})`)
    .join("|");
const DATE_SRC = dateSource(MONTH);
/** A date as one end of a range, where a short form that is also an English word reads as a month ("set 2019 – ott 2021"). */
const RANGE_DATE_SRC = dateSource(MONTH_IN_RANGE);
// and other languages' ("aujourd'hui", "heute", "in corso")
const PRESENT_SRC = `(?:(?:the\\s+)?present|current(?:ly)?|now|ongoing|continuing|today|till\\s+date|to\\s+date|date|pr[ée]sente?|${wordsPattern(OTHER_LANGUAGE_PRESENT)})`;
/** The present as a whole word, which may open with an accented letter ("à ce jour"), where "\\b" finds no edge. */
const PRESENT_WORD_SRC = `(?<![\\wà-ÿ])${PRESENT_SRC}(?![\\wà-ÿ])`;
/** Other languages' "until" ("bis", "tot", "até"); not one that is an English word, as a range's end here may be a word for the present. */
const UNTIL_SRC = wordsPattern(OTHER_LANGUAGE_UNTIL.filter((word) => !needsTwoDates(word)));
/** Dashes, a tilde or an arrow join a range's two ends ("03/2019 - 11/2021", "Sept. 2019 → Nov. 2021", "2019 -> 2021"). */
const JOINER_SRC = "(?:[-–—~‒−]+>?|[→⟶➔➜➝➞⇒])";
const SEP_SRC = `\\s*(?:${JOINER_SRC}|\\bto\\b|\\buntil\\b|\\btill\\b|\\bthrough\\b|\\bthru\\b|\\band\\b|(?<![\\wà-ÿ])(?:${UNTIL_SRC})(?![\\wà-ÿ]))\\s*`;

const RANGE_RE = new RegExp(`(${RANGE_DATE_SRC})${SEP_SRC}(${RANGE_DATE_SRC}|${PRESENT_WORD_SRC})`, "i");
/** "2019—21": a full start year and an end cut to its last two digits. */
const CUT_END_RE = new RegExp(`\\b(${YEAR})(\\s*[-–—~‒−]+\\s*|\\s+to\\s+)(\\d{2})(?![\\d/.]|\\s*[-–—][\\d])`, "i");
const SINGLE_RE = new RegExp(`(${DATE_SRC})`, "i");
// (and other languages' "since": "seit", "depuis", "desde")
const SINCE_RE = new RegExp(`\\b(?:since|from|${wordsPattern(OTHER_LANGUAGE_SINCE)})\\s+(${DATE_SRC})`, "i");
const OPEN_RE = new RegExp(`(${DATE_SRC})${SEP_SRC}$`, "i");
const PRESENT_RE = new RegExp(`^\\s*${PRESENT_SRC}\\s*$`, "i");
const YEAR_RE = /\b(19[5-9]\d|20[0-4]\d)\b/g;

export interface DateRange {
  start: string;
  end: string;
  current: boolean;
  /** position of the match in the searched text */
  index: number;
  length: number;
  /** true when only one date was printed (start === end) */
  single: boolean;
}

/** "'19" → "2019" (up to 20 years ahead counts as this century: a degree may be expected). */
const fullYear = (yy: string) => fullYearOf(yy, 20);

/**
 * Another language's month before its year is given as the form's English short month
 * ("août 2019" → "Aug 2019", "dic. 2019" → "Dec 2019"), so it sorts and counts like any other date.
 */
function englishMonths(s: string): string {
  return s.replace(/(?<!\p{L})(\p{L}+)\.?(?=[\s,'’/-]*\d)/gu, (whole, word: string) => {
    const n = OTHER_LANGUAGE_MONTHS.get(word.toLowerCase());
    return n ? MONTH_ABBREVIATIONS[n - 1]! : whole;
  });
}

function clean(s: string): string {
  return (
    englishMonths(s)
      // "Mar/2019" is held as "Mar 2019"
      .replace(/(?<=\p{L}\.?)\s*\/\s*(?=\d{4})/gu, " ")
      .replace(/\s*['’‘](\d{2})(?!\d)/g, (_, yy: string) => ` ${fullYear(yy)}`)
      .replace(/\s+/g, " ")
      .replace(/^[\s,;:([]+|[\s,;:)\]]+$/g, "")
      .trim()
  );
}

const FULL_DATE_RE = new RegExp(`^(\\d{1,2})([/.\\-])(\\d{1,2})[/.\\-](${YEAR})$`);

/**
 * A range printed with full dates ("01/09/2022 – 30/04/2024") is kept to its month, as the form
 * holds it ("09/2022"). The day comes first unless a part over 12 shows the month does ("12/31/2020");
 * one end that tells decides for both.
 */
function toMonths(dates: string[]): string[] {
  const parsed = dates.map((d) => FULL_DATE_RE.exec(d));
  if (!parsed.some(Boolean)) return dates;
  const monthFirst = parsed.some((m) => m && Number(m[3]) > 12 && Number(m[1]) <= 12);
  return dates.map((d, i) => {
    const m = parsed[i];
    if (!m) return d;
    const month = monthFirst ? m[1]! : m[3]!;
    return `${month.padStart(2, "0")}${m[2] === "." ? "." : "/"}${m[4]}`;
  });
}

function presentWord(s: string): boolean {
  return PRESENT_RE.test(s);
}

/** A letter and the rest of a word after a space: "W inter", "S EPTEMBER" (synthetic small capitals). */
const SPLIT_CAPITAL_RE = /(?<![\p{L}\d])(\p{Lu}) (\p{L}{2,})(?![\p{L}])/gu;
const MONTH_OR_SEASON_RE = new RegExp(`^(?:${MONTH}|${SEASON})$`, "i");

/**
 * Puts a month or season split after its capital back together ("W inter 2024" → "Winter  2024"),
 * the space moved behind the word so that positions in the text stay where they were.
 */
function rejoinSplitCapitals(text: string): string {
  return text.replace(SPLIT_CAPITAL_RE, (whole, first: string, rest: string) => (MONTH_OR_SEASON_RE.test(first + rest) ? `${first}${rest} ` : whole));
}

/** A month cut to two digits of its year ("06/19"): only as one end of a range, alone it could be a fraction or a day. */
const SHORT_MONTH_YEAR = "(?:0?[1-9]|1[0-2])/\\d{2}(?![\\d/])";
/** A quarter of a year ("Q3 2020"): the form keeps its year. */
const QUARTER = `Q[1-4]\\s*${YEAR}`;
const SHORT_FORM_RANGE_RES: RegExp[] = [
  // "06/19 – 11/22", "10/23 – Present"
  new RegExp(`\\b(${SHORT_MONTH_YEAR})${SEP_SRC}(${SHORT_MONTH_YEAR}|${PRESENT_WORD_SRC})`, "i"),
  // "May–Aug 2025": the start month shares the end's year
  new RegExp(`\\b(${MONTH})\\.?\\s*[-–—]\\s*(${MONTH}\\.?\\s+${YEAR})`, "i"),
  // "Q3 2020 – ongoing", "Q2 2021 – Q1 2024"
  new RegExp(`\\b(${QUARTER})${SEP_SRC}(${QUARTER}|${DATE_SRC}|${PRESENT_WORD_SRC})`, "i"),
];

/** One end of a short-form range as the form holds it: "06/19" → "06/2019", "Q3 2020" → "2020". */
function shortFormEnd(end: string, yearOfRange: string): string {
  const short = /^(\d{1,2})\/(\d{2})$/.exec(end);
  if (short) return `${short[1]!.padStart(2, "0")}/${fullYear(short[2]!)}`;
  const quarter = /^Q[1-4]\s*(\d{4})$/i.exec(end);
  if (quarter) return quarter[1]!;
  return /^\p{L}+\.?$/u.test(end) ? `${end.replace(/\.$/, "")} ${yearOfRange}` : clean(end);
}

/** Ranges printed in a short form the full patterns miss: two-digit years, a shared year, quarters. */
function shortFormRange(t: string): DateRange | null {
  // most text holds none of the three shapes: skip the patterns
  if (!/\d\/\d{2}(?!\d)|Q[1-4]|\p{L}\.?\s*[-–—]\s*\p{L}/iu.test(t)) return null;
  let best: RegExpExecArray | null = null;
  for (const re of SHORT_FORM_RANGE_RES) {
    const m = re.exec(t);
    if (m && (!best || m.index < best.index)) best = m;
  }
  if (!best) return null;
  const endRaw = clean(best[2]!);
  const current = presentWord(endRaw);
  const yearOfRange = yearsIn(endRaw)[0]?.toString() ?? "";
  return {
    start: shortFormEnd(clean(best[1]!), yearOfRange),
    end: current ? "Present" : shortFormEnd(endRaw, yearOfRange),
    current,
    index: best.index,
    length: best[0].length,
    single: false,
  };
}

/** Finds the first date range (or single date) in `text`. */
export function findDateRange(text: string): DateRange | null {
  const t = rejoinSplitCapitals(text.replace(/\u00a0/g, " "));
  const shortForm = shortFormRange(t);
  const r = RANGE_RE.exec(t);
  if (shortForm && (!r || shortForm.index < r.index)) return shortForm;
  const cut = CUT_END_RE.exec(t);
  if (cut && (!r || cut.index < r.index || (cut.index === r.index && cut[0].length > r[0].length))) {
    const start = cut[1]!;
    const end = start.slice(0, 2) + cut[3]!;
    // "2010-11" with a bare hyphen is also November 2010: only a later year, and an unmistakable one, makes a range
    const plainHyphen = /^-$/.test(cut[2]!);
    if (Number(end) > Number(start) && Number(end) - Number(start) <= 15 && (!plainHyphen || Number(cut[3]) > 12))
      return { start, end, current: false, index: cut.index, length: cut[0].length, single: false };
  }
  if (r) {
    const [start, endRaw] = toMonths([clean(r[1]!), clean(r[2]!)]) as [string, string];
    const current = presentWord(endRaw);
    // "and" only joins two real dates ("Summer 2012 and 2013"), never "2012 and now"
    return { start, end: current ? "Present" : endRaw, current, index: r.index, length: r[0].length, single: false };
  }
  const since = SINCE_RE.exec(t);
  if (since) return { start: toMonths([clean(since[1]!)])[0]!, end: "Present", current: true, index: since.index, length: since[0].length, single: false };
  const s = SINGLE_RE.exec(t);
  if (s) {
    const v = toMonths([clean(s[1]!)])[0]!;
    return { start: v, end: v, current: false, index: s.index, length: s[0].length, single: true };
  }
  return null;
}

/** A date written as "June 2022 –" with its end on the next line. */
export function isOpenRangeStart(text: string): boolean {
  return OPEN_RE.test(text.trim());
}

const JOINER_RE = new RegExp(`^(?:${JOINER_SRC}|to)$`, "i");
/** A run holding only what joins a range's ends ("–", "→", "to"), printed between its two dates. */
export function isRangeJoiner(text: string): boolean {
  return JOINER_RE.test(text.trim());
}

export function isPresent(text: string): boolean {
  return presentWord(text);
}

/**
 * True when `text` is (almost) only a date or date range, e.g. a right-aligned date cell.
 * Short labels/punctuation around it are tolerated ("Graduated: May 2020", "(2019 – 2021)").
 */
/** "(2 years 3 months)", "· 1 yr 2 mos", "less than a year": durations printed after a range. */
const DURATION_RE = /[(·•,]?\s*(?:\d+\s*(?:years?|yrs?)(?:\s*,?\s*\d+\s*(?:months?|mos?))?|\d+\s*(?:months?|mos?)|less than a (?:year|month))\s*\)?/gi;

export function stripDuration(text: string): string {
  return text
    .replace(DURATION_RE, " ")
    .replace(/\(\s*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function isDuration(text: string): boolean {
  const t = text.trim();
  return t.length > 0 && stripDuration(t).replace(/[\s()·•,]+/g, "") === "";
}

export function isDateOnly(text: string): boolean {
  const t = stripDuration(text.trim());
  if (!t) return false;
  if (presentWord(t)) return true;
  const r = findDateRange(t);
  if (!r) return false;
  const rest = (t.slice(0, r.index) + " " + t.slice(r.index + r.length))
    .replace(
      /\b(?:expected|graduated|graduating|graduation|anticipated|completed|completing|completion|due|awarded|conferred|since|from|exp\.?|class of|passed(?: out)?(?: in)?|year of passing)\b/gi,
      "",
    )
    .replace(/[\s,;:()[\]|•·*–—-]+/g, "");
  return rest.length <= 2;
}

/** Does `text` end with a date or range (a right-aligned date run into the text)? */
export function trailingDate(text: string): { range: DateRange; before: string } | null {
  const t = stripDuration(text.trim());
  // try progressively later start points so the range found is the last one on the line
  let best: { range: DateRange; before: string } | null = null;
  let offset = 0;
  while (offset < t.length) {
    const r = findDateRange(t.slice(offset));
    if (!r) break;
    const abs = offset + r.index;
    const after = t.slice(abs + r.length).replace(/[\s,;:)\]|]+/g, "");
    if (!after) {
      best = {
        range: { ...r, index: abs },
        // (with the word opening a bracketed date: "… (due 2027)", "… (completing 2026)")
        before: t
          .slice(0, abs)
          .replace(/\s*[([]\s*(?:expected|anticipated|completing|completion|due|graduating|est\.?)\s*:?\s*$/i, "")
          .replace(/[\s,;:([|–—-]+$/g, "")
          .trim(),
      };
      break;
    }
    offset = abs + Math.max(1, r.length);
  }
  return best;
}

export function yearsIn(text: string): number[] {
  return [...text.matchAll(YEAR_RE)].map((m) => Number(m[1]));
}

/** The 4-digit year of a printed date ("May 2023" → "2023"), "" when none or open-ended. */
export function yearOf(text: string): string {
  if (!text || presentWord(text)) return "";
  const ys = yearsIn(text);
  return ys.length ? String(ys[ys.length - 1]) : "";
}

/** Replaces the separators inside date ranges with \u0001 so that splitting on " – " keeps ranges whole. */
export function protectRanges(text: string): string {
  let out = "";
  let rest = text;
  for (let guard = 0; guard < 20; guard++) {
    const r = findDateRange(rest);
    if (!r) break;
    const m = rest.slice(r.index, r.index + r.length);
    out += rest.slice(0, r.index) + (r.single ? m : m.replace(/\s+/g, "\u0001").replace(/[-–—~‒−>→⟶➔➜➝➞⇒]/g, (c) => `\u0002${c}`));
    rest = rest.slice(r.index + r.length);
  }
  return out + rest;
}

export function restoreRanges(text: string): string {
  // eslint-disable-next-line no-control-regex -- \u0001 and \u0002 are the placeholders protectRanges put in
  return text.replace(/\u0002/g, "").replace(/\u0001/g, " ");
}
