// Both projects: the checkout page is accessible with and without JavaScript.
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";

test("axe finds no violations on /checkout", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
  await expectNoAxeViolations(page);
});
