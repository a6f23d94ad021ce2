/**
 * Shared by the payment tests: a fresh sqlite store and configuration per test, Checkout's signed
 * report, Razorpay's webhook events, and the payment functions seen as the endpoints answer them
 * (status and JSON body, through the routes' own toResponse).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { forget } from "../../lib/remember.ts";
import { closeStore, getStore } from "../db/index.server.ts";
import * as payments from "./payments.server.ts";
import { toResponse, type CreateOrderInput, type PaymentResult, type VerifyPaymentInput } from "./payments.server.ts";
import { checkoutSignature, hmacSha256Hex } from "./signatures.server.ts";

type Answer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; body: { error: string; needsDeployment?: true } };

async function answer<T>(result: Promise<PaymentResult<T>>): Promise<Answer<T>> {
  const response = toResponse(await result);
  return { ok: response.ok, status: response.status, body: await response.json() } as Answer<T>;
}

export const createOrder = (visitorId: string, input: CreateOrderInput) => answer(payments.createOrder(visitorId, input));
export const verifyPayment = (visitorId: string, input: VerifyPaymentInput) => answer(payments.verifyPayment(visitorId, input));
export const handleWebhook = (rawBody: string, signature: string | null) => answer(payments.handleWebhook(rawBody, signature));

export const KEY_ID = "rzp_test_unit";
export const KEY_SECRET = "unit_key_secret";
export const WEBHOOK_SECRET = "unit_webhook_secret";
const RAZORPAY_VARS = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET", "RAZORPAY_FAKE_ORDERS"] as const;
const savedEnv = Object.fromEntries([...RAZORPAY_VARS, "DATA_DIR"].map((k) => [k, process.env[k]]));

/** A fresh store in a new temp DATA_DIR and a fresh configuration from `env`. */
export async function setup(env: Partial<Record<(typeof RAZORPAY_VARS)[number], string>>) {
  await closeStore();
  forget("config");
  forget("store");
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "vitae-pay-"));
  for (const name of RAZORPAY_VARS) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
}

export const withKeys = { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET };

/** Closes the store and puts back the environment the tests found (each test file's afterAll). */
export async function restoreEnv() {
  await closeStore();
  forget("config");
  forget("store");
  for (const [k, v] of Object.entries(savedEnv)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}

export function paymentId() {
  return `pay_${randomUUID().replaceAll("-", "").slice(0, 14)}`;
}

/** What Razorpay Checkout hands to the success handler, signed with the key secret. */
export function signedCheckout(orderId: string, tier: string, payId = paymentId()): VerifyPaymentInput {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: payId,
    razorpay_signature: checkoutSignature(orderId, payId, KEY_SECRET),
    tier,
  };
}

/** The server's upgrade_completed events of a visitor (the only ones the analytics report counts). */
export async function upgradeEvents(visitorId: string) {
  return (await (await getStore()).events.list({ ownerId: visitorId })).filter((e) => e.event === "upgrade_completed");
}

export async function newOrder(visitorId: string, tier: "fastpass" | "pro" = "fastpass") {
  const result = await createOrder(visitorId, { amount: tier === "pro" ? 9 : 5, tier });
  if (!result.ok) throw new Error(`create order failed: ${JSON.stringify(result.body)}`);
  return result.body;
}

export function webhookEvent(event: string, orderId: string, payId: string, amount: number) {
  const payment = { id: payId, entity: "payment", amount, currency: "INR", status: "captured", order_id: orderId, method: "card" };
  return JSON.stringify({
    entity: "event",
    account_id: "acc_test",
    event,
    contains: event === "order.paid" ? ["payment", "order"] : ["payment"],
    payload:
      event === "order.paid"
        ? { payment: { entity: payment }, order: { entity: { id: orderId, entity: "order", amount, amount_paid: amount, status: "paid" } } }
        : { payment: { entity: payment } },
    created_at: Math.floor(Date.now() / 1000),
  });
}

export const sign = (raw: string) => hmacSha256Hex(WEBHOOK_SECRET, raw);
