// Runs only in the "js" project: buying through checkout (stubbed Razorpay window) and editing
// local storage need scripts. The server decides the plan.
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillRequiredAndExperience, generateFromCreatePage, saveTypedResume } from "./resume-form-helpers.ts";
import { stubRazorpay } from "./payments.ts";

/** The blocked-generation UI: today the upgrade prompt, the pricing modal once create.tsx opens it. */
const blocked = (page: Page) => page.getByTestId(/^(upgrade-prompt|pricing-modal)$/);

async function attemptBlockedGeneration(page: Page) {
  await page.goto("/create");
  await fillRequiredAndExperience(page);
  await page.getByRole("button", { name: "Generate CV" }).click();
  await expect(blocked(page).first()).toBeVisible();
  await expect(page.getByTestId("result-view")).toHaveCount(0);
}

test.describe("the generation gate after purchase", () => {
  test("editing local storage resume_tier to pro does not lift the limit", async ({ page }) => {
    test.setTimeout(90_000);
    await saveTypedResume(page);
    await page.goto("/create");
    await page.evaluate(() => {
      localStorage.setItem("resume_tier", "pro");
      localStorage.setItem("resume_payment_id", "pay_forged0000000");
    });
    await attemptBlockedGeneration(page);
    await page.goto("/create");
    await expect(page.getByText("Plan: Free", { exact: false })).toBeVisible();
  });

  test("free: blocked after 1 → buys Fast Pass → 3 more → blocked", async ({ page }) => {
    test.setTimeout(180_000);
    await stubRazorpay(page, "pay");
    await saveTypedResume(page);
    await attemptBlockedGeneration(page);

    await page.goto("/checkout");
    await expect(page.getByTestId("js-required")).toHaveCount(0);
    await page.getByTestId("plan-fastpass").getByRole("button", { name: "Claim Fast Pass Now" }).click();
    await expect(page.getByText("Payment Successful!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // the first of the three from the form, the others through the API (the same gate)
    await generateFromCreatePage(page, "Engineer 1");
    for (let i = 2; i <= 3; i++) await saveTypedResume(page, `Engineer ${i}`);
    await attemptBlockedGeneration(page);
    await page.goto("/create");
    await expect(page.getByText("Plan: Fast Pass", { exact: false })).toBeVisible();
  });

  test("Pro: unlimited", async ({ page }) => {
    test.setTimeout(180_000);
    await stubRazorpay(page, "pay");
    await saveTypedResume(page);
    await page.goto("/checkout?plan=pro");
    await expect(page.getByText("You've successfully upgraded to Pro: unlimited regenerations and premium features.", { exact: true })).toBeVisible();
    // the first of the five from the form, the others through the API (the same gate)
    await generateFromCreatePage(page, "Pro engineer 1");
    for (let i = 2; i <= 5; i++) await saveTypedResume(page, `Pro engineer ${i}`);
    await page.goto("/create");
    await expect(page.getByText("(unlimited)", { exact: false })).toBeVisible();
  });
});
