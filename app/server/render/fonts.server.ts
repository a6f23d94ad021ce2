/**
 * The font files the CV may load, read once from the @fontsource packages' own per-weight CSS
 * (each @font-face there names one woff2 file and the unicode-range it covers), and the @font-face
 * rules that point at them under a base URL (`/fonts/` in the app, the public origin's /fonts/ in a
 * downloaded file, answered from disk by the PDF renderer). Only files in this catalogue are served.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { CV_FALLBACK_FAMILIES, CV_FONT_FAMILIES, type FallbackFamily } from "../../lib/cv-fonts.ts";
import { FONTS, type FontName } from "../../lib/templates.ts";

export interface FontFace {
  family: string;
  style: "normal" | "italic";
  weight: number;
  /** The woff2 file name, unique across the packages (they prefix it with the package id). */
  file: string;
  /** Absolute path on disk. */
  path: string;
  /** As written in the package's CSS, e.g. "U+0000-00FF,U+0131". */
  unicodeRange: string;
  /** Parsed `unicodeRange`, sorted pairs [first, last]. */
  ranges: Array<[number, number]>;
  /** The package version, added to the URL so a new release is fetched despite immutable caching. */
  version: string;
}

/** Weights the CV's CSS asks for (styles.ts: 300 light names, 600 labels, 800 bold names); a face ships those its package has. */
const LATIN_WEIGHTS = [300, 400, 600, 700, 800];
/** Italics are used at the body weight (job subtitles, dates); bold italic for completeness. */
const LATIN_ITALIC_WEIGHTS = [400, 700];
/** The fallbacks ship regular and bold; a browser maps 300 to 400 and 600/800 to 700 (no synthetic bold). */
const FALLBACK_WEIGHTS = [400, 700];

const require = createRequire(import.meta.url);

function packageDir(id: string): string {
  return path.dirname(require.resolve(`@fontsource/${id}/package.json`));
}

function parseRanges(unicodeRange: string): Array<[number, number]> {
  const ranges = unicodeRange.split(",").map((part): [number, number] => {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    if (first!.includes("?")) return [parseInt(first!.replace(/\?/g, "0"), 16), parseInt(first!.replace(/\?/g, "F"), 16)];
    return [parseInt(first!, 16), parseInt(last!, 16)];
  });
  return ranges.filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b)).sort((x, y) => x[0] - y[0]);
}

/** The @font-face blocks of one fontsource CSS file (woff2 source and unicode-range only). */
function facesOfCss(css: string, dir: string, family: string, version: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const file = /url\(\.\/files\/([a-z0-9-]+\.woff2)\)/.exec(body!)?.[1];
    const weight = Number(/font-weight:\s*(\d+)/.exec(body!)?.[1]);
    const style = /font-style:\s*italic/.test(body!) ? "italic" : "normal";
    const unicodeRange = /unicode-range:\s*([^;]+);/.exec(body!)?.[1]?.trim();
    if (!file || !unicodeRange || !Number.isInteger(weight)) continue;
    faces.push({ family, style, weight, file, path: path.join(dir, "files", file), unicodeRange, ranges: parseRanges(unicodeRange), version });
  }
  return faces;
}

interface PackageInfo {
  dir: string;
  version: string;
  weights: number[];
  styles: string[];
}

function packageInfo(id: string): PackageInfo {
  const dir = packageDir(id);
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string };
  const { weights, styles } = JSON.parse(readFileSync(path.join(dir, "metadata.json"), "utf8")) as { weights: number[]; styles: string[] };
  return { dir, version, weights, styles };
}

function packageFaces(id: string, family: string, normal: number[], italic: number[]): FontFace[] {
  const info = packageInfo(id);
  const wanted = [
    ...normal.filter((w) => info.weights.includes(w)).map((w) => `${w}.css`),
    ...(info.styles.includes("italic") ? italic.filter((w) => info.weights.includes(w)).map((w) => `${w}-italic.css`) : []),
  ];
  return wanted.flatMap((name) => facesOfCss(readFileSync(path.join(info.dir, name), "utf8"), info.dir, family, info.version));
}

/** "noto-sans-sc-12-400-normal.woff2" → "12"; "arimo-latin-ext-700-italic.woff2" → "latin-ext". */
function subsetOf(id: string, file: string): string {
  return file.slice(id.length + 1).replace(/-\d+-(normal|italic)\.woff2$/, "");
}

function fallbackFaces({ fontsource, family, subsets }: FallbackFamily): FontFace[] {
  return packageFaces(fontsource, family, FALLBACK_WEIGHTS, []).filter((face) => {
    const subset = subsetOf(fontsource, face.file);
    return subsets === "numbered" ? /^\d+$/.test(subset) : subsets.includes(subset);
  });
}

interface Catalogue {
  /** Faces per shipped Latin family name. */
  byFamily: Map<string, FontFace[]>;
  fallbacks: FontFace[];
  /** file name → face */
  byFile: Map<string, FontFace>;
}

let catalogue: Catalogue | undefined;

/** Built on first use (a few hundred KB of CSS read once), then kept for the process. */
export function fontCatalogue(): Catalogue {
  if (catalogue) return catalogue;
  const byFamily = new Map<string, FontFace[]>();
  for (const { family, fontsource } of Object.values(CV_FONT_FAMILIES)) {
    if (!byFamily.has(family)) byFamily.set(family, packageFaces(fontsource, family, LATIN_WEIGHTS, LATIN_ITALIC_WEIGHTS));
  }
  const fallbacks = CV_FALLBACK_FAMILIES.flatMap(fallbackFaces);
  const byFile = new Map<string, FontFace>();
  for (const face of [...[...byFamily.values()].flat(), ...fallbacks]) byFile.set(face.file, face);
  catalogue = { byFamily, fallbacks, byFile };
  return catalogue;
}

/** The faces a CV in `font` may use: its Latin face, then the fallbacks in stack order. */
export function facesFor(font: FontName): FontFace[] {
  const { byFamily, fallbacks } = fontCatalogue();
  const family = (CV_FONT_FAMILIES[font] ?? CV_FONT_FAMILIES.Arial).family;
  return [...(byFamily.get(family) ?? []), ...fallbacks];
}

/** Sorted, distinct code points of a text. */
function codePoints(text: string): number[] {
  const set = new Set<number>();
  for (const char of text) set.add(char.codePointAt(0)!);
  return [...set].sort((a, b) => a - b);
}

function inRanges(ranges: Array<[number, number]>, point: number): boolean {
  return ranges.some(([first, last]) => point >= first && point <= last);
}

/**
 * The faces a browser may load for `text`: walking the stack family by family, as font matching
 * does, a face is needed when it covers a character no earlier family covers. (A CJK slice that also
 * holds ASCII is not needed by a Latin CV: the Latin face draws those.)
 */
function neededFaces(faces: FontFace[], text: string): FontFace[] {
  let open = codePoints(text);
  const needed: FontFace[] = [];
  for (let i = 0; i < faces.length;) {
    const family = faces[i]!.family;
    const ofFamily: FontFace[] = [];
    for (; i < faces.length && faces[i]!.family === family; i++) ofFamily.push(faces[i]!);
    needed.push(...ofFamily.filter((face) => open.some((point) => inRanges(face.ranges, point))));
    open = open.filter((point) => !ofFamily.some((face) => inRanges(face.ranges, point)));
    if (open.length === 0) break;
  }
  return needed;
}

function faceRule(base: string, face: FontFace): string {
  return (
    `@font-face{font-family:"${face.family}";font-style:${face.style};font-weight:${face.weight};font-display:block;` +
    `src:url("${base}${face.file}?v=${face.version}") format("woff2");unicode-range:${face.unicodeRange}}`
  );
}

/** The base URL as it may stand inside url("…") in a <style>: anything but plain URL characters is percent-encoded. */
function cssSafeBase(fontBaseUrl: string): string {
  const base = fontBaseUrl.endsWith("/") ? fontBaseUrl : `${fontBaseUrl}/`;
  return base.replace(/[^A-Za-z0-9:/._~%+-]/g, (c) =>
    [...new TextEncoder().encode(c)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, "0")}`).join(""),
  );
}

/**
 * The @font-face rules of one customization font and the Noto fallbacks, pointing at `fontBaseUrl`
 * ("/fonts/" or "https://vitae.app/fonts/"). font-display:block: a printer must not draw text in a
 * stand-in font while the real one loads. With `text`, only the faces that text can need are
 * declared: a Latin CV then carries a handful of rules, not the CJK packages' hundreds (a browser
 * would fetch only the used files anyway; this keeps the document small).
 */
export function fontFaceCss(fontBaseUrl: string, font: FontName, text?: string): string {
  const base = cssSafeBase(fontBaseUrl);
  const faces = facesFor(font);
  return (text === undefined ? faces : neededFaces(faces, text)).map((face) => faceRule(base, face)).join("");
}

/** Every customization font's faces that cover `text`, each rule once (pages previewing several fonts). */
export function allFontFaceCss(fontBaseUrl: string, text: string): string {
  return [...new Set(FONTS.map((font) => fontFaceCss(fontBaseUrl, font, text)).flatMap((css) => css.split(/(?=@font-face)/)))].join("");
}

/**
 * The file on disk for a request path such as "/fonts/arimo-latin-400-normal.woff2", only when that
 * file is in the catalogue: any other name, a nested path or a traversal is undefined.
 */
export function resolveFontFile(pathname: string): string | undefined {
  const match = /^\/fonts\/([a-z0-9-]+\.woff2)$/.exec(pathname);
  if (!match) return undefined;
  return fontCatalogue().byFile.get(match[1]!)?.path;
}
