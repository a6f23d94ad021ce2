/**
 * GET /api/analytics/report?from=&to= — the funnel and experiment report as JSON.
 * Development: open. Otherwise only with `Authorization: Bearer ${ANALYTICS_TOKEN}`; without a
 * configured token or without the header it answers 404 (it does not reveal that it exists), with a
 * wrong token 401.
 */
import type { Route } from "./+types/analytics-report";
import { reportAccessFor } from "../../server/analytics.server.ts";
import { analyticsReport, parseReportWindow } from "../../server/analytics-report.server.ts";
import { getStore } from "../../server/db/index.server.ts";
import { jsonError, methodNotAllowed } from "../../server/http/api.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const access = reportAccessFor(request);
  if (!access.allowed) {
    if (access.status === 404) return jsonError(404, "Not found");
    const response = jsonError(401, "A valid analytics token is required.");
    response.headers.set("WWW-Authenticate", 'Bearer realm="analytics"');
    return response;
  }
  const window = parseReportWindow(new URL(request.url).searchParams);
  if (!window.ok) return jsonError(window.status, window.error);
  const report = await analyticsReport(await getStore(), window.value);
  return Response.json(report, {
    headers: {
      "Cache-Control": "private, no-store",
      "Content-Disposition": `inline; filename="analytics-report.json"`,
    },
  });
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
