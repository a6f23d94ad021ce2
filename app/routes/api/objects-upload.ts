/**
 * POST /api/objects/upload — no body; answers `{ uploadURL }`: a signed, single-use URL on
 * our own origin, valid 15 minutes for this visitor only. PUT the cropped JPEG there.
 */
import type { Route } from "./+types/objects-upload";
import { methodNotAllowed } from "../../server/http/api.server.ts";
import { createUploadUrl } from "../../server/objects.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { visitorId } = getVisitorSession(context);
  const { uploadURL } = createUploadUrl(visitorId);
  return Response.json({ uploadURL }, { headers: { "Cache-Control": "no-store" } });
}
