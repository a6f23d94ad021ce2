/**
 * The fonts the CV ships with (self-hosted @fontsource packages, served under /fonts/): one
 * metric-compatible face per customization font, then Noto fallbacks for the scripts the Latin faces
 * lack. Family names carry a "CV " prefix so a font installed on the reader's machine under the
 * same name never takes the place of the file we serve (and the brand stays out of a paid CV). The server catalogue
 * (app/server/render/fonts.server.ts) reads the files and unicode ranges from these packages.
 */
import type { FontName } from "./templates.ts";

export interface ShippedFamily {
  /** The CSS font-family name the @font-face rules declare. */
  family: string;
  /** The @fontsource package id (node_modules/@fontsource/<id>). */
  fontsource: string;
}

/** Arial and Helvetica → Arimo, Times New Roman → Tinos, Calibri → Carlito, Georgia → Gelasio (same widths, so the layout matches). */
export const CV_FONT_FAMILIES: Record<FontName, ShippedFamily> = {
  Arial: { family: "CV Arimo", fontsource: "arimo" },
  Helvetica: { family: "CV Arimo", fontsource: "arimo" },
  "Times New Roman": { family: "CV Tinos", fontsource: "tinos" },
  Georgia: { family: "CV Gelasio", fontsource: "gelasio" },
  // a modern serif of its own (not a stand-in for a system font)
  "Source Serif": { family: "CV Source Serif 4", fontsource: "source-serif-4" },
  Calibri: { family: "CV Carlito", fontsource: "carlito" },
  "Open Sans": { family: "CV Open Sans", fontsource: "open-sans" },
};

export interface FallbackFamily extends ShippedFamily {
  /**
   * The package subsets that are shipped: the script the family is there for. Its Latin subsets
   * are left out, the Latin face and Noto Sans cover Latin first. "numbered" is the CJK packages'
   * many numbered slices of the ideographs and syllables.
   */
  subsets: readonly string[] | "numbered";
}

/** In stack order: Latin/Greek/Cyrillic first, then right-to-left, Indic, Thai, then CJK. */
export const CV_FALLBACK_FAMILIES: readonly FallbackFamily[] = [
  { family: "CV Noto Sans", fontsource: "noto-sans", subsets: ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"] },
  { family: "CV Noto Sans Arabic", fontsource: "noto-sans-arabic", subsets: ["arabic"] },
  { family: "CV Noto Sans Hebrew", fontsource: "noto-sans-hebrew", subsets: ["hebrew"] },
  { family: "CV Noto Sans Devanagari", fontsource: "noto-sans-devanagari", subsets: ["devanagari"] },
  { family: "CV Noto Sans Bengali", fontsource: "noto-sans-bengali", subsets: ["bengali"] },
  { family: "CV Noto Sans Tamil", fontsource: "noto-sans-tamil", subsets: ["tamil"] },
  { family: "CV Noto Sans Thai", fontsource: "noto-sans-thai", subsets: ["thai"] },
  { family: "CV Noto Sans SC", fontsource: "noto-sans-sc", subsets: "numbered" },
  { family: "CV Noto Sans KR", fontsource: "noto-sans-kr", subsets: "numbered" },
];

/** The shipped faces of one customization font, as the start of a CSS font-family list. */
export function shippedFontStack(font: FontName): string {
  return [CV_FONT_FAMILIES[font] ?? CV_FONT_FAMILIES.Arial, ...CV_FALLBACK_FAMILIES].map(({ family }) => `"${family}"`).join(", ");
}

/**
 * A stylesheet with the @font-face rules of every customization font for the sample CV's (Latin)
 * text: the customize form previews the sample in whichever font is picked, in the browser.
 */
export const CV_PREVIEW_FONTS_CSS = "/fonts/cv-preview.css";
