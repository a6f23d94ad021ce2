/**
 * Where a CV document finds its fonts. The HTML download names the site's own /fonts/ address
 * (absolute, so the saved file still finds them); the PDF browser gets a private origin whose
 * requests it answers from the font files on disk, so printing never goes through the network.
 */
import { resolveFontFile } from "./fonts.server.ts";

const PRINT_ORIGIN = "http://cv-fonts.localhost";

export const cvFontAssets = {
  printBaseUrl: `${PRINT_ORIGIN}/fonts/`,
  publicBaseUrl: (origin: string) => `${origin}/fonts/`,
  resolve: (url: URL): string | undefined => (url.origin === PRINT_ORIGIN ? resolveFontFile(url.pathname) : undefined),
};
