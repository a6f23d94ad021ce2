/**
 * Passkeys in Chromium with its virtual authenticator (DevTools protocol): a person who made a CV
 * signs in by email, adds a passkey on /account, signs out, and signs in again with the passkey
 * alone, landing on /resumes with the CV made before. A passkey prompt that ends without one says so.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./accounts-fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { person, resumeForm } from "../setup/factory.ts";

/** A platform authenticator with user verification, as a laptop's fingerprint reader. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

test("sign in by email, add a passkey, sign out, and sign in with the passkey to find the CV", async ({ page, visitor, accounts }) => {
  // a whole journey through five pages and two ceremonies
  test.slow();
  const authenticator = await addVirtualAuthenticator(page);
  const resumeId = await visitor.createResume(resumeForm({ personalInfo: person({ firstName: "Passkey", lastName: "Person" }) }));
  const email = `passkey.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

  // no passkey yet: the prompt ends without one
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Passkey sign-in was cancelled." })).toBeVisible();

  await accounts.signInByEmail(page, email, "/account");
  await expect(page.getByTestId("no-passkeys")).toBeVisible();
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByTestId("passkey-name")).toHaveText(["Passkey (Chrome on Linux)"]);
  await expect(page.getByTestId("passkey")).toContainText("not used yet");
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: "localhost" });

  // a second one on the same authenticator is refused by the browser (the account's passkeys are excluded)
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByTestId("passkey-error")).toHaveText("This device already has a passkey for your account.");
  await expect(page.getByTestId("passkey")).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${accounts.url}/`);
  // the home page has arrived (its modules too) before the next navigation
  await expect(page.getByText("Sign in again to find your resumes.", { exact: true })).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);

  await page.goto("/login?redirectTo=/resumes");
  const passkeyButton = page.getByRole("button", { name: "Sign in with a passkey" });
  await expect(passkeyButton).toBeVisible();
  await expectNoAxeViolations(page);
  await passkeyButton.click();
  await expect(page).toHaveURL(`${accounts.url}/resumes`);
  await expect(page.locator(`[data-resume-id="${resumeId}"]`)).toBeVisible();
  await expect(page.getByText(`You are signed in as ${email}.`, { exact: true })).toBeVisible();

  await page.goto("/account");
  await expect(page.getByTestId("account-email")).toContainText(email);
  await expect(page.getByTestId("passkey")).toContainText("last used");
});
