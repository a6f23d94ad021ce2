/**
 * POST /api/razorpay/webhook — Razorpay's server-to-server events. The X-Razorpay-Signature header
 * (HMAC-SHA256 of the raw body with RAZORPAY_WEBHOOK_SECRET) is checked; payment.captured and
 * order.paid grant the order's plan once, so a closed browser still gets what it paid for.
 * Exempt from the Origin check (app/server/http/app.server.ts).
 */
import type { Route } from "./+types/razorpay-webhook";
import { methodNotAllowed } from "../../server/http/api.server.ts";
import { handleWebhookRequest } from "../../server/payments/payments.server.ts";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return handleWebhookRequest(request);
}
