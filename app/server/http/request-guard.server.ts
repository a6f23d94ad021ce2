/**
 * The first gate after the probes. It does two things every later layer relies on:
 *
 * - It works out the path React Router will actually route (segments percent-decoded, dot segments
 *   and backslashes resolved as a browser would, letters folded to lower case, repeated and trailing
 *   slashes dropped, the `.data` of the scripts' data requests removed). The per-IP limits, the body caps and the CSRF exemptions match on this path,
 *   so `/API/parse-r%65sume` or `/api/./enhance-content` meet the same limit as the plain spelling.
 * - It refuses, with a 400, requests whose URL React Router could not rebuild: a path that decodes
 *   to tabs or line breaks (which URL parsers delete) or to something a URL parser reads as another host, an impossible Host,
 *   X-Forwarded-Host or X-Forwarded-Proto. Left alone, they fail deep inside rendering as a 500.
 *   Other odd paths (a NUL byte, say) route normally, to a 404.
 *
 * Forwarded headers from a peer that is not a trusted proxy are removed, so nothing downstream can
 * read a client-chosen host, protocol or address by mistake.
 */
import type { NextFunction, Request, Response } from "express";

/** Characters a URL parser silently deletes from a path, changing what it names. */
const STRIPPED_BY_URL_PARSERS = /[\t\n\r]/;
const HOSTNAME = /^(?:(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)(?:\.(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?))*\.?|\[[0-9a-f:.]+\])$/i;
const FORWARDED_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

/**
 * The path the router will match for a request target such as `/API/./Parse-R%65sume/?x=1`
 * (→ `/api/parse-resume`), or null when the target cannot be routed safely.
 */
export function routingPath(requestTarget: string): string | null {
  if (!requestTarget.startsWith("/")) return null;
  const rawPath = requestTarget.split(/[?#]/, 1)[0]!;
  let resolved: string;
  try {
    // Concatenated, not resolved against a base: `//host/x` must stay a path, as it is for us.
    resolved = new URL(`http://routing.invalid${rawPath}`).pathname;
  } catch {
    return null;
  }
  let decoded: string;
  try {
    // As the router decodes: segment by segment, an encoded slash stays part of its segment.
    decoded = resolved
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return null;
  }
  if (STRIPPED_BY_URL_PARSERS.test(decoded)) return null;
  // The router rebuilds a URL from the decoded path against its own origin; a path that a URL parser
  // reads as a different host (`/\evil`, `/%5C/`) would make that throw or point elsewhere.
  try {
    if (new URL(decoded.replace(/ $/, "%20"), "http://localhost").host !== "localhost") return null;
  } catch {
    return null;
  }
  const folded = decoded.toLowerCase().replace(/\/{2,}/g, "/");
  const trimmed = folded.length > 1 ? folded.replace(/\/$/, "") : folded;
  // The pages' scripts fetch `/prompt.data` (and `/_root.data` for `/`) for the route at `/prompt`:
  // the same route, the same budget.
  if (trimmed === "/_root.data") return "/";
  return trimmed.endsWith(".data") ? trimmed.slice(0, -".data".length) || "/" : trimmed;
}

/** The routed path of a request that passed the guard (see `routingPath`). */
export function routingPathOf(req: Request): string {
  return typeof req.res?.locals.routingPath === "string" ? req.res.locals.routingPath : req.path.toLowerCase();
}

/** A 400 in the shape the caller expects: JSON under /api, plain text elsewhere. */
export function badRequest(req: Request, res: Response, message = "The request could not be understood.") {
  res.status(400).set("Cache-Control", "no-store");
  if (/^\/api(\/|$)/i.test(req.path)) res.json({ error: message });
  else res.type("text/plain").send(message);
}

function validHost(req: Request): boolean {
  const host = req.get("host");
  if (host !== undefined && !/^(?:[^:[\]]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host)) return false;
  const hostname = req.hostname;
  if (hostname === undefined || hostname === "") return host === undefined;
  if (!HOSTNAME.test(hostname)) return false;
  try {
    new URL(`${req.protocol}://${hostname}/`);
    return true;
  } catch {
    return false;
  }
}

export function requestGuard() {
  return (req: Request, res: Response, next: NextFunction) => {
    const trusted = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
    if (!trusted(req.socket.remoteAddress, 0)) {
      for (const header of FORWARDED_HEADERS) delete req.headers[header];
    }
    const path = routingPath(req.originalUrl);
    if (path === null) return badRequest(req, res);
    if (req.protocol !== "http" && req.protocol !== "https") return badRequest(req, res);
    if (!validHost(req)) return badRequest(req, res);
    res.locals.routingPath = path;
    next();
  };
}
