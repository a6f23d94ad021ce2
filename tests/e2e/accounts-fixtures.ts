/**
 * End-to-end tests with accounts: import `test` and `expect` from here instead of ./fixtures.ts.
 *
 * Each worker starts its own server of the app (the production build: run `npm run build` first,
 * as for the Playwright web server) whose sign-in emails go to an SMTP server in the test process,
 * so a test signs in by email as a person would. The test's pages talk to that server: `baseURL`
 * is `accounts.url`, so `page.goto("/login")` opens its /login. Everything else of ./fixtures.ts
 * works as there (each test its own visitor on its own client address, `visitor.createResume()`),
 * except the `grantPlan` fixture, which writes the main e2e server's database: use `accounts.grantPlan`.
 *
 * The fixture `accounts`:
 * - `url`: the server's origin, `http://localhost:<port>`, also its PUBLIC_ORIGIN. Passkeys need a
 *   host name as their relying party: Chromium refuses WebAuthn on `http://127.0.0.1`.
 * - `smtp`: the mail server (tests/setup/smtp.ts): `messages()`, `waitForMessage(to)`.
 * - `signInByEmail(page, email, redirectTo = "/resumes")`: fills /login, opens the link in the
 *   newest email to `email`, presses Continue, and resolves once the page is at `redirectTo`.
 *   Needs no JavaScript in the page (it works in the nojs project too).
 * - `grantPlan(page, tier)`: puts the page's visitor (or account, once signed in) on a plan in this
 *   server's database, as a verified payment would.
 */
import type { Page } from "@playwright/test";
import type { Tier } from "../../app/lib/plans.ts";
import { freePort, openServerStore, startServer } from "../setup/server-process.ts";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "../setup/smtp.ts";
import { expect, test as base } from "./fixtures.ts";
import { visitorId } from "./visitor-helpers.ts";

export interface Accounts {
  url: string;
  smtp: TestSmtpServer;
  signInByEmail(page: Page, email: string, redirectTo?: string): Promise<void>;
  grantPlan(page: Page, tier: Tier): Promise<void>;
}

const isTo = (email: string) => (mail: ReceivedMail) => mail.envelope.to.some((to) => to.toLowerCase() === email.toLowerCase());

/** The newest message to `email` after the `seen` ones that were there before. */
async function newMessage(smtp: TestSmtpServer, email: string, seen: number): Promise<ReceivedMail> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const mails = smtp.messages().filter(isTo(email));
    if (mails.length > seen) return mails.at(-1)!;
  }
  throw new Error(`no sign-in email to ${email} arrived`);
}

export const test = base.extend<object, { accounts: Accounts }>({
  accounts: [
    async ({}, use) => {
      const smtp = await startSmtpServer();
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const server = await startServer({
        port,
        env: {
          SMTP_URL: smtp.url,
          MAIL_FROM: "Vitae <signin@vitae.test>",
          PUBLIC_ORIGIN: url,
          // each test names its own client address, as on the main e2e server (fixtures.ts)
          TRUST_PROXY: "loopback",
        },
      });
      async function signInByEmail(page: Page, email: string, redirectTo = "/resumes") {
        const seen = smtp.messages().filter(isTo(email)).length;
        await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
        await page.getByLabel("Email address").fill(email);
        await page.getByRole("button", { name: "Email me a sign-in link" }).click();
        await expect(page.getByTestId("sign-in-sent")).toBeVisible();
        const text = (await newMessage(smtp, email, seen)).text ?? "";
        const link = /https?:\/\/\S+\/login\/verify\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
        if (!link) throw new Error(`no sign-in link in the email to ${email}:\n${text}`);
        await page.goto(link);
        await page.getByRole("button", { name: "Continue" }).click();
        await expect(page).toHaveURL(new URL(redirectTo, url).href);
      }
      const store = openServerStore(server);
      /** The owner a page acts as (its account once signed in, else its visitor), as the data export names it. */
      async function ownerOf(page: Page): Promise<string> {
        const anonymous = await visitorId(page);
        const exported = (await (await page.request.get("/api/my-data")).json()) as { visitorId?: string };
        return exported.visitorId ?? anonymous;
      }
      async function grantPlan(page: Page, tier: Tier) {
        await store.visitors.grant(await ownerOf(page), {
          tier,
          pro_until: tier === "pro" ? new Date(Date.now() + 30 * 86_400_000).toISOString() : null,
          reset_generation_count: true,
        });
      }
      try {
        await use({ url, smtp, signInByEmail, grantPlan });
      } finally {
        await store.close();
        await server.stop();
        await smtp.close();
      }
    },
    { scope: "worker" },
  ],
  baseURL: async ({ accounts }, use) => {
    await use(accounts.url);
  },
  // as playwright.config.ts does for the main server: the onboarding tutorial is already seen
  storageState: async ({ accounts }, use) => {
    await use({ cookies: [], origins: [{ origin: accounts.url, localStorage: [{ name: "vitae_tutorial_seen", value: "1" }] }] });
  },
});

export { expect };
