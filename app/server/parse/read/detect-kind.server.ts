/**
 * read/: the only stage that touches the uploaded bytes. Each reader (extract-pdf, extract-word)
 * answers the same ExtractedDocument of lines, so nothing after this stage knows or cares which
 * format a resume came in.
 *
 * File type by magic bytes (never by name or MIME type, which are the uploader's claims) and cheap
 * structural checks that run before any real parsing: size limits and the ZIP central directory
 * of DOCX files (zip bombs).
 */
import { ParseError, PARSE_MESSAGES } from "../errors.server.ts";

export type FileKind = "pdf" | "docx" | "doc";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Total declared uncompressed size a DOCX may have. Real resumes are well under 5 MB. */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
const MAX_ZIP_ENTRIES = 5000;
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, sig: number[], at = 0): boolean {
  if (bytes.length < at + sig.length) return false;
  return sig.every((b, i) => bytes[at + i] === b);
}

/** A PDF, by its "%PDF-" header. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  // "%PDF-" must be at the start; readers tolerate a little junk before it (up to 1 KB)
  const limit = Math.min(bytes.length - 5, 1024);
  for (let i = 0; i <= limit; i++) {
    if (bytes[i] === 0x25 && bytes[i + 1] === 0x50 && bytes[i + 2] === 0x44 && bytes[i + 3] === 0x46 && bytes[i + 4] === 0x2d) return true;
  }
  return false;
}

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** Reads the central directory of a ZIP file without inflating anything. */
export function readZipDirectory(bytes: Uint8Array): ZipEntryInfo[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const minEocd = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= minEocd; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ParseError(422, PARSE_MESSAGES.damaged);
  const count = view.getUint16(eocd + 10, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new ParseError(422, PARSE_MESSAGES.zipBomb); // ZIP64: never a resume
  if (count > MAX_ZIP_ENTRIES) throw new ParseError(422, PARSE_MESSAGES.zipBomb);
  const entries: ZipEntryInfo[] = [];
  let p = cdOffset;
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== 0x02014b50) throw new ParseError(422, PARSE_MESSAGES.damaged);
    const compressedSize = view.getUint32(p + 20, true);
    const uncompressedSize = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    if (p + 46 + nameLen > bytes.length) throw new ParseError(422, PARSE_MESSAGES.damaged);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLen));
    entries.push({ name, compressedSize, uncompressedSize });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Throws 422 when the declared unpacked size is absurd (zip bomb) or an entry is ZIP64. */
export function checkZipBomb(entries: ZipEntryInfo[], cap = MAX_UNZIPPED_BYTES): void {
  let total = 0;
  for (const e of entries) {
    if (e.uncompressedSize === 0xffffffff || e.compressedSize === 0xffffffff) throw new ParseError(422, PARSE_MESSAGES.zipBomb);
    total += e.uncompressedSize;
    if (total > cap) throw new ParseError(422, PARSE_MESSAGES.zipBomb);
  }
}

/**
 * A Word container by its magic bytes: ZIP (.docx) or OLE2 (.doc). Whether the ZIP really holds a
 * Word document is detectKind's job, which reads its central directory.
 */
export function hasWordSignature(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP) || startsWith(bytes, OLE2);
}

function containsUtf16(bytes: Uint8Array, text: string): boolean {
  const pat = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) pat[i * 2] = text.charCodeAt(i);
  outer: for (let i = 0; i + pat.length <= bytes.length; i++) {
    for (let j = 0; j < pat.length; j++) if (bytes[i + j] !== pat[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Checks size and type. Returns the kind, or throws ParseError 413 / 415 / 422.
 * Cheap: only reads headers and (for ZIP) the central directory.
 */
export function detectKind(bytes: Uint8Array): FileKind {
  if (!bytes || bytes.length === 0) throw new ParseError(422, PARSE_MESSAGES.empty);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ParseError(413, PARSE_MESSAGES.tooLarge);
  if (hasPdfHeader(bytes)) return "pdf";
  if (startsWith(bytes, ZIP)) {
    const entries = readZipDirectory(bytes);
    if (!entries.some((e) => e.name === "word/document.xml")) throw new ParseError(415, PARSE_MESSAGES.unsupported);
    checkZipBomb(entries);
    return "docx";
  }
  if (startsWith(bytes, OLE2)) {
    // an encrypted .docx is an OLE2 container holding an "EncryptedPackage" stream
    if (containsUtf16(bytes.subarray(0, Math.min(bytes.length, 1 << 20)), "EncryptedPackage")) {
      throw new ParseError(422, PARSE_MESSAGES.encryptedWord);
    }
    return "doc";
  }
  throw new ParseError(415, PARSE_MESSAGES.unsupported);
}
