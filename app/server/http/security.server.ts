/**
 * Security middleware for the Express server: per-request CSP nonce (helmet),
 * the Origin check on state-changing requests, request body limits.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { routingPathOf } from "./request-guard.server.ts";

export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
}

/** Third-party origins the pages may use (Razorpay Checkout: script, API frame, its own assets). */
export const PAYMENT_SCRIPT_ORIGIN = "https://checkout.razorpay.com";
const PAYMENT_FRAME_ORIGIN = "https://api.razorpay.com";

export function securityHeaders({ development }: { development: boolean }) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        // style attributes (React `style` props, the crop tool) need inline styles
        "style-src": ["'self'", "'unsafe-inline'"],
        // development: Vite's inline HMR runtime and eval'd modules; Razorpay Checkout in both modes
        "script-src": development
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", PAYMENT_SCRIPT_ORIGIN]
          : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, "'strict-dynamic'", PAYMENT_SCRIPT_ORIGIN],
        "connect-src": development ? ["'self'", "ws:", "wss:", PAYMENT_FRAME_ORIGIN] : ["'self'", PAYMENT_FRAME_ORIGIN],
        "frame-src": [PAYMENT_FRAME_ORIGIN],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // set below, only on responses that went out over https
    strictTransportSecurity: false,
  });
}

/**
 * HSTS is only meaningful, and only honoured, over https; on plain http it would tell a browser
 * something about a connection it did not make. Off in development (localhost over http).
 */
export function strictTransportSecurity({ development }: { development: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!development && req.secure) res.setHeader("Strict-Transport-Security", "max-age=15552000; includeSubDomains");
    next();
  };
}

/** Requests from other origins must not change state (CSRF); same-origin and origin-less requests pass. */
export function originCheck(options: { publicOrigin?: string; exemptPaths: string[] }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    if (options.exemptPaths.includes(routingPathOf(req))) return next();
    const origin = req.get("origin");
    if (!origin || origin === "null") return next();
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    if (origin === ownOrigin || origin === options.publicOrigin) return next();
    res.status(403).json({ error: "Cross-origin requests are not allowed." });
  };
}

export interface BodyLimit {
  /** A path prefix; the first match wins. */
  prefix: string;
  bytes: number;
  message?: string;
}

/**
 * Rejects bodies larger than the path's limit before anything reads them. Bodies without a
 * Content-Length (chunked) are refused: every browser form and fetch sends one.
 */
export function bodyLimits(limits: BodyLimit[], fallbackBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const path = routingPathOf(req);
    const rule = limits.find((limit) => path.startsWith(limit.prefix));
    const max = rule?.bytes ?? fallbackBytes;
    const header = req.get("content-length");
    if (header === undefined) {
      if (req.get("transfer-encoding")) {
        res.status(411).json({ error: "Please send the request with a Content-Length." });
        return;
      }
      return next();
    }
    const length = Number(header);
    if (!Number.isFinite(length) || length < 0) {
      res.status(400).json({ error: "Invalid Content-Length." });
      return;
    }
    if (length > max) {
      // Answer at once; Node discards the rest of the body so the client can finish sending and
      // read the answer (closing the socket now would give the client EPIPE instead of the 413).
      // Past twice the limit the connection is cut: nobody needs to upload that much to be told no.
      let discarded = 0;
      req.on("data", (chunk: Buffer) => {
        discarded += chunk.length;
        if (discarded > max * 2) req.destroy();
      });
      res.status(413).json({ error: rule?.message ?? "The request is too large." });
      return;
    }
    next();
  };
}
