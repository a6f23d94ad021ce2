/**
 * What counts as a bullet: one definition for the form's tidying, the offline writer and the
 * resume parser.
 *
 * - Typed bullets: what people type or paste at the start of a list line in the form (a glyph, a
 *   dash, "*", ">", or a number "1." / "2)").
 * - Printed bullets: what a PDF or Word document prints: the typed glyphs plus the decorative ones
 *   of word processors and templates (hollow shapes, arrows, check marks, and the private-use
 *   characters of the Symbol and Wingdings fonts that Word uses for its default bullets).
 */

/** Bullet glyphs people type or paste. */
export const TYPED_BULLET_GLYPHS = "•·▪‣◦●■⁃";

/** Bullet glyphs a document may print: the typed ones and the decorative ones. */
export const PRINTED_BULLET_GLYPHS = `${TYPED_BULLET_GLYPHS}▫□○◆◇►▸→∙➢➤✓✔❖\uf0b7\uf0a7`;

/** Dashes that open a list item (hyphen, en dash, em dash). */
export const BULLET_DASHES = "-–—";

/** The characters as a regular-expression character class body ("-", "]", "\" and "^" escaped). */
export function charClass(chars: string): string {
  return chars.replace(/[\]\\^-]/g, "\\$&");
}

/** A typed list marker, without what follows it: a glyph, a dash, "*", ">" or "1." / "2)". */
export const LIST_MARKER_SOURCE = `(?:[${charClass(`${TYPED_BULLET_GLYPHS}${BULLET_DASHES}*>`)}]|\\d{1,2}[.)])`;

/** A typed list marker and the space after it, at the start of a line. */
export const LIST_MARKER_RE = new RegExp(`^${LIST_MARKER_SOURCE}\\s+`);

/** Removes a typed list marker ("- ", "• ", "1. ") from the start of a line. */
export function stripListMarker(line: string): string {
  return line.replace(LIST_MARKER_RE, "");
}

/**
 * A printed bullet at the start of a line, with the spaces around it. A dash only counts when a
 * space follows ("- Led", not "-5%"); "*" always does.
 */
export const PRINTED_BULLET_RE = new RegExp(`^\\s*(?:[${charClass(`${PRINTED_BULLET_GLYPHS}*`)}]|[${charClass(BULLET_DASHES)}](?=\\s))\\s*`);

const BULLET_CHARACTER_RE = new RegExp(`^[${charClass(`${PRINTED_BULLET_GLYPHS}${BULLET_DASHES}*`)}]$`);

/** Whether a piece of text is a bullet character on its own (a printed glyph, a dash or "*"). */
export function isBulletCharacter(text: string): boolean {
  return BULLET_CHARACTER_RE.test(text.trim());
}
