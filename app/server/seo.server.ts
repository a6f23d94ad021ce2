/** The origin for canonical and Open Graph URLs: PUBLIC_ORIGIN when configured, else the request's. */
import { siteOrigin } from "../lib/seo.ts";
import { getConfig } from "./config.server.ts";

export function pageOrigin(request: Request): string {
  return siteOrigin(request, getConfig().PUBLIC_ORIGIN);
}
