/**
 * The funnel and experiment report ("Funnel stages" and "A/B assignment").
 *
 * Funnel: for each stage, the number of distinct visitors (owner_id) with that event in the window;
 * `rateFromStart` is the percentage of the first stage, `rateFromPrevious` of the stage before.
 *
 * Experiments: a visitor "is in" a test when they were seen in the window (any event) — the variant
 * is recomputed with `assignVariant(testId, visitorId)`, which is exactly what the server showed
 * them (assignment is a pure function of visitor and test). Conversions are distinct visitors of the
 * variant with resume_generated, resume_downloaded or upgrade_completed in the window. Every stored
 * upgrade_completed is the server's record of a verified payment (analytics.server.ts
 * recordVerifiedUpgrade): POST /api/analytics does not store a browser's copy, so a forged one
 * cannot raise a variant's upgrade rate.
 *
 * Percentages have one decimal; an empty denominator gives 0 (never NaN or Infinity).
 */
import { z } from "zod";
import { AB_TESTS, assignVariant, type AbTest } from "../lib/ab.ts";
import { AB_CONVERSIONS, FUNNEL_STAGES } from "../lib/analytics-events.ts";
import type { AnalyticsEventRecord, Store } from "./db/types.server.ts";
import { fail, ok, type Result } from "./result.server.ts";

export const DEFAULT_REPORT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface FunnelStage {
  stage: string;
  visitors: number;
  /** Percentage of the first stage's visitors. */
  rateFromStart: number;
  /** Percentage of the previous stage's visitors (100 for the first stage when it has any). */
  rateFromPrevious: number;
}

export interface VariantReport {
  id: string;
  name: string;
  weight: number;
  users: number;
  conversions: Record<string, number>;
  /** Percentage of the variant's users, per conversion event. */
  rates: Record<string, number>;
}

export interface TestReport {
  id: string;
  name: string;
  description: string;
  isActive: boolean;
  variants: VariantReport[];
}

export interface AnalyticsReport {
  window: { from: string; to: string };
  generatedAt: string;
  totals: { events: number; visitors: number; sessions: number };
  eventCounts: Record<string, number>;
  funnel: FunnelStage[];
  /** Percentage of the first stage's visitors who reached the last stage. */
  overallConversion: number;
  experiments: {
    method: string;
    tests: TestReport[];
  };
}

/** `part / whole` as a percentage with one decimal; 0 when `whole` is 0. */
export function percentage(part: number, whole: number): number {
  if (!(whole > 0) || !Number.isFinite(part)) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

const dateParam = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export type ReportWindow = { from: string; to: string };

/** The report window from ?from=&to= (ISO dates or date-times); default the last 30 days. A date-only `to` includes that whole day. */
export function parseReportWindow(params: URLSearchParams, now = Date.now()): Result<ReportWindow> {
  const rawFrom = params.get("from") || undefined;
  const rawTo = params.get("to") || undefined;
  for (const [name, value] of [
    ["from", rawFrom],
    ["to", rawTo],
  ] as const) {
    if (value !== undefined && !dateParam.safeParse(value).success) {
      return fail(400, `${name} must be an ISO date (2025-01-31) or date-time.`);
    }
  }
  const to = rawTo ? (rawTo.length === 10 ? new Date(Date.parse(rawTo) + DAY_MS - 1) : new Date(rawTo)) : new Date(now);
  const from = rawFrom ? new Date(rawFrom) : new Date(to.getTime() - DEFAULT_REPORT_DAYS * DAY_MS);
  if (from.getTime() > to.getTime()) return fail(400, "from must not be after to.");
  return ok({ from: from.toISOString(), to: to.toISOString() });
}

/** Builds the report from a list of events (already restricted to the window). Pure. */
export function buildReport(
  events: readonly AnalyticsEventRecord[],
  window: ReportWindow,
  options: { tests?: Readonly<Record<string, AbTest>>; now?: Date } = {},
): AnalyticsReport {
  const tests = options.tests ?? AB_TESTS;
  const visitorsByEvent = new Map<string, Set<string>>();
  const eventCounts: Record<string, number> = {};
  const visitors = new Set<string>();
  const sessions = new Set<string>();
  for (const e of events) {
    visitors.add(e.owner_id);
    if (e.session_id) sessions.add(e.session_id);
    eventCounts[e.event] = (eventCounts[e.event] ?? 0) + 1;
    let set = visitorsByEvent.get(e.event);
    if (!set) visitorsByEvent.set(e.event, (set = new Set()));
    set.add(e.owner_id);
  }
  const visitorsWith = (event: string) => visitorsByEvent.get(event) ?? new Set<string>();

  const counts = FUNNEL_STAGES.map((stage) => visitorsWith(stage).size);
  const first = counts[0] ?? 0;
  const funnel: FunnelStage[] = FUNNEL_STAGES.map((stage, i) => ({
    stage,
    visitors: counts[i]!,
    rateFromStart: percentage(counts[i]!, first),
    rateFromPrevious: i === 0 ? percentage(counts[0]!, first) : percentage(counts[i]!, counts[i - 1]!),
  }));

  const testReports: TestReport[] = Object.values(tests).map((test) => {
    const members = new Map<string, Set<string>>();
    for (const variant of test.variants) members.set(variant.id, new Set());
    for (const visitor of visitors) {
      const variantId = assignVariant(test.id, visitor, tests);
      let set = members.get(variantId);
      if (!set) members.set(variantId, (set = new Set()));
      set.add(visitor);
    }
    const variantInfo = new Map(test.variants.map((v) => [v.id, v]));
    const variants: VariantReport[] = [...members].map(([id, users]) => {
      const conversions: Record<string, number> = {};
      const rates: Record<string, number> = {};
      for (const conversion of AB_CONVERSIONS) {
        const converted = visitorsWith(conversion);
        let n = 0;
        for (const user of users) if (converted.has(user)) n++;
        conversions[conversion] = n;
        rates[conversion] = percentage(n, users.size);
      }
      const info = variantInfo.get(id);
      return { id, name: info?.name ?? id, weight: info?.weight ?? 0, users: users.size, conversions, rates };
    });
    return { id: test.id, name: test.name, description: test.description, isActive: test.isActive, variants };
  });

  return {
    window,
    generatedAt: (options.now ?? new Date()).toISOString(),
    totals: { events: events.length, visitors: visitors.size, sessions: sessions.size },
    eventCounts,
    funnel,
    overallConversion: percentage(counts[counts.length - 1] ?? 0, first),
    experiments: {
      method:
        "Users are the distinct visitors seen in the window (any event), each assigned with assignVariant(testId, visitorId) — the same sticky assignment the site used. Conversions are distinct visitors of the variant with the event in the window; rates are percentages of the variant's users.",
      tests: testReports,
    },
  };
}

/** Reads the window's events from the store and builds the report. */
export async function analyticsReport(
  store: Store,
  window: ReportWindow,
  options: { tests?: Readonly<Record<string, AbTest>>; now?: Date } = {},
): Promise<AnalyticsReport> {
  const events = await store.events.list({ from: window.from, to: window.to });
  return buildReport(events, window, options);
}
