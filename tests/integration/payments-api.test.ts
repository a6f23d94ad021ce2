/**
 * The payment endpoints over HTTP against the real server process, without Razorpay keys (the
 * in-process tests in app/server/payments/ cover the paths that need Razorpay, through msw).
 */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { serverForTests } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";

const WEBHOOK_SECRET = "http_webhook_secret";

describe("payment endpoints without Razorpay keys", () => {
  const app = serverForTests({
    env: { RAZORPAY_KEY_ID: "", RAZORPAY_KEY_SECRET: "", RAZORPAY_FAKE_ORDERS: "", RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });

  it("POST /api/create-order answers 503 { needsDeployment: true, error }", async () => {
    const visitor = new Visitor(app.server.url);
    const response = await visitor.postJson("/api/create-order", { amount: 5, tier: "fastpass" });
    expect(response.status).toBe(503);
    const body = (await response.json()) as { needsDeployment: boolean; error: string };
    expect(body.needsDeployment).toBe(true);
    expect(body.error).toEqual(expect.any(String));
    expect(body.error.length).toBeGreaterThan(0);
  });

  it("POST /api/create-order refuses a tampered amount with 400 before anything else", async () => {
    const response = await new Visitor(app.server.url).postJson("/api/create-order", { amount: 1, tier: "pro" });
    expect(response.status).toBe(400);
  });

  it("POST /api/verify-payment answers 400 for a bad body, 415 for non-JSON", async () => {
    const visitor = new Visitor(app.server.url);
    const missing = await visitor.postJson("/api/verify-payment", { razorpay_order_id: "order_1", tier: "pro" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fieldErrors: { razorpay_payment_id: expect.any(String), razorpay_signature: expect.any(String) } });
    const hostile = await visitor.postJson("/api/verify-payment", {
      razorpay_order_id: "order_1'; DROP TABLE orders;--",
      razorpay_payment_id: "pay_1",
      razorpay_signature: "x",
      tier: "pro",
    });
    expect(hostile.status).toBe(400);
    const text = await visitor.fetch("/api/verify-payment", { method: "POST", headers: { "content-type": "text/plain" }, body: "hi" });
    expect(text.status).toBe(415);
  });

  it("GET on the payment endpoints answers 405", async () => {
    for (const path of ["/api/create-order", "/api/verify-payment", "/api/razorpay/webhook"]) {
      const response = await fetch(`${app.server.url}${path}`);
      expect(response.status, path).toBe(405);
    }
  });

  it("the webhook checks the signature of the raw body, and is exempt from the Origin check", async () => {
    const raw = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: "pay_x", order_id: "order_unknown1", amount: 40000, currency: "INR" } } },
    });
    const post = (signature: string) =>
      fetch(`${app.server.url}/api/razorpay/webhook`, {
        method: "POST",
        // Razorpay's servers are another origin
        headers: { "content-type": "application/json", origin: "https://razorpay.com", "x-razorpay-signature": signature },
        body: raw,
      });
    expect((await post("0".repeat(64))).status).toBe(400);
    const good = await post(createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex"));
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ ok: true, ignored: "unknown order" });
  });

  it("GET /checkout on a server without Razorpay keys says once that payments are not set up, claims no test mode, and offers nothing to buy", async () => {
    const response = await fetch(`${app.server.url}/checkout`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const text of [
      "Choose Your Plan",
      "Most Popular",
      "$5",
      "Charged as ₹400",
      "Charged as ₹720",
      "/month",
      "Payment needs JavaScript",
      "Payments are not set up on this server yet, so Fast Pass and Pro cannot be bought here.",
      "Back to Home",
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html.split("Payments are not set up").length - 1).toBe(1);
    expect(html).not.toContain("Test mode");
  });
});
