// SEO and sharing: per-page meta, canonical URLs, Open Graph, robots.txt, sitemap.xml; the preview image route.
import { expect, test } from "./fixtures.ts";

const PAGES = [
  ["/templates", "Professional Resume Templates | Vitae"],
  ["/examples", "Resume Examples That Get Interviews | Vitae"],
  ["/resume/software-engineer", "Software Engineer Resume Templates & Guide | Vitae"],
  ["/blog/cv-writing-guide", "How to Write a CV: The Complete Guide | Vitae"],
  ["/privacy-policy", "Privacy Policy | Vitae"],
  ["/terms-of-service", "Terms of Service | Vitae"],
  ["/disclaimer", "Disclaimer | Vitae"],
] as const;

test.describe("SEO and sharing", () => {
  test("every public page has its own title, description, canonical URL and Open Graph tags", async ({ page }) => {
    for (const [path, title] of PAGES) {
      await page.goto(`${path}?utm_source=test`);
      const origin = new URL(page.url()).origin;
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${path}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${origin}${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", `${origin}/api/template-preview/template-1.png`);
      await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Vitae");
    }
  });

  test("robots.txt references the sitemap on the origin it is served from", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/edit\/$/m);
    expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
  });

  test("sitemap.xml lists the public pages, each answering 200", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const paths = locs.map((l) => new URL(l).pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/create",
        "/templates",
        "/examples",
        "/resume/software-engineer",
        "/blog/cv-writing-guide",
        "/privacy-policy",
        "/terms-of-service",
        "/disclaimer",
      ]),
    );
    for (const loc of locs) {
      expect(new URL(loc).origin).toBe(new URL(baseURL!).origin);
      expect((await request.get(new URL(loc).pathname)).status(), loc).toBe(200);
    }
  });

  test("template previews are PNGs with a day of caching; unknown ids get 404 JSON", async ({ request }) => {
    for (const id of ["template-1", "template-2", "template-3", "professional", "modern", "executive", "minimalist", "combination", "creative"]) {
      for (const path of [`/api/template-preview/${id}`, `/api/template-preview/${id}.png`]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-type"]).toBe("image/png");
        expect(response.headers()["cache-control"]).toBe("public, max-age=86400");
        const body = await response.body();
        expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
        expect(body.readUInt32BE(16)).toBeGreaterThanOrEqual(390); // width from the IHDR chunk
        expect(body.length).toBeLessThan(80_000);
      }
    }
    const missing = await request.get("/api/template-preview/nope.png");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: "Template preview not found" });
    const traversal = await request.get("/api/template-preview/..%2F..%2Fpackage.json");
    expect(traversal.status()).toBe(404);
  });
});
