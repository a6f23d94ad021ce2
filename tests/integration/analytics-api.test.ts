/**
 * POST /api/analytics and GET /api/analytics/report against the real production server (child
 * process, NODE_ENV=production) and its sqlite file.
 */
import { describe, expect, it } from "vitest";
import { assignVariant } from "../../app/lib/ab.ts";
import type { AnalyticsEventRecord } from "../../app/server/db/types.server.ts";
import { serverForTests } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";

const TOKEN = "integration-analytics-token-0123456789";
const SESSION = "3f0c9a4e-5b1d-4c1e-9a7b-2d8e6f4a1b2c";

describe("analytics endpoints (production server)", () => {
  const app = serverForTests({ env: { ANALYTICS_TOKEN: TOKEN } });

  async function newVisitor(): Promise<Visitor> {
    const visitor = new Visitor(app.server.url);
    await visitor.fetch("/healthz");
    // a first analytics call mints the visitor cookie like any other request
    const response = await visitor.postJson("/api/analytics", { event: "page_view", timestamp: Date.now(), data: { page: "/" } });
    expect(response.status).toBe(204);
    return visitor;
  }

  it("answers 204 and stores the event keyed by the visitor, without the IP", async () => {
    const visitor = await newVisitor();
    const timestamp = new Date(Date.now() - 60_000).toISOString();
    const response = await visitor.postJson("/api/analytics", {
      event: "resume_uploaded",
      timestamp,
      data: { fileType: "application/pdf", fileSize: 52_000, step: 1, sessionId: SESSION, userId: visitor.id },
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const rows = await app.store.events.list({ ownerId: visitor.id });
    const uploaded = rows.find((r) => r.event === "resume_uploaded");
    expect(uploaded).toEqual({
      owner_id: visitor.id,
      session_id: SESSION,
      event: "resume_uploaded",
      data: { fileType: "application/pdf", fileSize: 52_000, step: 1, sessionId: SESSION, userId: visitor.id },
      timestamp,
      received_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(rows)).not.toContain("127.0.0.1");
  });

  it("accepts a text/plain body (navigator.sendBeacon) and an epoch-ms timestamp; applies severity medium", async () => {
    const visitor = await newVisitor();
    const response = await visitor.fetch("/api/analytics", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({ event: "error_occurred", timestamp: Date.now(), data: { error: "boom", context: "window.error /create" } }),
    });
    expect(response.status).toBe(204);
    const rows = await app.store.events.list({ ownerId: visitor.id });
    expect(rows.find((r) => r.event === "error_occurred")?.data).toMatchObject({ error: "boom", severity: "medium", userId: visitor.id });
  });

  it("answers 400 { error } for an unknown event, oversized data, a bad timestamp, non-JSON and personal fields — and stores none of them", async () => {
    const visitor = await newVisitor();
    const before = (await app.store.events.list({ ownerId: visitor.id })).length;
    const cases: Array<[string, RequestInit]> = [
      ["unknown event", json({ event: "steal_everything", timestamp: Date.now(), data: {} })],
      ["oversized data", json({ event: "search_performed", timestamp: Date.now(), data: { query: "q", blob: "x".repeat(5000) } })],
      // {"query":"q","pad":""} is 22 bytes: 4097 bytes in all
      ["data just over 4 KB", json({ event: "search_performed", timestamp: Date.now(), data: { query: "q", pad: "x".repeat(4096 - 22 + 1) } })],
      ["timestamp two days ago", json({ event: "page_view", timestamp: Date.now() - 2 * 86_400_000, data: { page: "/" } })],
      ["timestamp not a date", json({ event: "page_view", timestamp: "tomorrow-ish", data: { page: "/" } })],
      ["no timestamp", json({ event: "page_view", data: { page: "/" } })],
      ["non-JSON", { method: "POST", headers: { "content-type": "application/json" }, body: "{event: page_view" }],
      ["form body", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "event=page_view" }],
      ["a name in the data", json({ event: "form_abandonment", timestamp: Date.now(), data: { form: "resume", completedFields: 2, firstName: "Ada" } })],
      ["an e-mail in an error", json({ event: "error_occurred", timestamp: Date.now(), data: { error: "mail ada@example.com failed", context: "x" } })],
      ["not an object", json(["page_view"])],
    ];
    for (const [name, init] of cases) {
      const response = await visitor.fetch("/api/analytics", init);
      expect(response.status, name).toBe(400);
      const body = (await response.json()) as { error?: unknown };
      expect(typeof body.error, name).toBe("string");
      if (name === "oversized data" || name === "data just over 4 KB") expect(body.error, name).toMatch(/4096 bytes/);
    }
    expect((await app.store.events.list({ ownerId: visitor.id })).length).toBe(before);
  });

  it("answers 405 to GET", async () => {
    const response = await fetch(`${app.server.url}/api/analytics`);
    expect(response.status).toBe(405);
  });

  it("refuses the report without the token in production (404 without a header, 401 with a wrong one)", async () => {
    const none = await fetch(`${app.server.url}/api/analytics/report`);
    expect(none.status).toBe(404);
    expect(await none.text()).not.toContain("funnel");
    const wrong = await fetch(`${app.server.url}/api/analytics/report`, { headers: { Authorization: "Bearer not-the-token" } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain("funnel");
    const bad = await fetch(`${app.server.url}/api/analytics/report?from=someday`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(bad.status).toBe(400);
  });

  it("reports the funnel and the A/B numbers of a seeded data set", async () => {
    // a window of its own, far from the events the other tests sent
    const day = "2020-03-15";
    const at = (h: number) => `${day}T${String(h).padStart(2, "0")}:00:00.000Z`;
    const ev = (owner: string, event: string, h = 10): AnalyticsEventRecord => ({
      owner_id: owner,
      session_id: `s-${owner}`,
      event,
      data: {},
      timestamp: at(h),
      received_at: at(h),
    });
    const ids = Array.from({ length: 8 }, (_, i) => `seed-${i}-0000-0000-0000-000000000000`.slice(0, 36));
    const seed: AnalyticsEventRecord[] = [];
    ids.forEach((id) => seed.push(ev(id, "session_started", 9)));
    ids.slice(0, 4).forEach((id) => seed.push(ev(id, "resume_uploaded")));
    ids.slice(0, 3).forEach((id) => seed.push(ev(id, "resume_parsing_completed")));
    ids.slice(0, 3).forEach((id) => seed.push(ev(id, "form_fields_completed")));
    ids.slice(0, 2).forEach((id) => seed.push(ev(id, "resume_generated"), ev(id, "resume_generated", 11)));
    seed.push(ev(ids[0]!, "resume_downloaded"), ev(ids[5]!, "upgrade_completed"));
    seed.push(
      { ...ev("before-the-window", "session_started"), timestamp: "2020-03-14T23:59:59.999Z" },
      { ...ev("after-the-window", "resume_downloaded"), timestamp: "2020-03-16T00:00:00.000Z" },
    );
    await app.store.events.insert(seed);

    const response = await fetch(`${app.server.url}/api/analytics/report?from=${day}&to=${day}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const report = (await response.json()) as {
      window: { from: string; to: string };
      totals: { events: number; visitors: number };
      funnel: Array<{ stage: string; visitors: number; rateFromStart: number; rateFromPrevious: number }>;
      overallConversion: number;
      experiments: {
        tests: Array<{ id: string; variants: Array<{ id: string; users: number; conversions: Record<string, number>; rates: Record<string, number> }> }>;
      };
    };
    expect(report.window).toEqual({ from: "2020-03-15T00:00:00.000Z", to: "2020-03-15T23:59:59.999Z" });
    expect(report.totals).toMatchObject({ events: 8 + 4 + 3 + 3 + 4 + 2, visitors: 8 });
    expect(report.funnel).toEqual([
      { stage: "session_started", visitors: 8, rateFromStart: 100, rateFromPrevious: 100 },
      { stage: "resume_uploaded", visitors: 4, rateFromStart: 50, rateFromPrevious: 50 },
      { stage: "resume_parsing_completed", visitors: 3, rateFromStart: 37.5, rateFromPrevious: 75 },
      { stage: "form_fields_completed", visitors: 3, rateFromStart: 37.5, rateFromPrevious: 100 },
      { stage: "resume_generated", visitors: 2, rateFromStart: 25, rateFromPrevious: 66.7 },
      { stage: "resume_downloaded", visitors: 1, rateFromStart: 12.5, rateFromPrevious: 50 },
    ]);
    expect(report.overallConversion).toBe(12.5);

    // every test: users split by the sticky assignment, conversions counted per variant
    expect(report.experiments.tests.map((t) => t.id)).toEqual(["upload_flow_v2", "tutorial_onboarding", "pricing_display", "landing_variant"]);
    for (const test of report.experiments.tests) {
      for (const variant of test.variants) {
        const members = ids.filter((id) => assignVariant(test.id, id) === variant.id);
        const generated = members.filter((id) => ids.slice(0, 2).includes(id)).length;
        const downloaded = members.includes(ids[0]!) ? 1 : 0;
        const upgraded = members.includes(ids[5]!) ? 1 : 0;
        expect(variant.users, `${test.id}/${variant.id}`).toBe(members.length);
        expect(variant.conversions).toEqual({ resume_generated: generated, resume_downloaded: downloaded, upgrade_completed: upgraded });
        const rate = (n: number) => (members.length ? Math.round((n / members.length) * 1000) / 10 : 0);
        expect(variant.rates).toEqual({ resume_generated: rate(generated), resume_downloaded: rate(downloaded), upgrade_completed: rate(upgraded) });
      }
      expect(test.variants.reduce((s, v) => s + v.users, 0)).toBe(8);
    }
  });

  it("limits one visitor to 300 events a minute (429 after)", async () => {
    const visitor = await newVisitor(); // 1 event used
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) {
      const response = await visitor.postJson("/api/analytics", { event: "page_view", timestamp: Date.now(), data: { page: `/p${i}` } });
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(299);
    expect(statuses.at(-1)).toBe(429);
  });
});

function json(body: unknown): RequestInit {
  return { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
}
