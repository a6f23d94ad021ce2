/**
 * Payments through Razorpay, the one place that creates orders, checks
 * signatures and grants what was paid for. Used by /api/create-order, /api/verify-payment and
 * /api/razorpay/webhook, whose route modules only hand over the request and the visitor.
 *
 * - The amount comes from the plan table (dollars × 80 rupees × 100 paise), never from the client;
 *   a client amount that differs from the plan's price is refused.
 * - Signatures are HMAC-SHA256 hex, compared in constant time.
 * - A payment is recorded once (payments.recordOnce, keyed by the Razorpay payment id); only the
 *   call that records it grants the entitlement, so a replay, or the webhook after the browser's
 *   verification (or the other way round), grants nothing twice.
 * - The grant also records the analytics `upgrade_completed` (once per payment): the only one the
 *   report counts, since the browser's copy is not stored.
 * - A signed-out payer may give an email at checkout (the order's claim_email): once the order is
 *   paid, that email is told the purchase is saved to it (one message, from whichever path marks
 *   the order paid), and signing in with it later brings the purchase into the account.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { PRODUCT_NAME } from "../../lib/brand.ts";
import { PAYMENT_CURRENCY, planByKey, planForTier, RUPEES_PER_DOLLAR, type Plan } from "../../lib/plan-table.ts";
import type { Tier } from "../../lib/plans.ts";
import { claimEmailField } from "../../lib/sign-in-forms.ts";
import { getConfig, type Config } from "../config.server.ts";
import { recordVerifiedUpgrade } from "../analytics.server.ts";
import { getStore } from "../db/index.server.ts";
import type { OrderRecord, PaymentRecord } from "../db/types.server.ts";
import { getEntitlement, peekEntitlement } from "../entitlements.server.ts";
import { getLogger } from "../http/logging.server.ts";
import { jsonError, readJsonBody } from "../http/api.server.ts";
import { sendMail } from "../mail.server.ts";
import { purchaseSavedEmail } from "../mail/purchase-saved-email.server.ts";
import { pageOrigin } from "../seo.server.ts";
import { fail, ok, type Failure, type Result } from "../result.server.ts";
import { isCheckoutSignatureValid, isWebhookSignatureValid } from "./signatures.server.ts";

export const PRO_PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const PROVIDER_TIMEOUT_MS = 15_000;

/** The amount Razorpay charges for a plan, in paise: dollars × 80 × 100 (Fast Pass 40000, Pro 72000). */
export function orderAmountPaise(plan: Pick<Plan, "price">): number {
  return Math.round(plan.price * RUPEES_PER_DOLLAR * 100);
}

// ---------------------------------------------------------------------------------------------
// results

/** A refusal only the operator can lift (no keys configured): the checkout shows it as not deployed yet. */
export type NeedsDeployment = { needsDeployment: true };
/** A payment function's answer: the JSON body, or a refusal with its status (and, for a 503, needsDeployment). */
export type PaymentResult<T> = Result<T, NeedsDeployment | undefined>;

function notDeployed(error: string): Failure<NeedsDeployment> {
  return fail(503, error, { needsDeployment: true });
}

/** The JSON answer of the payment endpoints: the body with 200, or `{ error, needsDeployment? }` with the refusal's status. */
export function toResponse<T>(result: PaymentResult<T>): Response {
  if (!result.ok) return jsonError(result.status, result.error, result.details);
  return Response.json(result.value, { status: 200, headers: { "Cache-Control": "no-store" } });
}

// ---------------------------------------------------------------------------------------------
// configuration

type Keys = { keyId: string; keySecret: string };

function razorpayKeys(config: Config): Keys | null {
  if (!config.RAZORPAY_KEY_ID || !config.RAZORPAY_KEY_SECRET) return null;
  return { keyId: config.RAZORPAY_KEY_ID, keySecret: config.RAZORPAY_KEY_SECRET };
}

const NOT_CONFIGURED = "Payment processing is not configured on this server yet.";

/**
 * TEST-ONLY (the end-to-end server cannot reach Razorpay): with RAZORPAY_FAKE_ORDERS=1 and a
 * `rzp_test_` key, orders get a locally generated id instead of a call to Razorpay's orders API.
 * Signatures are still checked with the key secret exactly as in production. With a live key the
 * flag is refused. Documented in .env.example; never set it in a deployment.
 */
function fakeOrdersMode(keys: Keys): "off" | "on" | "refused" {
  if (getConfig().RAZORPAY_FAKE_ORDERS !== "1") return "off";
  return keys.keyId.startsWith("rzp_test_") ? "on" : "refused";
}

/** The public key the checkout page hands to Razorpay Checkout (the secret never leaves the server). */
export function publicCheckoutConfig(): { keyId: string; testMode: boolean; configured: boolean } {
  const config = getConfig();
  const keys = razorpayKeys(config);
  const keyId = config.RAZORPAY_KEY_ID ?? TEST_FALLBACK_KEY_ID;
  return { keyId, testMode: !config.RAZORPAY_KEY_ID || keyId.startsWith("rzp_test_"), configured: keys !== null };
}

/** Shown in test mode when no key is configured ("an environment value with a test fallback"). */
export const TEST_FALLBACK_KEY_ID = "rzp_test_placeholder";

// ---------------------------------------------------------------------------------------------
// create order

const providerId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_]+$/, "is not a Razorpay id");

export const createOrderSchema = z.object({
  /** The plan's dollar price as the client shows it; checked against the plan table. */
  amount: z.number({ error: "amount must be a number" }),
  tier: z.string().max(20),
  /** A signed-out payer's email to keep the purchase (optional; ignored when signed in). */
  claimEmail: claimEmailField.optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;
export type CreateOrderBody = { amount: number; currency: string; orderId: string };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function createProviderOrder(
  keys: Keys,
  request: { amount: number; receipt: string; notes: Record<string, string> },
): Promise<{ id: string; amount: number; currency: string }> {
  if (fakeOrdersMode(keys) === "on") {
    return { id: `order_${randomBytes(7).toString("hex")}`, amount: request.amount, currency: PAYMENT_CURRENCY };
  }
  const { default: Razorpay } = await import("razorpay");
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  const order = await withTimeout(
    client.orders.create({ amount: request.amount, currency: PAYMENT_CURRENCY, receipt: request.receipt, notes: request.notes }),
    PROVIDER_TIMEOUT_MS,
  );
  return { id: String(order.id), amount: Number(order.amount), currency: String(order.currency) };
}

/** `signedIn`: the order belongs to an account already, so no claim email is kept. */
export async function createOrder(visitorId: string, input: CreateOrderInput, signedIn = false): Promise<PaymentResult<CreateOrderBody>> {
  const plan = planByKey(input.tier);
  if (!plan) return fail(400, "Please choose one of the plans: fastpass or pro.");
  if (plan.price === 0) return fail(400, "The free plan needs no payment.");
  if (input.amount !== plan.price) {
    return fail(400, `The amount does not match the ${plan.name} price.`);
  }

  const keys = razorpayKeys(getConfig());
  if (!keys) return notDeployed(NOT_CONFIGURED);
  if (fakeOrdersMode(keys) === "refused") {
    console.error("RAZORPAY_FAKE_ORDERS=1 is test-only and refused with a live key; unset it.");
    return notDeployed(NOT_CONFIGURED);
  }

  const current = await peekEntitlement(visitorId);
  if (plan.tier === "fast_pass" && current.tier === "pro") {
    return fail(409, "Your Pro plan already includes everything in Fast Pass.");
  }

  const amount = orderAmountPaise(plan);
  let order: { id: string; amount: number; currency: string };
  try {
    order = await createProviderOrder(keys, {
      amount,
      receipt: `rcpt_${Date.now().toString(36)}_${randomBytes(6).toString("hex")}`,
      notes: { tier: plan.key, product: PRODUCT_NAME },
    });
  } catch (error) {
    console.error(JSON.stringify({ msg: "razorpay order creation failed", error: describeProviderError(error) }));
    return fail(502, "The payment provider could not create the order. Please try again.");
  }
  if (!/^[A-Za-z0-9_]{1,64}$/.test(order.id) || order.amount !== amount || order.currency !== PAYMENT_CURRENCY) {
    console.error(JSON.stringify({ msg: "razorpay answered an unexpected order", amount: order.amount, currency: order.currency }));
    return fail(502, "The payment provider could not create the order. Please try again.");
  }

  const store = await getStore();
  const claimEmail = signedIn ? null : (input.claimEmail ?? null);
  await store.orders.create({ id: order.id, owner_id: visitorId, tier: plan.tier, amount, currency: PAYMENT_CURRENCY, claim_email: claimEmail });
  return ok({ amount, currency: PAYMENT_CURRENCY, orderId: order.id });
}

function describeProviderError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === "object") {
    const e = error as { statusCode?: unknown; error?: { description?: unknown } };
    return `status ${String(e.statusCode)}: ${String(e.error?.description ?? "")}`;
  }
  return String(error);
}

// ---------------------------------------------------------------------------------------------
// grant (shared by verify and webhook)

/** What a paid plan grants: Fast Pass a fresh allowance of 3; Pro unlimited for 30 days from payment. */
export async function grantEntitlement(visitorId: string, tier: Tier, paidAt: Date): Promise<void> {
  const store = await getStore();
  const current = await getEntitlement(visitorId, paidAt);
  if (tier === "fast_pass") {
    // Pro already includes everything in Fast Pass: never downgrade an active Pro plan
    if (current.tier === "pro") return;
    await store.visitors.grant(visitorId, { tier: "fast_pass", pro_until: null, reset_generation_count: true });
    return;
  }
  if (tier === "pro") {
    const until = new Date(paidAt.getTime() + PRO_PERIOD_DAYS * DAY_MS).toISOString();
    const keep = current.tier === "pro" && current.proUntil && current.proUntil > until ? current.proUntil : until;
    await store.visitors.grant(visitorId, { tier: "pro", pro_until: keep, reset_generation_count: true });
  }
}

/**
 * Grants what a recorded payment paid for, marks its order paid, and records the server's
 * upgrade_completed. The analytics event is bookkeeping: its failure is logged and never undoes or
 * fails the grant.
 */
async function fulfilPayment(order: OrderRecord, payment: PaymentRecord, origin: string | null): Promise<void> {
  const store = await getStore();
  const before = await peekEntitlement(order.owner_id);
  await grantEntitlement(order.owner_id, order.tier, new Date(payment.created_at));
  // only the call that marks the order paid mails, so the webhook and the browser never both do
  const marked = await store.orders.markPaid(order.id, payment.id);
  if (marked?.claim_email) mailPurchaseSaved(marked, origin);
  try {
    await recordVerifiedUpgrade(payment, before.tier);
  } catch (error) {
    console.error(JSON.stringify({ msg: "recording upgrade_completed failed", payment: payment.id, error: String(error) }));
  }
}

/**
 * Tells the order's claim email that the purchase is saved to it, without holding up the payment's
 * answer; a mail that cannot be sent is logged and changes nothing about the payment.
 */
function mailPurchaseSaved(order: OrderRecord, origin: string | null): void {
  const base = origin ?? getConfig().PUBLIC_ORIGIN;
  if (!base || !order.claim_email) {
    getLogger().warn({ msg: "purchase-saved mail not sent: no site origin", order: order.id });
    return;
  }
  const message = purchaseSavedEmail({
    signInUrl: new URL("/login?redirectTo=%2Fcheckout", base).href,
    email: order.claim_email,
    planName: planForTier(order.tier).name,
  });
  sendMail({ to: order.claim_email, ...message }).then(
    (sent) => {
      if (!sent.ok) getLogger().warn({ msg: "purchase-saved mail not sent", order: order.id, error: sent.error });
    },
    (error: unknown) => getLogger().error({ msg: "purchase-saved mail failed", order: order.id, error: String(error) }),
  );
}

/**
 * Records the payment of an order once and grants its entitlement once. `granted` is false when
 * the payment was already recorded and its order marked paid (a replay, or the webhook and the
 * browser both reporting it).
 */
export async function applyPayment(
  order: OrderRecord,
  paymentId: string,
  source: PaymentRecord["source"],
  /** The site's origin for links in the purchase-saved mail (PUBLIC_ORIGIN when null). */
  origin: string | null = null,
): Promise<{ granted: boolean; payment: PaymentRecord }> {
  const store = await getStore();
  const { created, payment } = await store.payments.recordOnce({
    id: paymentId,
    order_id: order.id,
    owner_id: order.owner_id,
    tier: order.tier,
    amount: order.amount,
    currency: order.currency,
    source,
  });
  if (!created) {
    const latest = await store.orders.get(order.id);
    if (payment.order_id === order.id && latest && latest.status !== "paid") {
      // recorded but never finished (the process stopped between the two steps): finish it now.
      // The grant is computed from the recorded payment time, so finishing twice gives the same plan.
      await fulfilPayment(order, payment, origin);
      return { granted: true, payment };
    }
    return { granted: false, payment };
  }
  const latest = await store.orders.get(order.id);
  if (latest?.status === "paid" && latest.payment_id && latest.payment_id !== paymentId) {
    // one order grants once, whatever payment ids arrive for it
    return { granted: false, payment };
  }
  await fulfilPayment(order, payment, origin);
  return { granted: true, payment };
}

// ---------------------------------------------------------------------------------------------
// verify (the browser's report after Checkout's success handler)

export const verifyPaymentSchema = z.object({
  razorpay_order_id: providerId,
  razorpay_payment_id: providerId,
  razorpay_signature: z.string().trim().min(1).max(256),
  tier: z.string().max(20),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

export async function verifyPayment(visitorId: string, input: VerifyPaymentInput, origin: string | null = null): Promise<PaymentResult<{ paymentId: string }>> {
  const plan = planByKey(input.tier);
  if (!plan || plan.price === 0) return fail(400, "Please name the plan that was paid for: fastpass or pro.");
  const keys = razorpayKeys(getConfig());
  if (!keys) return notDeployed(NOT_CONFIGURED);

  if (!isCheckoutSignatureValid(input.razorpay_order_id, input.razorpay_payment_id, input.razorpay_signature, keys.keySecret)) {
    return fail(400, "The payment signature is invalid.");
  }
  const store = await getStore();
  const order = await store.orders.get(input.razorpay_order_id);
  if (!order || order.owner_id !== visitorId) return fail(404, "Order not found.");
  if (order.tier !== plan.tier) return fail(400, "The order was created for another plan.");

  const existing = await store.payments.get(input.razorpay_payment_id);
  if (existing && existing.order_id !== order.id) return fail(400, "The payment belongs to another order.");

  const { payment } = await applyPayment(order, input.razorpay_payment_id, "checkout", origin);
  return ok({ paymentId: payment.id });
}

// ---------------------------------------------------------------------------------------------
// webhook (the same grant when the browser never came back)

const webhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({ entity: z.object({ id: z.string(), order_id: z.string().nullish(), amount: z.number().optional(), currency: z.string().optional() }) })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});

export type WebhookBody = { ok: true; granted: boolean } | { ok: true; ignored: string };

export async function handleWebhook(rawBody: string, signature: string | null, origin: string | null = null): Promise<PaymentResult<WebhookBody>> {
  const secret = getConfig().RAZORPAY_WEBHOOK_SECRET;
  if (!secret) return notDeployed("The payment webhook is not configured on this server.");
  if (!signature || !isWebhookSignatureValid(rawBody, signature, secret)) return fail(400, "Invalid webhook signature.");

  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return fail(400, "The webhook body is not valid JSON.");
  }
  const parsed = webhookSchema.safeParse(json);
  if (!parsed.success) return fail(400, "The webhook body is not a Razorpay event.");
  const { event, payload } = parsed.data;
  // any other event is acknowledged (2xx) so Razorpay does not retry it
  if (event !== "payment.captured" && event !== "order.paid") return ok({ ok: true, ignored: event });

  const payment = payload.payment?.entity;
  const orderId = payload.order?.entity.id ?? payment?.order_id ?? null;
  if (!payment || !orderId) return ok({ ok: true, ignored: "no payment or order in the event" });

  const store = await getStore();
  const order = await store.orders.get(orderId);
  // an order this app did not create (another integration on the same account): acknowledge, do nothing
  if (!order) return ok({ ok: true, ignored: "unknown order" });
  if ((payment.amount !== undefined && payment.amount !== order.amount) || (payment.currency !== undefined && payment.currency !== order.currency)) {
    console.error(JSON.stringify({ msg: "webhook payment does not match its order", order: order.id }));
    return ok({ ok: true, ignored: "amount does not match the order" });
  }
  const { granted } = await applyPayment(order, payment.id, "webhook", origin);
  return ok({ ok: true, granted });
}

// ---------------------------------------------------------------------------------------------
// request handlers: what the route modules call

export async function handleCreateOrder(request: Request, visitorId: string, signedIn = false): Promise<Response> {
  const body = await readJsonBody(request, createOrderSchema);
  if (!body.ok) return body.response;
  return toResponse(await createOrder(visitorId, body.data, signedIn));
}

export async function handleVerifyPayment(request: Request, visitorId: string): Promise<Response> {
  const body = await readJsonBody(request, verifyPaymentSchema);
  if (!body.ok) return body.response;
  return toResponse(await verifyPayment(visitorId, body.data, pageOrigin(request)));
}

export async function handleWebhookRequest(request: Request): Promise<Response> {
  const raw = await request.text();
  return toResponse(await handleWebhook(raw, request.headers.get("x-razorpay-signature"), pageOrigin(request)));
}
