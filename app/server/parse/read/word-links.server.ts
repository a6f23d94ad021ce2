/**
 * A DOCX's hyperlinks ("GitHub", "LinkedIn" printed as words that link to the profile): the text
 * word-extractor returns has only the words, so the addresses are read from the parts' relations
 * (and from HYPERLINK fields), each placed on the line of the paragraph holding it, as a PDF's
 * link annotations are.
 */
import { strFromU8, unzipSync } from "fflate";
import type { LinkAnnotation } from "../types.server.ts";
import { paragraphText } from "./word-lists.server.ts";

/** Where the lines of each kind of part start (see extract-word.server.ts). */
const PART_START: [RegExp, number][] = [
  [/^word\/header\d*\.xml$/, 0],
  [/^word\/document\.xml$/, 10_000],
  [/^word\/footer\d*\.xml$/, 30_000],
];

export function wordLinks(bytes: Uint8Array): LinkAnnotation[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => /^word\/(?:_rels\/)?(?:document|header\d*|footer\d*)\.xml(?:\.rels)?$/.test(f.name) });
  } catch {
    return [];
  }
  const links: LinkAnnotation[] = [];
  for (const [name, data] of Object.entries(files)) {
    const start = PART_START.find(([re]) => re.test(name))?.[1];
    if (start === undefined) continue;
    const rels = files[name.replace(/^word\//, "word/_rels/") + ".rels"];
    const targets = new Map<string, string>();
    for (const r of (rels ? strFromU8(rels) : "").matchAll(/<Relationship\b[^>]*>/g)) {
      const id = /\bId="([^"]+)"/.exec(r[0])?.[1];
      const target = /\bTarget="([^"]+)"/.exec(r[0])?.[1];
      if (id && target && /\/hyperlink"/.test(r[0])) targets.set(id, target.replace(/&amp;/g, "&"));
    }
    // the line a paragraph becomes: blank paragraphs make none
    let line = 0;
    for (const p of strFromU8(data).matchAll(/<w:p\b[^>]*>([\s\S]*?)<\/w:p>/g)) {
      const xml = p[1]!;
      const urls = [
        ...[...xml.matchAll(/<w:hyperlink\b[^>]*\br:id="([^"]+)"/g)].map((m) => targets.get(m[1]!)),
        ...[...xml.matchAll(/HYPERLINK\s+"([^"]+)"/g)].map((m) => m[1]),
      ].filter((u): u is string => !!u && /^(?:https?:|mailto:|tel:)/i.test(u));
      for (const url of urls) links.push({ url, page: 1, y: start + line });
      if (paragraphText(xml)) line++;
    }
  }
  return links;
}
