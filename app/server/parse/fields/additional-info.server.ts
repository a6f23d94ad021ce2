/**
 * Sections the form keeps as one entry a line (awards, publications, certifications,
 * volunteering): a printed entry wrapped over several lines is put back together, its cells
 * (award ‖ body ‖ year) kept apart by commas, and entries are separated by line breaks.
 */
import type { Line } from "../types.server.ts";
import { stripBullet } from "./text.server.ts";

const NUMBERED_RE = /^\s*(?:\[\d{1,3}\]|\(\d{1,3}\)|\d{1,3}\.)\s+/;
const YEAR_RE = /\b(?:19|20)\d{2}\b/;

function lineText(l: Line): string {
  let out = "";
  for (const s of l.segments) {
    const t = s.text.trim();
    if (!t) continue;
    // separate cells with a comma unless the text already ends in a joining mark
    out = !out ? t : /[,;:(\-–—/]$/.test(out) ? `${out} ${t}` : `${out}, ${t}`;
  }
  return out;
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
  lines.forEach((l, i) => {
    const raw = lineText(l);
    const t = stripBullet(raw)
      .replace(/[○●◦★☆]+/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (!t) return;
    const prev = items[items.length - 1];
    const marked = raw !== t || NUMBERED_RE.test(t);
    let joins = false;
    if (prev !== undefined && !marked) {
      const prevLine = lines[i - 1];
      const wrapped = maxRight > 0 && prevLine !== undefined && rightEdge(prevLine) > minX + 0.8 * (maxRight - minX) && !/[.;:!?]$/.test(prev);
      joins = /^[\p{Ll}(]/u.test(t) || /[,\-–&]$/.test(prev) || wrapped;
      if (yearsPrinted) joins = !(/[.)\]]$/.test(prev) && YEAR_RE.test(prev)) || /^[\p{Ll}(]/u.test(t);
    }
    if (joins) items[items.length - 1] = `${prev} ${t}`.replace(/(\p{L})- (\p{Ll})/gu, "$1$2");
    else items.push(t);
  });
  return items;
}
