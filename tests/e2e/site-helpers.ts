import type { Browser, BrowserContext, Page } from "@playwright/test";
import { assignVariant } from "../../app/lib/ab.ts";
import { visitorIdOf } from "../setup/visitor.ts";

const T0 = new Date("2025-01-02T09:00:00Z").getTime();

/** Fake timers that do not move until the test runs them (install lets time flow; pauseAt stops it). */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1000);
}

/** Waits until the page's scripts have loaded (hydration done) in the JS project. */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
}

/**
 * A fresh browser context (nothing stored) whose visitor is assigned `variant` of the A/B test
 * `testId`, with its page open on `path`. Visitors are assigned by their id, so this opens fresh
 * contexts until one draws the variant, computed with the app's own `assignVariant`.
 */
export async function visitorWithVariant(
  browser: Browser,
  baseURL: string,
  { testId, variant, path }: { testId: string; variant: string; path: string },
): Promise<{ context: BrowserContext; page: Page }> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto(path);
    const cookie = (await context.cookies()).find((c) => c.name === "vitae_visitor");
    if (cookie && assignVariant(testId, visitorIdOf(cookie.value)) === variant) return { context, page };
    await context.close();
  }
  throw new Error(`no visitor drew ${testId}=${variant} in 30 tries`);
}
