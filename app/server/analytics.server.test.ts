import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  ANALYTICS_RATE_LIMIT,
  ingestEvent,
  parseAnalyticsSettings,
  recordVerifiedUpgrade,
  reportAccess,
  runRetention,
  SERVER_RECORDED_IGNORED,
  startRetentionJob,
} from "./analytics.server.ts";
import { openSqliteStore } from "./db/sqlite.server.ts";
import type { AnalyticsEventRecord, Store } from "./db/types.server.ts";

let dir = "";
let store: Store;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "vitae-analytics-"));
  store = openSqliteStore({ file: path.join(dir, "vitae.sqlite"), objectsDir: path.join(dir, "objects") });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const SESSION = "3f0c9a4e-5b1d-4c1e-9a7b-2d8e6f4a1b2c";

describe("ingestEvent", () => {
  it("stores a valid event keyed by the visitor, with the session id and the server's userId", async () => {
    const visitor = `visitor-${Date.now()}-a`;
    const now = Date.parse("2025-06-01T12:00:00.000Z");
    const result = await ingestEvent(
      visitor,
      {
        event: "resume_uploaded",
        timestamp: now - 5000,
        data: { fileType: "application/pdf", fileSize: 2048, step: 1, sessionId: SESSION, userId: "someone-else-id" },
      },
      { store, now },
    );
    expect(result).toEqual({ ok: true });
    const rows = await store.events.list({ ownerId: visitor });
    expect(rows).toEqual([
      {
        owner_id: visitor,
        session_id: SESSION,
        event: "resume_uploaded",
        data: { fileType: "application/pdf", fileSize: 2048, step: 1, sessionId: SESSION, userId: visitor },
        timestamp: "2025-06-01T11:59:55.000Z",
        received_at: "2025-06-01T12:00:00.000Z",
      },
    ]);
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const visitor = `visitor-${Date.now()}-b`;
    const bad = await ingestEvent(visitor, { event: "nope", timestamp: Date.now(), data: {} }, { store });
    expect(bad).toMatchObject({ ok: false, status: 400 });
    expect(await store.events.list({ ownerId: visitor })).toEqual([]);
  });

  it("accepts a browser's upgrade_completed but does not store it; a malformed one is still a 400", async () => {
    const visitor = `visitor-${Date.now()}-u`;
    const forged = { event: "upgrade_completed", timestamp: Date.now(), data: { fromTier: "free", toTier: "pro", amount: 9, paymentId: "pay_forged12345678" } };
    expect(await ingestEvent(visitor, forged, { store })).toEqual({ ok: true, ignored: SERVER_RECORDED_IGNORED });
    expect(await ingestEvent(visitor, { ...forged, data: { fromTier: "free", toTier: "pro", amount: -1 } }, { store })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await store.events.list({ ownerId: visitor })).toEqual([]);
  });

  it("limits each visitor to 300 events a minute (429), other visitors unaffected", async () => {
    const visitor = `visitor-${Date.now()}-c`;
    const now = Date.now();
    const event = { event: "page_view", timestamp: now, data: { page: "/" } };
    for (let i = 0; i < ANALYTICS_RATE_LIMIT.limit; i++) expect((await ingestEvent(visitor, event, { store, now })).ok).toBe(true);
    expect(await ingestEvent(visitor, event, { store, now })).toMatchObject({ ok: false, status: 429 });
    expect(await ingestEvent(`${visitor}-other`, event, { store, now })).toEqual({ ok: true });
    expect(await ingestEvent(visitor, event, { store, now: now + 60_001 })).toEqual({ ok: true });
  });
});

describe("retention", () => {
  const record = (owner: string, receivedAt: string): AnalyticsEventRecord => ({
    owner_id: owner,
    session_id: null,
    event: "page_view",
    data: { page: "/" },
    timestamp: receivedAt,
    received_at: receivedAt,
  });

  it("runRetention deletes events received more than N days ago", async () => {
    const now = Date.parse("2025-06-01T00:00:00.000Z");
    await store.events.insert([
      record("old", "2025-03-02T23:59:59.000Z"),
      record("edge", "2025-03-03T00:00:00.000Z"),
      record("new", "2025-05-31T00:00:00.000Z"),
    ]);
    expect(await runRetention(store, 90, now)).toBe(1);
    expect((await store.events.list({})).map((e) => e.owner_id)).toEqual(["edge", "new"]);
  });

  it("startRetentionJob runs once at start and then on its interval", async () => {
    const old = new Date(Date.now() - 100 * 86_400_000).toISOString();
    await store.events.insert([record("old-1", old)]);
    const stop = startRetentionJob({ days: 90, intervalMs: 50, store: async () => store });
    try {
      await expect.poll(async () => (await store.events.list({})).length).toBe(0);
      await store.events.insert([record("old-2", old), record("fresh", new Date().toISOString())]);
      await expect.poll(async () => (await store.events.list({})).map((e) => e.owner_id)).toEqual(["fresh"]);
    } finally {
      stop();
    }
  });
});

describe("settings and report access", () => {
  it("reads ANALYTICS_TOKEN and ANALYTICS_RETENTION_DAYS (default 90)", () => {
    expect(parseAnalyticsSettings({})).toEqual({ ANALYTICS_TOKEN: undefined, ANALYTICS_RETENTION_DAYS: 90 });
    expect(parseAnalyticsSettings({ ANALYTICS_TOKEN: "t".repeat(20), ANALYTICS_RETENTION_DAYS: "30" })).toEqual({
      ANALYTICS_TOKEN: "t".repeat(20),
      ANALYTICS_RETENTION_DAYS: 30,
    });
    expect(() => parseAnalyticsSettings({ ANALYTICS_RETENTION_DAYS: "soon" })).toThrow(/ANALYTICS_RETENTION_DAYS/);
    expect(() => parseAnalyticsSettings({ ANALYTICS_TOKEN: "short" })).toThrow(/ANALYTICS_TOKEN/);
  });

  it("is open in development, needs the bearer token otherwise", () => {
    const token = "a-long-enough-token-123";
    expect(reportAccess(null, { development: true, token: undefined })).toEqual({ allowed: true });
    expect(reportAccess(null, { development: false, token: undefined })).toEqual({ allowed: false, status: 404 });
    expect(reportAccess(`Bearer ${token}`, { development: false, token: undefined })).toEqual({ allowed: false, status: 404 });
    expect(reportAccess(null, { development: false, token })).toEqual({ allowed: false, status: 404 });
    expect(reportAccess("Bearer wrong", { development: false, token })).toEqual({ allowed: false, status: 401 });
    expect(reportAccess(`Basic ${token}`, { development: false, token })).toEqual({ allowed: false, status: 401 });
    expect(reportAccess(`Bearer ${token}`, { development: false, token })).toEqual({ allowed: true });
  });
});

describe("recordVerifiedUpgrade", () => {
  const payment = {
    id: "pay_0123456789abcd",
    owner_id: "3f0c9a4e-5b1d-4c1e-9a7b-000000000001",
    tier: "pro" as const,
    amount: 72_000,
    created_at: "2025-06-01T12:00:00.000Z",
  };

  it("stores upgrade_completed from the payment: tiers in the analytics spelling, dollars, payment id", async () => {
    expect(await recordVerifiedUpgrade(payment, "fast_pass", { store, now: Date.parse("2025-06-01T12:00:01.000Z") })).toBe(true);
    expect(await store.events.list({ ownerId: payment.owner_id })).toEqual([
      {
        owner_id: payment.owner_id,
        session_id: null,
        event: "upgrade_completed",
        data: { fromTier: "fastpass", toTier: "pro", amount: 9, paymentId: payment.id, userId: payment.owner_id },
        timestamp: "2025-06-01T12:00:00.000Z",
        received_at: "2025-06-01T12:00:01.000Z",
      },
    ]);
  });

  it("records a payment once, also when called again or in parallel", async () => {
    const fastPass = { ...payment, id: "pay_fastpass000001", tier: "fast_pass" as const, amount: 40_000 };
    const results = await Promise.all(Array.from({ length: 5 }, () => recordVerifiedUpgrade(fastPass, "free", { store })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await recordVerifiedUpgrade(fastPass, "free", { store })).toBe(false);
    const rows = await store.events.list({ ownerId: payment.owner_id });
    expect(rows.map((r) => r.data)).toEqual([{ fromTier: "free", toTier: "fastpass", amount: 5, paymentId: fastPass.id, userId: payment.owner_id }]);
    // another payment of the same visitor is its own event
    expect(await recordVerifiedUpgrade({ ...payment, id: "pay_second00000001" }, "fast_pass", { store })).toBe(true);
    expect(await store.events.list({ ownerId: payment.owner_id })).toHaveLength(2);
  });
});
