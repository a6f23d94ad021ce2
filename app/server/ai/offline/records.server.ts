/**
 * Form-style records, as job portals print them: one labelled field a line ("Organization: Acme Ltd",
 * "Designation: Merchandiser", "Duration: March 2016 to December 2019") or several on one line split by
 * bars ("Exam Title: BSc | Institute: … | Passing Year: 2015"). Each record is written back as the one
 * line the writer already reads ("Merchandiser, Acme Ltd, March 2016 to December 2019"); fields of
 * other labels (a result, a board) are left out, and nothing is added.
 */

import { jobFieldOfLabel } from "../../parse/fields/labelled-entries.server.ts";

type Field = "title" | "company" | "dates" | "degree" | "school" | "year";

/** A job's labels are the résumé parser's; a place or a description label is left out here. */
const JOB_FIELD = { organisation: "company", role: "title", dates: "dates" } as const;

const DEGREE_FIELD_OF_LABEL: [RegExp, Field][] = [
  [/^(?:exam(?:ination)?(?:\s+title)?|degree(?:\s+title)?|qualification)$/i, "degree"],
  [/^(?:institute|institution(?:\s+name)?|university|college|school|board\s*\/\s*university)$/i, "school"],
  [/^(?:passing\s+year|year\s+of\s+passing|year\s+of\s+graduation|graduation\s+year)$/i, "year"],
];

const ORDER: Record<"job" | "degree", Field[]> = { job: ["title", "company", "dates"], degree: ["degree", "school", "year"] };

const LABELLED = /^\s*(?:\d{1,2}[.)]\s+)?([\p{L}][\p{L} /]{1,30}?)\s*[:：]\s*(.+?)\s*$/u;

function fieldOf(label: string): Field | undefined {
  const jobField = jobFieldOfLabel(label);
  if (jobField === "organisation" || jobField === "role" || jobField === "dates") return JOB_FIELD[jobField];
  return DEGREE_FIELD_OF_LABEL.find(([re]) => re.test(label.trim()))?.[1];
}

/** The known fields of one line, or undefined when the line is not made of labelled fields alone. */
function fieldsOfLine(line: string): [Field, string][] | undefined {
  const parts = line.split(/\s+[|│]\s+/);
  const fields: [Field, string][] = [];
  for (const part of parts) {
    const labelled = LABELLED.exec(part);
    if (!labelled) return undefined;
    const field = fieldOf(labelled[1]!);
    if (field) fields.push([field, labelled[2]!]);
  }
  return fields.length ? fields : undefined;
}

function kindOf(fields: Map<Field, string>): "job" | "degree" | undefined {
  const count = (kind: "job" | "degree") => ORDER[kind].filter((field) => fields.has(field)).length;
  if (count("job") >= 2) return "job";
  if (count("degree") >= 2) return "degree";
  return undefined;
}

export function flattenLabelledRecords(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  let record = new Map<Field, string>();
  let held: string[] = [];
  const flush = () => {
    const kind = kindOf(record);
    if (kind) out.push(ORDER[kind].flatMap((field) => record.get(field) ?? []).join(", "));
    else out.push(...held);
    record = new Map();
    held = [];
  };
  for (const line of lines) {
    const fields = fieldsOfLine(line);
    // a field seen again opens the next record
    if (!fields || fields.some(([field]) => record.has(field))) flush();
    if (!fields) {
      out.push(line);
      continue;
    }
    for (const [field, value] of fields) record.set(field, value);
    held.push(line);
  }
  flush();
  return out.join("\n");
}

/** A gap a pasted table leaves between its columns: a tab, or three spaces or more. */
const COLUMN_GAP = /(?<=[\p{L}\p{N}.)'])(?:[ \t]*\t[ \t]*| {3,})(?=[\p{L}\p{N}(])/gu;

/** "Site Foreman          2015 – present": a heading of two cells, the words and then the dates alone. */
const HEADING_WITH_DATES = new RegExp(
  String.raw`^(\S.*?\S)(?:[ \t]*\t[ \t]*| {3,})((?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}(?:\s*(?:[–—-]|to)\s*(?:(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}|present|now|current|date|today))?)\s*$`,
  "iu",
);

/**
 * "Site Foreman          2015 – present" over "   Dunmore Joinery Ltd, Carlow": a pasted CV that sets a
 * role's or degree's dates flush right and indents its employer or school on the line below is one
 * row, "Site Foreman | Dunmore Joinery Ltd, Carlow | 2015 – present", read as a table's row is.
 */
function withEmployerBelow(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const heading = HEADING_WITH_DATES.exec(line);
    const below = lines[i + 1];
    if (heading && below !== undefined && /^[ \t]+\S/.test(below) && !/\b(?:19|20)\d{2}\b/.test(below) && !/^\s*[-•*·–]/.test(below)) {
      // "Self-employed (clients in three countries, online)": a note in brackets is no part of the employer
      out.push(`${heading[1] ?? ""} | ${below.trim().replace(/\s*\((?=\p{Ll})[^()]*\)\s*$/u, "")} | ${heading[2] ?? ""}`);
      i++;
      continue;
    }
    out.push(line);
  }
  return withEmployerAbove(out);
}

/** "Employer      Role      Years": a table's header, each cell the name of a column, no employer. */
function namesColumns(line: string): boolean {
  return line
    .trim()
    .split(/[ \t]*\t[ \t]*| {2,}|\s*\|\s*/)
    .every((cell) => COLUMN_NAMES.test(cell));
}
const COLUMN_NAMES =
  /^(?:employer|company|organi[sz]ation|firm|(?:job\s+)?title|role|position|job|dates?|years?|period|from|to|until|location|place|town|city|where|when|duration)$/i;

/** "Miami Bend Hardware Co.        Dayton, OH": an undated line of two cells, the employer and its town. */
const EMPLOYER_AND_TOWN = /^(\p{Lu}[^\t|•·]*?\S)(?:[ \t]*\t[ \t]*| {3,})(\p{Lu}[\p{L}.' -]*(?:,\s*\p{Lu}[\p{L}.' -]*)?)\s*$/u;

/**
 * "Miami Bend Hardware Co.      Dayton, OH" over "Area Manager      2018 – Present" and
 * "Shift Lead      2012 – 2018": a pasted CV that names an employer once over its roles' dated lines
 * gives each role the employer, "Area Manager | Miami Bend Hardware Co., Dayton, OH | 2018 – Present".
 */
function withEmployerAbove(lines: string[]): string {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const employer = EMPLOYER_AND_TOWN.exec(line);
    if (!employer || /\b(?:19|20)\d{2}\b/.test(line) || !HEADING_WITH_DATES.test(lines[i + 1] ?? "") || namesColumns(line)) {
      out.push(line);
      continue;
    }
    const place = `${employer[1] ?? ""}, ${employer[2] ?? ""}`;
    let role: RegExpExecArray | null;
    while ((role = HEADING_WITH_DATES.exec(lines[i + 1] ?? "")) && !(role[1] ?? "").includes("|")) {
      out.push(`${role[1] ?? ""} | ${place} | ${role[2] ?? ""}`);
      i++;
    }
  }
  return out.join("\n");
}

/**
 * "2018 - now      Plant Engineer      Halvard a.s.": a dated row of a pasted table whose columns
 * are held apart by runs of spaces or tabs is written with bars between its cells, as the writer
 * reads a row ("2018 - now | Plant Engineer | Halvard a.s."). Undated lines ("Name :   Ada   Lind")
 * only have their spaces collapsed later, so a name set out with wide spaces stays one name.
 */
export function columnCells(text: string): string {
  return withEmployerBelow(text)
    .split("\n")
    .map((line) => {
      if (!/\b(?:19|20)\d{2}\b/.test(line)) return line;
      // "Accounts Clerk  Varden Builders Ltd": where a row holds its cells apart by wide gaps, two spaces part cells too
      const gap = line.search(COLUMN_GAP) >= 0 ? NARROW_GAP : COLUMN_GAP;
      return line.replace(EMPLOYMENT_KIND, "").replace(gap, " | ");
    })
    .join("\n");
}

const NARROW_GAP = /(?<=[\p{L}\p{N}.)'])(?:[ \t]*\t[ \t]*| {2,})(?=[\p{L}\p{N}(])/gu;

/** "Clerk (Contract)", "Nurse (Part-time)": the kind of employment in brackets after a title names no employer. */
const EMPLOYMENT_KIND =
  /\s*\((?:contract|temp|temporary|part[ -]time|full[ -]time|casual|seasonal|locum|fixed[ -]term|maternity cover|internship|volunteer)\)(?=[ \t]{2,}|\t|\s*\|)/giu;

/**
 * "Diploma di Geometra (technical school-leaving diploma),  Istituto …": a gloss in lower case in
 * brackets before a comma says what the qualification or title is in other words; it is no field of
 * the line.
 */
const GLOSS = /(?<=\p{L})\s*\((?=\p{Ll})[\p{Ll}-]+(?:\s+[\p{Ll}-]+){1,6}\)(?=\s*,)/gu;
const GLOSS_WORD = /\b(?:diploma|degree|certificate|qualification|secondary|high-school|school|vocational|equivalent)\b/;

export function withoutGlosses(text: string): string {
  // only on a dated line, of two words or more, one naming a kind of qualification: "Diplom-Ingenieur (mechanical
  // engineering)" names its subject, "Python (pandas), Excel" a library
  return text
    .split("\n")
    .map((line) => (/\b(?:19|20)\d{2}\b/.test(line) ? line.replace(GLOSS, (gloss) => (GLOSS_WORD.test(gloss) ? "" : gloss)) : line))
    .join("\n");
}
