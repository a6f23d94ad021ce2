/** GET /robots.txt: the crawl rules and the sitemap's absolute URL on this origin (app/lib/seo.ts). */
import type { Route } from "./+types/robots";
import { robotsTxt } from "../lib/seo.ts";
import { pageOrigin } from "../server/seo.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(pageOrigin(request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
