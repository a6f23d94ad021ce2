/**
 * /objects/{key}:
 * - GET/HEAD: the stored image (content type, nosniff, sandboxing CSP, immutable caching); any path
 *   that is not exactly one well-formed key — traversal, slashes, encodings — is a 404.
 * - PUT with `?expires=…&sig=…` (the URL from POST /api/objects/upload): stores the JPEG once and
 *   answers `{ objectPath }`; expired, reused, tampered or other visitors' URLs → 403.
 */
import type { Route } from "./+types/objects";
import { jsonError, methodNotAllowed } from "../server/http/api.server.ts";
import { serveObject, storeSignedUpload } from "../server/objects.server.ts";
import { getVisitorSession } from "../server/session.server.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  return serveObject(params["*"] ?? "", request.method);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
  const { visitorId } = getVisitorSession(context);
  const result = await storeSignedUpload(request, visitorId);
  if (!result.ok) return jsonError(result.status, result.error);
  return Response.json({ objectPath: result.objectPath }, { headers: { "Cache-Control": "no-store" } });
}
