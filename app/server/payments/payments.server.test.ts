/**
 * The payment capability in-process: real sqlite store in a temp DATA_DIR, Razorpay's
 * orders API answered by msw (tests/mocks/razorpay.ts). Route modules only hand the request to
 * these functions, so this covers /api/create-order, /api/verify-payment and the webhook.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { mockServer } from "../../../tests/mocks/server.ts";
import { razorpayMock } from "../../../tests/mocks/razorpay.ts";
import { closeStore, getStore } from "../db/index.server.ts";
import { consumeGeneration, getEntitlement } from "../entitlements.server.ts";
import { forget } from "../../lib/remember.ts";
import {
  applyPayment,
  checkoutSignature,
  createOrder,
  handleCreateOrder,
  handleVerifyPayment,
  handleWebhook,
  handleWebhookRequest,
  hmacSha256Hex,
  isCheckoutSignatureValid,
  orderAmountPaise,
  publicCheckoutConfig,
  verifyPayment,
  type VerifyPaymentInput,
} from "./payments.server.ts";
import { planForPage } from "./plan-for-page.server.ts";

const KEY_ID = "rzp_test_unit";
const KEY_SECRET = "unit_key_secret";
const WEBHOOK_SECRET = "unit_webhook_secret";
const RAZORPAY_VARS = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET", "RAZORPAY_FAKE_ORDERS"] as const;
const savedEnv = Object.fromEntries([...RAZORPAY_VARS, "DATA_DIR"].map((k) => [k, process.env[k]]));

/** A fresh store in a new temp DATA_DIR and a fresh configuration from `env`. */
async function setup(env: Partial<Record<(typeof RAZORPAY_VARS)[number], string>>) {
  await closeStore();
  forget("config");
  forget("store");
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "vitae-pay-"));
  for (const name of RAZORPAY_VARS) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
}

const withKeys = { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET };

afterAll(async () => {
  await closeStore();
  forget("config");
  forget("store");
  for (const [k, v] of Object.entries(savedEnv)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

function paymentId() {
  return `pay_${randomUUID().replaceAll("-", "").slice(0, 14)}`;
}

/** What Razorpay Checkout hands to the success handler, signed with the key secret. */
function signedCheckout(orderId: string, tier: string, payId = paymentId()): VerifyPaymentInput {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: payId,
    razorpay_signature: checkoutSignature(orderId, payId, KEY_SECRET),
    tier,
  };
}

/** The server's upgrade_completed events of a visitor (the only ones the analytics report counts). */
async function upgradeEvents(visitorId: string) {
  return (await (await getStore()).events.list({ ownerId: visitorId })).filter((e) => e.event === "upgrade_completed");
}

async function newOrder(visitorId: string, tier: "fastpass" | "pro" = "fastpass") {
  const result = await createOrder(visitorId, { amount: tier === "pro" ? 9 : 5, tier });
  if (!result.ok) throw new Error(`create order failed: ${JSON.stringify(result.body)}`);
  return result.body;
}

function webhookEvent(event: string, orderId: string, payId: string, amount: number) {
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

const sign = (raw: string) => hmacSha256Hex(WEBHOOK_SECRET, raw);

describe("plan amounts", () => {
  it("charges dollars × 80 × 100 paise", () => {
    expect(orderAmountPaise({ price: 5 })).toBe(40_000);
    expect(orderAmountPaise({ price: 9 })).toBe(72_000);
  });
});

describe("create order", () => {
  let razorpay: ReturnType<typeof razorpayMock>;
  beforeEach(async () => {
    await setup(withKeys);
    razorpay = razorpayMock();
    mockServer.use(razorpay.createsOrders());
  });

  it("creates the Razorpay order with the server's amount and stores it for this visitor", async () => {
    const visitor = randomUUID();
    const result = await createOrder(visitor, { amount: 5, tier: "fastpass" });
    expect(result).toMatchObject({ ok: true, status: 200, body: { amount: 40_000, currency: "INR", orderId: expect.stringMatching(/^order_/) } });
    expect(razorpay.requests).toHaveLength(1);
    const sent = razorpay.requests[0]!;
    expect(sent.keyId).toBe(KEY_ID);
    expect(sent.keySecret).toBe(KEY_SECRET);
    expect(sent.body).toMatchObject({ amount: 40_000, currency: "INR", notes: { tier: "fastpass" } });
    expect(sent.body.receipt!.length).toBeLessThanOrEqual(40);
    const orderId = result.ok ? result.body.orderId : "";
    const stored = await (await getStore()).orders.get(orderId);
    expect(stored).toMatchObject({ id: orderId, owner_id: visitor, tier: "fast_pass", amount: 40_000, currency: "INR", status: "created" });

    const pro = await createOrder(visitor, { amount: 9, tier: "pro" });
    expect(pro).toMatchObject({ ok: true, body: { amount: 72_000, currency: "INR" } });
    expect(razorpay.requests[1]!.body.amount).toBe(72_000);
  });

  it("refuses an amount that differs from the plan's price (400) and calls nobody", async () => {
    const visitor = randomUUID();
    for (const [amount, tier] of [
      [1, "pro"],
      [5, "pro"],
      [9, "fastpass"],
      [0.05, "fastpass"],
      [500, "fastpass"],
      [-5, "fastpass"],
    ] as const) {
      const result = await createOrder(visitor, { amount, tier });
      expect(result.status, `${amount} for ${tier}`).toBe(400);
      expect(result.body).toMatchObject({ error: expect.stringContaining("does not match") });
    }
    expect(razorpay.requests).toHaveLength(0);
    expect(await (await getStore()).orders.listByOwner(visitor)).toEqual([]);
  });

  it("refuses the free plan and unknown plans (400)", async () => {
    const visitor = randomUUID();
    expect(await createOrder(visitor, { amount: 0, tier: "free" })).toMatchObject({ status: 400, body: { error: "The free plan needs no payment." } });
    expect((await createOrder(visitor, { amount: 5, tier: "gold" })).status).toBe(400);
    expect(razorpay.requests).toHaveLength(0);
  });

  it("accepts the generation-flow spelling fast_pass", async () => {
    expect(await createOrder(randomUUID(), { amount: 5, tier: "fast_pass" })).toMatchObject({ ok: true, body: { amount: 40_000 } });
  });

  it("does not sell Fast Pass to an active Pro visitor (409)", async () => {
    const visitor = randomUUID();
    const order = await newOrder(visitor, "pro");
    expect((await verifyPayment(visitor, signedCheckout(order.orderId, "pro"))).status).toBe(200);
    expect((await createOrder(visitor, { amount: 5, tier: "fastpass" })).status).toBe(409);
  });

  it("answers 502 when Razorpay refuses, and stores nothing", async () => {
    mockServer.use(razorpay.fails(401, "Authentication failed"));
    const visitor = randomUUID();
    const result = await createOrder(visitor, { amount: 5, tier: "fastpass" });
    expect(result).toMatchObject({ ok: false, status: 502, body: { error: expect.stringContaining("could not create the order") } });
    expect(await (await getStore()).orders.listByOwner(visitor)).toEqual([]);
  });

  it("answers 502 when Razorpay answers an order for another amount", async () => {
    mockServer.use(razorpay.answersWrongAmount());
    const visitor = randomUUID();
    expect((await createOrder(visitor, { amount: 9, tier: "pro" })).status).toBe(502);
    expect(await (await getStore()).orders.listByOwner(visitor)).toEqual([]);
  });

  it("parses the request body: 415 for non-JSON, 400 for missing fields", async () => {
    const visitor = randomUUID();
    const plain = new Request("http://vitae.test/api/create-order", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" });
    expect((await handleCreateOrder(plain, visitor)).status).toBe(415);
    const missing = new Request("http://vitae.test/api/create-order", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tier: "pro" }),
    });
    const response = await handleCreateOrder(missing, visitor);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { amount: expect.any(String) } });
    const stringAmount = new Request("http://vitae.test/api/create-order", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ amount: "9", tier: "pro" }),
    });
    expect((await handleCreateOrder(stringAmount, visitor)).status).toBe(400);
    expect(razorpay.requests).toHaveLength(0);
  });
});

describe("without Razorpay keys", () => {
  beforeEach(() => setup({}));

  it("create order answers 503 { needsDeployment: true, error } and calls nobody", async () => {
    // msw fails any request it does not handle: none is registered for Razorpay here
    const result = await createOrder(randomUUID(), { amount: 5, tier: "fastpass" });
    expect(result).toMatchObject({ ok: false, status: 503, body: { needsDeployment: true, error: expect.any(String) } });
  });

  it("verify answers 503 and grants nothing", async () => {
    const visitor = randomUUID();
    const result = await verifyPayment(visitor, signedCheckout("order_abc", "fastpass"));
    expect(result.status).toBe(503);
    expect((await getEntitlement(visitor)).tier).toBe("free");
  });

  it("the checkout page gets the marked test fallback key", () => {
    expect(publicCheckoutConfig()).toEqual({ keyId: "rzp_test_placeholder", testMode: true, configured: false });
  });
});

describe("RAZORPAY_FAKE_ORDERS (end-to-end only)", () => {
  it("with a rzp_test_ key, orders get a local id without calling Razorpay", async () => {
    await setup({ ...withKeys, RAZORPAY_FAKE_ORDERS: "1" });
    const visitor = randomUUID();
    // no msw handler for Razorpay: a real call would fail the test
    const order = await newOrder(visitor, "pro");
    expect(order).toMatchObject({ amount: 72_000, currency: "INR", orderId: expect.stringMatching(/^order_[0-9a-f]{14}$/) });
    // signatures are still checked with the key secret
    expect((await verifyPayment(visitor, { ...signedCheckout(order.orderId, "pro"), razorpay_signature: "0".repeat(64) })).status).toBe(400);
    expect((await verifyPayment(visitor, signedCheckout(order.orderId, "pro"))).status).toBe(200);
    expect((await getEntitlement(visitor)).tier).toBe("pro");
  });

  it("is refused with a live key", async () => {
    await setup({ RAZORPAY_KEY_ID: "rzp_live_abc", RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_FAKE_ORDERS: "1" });
    const result = await createOrder(randomUUID(), { amount: 5, tier: "fastpass" });
    expect(result).toMatchObject({ status: 503, body: { needsDeployment: true } });
  });
});

describe("verify payment", () => {
  beforeEach(async () => {
    await setup(withKeys);
    mockServer.use(razorpayMock().createsOrders());
  });

  it("checks the signature as HMAC-SHA256 of order_id|payment_id", () => {
    const expected = hmacSha256Hex(KEY_SECRET, "order_1|pay_1");
    expect(checkoutSignature("order_1", "pay_1", KEY_SECRET)).toBe(expected);
    expect(isCheckoutSignatureValid("order_1", "pay_1", expected, KEY_SECRET)).toBe(true);
    expect(isCheckoutSignatureValid("order_1", "pay_1", expected.toUpperCase(), KEY_SECRET)).toBe(true);
    expect(isCheckoutSignatureValid("order_1", "pay_2", expected, KEY_SECRET)).toBe(false);
    expect(isCheckoutSignatureValid("order_1", "pay_1", expected.slice(0, 63), KEY_SECRET)).toBe(false);
    expect(isCheckoutSignatureValid("order_1", "pay_1", `${expected}00`, KEY_SECRET)).toBe(false);
    expect(isCheckoutSignatureValid("order_1", "pay_1", hmacSha256Hex("other", "order_1|pay_1"), KEY_SECRET)).toBe(false);
    expect(isCheckoutSignatureValid("order_1", "pay_1", 42, KEY_SECRET)).toBe(false);
  });

  it("a good signature grants Fast Pass once (fresh count, 3 generations); a replay grants nothing more", async () => {
    const visitor = randomUUID();
    const store = await getStore();
    // the free generation is used up before buying
    expect((await consumeGeneration(visitor)).allowed).toBe(true);
    expect((await consumeGeneration(visitor)).allowed).toBe(false);

    const order = await newOrder(visitor);
    const input = signedCheckout(order.orderId, "fastpass");
    const first = await verifyPayment(visitor, input);
    expect(first).toEqual({ ok: true, status: 200, body: { paymentId: input.razorpay_payment_id } });
    expect(await getEntitlement(visitor)).toMatchObject({ tier: "fast_pass", generationCount: 0, generationLimit: 3 });
    expect(await store.orders.get(order.orderId)).toMatchObject({ status: "paid", payment_id: input.razorpay_payment_id });
    expect(await store.payments.listByOwner(visitor)).toMatchObject([
      { id: input.razorpay_payment_id, order_id: order.orderId, tier: "fast_pass", amount: 40_000, currency: "INR", source: "checkout" },
    ]);

    expect((await consumeGeneration(visitor)).allowed).toBe(true);
    expect((await consumeGeneration(visitor)).allowed).toBe(true);
    const replay = await verifyPayment(visitor, input);
    expect(replay).toEqual(first);
    // the replay did not reset the allowance
    expect(await getEntitlement(visitor)).toMatchObject({ tier: "fast_pass", generationCount: 2 });
    expect(await store.payments.listByOwner(visitor)).toHaveLength(1);
    // the verified payment is the analytics upgrade_completed, recorded once
    expect(await upgradeEvents(visitor)).toMatchObject([
      { owner_id: visitor, session_id: null, data: { fromTier: "free", toTier: "fastpass", amount: 5, paymentId: input.razorpay_payment_id, userId: visitor } },
    ]);
  });

  it("parallel reports of one payment grant once", async () => {
    const visitor = randomUUID();
    const order = await newOrder(visitor);
    const input = signedCheckout(order.orderId, "fastpass");
    const results = await Promise.all(Array.from({ length: 6 }, () => verifyPayment(visitor, input)));
    for (const r of results) expect(r).toMatchObject({ status: 200, body: { paymentId: input.razorpay_payment_id } });
    expect(await (await getStore()).payments.listByOwner(visitor)).toHaveLength(1);
    expect(await upgradeEvents(visitor)).toHaveLength(1);
  });

  it("a payment recorded by a process that stopped before granting is granted on the next report", async () => {
    const visitor = randomUUID();
    const store = await getStore();
    const order = await newOrder(visitor);
    const input = signedCheckout(order.orderId, "fastpass");
    // what a crash right after recordOnce leaves behind
    await store.payments.recordOnce({
      id: input.razorpay_payment_id,
      order_id: order.orderId,
      owner_id: visitor,
      tier: "fast_pass",
      amount: 40_000,
      currency: "INR",
      source: "checkout",
    });
    expect((await getEntitlement(visitor)).tier).toBe("free");
    expect(await verifyPayment(visitor, input)).toMatchObject({ status: 200, body: { paymentId: input.razorpay_payment_id } });
    expect(await getEntitlement(visitor)).toMatchObject({ tier: "fast_pass", generationCount: 0 });
    expect((await store.orders.get(order.orderId))!.status).toBe("paid");
    expect((await consumeGeneration(visitor)).allowed).toBe(true);
    // finished now: a further report grants nothing
    const raw = webhookEvent("payment.captured", order.orderId, input.razorpay_payment_id, 40_000);
    expect(await handleWebhook(raw, sign(raw))).toMatchObject({ status: 200, body: { granted: false } });
    expect(await getEntitlement(visitor)).toMatchObject({ generationCount: 1 });
    expect(await upgradeEvents(visitor)).toMatchObject([{ data: { toTier: "fastpass", paymentId: input.razorpay_payment_id } }]);
  });

  it("a wrong signature answers 400 and grants nothing", async () => {
    const visitor = randomUUID();
    const order = await newOrder(visitor);
    const good = signedCheckout(order.orderId, "fastpass");
    const attempts: VerifyPaymentInput[] = [
      { ...good, razorpay_signature: "f".repeat(64) },
      { ...good, razorpay_signature: checkoutSignature(order.orderId, good.razorpay_payment_id, "guessed_secret") },
      { ...good, razorpay_payment_id: paymentId() }, // signature of another payment
      { ...good, razorpay_signature: "not-hex" },
    ];
    for (const attempt of attempts) {
      expect(await verifyPayment(visitor, attempt)).toMatchObject({ ok: false, status: 400, body: { error: "The payment signature is invalid." } });
    }
    const store = await getStore();
    expect(await getEntitlement(visitor)).toMatchObject({ tier: "free" });
    expect(await store.payments.listByOwner(visitor)).toEqual([]);
    expect((await store.orders.get(order.orderId))!.status).toBe("created");
    expect(await upgradeEvents(visitor)).toEqual([]);
  });

  it("another visitor's order answers 404 and grants nobody anything", async () => {
    const owner = randomUUID();
    const stranger = randomUUID();
    const order = await newOrder(owner);
    const result = await verifyPayment(stranger, signedCheckout(order.orderId, "fastpass"));
    expect(result).toMatchObject({ ok: false, status: 404, body: { error: "Order not found." } });
    expect((await getEntitlement(stranger)).tier).toBe("free");
    expect((await getEntitlement(owner)).tier).toBe("free");
    expect(await (await getStore()).payments.listByOwner(owner)).toEqual([]);
  });

  it("an unknown order answers 404", async () => {
    const result = await verifyPayment(randomUUID(), signedCheckout("order_neverCreated1", "fastpass"));
    expect(result.status).toBe(404);
  });

  it("a tier other than the order's answers 400 (a Fast Pass order cannot buy Pro)", async () => {
    const visitor = randomUUID();
    const order = await newOrder(visitor, "fastpass");
    const result = await verifyPayment(visitor, signedCheckout(order.orderId, "pro"));
    expect(result).toMatchObject({ status: 400, body: { error: "The order was created for another plan." } });
    expect((await getEntitlement(visitor)).tier).toBe("free");
  });

  it("Pro: unlimited for 30 days from the payment", async () => {
    const visitor = randomUUID();
    const order = await newOrder(visitor, "pro");
    const before = Date.now();
    expect((await verifyPayment(visitor, signedCheckout(order.orderId, "pro"))).status).toBe(200);
    const entitlement = await getEntitlement(visitor);
    expect(entitlement).toMatchObject({ tier: "pro", generationLimit: null });
    const until = Date.parse(entitlement.proUntil!);
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    expect(until).toBeGreaterThanOrEqual(before + thirtyDays - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + thirtyDays + 1000);
    // after the period the visitor is back on free
    expect((await getEntitlement(visitor, new Date(until + 1000))).tier).toBe("free");
  });

  it("parses the request body: 400 for a bad body", async () => {
    const request = new Request("http://vitae.test/api/verify-payment", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ razorpay_order_id: "order_1", tier: "pro" }),
    });
    const response = await handleVerifyPayment(request, randomUUID());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { razorpay_payment_id: expect.any(String), razorpay_signature: expect.any(String) } });
  });
});

describe("webhook", () => {
  beforeEach(async () => {
    await setup(withKeys);
    mockServer.use(razorpayMock().createsOrders());
  });

  it("a bad or missing signature answers 400 and grants nothing", async () => {
    const visitor = randomUUID();
    const order = await newOrder(visitor);
    const raw = webhookEvent("payment.captured", order.orderId, paymentId(), 40_000);
    expect(await handleWebhook(raw, hmacSha256Hex("wrong", raw))).toMatchObject({ status: 400, body: { error: "Invalid webhook signature." } });
    expect((await handleWebhook(raw, null)).status).toBe(400);
    // a signature of another body (the raw bytes are what is signed)
    expect((await handleWebhook(raw.replace("40000", "40000 "), sign(raw))).status).toBe(400);
    expect((await getEntitlement(visitor)).tier).toBe("free");
    expect(await (await getStore()).payments.listByOwner(visitor)).toEqual([]);
  });

  it("payment.captured grants the order's plan although the browser never came back", async () => {
    const visitor = randomUUID();
    const order = await newOrder(visitor);
    const payId = paymentId();
    const raw = webhookEvent("payment.captured", order.orderId, payId, 40_000);
    const request = new Request("http://vitae.test/api/razorpay/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "x-razorpay-signature": sign(raw) },
      body: raw,
    });
    const response = await handleWebhookRequest(request);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, granted: true });
    expect(await getEntitlement(visitor)).toMatchObject({ tier: "fast_pass", generationCount: 0 });
    expect(await (await getStore()).payments.listByOwner(visitor)).toMatchObject([{ id: payId, source: "webhook" }]);
    expect(await upgradeEvents(visitor)).toMatchObject([{ data: { fromTier: "free", toTier: "fastpass", amount: 5, paymentId: payId } }]);
  });

  it("webhook then verify: one entitlement", async () => {
    const visitor = randomUUID();
    const order = await newOrder(visitor);
    const input = signedCheckout(order.orderId, "fastpass");
    const raw = webhookEvent("payment.captured", order.orderId, input.razorpay_payment_id, 40_000);
    expect(await handleWebhook(raw, sign(raw))).toMatchObject({ status: 200, body: { granted: true } });
    expect((await consumeGeneration(visitor)).allowed).toBe(true);

    expect(await verifyPayment(visitor, input)).toEqual({ ok: true, status: 200, body: { paymentId: input.razorpay_payment_id } });
    // the browser's late report did not grant a second allowance
    expect(await getEntitlement(visitor)).toMatchObject({ tier: "fast_pass", generationCount: 1 });
    // order.paid for the same payment neither
    const paid = webhookEvent("order.paid", order.orderId, input.razorpay_payment_id, 40_000);
    expect(await handleWebhook(paid, sign(paid))).toMatchObject({ status: 200, body: { granted: false } });
    expect(await getEntitlement(visitor)).toMatchObject({ tier: "fast_pass", generationCount: 1 });
    expect(await (await getStore()).payments.listByOwner(visitor)).toHaveLength(1);
    expect(await upgradeEvents(visitor)).toHaveLength(1);
  });

  it("verify then webhook: one entitlement", async () => {
    const visitor = randomUUID();
    const order = await newOrder(visitor, "pro");
    const input = signedCheckout(order.orderId, "pro");
    expect((await verifyPayment(visitor, input)).status).toBe(200);
    const { proUntil } = await getEntitlement(visitor);
    const raw = webhookEvent("order.paid", order.orderId, input.razorpay_payment_id, 72_000);
    expect(await handleWebhook(raw, sign(raw))).toMatchObject({ status: 200, body: { granted: false } });
    expect(await getEntitlement(visitor)).toMatchObject({ tier: "pro", proUntil });
    expect(await upgradeEvents(visitor)).toMatchObject([{ data: { fromTier: "free", toTier: "pro", amount: 9, paymentId: input.razorpay_payment_id } }]);
  });

  it("acknowledges other events, unknown orders and mismatched amounts without granting", async () => {
    const visitor = randomUUID();
    const order = await newOrder(visitor);
    const failed = webhookEvent("payment.failed", order.orderId, paymentId(), 40_000);
    expect(await handleWebhook(failed, sign(failed))).toMatchObject({ status: 200, body: { ignored: "payment.failed" } });
    const unknown = webhookEvent("payment.captured", "order_someoneElse1", paymentId(), 40_000);
    expect(await handleWebhook(unknown, sign(unknown))).toMatchObject({ status: 200, body: { ignored: "unknown order" } });
    const cheap = webhookEvent("payment.captured", order.orderId, paymentId(), 100);
    expect(await handleWebhook(cheap, sign(cheap))).toMatchObject({ status: 200, body: { ignored: expect.stringContaining("amount") } });
    expect((await getEntitlement(visitor)).tier).toBe("free");
  });

  it("a signed body that is not JSON answers 400", async () => {
    expect((await handleWebhook("not json", sign("not json"))).status).toBe(400);
  });

  it("answers 503 without a webhook secret", async () => {
    await setup({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET });
    const raw = webhookEvent("payment.captured", "order_x", paymentId(), 40_000);
    expect(await handleWebhook(raw, sign(raw))).toMatchObject({ status: 503 });
  });
});

describe("the generation gate after purchase (server truth)", () => {
  beforeEach(async () => {
    await setup(withKeys);
    mockServer.use(razorpayMock().createsOrders());
  });

  async function generations(visitor: string, attempts: number): Promise<boolean[]> {
    const out: boolean[] = [];
    for (let i = 0; i < attempts; i++) out.push((await consumeGeneration(visitor)).allowed);
    return out;
  }

  it("free: 1, then blocked; Fast Pass: 3 more, then blocked; Pro: unlimited", async () => {
    const visitor = randomUUID();
    expect(await generations(visitor, 2)).toEqual([true, false]);
    expect(await planForPage(visitor)).toMatchObject({ tier: "free", planKey: "free", generationCount: 1, generationLimit: 1 });

    const fast = await newOrder(visitor, "fastpass");
    expect((await verifyPayment(visitor, signedCheckout(fast.orderId, "fastpass"))).status).toBe(200);
    expect(await planForPage(visitor)).toMatchObject({ tier: "fast_pass", planKey: "fastpass", generationCount: 0, generationLimit: 3 });
    expect(await generations(visitor, 4)).toEqual([true, true, true, false]);

    const pro = await newOrder(visitor, "pro");
    expect((await verifyPayment(visitor, signedCheckout(pro.orderId, "pro"))).status).toBe(200);
    expect(await generations(visitor, 25)).toEqual(Array(25).fill(true));
    expect(await planForPage(visitor)).toMatchObject({ tier: "pro", planKey: "pro", generationLimit: null, generationCount: 25 });
  });

  it("a page view of a new visitor creates no visitor row", async () => {
    const visitor = randomUUID();
    expect(await planForPage(visitor)).toEqual({ tier: "free", planKey: "free", generationCount: 0, generationLimit: 1, proUntil: null });
    expect(await (await getStore()).visitors.get(visitor)).toBeNull();
  });

  it("a Fast Pass paid after Pro keeps Pro (never downgrades)", async () => {
    const visitor = randomUUID();
    const store = await getStore();
    const pro = await newOrder(visitor, "pro");
    expect((await verifyPayment(visitor, signedCheckout(pro.orderId, "pro"))).status).toBe(200);
    // a Fast Pass order created earlier (before Pro) and paid later, reported by the webhook
    await store.orders.create({ id: "order_earlierFast1", owner_id: visitor, tier: "fast_pass", amount: 40_000, currency: "INR" });
    const order = (await store.orders.get("order_earlierFast1"))!;
    expect(await applyPayment(order, paymentId(), "webhook")).toMatchObject({ granted: true });
    expect((await getEntitlement(visitor)).tier).toBe("pro");
  });
});
