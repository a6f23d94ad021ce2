/**
 * Jobs printed as labelled rows, one detail a row: "Organization : …" / "Designation : …" /
 * "Duration : …" (Indian CVs), "Client / Employer: …" / "Role: …" / "Tasks:" (consultants'
 * skills-matrix CVs). Read as they come, every label would be a job's title; with the labels read
 * instead, each block becomes the lines a job is printed as anywhere else: one line with the
 * title, the employer, the place and the dates, then the description's items.
 */
import type { Line, Segment } from "../types.server.ts";
import { makeLine } from "../lines/layout.server.ts";
import { parsePlace } from "./locations.server.ts";
import { hasBullet, stripBullet, words } from "./text.server.ts";
import { endsWithLegalForm } from "./roles.server.ts";
import { findDateRange, isDateOnly, trailingDate } from "./dates.server.ts";

export type JobFieldKind = "organisation" | "role" | "dates" | "place" | "description";
type FieldKind = JobFieldKind;

/** The labels such rows give their details, by what the detail is (the prompt writer reads pasted records with the same words). */
const FIELD_LABELS: [FieldKind, RegExp][] = [
  [
    "organisation",
    /^(?:(?:organi[sz]ation|company|employer)(?:\s+name)?|client|firm|(?:client|company)\s*\/\s*employer|employer\s*\/\s*client|name of (?:the )?(?:organi[sz]ation|company|employer))$/i,
  ],
  // (and the same labels in other languages: "Cargo:", "Puesto:", "Poste :", "Funktion:", "Período:")
  ["role", /^(?:designation|role|position|job\s*title|post|position held|cargo|puesto|poste|fonction|funktion|funzione|ruolo|mansione|functie|fun[çc][ãa]o)$/i],
  ["dates", /^(?:duration|period|time|time period|tenure|dates?|(?:working|employment) (?:period|time)|from\s*[-–]\s*to|per[íi]odo|p[ée]riode|zeitraum)$/i],
  ["place", /^(?:location|place of work|work location)$/i],
  ["description", /^(?:(?:key\s+)?(?:roles?\s*(?:&|and)\s*)?responsibilities|tasks|duties|job profile|achievements\s*\/\s*tasks)$/i],
];

export function jobFieldOfLabel(label: string): JobFieldKind | null {
  // (a numbered list's first row: "1. Organization: …", "2) Company: …")
  const t = label.trim().replace(/^\(?\d{1,2}[.)]\s+/, "");
  for (const [kind, re] of FIELD_LABELS) if (re.test(t)) return kind;
  return null;
}

interface RowReading {
  fields: { kind: FieldKind; value: string }[];
  /** runs on the row that carry no label (a date cell beside the employer) */
  others: Segment[];
}

/** "From: May 2021 To: Present", "From 05/2019 to 04/2021": the two ends of a job's dates, each labelled. */
const FROM_TO_RE = /^from\s*[:：]?\s*(\S.*?)\s+to\s*[:：]?\s*(\S.*)$/i;

/** A row's labelled details: "Label: value" in one run, or "Label" then ": value" in the next. */
function readRow(l: Line): RowReading {
  const fields: RowReading["fields"] = [];
  const others: Segment[] = [];
  for (let i = 0; i < l.segments.length; i++) {
    const s = l.segments[i]!;
    // "From: May 2021 To: Present": both ends of the dates labelled on one row
    const fromTo = FROM_TO_RE.exec(s.text.trim());
    if (fromTo && findDateRange(`${fromTo[1]} – ${fromTo[2]}`)) {
      fields.push({ kind: "dates", value: `${fromTo[1]} – ${fromTo[2]}` });
      continue;
    }
    const inline = /^([^:：]{2,40}?)\s*[:：]\s*(.*)$/.exec(s.text.trim());
    const kind = inline ? jobFieldOfLabel(inline[1]!) : null;
    if (inline && kind) {
      // "Duties:" in one run, its value in the next: the value is the label's, not a detail of its own
      const valueNext = !inline[2]!.trim() && l.segments[i + 1] && !/[:：]/.test(l.segments[i + 1]!.text.slice(0, 42));
      fields.push({ kind, value: valueNext ? l.segments[++i]!.text.trim() : inline[2]!.trim() });
      continue;
    }
    const next = l.segments[i + 1];
    const alone = jobFieldOfLabel(s.text);
    if (alone && next && /^\s*[:：]/.test(next.text)) {
      fields.push({ kind: alone, value: next.text.replace(/^\s*[:：]\s*/, "").trim() });
      i++;
      continue;
    }
    others.push(s);
  }
  return { fields, others };
}

/** "Northwind Ltd (Riga, Latvia)": the employer and, in brackets after it, its place. */
function nameAndPlace(value: string): { name: string; place: string } {
  const m = /^(.+?)\s*\(([^()]+)\)$/.exec(value);
  // "(Town, Country)" is a place even when the gazetteer knows neither
  const placeLike = (t: string) => !!parsePlace(t) || /^\p{Lu}[\p{L} .'-]+,\s*\p{Lu}[\p{L} .'-]+$/u.test(t);
  return m && placeLike(m[2]!.trim()) ? { name: m[1]!.trim(), place: m[2]!.trim() } : { name: value, place: "" };
}

interface Block {
  first: Line;
  fields: Map<FieldKind, string>;
  others: Segment[];
  body: string[];
}

function blockLines(b: Block): Line[] {
  const { name, place } = nameAndPlace(b.fields.get("organisation") ?? "");
  const parts = [b.fields.get("role") ?? "", name, b.fields.get("place") || place, b.fields.get("dates") ?? "", ...b.others.map((s) => s.text.trim())].filter(
    Boolean,
  );
  const segment = (text: string, i: number): Segment => ({
    text,
    x: b.first.x + i * 100,
    x2: b.first.x + i * 100 + 90,
    bold: false,
    size: b.first.size,
    font: b.first.font,
  });
  const head = { ...makeLine(parts.map(segment), b.first.page, b.first.y), region: b.first.region };
  const body = b.body.map((t, i) => ({ ...makeLine([segment(`• ${t}`, 0)], b.first.page, b.first.y + i + 1), region: b.first.region }));
  return [head, ...body];
}

/**
 * "Duration: April 2021 - Present" under a job's "Title, Employer" line: a row whose only detail is
 * the dates, labelled, is the dates alone (the label would be read as the job's title).
 */
function withoutDatesLabel(l: Line, reading: RowReading): Line {
  const [only] = reading.fields;
  if (reading.fields.length !== 1 || only!.kind !== "dates" || reading.others.length || !findDateRange(only!.value)) return l;
  const first = l.segments[0]!;
  return { ...l, segments: [{ ...first, text: only!.value, x2: l.segments.at(-1)!.x2 }], text: only!.value };
}

/** A number listing the blocks: "1. ", "2) ". */
const LIST_NUMBER_RE = /^\d{1,2}[.)]\s+/;

/**
 * A plain line right above a block's first labelled row naming the title or the dates, which is
 * not itself labelled and reads as a name (no bullet, no sentence): the block's heading.
 */
function blockHeading(l: Line, reading: RowReading, next: RowReading | undefined, prev: RowReading | undefined): boolean {
  const t = headingName(l);
  if (reading.fields.length || !next || !next.fields.some((f) => f.kind === "role" || f.kind === "dates")) return false;
  if (prev && prev.fields.some((f) => f.kind !== "description")) return false;
  // (the dates run into the name's own run are not words of the name)
  return !hasBullet(t) && (!/[.!?:]$/.test(t) || endsWithLegalForm(t)) && words(trailingDate(t)?.before || t).length <= 10;
}

/** A block heading's name, without the dates printed beside it ("Harbour Mills Ltd ‖ Jun 2019 – Till Date"). */
function headingName(l: Line): string {
  const named = l.segments.filter((sg) => !isDateOnly(sg.text.trim()));
  return (named.length ? named : l.segments)
    .map((sg) => sg.text.trim())
    .join(" ")
    .trim();
}

/** The dates printed beside a block heading's name, or "". */
function headingDates(l: Line): string {
  const dated = l.segments.length > 1 ? l.segments.find((sg) => isDateOnly(sg.text.trim())) : undefined;
  return dated ? dated.text.trim() : "";
}

/**
 * The section's lines with labelled job rows rewritten as plain entries, or the lines themselves
 * when fewer than two rows name an employer or a title and the blocks do not name both.
 */
export function labelledRowsAsEntries(lines: Line[]): Line[] {
  const readings = lines.map(readRow);
  // "03/2019 - 05/2021" alone over a block's title or employer row: the dates of the block it heads,
  // not the last line of the block before it
  readings.forEach((r, i) => {
    const t = lines[i]!.text.trim();
    const next = readings[i + 1];
    if (!r.fields.length && !hasBullet(t) && isDateOnly(t) && next?.fields.some((f) => f.kind === "role" || f.kind === "organisation"))
      readings[i] = { fields: [{ kind: "dates", value: t }], others: [] };
  });
  const kinds = new Set(readings.flatMap((r) => r.fields.map((f) => f.kind)));
  const naming = readings.filter((r) => r.fields.some((f) => f.kind === "organisation" || f.kind === "role")).length;
  if (naming < 2 || !kinds.has("role")) return lines.map((l, i) => withoutDatesLabel(l, readings[i]!));
  // "1. Meghna Trust Bank Ltd." over "Designation : Teller": with no row labelled as the employer, the
  // plain line heading each block of labelled rows names it
  const headings = new Set(kinds.has("organisation") ? [] : lines.filter((l, i) => blockHeading(l, readings[i]!, readings[i + 1], readings[i - 1])));
  if (!kinds.has("organisation") && headings.size < 2) return lines;
  const out: Line[] = [];
  const blocks: Block[] = [];
  let cur: Block | null = null;
  const flush = () => {
    if (cur) out.push(...blockLines(cur));
    cur = null;
  };
  lines.forEach((l, i) => {
    const { fields, others } = readings[i]!;
    if (headings.has(l)) {
      flush();
      const dates = headingDates(l);
      cur = { first: l, fields: new Map([["organisation", headingName(l).replace(LIST_NUMBER_RE, "")]]), others: [], body: [] };
      if (dates) cur.fields.set("dates", dates);
      blocks.push(cur);
      return;
    }
    if (!fields.length) {
      if (cur) cur.body.push(stripBullet(l.text.trim()));
      else out.push(l);
      return;
    }
    // a detail the block already has opens the next job
    if (!cur || fields.some((f) => f.kind !== "description" && cur!.fields.has(f.kind))) {
      flush();
      cur = { first: l, fields: new Map(), others: [], body: [] };
      blocks.push(cur);
    }
    const block: Block = cur;
    for (const f of fields) {
      if (f.kind === "description") {
        if (f.value) block.body.push(f.value);
      } else block.fields.set(f.kind, f.value);
    }
    block.others.push(...others);
  });
  flush();
  return out.filter((l) => l.text.trim());
}
