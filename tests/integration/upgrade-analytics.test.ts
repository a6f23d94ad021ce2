/**
 * upgrade_completed against the real production server: a browser's copy (forged or genuine) is
 * acknowledged with 202 and not stored, so it never counts in the report; a verified payment
 * (Razorpay test key, local orders, the real signature check) records the server's own event,
 * which the report counts for the payer's A/B variants.
 */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { assignVariant } from "../../app/lib/ab.ts";
import { serverForTests } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";

const TOKEN = "integration-upgrade-token-0123456789";
const KEY_SECRET = "upgrade_test_secret";

interface Report {
  eventCounts: Record<string, number>;
  experiments: { tests: Array<{ id: string; variants: Array<{ id: string; conversions: Record<string, number> }> }> };
}

describe("upgrade_completed comes from verified payments only", () => {
  const app = serverForTests({
    env: { ANALYTICS_TOKEN: TOKEN, RAZORPAY_KEY_ID: "rzp_test_upgrade", RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_FAKE_ORDERS: "1" },
  });

  async function seenVisitor(): Promise<Visitor> {
    const visitor = new Visitor(app.server.url);
    const response = await visitor.postJson("/api/analytics", {
      event: "session_started",
      timestamp: Date.now(),
      data: { userAgent: "test", referrer: "", url: `${app.server.url}/`, timestamp: Date.now() },
    });
    expect(response.status).toBe(204);
    return visitor;
  }

  const browserUpgrade = (visitor: Visitor, data: Record<string, unknown>) =>
    visitor.postJson("/api/analytics", { event: "upgrade_completed", timestamp: Date.now(), data });
  const upgradeRows = async (visitor: Visitor) => (await app.store.events.list({ ownerId: visitor.id })).filter((e) => e.event === "upgrade_completed");
  const report = async (): Promise<Report> => {
    const response = await fetch(`${app.server.url}/api/analytics/report`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as Report;
  };

  it("a browser-posted upgrade_completed is answered 202, stored nowhere and counted nowhere; a verified payment is", async () => {
    // the forger never paid
    const forger = await seenVisitor();
    const forged = await browserUpgrade(forger, { fromTier: "free", toTier: "pro", amount: 9, paymentId: "pay_forged00000001" });
    expect(forged.status).toBe(202);
    expect(await forged.json()).toEqual({ ignored: expect.stringMatching(/verified payments/) });
    // a malformed one is still refused like any other event
    expect((await browserUpgrade(forger, { fromTier: "free", toTier: "pro", amount: "lots" })).status).toBe(400);
    expect(await upgradeRows(forger)).toEqual([]);

    // the payer buys Pro: order, Razorpay's signed success, the server's verification
    const payer = await seenVisitor();
    const order = await payer.postJson("/api/create-order", { amount: 9, tier: "pro" });
    expect(order.status).toBe(200);
    const { orderId } = (await order.json()) as { orderId: string };
    const paymentId = "pay_upgradetest001";
    const signature = createHmac("sha256", KEY_SECRET).update(`${orderId}|${paymentId}`).digest("hex");
    const verified = await payer.postJson("/api/verify-payment", {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
      tier: "pro",
    });
    expect(verified.status).toBe(200);
    // the checkout page's own report of the same purchase is not stored either
    expect((await browserUpgrade(payer, { fromTier: "free", toTier: "pro", amount: 9 })).status).toBe(202);

    expect(await upgradeRows(payer)).toMatchObject([
      { owner_id: payer.id, event: "upgrade_completed", data: { fromTier: "free", toTier: "pro", amount: 9, paymentId, userId: payer.id } },
    ]);

    const result = await report();
    expect(result.eventCounts.upgrade_completed).toBe(1);
    for (const test of result.experiments.tests) {
      for (const variant of test.variants) {
        const expected = assignVariant(test.id, payer.id) === variant.id ? 1 : 0;
        expect(variant.conversions.upgrade_completed, `${test.id}/${variant.id}`).toBe(expected);
      }
    }

    // a replayed verification records nothing more
    expect(
      (await payer.postJson("/api/verify-payment", { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature, tier: "pro" }))
        .status,
    ).toBe(200);
    expect(await upgradeRows(payer)).toHaveLength(1);
    expect((await report()).eventCounts.upgrade_completed).toBe(1);
  });
});
