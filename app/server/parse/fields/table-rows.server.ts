/**
 * Entries printed as a table under a header row ("Period | Employer | Position | Main
 * responsibilities", "Years | Institution | Qualification"). Each cell wraps over several lines, a
 * row over several lines, and a long last column is read after the others; left as they come, a
 * date's second half becomes a company and the header's words a school. Read by column instead,
 * each row becomes the lines an entry is printed as anywhere else: one line with the title, the
 * organisation and the dates, then the description's items.
 */
import type { Line, Segment } from "../types.server.ts";
import { findDateRange } from "./dates.server.ts";
import { parsePlace, WORK_MODE_RE } from "./locations.server.ts";
import { makeLine } from "../lines/layout.server.ts";
import { hasBullet, stripBullet } from "./text.server.ts";

type ColumnKind = "dates" | "organisation" | "role" | "organisationAndRole" | "roleAndOrganisation" | "location" | "description" | "result";

/** The names a table gives its columns, by what the column holds. */
const COLUMN_NAMES: [ColumnKind, RegExp][] = [
  [
    "dates",
    /^(?:period|periods|dates?|years?|duration|from\s*[-–]\s*to|from|to|since|until|start(?:\s+date)?|end(?:\s+date)?|when|tenure|time\s*frame|(?:year|date)\s+(?:of\s+)?(?:passing|graduation|completion|award)|passing\s+year|graduat(?:ed|ion)|completed)$/i,
  ],
  [
    "organisation",
    /^(?:employer|employers|company|companies|organi[sz]ations?|institutions?|institute|school|university|college|establishment|workplace|employer\s*(?:and|&|\/)\s*location)$/i,
  ],
  // "University / Board", "Board / University": the school and the examining board in one column (Indian CVs)
  [
    "organisation",
    /^(?:(?:school|college|university|institut(?:e|ion))\s*(?:\/|&|and)\s*board|board\s*(?:\/|&|and)\s*(?:school|college|university|institut(?:e|ion)))$/i,
  ],
  // "College / Institute", "School or College", "Name of the Institution": the school under two of its names
  [
    "organisation",
    /^(?:(?:school|college|university|institut(?:e|ion))(?:\s*(?:\/|&|and|or)\s*(?:school|college|university|institut(?:e|ion)))+|name\s+of\s+(?:the\s+)?(?:school|college|university|institut(?:e|ion)))$/i,
  ],
  ["role", /^(?:position|positions|role|roles|job\s*title|title|designation|occupation|job|qualifications?|degree|degrees|award|course|programme|program)$/i],
  // "Exam/Degree", "Examination / Qualification": the exam passed or the degree earned
  ["role", /^(?:exam(?:ination)?s?|name of (?:the )?exam(?:ination)?)(?:\s*\/\s*(?:degree|qualification|course))?$/i],
  // "Major / Degree", "Field of study": what was studied, alone or with the degree in one column
  [
    "role",
    /^(?:major|field\s+of\s+study|degree|qualification|course|programme|program)(?:\s*(?:\/|&|and)\s*(?:major|field\s+of\s+study|degree|qualification))?$/i,
  ],
  // "Client / Role": the employer on the cell's first line, the title under it
  ["organisationAndRole", /^(?:client|company|employer|organi[sz]ation)\s*(?:\/|&|and)\s*(?:role|position|title)$/i],
  // "Position and employer": the title on the cell's first line, the employer under it, then the duties
  ["roleAndOrganisation", /^(?:role|position|job\s*title|title|designation)\s*(?:\/|&|and|,)\s*(?:employer|company|organi[sz]ation)$/i],
  ["location", /^(?:location|place|city|country)$/i],
  ["description", /^(?:(?:main|key)\s+)?(?:responsibilities|duties|achievements|description|tasks|details|activities|subjects)$/i],
  // "Division / CGPA", "Result", "Grade": how the qualification was passed
  [
    "result",
    /^(?:division|grade|grades|result|results|c?gpa|marks|percentage|class|score)(?:\s*(?:\/|&|and)\s*(?:division|grade|result|c?gpa|marks|percentage|class|score))?$/i,
  ],
];

function columnKind(text: string): ColumnKind | null {
  const t = text.trim().replace(/[:：]$/, "");
  for (const [kind, re] of COLUMN_NAMES) if (re.test(t)) return kind;
  return null;
}

/** A row naming the columns: every cell a column name, among them the dates and what the entry is. */
function headerColumns(line: Line): { kind: ColumnKind; x: number; x2: number }[] | null {
  if (line.segments.length < 2) return null;
  const cols = line.segments.map((s) => ({ kind: columnKind(s.text), x: s.x, x2: s.x2 }));
  if (cols.some((c) => !c.kind)) return null;
  const kinds = cols.map((c) => c.kind);
  if (!kinds.includes("dates") || !kinds.some((k) => k === "organisation" || k === "role" || k === "organisationAndRole" || k === "roleAndOrganisation"))
    return null;
  return cols as { kind: ColumnKind; x: number; x2: number }[];
}

type Row = Map<number, string[]>;

/**
 * The column a cell belongs to: the last one starting at or before it; under names centred over
 * their columns, a cell clear of that name's span goes to the first name it overlaps, else to the
 * nearest one.
 */
function columnOf(s: Segment, cols: { x: number; x2: number }[]): number {
  let at = 0;
  cols.forEach((c, i) => {
    if (c.x <= s.x + 4) at = i;
  });
  const overlap = (c: { x: number; x2: number }) => Math.min(c.x2, s.x2) - Math.max(c.x, s.x);
  if (overlap(cols[at]!) > 0 || s.x2 - s.x <= 0) return at;
  // (a cell run into the next one overlaps both names: it begins under the first)
  const best = cols.findIndex((c) => overlap(c) > 0);
  if (best >= 0) return best;
  const centre = (a: number, b: number) => (a + b) / 2;
  const distance = (c: { x: number; x2: number }) => Math.abs(centre(c.x, c.x2) - centre(s.x, s.x2));
  return cols.reduce((b, c, i) => (distance(c) < distance(cols[b]!) ? i : b), at);
}

/** The description's items: a line opening with a capital starts one, any other continues it. */
function items(lines: string[]): string[] {
  const out: string[] = [];
  for (const l of lines) {
    if (out.length && !/^\p{Lu}/u.test(l)) out[out.length - 1] = `${out[out.length - 1]} ${l}`;
    else out.push(l);
  }
  return out;
}

const isPlaceLine = (t: string) => WORK_MODE_RE.test(t) || !!parsePlace(t, true);

/**
 * The organisation cell's name and, on its own last line, its place. In a Word table (no wrapping:
 * every line of a cell is a paragraph of its own) a short second line under the name is its town,
 * known or not.
 */
function organisationAndPlace(lines: string[], paragraphs = false): { name: string; place: string } {
  let end = lines.length;
  while (end > 1 && isPlaceLine(lines[end - 1]!)) end--;
  if (paragraphs && end === 2 && /^\p{Lu}[\p{L}'’. -]*(?:,\s*\p{Lu}[\p{L}'’. -]*)?$/u.test(lines[1]!) && lines[1]!.split(/\s+/).length <= 3) end = 1;
  return { name: lines.slice(0, end).join(" "), place: lines.slice(end).join(", ") };
}

function rowLines(row: Row, cols: { kind: ColumnKind }[], template: Line): Line[] {
  const raw = (kind: ColumnKind) => cols.flatMap((c, i) => (c.kind === kind ? (row.get(i) ?? []) : [])).filter((t) => t.trim());
  // bulleted lines under a row's first cell are its duties, whatever column they stand in
  const keepsBullets = (kind: ColumnKind) => kind === "roleAndOrganisation" || kind === "description";
  const cell = (kind: ColumnKind) => (keepsBullets(kind) ? raw(kind) : raw(kind).filter((t) => !hasBullet(t)));
  const strayDuties = [...new Set(cols.map((c) => c.kind))].filter((k) => !keepsBullets(k)).flatMap((k) => raw(k).filter(hasBullet).map(stripBullet));
  const paragraphs = template.size === 0;
  // "From ‖ To": two columns of dates make one range
  const dateColumns = cols.map((c, i) => (c.kind === "dates" ? (row.get(i) ?? []).join(" ").trim() : "")).filter(Boolean);
  const dates = dateColumns.length === 2 && !dateColumns.some((d) => /[-–—]|\bto\b/i.test(d)) ? dateColumns.join(" – ") : cell("dates").join(" ");
  // a cell of employer and title: its first line the employer, the lines under it the title and a place
  const both = cell("organisationAndRole");
  const bothRest = organisationAndPlace(both.slice(1), paragraphs);
  // a cell of title and employer: its first line the title, the lines under it the employer, its bulleted lines the duties
  const titled = cell("roleAndOrganisation");
  const duties = titled.filter(hasBullet).map(stripBullet);
  const [titleFirst, ...employer] = titled.filter((t) => !hasBullet(t));
  const role = [...cell("role"), ...(both.length > 1 ? [bothRest.name] : []), ...(titleFirst ? [titleFirst] : [])].join(" ");
  const { name, place: ownPlace } = organisationAndPlace([...cell("organisation"), ...both.slice(0, 1), ...employer], paragraphs);
  const place = [ownPlace, bothRest.place].filter(Boolean).join(", ");
  // the place keeps a cell of its own: run into the name, an unknown town would read as part of it
  const where = [...cell("location"), place].filter(Boolean).join(", ");
  // a grade point average read as one ("3.21 / 4.00"); a division or class says nothing the form keeps
  const result = cell("result").join(" ");
  const gpa = /^\d\.\d{1,3}(?:\s*\/\s*\d(?:\.\d{1,2})?)?$/.test(result) ? `CGPA ${result}` : "";
  const parts = [role, name, where, dates, gpa].filter(Boolean);
  if (!parts.length) return [];
  const segment = (text: string, i: number): Segment => ({
    text,
    x: template.x + i * 100,
    x2: template.x + i * 100 + 90,
    bold: false,
    size: template.size,
    font: template.font,
  });
  const head = makeLine(parts.map(segment), template.page, template.y);
  const body = [...duties, ...strayDuties, ...items(cell("description"))].map((t, i) => makeLine([segment(`• ${t}`, 0)], template.page, template.y + i + 1));
  return [{ ...head, region: template.region }, ...body.map((l) => ({ ...l, region: template.region }))];
}

/**
 * A header row one of whose names wraps over two lines while the others stand between them
 * ("Year of" / "Qualification ‖ Institute ‖ Percentage" / "Passing"): the wrapped name's halves,
 * just above and below the row and clear of its cells, join the row as one cell.
 */
function withStackedColumnNames(lines: Line[]): Line[] {
  for (let i = 0; i < lines.length; i++) {
    const row = lines[i]!;
    if (row.segments.length < 2 || row.size <= 0 || !row.segments.every((sg) => columnKind(sg.text))) continue;
    const near = (l: Line) => l !== row && l.page === row.page && Math.abs(l.y - row.y) <= 1.2 * row.size && l.segments.length === 1;
    const clear = (l: Line) => !row.segments.some((sg) => l.segments[0]!.x < sg.x2 && l.segments[0]!.x2 > sg.x);
    const above = lines.find((l) => near(l) && l.y < row.y && clear(l));
    const below = above && lines.find((l) => near(l) && l.y > row.y && clear(l) && Math.abs(l.x - above.x) <= 6);
    if (!above || !below) continue;
    const text = `${above.text.trim()} ${below.text.trim()}`;
    if (!columnKind(text)) continue;
    const cell: Segment = { ...above.segments[0]!, text, x: Math.min(above.x, below.x), x2: Math.max(above.segments[0]!.x2, below.segments[0]!.x2) };
    const segments = [...row.segments, cell].sort((a, b) => a.x - b.x);
    return lines.filter((l) => l !== above && l !== below).map((l) => (l === row ? { ...makeLine(segments, row.page, row.y), region: row.region } : l));
  }
  return lines;
}

/** A year alone, maybe after its month: "2017", "06/2017". */
const LONE_YEAR_RE = /^\s*(?:\d{1,2}[./-])?(?:19|20)\d{2}\s*$/;

/**
 * The section's lines with a table under a header row rewritten as plain entries, or the lines
 * themselves when there is no such table.
 */
export function tableRowsAsEntries(input: Line[]): Line[] {
  const lines = withStackedColumnNames(input);
  const at = lines.findIndex((l) => headerColumns(l));
  if (at < 0) return input;
  const named = headerColumns(lines[at]!)!;
  // "Institute ‖ University / Board": of two columns naming the organisation, the second names the
  // board that examined, not the school
  const firstOrganisation = named.findIndex((c) => c.kind === "organisation");
  const cols = named.map((c, i) =>
    c.kind === "organisation" && i > firstOrganisation && /\bboard\b/i.test(lines[at]!.segments[i]?.text ?? "") ? { ...c, kind: "result" as ColumnKind } : c,
  );
  const below = lines.slice(at + 1).sort((a, b) => a.page - b.page || a.y - b.y);
  // the table ends at a line of one run from the table's left edge reaching over the second
  // column's start: text set across the page under it (each job told again with its duties), no cell
  const second = cols[1];
  const end = below.findIndex((l) => {
    const only = l.segments.length === 1 ? l.segments[0]! : null;
    return !!only && !!second && only.x <= cols[0]!.x + 4 && only.x2 > second.x + 4;
  });
  const rest = end > 0 ? below.slice(0, end) : below;
  const after = end > 0 ? below.slice(end) : [];
  const gaps = rest
    .slice(1)
    .map((l, i) => (l.page === rest[i]!.page ? l.y - rest[i]!.y : 0))
    .filter((g) => g > 0)
    .sort((a, b) => a - b);
  const pitch = gaps.length ? gaps[gaps.length >> 1]! : 0;
  const datesCol = cols.findIndex((c) => c.kind === "dates");
  const rows: { row: Row; first: Line }[] = [];
  rest.forEach((l, i) => {
    const prev = rest[i - 1];
    const cur = rows[rows.length - 1];
    const dateCell = l.segments.find((s) => columnOf(s, cols) === datesCol);
    const range = dateCell ? findDateRange(dateCell.text) : null;
    const curDates = cur?.row.get(datesCol)?.join(" ") ?? "";
    const curRange = curDates ? findDateRange(curDates) : null;
    // a row starts after a wider gap than a wrapped cell's, or with a new date under a complete one
    const gapStarts = !!prev && prev.page === l.page && pitch > 0 && l.y - prev.y > 1.3 * pitch;
    // (a year alone is a whole date too: "2017" under "2021" in a table of qualifications)
    const whole = !!curRange && (!curRange.single || LONE_YEAR_RE.test(curDates));
    const dateStarts = !!range && range.index === 0 && whole;
    if (!cur || gapStarts || (prev && prev.page !== l.page) || dateStarts) rows.push({ row: new Map(), first: l });
    const row = rows[rows.length - 1]!.row;
    for (const s of l.segments) {
      const c = columnOf(s, cols);
      row.set(c, [...(row.get(c) ?? []), s.text.trim()]);
    }
  });
  return [...lines.slice(0, at), ...rows.flatMap(({ row, first }) => rowLines(row, cols, first)), ...after];
}
