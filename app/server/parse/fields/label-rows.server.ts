/**
 * The European CV (Europass) prints each entry as label/value rows — "Dates", "Occupation or
 * position held", "Name and address of employer", "Main activities and responsibilities" — with
 * the labels in a column of their own. The labels are the format's fixed wording; with them taken
 * away, the values read like any other entry: the dates, the title, the employer, the description.
 */
import type { Line } from "../types.server.ts";
import { jobFieldOfLabel } from "./labelled-entries.server.ts";

/**
 * The European CV's own row labels of its experience and education blocks (also wrapped in two
 * lines); the plain ones it shares with other CVs ("Dates", "Position held", "Employer") are the
 * labelled jobs' vocabulary.
 */
const ROW_LABEL_RE =
  /^(?:occupation or position held|name and address of (?:the )?employer|type of business or sector|main activities and responsibilities|main activities and|title of qualification awarded|qualification awarded|name and type of (?:the )?organisation(?: providing education and training)?|name and type of|organisation providing education and training|principal subjects(?:\/occupational skills covered)?|level in national or international classification)$/i;

const isLabelRow = (l: Line) => {
  const label = l.segments[0]!.text.trim().replace(/\s*:$/, "");
  return l.segments.length >= 2 && (ROW_LABEL_RE.test(label) || jobFieldOfLabel(label) !== null);
};

/** The lines with the European CV's row labels taken off, or the lines themselves when they have none. */
export function withoutRowLabels(lines: Line[]): Line[] {
  if (lines.filter(isLabelRow).length < 2) return lines;
  return lines.map((l) => {
    if (!isLabelRow(l)) return l;
    const segments = l.segments.slice(1);
    return { ...l, x: segments[0]!.x, segments, text: segments.map((s) => s.text).join("  ") };
  });
}
