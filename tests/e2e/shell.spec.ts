import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";

test.describe("app shell", () => {
  test("landing page has the shared navigation and footer", async ({ page }) => {
    const response = await page.goto("/?variant=control");
    expect(response?.status()).toBe(200);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of ["Home", "Features", "Templates", "Examples", "FAQ"]) {
      await expect(nav.getByRole("link", { name: label, exact: true }).first()).toBeAttached();
    }
    await expect(nav.getByRole("link", { name: "AI Generator" }).first()).toHaveAttribute("href", "/prompt");
    await expect(nav.getByRole("link", { name: "Create Resume" }).first()).toHaveAttribute("href", "/create");

    const footer = page.getByTestId("site-footer");
    for (const [label, href] of [
      ["Home", "/#home"],
      ["Features", "/#features"],
      ["How It Works", "/#how-it-works"],
      ["Create CV", "/#create"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Disclaimer", "/disclaimer"],
      ["My data", "/my-data"],
    ]) {
      await expect(footer.getByRole("link", { name: label!, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(footer.getByRole("link", { name: "support@vitae.app" })).toHaveAttribute("href", "mailto:support@vitae.app");
    await expect(footer.getByRole("link", { name: "Chat with support" })).toHaveAttribute("href", /^https:\/\//);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Vitae. All rights reserved.`);
  });

  test("the landing sections are addressable", async ({ page }) => {
    await page.goto("/home?variant=control");
    for (const id of ["home", "features", "how-it-works", "faq", "create"]) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
  });

  test("mobile menu opens and lists the navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/?variant=control");
    const menu = page.getByTestId("mobile-menu");
    await expect(menu.getByRole("link", { name: "Templates" })).toBeHidden();
    await menu.locator("summary").click();
    await expect(menu.getByRole("link", { name: "Templates" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Create Resume" })).toBeVisible();
  });

  test("unknown paths show the not-found screen with status 404", async ({ page, request }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    const post = await request.post("/no-such-page", { form: { a: "b" } });
    expect(post.status()).toBe(404);
  });

  // the landing page's audits (both variants) are in landing.spec.ts
  test("axe finds no violations on the 404 page", async ({ page }) => {
    await page.goto("/no-such-page");
    await expectNoAxeViolations(page);
  });
});
