/**
 * The returning user, with and without JavaScript: a CV made in browser A, signed in by email; in
 * browser B (no cookies of A: another device, or A after clearing them) signing in with the same
 * email brings back the CV, which opens, saves and downloads there; and a Pro plan makes the same move.
 */
import type { Browser, TestInfo } from "@playwright/test";
import { expect, test } from "./accounts-fixtures.ts";
import { person, resumeForm } from "../setup/factory.ts";

const emailFor = (testInfo: TestInfo, who: string) => `${who}.${testInfo.project.name}.${testInfo.workerIndex}.${Date.now()}@example.com`;

/** Another browser: its own cookie jar and client address, the same JavaScript setting as the project. */
async function otherBrowser(browser: Browser, baseURL: string, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": `198.19.${testInfo.workerIndex}.${(Date.now() % 250) + 1}` },
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: "vitae_tutorial_seen", value: "1" }] }] },
  });
  return { context, page: await context.newPage() };
}

test("a CV made in browser A is found, opened, edited and downloaded in browser B after signing in", async ({ page, browser, accounts, visitor }, testInfo) => {
  test.setTimeout(90_000);
  const email = emailFor(testInfo, "ada");
  const resumeId = await visitor.createResume(resumeForm({ personalInfo: person({ firstName: "Ada", lastName: "Roaming" }) }));
  await accounts.signInByEmail(page, email);
  await expect(page.getByTestId("resume-name")).toHaveText(["Ada Roaming"]);
  await expect(page.getByRole("navigation", { name: "Main" }).getByTestId("nav-account").first()).toHaveText("Account");

  const b = await otherBrowser(browser, accounts.url, testInfo);
  try {
    await b.page.goto("/resumes");
    await expect(b.page.getByTestId("resumes-empty")).toBeVisible();
    await b.page.goto(`/edit/${resumeId}`);
    await expect(b.page.getByRole("heading", { name: "Resume Not Found" })).toBeVisible();

    await accounts.signInByEmail(b.page, email);
    await expect(b.page.getByTestId("resume-name")).toHaveText(["Ada Roaming"]);
    await b.page.getByRole("link", { name: "Open Ada Roaming" }).click();
    await expect(b.page).toHaveURL(new RegExp(`/edit/${resumeId}$`));
    await b.page.getByLabel("City").fill("Lisbon");
    await b.page.getByRole("button", { name: "Save Changes" }).click();
    await expect(b.page.getByText("Version history (2)")).toBeVisible();
    await expect(b.page.getByLabel("City")).toHaveValue("Lisbon");

    await b.page.goto("/resumes");
    const download = await b.page.request.get(
      await b.page
        .getByRole("link", { name: "Download PDF" })
        .getAttribute("href")
        .then((href) => href!),
    );
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // browser A sees B's edit: one CV, one account
    await page.goto(`/edit/${resumeId}`);
    await expect(page.getByLabel("City")).toHaveValue("Lisbon");
  } finally {
    await b.context.close();
  }
});

test("a Pro plan bought before signing in is Pro in a browser that lost its cookies, once signed in", async ({
  page,
  browser,
  accounts,
  visitor,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = emailFor(testInfo, "grace");
  await page.goto("/checkout");
  await accounts.grantPlan(page, "pro");
  await visitor.createResume(resumeForm({ personalInfo: person({ firstName: "Grace", lastName: "Paid" }) }));
  await page.goto("/checkout");
  await expect(page.getByTestId("plan-pro")).toHaveAttribute("data-current", "true");
  await expect(page.getByTestId("save-purchase")).toContainText("Save your purchase to your email");
  await page.getByTestId("save-purchase").getByRole("link", { name: "Sign in with email" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=\/checkout$/);
  await accounts.signInByEmail(page, email, "/checkout");
  await expect(page.getByTestId("purchase-saved")).toContainText(email);

  // the same browser after its cookies are cleared: a new free visitor, until it signs in
  await page.context().clearCookies();
  await page.goto("/checkout");
  await expect(page.getByTestId("plan-pro")).toHaveAttribute("data-current", "false");
  await accounts.signInByEmail(page, email, "/checkout");
  await expect(page.getByTestId("plan-pro")).toHaveAttribute("data-current", "true");
  await page.goto("/resumes");
  await expect(page.getByTestId("resume-name")).toHaveText(["Grace Paid"]);
  await expect(page.getByTestId("resume-plan")).toHaveText("Pro · no watermark");

  const b = await otherBrowser(browser, accounts.url, testInfo);
  try {
    await accounts.signInByEmail(b.page, email, "/checkout");
    await expect(b.page.getByTestId("plan-pro")).toHaveAttribute("data-current", "true");
  } finally {
    await b.context.close();
  }
});
