/**
 * POST /api/generate-resume — JSON: the full form data plus (ignored) tier and generationCount.
 * Answers { resumeId, fallback } (and the note when the offline writer polished instead of the AI service);
 * 402 { error, needsUpgrade, tier, generationCount } when the plan is used up.
 */
import { z } from "zod";
import type { Route } from "./+types/generate-resume";
import { resumeFormSchema } from "../../lib/resume.ts";
import { methodNotAllowed, readJsonBody } from "../../server/http/api.server.ts";
import { generateResume } from "../../server/resumes.server.ts";
import { AI_FALLBACK_NOTE } from "../../lib/ai-fallback.ts";
import { getVisitorSession } from "../../server/session.server.ts";

/** `tier` and `generationCount` are accepted for compatibility with the spec's client and ignored. */
const generateRequestSchema = resumeFormSchema.extend({
  template: z.string().max(40).optional(),
  customization: z.unknown().optional(),
  tier: z.unknown().optional(),
  generationCount: z.unknown().optional(),
});

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { visitorId } = getVisitorSession(context);
  const body = await readJsonBody(request, generateRequestSchema);
  if (!body.ok) return body.response;
  const { template, customization, tier: _ignoredTier, generationCount: _ignoredCount, ...form } = body.data;
  const result = await generateResume(visitorId, { form, template, customization });
  if (!result.ok) return Response.json(result.details, { status: result.status });
  const { id: resumeId, polishFallback: fallback } = result.value;
  return Response.json(fallback ? { resumeId, fallback, message: AI_FALLBACK_NOTE } : { resumeId, fallback }, { status: 201 });
}
