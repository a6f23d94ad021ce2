/** GET /api/my-data — everything stored about this visitor, as a JSON download (no plan needed). */
import type { Route } from "./+types/my-data";
import { exportVisitorData } from "../../server/my-data.server.ts";
import { getVisitorSession } from "../../server/session.server.ts";
import { attachment } from "../../server/http/documents.server.ts";
import { methodNotAllowed } from "../../server/http/api.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const data = await exportVisitorData(visitorId);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": attachment("vitae-my-data.json"),
      "Cache-Control": "private, no-store",
    },
  });
}

/** A read-only endpoint: every other method is a JSON 405 (not React Router's missing-action error). */
export async function action() {
  return methodNotAllowed(["GET"]);
}
