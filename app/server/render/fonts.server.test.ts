import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CV_FALLBACK_FAMILIES, CV_FONT_FAMILIES } from "../../lib/cv-fonts.ts";
import { FONTS } from "../../lib/templates.ts";
import { allFontFaceCss, facesFor, fontCatalogue, fontFaceCss, resolveFontFile } from "./fonts.server.ts";

/** The @font-face rules of a CSS string, as { family, style, weight, url, range }. */
function rules(css: string) {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => ({
    family: /font-family:"([^"]+)"/.exec(body!)?.[1],
    style: /font-style:(\w+)/.exec(body!)?.[1],
    weight: Number(/font-weight:(\d+)/.exec(body!)?.[1]),
    display: /font-display:(\w+)/.exec(body!)?.[1],
    url: /src:url\("([^"]+)"\) format\("woff2"\)/.exec(body!)?.[1],
    range: /unicode-range:([^;}]+)/.exec(body!)?.[1],
  }));
}

describe("the font catalogue", () => {
  it("is read from the @fontsource packages: every file exists and is a woff2", () => {
    const { byFile } = fontCatalogue();
    expect(byFile.size).toBeGreaterThan(500);
    for (const [file, face] of byFile) {
      expect(file).toMatch(/^[a-z0-9-]+\.woff2$/);
      expect(path.basename(face.path)).toBe(file);
      expect(existsSync(face.path), face.path).toBe(true);
      expect(face.ranges.length).toBeGreaterThan(0);
    }
  });

  it("ships regular, bold and italic of every customization font, in Latin", () => {
    for (const font of FONTS) {
      const faces = facesFor(font).filter((f) => f.family === CV_FONT_FAMILIES[font].family && /-latin-\d+-/.test(f.file));
      const have = new Set(faces.map((f) => `${f.weight} ${f.style}`));
      for (const wanted of ["400 normal", "700 normal", "400 italic", "700 italic"]) expect(have, `${font}: ${wanted}`).toContain(wanted);
    }
  });

  it("ships every Noto fallback in regular and bold, only for its own script", () => {
    const { fallbacks } = fontCatalogue();
    for (const { family, subsets } of CV_FALLBACK_FAMILIES) {
      const faces = fallbacks.filter((f) => f.family === family);
      expect(new Set(faces.map((f) => f.weight)), family).toEqual(new Set([400, 700]));
      expect(faces.every((f) => f.style === "normal")).toBe(true);
      if (subsets !== "numbered") expect(faces).toHaveLength(subsets.length * 2);
      else expect(faces.length, `${family}: its many CJK slices`).toBeGreaterThan(150);
    }
  });
});

describe("fontFaceCss", () => {
  it("declares woff2 faces with their unicode-range, font-display:block, under the base URL", () => {
    const all = rules(fontFaceCss("/fonts/", "Georgia"));
    expect(all.length).toBe(facesFor("Georgia").length);
    for (const rule of all) {
      expect(rule.display).toBe("block");
      expect(rule.url).toMatch(/^\/fonts\/[a-z0-9-]+\.woff2\?v=\d+\.\d+\.\d+$/);
      expect(resolveFontFile(rule.url!.split("?")[0]!)).toBeDefined();
      expect(rule.range).toMatch(/^U\+[0-9a-f]/i);
    }
    const families = new Set(all.map((r) => r.family));
    expect(families).toEqual(new Set(["CV Gelasio", ...CV_FALLBACK_FAMILIES.map((f) => f.family)]));
  });

  it("declares only what a text can need: a Latin CV gets its Latin face, not the CJK slices", () => {
    const latin = rules(fontFaceCss("https://cv.example/fonts", "Arial", "Priya Raman — Senior Engineer · 2021 – Present |"));
    expect(new Set(latin.map((r) => r.family))).toEqual(new Set(["CV Arimo"]));
    expect(latin.every((r) => r.url!.startsWith("https://cv.example/fonts/arimo-latin-"))).toBe(true);

    const mixed = rules(fontFaceCss("/fonts/", "Arial", "Priya 王小明 مرحبا नमस्ते 김철수 สวัสดี"));
    const families = new Set(mixed.map((r) => r.family));
    for (const family of ["CV Arimo", "CV Noto Sans SC", "CV Noto Sans Arabic", "CV Noto Sans Devanagari", "CV Noto Sans KR", "CV Noto Sans Thai"]) {
      expect(families).toContain(family);
    }
    // Arimo draws Hebrew itself; Georgia's Gelasio has no Hebrew, so Noto Sans Hebrew does
    expect(new Set(rules(fontFaceCss("/fonts/", "Arial", "שלום")).map((r) => r.family))).toEqual(new Set(["CV Arimo"]));
    expect(new Set(rules(fontFaceCss("/fonts/", "Georgia", "שלום")).map((r) => r.family))).toEqual(new Set(["CV Noto Sans Hebrew"]));
  });

  it('keeps a hostile base URL inside url("…")', () => {
    const css = fontFaceCss('x")}</style><script>alert(1)</script>(', "Arial", "a");
    expect(css).not.toMatch(/[<>]/);
    for (const rule of rules(css)) expect(rule.url).toMatch(/^x%22%29%7D%3C\/style%3E/);
  });

  it("allFontFaceCss declares each font's faces once", () => {
    const css = allFontFaceCss("/fonts/", "Sample CV");
    const urls = rules(css).map((r) => `${r.url} ${r.family}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(new Set(rules(css).map((r) => r.family))).toEqual(new Set(Object.values(CV_FONT_FAMILIES).map((f) => f.family)));
  });
});

describe("resolveFontFile", () => {
  it("maps a catalogued file to its path on disk", () => {
    const file = resolveFontFile("/fonts/arimo-latin-400-normal.woff2");
    expect(file).toBeDefined();
    expect(statSync(file!).size).toBeGreaterThan(1000);
    expect(resolveFontFile("/fonts/noto-sans-sc-119-700-normal.woff2")).toMatch(/noto-sans-sc[/\\]files[/\\]noto-sans-sc-119-700-normal\.woff2$/);
  });

  it("refuses traversal, other directories and names outside the catalogue", () => {
    for (const bad of [
      "/fonts/../package.json",
      "/fonts/..%2fpackage.json",
      "/fonts/%2e%2e/%2e%2e/package.json",
      "/fonts/../../../etc/passwd",
      "/fonts//arimo-latin-400-normal.woff2",
      "/fonts/sub/arimo-latin-400-normal.woff2",
      "/fonts/arimo-latin-400-normal.woff", // shipped in the package, not served: woff2 only
      "/fonts/arimo-latin-300-normal.woff2", // no such weight
      "/fonts/noto-sans-devanagari-latin-400-normal.woff2", // a subset the fallbacks leave out
      "/fonts/ARIMO-LATIN-400-NORMAL.WOFF2",
      "/fonts/arimo-latin-400-normal.woff2/",
      "/fonts/arimo-latin-400-normal.woff2?x=1",
      "/fonts/",
      "/fonts",
      "/arimo-latin-400-normal.woff2",
      "fonts/arimo-latin-400-normal.woff2",
      "",
    ]) {
      expect(resolveFontFile(bad), bad).toBeUndefined();
    }
  });
});
