import { describe, expect, it } from "vitest";
import {
  EVENT_NAMES,
  EVENT_SCHEMAS,
  FUNNEL_STAGES,
  MAX_EVENT_DATA_BYTES,
  bareUrlOf,
  builtOnFirstUse,
  parseClientTimestamp,
  validateEvent,
  type AnalyticsEventName,
} from "./analytics-events.ts";
import * as v from "valibot";

const ids = { sessionId: "3f0c9a4e-5b1d-4c1e-9a7b-2d8e6f4a1b2c", userId: "9b2d7c1a-0e3f-4a5b-8c6d-1e2f3a4b5c6d" };

/** One valid payload per named event (with the fields the catalogue lists). */
const VALID: Record<AnalyticsEventName, Record<string, unknown>> = {
  session_started: {
    userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
    referrer: "https://www.google.com/",
    url: "https://vitae.app/create",
    timestamp: Date.now(),
  },
  user_identified: {},
  page_view: { page: "/create" },
  resume_uploaded: { fileType: "application/pdf", fileSize: 123_456, step: 1 },
  resume_parsing_started: { step: 2 },
  resume_parsing_completed: { fieldsExtracted: 14, step: 3 },
  form_fields_completed: { completedFields: 8, totalFields: 10, completionRate: 80, step: 4 },
  ai_enhancement_used: { field: "personalInfo.summary", enhancementType: "summary", step: 5 },
  template_selected: { templateId: "modern", step: 6 },
  resume_generated: { tier: "free", generationCount: 1, step: 7 },
  resume_downloaded: { format: "html", tier: "fast_pass", step: 8, conversionComplete: true },
  feature_discovered: { feature: "template_customizer", page: "/templates" },
  feature_used: { feature: "crop_photo" },
  tutorial_interaction: { action: "next", step: 2, variant: "with_tutorial" },
  pricing_modal_shown: { trigger: "generation_limit", currentTier: "free", variant: "urgency" },
  upgrade_selected: { tier: "fastpass", variant: "standard" },
  upgrade_completed: { fromTier: "free", toTier: "pro", amount: 9 },
  upgrade_abandoned: { tier: "pro", reason: "payment_dismissed" },
  error_occurred: { error: "TypeError: x is undefined", context: "window.error /create", severity: "high" },
  performance_metric: { metric: "LCP", value: 1234.5, page: "/" },
  search_performed: { query: "data scientist", resultsCount: 2, page: "/examples" },
  seo_landing: { source: "www.google.com", page: "/resume/software-engineer" },
  time_spent: { page: "/create", seconds: 42.5 },
  scroll_depth: { page: "/", depth: 75 },
  form_abandonment: { form: "resume", completedFields: 3, totalFields: 12, lastField: "personalInfo.phone" },
  social_share: { platform: "linkedin", page: "/blog/cv-writing-guide" },
  referral_tracked: { source: "newsletter", medium: "email", campaign: "jan25", page: "/" },
  page_hidden: { page: "/create" },
  page_visible: { page: "/create" },
  session_ended: { page: "/create", seconds: 300 },
};

/** One invalid payload per event, each breaking a different rule. */
const INVALID: Record<AnalyticsEventName, Record<string, unknown>> = {
  session_started: { userAgent: "UA", referrer: "https://google.com/?q=ada@example.com", url: "https://vitae.app/", timestamp: Date.now() },
  user_identified: { email: "ada@example.com" },
  page_view: { page: "create" },
  resume_uploaded: { fileType: "application/pdf", fileSize: 10, step: 1, fileContents: "%PDF-1.7 ..." },
  resume_parsing_started: { step: 3 },
  resume_parsing_completed: { fieldsExtracted: -1, step: 3 },
  form_fields_completed: { completedFields: 11, totalFields: 10, completionRate: 110, step: 4 },
  ai_enhancement_used: { field: "summary", enhancementType: "summary", step: 5, content: "I led a team of 5" },
  template_selected: { templateId: "modern template with spaces", step: 6 },
  resume_generated: { tier: "gold", generationCount: 1, step: 7 },
  resume_downloaded: { format: "html", tier: "free", step: 8 },
  feature_discovered: {},
  feature_used: { feature: "" },
  tutorial_interaction: { action: "next", step: 99 },
  pricing_modal_shown: { trigger: "limit" },
  upgrade_selected: { tier: "pro" },
  upgrade_completed: { fromTier: "free", toTier: "pro", amount: -5 },
  upgrade_abandoned: { tier: "pro", firstName: "Ada" },
  error_occurred: { error: "could not send to ada@example.com", context: "form" },
  performance_metric: { metric: "SPEED", value: 1 },
  search_performed: { query: "x".repeat(101) },
  seo_landing: { source: "google" },
  time_spent: { page: "/create", seconds: -1 },
  scroll_depth: { page: "/", depth: 60 },
  form_abandonment: { form: "resume", completedFields: 3, personalInfo: { firstName: "Ada" } },
  social_share: { platform: "linked in!" },
  referral_tracked: { source: "a b" },
  page_hidden: { page: "/create?email=ada@example.com" },
  page_visible: {},
  session_ended: { seconds: "long" },
};

describe("analytics event catalogue", () => {
  it("names exactly the catalogue's events (plus upgrade_selected)", () => {
    expect([...EVENT_NAMES].sort()).toEqual(Object.keys(VALID).sort());
    expect(EVENT_NAMES).toHaveLength(30);
    expect(FUNNEL_STAGES).toEqual([
      "session_started",
      "resume_uploaded",
      "resume_parsing_completed",
      "form_fields_completed",
      "resume_generated",
      "resume_downloaded",
    ]);
  });

  for (const name of Object.keys(VALID) as AnalyticsEventName[]) {
    it(`${name}: accepts its fields with sessionId and userId, refuses a bad payload`, () => {
      const good = v.safeParse(EVENT_SCHEMAS[name], { ...VALID[name], ...ids });
      expect(good.success, JSON.stringify(good.issues)).toBe(true);
      expect(good.output).toMatchObject(ids);
      const bad = v.safeParse(EVENT_SCHEMAS[name], { ...INVALID[name], ...ids });
      expect(bad.success).toBe(false);
    });
  }

  it("builds each schema the first time it is read, and keeps it", () => {
    const built: string[] = [];
    const schemas = builtOnFirstUse({
      a: () => (built.push("a"), v.string()),
      b: () => (built.push("b"), v.number()),
    });
    expect(Object.keys(schemas)).toEqual(["a", "b"]);
    expect(built).toEqual([]);
    const first = schemas.a;
    expect(schemas.a).toBe(first);
    expect(built).toEqual(["a"]);
    expect(v.safeParse(schemas.b, 1).success).toBe(true);
    expect(built).toEqual(["a", "b"]);
    expect(Object.keys(EVENT_SCHEMAS)).toEqual(EVENT_NAMES);
  });

  it("every event refuses unknown fields and malformed ids", () => {
    for (const name of EVENT_NAMES) {
      expect(v.safeParse(EVENT_SCHEMAS[name], { ...VALID[name], ...ids, lastName: "Lovelace" }).success).toBe(false);
      expect(v.safeParse(EVENT_SCHEMAS[name], { ...VALID[name], sessionId: "ada@example.com" }).success).toBe(false);
      expect(v.safeParse(EVENT_SCHEMAS[name], { ...VALID[name], userId: "x" }).success).toBe(false);
    }
  });

  it("the funnel steps are fixed numbers 1–8", () => {
    const steps: Array<[AnalyticsEventName, number]> = [
      ["resume_uploaded", 1],
      ["resume_parsing_started", 2],
      ["resume_parsing_completed", 3],
      ["form_fields_completed", 4],
      ["ai_enhancement_used", 5],
      ["template_selected", 6],
      ["resume_generated", 7],
      ["resume_downloaded", 8],
    ];
    for (const [name, step] of steps) {
      expect(v.safeParse(EVENT_SCHEMAS[name], { ...VALID[name], step }).success).toBe(true);
      expect(v.safeParse(EVENT_SCHEMAS[name], { ...VALID[name], step: step + 1 }).success).toBe(false);
    }
  });

  it("accepts what the existing senders post today (pricing modal, checkout, Improve with AI)", () => {
    const now = Date.now();
    const sent: Array<[string, Record<string, unknown>]> = [
      ["pricing_modal_shown", { trigger: "generation_limit", currentTier: "free", variant: "urgency" }],
      ["pricing_modal_shown", { trigger: "feature:ats", currentTier: "fastpass", variant: "standard" }],
      ["upgrade_selected", { tier: "pro", variant: "value_focused" }],
      ["upgrade_abandoned", { tier: "fastpass", reason: "payment_window_closed" }],
      ["upgrade_completed", { fromTier: "free", toTier: "fastpass", amount: 5 }],
      ["ai_enhancement_used", { field: "experiences[0].description", enhancementType: "experience", step: 5 }],
    ];
    for (const [event, data] of sent) {
      const result = validateEvent({ event, timestamp: new Date(now).toISOString(), data }, now);
      expect(result.ok, `${event} ${JSON.stringify(result)}`).toBe(true);
    }
  });

  it("error_occurred defaults severity to medium", () => {
    const parsed = v.parse(EVENT_SCHEMAS.error_occurred, { error: "boom", context: "window.error" });
    expect(parsed.severity).toBe("medium");
    expect(v.safeParse(EVENT_SCHEMAS.error_occurred, { error: "boom", context: "c", severity: "fatal" }).success).toBe(false);
  });

  it("strings are length-capped", () => {
    expect(v.safeParse(EVENT_SCHEMAS.error_occurred, { error: "e".repeat(501), context: "c" }).success).toBe(false);
    expect(v.safeParse(EVENT_SCHEMAS.session_started, { ...VALID.session_started, userAgent: "u".repeat(513) }).success).toBe(false);
    expect(v.safeParse(EVENT_SCHEMAS.page_view, { page: `/${"p".repeat(512)}` }).success).toBe(false);
    expect(v.safeParse(EVENT_SCHEMAS.template_selected, { templateId: "t".repeat(65), step: 6 }).success).toBe(false);
  });
});

describe("validateEvent (the server's check)", () => {
  const now = Date.parse("2025-06-01T12:00:00.000Z");

  it("accepts an ISO or epoch-ms timestamp within a day and normalizes it to ISO", () => {
    const iso = validateEvent({ event: "page_view", timestamp: "2025-06-01T11:00:00+01:00", data: { page: "/" } }, now);
    expect(iso).toEqual({ ok: true, value: { event: "page_view", timestamp: "2025-06-01T10:00:00.000Z", data: { page: "/" } } });
    const ms = validateEvent({ event: "page_view", timestamp: now - 1000, data: { page: "/" } }, now);
    expect(ms.ok && ms.value.timestamp).toBe("2025-06-01T11:59:59.000Z");
  });

  it("refuses unknown events, bad timestamps, oversized data and bad shapes", () => {
    expect(validateEvent({ event: "made_up", timestamp: now, data: {} }, now)).toMatchObject({ ok: false, error: "Unknown event: made_up" });
    expect(validateEvent({ event: "toString", timestamp: now, data: {} }, now).ok).toBe(false);
    expect(validateEvent({ event: "page_view", timestamp: now + 25 * 3600_000, data: { page: "/" } }, now).ok).toBe(false);
    expect(validateEvent({ event: "page_view", timestamp: "yesterday", data: { page: "/" } }, now).ok).toBe(false);
    expect(validateEvent({ event: "page_view", timestamp: "2025-06-01", data: { page: "/" } }, now).ok).toBe(false);
    const big = validateEvent({ event: "search_performed", timestamp: now, data: { query: "q", padding: "x".repeat(MAX_EVENT_DATA_BYTES) } }, now);
    expect(big).toMatchObject({ ok: false, error: "data must not exceed 4096 bytes." });
    const shape = validateEvent({ event: "resume_uploaded", timestamp: now, data: { fileType: "pdf", fileSize: 1, step: 1, name: "Ada" } }, now);
    expect(shape).toMatchObject({ ok: false, fieldErrors: { data: "unknown fields: name" } });
    expect(validateEvent("not an object", now).ok).toBe(false);
    expect(validateEvent({ event: "page_view", timestamp: now, data: { page: "/" }, extra: 1 }, now).ok).toBe(false);
  });

  it("parseClientTimestamp refuses non-finite and far values", () => {
    expect(parseClientTimestamp(Number.NaN, now)).toBeNull();
    expect(parseClientTimestamp(now - 23 * 3600_000, now)?.toISOString()).toBe("2025-05-31T13:00:00.000Z");
    expect(parseClientTimestamp(now - 25 * 3600_000, now)).toBeNull();
  });

  it("bareUrlOf keeps origin and path only", () => {
    expect(bareUrlOf("https://user:pw@vitae.app/create?email=ada@example.com#x")).toBe("https://vitae.app/create");
    expect(bareUrlOf("javascript:alert(1)")).toBe("");
    expect(bareUrlOf("")).toBe("");
  });
});
