// Runs only in the "nojs" project: without scripts the checkout page shows the plans and says
// plainly that paying needs JavaScript, with nothing that would do nothing when pressed.
import { expect, test } from "./fixtures.ts";

test.describe("checkout without JavaScript", () => {
  test("renders the plans and explains that payment needs JavaScript", async ({ page }) => {
    const response = await page.goto("/checkout");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
    const note = page.getByTestId("js-required");
    await expect(note).toBeVisible();
    await expect(note).toContainText("Payment needs JavaScript");
    await expect(note).toContainText("Please turn on JavaScript in your browser to buy Fast Pass or Pro.");
    await expect(note.getByRole("link", { name: "create your resume" })).toHaveAttribute("href", "/create");

    await expect(page.getByTestId("plan-fastpass").getByTestId("price-dollars")).toHaveText("$5");
    await expect(page.getByTestId("plan-pro").getByTestId("price-dollars")).toHaveText("$9");
    await expect(page.getByText("Charged as ₹400", { exact: true })).toBeVisible();
    await expect(page.getByText("Charged as ₹720 a month", { exact: true })).toBeVisible();
    for (const plan of ["free", "fastpass", "pro"]) {
      await expect(page.getByTestId(`plan-${plan}`).getByRole("button")).toBeDisabled();
    }
    // the email to keep a purchase goes with a payment, so it waits for JavaScript too
    await expect(page.getByLabel("Email to keep your purchase")).toBeDisabled();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  test("?plan=pro from the pricing fallback lands on the same explanation", async ({ page }) => {
    await page.goto("/checkout?plan=pro");
    await expect(page.getByTestId("js-required")).toBeVisible();
    await expect(page.getByTestId("plan-pro").getByRole("button", { name: "Claim Pro Now" })).toBeDisabled();
  });
});
