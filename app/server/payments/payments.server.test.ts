/**
 * The payment capability in-process: real sqlite store in a temp DATA_DIR, Razorpay's
 * orders API answered by msw (tests/mocks/razorpay.ts). Route modules only hand the request to
 * these functions, so this covers /api/create-order, /api/verify-payment and the webhook.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { mockServer } from "../../../tests/mocks/server.ts";
import { razorpayMock } from "../../../tests/mocks/razorpay.ts";
import { getStore } from "../db/index.server.ts";
import { consumeGeneration, getEntitlement } from "../entitlements.server.ts";
import {
  KEY_ID,
  KEY_SECRET,
  createOrder,
  handleWebhook,
  newOrder,
  paymentId,
  restoreEnv,
  setup,
  sign,
  signedCheckout,
  upgradeEvents,
  verifyPayment,
  webhookEvent,
  withKeys,
} from "./payments-test-kit.server.ts";
import { handleCreateOrder, handleVerifyPayment, orderAmountPaise, publicCheckoutConfig, type VerifyPaymentInput } from "./payments.server.ts";
import { checkoutSignature, hmacSha256Hex, isCheckoutSignatureValid } from "./signatures.server.ts";

afterAll(restoreEnv);

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
    expect((await consumeGeneration(visitor)).ok).toBe(true);
    expect((await consumeGeneration(visitor)).ok).toBe(false);

    const order = await newOrder(visitor);
    const input = signedCheckout(order.orderId, "fastpass");
    const first = await verifyPayment(visitor, input);
    expect(first).toEqual({ ok: true, status: 200, body: { paymentId: input.razorpay_payment_id } });
    expect(await getEntitlement(visitor)).toMatchObject({ tier: "fast_pass", generationCount: 0, generationLimit: 3 });
    expect(await store.orders.get(order.orderId)).toMatchObject({ status: "paid", payment_id: input.razorpay_payment_id });
    expect(await store.payments.listByOwner(visitor)).toMatchObject([
      { id: input.razorpay_payment_id, order_id: order.orderId, tier: "fast_pass", amount: 40_000, currency: "INR", source: "checkout" },
    ]);

    expect((await consumeGeneration(visitor)).ok).toBe(true);
    expect((await consumeGeneration(visitor)).ok).toBe(true);
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
    expect((await consumeGeneration(visitor)).ok).toBe(true);
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
