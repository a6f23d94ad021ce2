// Landing page behaviour that needs JavaScript: the exit-intent popup.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { freezeClock, openWithoutReact, settled, visitorWithVariant } from "./site-helpers.ts";

const POPUP_TITLE = "Before you go: your first CV is free";

/** Moves the pointer out of the window through the top edge. */
async function leaveThroughTop(page: Page) {
  await page.mouse.move(400, 200);
  await page.mouse.move(400, 5, { steps: 4 });
  // browsers report leaving through the top as a mouseout with no related target and clientY <= 0
  await page.evaluate(() => {
    document.documentElement.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, clientX: 400, clientY: -1, relatedTarget: null }));
  });
}

test.describe("landing page with JavaScript", () => {
  test("exit intent is armed after 3 s, opens once per session, and See How to Start scrolls to #create", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/?variant=control");
    await settled(page);
    const popup = page.getByRole("dialog", { name: POPUP_TITLE });

    await leaveThroughTop(page);
    await expect(popup).toHaveCount(0);

    await page.clock.runFor(3000);
    await leaveThroughTop(page);
    await expect(popup).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("exitIntentShown"))).toBe("true");

    // it offers what every visitor has, and says what the free CV carries
    await expect(popup).toContainText("No signup is required.");
    await expect(popup).toContainText("Created with Vitae — Free plan");
    await expect(popup).toContainText("Fast Pass ($5 once) removes it.");
    await popup.getByRole("button", { name: "See How to Start" }).click();
    await expect(popup).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(page.locator("section#create")).toBeInViewport();

    // once per browser session: not again on this page, nor after a reload
    await leaveThroughTop(page);
    await expect(popup).toHaveCount(0);
    await page.reload();
    await settled(page);
    await page.clock.runFor(4000);
    await leaveThroughTop(page);
    await page.clock.runFor(500);
    await expect(popup).toHaveCount(0);
  });

  test("exit intent ignores leaving through the sides, and No thanks closes it", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/?variant=control");
    await settled(page);
    await page.clock.runFor(3500);
    await page.evaluate(() => {
      document.documentElement.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, clientX: -1, clientY: 300, relatedTarget: null }));
    });
    const popup = page.getByRole("dialog", { name: POPUP_TITLE });
    await expect(popup).toHaveCount(0);
    await leaveThroughTop(page);
    await expect(popup).toBeVisible();
    await popup.getByRole("button", { name: "Not now" }).click();
    await expect(popup).toHaveCount(0);
  });

  test("the exit-intent dialog is accessible: labelled, modal, Escape closes it, axe finds nothing", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/?variant=control");
    await settled(page);
    await page.clock.runFor(3500);
    await leaveThroughTop(page);
    const popup = page.getByRole("dialog", { name: POPUP_TITLE });
    await expect(popup).toBeVisible();
    // axe schedules its work with timers: let time flow again
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
  });
});

// ADR 009: the landing page is server-rendered only; one small script brings its live parts
test.describe("landing page without React", () => {
  test("a document load of / runs only the static-page script, not React Router", async ({ page }) => {
    await openWithoutReact(page, "/?variant=control");
    // and it does record the visit like every other page
    const pageView = page.waitForRequest((r) => r.url().endsWith("/api/analytics") && (r.postData() ?? "").includes('"page_view"'));
    await page.reload();
    await pageView;
  });

  test("reached by a client-side navigation, the React landing starts the same live parts", async ({ browser, baseURL }) => {
    // the logo leads to /, which shows the visitor's landing_variant: take a visitor of the control
    const { context, page } = await visitorWithVariant(browser, baseURL!, { testId: "landing_variant", variant: "control", path: "/blog/cv-writing-guide" });
    await freezeClock(page);
    await page.goto("/blog/cv-writing-guide");
    await settled(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Vitae", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // still the React app (no document load): the guide's router context is there
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    await expect(page.locator("section#home").getByRole("img", { name: /^A sample CV made with Vitae: Priya Raman/ })).toBeVisible();
    await page.clock.runFor(3500);
    await leaveThroughTop(page);
    await expect(page.getByRole("dialog", { name: POPUP_TITLE })).toBeVisible();
    await context.close();
  });

  test("/ shows each visitor the landing of their landing_variant assignment", async ({ browser, baseURL }) => {
    for (const [variant, testId] of [
      ["control", "landing"],
      ["alt", "landing-alt"],
    ] as const) {
      const { context, page } = await visitorWithVariant(browser, baseURL!, { testId: "landing_variant", variant, path: "/" });
      await expect(page.getByTestId(testId)).toBeVisible();
      // the same visitor sees the same landing again
      await page.goto("/home");
      await expect(page.getByTestId(testId)).toBeVisible();
      await context.close();
    }
  });
});
