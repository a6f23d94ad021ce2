/** GET /sitemap.xml: the public pages (app/lib/seo.ts SITEMAP_PATHS) with absolute URLs. */
import type { Route } from "./+types/sitemap";
import { sitemapXml } from "../lib/seo.ts";
import { pageOrigin } from "../server/seo.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapXml(pageOrigin(request)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
