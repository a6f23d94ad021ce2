import type { Page } from "@playwright/test";

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
