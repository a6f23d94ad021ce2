// Follows every internal link from both landing variants breadth-first (up to 100 pages) and expects each to answer 200.
import { expect, test } from "./fixtures.ts";

const LIMIT = 100;
const EXCLUDED = new Set<string>([]);

test("every internal link reachable from either landing answers 200", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const seen = new Set<string>(["/?variant=control", "/?variant=alt"]);
  const queue: string[] = ["/?variant=control", "/?variant=alt"];
  const failures: string[] = [];
  let visited = 0;
  while (queue.length > 0 && visited < LIMIT) {
    const path = queue.shift()!;
    visited += 1;
    // ask first: downloads (JSON exports, CV files) are checked by status, only pages are opened
    const probe = await page.request.get(path, { maxRedirects: 5 });
    if (probe.status() !== 200) {
      failures.push(`${path} → ${probe.status()}`);
      continue;
    }
    const isPage = (probe.headers()["content-type"] ?? "").includes("text/html") && !(probe.headers()["content-disposition"] ?? "").startsWith("attachment");
    if (!isPage) continue;
    const response = await page.goto(path);
    if (response?.status() !== 200) {
      failures.push(`${path} → ${response?.status()}`);
      continue;
    }
    const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      if (!href || href.startsWith("mailto:") || href.startsWith("tel:")) continue;
      const url = new URL(href, new URL(path, origin));
      if (url.origin !== origin) continue;
      const key = `${url.pathname}${url.search}`;
      if (EXCLUDED.has(url.pathname) || seen.has(key)) continue;
      seen.add(key);
      queue.push(key);
    }
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
