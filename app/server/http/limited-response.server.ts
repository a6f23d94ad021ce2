/**
 * The answer to a request refused by a per-IP rate limit, in the shape its sender can use:
 *
 * - `/api/*`, React Router's data requests (`*.data`, sent by the pages' scripts) and any other
 *   fetch: `429 { error: message }` JSON. The pages' scripts show that message in place and keep
 *   the form (keepFormOnFailure, the enhance and upload buttons).
 * - A form posted by the browser itself (no JavaScript): a small HTML page saying what happened.
 *   Nothing typed is lost: for an ordinary (urlencoded) form the page carries every posted field
 *   in a "Send again" form that posts the same data to the same address once the minute is over,
 *   and it tells the visitor that the Back button returns to the form with the entries in it.
 *   A multipart post (a file chosen with the form) cannot be carried again: the page says to go
 *   Back, where the browser restores the typed values.
 *
 * The limiter answers before React Router runs so a limited client costs next to nothing: the page
 * is built here from the posted fields, without rendering the app.
 */
import type { Request, Response } from "express";
import { RATE_LIMITED_MESSAGE } from "../../lib/submit-failure.ts";
import { PRODUCT_NAME } from "../../lib/brand.ts";

/** Urlencoded bodies up to this size are carried in the "Send again" form (the builder posts a few KB). */
export const RESEND_MAX_BYTES = 1024 * 1024;
/** More fields than any of our forms has (the builder with full lists has a few hundred). */
const RESEND_MAX_FIELDS = 3000;

/**
 * True when the browser itself navigates with this request (a form post without scripts), false
 * for fetches: `Sec-Fetch-Mode: navigate` where the browser sends it, else an Accept that asks
 * for HTML. `/api/*` and React Router's `*.data` requests are always fetches.
 */
export function isDocumentRequest(req: Request): boolean {
  if (req.path.startsWith("/api/") || req.path.endsWith(".data")) return false;
  const mode = req.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return /\btext\/html\b/i.test(req.get("accept") ?? "");
}

/**
 * Answers a rate-limited request (call it from express-rate-limit's `handler`). Never rejects and
 * always ends the response. `status` is the limiter's status code (429).
 */
export async function rateLimitedResponse(req: Request, res: Response, message: string = RATE_LIMITED_MESSAGE, status = 429): Promise<void> {
  res.status(status).set("Cache-Control", "no-store");
  if (!isDocumentRequest(req)) {
    req.resume(); // the body is not needed: let it drain so the connection stays usable
    res.json({ error: message });
    return;
  }
  let fields: Array<[string, string]> | null = null;
  try {
    fields = await resendableFields(req);
  } catch {
    fields = null;
  }
  if (res.writableEnded) return;
  res.type("html").send(rateLimitedPage({ message, action: req.originalUrl, fields }));
}

/** The posted fields of an urlencoded form small enough to carry again, else null (and the body is drained). */
async function resendableFields(req: Request): Promise<Array<[string, string]> | null> {
  const urlencoded = /^\s*application\/x-www-form-urlencoded\b/i.test(req.get("content-type") ?? "");
  const length = Number(req.get("content-length") ?? NaN);
  if (req.method !== "POST" || !urlencoded || !Number.isFinite(length) || length > RESEND_MAX_BYTES) {
    req.resume();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > RESEND_MAX_BYTES) {
      req.resume();
      return null;
    }
    chunks.push(chunk);
  }
  const params = [...new URLSearchParams(Buffer.concat(chunks).toString("utf8"))];
  return params.length <= RESEND_MAX_FIELDS ? params : null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The page a browser without scripts gets. `fields` are the posted name/value pairs to send again,
 * the pressed button's among them (null: the post cannot be repeated from here).
 */
export function rateLimitedPage({ message, action, fields }: { message: string; action: string; fields: Array<[string, string]> | null }): string {
  const hidden = (fields ?? []).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join("\n      ");
  const resend = fields
    ? `<form method="post" action="${escapeHtml(action)}">
      ${hidden}
      <p>Everything you entered is kept on this page. When a minute has passed, send it again:</p>
      <button type="submit">Send again</button>
    </form>
    <p class="muted">Or use your browser's <strong>Back</strong> button to return to the form; your entries are still in it.</p>`
    : `<p>Use your browser's <strong>Back</strong> button to return to the form: your entries are still in it. Wait a minute, then send it again.</p>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Too many requests | ${escapeHtml(PRODUCT_NAME)}</title>
    <style>
      body { font-family: system-ui, sans-serif; color: #0f172a; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; }
      h1 { font-size: 1.5rem; }
      [role="alert"] { background: #fef2f2; color: #991b1b; border-radius: 0.375rem; padding: 0.75rem; }
      button { background: #2563eb; color: #fff; border: 0; border-radius: 0.375rem; padding: 0.6rem 1.2rem; font-weight: 600; font-size: 1rem; cursor: pointer; }
      .muted { color: #475569; }
    </style>
  </head>
  <body>
    <main>
      <h1>Please wait a moment</h1>
      <p role="alert">${escapeHtml(message)}</p>
    ${resend}
    </main>
  </body>
</html>
`;
}
