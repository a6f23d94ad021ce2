// Runs only in the "js" project (see playwright.config.ts): behaviour that exists only when scripts run.
import { expect, test } from "@playwright/test";

test.describe("app shell with JavaScript", () => {
  test("navigation gains a shadow after 50 px of scrolling", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByTestId("site-nav");
    await expect(nav).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(nav).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav).toHaveAttribute("data-scrolled", "false");
  });

  test("mobile menu closes after a navigation click", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const menu = page.getByTestId("mobile-menu");
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(menu).not.toHaveAttribute("open", "");
  });

  // ADR 010: the server-rendered page is painted first, then React Router's modules load and hydrate
  for (const path of ["/templates", "/examples", "/create"]) {
    test(`${path}: the app's modules are requested only after the first paint, then the page hydrates`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.waitForFunction(() => "__reactRouterRouteModules" in window);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByType("paint")[0]?.startTime ?? -1;
        const modules = performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/.*\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime);
        return { paint, firstModule: Math.min(...modules), modules: modules.length };
      });
      expect(timing.paint).toBeGreaterThan(0);
      expect(timing.modules).toBeGreaterThan(2);
      expect(timing.firstModule).toBeGreaterThanOrEqual(timing.paint);
      // and React is running: the navigation's scroll shadow is React's (its effect sets the attribute)
      await expect(page.getByTestId("site-nav")).toHaveAttribute("data-scrolled", "false");
      const html = await (await page.request.get(path)).text();
      expect(html).not.toContain('<link rel="modulepreload"');
    });
  }
});
