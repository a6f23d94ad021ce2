/**
 * The Express application: health probes, static files and the CV fonts, security headers, logs, limits,
 * then React Router for everything else (pages, form actions and the /api resource routes).
 */
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Request, type Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { cspNonceContext } from "../../lib/request-context.ts";
import type { Config } from "../config.server.ts";
import { getStore } from "../db/index.server.ts";
import { fontFiles } from "./font-files.server.ts";
import { getLogger, requestLog } from "./logging.server.ts";
import { rateLimit } from "express-rate-limit";
import { RATE_LIMITED_MESSAGE } from "../../lib/submit-failure.ts";
import { runInRequestScope } from "../request-scope.server.ts";
import { rateLimitedResponse } from "./limited-response.server.ts";
import { requestGuard, routingPathOf } from "./request-guard.server.ts";
import { bodyLimits, cspNonce, originCheck, securityHeaders, strictTransportSecurity } from "./security.server.ts";

const MB = 1024 * 1024;

export const BODY_LIMITS = [
  // multipart overhead on top of the 10 MB file limit; the parser enforces the exact limit
  { prefix: "/api/parse-resume", bytes: 10 * MB + 64 * 1024, message: "Please upload a file smaller than 10MB" },
  { prefix: "/create", bytes: 16 * MB },
  { prefix: "/edit", bytes: 16 * MB },
  { prefix: "/objects/", bytes: 5 * MB, message: "File too large: Please select an image smaller than 5MB" },
];

/**
 * Per-IP limits per minute on every request that changes state. A request counts
 * against the first rule whose path it is on (matched on the routed path, see request-guard), so
 * each endpoint has exactly one budget; the last rule covers every other write.
 */
export const IP_RATE_LIMITS: Array<{ name: string; paths: string[]; perMinute: number }> = [
  // AI writing: the field and section enhancers, the prompt generator and the Pro tools under /resume/:id/
  { name: "ai", paths: ["/api/enhance-content", "/api/enhance-resume", "/api/generate-prompt-resume", "/prompt", "/resume/", "/api/ats"], perMinute: 60 },
  // the builder's live preview: a post each time typing pauses, storing nothing
  { name: "live preview", paths: ["/preview/live"], perMinute: 300 },
  // every way of storing a new or changed CV (each cookie-less request is also a new visitor)
  { name: "resumes", paths: ["/api/generate-resume", "/create", "/edit", "/edit-resume", "/api/resume", "/api/cover-letter", "/preview"], perMinute: 20 },
  { name: "parse", paths: ["/api/parse-resume"], perMinute: 30 },
  { name: "uploads", paths: ["/api/objects/upload", "/objects"], perMinute: 30 },
  { name: "payments", paths: ["/api/create-order", "/api/verify-payment", "/checkout"], perMinute: 30 },
  { name: "analytics", paths: ["/api/analytics"], perMinute: 600 },
  // signing in (email link and code, passkeys) and the account's buttons; the sign-in capability
  // adds its own hourly limits per email and per address
  { name: "sign-in", paths: ["/login", "/logout", "/account"], perMinute: 60 },
  { name: "other writes", paths: ["/"], perMinute: 120 },
];

/** `/resume/` matches below it; `/create` matches itself and below it, not `/created`. */
function onPath(path: string, prefix: string): boolean {
  if (prefix.endsWith("/")) return path.startsWith(prefix);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Reads are free, except printing a PDF: it keeps a browser tab busy, so it has its own budget. */
export const PDF_DOWNLOADS_PER_MINUTE = 30;
const PDF_DOCUMENT_PATHS = ["/api/download-resume/", "/api/export-resume/"];

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

function perMinuteLimiter(perMinute: number, scale: number): express.RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: Math.max(1, Math.round(perMinute * scale)),
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: { error: RATE_LIMITED_MESSAGE },
    // JSON for scripts; for a form posted without scripts, a page that keeps what was typed
    handler: (req, res, _next, options) => void rateLimitedResponse(req, res, RATE_LIMITED_MESSAGE, options.statusCode),
  });
}

function ipRateLimits(scale: number): express.RequestHandler {
  const rules = IP_RATE_LIMITS.map(({ paths, perMinute }) => ({ paths, limiter: perMinuteLimiter(perMinute, scale) }));
  const pdfLimiter = perMinuteLimiter(PDF_DOWNLOADS_PER_MINUTE, scale);
  return (req, res, next) => {
    if (READS.has(req.method)) {
      const printsPdf = req.query.format === "pdf" && PDF_DOCUMENT_PATHS.some((prefix) => onPath(routingPathOf(req), prefix));
      return printsPdf ? pdfLimiter(req, res, next) : next();
    }
    const path = routingPathOf(req);
    const rule = rules.find(({ paths }) => paths.some((prefix) => onPath(path, prefix)));
    return rule ? rule.limiter(req, res, next) : next();
  };
}

export interface HttpAppOptions {
  config: Config;
  /** Production: the built server bundle. Development: loaded through Vite on each request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's connect middlewares (HMR, on-demand transforms). */
  viteMiddlewares?: express.RequestHandler;
  clientDir: string;
  /** Registers extra routes before React Router (the process tests' slow endpoint). */
  extraRoutes?: (app: express.Express) => void;
}

export function createHttpApp(options: HttpAppOptions) {
  const { config } = options;
  const development = !config.isProduction;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  // Probes first: cheap, never logged, never compressed.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await (await getStore()).ping();
      res.set("Cache-Control", "no-store").json({ status: "ready" });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  app.use(requestLog);
  app.use(requestGuard());
  app.use((req, _res, next) => runInRequestScope({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" }, next));
  app.use(compression());
  app.use(cspNonce);
  app.use(securityHeaders({ development }));
  app.use(strictTransportSecurity({ development }));
  app.use(originCheck({ publicOrigin: config.PUBLIC_ORIGIN, exemptPaths: ["/api/razorpay/webhook"] }));
  app.use(bodyLimits(BODY_LIMITS, 1 * MB));
  app.use(ipRateLimits(config.RATE_LIMIT_SCALE));
  // the CV's fonts, from the @fontsource packages (not part of the client build)
  app.use(fontFiles());

  if (options.viteMiddlewares) {
    app.use(options.viteMiddlewares);
  } else {
    app.use("/assets", express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(options.clientDir, { maxAge: "1h", index: false }));
  }

  options.extraRoutes?.(app);

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: options.build,
      mode: development ? "development" : "production",
      getLoadContext: (_req: Request, res: Response) => {
        const context = new RouterContextProvider();
        context.set(cspNonceContext, String(res.locals.cspNonce ?? ""));
        return context;
      },
    }),
  );
  // Errors Express raises itself before any route runs (a broken percent-escape in the path, a
  // malformed header): a 4xx in the shape the caller expects — JSON under /api — and a logged 500 otherwise.
  app.use((error: unknown, req: Request, res: Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const status = typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : 500;
    if (status >= 500) getLogger().error({ msg: "unhandled error", requestId: res.locals.requestId, error: String(error) });
    const message = status >= 500 ? "Something went wrong. Please try again." : "The request could not be understood.";
    if (routingPathOf(req).startsWith("/api/")) res.status(status).json({ error: message });
    else res.status(status).type("text/plain").send(message);
  });
  return app;
}
