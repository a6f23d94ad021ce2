/**
 * POST /api/verify-payment — JSON { razorpay_order_id, razorpay_payment_id, razorpay_signature, tier }
 * → { paymentId }. Checks the signature, the order's owner and plan, records the payment once and
 * grants the plan (see app/server/payments/payments.server.ts).
 */
import type { Route } from "./+types/verify-payment";
import { methodNotAllowed } from "../../server/http/api.server.ts";
import { handleVerifyPayment } from "../../server/payments/payments.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleVerifyPayment(request, getVisitorSession(context).visitorId);
}
