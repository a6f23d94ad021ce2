/**
 * A PDF text item as the reader hands it to the line builder, for tests that lay out a page by hand:
 * about five points a character wide unless given, bold and icon read from the font's name.
 */
import { isBoldFont, isIconFont, type TextItem } from "../../app/server/parse/lines/layout.server.ts";

export function textItem(text: string, x: number, y: number, w = text.length * 5, size = 10, font = "Lato-Regular"): TextItem {
  return { text, x, y, w, size, font, bold: isBoldFont(font), icon: isIconFont(font) };
}
