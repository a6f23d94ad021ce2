// The onboarding tutorial of the tutorial_onboarding A/B test on /create.
// Visitors are assigned by their id, so each test opens fresh browsers (no `vitae_tutorial_seen`)
// until it has a visitor of the variant it needs; the assignment is computed with the app's own
// function from the id inside the signed visitor cookie.
import { type Browser, type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { visitorWithVariant, settled } from "./site-helpers.ts";

const TUTORIAL = "onboarding-tutorial";

/** A fresh browser that has never seen the tutorial, on /create, as a visitor of `variant`. */
async function visitorOf(browser: Browser, baseURL: string, variant: string): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await visitorWithVariant(browser, baseURL, { testId: "tutorial_onboarding", variant, path: "/create" });
  await settled(visitor.page);
  return visitor;
}

test.describe("onboarding tutorial", () => {
  test("with_tutorial: three steps after 1 s, Next and Got it, then never again in this browser", async ({ browser, baseURL }) => {
    const { context, page } = await visitorOf(browser, baseURL!, "with_tutorial");
    try {
      const tutorial = page.getByTestId(TUTORIAL);
      await expect(tutorial).toBeVisible({ timeout: 5000 });
      await expect(page.getByRole("dialog", { name: "Start with your old resume" })).toBeVisible();
      await expect(tutorial).toContainText("Step 1 of 3");
      await expect(tutorial.getByRole("button", { name: "Upload Resume" })).toBeVisible();
      await tutorial.getByRole("button", { name: "Next" }).click();
      await expect(tutorial).toContainText("Step 2 of 3");
      await expect(tutorial.getByRole("heading", { name: "Polish it with AI" })).toBeVisible();
      await expect(tutorial.getByRole("button", { name: "Upload Resume" })).toHaveCount(0);
      await tutorial.getByRole("button", { name: "Next" }).click();
      await expect(tutorial).toContainText("Step 3 of 3");
      await tutorial.getByRole("button", { name: "Got it" }).click();
      await expect(tutorial).toHaveCount(0);
      // shown once per browser
      await page.reload();
      await settled(page);
      await page.waitForTimeout(1500);
      await expect(tutorial).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("with_tutorial: step 1's Upload Resume closes the tutorial and opens the file picker; Skip closes it too", async ({ browser, baseURL }) => {
    const { context, page } = await visitorOf(browser, baseURL!, "with_tutorial");
    try {
      const tutorial = page.getByTestId(TUTORIAL);
      await expect(tutorial).toBeVisible({ timeout: 5000 });
      const chooser = page.waitForEvent("filechooser");
      await tutorial.getByRole("button", { name: "Upload Resume" }).click();
      await chooser;
      await expect(tutorial).toHaveCount(0);
    } finally {
      await context.close();
    }
    const second = await visitorOf(browser, baseURL!, "with_tutorial");
    try {
      const tutorial = second.page.getByTestId(TUTORIAL);
      await expect(tutorial).toBeVisible({ timeout: 5000 });
      await tutorial.getByRole("button", { name: "Skip" }).click();
      await expect(tutorial).toHaveCount(0);
    } finally {
      await second.context.close();
    }
  });

  test("no_tutorial: the tutorial never appears", async ({ browser, baseURL }) => {
    const { context, page } = await visitorOf(browser, baseURL!, "no_tutorial");
    try {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForTimeout(2000);
      await expect(page.getByTestId(TUTORIAL)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
