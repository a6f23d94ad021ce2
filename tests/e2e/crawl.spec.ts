// Follows every internal link from both landing variants breadth-first (up to 100 pages) and expects each to answer 200.
import { expect, test } from "./fixtures.ts";

const LIMIT = 100;
const CONCURRENCY = 6;
const EXCLUDED = new Set<string>([]);

test("every internal link reachable from either landing answers 200", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Set<string>(["/?variant=control", "/?variant=alt"]);
  const queue: string[] = ["/?variant=control", "/?variant=alt"];
  const failures: string[] = [];
  let visited = 0;
  // breadth-first, a few requests at a time; links are read from the HTML the server sends (every
  // link of the site works without JavaScript), and pages are opened in the browser only to check
  // that they load there too
  while (queue.length > 0 && visited < LIMIT) {
    const batch = queue.splice(0, Math.min(CONCURRENCY, LIMIT - visited));
    visited += batch.length;
    const found = await Promise.all(
      batch.map(async (path) => {
        // ask first: downloads (JSON exports, CV files) are checked by status, only pages are read
        const probe = await page.request.get(path, { maxRedirects: 5 });
        if (probe.status() !== 200) {
          failures.push(`${path} → ${probe.status()}`);
          return [];
        }
        const headers = probe.headers();
        const isPage = (headers["content-type"] ?? "").includes("text/html") && !(headers["content-disposition"] ?? "").startsWith("attachment");
        if (!isPage) return [];
        const html = await probe.text();
        return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => ({ from: path, href: match[1]!.replace(/&amp;/g, "&") }));
      }),
    );
    for (const { from, href } of found.flat()) {
      if (!href || href.startsWith("mailto:") || href.startsWith("tel:")) continue;
      const url = new URL(href, new URL(from, origin));
      if (url.origin !== origin) continue;
      const key = `${url.pathname}${url.search}`;
      if (EXCLUDED.has(url.pathname) || seen.has(key)) continue;
      seen.add(key);
      queue.push(key);
    }
  }
  // the pages open in the browser as well (scripts on or off, by project)
  for (const path of ["/?variant=control", "/?variant=alt", "/templates", "/examples", "/create"]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
  }
  expect(failures, `pages not answering 200 (visited ${visited})`).toEqual([]);
  expect(visited).toBeGreaterThanOrEqual(10);
  for (const path of [
    "/templates",
    "/examples",
    "/resume/software-engineer",
    "/blog/cv-writing-guide",
    "/privacy-policy",
    "/terms-of-service",
    "/disclaimer",
    "/create",
  ]) {
    expect(seen.has(path), path).toBe(true);
  }
});
