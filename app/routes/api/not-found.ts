/** Any /api path that is not an endpoint: a JSON 404 like every other /api error (not the HTML 404 page). */
import { jsonError } from "../../server/http/api.server.ts";

export async function loader() {
  return jsonError(404, "Not found: there is no API endpoint at this path.");
}

export async function action() {
  return jsonError(404, "Not found: there is no API endpoint at this path.");
}
