/**
 * Keeping a signed-out purchase with an email: a real server process (test Razorpay keys, local
 * order ids, the test signs payments with the secrets it gave the server) and a real SMTP server in
 * this test process. The payer gives an email at checkout, is told once that the purchase is saved
 * to it, and whoever signs in with that email (and only that email) gets the plan — not the CVs,
 * which stay with the payer's browser until it signs in itself (a mistyped email must not hand
 * them to a stranger).
 */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { serverForTests } from "../setup/server-process.ts";
import { mailTo, nextMail, signInByLink } from "../setup/sign-in-mail.ts";
import { Visitor } from "../setup/visitor.ts";
import { person, resumeForm } from "../setup/factory.ts";

const KEY_SECRET = "claim_key_secret";
const WEBHOOK_SECRET = "claim_webhook_secret";
const SAVED_SUBJECT = "Your Vitae purchase is saved to this email";
const PRO_CURRENT = /data-testid="plan-pro" data-current="true"/;

const sign = (orderId: string, paymentId: string) => createHmac("sha256", KEY_SECRET).update(`${orderId}|${paymentId}`).digest("hex");
const signWebhook = (raw: string) => createHmac("sha256", WEBHOOK_SECRET).update(raw).digest("hex");
let counter = 0;
const freshEmail = (name: string) => `${name}${++counter}.${Date.now()}@example.com`;
const newPaymentId = () => `pay_claim${Date.now().toString(36)}${++counter}`;

describe("keeping a signed-out purchase with the email given at checkout", () => {
  const app = serverForTests({
    withMail: true,
    env: { RAZORPAY_KEY_ID: "rzp_test_claim", RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET, RAZORPAY_FAKE_ORDERS: "1" },
  });

  const savedMails = (email: string) => mailTo(app.smtp, email, SAVED_SUBJECT);

  async function createResume(visitor: Visitor, firstName: string): Promise<string> {
    const response = await visitor.postJson("/api/generate-resume", resumeForm({ personalInfo: person({ firstName, lastName: "Payer" }) }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { resumeId: string }).resumeId;
  }

  async function createOrder(visitor: Visitor, claimEmail?: string): Promise<string> {
    const response = await visitor.postJson("/api/create-order", { amount: 9, tier: "pro", ...(claimEmail === undefined ? {} : { claimEmail }) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { orderId: string }).orderId;
  }

  async function verify(visitor: Visitor, orderId: string, paymentId: string): Promise<void> {
    const response = await visitor.postJson("/api/verify-payment", {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(orderId, paymentId),
      tier: "pro",
    });
    expect(response.status).toBe(200);
  }

  async function webhook(orderId: string, paymentId: string): Promise<unknown> {
    const raw = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: 72000, currency: "INR" } } },
    });
    const response = await fetch(`${app.server.url}/api/razorpay/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-razorpay-signature": signWebhook(raw) },
      body: raw,
    });
    expect(response.status).toBe(200);
    return response.json();
  }

  /** Signs `visitor` in with `email` through the emailed link, asked for on `/login?redirectTo=…` as `loginPath` says. */
  async function signInFrom(visitor: Visitor, email: string, loginPath = "/login?redirectTo=/checkout"): Promise<void> {
    expect((await visitor.fetch(loginPath)).status).toBe(200);
    const redirectTo = new URL(loginPath, app.server.url).searchParams.get("redirectTo") ?? "/resumes";
    const signedIn = await signInByLink(visitor, app.smtp, email, redirectTo);
    expect(signedIn.headers.get("location")).toBe(redirectTo);
  }

  const checkoutHtml = async (visitor: Visitor) => (await visitor.fetch("/checkout")).text();

  it("the payer is mailed once, whichever paths report the payment; that email signs in on a fresh browser and is Pro, without the CV; another email is not", async () => {
    const payer = new Visitor(app.server.url);
    const resumeId = await createResume(payer, "Ada");
    const email = freshEmail("payer");
    const orderId = await createOrder(payer, `  ${email.toUpperCase()} `);
    expect(await app.store.orders.get(orderId)).toMatchObject({ owner_id: payer.id, claim_email: email, status: "created" });

    // the browser's verification and then the webhook both report the same payment
    const paymentId = newPaymentId();
    await verify(payer, orderId, paymentId);
    expect(await webhook(orderId, paymentId)).toEqual({ ok: true, granted: false });
    expect(await checkoutHtml(payer)).toMatch(PRO_CURRENT);

    const saved = await nextMail(app.smtp, email, 0, SAVED_SUBJECT);
    expect(saved.from?.text).toContain("signin@vitae.test");
    const text = saved.text ?? "";
    expect(text).toContain(`Your purchase is saved to ${email}.`);
    expect(text).toContain("another device");
    const link = /https?:\/\/\S+\/login\?\S+/.exec(text)?.[0];
    expect(link, text).toBeDefined();
    expect(new URL(link!).origin).toBe(app.server.url);
    expect(new URL(link!).pathname).toBe("/login");
    expect([...new URL(link!).searchParams]).toEqual([["redirectTo", "/checkout"]]);
    expect(saved.html).toContain(`href="${link!.replaceAll("&", "&amp;")}"`);
    // nothing else arrives for it: one message per paid order
    await new Promise((r) => setTimeout(r, 500));
    expect(savedMails(email)).toHaveLength(1);

    // another browser, no cookies: not Pro until it signs in with that email, through the mailed link
    const fresh = new Visitor(app.server.url);
    expect(await checkoutHtml(fresh)).not.toMatch(PRO_CURRENT);
    await signInFrom(fresh, email, link!.slice(app.server.url.length));
    const account = await app.store.accounts.getByEmail(email);
    expect(account).not.toBeNull();
    const html = await checkoutHtml(fresh);
    expect(html).toMatch(PRO_CURRENT);
    expect(html).toContain('data-testid="purchase-saved"');
    expect(await app.store.orders.get(orderId)).toMatchObject({ owner_id: account!.id, status: "paid" });
    // the plan moved; the CV stayed with the payer's browser, which brings it by signing in
    expect(await app.store.visitors.get(payer.id)).toBeNull();
    expect((await app.store.resumes.get(resumeId))!.owner_id).toBe(payer.id);
    expect(await (await fresh.fetch("/resumes")).text()).not.toContain(`data-resume-id="${resumeId}"`);
    expect(await checkoutHtml(payer)).not.toMatch(PRO_CURRENT);
    await signInFrom(payer, email);
    expect((await app.store.resumes.get(resumeId))!.owner_id).toBe(account!.id);
    expect(await (await fresh.fetch("/resumes")).text()).toContain(`data-resume-id="${resumeId}"`);
    expect(await checkoutHtml(payer)).toMatch(PRO_CURRENT);

    // someone signing in with another email gets nothing of it
    const stranger = new Visitor(app.server.url);
    await signInFrom(stranger, freshEmail("stranger"));
    expect(await checkoutHtml(stranger)).not.toMatch(PRO_CURRENT);
    expect(await (await stranger.fetch("/resumes")).text()).not.toContain(`data-resume-id="${resumeId}"`);
    expect((await app.store.orders.get(orderId))!.owner_id).toBe(account!.id);
  });

  it("the webhook alone (the browser never came back) mails once too, and a repeated webhook mails nothing more", async () => {
    const payer = new Visitor(app.server.url);
    await payer.fetch("/");
    const email = freshEmail("webhook");
    const orderId = await createOrder(payer, email);
    const paymentId = newPaymentId();
    expect(await webhook(orderId, paymentId)).toEqual({ ok: true, granted: true });
    expect(await webhook(orderId, paymentId)).toEqual({ ok: true, granted: false });
    await verify(payer, orderId, paymentId);
    await nextMail(app.smtp, email, 0, SAVED_SUBJECT);
    await new Promise((r) => setTimeout(r, 500));
    expect(savedMails(email)).toHaveLength(1);
  });

  it("an order already in another account stays there when its claim email signs in", async () => {
    const payer = new Visitor(app.server.url);
    await payer.fetch("/");
    const claimEmail = freshEmail("claim");
    const orderId = await createOrder(payer, claimEmail);
    await verify(payer, orderId, newPaymentId());
    // the payer signs in with another email: the browser's work, the order with it, joins that account
    const ownEmail = freshEmail("own");
    await signInFrom(payer, ownEmail);
    const owner = await app.store.accounts.getByEmail(ownEmail);
    expect((await app.store.orders.get(orderId))!.owner_id).toBe(owner!.id);

    const other = new Visitor(app.server.url);
    await signInFrom(other, claimEmail);
    expect(await checkoutHtml(other)).not.toMatch(PRO_CURRENT);
    expect((await app.store.orders.get(orderId))!.owner_id).toBe(owner!.id);
    expect(await checkoutHtml(payer)).toMatch(PRO_CURRENT);
  });

  it("keeps no claim email for a signed-in payer, sends no mail without one, and refuses a malformed one", async () => {
    const signedIn = new Visitor(app.server.url);
    const accountEmail = freshEmail("account");
    await signInFrom(signedIn, accountEmail);
    const orderId = await createOrder(signedIn, freshEmail("ignored"));
    expect((await app.store.orders.get(orderId))!.claim_email).toBeNull();

    const anonymous = new Visitor(app.server.url);
    await anonymous.fetch("/");
    const plain = await createOrder(anonymous, "");
    expect((await app.store.orders.get(plain))!.claim_email).toBeNull();
    const before = app.smtp.messages().filter((mail) => mail.subject === SAVED_SUBJECT).length;
    await verify(anonymous, plain, newPaymentId());
    await new Promise((r) => setTimeout(r, 300));
    expect(app.smtp.messages().filter((mail) => mail.subject === SAVED_SUBJECT)).toHaveLength(before);

    const bad = await anonymous.postJson("/api/create-order", { amount: 9, tier: "pro", claimEmail: "not an email" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fieldErrors: { claimEmail: expect.stringContaining("leave the field empty") } });
  });
});
