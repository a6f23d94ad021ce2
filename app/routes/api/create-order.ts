/**
 * POST /api/create-order — JSON { amount (the plan's dollar price), tier, claimEmail? } → { amount, currency, orderId }.
 * `claimEmail` (signed out only) is the email the purchase is saved to.
 * The amount charged comes from the server's plan table; 503 { needsDeployment: true, error } without keys.
 */
import type { Route } from "./+types/create-order";
import { methodNotAllowed } from "../../server/http/api.server.ts";
import { handleCreateOrder } from "../../server/payments/payments.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const session = getVisitorSession(context);
  return handleCreateOrder(request, session.visitorId, session.account !== null);
}
