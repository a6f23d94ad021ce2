/** Razorpay's signatures: HMAC-SHA256 hex digests, compared in constant time. */
import { createHmac, timingSafeEqual } from "node:crypto";

export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data, "utf8").digest("hex");
}

/** Constant-time comparison of an expected hex digest with an untrusted one. */
export function signatureMatches(expectedHex: string, given: unknown): boolean {
  if (typeof given !== "string") return false;
  const expected = Buffer.from(expectedHex, "utf8");
  const actual = Buffer.from(given.trim().toLowerCase(), "utf8");
  if (expected.length !== actual.length) return false;
  return timingSafeEqual(expected, actual);
}

/** Checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

export function isCheckoutSignatureValid(orderId: string, paymentId: string, signature: unknown, keySecret: string): boolean {
  return signatureMatches(checkoutSignature(orderId, paymentId, keySecret), signature);
}

/** Webhook signature: HMAC-SHA256 of the raw body with the webhook secret (X-Razorpay-Signature). */
export function isWebhookSignatureValid(rawBody: string, signature: unknown, webhookSecret: string): boolean {
  return signatureMatches(hmacSha256Hex(webhookSecret, rawBody), signature);
}
