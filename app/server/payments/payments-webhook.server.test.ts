/**
 * Razorpay's webhook and the generation gate after a purchase, in-process: real sqlite store in a
 * temp DATA_DIR, Razorpay's orders API answered by msw (tests/mocks/razorpay.ts).
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
import { applyPayment, handleWebhookRequest } from "./payments.server.ts";
import { hmacSha256Hex } from "./signatures.server.ts";
import { planForPage } from "./plan-for-page.server.ts";

afterAll(restoreEnv);

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
    expect((await consumeGeneration(visitor)).ok).toBe(true);

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
    for (let i = 0; i < attempts; i++) out.push((await consumeGeneration(visitor)).ok);
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
