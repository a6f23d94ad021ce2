/**
 * Razorpay Checkout replaced by a local stub for the end-to-end tests. The e2e server runs with
 * RAZORPAY_KEY_ID=rzp_test_e2e, RAZORPAY_KEY_SECRET=e2e_secret and RAZORPAY_FAKE_ORDERS=1
 * (playwright.config.ts), so orders get local ids and verification checks real signatures.
 * The stub's open() asks the test (Node) to sign `order_id|payment_id`, then calls the handler
 * exactly as Razorpay does — or dismisses the window, per `mode`.
 */
import { createHmac } from "node:crypto";
import type { Page } from "@playwright/test";

export const E2E_KEY_ID = "rzp_test_e2e";
export const E2E_KEY_SECRET = "e2e_secret";
export const CHECKOUT_SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";

export type StubMode = "pay" | "dismiss" | "bad-signature";

export interface RecordedOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  theme: { color: string };
  prefill: { email: string };
  hasHandler: boolean;
  hasOnDismiss: boolean;
}

const STUB = `
window.__razorpayOpened = [];
window.Razorpay = function (options) { this.options = options; };
window.Razorpay.prototype.open = function () {
  var o = this.options;
  window.__razorpayOpened.push({
    key: o.key, amount: o.amount, currency: o.currency, name: o.name, description: o.description,
    order_id: o.order_id, theme: o.theme, prefill: o.prefill,
    hasHandler: typeof o.handler === "function",
    hasOnDismiss: !!(o.modal && typeof o.modal.ondismiss === "function")
  });
  if (window.__stubMode === "dismiss") { setTimeout(function () { o.modal.ondismiss(); }, 50); return; }
  var bytes = crypto.getRandomValues(new Uint8Array(7));
  var paymentId = "pay_" + Array.from(bytes, function (b) { return b.toString(16).padStart(2, "0"); }).join("");
  window.__signPayment(o.order_id, paymentId, window.__stubMode === "bad-signature").then(function (signature) {
    o.handler({ razorpay_order_id: o.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature });
  });
};
`;

/** Serves the stub for Razorpay's script on this page and wires signing through the test process. */
export async function stubRazorpay(page: Page, mode: StubMode = "pay"): Promise<{ scriptRequests: () => number }> {
  let requests = 0;
  await page.exposeFunction("__signPayment", (orderId: string, paymentId: string, wrongSecret: boolean) =>
    createHmac("sha256", wrongSecret ? "not_the_secret" : E2E_KEY_SECRET)
      .update(`${orderId}|${paymentId}`)
      .digest("hex"),
  );
  await page.addInitScript((m) => {
    (window as unknown as { __stubMode: string }).__stubMode = m;
  }, mode);
  await page.route(CHECKOUT_SCRIPT_URL, (route) => {
    requests += 1;
    return route.fulfill({ status: 200, contentType: "application/javascript", body: STUB });
  });
  return { scriptRequests: () => requests };
}

export function openedOptions(page: Page): Promise<RecordedOptions[]> {
  return page.evaluate(() => (window as unknown as { __razorpayOpened?: RecordedOptions[] }).__razorpayOpened ?? []);
}
