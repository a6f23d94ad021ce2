import AxeBuilder from "@axe-core/playwright";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Fails with the list of violations (rule, impact, first target) when axe finds any.
 * axe itself needs script execution, so in the no-JavaScript project the same URL is opened in a
 * scripting context whose app scripts are all blocked: axe then audits exactly the server render.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let target = page;
  let cleanup = async () => {};
  if (test.info().project.name === "nojs") {
    const browser = page.context().browser();
    if (!browser) throw new Error("axe: no browser");
    const context = await browser.newContext({ javaScriptEnabled: true, baseURL: undefined });
    await context.addCookies(await page.context().cookies());
    await context.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    target = await context.newPage();
    await target.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
    await target.goto(page.url());
    cleanup = () => context.close();
  }
  try {
    // legacy mode runs axe once in the page (its frames are same-origin) instead of a partial run per
    // frame finished in an extra blank page: the same rules and results at about half the time
    let builder = new AxeBuilder({ page: target }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).setLegacyMode(true);
    for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
    const results = await builder.analyze();
    const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(" ")} — ${v.help}`);
    expect(summary, "axe violations").toEqual([]);
  } finally {
    await cleanup();
  }
}
