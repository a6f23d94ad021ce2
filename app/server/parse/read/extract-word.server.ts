/**
 * DOC and DOCX text through word-extractor, including page headers (contacts often live
 * there), text boxes and footers. For DOCX the real unpacked size is verified with fflate's
 * streaming inflater first, so a ZIP that lies in its central directory cannot blow up memory.
 */
import WordExtractor from "word-extractor";
import { Unzip, UnzipInflate } from "fflate";
import type { ExtractedDocument, Line, Segment } from "../types.server.ts";
import { ParseError, PARSE_MESSAGES } from "../errors.server.ts";
import { MAX_UNZIPPED_BYTES } from "./detect-kind.server.ts";
import { makeLine } from "../lines/layout.server.ts";

/** Inflates every entry while counting bytes; throws 422 past `cap` without keeping the data. */
export function verifyUnzippedSize(bytes: Uint8Array, cap = MAX_UNZIPPED_BYTES): number {
  let total = 0;
  let failed: unknown = null;
  const unzip = new Unzip((file) => {
    file.ondata = (err, chunk) => {
      if (err) { failed = err; return; }
      total += chunk.length;
      if (total > cap) {
        failed = new ParseError(422, PARSE_MESSAGES.zipBomb);
        file.terminate();
      }
    };
    if (file.compression !== 0 && file.compression !== 8) { failed = new ParseError(422, PARSE_MESSAGES.damaged); return; }
    file.start();
  });
  unzip.register(UnzipInflate);
  const CHUNK = 64 * 1024;
  try {
    for (let i = 0; i < bytes.length && !failed; i += CHUNK) {
      unzip.push(bytes.subarray(i, Math.min(bytes.length, i + CHUNK)), i + CHUNK >= bytes.length);
    }
  } catch (e) {
    if (e instanceof ParseError) throw e;
    throw new ParseError(422, PARSE_MESSAGES.damaged);
  }
  if (failed instanceof ParseError) throw failed;
  if (failed) throw new ParseError(422, PARSE_MESSAGES.damaged);
  return total;
}

/** Paragraphs → lines, tab-separated cells → segments. Also handy to build test input from plain text. */
export function linesFromText(text: string, region: Line["region"] = "body", startY = 0): Line[] {
  return toLines(text, region, startY);
}

function toLines(text: string, region: Line["region"], startY: number): Line[] {
  const out: Line[] = [];
  let y = startY;
  let blank = 0;
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const para = raw.replace(/[\u00a0\u2002-\u200a]/g, " ").replace(/[\u0000-\u0008\u000b-\u001f]/g, " ");
    if (!para.trim()) { blank++; continue; }
    const cells = para.split("\t").map((c) => c.replace(/\s+/g, " ").trim()).filter(Boolean);
    if (!cells.length) { blank++; continue; }
    const segments: Segment[] = cells.map((c, i) => ({ text: c, x: i * 100, x2: i * 100 + 90, bold: false, size: 0, font: "" }));
    const line = makeLine(segments, 1, y);
    line.x = /^\t/.test(para) ? 100 : 0;
    line.region = region;
    line.gapBefore = blank > 0 ? 2 : 1;
    out.push(line);
    blank = 0;
    y++;
  }
  return out;
}

export async function extractWord(bytes: Uint8Array, kind: "docx" | "doc"): Promise<ExtractedDocument> {
  if (kind === "docx") verifyUnzippedSize(bytes);
  let doc: WordExtractor.Document;
  try {
    doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (e) {
    if (/encrypt|password/i.test(String((e as Error)?.message))) throw new ParseError(422, PARSE_MESSAGES.encryptedWord);
    throw new ParseError(422, PARSE_MESSAGES.damaged);
  }
  const header = toLines(doc.getHeaders({ includeFooters: false }), "header", 0);
  const body = toLines(doc.getBody(), "body", 10_000);
  const boxes = toLines(doc.getTextboxes({ includeHeadersAndFooters: true, includeBody: true }), "textbox", 20_000);
  const footer = toLines(doc.getFooters(), "footer", 30_000);
  // text boxes are pulled out of the flow by Word; when they hold the contact block (a common
  // template trick) they belong before the body, otherwise after it
  const hasContact = (ls: Line[]) => ls.some((l) => /@[\w-]+\.\w|\+?\d[\d\s().\-]{7,}\d/.test(l.text));
  const boxesFirst = boxes.length > 0 && hasContact(boxes) && !hasContact([...header, ...body.slice(0, 12)]);
  const lines = boxesFirst ? [...header, ...boxes, ...body, ...footer] : [...header, ...body, ...boxes, ...footer];
  const chars = lines.reduce((n, l) => n + l.text.length, 0);
  if (chars < 10) throw new ParseError(422, PARSE_MESSAGES.noText);
  return { kind, lines, links: [] };
}
