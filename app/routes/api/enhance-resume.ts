/**
 * POST /api/enhance-resume/{id} — { enhancementType: summary | experience | skills }; owner only.
 * Answers the suggestions offered (the resume itself is unchanged until they are accepted).
 */
import { z } from "zod";
import type { Route } from "./+types/enhance-resume";
import { jsonError, methodNotAllowed, readJsonBody } from "../../server/http/api.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";
import { enhanceStoredResume } from "../../server/writing.server.ts";
import { sectionEnhanceNotice } from "../../lib/enhance-notice.ts";
import { withFallbackNote } from "../../lib/ai-fallback.ts";

const bodySchema = z.object({
  enhancementType: z.enum(["summary", "experience", "skills"], { error: "enhancementType must be summary, experience or skills." }),
});

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { visitorId } = getVisitorSession(context);
  const body = await readJsonBody(request, bodySchema);
  if (!body.ok) return body.response;
  const result = await enhanceStoredResume(visitorId, params.id, body.data.enhancementType);
  if (!result.ok) return jsonError(result.status, result.error);
  const notice = withFallbackNote(sectionEnhanceNotice(body.data.enhancementType, result.value.offered), result.value.fallback);
  return Response.json({ success: true, resumeId: result.value.id, suggestions: result.value.offered, fallback: result.value.fallback, notice });
}
