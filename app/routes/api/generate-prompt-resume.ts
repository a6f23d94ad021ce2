/** POST /api/generate-prompt-resume — { prompt, template } → { resumeId, fallback, message when the offline writer stood in }. */
import type { Route } from "./+types/generate-prompt-resume";
import { jsonError, methodNotAllowed, readJsonBody } from "../../server/http/api.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";
import { generateFromPrompt, promptRequestSchema } from "../../server/writing.server.ts";
import { AI_FALLBACK_NOTE } from "../../lib/ai-fallback.ts";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { visitorId } = getVisitorSession(context);
  const body = await readJsonBody(request, promptRequestSchema);
  if (!body.ok) return body.response;
  const result = await generateFromPrompt(visitorId, body.data);
  if (!result.ok) return jsonError(result.status, result.error, result.details);
  const { resumeId, fallback } = result.value;
  return Response.json(fallback ? { resumeId, fallback, message: AI_FALLBACK_NOTE } : { resumeId, fallback }, { status: 201 });
}
