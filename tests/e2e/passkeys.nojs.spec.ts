/**
 * Passkeys without JavaScript: /login and /account offer no passkey buttons (a passkey needs the
 * browser's WebAuthn, so there is nothing to press), and a passkey on the account is renamed and
 * removed with the page's plain forms. The passkey is made by a software authenticator through
 * the page's own cookies, as another device of the same person would have made it.
 */
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { expect, test } from "./accounts-fixtures.ts";
import { SoftAuthenticator } from "../setup/soft-authenticator.ts";

test("no passkey buttons without JavaScript; Rename and Remove work as forms", async ({ page, accounts }) => {
  test.slow();
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Email me a sign-in link" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toHaveCount(0);

  await accounts.signInByEmail(page, `nojs.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`, "/account");
  await expect(page.getByTestId("no-passkeys")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);

  const options = (await (await page.request.post("/account/passkeys/options")).json()) as PublicKeyCredentialCreationOptionsJSON;
  const added = await page.request.post("/account/passkeys/verify", { data: { response: new SoftAuthenticator(accounts.url).register(options) } });
  expect(added.status()).toBe(200);
  const { name } = ((await added.json()) as { passkey: { name: string } }).passkey;

  await page.reload();
  await expect(page.getByTestId("passkey-name")).toHaveText([name]);
  await page.getByLabel(`New name for ${name}`).fill("  Work   laptop ");
  await page.getByRole("button", { name: `Rename ${name}` }).click();
  await expect(page).toHaveURL(`${accounts.url}/account`);
  await expect(page.getByTestId("passkey-name")).toHaveText(["Work laptop"]);

  await page.getByRole("button", { name: "Remove Work laptop" }).click();
  await expect(page.getByTestId("no-passkeys")).toBeVisible();
  await expect(page.getByTestId("passkey")).toHaveCount(0);
});
