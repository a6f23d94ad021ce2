/**
 * Per-page SEO and sharing tags: title, description, canonical URL, Open Graph and Twitter card.
 * Each page's loader hands `origin` (PUBLIC_ORIGIN when configured, else the request's own origin)
 * to its `meta` export, which calls `seoMeta` with the page's path.
 */
import { PRODUCT_NAME, PRODUCT_SLUG } from "./brand.ts";
import { stripXmlUnsafeChars } from "./xml-text.ts";

export interface SeoInput {
  /** Absolute origin such as https://vitae.app; without it the canonical URL is the bare path. */
  origin?: string | null;
  /** The page's path, without query string: /templates */
  path: string;
  /** The page's own title; the product name is appended unless it is already part of it. */
  title: string;
  description: string;
  type?: "website" | "article";
  /** An image path or absolute URL for link previews. */
  image?: string;
}

/** PUBLIC_ORIGIN when configured (behind a proxy that rewrites hosts), the request's origin otherwise. */
export function siteOrigin(request: Request, publicOrigin?: string | null): string {
  return publicOrigin ?? new URL(request.url).origin;
}

export function absoluteUrl(origin: string | null | undefined, path: string): string {
  return origin ? new URL(path, origin).href : path;
}

export function pageTitle(title: string): string {
  return title.includes(PRODUCT_NAME) ? title : `${title} | ${PRODUCT_NAME}`;
}

export function seoMeta(input: SeoInput) {
  const title = pageTitle(input.title);
  const url = absoluteUrl(input.origin, input.path);
  const image = absoluteUrl(input.origin, input.image ?? "/api/template-preview/template-1.png");
  return [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: PRODUCT_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
}

/**
 * The public pages listed in /sitemap.xml (routes that need no id).
 */
export const SITEMAP_PATHS: readonly { path: string; priority: number; changefreq: "weekly" | "monthly" | "yearly" }[] = [
  { path: "/", priority: 1.0, changefreq: "weekly" },
  { path: "/create", priority: 0.9, changefreq: "monthly" },
  { path: "/prompt", priority: 0.9, changefreq: "monthly" },
  { path: "/checkout", priority: 0.5, changefreq: "monthly" },
  { path: "/templates", priority: 0.8, changefreq: "monthly" },
  { path: "/examples", priority: 0.8, changefreq: "monthly" },
  { path: `/${PRODUCT_SLUG}/software-engineer`, priority: 0.7, changefreq: "monthly" },
  { path: "/blog/cv-writing-guide", priority: 0.7, changefreq: "monthly" },
  { path: "/privacy-policy", priority: 0.3, changefreq: "yearly" },
  { path: "/terms-of-service", priority: 0.3, changefreq: "yearly" },
  { path: "/disclaimer", priority: 0.3, changefreq: "yearly" },
];

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text as XML character data: escaped, and without the characters XML forbids (the origin may come from the request). */
function xmlText(value: string): string {
  return stripXmlUnsafeChars(value).replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

export function sitemapXml(origin: string): string {
  const urls = SITEMAP_PATHS.map(
    (p) =>
      `  <url><loc>${xmlText(absoluteUrl(origin, p.path))}</loc>` +
      `<changefreq>${p.changefreq}</changefreq><priority>${p.priority.toFixed(1)}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Paths crawlers should leave alone: private resumes, the API (but not the preview images), previews. */
const ROBOTS_RULES = [
  "Allow: /",
  "Allow: /api/template-preview/",
  "Disallow: /api/",
  "Disallow: /edit/",
  "Disallow: /edit-resume/",
  "Disallow: /preview",
  "Disallow: /my-data",
];

/** /robots.txt, pointing at the sitemap on the origin the site is served from. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", ...ROBOTS_RULES, "", `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`, ""].join("\n");
}
