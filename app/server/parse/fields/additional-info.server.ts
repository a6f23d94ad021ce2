/**
 * Sections the form keeps as one entry a line (awards, publications, certifications,
 * volunteering): a printed entry wrapped over several lines is put back together, its cells
 * (award ‖ body ‖ year) kept apart by commas, and entries are separated by line breaks.
 */
import type { Line } from "../types.server.ts";
import { listItemText } from "./text.server.ts";
import { isDateOnly } from "./dates.server.ts";
import { parsePlace } from "./locations.server.ts";
import { isBulletCharacter } from "../../../lib/text/bullets.ts";

const NUMBERED_RE = /^\s*(?:\[\d{1,3}\]|\(\d{1,3}\)|\d{1,3}\.)\s+/;
const YEAR_RE = /\b(?:19|20)\d{2}\b/;

/** A run printed apart as a cell of its own: a date or a place ("2018" ‖ "Top rated …" ‖ "India"). */
function isCell(t: string): boolean {
  return isDateOnly(t) || parsePlace(t, true) !== null;
}

function lineText(l: Line): string {
  let out = "";
  let prev = "";
  for (const s of l.segments) {
    const t = s.text.trim();
    if (!t) continue;
    // Word's tab cells and a PDF's date or place cells are kept apart with a comma; other PDF runs
    // are words of one sentence spread out by justification
    // a list's bullet in a cell of its own ("•" ‖ "Top Performer Award") opens the item, it is no cell
    const cells = (l.size === 0 || isCell(prev) || isCell(t)) && !isBulletCharacter(out);
    out = !out ? t : cells && !/[,;:(\-–—/]$/.test(out) ? `${out}, ${t}` : `${out} ${t}`;
    prev = t;
  }
  return out;
}

/** A line of authors only ("Frodo Baggins, John Doe, Samwise Gamgee"): printed under the title it belongs to. */
const AUTHORS_RE = /^[\p{Lu}][\p{L}.'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*){1,2}(?:\s*,\s*(?:and\s+)?[\p{Lu}][\p{L}.'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*){1,2})+\.?$/u;

/** A reference is complete once its year has been printed and it ends a sentence, or ends in its DOI or link. */
function endsCitation(text: string): boolean {
  return (/[.)\]]$/.test(text) && YEAR_RE.test(text)) || /(?:\bdoi:?\s*|\b10\.\d{4,}\/|https?:\/\/)\S+$/i.test(text);
}

function rightEdge(l: Line): number {
  return Math.max(...l.segments.map((s) => s.x2));
}

/**
 * The entries of a section, in order. With `citations`, an entry runs until a line ends a
 * reference (a full stop or bracket after its year has been printed), so "Title." / "In
 * Proceedings …, 2021." stay one publication.
 */
export function lineEntries(lines: Line[], citations = false): string[] {
  const items: string[] = [];
  const sized = lines.some((l) => l.size > 0);
  const maxRight = sized && lines.length ? Math.max(...lines.map(rightEdge)) : 0;
  const minX = lines.length ? Math.min(...lines.map((l) => l.x)) : 0;
  const yearsPrinted = citations && lines.some((l) => YEAR_RE.test(l.text));
  let complete = false;
  lines.forEach((l, i) => {
    const raw = lineText(l);
    const t = listItemText(raw);
    if (!t) return;
    const prev = items[items.length - 1];
    // a bullet, a number, or a date cell opening the line ("2018 ‖ Best Paper Award") starts an entry
    const marked = raw !== t || NUMBERED_RE.test(t) || (l.segments.length > 1 && isDateOnly(l.segments[0]!.text));
    let joins = false;
    if (prev !== undefined && !marked) {
      const prevLine = lines[i - 1];
      const wrapped = maxRight > 0 && prevLine !== undefined && rightEdge(prevLine) > minX + 0.8 * (maxRight - minX) && !/[.;:!?]$/.test(prev);
      joins = /^[\p{Ll}(]/u.test(t) || /[,\-–&]$/.test(prev) || wrapped;
      if (yearsPrinted) joins = !(complete || endsCitation(prev)) || /^[\p{Ll}(]/u.test(t) || AUTHORS_RE.test(t);
    }
    // a reference stays complete when its authors follow it
    complete = joins ? complete || (prev !== undefined && endsCitation(prev)) : false;
    if (joins) items[items.length - 1] = `${prev} ${t}`.replace(/(\p{L})- (\p{Ll})/gu, "$1$2");
    else items.push(t);
  });
  return items;
}
