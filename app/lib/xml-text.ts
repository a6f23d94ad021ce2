/**
 * Text that may go into an XML document. XML 1.0 (§2.2 Char) allows only tab, LF, CR, U+0020–U+D7FF,
 * U+E000–U+FFFD and U+10000–U+10FFFF; one other character anywhere (even escaped) makes the whole
 * file malformed, and Word then refuses to open it. Users paste such characters without seeing them
 * (U+FFFE/U+FFFF from broken encodings, control characters from PDFs, half an emoji from a cut).
 *
 * What is removed, and why:
 * - C0 controls except tab, LF and CR (U+0000 included: XML has no way to write it at all), and
 *   lone surrogates, U+FFFE and U+FFFF: forbidden by XML 1.0.
 * - DEL and the C1 controls (U+007F–U+009F) and the other Unicode noncharacters (U+FDD0–U+FDEF,
 *   U+nFFFE/U+nFFFF of every plane): allowed but "discouraged" by XML 1.0 §2.2. They never carry
 *   meaning in a CV and some readers (Word among them) treat them as damage, so they go too.
 * Removed rather than replaced with U+FFFD: the text reads as the user meant it, without a stray "�".
 * Everything else is kept: a surrogate *pair* (an emoji, a CJK extension character) is one code point
 * to the `u` flag below and is never matched.
 * Isomorphic and pure.
 */

// \p{Cc}: U+0000–U+001F and U+007F–U+009F; \p{Cs}: with the `u` flag, only a surrogate without its partner
const XML_UNSAFE_CHARS = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/gu;

/** `text` without the characters XML 1.0 forbids or discourages (see above). */
export function stripXmlUnsafeChars(text: string): string {
  return text.replace(XML_UNSAFE_CHARS, "");
}

/**
 * A deep copy of `value` with every string (object keys included) passed through
 * `stripXmlUnsafeChars`: plain objects and arrays are walked, everything else (numbers, booleans,
 * dates, null) is kept as it is. Applied to a whole document's input before it is written as XML,
 * so a field added later is covered without anyone remembering to.
 */
export function withXmlSafeText<T>(value: T): T {
  return xmlSafeValue(value, 0) as T;
}

/** Deep enough for any resume or letter; a deeper (hostile, cyclic) structure is cut off rather than overflowing the stack. */
const MAX_DEPTH = 32;

function xmlSafeValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return stripXmlUnsafeChars(value);
  if (depth >= MAX_DEPTH) return undefined;
  if (Array.isArray(value)) return value.map((item) => xmlSafeValue(item, depth + 1));
  if (value !== null && typeof value === "object" && isPlainObject(value)) {
    // fromEntries defines own properties: a "__proto__" key stays a key, never a prototype
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [stripXmlUnsafeChars(key), xmlSafeValue(item, depth + 1)]));
  }
  return value;
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
