/**
 * Per-visitor rate limits inside server capabilities (per-IP limits are applied by the HTTP layer,
 * see app/server/http/app.server.ts). A fixed window per key, in memory: one process per container.
 */
import { RATE_LIMITED_MESSAGE } from "../lib/submit-failure.ts";
import { getConfig } from "./config.server.ts";
import { remember } from "../lib/remember.ts";

interface Window {
  started: number;
  count: number;
}

const windows = () => remember("rate-limit-windows", () => new Map<string, Window>());

export class RateLimitError extends Error {
  override name = "RateLimitError";
  readonly status = 429;
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(`Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * RATE_LIMIT_SCALE (default 1, test/bench only) multiplies every limit, per visitor here and per IP in
 * the HTTP layer: load benches and the hostile-input suite send thousands of requests from one IP.
 */
export function rateLimitScale(): number {
  return getConfig().RATE_LIMIT_SCALE;
}

/** Counts one use of `bucket` by `key`; throws RateLimitError past `limit` uses per `windowMs`. */
export function takeToken(bucket: string, key: string, { limit, windowMs }: { limit: number; windowMs: number }, now = Date.now()): void {
  const map = windows();
  const id = `${bucket}:${key}`;
  let window = map.get(id);
  if (!window || now - window.started >= windowMs) {
    window = { started: now, count: 0 };
    map.set(id, window);
    if (map.size > 50_000) {
      for (const [k, w] of map) if (now - w.started >= windowMs) map.delete(k);
    }
  }
  window.count += 1;
  if (window.count > Math.max(1, Math.round(limit * rateLimitScale()))) throw new RateLimitError(Math.ceil((window.started + windowMs - now) / 1000));
}

/**
 * The answer to a request refused by a limit inside a capability, thrown as a response (as the
 * router expects) so it reaches the client as a 429 with its JSON error and Retry-After.
 */
export function tooManyRequestsResponse(error: RateLimitError): Response {
  return Response.json(
    { error: RATE_LIMITED_MESSAGE },
    { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds), "Cache-Control": "no-store" } },
  );
}
