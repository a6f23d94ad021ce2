/**
 * POST /api/parse-resume — multipart with field `resume` (PDF, DOCX or DOC, ≤ 10 MB).
 * Answers the form sections (personalInfo, experiences, education, skills, projects, additionalInfo);
 * 413 too large, 415 not a PDF/Word file, 422 unreadable (with the reason), 503 with Retry-After
 * when too many files are waiting to be read; never 500.
 */
import type { Route } from "./+types/parse-resume";
import { jsonError, methodNotAllowed } from "../../server/http/api.server.ts";
import { PARSE_RETRY_AFTER_S } from "../../server/parse/index.server.ts";
import { importResume } from "../../server/resume-import.server.ts";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const result = await importResume(request);
  if (!result.ok) {
    const response = jsonError(result.status, result.error);
    if (result.status === 503) response.headers.set("Retry-After", String(PARSE_RETRY_AFTER_S));
    return response;
  }
  return Response.json(result.value.resume, { headers: { "Cache-Control": "no-store" } });
}
