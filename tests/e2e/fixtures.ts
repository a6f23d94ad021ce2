/**
 * The end-to-end tests' `test` and `expect`: every spec imports them from here. Plain page helpers
 * live in resume-form-helpers.ts (typing into /create) and visitor-helpers.ts (the API and the
 * e2e server's sqlite file).
 */
import { createHash } from "node:crypto";
import { expect, test as base, type Page } from "@playwright/test";
import type { Tier } from "../../app/lib/plans.ts";
import { createResume, grantPlan, visitorId } from "./visitor-helpers.ts";

/** The test's visitor: its page (own cookie jar, own client address) and what can be done for it outside the browser. */
export interface Visitor {
  page: Page;
  /** The X-Forwarded-For address every request of this visitor carries. */
  address: string;
  /** The id in the visitor cookie (the visitor must have made a request first). */
  id(): Promise<string>;
  /** Creates a resume through the API with the page's cookies (a resume with some history unless `body` is given). */
  createResume(body?: unknown): Promise<string>;
  /** Puts this visitor on a plan with a fresh generation allowance, as a verified payment would. */
  grantPlan(tier: Tier): Promise<void>;
}

interface Fixtures {
  clientAddress: string;
  visitor: Visitor;
  /** The id of a resume the visitor created (through the API) before the test's first step. */
  savedResume: string;
  /** Puts the test's visitor on a plan (`await grantPlan("pro")`); call it after the visitor's first request. */
  grantPlan: (tier: Tier) => Promise<void>;
}

/**
 * Every test is its own person on its own client address (the e2e server trusts the loopback proxy
 * hop, so X-Forwarded-For names the client): the per-IP limits then apply to each test as they do
 * to one real visitor, instead of to the whole suite at once. A test may set its own address with
 * `test.use({ extraHTTPHeaders: … })`.
 */
export const test = base.extend<Fixtures>({
  clientAddress: [
    async ({}, use, testInfo) => {
      const digest = createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`).digest();
      await use(`198.18.${digest[0]}.${(digest[1]! % 254) + 1}`);
    },
    { option: true },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => {
    await use({ "X-Forwarded-For": clientAddress, ...extraHTTPHeaders });
  },
  visitor: async ({ page, extraHTTPHeaders }, use) => {
    await use({
      page,
      address: extraHTTPHeaders?.["X-Forwarded-For"] ?? "",
      id: () => visitorId(page),
      createResume: (body) => createResume(page, body),
      grantPlan: (tier) => grantPlan(page, tier),
    });
  },
  savedResume: async ({ visitor }, use) => {
    await use(await visitor.createResume());
  },
  grantPlan: async ({ visitor }, use) => {
    await use(visitor.grantPlan);
  },
});
export { expect };
