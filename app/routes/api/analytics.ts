/**
 * POST /api/analytics — { event, timestamp, data }. 204 when stored; 202 { ignored } for a
 * valid event only the server records (upgrade_completed: it comes from verified payments, so a
 * browser's copy — genuine from the checkout page or forged — is acknowledged and dropped, without
 * an error the page would log); 400 { error } for
 * anything malformed (unknown event, data over 4 KB, timestamp not within a day of now, not JSON);
 * 429 past the per-visitor limit. Accepts application/json and text/plain (navigator.sendBeacon).
 * Keyed by the visitor cookie; the IP address is never stored.
 */
import type { Route } from "./+types/analytics";
import { jsonError, methodNotAllowed } from "../../server/http/api.server.ts";
import { ingestEvent, MAX_ANALYTICS_BODY_BYTES, parseBodyText } from "../../server/analytics.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { visitorId } = getVisitorSession(context);
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type && !/^(application\/(.+\+)?json|text\/plain)\b/.test(type)) {
    return jsonError(400, "Please send a JSON body (Content-Type: application/json).");
  }
  let text: string;
  try {
    text = await request.text();
  } catch {
    return jsonError(400, "The request body could not be read.");
  }
  if (new TextEncoder().encode(text).length > MAX_ANALYTICS_BODY_BYTES) {
    return jsonError(400, "The event is too large: data must not exceed 4096 bytes.");
  }
  const body = parseBodyText(text);
  if (!body.ok) return jsonError(400, "The request body is not valid JSON.");
  const result = await ingestEvent(visitorId, body.value);
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    const response = jsonError(result.status, result.error, result.fieldErrors ? { fieldErrors: result.fieldErrors } : {});
    if (headers) response.headers.set("Retry-After", headers["Retry-After"]);
    return response;
  }
  if (result.ignored) return Response.json({ ignored: result.ignored }, { status: 202, headers: { "Cache-Control": "no-store" } });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
