/** POST /api/enhance-content — { content, type, context } → { success, enhancedContent, message, notice: what changed }. */
import type { Route } from "./+types/enhance-content";
import { jsonError, methodNotAllowed, readJsonBody } from "../../server/http/api.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";
import { enhanceContent, enhanceContentSchema } from "../../server/writing.server.ts";
import { fieldEnhanceNotice } from "../../lib/enhance-notice.ts";

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
  const notice = fieldEnhanceNotice(body.data.content, result.value);
  return Response.json({ success: true, enhancedContent: result.value, message: notice.description, notice });
}
