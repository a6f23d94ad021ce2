/**
 * The browser half of checkout ("Checkout"): create the order on our server, open
 * Razorpay Checkout, verify the payment on our server. Pure functions of their callbacks so the
 * checkout page decides what the user sees (toasts, busy state, navigation).
 */
import { PRODUCT_NAME } from "../../lib/brand.ts";
import { PAYMENT_ID_STORAGE_KEY, TIER_STORAGE_KEY, type Plan } from "../../lib/plan-table.ts";

export const RAZORPAY_CHECKOUT_SRC = "https://checkout.razorpay.com/v1/checkout.js";
export const CHECKOUT_THEME_COLOR = "#1d4ed8"; // brand-600

export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  theme: { color: string };
  prefill: { email: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => { open(): void };
  }
}

let loading: Promise<void> | null = null;

/** Loads Razorpay's checkout.js once, with a script tag (allowed by the CSP's strict-dynamic). */
export function loadRazorpayCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve() : reject(new CheckoutError("The payment window could not be loaded. Please try again.")));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new CheckoutError("The payment window could not be loaded. Please check your connection and try again."));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** An error whose message is meant for the user (the server's text). */
export class CheckoutError extends Error {
  override name = "CheckoutError";
}

export type CheckoutOutcome = { kind: "opened" } | { kind: "needs-deployment" } | { kind: "error"; message: string | null };

export interface CheckoutCallbacks {
  /** The payment window was closed without paying. */
  onDismiss(): void;
  /** The server verified the payment and granted the plan. */
  onVerified(paymentId: string): void;
  /** The payment could not be verified. */
  onVerifyFailed(): void;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** POST /api/verify-payment; stores the local mirror (resume_tier, resume_payment_id) on success. */
export async function verifyPayment(plan: Plan, response: RazorpaySuccess): Promise<string> {
  const answer = await fetch("/api/verify-payment", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify({
      razorpay_order_id: response.razorpay_order_id,
      razorpay_payment_id: response.razorpay_payment_id,
      razorpay_signature: response.razorpay_signature,
      tier: plan.key,
    }),
  });
  const body = await readJson(answer);
  if (!answer.ok || typeof body.paymentId !== "string") throw new CheckoutError(typeof body.error === "string" ? body.error : "Verification failed");
  try {
    window.localStorage.setItem(TIER_STORAGE_KEY, plan.key);
    window.localStorage.setItem(PAYMENT_ID_STORAGE_KEY, body.paymentId);
  } catch {
    // storage disabled: the server holds the truth anyway
  }
  return body.paymentId;
}

/**
 * Creates the order and opens Razorpay Checkout for a paid plan. Resolves once the window is open
 * (or with why it could not open); the callbacks report what happens in the window afterwards.
 * `claimEmail` (a signed-out payer's, already validated) is saved with the order and prefilled in
 * Razorpay's form.
 */
export async function startCheckout(plan: Plan, keyId: string, callbacks: CheckoutCallbacks, claimEmail: string | null = null): Promise<CheckoutOutcome> {
  try {
    const answer = await fetch("/api/create-order", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(claimEmail ? { amount: plan.price, tier: plan.key, claimEmail } : { amount: plan.price, tier: plan.key }),
    });
    const body = await readJson(answer);
    if (!answer.ok) {
      if (body.needsDeployment === true) return { kind: "needs-deployment" };
      throw new CheckoutError(typeof body.error === "string" && body.error ? body.error : "Failed to create order");
    }
    const { amount, currency, orderId } = body;
    if (typeof amount !== "number" || typeof currency !== "string" || typeof orderId !== "string") {
      throw new CheckoutError("Failed to create order");
    }
    await loadRazorpayCheckout();
    const Razorpay = window.Razorpay!;
    const checkout = new Razorpay({
      key: keyId,
      amount,
      currency,
      name: PRODUCT_NAME,
      description: plan.monthly ? `${plan.name} plan (monthly)` : `${plan.name} plan (one-time)`,
      order_id: orderId,
      theme: { color: CHECKOUT_THEME_COLOR },
      // the email given to keep the purchase, else the customer types one in Razorpay's form
      prefill: { email: claimEmail ?? "" },
      handler: (response) => {
        verifyPayment(plan, response).then(
          (paymentId) => callbacks.onVerified(paymentId),
          () => callbacks.onVerifyFailed(),
        );
      },
      modal: { ondismiss: () => callbacks.onDismiss() },
    });
    checkout.open();
    return { kind: "opened" };
  } catch (error) {
    return { kind: "error", message: error instanceof CheckoutError ? error.message : null };
  }
}
