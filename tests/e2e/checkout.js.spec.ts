// Runs only in the "js" project: the checkout flow needs scripts (Razorpay's window).
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { E2E_KEY_ID, openedOptions, stubRazorpay } from "./payments.ts";

function card(page: Page, plan: "free" | "fastpass" | "pro") {
  return page.getByTestId(`plan-${plan}`);
}

/** The analytics events the page sends (fire-and-forget POSTs to /api/analytics). */
function recordAnalytics(page: Page): Array<{ event: string; data: Record<string, unknown> }> {
  const events: Array<{ event: string; data: Record<string, unknown> }> = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/analytics") events.push(request.postDataJSON());
  });
  return events;
}

async function gotoCheckout(page: Page, path = "/checkout") {
  await page.goto(path);
  // hydrated: the no-JavaScript note is gone and the buttons work
  await expect(page.getByTestId("js-required")).toHaveCount(0);
}

test.describe("checkout with JavaScript", () => {
  test("shows the three plans, dollar prices with the rupees charged, features, limitations and the footer", async ({ page }) => {
    await gotoCheckout(page);
    await expect(page.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeVisible();
    await expect(card(page, "fastpass").getByText("Most Popular")).toBeVisible();
    await expect(page.getByText("Most Popular")).toHaveCount(1);

    // one currency, dollars, as in the pricing modal; what Razorpay charges in rupees beside it
    await expect(card(page, "free").getByTestId("price-dollars")).toHaveText("$0");
    await expect(card(page, "free").getByTestId("price-rupees")).toHaveCount(0);
    await expect(card(page, "fastpass").getByTestId("price-dollars")).toHaveText("$5");
    await expect(card(page, "fastpass").getByTestId("price-rupees")).toHaveText("Charged as ₹400");
    await expect(card(page, "pro").getByTestId("price-dollars")).toHaveText("$9");
    await expect(card(page, "pro").getByTestId("price-rupees")).toHaveText("Charged as ₹720 a month");
    await expect(page.getByTestId("currency-note")).toHaveText("Prices are in US dollars. Razorpay charges them in Indian rupees at ₹80 to the dollar.");
    await expect(page.getByTestId("payments-off")).toHaveCount(0);
    await expect(card(page, "pro").getByText("/month")).toBeVisible();
    await expect(card(page, "fastpass").getByText("/month")).toHaveCount(0);

    await expect(card(page, "fastpass").getByText("Remove watermark")).toBeVisible();
    await expect(card(page, "fastpass").getByText("Priority support")).toBeVisible();
    await expect(card(page, "pro").getByText("Unlimited regenerations")).toBeVisible();
    await expect(card(page, "pro").getByText("AI cover letters")).toBeVisible();
    await expect(card(page, "free").getByRole("heading", { name: "Limitations" })).toBeVisible();
    await expect(card(page, "free").getByText("Watermarked PDF")).toBeVisible();
    await expect(card(page, "pro").getByRole("heading", { name: "Limitations" })).toHaveCount(0);

    await expect(card(page, "free").getByRole("button")).toHaveText("Current Plan");
    await expect(card(page, "fastpass").getByRole("button", { name: "Claim Fast Pass Now" })).toBeEnabled();
    await expect(card(page, "pro").getByRole("button", { name: "Claim Pro Now" })).toBeEnabled();

    await expect(page.getByText("All plans include 24/7 email support")).toBeVisible();
    await expect(page.getByText("30-day money-back guarantee")).toBeVisible();
    await expect(page.getByTestId("test-mode")).toContainText("Test mode");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("selecting free only shows a toast and makes no call", async ({ page }) => {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/create-order")) calls.push(request.url());
    });
    await gotoCheckout(page);
    await card(page, "free").getByRole("button", { name: "Current Plan" }).click();
    await expect(page.getByText("Free Tier Selected", { exact: true })).toBeVisible();
    await expect(page.getByText("You're already using the free tier with basic features.", { exact: true })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test("buying Fast Pass: Razorpay opens with the order, the payment is verified, the plan is granted", async ({ page }) => {
    const stub = await stubRazorpay(page, "pay");
    const analytics = recordAnalytics(page);
    await gotoCheckout(page);
    expect(stub.scriptRequests()).toBe(0); // loaded on demand, on the checkout page only
    await card(page, "fastpass").getByRole("button", { name: "Claim Fast Pass Now" }).click();

    await expect(page.getByText("Payment Successful!", { exact: true })).toBeVisible();
    await expect(page.getByText("You've successfully upgraded to Fast Pass: 3 regenerations, no watermark, ATS checks.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    // still visible after landing on /
    await expect(page.getByText("Payment Successful!", { exact: true })).toBeVisible();

    expect(stub.scriptRequests()).toBe(1);
    // the event is posted as the toast appears: wait for it rather than race it
    await expect
      .poll(() => analytics)
      .toContainEqual(
        expect.objectContaining({
          event: "upgrade_completed",
          data: { fromTier: "free", toTier: "fastpass", amount: 5, sessionId: expect.any(String), userId: expect.any(String) },
        }),
      );

    const mirror = await page.evaluate(() => ({
      tier: localStorage.getItem("resume_tier"),
      paymentId: localStorage.getItem("resume_payment_id"),
    }));
    expect(mirror.tier).toBe("fastpass");
    expect(mirror.paymentId).toMatch(/^pay_[0-9a-f]{14}$/);

    // the server's truth: 'Current Plan' moved to Fast Pass; the create page says so too
    await gotoCheckout(page);
    await expect(card(page, "fastpass").getByRole("button")).toHaveText("Current Plan");
    await expect(card(page, "fastpass").getByRole("button")).toBeDisabled();
    await expect(card(page, "fastpass")).toHaveAttribute("data-current", "true");
    await expect(card(page, "free").getByRole("button")).toHaveText("Included in Fast Pass");
    await expect(card(page, "pro").getByRole("button", { name: "Claim Pro Now" })).toBeEnabled();
    await page.goto("/create");
    await expect(page.getByText("Plan: Fast Pass", { exact: false })).toBeVisible();
  });

  test("Razorpay is opened with the public key, amount in paise, currency, name, order and handlers", async ({ page }) => {
    await stubRazorpay(page, "dismiss");
    await gotoCheckout(page);
    await card(page, "pro").getByRole("button", { name: "Claim Pro Now" }).click();
    await expect(page.getByText("Payment Cancelled", { exact: true })).toBeVisible();
    const [options] = await openedOptions(page);
    expect(options).toMatchObject({
      key: E2E_KEY_ID,
      amount: 72_000,
      currency: "INR",
      name: "Vitae",
      description: expect.stringContaining("Pro"),
      order_id: expect.stringMatching(/^order_/),
      theme: { color: expect.stringMatching(/^#[0-9a-f]{6}$/i) },
      prefill: { email: expect.any(String) },
      hasHandler: true,
      hasOnDismiss: true,
    });
  });

  test("an email to keep the purchase: checked before any order, then sent with the order and prefilled in Razorpay", async ({ page }) => {
    await stubRazorpay(page, "dismiss");
    const orders: unknown[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/create-order") orders.push(request.postDataJSON());
    });
    await gotoCheckout(page);
    const field = page.getByLabel("Email to keep your purchase");
    await expect(field).toBeEnabled();
    await field.fill("ada@");
    await card(page, "pro").getByRole("button", { name: "Claim Pro Now" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "leave the field empty" })).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    expect(orders).toEqual([]);

    await field.fill("  Ada.Lovelace@Example.com ");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
    await card(page, "pro").getByRole("button", { name: "Claim Pro Now" }).click();
    await expect(page.getByText("Payment Cancelled", { exact: true })).toBeVisible();
    expect(orders).toEqual([{ amount: 9, tier: "pro", claimEmail: "ada.lovelace@example.com" }]);
    const [options] = await openedOptions(page);
    expect(options!.prefill).toEqual({ email: "ada.lovelace@example.com" });
  });

  test("closing the payment window: 'Payment Cancelled', nothing granted, can try again", async ({ page }) => {
    await stubRazorpay(page, "dismiss");
    const analytics = recordAnalytics(page);
    await gotoCheckout(page);
    await card(page, "fastpass").getByRole("button", { name: "Claim Fast Pass Now" }).click();
    await expect(page.getByText("Payment Cancelled", { exact: true })).toBeVisible();
    // the event is posted as the toast appears: wait for it rather than race it
    await expect
      .poll(() => analytics)
      .toContainEqual(
        expect.objectContaining({
          event: "upgrade_abandoned",
          data: { tier: "fastpass", reason: "payment_window_closed", sessionId: expect.any(String), userId: expect.any(String) },
        }),
      );
    await expect(page.getByText("You can try again anytime.", { exact: true })).toBeVisible();
    await expect(card(page, "fastpass").getByRole("button", { name: "Claim Fast Pass Now" })).toBeEnabled();
    await page.reload();
    await expect(card(page, "free").getByRole("button")).toHaveText("Current Plan");
  });

  test("a payment whose signature does not verify: 'Payment Verification Failed', nothing granted", async ({ page }) => {
    await stubRazorpay(page, "bad-signature");
    await gotoCheckout(page);
    await card(page, "fastpass").getByRole("button", { name: "Claim Fast Pass Now" }).click();
    await expect(page.getByText("Payment Verification Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Please contact support with your payment details.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    // local storage only mirrors the server's plan: still free
    expect(await page.evaluate(() => localStorage.getItem("resume_tier"))).toBe("free");
    await page.reload();
    await expect(card(page, "free").getByRole("button")).toHaveText("Current Plan");
  });

  test("?plan=pro from the pricing modal starts that payment at once", async ({ page }) => {
    await stubRazorpay(page, "pay");
    await page.goto("/checkout?plan=pro");
    await expect(page.getByText("You've successfully upgraded to Pro: unlimited regenerations and premium features.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/create");
    await expect(page.getByText("Plan: Pro", { exact: false })).toBeVisible();
    await gotoCheckout(page);
    await expect(card(page, "pro").getByRole("button")).toHaveText("Current Plan");
    await expect(card(page, "fastpass").getByRole("button")).toHaveText("Included in Pro");
    await expect(card(page, "fastpass").getByRole("button")).toBeDisabled();
  });

  test("'Processing...' while the order is created", async ({ page }) => {
    await stubRazorpay(page, "dismiss");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/create-order", async (route) => {
      await held;
      await route.continue();
    });
    await gotoCheckout(page);
    await card(page, "pro").getByRole("button", { name: "Claim Pro Now" }).click();
    const busy = card(page, "pro").getByRole("button", { name: "Processing..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(card(page, "fastpass").getByRole("button")).toBeDisabled();
    release();
    await expect(page.getByText("Payment Cancelled", { exact: true })).toBeVisible();
    await expect(card(page, "pro").getByRole("button", { name: "Claim Pro Now" })).toBeEnabled();
  });

  test("create-order failures: setup required, the server's error, or a generic message", async ({ page }) => {
    await gotoCheckout(page);
    const answers: Array<{ status: number; body: unknown } | "abort"> = [
      { status: 503, body: { needsDeployment: true, error: "Payment processing is not configured on this server yet." } },
      { status: 502, body: { error: "The payment provider could not create the order. Please try again." } },
      "abort",
    ];
    await page.route("**/api/create-order", async (route) => {
      const answer = answers.shift()!;
      if (answer === "abort") return route.abort();
      return route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) });
    });
    const claim = card(page, "fastpass").getByRole("button", { name: "Claim Fast Pass Now" });

    await claim.click();
    await expect(page.getByText("Payments are not set up", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Payments are not set up on this server yet, so Fast Pass and Pro cannot be bought here. Nothing was charged.", { exact: true }),
    ).toBeVisible();

    await claim.click();
    await expect(page.getByText("Payment Error", { exact: true })).toBeVisible();
    await expect(page.getByText("The payment provider could not create the order. Please try again.", { exact: true })).toBeVisible();

    await claim.click();
    await expect(page.getByText("Something went wrong. Please try again.", { exact: true })).toBeVisible();
  });
});
