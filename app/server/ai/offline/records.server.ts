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
