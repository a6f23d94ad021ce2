/**
 * GET /fonts/<file>.woff2: the CV's shipped fonts, straight from the @fontsource packages (only the
 * files in the catalogue, app/server/render/fonts.server.ts). A downloaded CV opened from disk
 * (origin "null") and the PDF renderer load them too, so they are open to every origin. The URLs
 * carry the package version (?v=), so the answer is cached for a year as immutable.
 *
 * GET /fonts/cv-preview.css: the @font-face rules of every customization font for the Latin text of
 * the sample CV, for the pages that preview the sample in several fonts (the customize form).
 */
import type { NextFunction, Request, Response } from "express";
import { CV_PREVIEW_FONTS_CSS } from "../../lib/cv-fonts.ts";
import { SAMPLE_RESUME } from "../../lib/sample-resume.ts";
import { allFontFaceCss, resolveFontFile } from "../render/fonts.server.ts";

/** Whatever the sample shows: its own words, the headings and dates the CV adds, the CSS separators. */
const PREVIEW_TEXT = `${JSON.stringify(SAMPLE_RESUME)} ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 |·–—•`;

let previewCss: string | undefined;

function notFound(res: Response) {
  res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Font not found");
}

export function fontFiles() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith("/fonts/")) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed");
      return;
    }
    if (req.path === CV_PREVIEW_FONTS_CSS) {
      previewCss ??= allFontFaceCss("/fonts/", PREVIEW_TEXT);
      res.set({ "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=3600" }).send(previewCss);
      return;
    }
    const file = resolveFontFile(req.path);
    if (!file) return notFound(res);
    res.set({
      "Content-Type": "font/woff2",
      "Access-Control-Allow-Origin": "*",
      // the default same-origin policy would keep a CV opened from another origin from using them
      "Cross-Origin-Resource-Policy": "cross-origin",
    });
    res.sendFile(file, { maxAge: "1y", immutable: true, dotfiles: "deny" }, (error) => {
      if (error && !res.headersSent) notFound(res);
    });
  };
}
