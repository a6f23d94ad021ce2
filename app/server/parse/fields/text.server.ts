/** Small text helpers shared by the field extractors. */
import type { Line } from "../types.server.ts";
import { protectRanges, restoreRanges } from "../fields/dates.server.ts";
import { PRINTED_BULLET_RE } from "../../../lib/text/bullets.ts";

export const BULLET_RE = PRINTED_BULLET_RE;

export function stripBullet(t: string): string {
  return t.replace(BULLET_RE, "").trim();
}

/** A list item's text: its bullet, stars and rating dots dropped, spacing made single. */
export function listItemText(line: string): string {
  return stripBullet(line)
    .replace(/[○●◦★☆]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function hasBullet(t: string): boolean {
  return BULLET_RE.test(t);
}

export function words(t: string): string[] {
  return t.trim().split(/\s+/).filter(Boolean);
}

/**
 * The separators between the pieces of a segment: " | ", " • ", " · ", " – ", " - ", "  ", and a long
 * dash some writers set against the word before it ("Welder— Harbour Yards"), never inside a range.
 */
export const PIECE_SEPARATOR_RE = /\s+[|│•·◆◇⋄♦●▪∙⬩]\s+|\s*\|\s*|\s+[-–—]\s+|(?<=[^\s\d–—-])[–—]\s+|\s{2,}/;

/** Splits a segment into logical pieces at PIECE_SEPARATOR_RE, keeping date ranges ("2019 - 2021") whole. */
export function splitPieces(text: string): string[] {
  return protectRanges(text)
    .split(PIECE_SEPARATOR_RE)
    .map((p) =>
      restoreRanges(p)
        .trim()
        .replace(/^[|•·,;:–—-]+\s*|\s*[|•·,;:–—-]+$/g, "")
        .trim(),
    )
    .filter((p) => p && /[\p{L}\p{N}]/u.test(p));
}

export interface Piece {
  text: string;
  line: number;
  seg: number;
  bold: boolean;
}

export function linePieces(lines: Line[]): Piece[] {
  const out: Piece[] = [];
  lines.forEach((l, li) =>
    l.segments.forEach((s, si) => {
      for (const p of splitPieces(s.text)) out.push({ text: p, line: li, seg: si, bold: s.bold });
    }),
  );
  return out;
}

export function titleCase(t: string): string {
  return t.toLowerCase().replace(/(^|[\s\-'’.])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());
}

export function isAllCaps(t: string): boolean {
  const letters = t.replace(/[^\p{L}]/gu, "");
  return letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

export function uniq<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}
