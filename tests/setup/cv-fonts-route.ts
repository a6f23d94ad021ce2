/**
 * Chromium pages that print a CV with its shipped fonts and nothing else: requests to the font
 * origin are answered from disk through resolveFontFile (as the PDF renderer does); every other
 * request is aborted and recorded, so a test can assert that the document asked for nothing more.
 */
import type { Page } from "@playwright/test";
import { resolveFontFile } from "../../app/server/render/fonts.server.ts";

/** The base URL the test documents load their fonts from; never reaches the network. */
export const TEST_FONT_BASE_URL = "http://cv-fonts.test/fonts/";

export interface FontRoute {
  /** Font files served, by path. */
  served: string[];
  /** Any other request the page made (a bug: the CV must be self-contained but for its fonts). */
  unexpected: string[];
}

export async function serveCvFonts(page: Page): Promise<FontRoute> {
  const log: FontRoute = { served: [], unexpected: [] };
  const origin = new URL(TEST_FONT_BASE_URL).origin;
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    const file = url.origin === origin ? resolveFontFile(url.pathname) : undefined;
    if (!file) {
      log.unexpected.push(url.href);
      return route.abort();
    }
    log.served.push(url.pathname);
    return route.fulfill({ path: file, contentType: "font/woff2", headers: { "Access-Control-Allow-Origin": "*" } });
  });
  return log;
}

/** setContent, then wait until every font the layout asked for has loaded (a PDF printed earlier would miss them). */
export async function setCvContent(page: Page, html: string): Promise<void> {
  await page.setContent(html, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
