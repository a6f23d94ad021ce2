import { type Browser, type BrowserContext, type Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { assignVariant } from "../../app/lib/ab.ts";
import { visitorIdOf } from "../setup/visitor.ts";

const T0 = new Date("2025-01-02T09:00:00Z").getTime();

/** Fake timers that do not move until the test runs them (install lets time flow; pauseAt stops it). */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: T0 });
  await page.clock.pauseAt(T0 + 1000);
}

/**
 * Waits until the page's scripts have loaded and, on a page with React, until it has hydrated (the
 * root marks the document): on a busy machine hydration can end well after the network is quiet.
 */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  if (await page.evaluate(() => "__reactRouterContext" in window)) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Opens `path` with a document load and checks that it ships without React (ADR 009, 010): its only
 * script is static-page.ts and React Router never starts. Returns the paths of the scripts the page
 * requests, a list that keeps growing (a dialog's script loaded later shows up in it).
 */
export async function openWithoutReact(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await settled(page);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/static-page-[\w-]+\.js$/);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  return scripts;
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
