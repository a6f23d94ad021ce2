/**
 * Word draws a list's bullets from its numbering definitions, so the plain text word-extractor
 * returns has none: a bullet point reads like any other line, and the last one of a job can be
 * taken for the next job's title or company. The paragraphs of bulleted lists are read from the
 * DOCX's XML here, and their lines get their bullet back. Numbered lists ("1.", "a)") are left
 * alone: a numbered paragraph is as often an entry as a point.
 */
import { strFromU8, unzipSync } from "fflate";
import type { Line } from "../types.server.ts";
import { PRINTED_BULLET_RE } from "../../../lib/text/bullets.ts";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (m, hex: string, dec: string, name: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (ENTITIES[name] ?? m),
  );
const norm = (s: string) => s.replace(/\s+/g, " ").trim();

/** numId → the levels (ilvl) whose number format is a bullet. */
export function bulletLevels(numberingXml: string): Map<string, Set<string>> {
  const abstract = new Map<string, Set<string>>();
  for (const m of numberingXml.matchAll(/<w:abstractNum\b[^>]*w:abstractNumId="(\d+)"[^>]*>([\s\S]*?)<\/w:abstractNum>/g)) {
    const levels = new Set<string>();
    for (const l of m[2]!.matchAll(/<w:lvl\b[^>]*w:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvl>/g)) if (/<w:numFmt w:val="bullet"/.test(l[2]!)) levels.add(l[1]!);
    abstract.set(m[1]!, levels);
  }
  const out = new Map<string, Set<string>>();
  for (const m of numberingXml.matchAll(/<w:num\b[^>]*w:numId="(\d+)"[^>]*>[\s\S]*?<w:abstractNumId w:val="(\d+)"/g))
    out.set(m[1]!, abstract.get(m[2]!) ?? new Set());
  return out;
}

/**
 * A DOCX's body XML and the list levels its numbering draws as bullets; null when the file cannot be
 * read as a Word document.
 */
export function documentXml(bytes: Uint8Array): { xml: string; levels: Map<string, Set<string>> } | null {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => f.name === "word/document.xml" || f.name === "word/numbering.xml" });
  } catch {
    return null;
  }
  const doc = files["word/document.xml"];
  if (!doc) return null;
  return { xml: strFromU8(doc), levels: bulletLevels(files["word/numbering.xml"] ? strFromU8(files["word/numbering.xml"]) : "") };
}

/** The texts of a DOCX's bulleted paragraphs, in document order; none when the XML cannot be read. */
export function bulletParagraphs(bytes: Uint8Array): string[] {
  const document = documentXml(bytes);
  if (!document) return [];
  const { levels } = document;
  const out: string[] = [];
  for (const p of document.xml.matchAll(/<w:p\b[^>]*>([\s\S]*?)<\/w:p>/g)) {
    const xml = p[1]!;
    if (!paragraphBulleted(xml, levels)) continue;
    const text = paragraphText(xml);
    if (text) out.push(text);
  }
  return out;
}

/** Whether a paragraph's XML (inside <w:p>) puts it in a bulleted list. */
export function paragraphBulleted(xml: string, levels: Map<string, Set<string>>): boolean {
  const num = /<w:numPr>[\s\S]*?(?:<w:ilvl w:val="(\d+)"\/>)?[\s\S]*?<w:numId w:val="(\d+)"\/>/.exec(xml);
  return num ? (levels.get(num[2]!)?.has(num[1] ?? "0") ?? false) : /<w:pStyle w:val="ListBullet\d*"\/>/.test(xml);
}

/** A paragraph's text (its XML inside <w:p>), spaces collapsed. */
export function paragraphText(xml: string): string {
  return norm(decode([...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)].map((t) => t[1] ?? " ").join("")));
}

/** The lines with a bullet put back on those that are the bulleted paragraphs, matched in order. */
export function markBullets(lines: Line[], bullets: string[]): Line[] {
  if (!bullets.length) return lines;
  let k = 0;
  return lines.map((l) => {
    const t = norm(l.text);
    // matched in document order; a paragraph the extractor dropped is skipped over
    const at = bullets.indexOf(t, k);
    if (at < 0 || !l.segments.length) return l;
    k = at + 1;
    if (PRINTED_BULLET_RE.test(l.text)) return l;
    const [first, ...rest] = l.segments;
    return { ...l, text: `• ${l.text}`, segments: [{ ...first!, text: `• ${first!.text}` }, ...rest] };
  });
}
