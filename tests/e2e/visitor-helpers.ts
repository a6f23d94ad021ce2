/**
 * What a test does to its visitor outside the browser: a resume created through the API in the
 * page's own cookie jar, and a plan granted in the e2e server's sqlite file (as a verified payment
 * would grant it).
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { openSqliteStore } from "../../app/server/db/sqlite.server.ts";
import type { Tier } from "../../app/lib/plans.ts";
import { resumeWithHistory } from "../setup/factory.ts";
import { visitorIdOf } from "../setup/visitor.ts";

/** Creates a resume through /api/generate-resume as the page's visitor and returns its id. */
export async function createResume(page: Page, body: unknown = resumeWithHistory()): Promise<string> {
  const response = await page.request.post("/api/generate-resume", { data: body });
  if (response.status() !== 201) throw new Error(`generate-resume answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { resumeId: string }).resumeId;
}

/** The visitor id inside the page's signed visitor cookie (the visitor must have made a request). */
export async function visitorId(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "vitae_visitor");
  if (!cookie) throw new Error("no visitor cookie");
  return visitorIdOf(cookie.value);
}

/**
 * Puts the page's visitor on `tier` with a fresh generation allowance, straight in the e2e
 * server's sqlite file; Pro runs for 30 days. Granting "free" again lets a free visitor generate once more.
 */
export async function grantPlan(page: Page, tier: Tier): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const store = openSqliteStore({ file: path.join(dir, "vitae.sqlite"), objectsDir: path.join(dir, "objects") });
  try {
    await store.visitors.grant(await visitorId(page), {
      tier,
      pro_until: tier === "pro" ? new Date(Date.now() + 30 * 86_400_000).toISOString() : null,
      reset_generation_count: true,
    });
  } finally {
    await store.close();
  }
}
