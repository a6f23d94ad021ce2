/**
 * Analytics on the server: ingestion of POST /api/analytics, access to the report, and
 * the retention job.
 *
 * - Events are keyed by the visitor (owner_id = the signed visitor cookie's id; data.userId is
 *   overwritten with it), session_id comes from data.sessionId. IP addresses are never stored.
 * - Per-visitor limit: 300 events a minute (the HTTP layer adds 600/min per IP).
 * - Retention: events older than ANALYTICS_RETENTION_DAYS (default 90) are deleted hourly.
 * - Payment events (SERVER_RECORDED_EVENTS: upgrade_completed) are never taken from the browser:
 *   a valid one is answered 202 and dropped, and `recordVerifiedUpgrade` writes the real one when
 *   the payments code grants a plan for a verified payment. So the report's upgrade conversions
 *   count money that arrived, not claims.
 *
 * ANALYTICS_TOKEN and ANALYTICS_RETENTION_DAYS are read here with a small zod parse of the
 * environment until they move into app/server/config.server.ts.
 */
import * as v from "valibot";
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { EVENT_SCHEMAS, isServerRecordedEvent, MAX_EVENT_DATA_BYTES, validateEvent, type ValidationResult } from "../lib/analytics-events.ts";
import { planKeyForTier, RUPEES_PER_DOLLAR } from "../lib/plan-table.ts";
import type { Tier } from "../lib/plans.ts";
import { analyticsConfigSchema, getConfig } from "./config.server.ts";
import { getStore } from "./db/index.server.ts";
import type { AnalyticsEventRecord, PaymentRecord, Store } from "./db/types.server.ts";
import { getLogger } from "./http/logging.server.ts";
import { takeToken } from "./rate-limit.server.ts";

export const ANALYTICS_RATE_LIMIT = { limit: 300, windowMs: 60_000 };
/** The envelope around a 4 KB `data` never needs more than this. */
export const MAX_ANALYTICS_BODY_BYTES = MAX_EVENT_DATA_BYTES + 1024;
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AnalyticsSettings = z.infer<typeof analyticsConfigSchema>;

/** Parses the two analytics variables; throws naming the bad one. */
export function parseAnalyticsSettings(env: Record<string, string | undefined>): AnalyticsSettings {
  const result = analyticsConfigSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export function getAnalyticsSettings(): AnalyticsSettings {
  const { ANALYTICS_TOKEN, ANALYTICS_RETENTION_DAYS } = getConfig();
  return { ANALYTICS_TOKEN, ANALYTICS_RETENTION_DAYS };
}

/** `ignored` (with the reason) when a valid event was accepted but is not stored: a server-recorded event sent by a browser. */
export type IngestResult =
  { ok: true; ignored?: string } | { ok: false; status: 400 | 429; error: string; fieldErrors?: Record<string, string>; retryAfterSeconds?: number };

export const SERVER_RECORDED_IGNORED = "This event is recorded by the server from verified payments; the browser's copy is not stored.";

/** The JSON of a request body (application/json, or text/plain from navigator.sendBeacon); null when it is not JSON. */
export function parseBodyText(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Validates and stores one event for a visitor. */
export async function ingestEvent(visitorId: string, raw: unknown, options: { store?: Store; now?: number } = {}): Promise<IngestResult> {
  const now = options.now ?? Date.now();
  try {
    takeToken("analytics", visitorId, ANALYTICS_RATE_LIMIT, now);
  } catch (error) {
    const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds ?? 60;
    return { ok: false, status: 429, error: `Too many events. Please wait ${retry} seconds.`, retryAfterSeconds: retry };
  }
  const result: ValidationResult = validateEvent(raw, now);
  if (!result.ok) return { ok: false, status: 400, error: result.error, fieldErrors: result.fieldErrors };
  const { event, timestamp, data } = result.value;
  if (isServerRecordedEvent(event)) return { ok: true, ignored: SERVER_RECORDED_IGNORED };
  const sessionId = typeof data.sessionId === "string" ? data.sessionId : null;
  const record: AnalyticsEventRecord = {
    owner_id: visitorId,
    session_id: sessionId,
    event,
    data: { ...data, userId: visitorId },
    timestamp,
    received_at: new Date(now).toISOString(),
  };
  const store = options.store ?? (await getStore());
  await store.events.insert([record]);
  return { ok: true };
}

/**
 * The server's upgrade_completed for a payment the payments code verified and granted: the visitor's
 * tier before, the plan bought, the dollars paid (from the recorded amount in paise) and the payment
 * id. Once per payment: a second call for the same payment (the webhook after the browser's
 * verification, a retry after a crash, parallel reports) finds the first event and writes nothing.
 * Answers whether it wrote the event.
 */
export function recordVerifiedUpgrade(payment: UpgradePayment, fromTier: Tier, options: { store?: Store; now?: number } = {}): Promise<boolean> {
  // one at a time per payment: the look-up and the insert of two parallel calls must not interleave
  const previous = upgradeRecordings.get(payment.id) ?? Promise.resolve(false);
  const recording = previous.catch(() => false).then(() => writeUpgradeOnce(payment, fromTier, options));
  upgradeRecordings.set(payment.id, recording);
  void recording
    .finally(() => {
      if (upgradeRecordings.get(payment.id) === recording) upgradeRecordings.delete(payment.id);
    })
    .catch(() => undefined);
  return recording;
}

type UpgradePayment = Pick<PaymentRecord, "id" | "owner_id" | "tier" | "amount" | "created_at">;
const upgradeRecordings = new Map<string, Promise<boolean>>();

async function writeUpgradeOnce(payment: UpgradePayment, fromTier: Tier, options: { store?: Store; now?: number }): Promise<boolean> {
  const store = options.store ?? (await getStore());
  const already = (await store.events.list({ ownerId: payment.owner_id })).some((e) => e.event === "upgrade_completed" && e.data.paymentId === payment.id);
  if (already) return false;
  // the catalogue's own schema: the stored event has exactly the shape a report reader expects
  const data = v.parse(EVENT_SCHEMAS.upgrade_completed, {
    fromTier: planKeyForTier(fromTier),
    toTier: planKeyForTier(payment.tier),
    amount: payment.amount / (RUPEES_PER_DOLLAR * 100),
    paymentId: payment.id,
  });
  await store.events.insert([
    {
      owner_id: payment.owner_id,
      session_id: null,
      event: "upgrade_completed",
      // userId is the owner, as ingestEvent stores it for every browser event
      data: { ...data, userId: payment.owner_id },
      timestamp: payment.created_at,
      received_at: new Date(options.now ?? Date.now()).toISOString(),
    },
  ]);
  return true;
}

export type ReportAccess = { allowed: true } | { allowed: false; status: 401 | 404 };

/**
 * Who may read the report: anyone in development; otherwise only `Authorization: Bearer
 * ${ANALYTICS_TOKEN}`. Without a configured token, or without an Authorization header, the
 * endpoint does not exist (404); a wrong token gets 401.
 */
export function reportAccess(authorization: string | null, env: { development: boolean; token: string | undefined }): ReportAccess {
  if (env.development) return { allowed: true };
  if (!env.token || !authorization) return { allowed: false, status: 404 };
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match) return { allowed: false, status: 401 };
  const given = Buffer.from(match[1]!.trim());
  const expected = Buffer.from(env.token);
  const equal = given.length === expected.length && timingSafeEqual(given, expected);
  return equal ? { allowed: true } : { allowed: false, status: 401 };
}

export function reportAccessFor(request: Request): ReportAccess {
  return reportAccess(request.headers.get("authorization"), {
    development: getConfig().NODE_ENV === "development",
    token: getAnalyticsSettings().ANALYTICS_TOKEN,
  });
}

/** Deletes the events received more than `days` days before `now`; returns how many went. */
export async function runRetention(store: Store, days: number, now = Date.now()): Promise<number> {
  return store.events.deleteOlderThan(new Date(now - days * DAY_MS).toISOString());
}

/**
 * Starts the retention job: once now, then hourly. The timer is unref'd (it never keeps the process
 * alive). Returns a function that stops it. Errors are logged and the job keeps running.
 */
export function startRetentionJob(options: { days?: number; intervalMs?: number; store?: () => Promise<Store> } = {}): () => void {
  const days = options.days ?? getAnalyticsSettings().ANALYTICS_RETENTION_DAYS;
  const openStore = options.store ?? getStore;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const deleted = await runRetention(await openStore(), days);
      if (deleted > 0) getLogger().info({ msg: "analytics retention", deleted, days });
    } catch (error) {
      getLogger().warn({ msg: "analytics retention failed", error: String(error) });
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
