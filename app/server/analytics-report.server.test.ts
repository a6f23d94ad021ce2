import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AB_TESTS, assignVariant, type AbTest } from "../lib/ab.ts";
import { analyticsReport, buildReport, parseReportWindow, percentage } from "./analytics-report.server.ts";
import { openSqliteStore } from "./db/sqlite.server.ts";
import type { AnalyticsEventRecord, Store } from "./db/types.server.ts";

const WINDOW = { from: "2025-06-01T00:00:00.000Z", to: "2025-06-30T23:59:59.999Z" };

function ev(owner: string, event: string, at = "2025-06-10T10:00:00.000Z", data: Record<string, unknown> = {}): AnalyticsEventRecord {
  return { owner_id: owner, session_id: `s-${owner}`, event, data, timestamp: at, received_at: at };
}

/**
 * 10 visitors start a session; 6 upload, 5 are parsed, 4 complete the form, 3 generate, 2 download.
 * Visitor v1 generates twice and downloads twice (counted once). One upgrade (v2).
 */
function seeded(): AnalyticsEventRecord[] {
  const v = (i: number) => `visitor-${i}`;
  const events: AnalyticsEventRecord[] = [];
  for (let i = 1; i <= 10; i++) events.push(ev(v(i), "session_started"), ev(v(i), "page_view"));
  for (let i = 1; i <= 6; i++) events.push(ev(v(i), "resume_uploaded"));
  for (let i = 1; i <= 5; i++) events.push(ev(v(i), "resume_parsing_completed"));
  for (let i = 1; i <= 4; i++) events.push(ev(v(i), "form_fields_completed"));
  for (let i = 1; i <= 3; i++) events.push(ev(v(i), "resume_generated"));
  events.push(ev(v(1), "resume_generated"));
  for (let i = 1; i <= 2; i++) events.push(ev(v(i), "resume_downloaded"), ev(v(i), "resume_downloaded"));
  events.push(ev(v(2), "upgrade_completed"));
  return events;
}

describe("percentage", () => {
  it("is a percentage with one decimal and 0 for an empty denominator", () => {
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(2, 3)).toBe(66.7);
    expect(percentage(3, 3)).toBe(100);
    expect(percentage(0, 0)).toBe(0);
    expect(percentage(5, 0)).toBe(0);
  });
});

describe("buildReport: funnel", () => {
  it("counts distinct visitors per stage and the rates as percentages", () => {
    const report = buildReport(seeded(), WINDOW, { now: new Date("2025-07-01T00:00:00Z") });
    expect(report.funnel).toEqual([
      { stage: "session_started", visitors: 10, rateFromStart: 100, rateFromPrevious: 100 },
      { stage: "resume_uploaded", visitors: 6, rateFromStart: 60, rateFromPrevious: 60 },
      { stage: "resume_parsing_completed", visitors: 5, rateFromStart: 50, rateFromPrevious: 83.3 },
      { stage: "form_fields_completed", visitors: 4, rateFromStart: 40, rateFromPrevious: 80 },
      { stage: "resume_generated", visitors: 3, rateFromStart: 30, rateFromPrevious: 75 },
      { stage: "resume_downloaded", visitors: 2, rateFromStart: 20, rateFromPrevious: 66.7 },
    ]);
    expect(report.overallConversion).toBe(20);
    expect(report.totals).toEqual({ events: 44, visitors: 10, sessions: 10 });
    expect(report.eventCounts.resume_generated).toBe(4);
    expect(report.eventCounts.resume_downloaded).toBe(4);
    expect(report.window).toEqual(WINDOW);
    expect(report.generatedAt).toBe("2025-07-01T00:00:00.000Z");
  });

  it("gives 0 (not NaN) for empty stages and an empty window", () => {
    const empty = buildReport([], WINDOW);
    expect(empty.funnel.map((s) => [s.visitors, s.rateFromStart, s.rateFromPrevious])).toEqual(Array(6).fill([0, 0, 0]));
    expect(empty.overallConversion).toBe(0);
    for (const test of empty.experiments.tests) {
      for (const variant of test.variants) {
        expect(variant.users).toBe(0);
        expect(Object.values(variant.rates)).toEqual([0, 0, 0]);
      }
    }
    // visitors who uploaded without a session_started event: later stages have no base
    const noStart = buildReport([ev("a", "resume_uploaded"), ev("a", "resume_generated")], WINDOW);
    expect(noStart.funnel[1]).toEqual({ stage: "resume_uploaded", visitors: 1, rateFromStart: 0, rateFromPrevious: 0 });
    expect(noStart.funnel[2]).toEqual({ stage: "resume_parsing_completed", visitors: 0, rateFromStart: 0, rateFromPrevious: 0 });
    expect(noStart.funnel[4]).toEqual({ stage: "resume_generated", visitors: 1, rateFromStart: 0, rateFromPrevious: 0 });
  });
});

describe("buildReport: experiments", () => {
  it("assigns every visitor seen with assignVariant and counts conversions per variant", () => {
    const events = seeded();
    const report = buildReport(events, WINDOW);
    const visitors = [...new Set(events.map((e) => e.owner_id))];
    const converted = (event: string) => new Set(events.filter((e) => e.event === event).map((e) => e.owner_id));
    expect(report.experiments.tests.map((t) => t.id)).toEqual(Object.keys(AB_TESTS));
    for (const test of report.experiments.tests) {
      expect(test.variants.reduce((sum, v) => sum + v.users, 0)).toBe(10);
      for (const variant of test.variants) {
        const members = visitors.filter((id) => assignVariant(test.id, id) === variant.id);
        expect(variant.users).toBe(members.length);
        for (const conversion of ["resume_generated", "resume_downloaded", "upgrade_completed"]) {
          const n = members.filter((id) => converted(conversion).has(id)).length;
          expect(variant.conversions[conversion]).toBe(n);
          expect(variant.rates[conversion]).toBe(members.length ? Math.round((n / members.length) * 1000) / 10 : 0);
        }
      }
    }
  });

  it("reports exact numbers for a two-variant test", () => {
    // a test of our own, so the expected split is known: find visitors landing in each variant
    const test: AbTest = {
      id: "t1",
      name: "T1",
      description: "",
      startDate: "2025-01-01",
      isActive: true,
      variants: [
        { id: "a", name: "A", description: "", weight: 50, isActive: true },
        { id: "b", name: "B", description: "", weight: 50, isActive: true },
      ],
    };
    const tests = { t1: test };
    const inA: string[] = [];
    const inB: string[] = [];
    for (let i = 0; inA.length < 4 || inB.length < 2; i++) {
      const id = `v-${i}`;
      if (assignVariant("t1", id, tests) === "a") {
        if (inA.length < 4) inA.push(id);
      } else if (inB.length < 2) inB.push(id);
    }
    const events = [
      ...[...inA, ...inB].map((id) => ev(id, "session_started")),
      ev(inA[0]!, "resume_generated"),
      ev(inA[1]!, "resume_generated"),
      ev(inA[0]!, "resume_downloaded"),
      ev(inB[0]!, "resume_generated"),
      ev(inB[0]!, "upgrade_completed"),
    ];
    const [report] = buildReport(events, WINDOW, { tests }).experiments.tests;
    expect(report!.variants).toEqual([
      {
        id: "a",
        name: "A",
        weight: 50,
        users: 4,
        conversions: { resume_generated: 2, resume_downloaded: 1, upgrade_completed: 0 },
        rates: { resume_generated: 50, resume_downloaded: 25, upgrade_completed: 0 },
      },
      {
        id: "b",
        name: "B",
        weight: 50,
        users: 2,
        conversions: { resume_generated: 1, resume_downloaded: 0, upgrade_completed: 1 },
        rates: { resume_generated: 50, resume_downloaded: 0, upgrade_completed: 50 },
      },
    ]);
  });
});

describe("parseReportWindow", () => {
  const now = Date.parse("2025-06-30T12:00:00.000Z");
  it("defaults to the last 30 days", () => {
    expect(parseReportWindow(new URLSearchParams(), now)).toEqual({ ok: true, value: { from: "2025-05-31T12:00:00.000Z", to: "2025-06-30T12:00:00.000Z" } });
  });
  it("takes dates (a date-only `to` covers its whole day) and date-times", () => {
    expect(parseReportWindow(new URLSearchParams("from=2025-06-01&to=2025-06-02"), now)).toEqual({
      ok: true,
      value: { from: "2025-06-01T00:00:00.000Z", to: "2025-06-02T23:59:59.999Z" },
    });
    expect(parseReportWindow(new URLSearchParams("from=2025-06-01T10:00:00Z&to=2025-06-01T11:00:00Z"), now)).toMatchObject({ ok: true });
  });
  it("refuses bad values and an inverted window", () => {
    expect(parseReportWindow(new URLSearchParams("from=yesterday"), now)).toMatchObject({ ok: false });
    expect(parseReportWindow(new URLSearchParams("from=2025-06-03&to=2025-06-02"), now)).toMatchObject({ ok: false, error: "from must not be after to." });
  });
});

describe("analyticsReport with the sqlite store", () => {
  let dir = "";
  let store: Store | undefined;
  afterEach(async () => {
    await store?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("reads only the window's events", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "vitae-report-"));
    store = openSqliteStore({ file: path.join(dir, "vitae.sqlite"), objectsDir: path.join(dir, "objects") });
    await store.events.insert([
      ...seeded(),
      ev("early", "session_started", "2025-05-31T23:59:59.000Z"),
      ev("late", "session_started", "2025-07-01T00:00:00.000Z"),
    ]);
    const report = await analyticsReport(store, WINDOW);
    expect(report.funnel[0]).toEqual({ stage: "session_started", visitors: 10, rateFromStart: 100, rateFromPrevious: 100 });
    expect(report.totals.visitors).toBe(10);
  });
});
