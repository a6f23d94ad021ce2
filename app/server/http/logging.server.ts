/** One JSON line per request (no query strings, no personal data) and a request id header. */
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import pino from "pino";
import { remember } from "../../lib/remember.ts";

export function getLogger(level = process.env.LOG_LEVEL ?? "info") {
  return remember("logger", () => pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }));
}

export function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint();
  const requestId = req.get("x-request-id")?.slice(0, 64) ?? randomUUID();
  res.locals.requestId = requestId;
  res.set("X-Request-Id", requestId);
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    getLogger().info({
      msg: "request",
      requestId,
      method: req.method,
      path: req.path,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      bytes: Number(res.get("content-length") ?? 0) || undefined,
    });
  });
  next();
}
