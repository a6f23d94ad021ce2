/** Headers of the documents Vitae hands over (the HTML CV, the cover letter, the exports). */
import type { UpgradeRequiredBody } from "../entitlements.server.ts";

/**
 * The CV document carries no scripts: forbid them outright for the response that serves it. Its
 * fonts come from this app's /fonts/ (relative in the preview; a download names the public origin,
 * which is this origin when it is shown here, and a file opened from disk has no CSP).
 */
export const CV_DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/**
 * Content-Disposition for a download: `filename` in plain ASCII for old clients, `filename*` with
 * the name as typed (UTF-8) for the browsers that read it.
 */
export function attachment(filename: string, asciiFallback: string = filename): string {
  const ascii = asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** True when the browser itself follows a download link (no script fetching it): it shows the answer as a page. */
export function followedAsPage(request: Request): boolean {
  return request.headers.get("sec-fetch-mode") === "navigate" || (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * A refused download: 402 JSON for scripts and API clients; a browser that followed the link as a
 * page (no JavaScript) is sent to the page that explains the limit and shows the plans.
 */
export function downloadRefused(request: Request, resumeId: string, body: UpgradeRequiredBody): Response {
  if (followedAsPage(request))
    return new Response(null, { status: 303, headers: { Location: `/resume/${resumeId}/download-limit`, "Cache-Control": "no-store" } });
  return Response.json(body, { status: 402, headers: { "Cache-Control": "no-store" } });
}
