/**
 * DOC and DOCX text through word-extractor, including page headers (contacts often live
 * there), text boxes and footers. For DOCX the real unpacked size is verified with fflate's
 * streaming inflater first, so a ZIP that lies in its central directory cannot blow up memory.
 */
import WordExtractor from "word-extractor";
import { Unzip, UnzipInflate } from "fflate";
import type { ExtractedDocument, Line } from "../types.server.ts";
import { ParseError, PARSE_MESSAGES } from "../errors.server.ts";
import { MAX_UNZIPPED_BYTES } from "./detect-kind.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { bulletParagraphs, markBullets } from "./word-lists.server.ts";
import { regridTableRows, splitTitleCells, tableRows } from "./word-tables.server.ts";
import { wordLinks } from "./word-links.server.ts";
import { isDateOnly } from "../fields/dates.server.ts";

/** Inflates every entry while counting bytes; throws 422 past `cap` without keeping the data. */
export function verifyUnzippedSize(bytes: Uint8Array, cap = MAX_UNZIPPED_BYTES): number {
  let total = 0;
  let failed: unknown = null;
  const unzip = new Unzip((file) => {
    file.ondata = (err, chunk) => {
      if (err) {
        failed = err;
        return;
      }
      total += chunk.length;
      if (total > cap) {
        failed = new ParseError(422, PARSE_MESSAGES.zipBomb);
        file.terminate();
      }
    };
    if (file.compression !== 0 && file.compression !== 8) {
      failed = new ParseError(422, PARSE_MESSAGES.damaged);
      return;
    }
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

export async function extractWord(bytes: Uint8Array, kind: "docx" | "doc"): Promise<ExtractedDocument> {
  if (kind === "docx") verifyUnzippedSize(bytes);
  let doc: WordExtractor.Document;
  try {
    doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (e) {
    if (/encrypt|password/i.test(String((e as Error)?.message))) throw new ParseError(422, PARSE_MESSAGES.encryptedWord);
    throw new ParseError(422, PARSE_MESSAGES.damaged);
  }
  const header = linesFromText(doc.getHeaders({ includeFooters: false }), "header", 0);
  const bodyLines = linesFromText(doc.getBody(), "body", 10_000);
  const body = splitTitleCells(
    markBullets(kind === "docx" ? regridTableRows(bodyLines, tableRows(bytes)) : bodyLines, kind === "docx" ? bulletParagraphs(bytes) : []),
  );
  const boxes = linesFromText(doc.getTextboxes({ includeHeadersAndFooters: true, includeBody: true }), "textbox", 20_000);
  const footer = linesFromText(doc.getFooters(), "footer", 30_000);
  // text boxes are pulled out of the flow by Word; when they hold the contact block (a common
  // template trick) they belong before the body, otherwise after it
  // (a span of years, "2016 - 2020", is no phone number)
  const phoneLike = (t: string) => [...t.matchAll(/\+?\d[\d\s().-]{7,}\d/g)].some((m) => !isDateOnly(m[0]));
  const hasContact = (ls: Line[]) => ls.some((l) => /@[\w-]+\.\w/.test(l.text) || phoneLike(l.text));
  const boxesFirst = boxes.length > 0 && hasContact(boxes) && !hasContact([...header, ...body.slice(0, 12)]);
  const lines = boxesFirst ? [...header, ...boxes, ...body, ...footer] : [...header, ...body, ...boxes, ...footer];
  const chars = lines.reduce((n, l) => n + l.text.length, 0);
  if (chars < 10) throw new ParseError(422, PARSE_MESSAGES.noText);
  return { kind, lines, links: kind === "docx" ? wordLinks(bytes) : [] };
}
