/**
 * POST /preview/live: the builder's live preview, as JSON `{ html }` (the CV's style and markup for
 * the page to show). The page posts its form here a moment after the author stops typing.
 */
import type { Route } from "./+types/preview.live";
import { jsonError, methodNotAllowed } from "../server/http/api.server.ts";
import { tryReadFormPost } from "../server/http/form-body.server.ts";
import { livePreviewHtml } from "../server/live-preview.server.ts";
import { getVisitorSession } from "../server/session.server.ts";

export async function loader() {
  return methodNotAllowed(["POST"]);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { visitorId } = getVisitorSession(context);
  const read = await tryReadFormPost(request);
  if (!read.ok) return jsonError(read.status, read.error);
  return Response.json({ html: await livePreviewHtml(read.value, visitorId) }, { headers: { "Cache-Control": "no-store" } });
}
