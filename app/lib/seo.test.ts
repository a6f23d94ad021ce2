import { describe, expect, it } from "vitest";
import { absoluteUrl, pageTitle, seoMeta, siteOrigin, sitemapXml, SITEMAP_PATHS } from "./seo.ts";

describe("seo helpers", () => {
  it("prefers PUBLIC_ORIGIN over the request's origin", () => {
    const request = new Request("http://10.0.0.5:3000/templates?x=1");
    expect(siteOrigin(request)).toBe("http://10.0.0.5:3000");
    expect(siteOrigin(request, "https://vitae.app")).toBe("https://vitae.app");
  });

  it("builds title, description, canonical and Open Graph tags", () => {
    const tags = seoMeta({ origin: "https://vitae.app", path: "/examples", title: "Resume Examples", description: "Real examples." });
    expect(tags).toContainEqual({ title: "Resume Examples | Vitae" });
    expect(tags).toContainEqual({ name: "description", content: "Real examples." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://vitae.app/examples" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://vitae.app/examples" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://vitae.app/api/template-preview/template-1.png" });
    expect(pageTitle("Vitae — Free Resume Builder")).toBe("Vitae — Free Resume Builder");
    expect(absoluteUrl(null, "/x")).toBe("/x");
  });

  it("lists every public page in the sitemap with absolute, escaped URLs", () => {
    const xml = sitemapXml("https://vitae.app");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(SITEMAP_PATHS.map((p) => `https://vitae.app${p.path}`));
    expect(locs).toContain("https://vitae.app/resume/software-engineer");
  });
});
