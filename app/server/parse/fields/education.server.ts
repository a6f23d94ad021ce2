/** Education entries: degree, school, graduation year, GPA, honors, coursework. */
import { randomUUID } from "node:crypto";
import type { Line, ParsedEducation } from "../types.server.ts";
import { yearOf } from "./dates.server.ts";
import { lineHasDate, splitEntries, type RawEntry } from "./entries.server.ts";
import { headerParts } from "./experience.server.ts";
import { looksLikeDegree, looksLikeSchool } from "./roles.server.ts";
import { parsePlace, splitTrailingPlace } from "./locations.server.ts";
import { hasBullet, splitPieces, stripBullet } from "./text.server.ts";
import { wordCount } from "../sections/headings.server.ts";

const GPA_RE =
  /\b(?:c?gpa|grade point average|cpi|sgpa|cgpa)\b\s*[:\-–]?\s*(\d{1,2}(?:\.\d{1,3})?(?:\s*\/\s*\d{1,2}(?:\.\d{1,2})?)?(?:\s*\([^)]*\))?)|(\d\.\d{1,3}(?:\s*\/\s*\d(?:\.\d{1,2})?)?)\s*(?:c?gpa)\b|\b(?:aggregate|percentage|score|grade)\s*[:-]?\s*(\d{1,3}(?:\.\d+)?\s*%)/i;

export function findGpa(text: string): { gpa: string; index: number; length: number } | null {
  const m = GPA_RE.exec(text);
  if (!m) return null;
  const v = (m[1] ?? m[2] ?? "").trim();
  return { gpa: v || m[0].trim(), index: m.index, length: m[0].length };
}

const HONORS_RE = /\b(?:dean'?s|dean’s|honou?rs?|cum laude|magna|summa|distinction|first class|scholarship|scholar|valedictorian|merit|award|prize)\b/i;

/**
 * An honour printed beside the degree: "magna cum laude", "First Class Honours", "with
 * Distinction", "Dean's List". "(Hons)" right after the degree is part of the degree's name.
 */
const HONOUR_PHRASE_RE =
  /\(?\b(?:(?:summa|magna)\s+)?cum\s+laude\b\)?|\(?\b(?:first|upper second|lower second|second|third|1st|2nd)[- ]class(?:\s+honou?rs)?(?:\s*\((?:2:1|2:2|1st)\))?\)?|\(?\bwith\s+(?:high(?:est)?\s+)?(?:honou?rs|distinction|merit)\b\)?|\(?\b(?:distinction|dean['’]?s\s+list|valedictorian|salutatorian)\b\)?/i;

/** Takes the honours out of a degree piece: "B.S. in Mathematics, magna cum laude" → degree and honour. */
export function splitHonours(text: string): { rest: string; honours: string } {
  const m = HONOUR_PHRASE_RE.exec(text);
  if (!m) return { rest: text, honours: "" };
  const honours = m[0].replace(/^\(|\)$/g, "").trim();
  const rest = (text.slice(0, m.index) + " " + text.slice(m.index + m[0].length))
    .replace(/\(\s*\)/g, " ")
    .replace(/\s*[,;–—-]\s*$|^\s*[,;–—-]\s*/g, "")
    .replace(/\s+([,;])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  return { rest, honours };
}

/** A line holding only honours, coursework or a GPA: it belongs to a degree, it never starts one. */
function isDetailLine(line: Line): boolean {
  const t = stripBullet(line.segments.map((s) => s.text).join(" "));
  if (COURSEWORK_RE.test(t)) return true;
  if (looksLikeDegree(t) || looksLikeSchool(t)) return false;
  const g = findGpa(t);
  if (g && !(t.slice(0, g.index) + t.slice(g.index + g.length)).replace(/[\s|,;:\-–]+/g, "")) return true;
  return HONORS_RE.test(t) || HONOUR_PHRASE_RE.test(t);
}

const COURSEWORK_RE =
  /^(?:relevant\s+|key\s+|selected\s+)?(?:coursework|courses|modules|subjects|majors?|minors?|concentrations?|speciali[sz]ations?)\s*[:-]\s*(.+)$/i;

/**
 * "Tertiary: Harbour Polytechnic", "Secondary: Hillview High School": the level of schooling set
 * before the school as a label, as many CVs list their schooling; it is no part of the school's name.
 */
const SCHOOLING_LEVEL_LABEL_RE =
  /^\s*(?:tertiary|secondary|primary|elementary|vocational|post-?graduate|undergraduate|graduate|(?:junior|senior)\s+high(?:\s+school)?|high\s+school|college)(?:\s+(?:level|education|school))?\s*[:：]\s+(?=\S)/i;

function withoutSchoolingLevelLabel(line: Line): Line {
  const first = line.segments[0];
  const m = first && SCHOOLING_LEVEL_LABEL_RE.exec(first.text);
  if (!m) return line;
  const rest = first.text.slice(m[0].length);
  const segments = [{ ...first, text: rest }, ...line.segments.slice(1)];
  return { ...line, segments, text: line.text.replace(SCHOOLING_LEVEL_LABEL_RE, "") };
}

/**
 * "Degree: BSc Geology | Institute: Harlow University | Passing Year: 2015": a record's labels before
 * the degree, the school and the year, each opening a piece; the pieces are then read as unlabelled.
 */
const RECORD_LABEL_RE =
  /(^|[|│·•;]\s*|\s{3,}|\t)(?:exam(?:ination)?(?:\s+title)?|degree(?:\s+title)?|qualification|course|programme|program|institut(?:e|ion)(?:\s+name)?|school|college|university|board|passing\s+year|year\s+of\s+passing|year\s+of\s+graduation|graduation\s+year|year)\s*[:：]\s*(?=\S)/gi;

function withoutRecordLabels(line: Line): Line {
  const labelled = line.segments.map((sg) => sg.text.match(RECORD_LABEL_RE)?.length ?? 0).reduce((a, b) => a + b, 0);
  // (one label alone may be a school's own word: "College: Harlow Sixth Form")
  if (labelled < 2) return line;
  const segments = line.segments.map((sg) => ({ ...sg, text: sg.text.replace(RECORD_LABEL_RE, "$1") }));
  return { ...line, segments, text: segments.map((sg) => sg.text).join("  ") };
}

/**
 * "• BSc Biology, Lakeside University, Hilltown (2019)": a bullet holding a whole entry — a school,
 * a comma and a year — is that entry, listed as a bullet, not a description line under the entry
 * above. A bulleted licence or ticket with no school ("• Forklift Licence, Safety Board (2020)")
 * stays a credential.
 */
function withoutWholeEntryBullet(line: Line): Line {
  if (!hasBullet(line.text)) return line;
  const rest = stripBullet(line.text);
  if (!rest.includes(",") || !/\b(?:19|20)\d\d\b/.test(rest) || !looksLikeSchool(rest)) return line;
  const segments = line.segments.flatMap((s, i) => {
    if (i > 0) return [s];
    const text = stripBullet(s.text);
    return text ? [{ ...s, text }] : [];
  });
  return segments.length ? { ...line, segments, text: rest } : line;
}

/**
 * A degree told as a sentence: "[Completed] [a] <degree> from <school>[, <town>] …", "Graduated with
 * a <degree> from …", "Completed the <degree> at <school> …", the year and a grade anywhere after.
 */
const DEGREE_SENTENCE_RE =
  /^(?:(?:i\s+)?(?:have\s+)?(?:currently\s+)?(?:completed|completing|passed|obtained|earned|received|pursuing|gained|achieved|attained|awarded|hold|holding|undertaking|studying(?:\s+for)?|studied(?:\s+for)?|working\s+towards?|graduated(?:\s+with)?)\s+)?(?:(?:a|an|the|my)\s+)?(.+?)\s+(?:from|at|by)\s+(?:the\s+)?(.+)$/iu;
/** The school first: "Graduated from <school> [in <year>] with a <degree>". */
const SCHOOL_FIRST_SENTENCE_RE = /^(?:i\s+)?graduated\s+from\s+(?:the\s+)?(.+?)\s+(?:in\s+((?:19|20)\d\d)\s+)?with\s+(?:a|an|the|my)?\s*(.+?)\.?$/iu;
/** The year in such a sentence: "in 2014", "(2014)", "(expected 2026)", ", 2014". */
const SENTENCE_YEAR_RE = /(?:\s+in\s+|\s*\(\s*(?:(?:expected|anticipated|due)\s+)?|,\s*|\s+)((?:19|20)\d\d)\)?(?=\s|,|\.?$)/u;

/**
 * "B.Sc. Botany from Carrow Valley College, Lakeford in 2014 with 68%": a line telling the degree,
 * its school and year as a sentence read as the degree, the school and town, and the year apart
 * (the grade left out).
 */
function degreeSentenceAsParts(line: Line): Line {
  const schoolFirst = SCHOOL_FIRST_SENTENCE_RE.exec(stripBullet(line.text).trim());
  if (schoolFirst && looksLikeDegree(schoolFirst[3]!) && looksLikeSchool(schoolFirst[1]!)) {
    const text = `${schoolFirst[3]} from ${schoolFirst[1]}${schoolFirst[2] ? ` in ${schoolFirst[2]}` : ""}`;
    const asDegreeFirst = degreeSentenceAsParts({ ...line, text, segments: [{ ...line.segments[0]!, text }] });
    if (asDegreeFirst.segments.length > 1) return asDegreeFirst;
  }
  const m = DEGREE_SENTENCE_RE.exec(stripBullet(line.text).trim());
  if (!m || !looksLikeDegree(m[1]!) || looksLikeSchool(m[1]!)) return line;
  let rest = m[2]!.replace(/\.$/, "");
  const year = SENTENCE_YEAR_RE.exec(rest)?.[1];
  if (year) rest = rest.replace(SENTENCE_YEAR_RE, "");
  rest = rest.replace(/\s*,?\s+with\s+.*$/i, "").trim();
  const school = rest.split(/\s*,\s*/)[0]!;
  if (!looksLikeSchool(school) || looksLikeDegree(school)) return line;
  const first = line.segments[0]!;
  const parts = [m[1]!, rest, ...(year ? [year] : [])];
  const segments = parts.map((text, i) => ({ ...first, text, x: first.x + i, x2: first.x + i }));
  return { ...line, segments, text: parts.join(" ") };
}

export function parseEducationSection(lines: Line[]): ParsedEducation[] {
  const out: ParsedEducation[] = [];
  const prepared = lines.map(withoutRecordLabels).map(withoutSchoolingLevelLabel).map(degreeSentenceAsParts).map(withoutWholeEntryBullet);
  for (const raw of withHeadLinesReturned(splitEntries(prepared, namesDegreeOrSchool))) {
    // honours or coursework lines taken for header lines: the ones before the degree belong to the
    // entry above, the ones after it to this entry's details
    const detail = raw.header.map(isDetailLine);
    const lead: Line[] = [];
    let i = 0;
    while (i < raw.header.length - 1 && detail[i]) lead.push(raw.header[i++]!);
    const header = raw.header.slice(i).filter((_, k) => !detail[i + k]);
    if (!header.length && out.length) {
      // "Dean's List, Fall 2019" alone, its date taken for an entry's
      attachBody(out[out.length - 1]!, [...raw.header, ...raw.body]);
      continue;
    }
    const e = {
      header: header.length ? header : raw.header.slice(i),
      body: [...(header.length ? raw.header.slice(i).filter((_, k) => detail[i + k]) : []), ...raw.body],
    };
    if (lead.length && out.length) attachBody(out[out.length - 1]!, lead);
    else if (lead.length) e.body.unshift(...lead);
    if (!e.header.length) {
      if (out.length) attachBody(out[out.length - 1]!, e.body);
      continue;
    }
    // each degree line starts an entry: "B.A. …" / "M.Ed." / "Ph.D. …" over one school
    const groups = degreeGroups(e.header);
    const made: ParsedEducation[] = [];
    groups.forEach((g, gi) => {
      const entry = parseEntry(g, gi === groups.length - 1 ? e.body : [], groups.length > 1 ? undefined : out[out.length - 1]);
      if (entry) made.push(entry);
    });
    const shared = made.find((m) => m.school && looksLikeSchool(m.school));
    for (const m of made) if (!m.school && shared) m.school = shared.school;
    out.push(...made);
  }
  return out;
}

/**
 * Entries print as many lines before their dates as the first one does ("Certificate in Welding" /
 * "Carrow Skills Centre" / dates). An entry with fewer lost its first line to the one above, as a
 * description line its words did not tell for a degree ("CSEC (five subjects)"): a last body line
 * with no bullet that is no honours or coursework line goes back to the head of the entry below.
 */
function withHeadLinesReturned(entries: RawEntry[]): RawEntry[] {
  const before = entries[0]?.header.findIndex(lineHasDate) ?? -1;
  if (before < 2) return entries;
  for (let k = 1; k < entries.length; k++) {
    const [above, entry] = [entries[k - 1]!, entries[k]!];
    const last = above.body.at(-1);
    const dateAt = entry.header.findIndex(lineHasDate);
    if (!last || dateAt < 0 || dateAt >= before || hasBullet(last.text) || isDetailLine(last) || lineHasDate(last)) continue;
    above.body.pop();
    entry.header.unshift(last);
  }
  return entries;
}

/**
 * A line naming a degree in a piece that is no place, a trailing place left out: the state in
 * "Delta Valley College, Greenwood, MS" or "Boston University · Boston, MA" is no master's degree.
 */
function namesDegree(text: string): boolean {
  return splitPieces(text).some((piece) => {
    if (parsePlace(piece)) return false;
    const placed = splitTrailingPlace(piece);
    return looksLikeDegree(placed?.before ? placed.before : piece);
  });
}

const namesDegreeOrSchool = (text: string) => namesDegree(text) || looksLikeSchool(text);

/**
 * A line naming a degree in a piece that is no school's name: "Riverton Senior High School" reads
 * as both (a high school is a level of schooling too) and names the school of the degree above
 * it, while "Higher School Certificate" ends in the award's word and names a degree.
 */
function namesDegreeNotSchool(text: string): boolean {
  return (
    namesDegree(text) &&
    splitPieces(text)
      .flatMap((piece) => piece.split(/\s*,\s*/))
      .some((piece) => looksLikeDegree(piece) && !(looksLikeSchool(piece) && SCHOOL_NAME_END_RE.test(piece)))
  );
}

/** The word a school's name ends in. */
const SCHOOL_NAME_END_RE = /\b(?:school|college|academy|university|institute|polytechnic)$/i;

/** Splits an entry's header at its degree lines; fewer than two degree lines leave it whole. */
function degreeGroups(header: Line[]): Line[][] {
  const starts = header
    .map((l, i) => (namesDegreeNotSchool(l.text) && !/^\s*(?:major|minor|concentration|speciali[sz]ation)\b/i.test(l.text) ? i : -1))
    .filter((i) => i >= 0)
    // (the second line of a degree's name wrapped in a narrow column starts no degree: "Master of Business" / "Administration (MBA)")
    .filter(
      (i, k, all) =>
        !(k > 0 && all[k - 1] === i - 1 && wrappedDegreeEnd(header[i - 1]!.segments[0]!.text.trim(), header[i]!.text.trim(), header[i]!.segments.length === 1)),
    );
  if (starts.length < 2) return [header];
  return starts.map((start, k) => header.slice(k === 0 ? 0 : start, starts[k + 1] ?? header.length));
}

/** One education entry from its header and detail lines; `prev` is the entry above (a second degree at its school). */
/** A faculty or department of a university: "Faculty of Law", "Facultad Regional Norte", "School of Nursing". */
const SCHOOL_DIVISION_RE =
  /^(?:faculty|facultad|faculdade|facoltà|faculté|fakultet|fakulteta|department|departamento|school)\s+(?:of|de|di|des|du|za|regional)\b/i;

/** "BTech" after "Bachelor of Technology": a degree's letters, by its own first letter, that name a degree too. */
function ownLetters(degree: string, letters: string): boolean {
  return /^\p{Lu}[\p{L}.]{1,7}$/u.test(letters) && looksLikeDegree(letters) && letters[0] === degree.trim()[0];
}

/** A degree followed by its field of study: "Diploma in Nursing", "Bachelor of Arts in History", "Técnico en Turismo". */
const DEGREE_WITH_FIELD_RE = /\s(?:in|en|em)\s+\p{Lu}/u;

/**
 * A degree naming its field in one word so far, which may go on on the next line: "Bachelor in
 * Business", "Master of Business" (not a degree whole in itself, "Bachelor of Arts", before its field).
 */
const WRAPPED_FIELD_RE =
  /\s(?:in|en|em)\s+\p{Lu}\p{L}*$|\sof\s+(?!(?:arts|science|sciences|engineering|commerce|laws|education|technology|medicine|nursing|pharmacy|philosophy|music|architecture)$)\p{Lu}\p{L}*$/iu;

/** A degree's line broken before its last words: it ends in a word that joins the name on ("Bachelor of Arts in", "Diplôme de"). */
const DANGLING_WORD_END_RE = /\s(?:in|of|en|em|de|des|du|di|da|do|der|für|and|und|et|y|e|&|for|with)$/iu;

/** A field of study's closing word, as the second line of a degree's name wrapped in a narrow column ends: "… Business" / "Economics". */
const FIELD_WORD_END_RE =
  /\b(?:economics|engineering|studies|sciences?|administration|management|technology|design|education|nursing|accounting|accountancy|finance|marketing|law|arts|mathematics|physics|chemistry|biology|psychology|sociology|informatics|computing|commerce|tourism|hospitality|architecture|medicine|pharmacy|agriculture|development|relations|communications?|linguistics|literature|history|geography|statistics)(?:\s*\([A-Z][A-Za-z.]{1,8}\))?$/i;

/**
 * "Bachelor in Business" over "Economics", "Diplôme de" over "gestion": a degree's name wrapped onto
 * the next line (a card or column too narrow for it), that line holding nothing else. The second
 * half shows itself by the word the first line ends in, a lowercase start, or, after a degree whose
 * field is one word so far ("… in Business", "… of Business"), a field's closing word in at most
 * three words.
 */
function wrappedDegreeEnd(degree: string, next: string, aloneOnNextLine: boolean): boolean {
  // (a degree of its own on the next line is none's second half: "… in History" / "Master of Education")
  if (!aloneOnNextLine || next.split(/\s+/).length > 3 || /\d/.test(next) || looksLikeDegree(next.replace(/\s*\([^()]*\)$/, ""))) return false;
  // (a bare degree's field on the next line is a part of its own: "B.Tech" / "Mechanical Engineering")
  return DANGLING_WORD_END_RE.test(degree) || /^\p{Ll}/u.test(next) || (WRAPPED_FIELD_RE.test(degree) && FIELD_WORD_END_RE.test(next));
}

/** The two halves of a wrapped degree joined: with a space, or none where the break cut a field's word ("… Office Admi" / "nistration"). */
function joinWrappedDegree(degree: string, next: string): string {
  const cut = /(\p{L}+)$/u.exec(degree)?.[1] ?? "";
  const rest = /^(\p{Ll}+)/u.exec(next)?.[1] ?? "";
  return rest && FIELD_WORD_END_RE.test(`${cut}${rest}`) && !FIELD_WORD_END_RE.test(cut) ? `${degree}${next}` : `${degree} ${next}`;
}

/** "Culinary Arts – Pastry Operations": two pieces as their line prints them joined by a dash, or null. */
function dashJoined(first: string, second: string, lineText: string): string | null {
  const at = lineText.indexOf(first);
  const m = at >= 0 ? /^\s+[–—-]\s+/.exec(lineText.slice(at + first.length)) : null;
  return m && lineText.startsWith(second, at + first.length + m[0].length) ? `${first}${m[0]}${second}` : null;
}

/**
 * Of an entry's pieces that no word names as a degree or a school, the one a town-like name closes:
 * the last piece on its line after it ("… | Harrow Training Partnership | Kendal"), or the part after
 * its own comma ("Moorside Driver Training, Ripon"), while another piece is left to name the course.
 */
function townClosedName(pieces: string[], pieceLines: number[], used: Set<number>): { at: number; name: string; town: string } {
  const none = { at: -1, name: "", town: "" };
  const free = pieces.map((_, i) => i).filter((i) => !used.has(i));
  const last = free.at(-1);
  if (last === undefined || free.length < 2) return none;
  const town = pieces[last]!.replace(/\.$/, "");
  if (free.length >= 3 && pieceLines[last] === pieceLines[last - 1] && !used.has(last - 1) && oneTownName(town) && wordCount(pieces[last - 1]!) >= 2)
    return { at: last - 1, name: pieces[last - 1]!, town };
  const m = /^([^,]+),\s*([^,]+)$/.exec(pieces[last]!);
  if (m && wordCount(m[1]!) >= 2 && oneTownName(m[2]!.replace(/\.$/, ""))) return { at: last, name: m[1]!.trim(), town: m[2]!.replace(/\.$/, "").trim() };
  return none;
}

/** A town's name of a word or two, none a word of a course, a credential or an organisation ("Kendal", "Market Rasen"). */
function oneTownName(text: string): boolean {
  return (
    looksLikeTown(text) &&
    wordCount(text) <= 2 &&
    !/\b(?:status|level|licen[cs]e|card|passport|award|course|training|skills?|safety|goods|first aid)\b/i.test(text)
  );
}

function looksLikeTown(text: string): boolean {
  if (parsePlace(text, true)?.city) return true;
  // (a town's name may hold the small words that place it by a river or a hill: "Kirchdorf an der Elm", "Marston upon Dene")
  return (
    /^\p{Lu}[\p{L}'’.-]+(?:\s+(?:(?:an|ob)\s+der\s+|am\s+|im\s+|bei\s+|upon\s+|sur\s+|op\s+)?\p{Lu}[\p{L}'’.-]+)?$/u.test(text) &&
    !looksLikeSchool(text) &&
    !looksLikeDegree(text)
  );
}

/** A course's name on a line of its own: no bullet, capitalised, short, no full stop, no honours or coursework. */
function courseLine(l: Line): boolean {
  const t = l.text.trim();
  const n = wordCount(t);
  return !hasBullet(t) && /^\p{Lu}/u.test(t) && n >= 2 && n <= 14 && !/[.!?:;]$/.test(t) && !isDetailLine(l) && !findGpa(t) && !lineHasDate(l);
}

function parseEntry(header: Line[], body: Line[], prev: ParsedEducation | undefined): ParsedEducation | null {
  const e = { header, body };
  const h = headerParts(e.header);
  let degree = "",
    school = "";
  let gpa = "";
  const honours: string[] = [];
  // pieces → split comma lists, strip GPA and honours
  const pieces: string[] = [];
  // a line of its own naming a place after its words names an institution, never a field of study
  const placedLines = new Set(h.pieces.filter((p) => p.placeAfter).map((p) => p.line));
  const pieceLines: number[] = [];
  // the pieces a place followed ("SMK Taman Jaya, Miri"): an institution's name, never a field of study
  const piecePlaced: boolean[] = [];
  // the header piece each piece was cut from
  const pieceOrigin: number[] = [];
  for (const [origin, p] of h.pieces.entries()) {
    let t = p.text;
    const hon = splitHonours(t);
    if (hon.honours) {
      honours.push(hon.honours);
      t = hon.rest;
    }
    const g = findGpa(t);
    if (g) {
      gpa = gpa || g.gpa;
      t = (t.slice(0, g.index) + " " + t.slice(g.index + g.length)).replace(/[;,\s]+$/, "").trim();
    }
    if (!t) continue;
    const tp = splitTrailingPlace(t);
    if (tp && tp.before) t = tp.before;
    if (/^\(?(?:expected|anticipated)\)?$/i.test(t)) continue;
    // (a degree's never at a comma inside brackets: "A-levels (Maths, Physics)" is one qualification)
    const commas = looksLikeDegree(t) && !looksLikeSchool(t) ? /\s*,\s*(?![^()]*\))/ : /\s*,\s*/;
    if (/,/.test(t) && (looksLikeSchool(t) || looksLikeDegree(t))) pieces.push(...t.split(commas).filter(Boolean));
    else pieces.push(t);
    while (pieceLines.length < pieces.length) {
      pieceLines.push(p.line);
      // (of a piece cut at its commas, only the last part stood before the place)
      piecePlaced.push(!!p.placeAfter && pieceLines.length === pieces.length);
      pieceOrigin.push(origin);
    }
  }
  const used = new Set<number>();
  let di = pieces.findIndex((p) => looksLikeDegree(p) && !looksLikeSchool(p));
  if (di < 0) di = pieces.findIndex((p) => looksLikeDegree(p));
  // a school named in the piece's own words before one named only in brackets ("Welder (vocational school)")
  let si = pieces.findIndex((p, i) => i !== di && looksLikeSchool(p.replace(/\([^()]*\)/g, " ")));
  if (si < 0) si = pieces.findIndex((p, i) => i !== di && looksLikeSchool(p));
  if (di >= 0) {
    used.add(di);
    // the field of study printed after the degree: "B.Tech, Computer Science and Engineering"
    const parts = [pieces[di]!];
    // LinkedIn's "Bachelor of Science - BS, Marine Biology": the degree's own letters after a dash, then its field
    let lead = di;
    const own = pieces[di + 1];
    if (own && pieceLines[di + 1] === pieceLines[di] && pieceOrigin[di + 1] !== pieceOrigin[di] && ownLetters(pieces[di]!, own)) {
      parts[0] = `${pieces[di]!} - ${own}`;
      used.add(di + 1);
      lead = di + 1;
    }
    for (let j = lead + 1; j < pieces.length && j !== si; j++) {
      if (looksLikeSchool(pieces[j]!)) break;
      if (wrappedDegreeEnd(pieces[di]!, pieces[j]!, pieceLines[j]! === pieceLines[di]! + 1 && pieceLines.filter((l) => l === pieceLines[j]).length === 1)) {
        parts[0] = joinWrappedDegree(pieces[di]!, pieces[j]!);
        used.add(j);
        break;
      }
      if (looksLikeDegree(pieces[j]!)) break;
      // (a school named before the degree leaves it the field cut from the degree's own piece: "BSc, Marine Biology")
      if (si >= 0 && j > si && pieceOrigin[j] !== pieceOrigin[lead]) break;
      if (
        /^(?:[\p{Lu}&][\p{L}&'’-]*\s*)+$/u.test(pieces[j]!.replace(/\b(?:and|of|in|with|&)\b/g, "")) &&
        pieces[j]!.split(" ").length <= 6 &&
        j === lead + 1 &&
        si !== j &&
        !piecePlaced[j] &&
        !(pieceLines[j] !== pieceLines[di] && placedLines.has(pieceLines[j]!)) &&
        // "Diploma in Tourism" / "Intercollege Nicosia": a degree naming its field takes none from the
        // next line, nor, with no school named by its words, from its own ("Diploma in Tourism,
        // Kestrel Akademia, 2014": the name after it is the institution)
        !((pieceLines[j] !== pieceLines[di] || si < 0) && DEGREE_WITH_FIELD_RE.test(pieces[di]!)) &&
        // "Trade Certificate, Ridgeway Skills Hub, Lakeford": with no school named by its words, the
        // name between the degree and the closing town is the institution
        !(si < 0 && j + 1 === pieces.length - 1 && pieceLines[j + 1] === pieceLines[j] && looksLikeTown(pieces[j + 1]!))
      ) {
        parts.push(pieces[j]!);
        used.add(j);
      }
      break;
    }
    degree = parts.join(", ");
  }
  if (si < 0 && di >= 0 && prev && e.header.length <= 1 && pieces.length === 1) {
    // a second degree listed under the same school: "M.S. Computer Science | 5/2021"
    school = prev.school;
  }
  let closingTown = "";
  if (si < 0 && !school) {
    // neither name told by its words: the one printed with a town names the institution
    // (of several names on that line, the one right before the town)
    const right = pieces.findIndex((_, i) => !used.has(i) && piecePlaced[i]);
    const placed = right >= 0 ? right : pieces.findIndex((_, i) => !used.has(i) && placedLines.has(pieceLines[i]!));
    // … so does the one a town the gazetteer does not know closes, after a bar or a comma
    // ("Site Safety Passport | Harrow Training Partnership | Kendal", "Moorside Driver Training, Ripon")
    const closed = placed >= 0 ? { at: -1, name: "", town: "" } : townClosedName(pieces, pieceLines, used);
    if (closed.at >= 0) {
      pieces[closed.at] = closed.name;
      closingTown = closed.town;
      if (closed.town === pieces[closed.at + 1]) used.add(closed.at + 1);
    }
    si = placed >= 0 ? placed : closed.at >= 0 ? closed.at : pieces.findIndex((_, i) => !used.has(i));
  }
  if (si >= 0) {
    school = pieces[si]!;
    used.add(si);
    // "University of Lakeford, Faculty of Law": the faculty beside its university is part of the school's name
    const next = pieces[si + 1];
    const beside = next !== undefined && !used.has(si + 1) && pieceOrigin[si + 1] === pieceOrigin[si];
    if (beside && (SCHOOL_DIVISION_RE.test(next) || (SCHOOL_DIVISION_RE.test(school) && looksLikeSchool(next)))) {
      school = `${school}, ${next}`;
      used.add(si + 1);
    }
  }
  // "KELDOR TRADE SCHOOL, Almsee" over a course no degree word names: the town closing the school's
  // own piece is no degree while another piece is left to name the course
  const schoolTown = (i: number) => si >= 0 && i === si + 1 && pieceOrigin[i] === pieceOrigin[si] && looksLikeTown(pieces[i]!.replace(/\.$/, ""));
  let townOfSchool = "";
  if (!degree) {
    let rest = pieces.findIndex((_, i) => !used.has(i) && !schoolTown(i));
    // the school's town left alone: the course is the plain line under the header, if any, never the town
    const course = rest < 0 && schoolTown(si + 1) && !used.has(si + 1) && e.body[0] && courseLine(e.body[0]) ? e.body[0] : undefined;
    if (rest < 0 && schoolTown(si + 1) && !used.has(si + 1)) {
      townOfSchool = pieces[si + 1]!.replace(/\.$/, "");
      used.add(si + 1);
      if (course) {
        degree = stripBullet(course.text).trim();
        e.body = e.body.slice(1);
      }
    } else if (rest < 0) rest = pieces.findIndex((_, i) => !used.has(i));
    else if (schoolTown(si + 1) && !used.has(si + 1)) {
      townOfSchool = pieces[si + 1]!.replace(/\.$/, "");
      used.add(si + 1);
    }
    if (rest >= 0) {
      degree = pieces[rest]!;
      used.add(rest);
      // "Marula College — Culinary Arts – Pastry Operations": a course no degree word names keeps
      // the stream printed after it behind a dash on its line
      const next = rest + 1;
      const stream =
        next < pieces.length && !used.has(next) && pieceLines[next] === pieceLines[rest] && !looksLikeTown(pieces[next]!) && !looksLikeSchool(pieces[next]!)
          ? dashJoined(degree, pieces[next]!, header[pieceLines[rest]!]?.text ?? "")
          : null;
      if (stream) {
        degree = stream;
        used.add(next);
      } else if (
        next < pieces.length &&
        !used.has(next) &&
        !looksLikeSchool(pieces[next]!) &&
        wrappedDegreeEnd(degree, pieces[next]!, pieceLines[next]! === pieceLines[rest]! + 1 && pieceLines.filter((l) => l === pieceLines[next]).length === 1)
      ) {
        degree = joinWrappedDegree(degree, pieces[next]!);
        used.add(next);
      }
    }
  }
  // "Diploma in Carpentry, Talgarth Institute, Pencader": a town closing the line after the degree and the school
  const last = pieces.length - 1;
  // (cut from the school's own piece at its comma)
  const closing = last >= 2 && !used.has(last) && used.has(last - 1) && pieceOrigin[last] === pieceOrigin[last - 1];
  const town = !h.place && closing && looksLikeTown(pieces[last]!.replace(/\.$/, "")) ? pieces[last]!.replace(/\.$/, "") : "";
  const r = h.range;
  const entry: ParsedEducation = {
    id: randomUUID(),
    degree: degree.trim(),
    school: school.trim(),
    location: h.place || town || townOfSchool || closingTown,
    graduationYear: r && !r.current ? yearOf(r.end) : "",
    gpa,
    honors: honours.join("; "),
    relevantCoursework: "",
  };
  attachBody(entry, e.body);
  if (!entry.degree && !entry.school) return null;
  return entry;
}

function attachBody(entry: ParsedEducation, body: Line[]): void {
  const honors: string[] = entry.honors ? [entry.honors] : [];
  for (const l of body) {
    let t = stripBullet(l.segments.map((s) => s.text).join(" "));
    if (!t) continue;
    const cw = COURSEWORK_RE.exec(t);
    if (cw) {
      entry.relevantCoursework = [entry.relevantCoursework, cw[1]].filter(Boolean).join(", ");
      continue;
    }
    if (entry.relevantCoursework && /^[\p{Ll}(]/u.test(t)) {
      entry.relevantCoursework += ` ${t}`;
      continue;
    }
    const g = findGpa(t);
    if (g) {
      if (!entry.gpa) entry.gpa = g.gpa;
      t = (t.slice(0, g.index) + t.slice(g.index + g.length))
        .replace(/^[\s|,;:\-–]+|[\s|,;:\-–]+$/g, "")
        .replace(/^(?:cumulative|overall|major|total)\b[\s|,;:\-–]*/i, "")
        .trim();
      if (!t) continue;
    }
    if (HONORS_RE.test(t) || HONOUR_PHRASE_RE.test(t)) honors.push(t.replace(/^(?:honou?rs|awards)\s*:\s*/i, ""));
  }
  entry.honors = honors.join("; ");
}

/**
 * Degrees filed under a "Training & Certification" title: an entry naming both a degree and a
 * school is education; the other entries (courses, licences, certificates) stay where they are.
 */
export function degreesAmongCertifications(lines: Line[]): { degrees: ParsedEducation[]; rest: Line[] } {
  const degreeLines: Line[] = [];
  const rest: Line[] = [];
  for (const e of splitEntries(lines)) {
    const all = [...e.header, ...e.body];
    const text = all.map((l) => l.segments.map((s) => s.text).join(" ")).join(" ");
    const named = e.header.some((l) => looksLikeDegree(l.text));
    (named && looksLikeSchool(text) ? degreeLines : rest).push(...all);
  }
  return { degrees: degreeLines.length ? parseEducationSection(degreeLines) : [], rest };
}

/** "Certified First Aider (Red Cross), 2019", "Licensed Practical Nurse": a credential, not a degree. */
const CREDENTIAL_RE = /^(?:certified|licensed|registered|accredited|chartered|qualified)\s+\p{L}/iu;
/** A course of study by its name: "… Program", "… Programme". */
const STUDY_PROGRAMME_RE = /\bprogram(?:me)?\b/i;

/**
 * Credentials listed among the degrees: a line of its own that states a certification and names
 * neither a degree nor a school goes to the certifications, the rest stays education.
 */
export function credentialsAmongDegrees(lines: Line[]): { credentials: Line[]; rest: Line[] } {
  const credentials: Line[] = [];
  const rest: Line[] = [];
  const text = (l: Line) => stripBullet(l.segments.map((s) => s.text).join(" "));
  lines.forEach((l, i) => {
    const t = text(l);
    // "Certified Care Aide Program" over "Harbour Community College": a course named as a programme,
    // or studied at the school the next line names alone, is schooling, not a credential held
    const next = i + 1 < lines.length ? text(lines[i + 1]!) : "";
    const studied = STUDY_PROGRAMME_RE.test(t) || (looksLikeSchool(next) && !looksLikeDegree(next) && !CREDENTIAL_RE.test(next));
    (CREDENTIAL_RE.test(t) && !looksLikeDegree(t) && !looksLikeSchool(t) && !studied ? credentials : rest).push(l);
  });
  return { credentials, rest };
}
