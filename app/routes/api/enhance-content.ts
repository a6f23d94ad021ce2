/**
 * POST /api/enhance-content — { content, type, context } → { success, enhancedContent, message, notice: what changed,
 * fallback: the offline writer stood in for the AI service }.
 */
import type { Route } from "./+types/enhance-content";
import { jsonError, methodNotAllowed, readJsonBody } from "../../server/http/api.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";
import { enhanceContent, enhanceContentSchema } from "../../server/writing.server.ts";
import { fieldEnhanceNotice } from "../../lib/enhance-notice.ts";
import { withFallbackNote } from "../../lib/ai-fallback.ts";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { visitorId } = getVisitorSession(context);
  const body = await readJsonBody(request, enhanceContentSchema);
  if (!body.ok) return body.response;
  const result = await enhanceContent(visitorId, body.data);
  if (!result.ok) return jsonError(result.status, result.error, { success: false, message: result.error });
  const { value: enhancedContent, fallback } = result.value;
  const notice = withFallbackNote(fieldEnhanceNotice(body.data.content, enhancedContent), fallback);
  return Response.json({ success: true, enhancedContent, message: notice.description, notice, fallback });
}
