// Runs only in the "js" project (see playwright.config.ts): behaviour that exists only when scripts run.
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";

test.describe("app shell with JavaScript", () => {
  test("navigation gains a shadow after 50 px of scrolling", async ({ page }) => {
    await page.goto("/?variant=control");
    const nav = page.getByTestId("site-nav");
    await expect(nav).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 400);
    await expect(nav).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(nav).toHaveAttribute("data-scrolled", "false");
  });

  test("mobile menu closes after a navigation click", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/?variant=control");
    await settled(page);
    const menu = page.getByTestId("mobile-menu");
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(menu).not.toHaveAttribute("open", "");
  });
});
