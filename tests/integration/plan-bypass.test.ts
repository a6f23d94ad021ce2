/**
 * Plan bypass: no entitlement is ever gained without a verified payment. Forged tiers in
 * bodies, cookies and the local-storage mirror; forged, replayed and other visitors' payment
 * verifications; webhook forgeries and replays; direct calls to every gated endpoint. A real
 * production server process with test Razorpay keys and local (fake) order ids; the test signs the
 * positive controls itself with the secrets it gave the server.
 */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TIER_STORAGE_KEY } from "../../app/lib/plan-table.ts";
import { serverForTests } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";
import { resumeForm } from "../setup/factory.ts";

const KEY_SECRET = "bypass_key_secret";
const WEBHOOK_SECRET = "bypass_webhook_secret";
const resume = resumeForm({ personalInfo: { summary: "Analyst." }, skills: { technicalSkills: "SQL" } });

const sign = (orderId: string, paymentId: string, secret = KEY_SECRET) => createHmac("sha256", secret).update(`${orderId}|${paymentId}`).digest("hex");
const signWebhook = (raw: string, secret = WEBHOOK_SECRET) => createHmac("sha256", secret).update(raw).digest("hex");
let paymentCounter = 0;
const newPaymentId = () => `pay_bypass${Date.now().toString(36)}${(paymentCounter += 1)}`;

describe("plan bypass", () => {
  const app = serverForTests({
    env: {
      RAZORPAY_KEY_ID: "rzp_test_x",
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_FAKE_ORDERS: "1",
      RATE_LIMIT_SCALE: "20",
    },
  });

  async function freshVisitor(): Promise<Visitor> {
    const visitor = new Visitor(app.server.url);
    await visitor.fetch("/");
    return visitor;
  }
  const tierOf = async (visitor: Visitor) => (await app.store.visitors.get(visitor.id))?.tier ?? "free";

  /** Every gated endpoint for `resumeId`, as status codes (402 = locked). */
  async function gatedStatuses(visitor: Visitor, resumeId: string) {
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return {
      atsCheck: (await visitor.fetch(`/api/ats/${resumeId}`)).status,
      atsScore: (await visitor.postJson(`/api/ats/${resumeId}`, { jobDescription: "SQL analyst", jobTitle: "Analyst" })).status,
      docx: (await visitor.fetch(`/api/export-resume/${resumeId}?format=docx`)).status,
      coverLetterPage: (await visitor.fetch(`/resume/${resumeId}/cover-letter`, form({ intent: "generate", jobDescription: "SQL analyst" }))).status,
      linkedIn: (await visitor.fetch(`/resume/${resumeId}/linkedin`, form({ intent: "generate" }))).status,
      coverLetterDownload: (await visitor.fetch(`/api/cover-letter/${resumeId}?format=html`)).status,
    };
  }

  async function createOrder(visitor: Visitor, tier: "pro" | "fastpass"): Promise<string> {
    const response = await visitor.postJson("/api/create-order", { amount: tier === "pro" ? 9 : 5, tier });
    expect(response.status).toBe(200);
    return ((await response.json()) as { orderId: string }).orderId;
  }

  it("a forged tier in the body, in cookies or in the local-storage mirror unlocks nothing", async () => {
    const visitor = await freshVisitor();
    const first = await visitor.postJson("/api/generate-resume", { ...resume, tier: "pro", generationCount: 0 });
    expect(first.status).toBe(201);
    const { resumeId } = (await first.json()) as { resumeId: string };

    // the spec's client keeps the plan in local storage; a visitor can edit it and it may leak into cookies
    visitor.cookie += `; ${TIER_STORAGE_KEY}=pro; resume_tier=pro; tier=pro; plan=pro; generationCount=0`;
    const forgedHeaders = { "content-type": "application/json", "x-tier": "pro", "x-plan": "pro" };
    const second = await visitor.fetch("/api/generate-resume", {
      method: "POST",
      headers: forgedHeaders,
      body: JSON.stringify({ ...resume, tier: "pro", generationCount: -100, resume_tier: "pro" }),
    });
    expect(second.status).toBe(402);
    expect(await second.json()).toMatchObject({ needsUpgrade: true, tier: "free", generationCount: 1 });

    // the prompt generator counts against the same plan, through the API and the form
    expect(
      (
        await visitor.postJson("/api/generate-prompt-resume", {
          prompt: "I am Ada Lovelace, ada@example.com, +44 20 7946 0958. Analyst at Acme since 2020.",
          template: "modern",
          tier: "pro",
        })
      ).status,
    ).toBe(402);
    const promptForm = await visitor.fetch("/prompt", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ prompt: "I am Ada Lovelace, ada@example.com, analyst.", template: "modern", tier: "pro" }).toString(),
    });
    expect(promptForm.status).toBe(402);
    const createForm = await visitor.fetch("/create", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "generate",
        tier: "pro",
        "personalInfo.firstName": "Ada",
        "personalInfo.lastName": "L",
        "personalInfo.email": "a@example.com",
        "personalInfo.phone": "1",
      }).toString(),
    });
    expect(createForm.status).toBe(402);

    expect(await gatedStatuses(visitor, resumeId)).toEqual({
      atsCheck: 402,
      atsScore: 402,
      docx: 402,
      coverLetterPage: 402,
      linkedIn: 402,
      coverLetterDownload: 402,
    });
    expect(await tierOf(visitor)).toBe("free");
    expect(await app.store.resumes.listByOwner(visitor.id)).toHaveLength(1);
  });

  it("a forged visitor cookie (another visitor's id, unsigned or wrongly signed) is a new visitor", async () => {
    const pro = await freshVisitor();
    await app.store.visitors.grant(pro.id, { tier: "pro", pro_until: new Date(Date.now() + 86_400_000).toISOString(), reset_generation_count: true });
    const created = await pro.postJson("/api/generate-resume", resume);
    expect(created.status).toBe(201);
    const { resumeId } = (await created.json()) as { resumeId: string };

    const b64 = Buffer.from(JSON.stringify(pro.id)).toString("base64");
    for (const forged of [
      `vitae_visitor=${b64}`,
      `vitae_visitor=${encodeURIComponent(`${b64}.${createHmac("sha256", "guess").update(b64).digest("base64")}`)}`,
      `vitae_visitor=${encodeURIComponent(pro.id)}`,
    ]) {
      const thief = new Visitor(app.server.url);
      thief.cookie = forged;
      expect((await thief.fetch(`/api/resume/${resumeId}`)).status).toBe(404);
      expect(thief.id).not.toBe(pro.id);
      expect(await gatedStatuses(thief, resumeId)).toMatchObject({ atsCheck: 404, docx: 404 });
      // a new visitor on the free plan: one generation, then the gate
      expect((await thief.postJson("/api/generate-resume", resume)).status).toBe(201);
      expect((await thief.postJson("/api/generate-resume", resume)).status).toBe(402);
    }
  });

  it("payment verification: forged, wrong-secret, wrong-plan, unknown-order and other visitors' payments grant nothing; a valid one grants Pro", async () => {
    const buyer = await freshVisitor();
    const other = await freshVisitor();
    const orderId = await createOrder(buyer, "pro");
    const paymentId = newPaymentId();
    const verify = (visitor: Visitor, body: Record<string, unknown>) => visitor.postJson("/api/verify-payment", body);

    // forged signatures
    expect((await verify(buyer, { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: "0".repeat(64), tier: "pro" })).status).toBe(
      400,
    );
    expect(
      (
        await verify(buyer, {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: sign(orderId, paymentId, "not_the_secret"),
          tier: "pro",
        })
      ).status,
    ).toBe(400);
    expect(
      (await verify(buyer, { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: sign(orderId, `${paymentId}x`), tier: "pro" }))
        .status,
    ).toBe(400);
    // a signature that is right but for an order this server never created
    const madeUp = "order_madeup123";
    expect(
      (await verify(buyer, { razorpay_order_id: madeUp, razorpay_payment_id: paymentId, razorpay_signature: sign(madeUp, paymentId), tier: "pro" })).status,
    ).toBe(404);
    // another visitor presenting the buyer's validly signed payment
    expect(
      (await verify(other, { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: sign(orderId, paymentId), tier: "pro" })).status,
    ).toBe(404);
    // a Fast Pass order verified as Pro
    const fastOrder = await createOrder(buyer, "fastpass");
    const fastPayment = newPaymentId();
    expect(
      (await verify(buyer, { razorpay_order_id: fastOrder, razorpay_payment_id: fastPayment, razorpay_signature: sign(fastOrder, fastPayment), tier: "pro" }))
        .status,
    ).toBe(400);
    // a tampered amount cannot even create an order
    expect((await buyer.postJson("/api/create-order", { amount: 0.01, tier: "pro" })).status).toBe(400);
    expect((await buyer.postJson("/api/create-order", { amount: 0, tier: "free" })).status).toBe(400);
    expect(await tierOf(buyer)).toBe("free");
    expect(await tierOf(other)).toBe("free");

    // positive control: the real signature grants Pro, and the gated endpoints open
    const ok = await verify(buyer, { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: sign(orderId, paymentId), tier: "pro" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ paymentId });
    expect(await tierOf(buyer)).toBe("pro");
    const created = await buyer.postJson("/api/generate-resume", resume);
    expect(created.status).toBe(201);
    const { resumeId } = (await created.json()) as { resumeId: string };
    const open = await gatedStatuses(buyer, resumeId);
    expect(open).toMatchObject({ atsCheck: 200, atsScore: 200, docx: 200 });
    expect([200, 404]).toContain(open.coverLetterDownload); // Pro: allowed, but no letter saved yet → 404

    // replays: by the buyer (idempotent, nothing new), by another visitor (404), on another order (400)
    const pro = await app.store.visitors.get(buyer.id);
    expect(
      (await verify(buyer, { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: sign(orderId, paymentId), tier: "pro" })).status,
    ).toBe(200);
    expect((await app.store.visitors.get(buyer.id))!.pro_until).toBe(pro!.pro_until);
    expect(
      (await verify(other, { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: sign(orderId, paymentId), tier: "pro" })).status,
    ).toBe(404);
    const otherOrder = await createOrder(other, "pro");
    expect(
      (await verify(other, { razorpay_order_id: otherOrder, razorpay_payment_id: paymentId, razorpay_signature: sign(otherOrder, paymentId), tier: "pro" }))
        .status,
    ).toBe(400);
    expect(await tierOf(other)).toBe("free");
    // a second payment id on the already-paid order grants nothing more
    const second = newPaymentId();
    expect(
      (await verify(buyer, { razorpay_order_id: orderId, razorpay_payment_id: second, razorpay_signature: sign(orderId, second), tier: "pro" })).status,
    ).toBe(200);
    expect((await app.store.visitors.get(buyer.id))!.pro_until).toBe(pro!.pro_until);
  });

  it("webhook: unsigned, forged, mismatched and unknown events grant nothing; a signed one grants once; a replay grants nothing", async () => {
    const visitor = await freshVisitor();
    const orderId = await createOrder(visitor, "pro");
    const paymentId = newPaymentId();
    const event = (overrides: Record<string, unknown> = {}) =>
      JSON.stringify({
        event: "payment.captured",
        payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: 72000, currency: "INR", ...overrides } } },
      });
    const post = (raw: string, signature?: string) =>
      fetch(`${app.server.url}/api/razorpay/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(signature ? { "x-razorpay-signature": signature } : {}) },
        body: raw,
      });

    expect((await post(event())).status).toBe(400);
    expect((await post(event(), "f".repeat(64))).status).toBe(400);
    expect((await post(event(), signWebhook(event(), KEY_SECRET))).status).toBe(400); // the key secret is not the webhook secret
    expect((await post(event(), signWebhook(event({ amount: 1 })))).status).toBe(400); // signature of another body
    const cheap = event({ amount: 100 });
    expect(await (await post(cheap, signWebhook(cheap))).json()).toMatchObject({ ignored: expect.any(String) });
    const wrongCurrency = event({ currency: "USD" });
    expect(await (await post(wrongCurrency, signWebhook(wrongCurrency))).json()).toMatchObject({ ignored: expect.any(String) });
    const unknown = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: newPaymentId(), order_id: "order_unknown1", amount: 72000, currency: "INR" } } },
    });
    expect(await (await post(unknown, signWebhook(unknown))).json()).toMatchObject({ ignored: expect.any(String) });
    const failed = JSON.stringify({ event: "payment.failed", payload: { payment: { entity: { id: paymentId, order_id: orderId } } } });
    expect(await (await post(failed, signWebhook(failed))).json()).toMatchObject({ ignored: "payment.failed" });
    expect(await tierOf(visitor)).toBe("free");

    const good = event();
    const granted = await post(good, signWebhook(good));
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ ok: true, granted: true });
    expect(await tierOf(visitor)).toBe("pro");
    const until = (await app.store.visitors.get(visitor.id))!.pro_until;

    const replay = await post(good, signWebhook(good));
    expect(await replay.json()).toEqual({ ok: true, granted: false });
    // order.paid for the same order with another payment id: one order grants once
    const orderPaid = JSON.stringify({
      event: "order.paid",
      payload: { order: { entity: { id: orderId } }, payment: { entity: { id: newPaymentId(), order_id: orderId, amount: 72000, currency: "INR" } } },
    });
    expect(await (await post(orderPaid, signWebhook(orderPaid))).json()).toEqual({ ok: true, granted: false });
    // and the browser's verification after the webhook grants nothing more
    expect(
      (
        await visitor.postJson("/api/verify-payment", {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: sign(orderId, paymentId),
          tier: "pro",
        })
      ).status,
    ).toBe(200);
    expect((await app.store.visitors.get(visitor.id))!.pro_until).toBe(until);
  });

  it("Fast Pass buys exactly Fast Pass: three generations and the ATS check, never the Pro-only features", async () => {
    const visitor = await freshVisitor();
    const orderId = await createOrder(visitor, "fastpass");
    const paymentId = newPaymentId();
    expect(
      (
        await visitor.postJson("/api/verify-payment", {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: sign(orderId, paymentId),
          tier: "fastpass",
        })
      ).status,
    ).toBe(200);
    expect(await tierOf(visitor)).toBe("fast_pass");
    const statuses: number[] = [];
    let resumeId = "";
    for (let i = 0; i < 4; i++) {
      const response = await visitor.postJson("/api/generate-resume", { ...resume, tier: "pro" });
      statuses.push(response.status);
      if (response.status === 201) resumeId = ((await response.json()) as { resumeId: string }).resumeId;
    }
    expect(statuses).toEqual([201, 201, 201, 402]);
    expect(await gatedStatuses(visitor, resumeId)).toEqual({
      atsCheck: 200,
      atsScore: 402,
      docx: 402,
      coverLetterPage: 402,
      linkedIn: 402,
      coverLetterDownload: 402,
    });
    // replaying the Fast Pass payment does not reset the allowance
    expect(
      (
        await visitor.postJson("/api/verify-payment", {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: sign(orderId, paymentId),
          tier: "fastpass",
        })
      ).status,
    ).toBe(200);
    expect((await visitor.postJson("/api/generate-resume", resume)).status).toBe(402);
  });
});
