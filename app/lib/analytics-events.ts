/**
 * The analytics event catalogue ("Analytics event" POST /api/analytics). Isomorphic:
 * the client tracker validates before sending (nothing personal leaves the browser) and the server
 * validates again before storing.
 *
 * Privacy by construction: every event's data is a *strict* object holding only its listed fields
 * plus `sessionId` and `userId`; identifiers are short tokens, free text is length-capped and may
 * not contain an e-mail address, URLs lose their query string and fragment. There is no field for
 * form contents, names, e-mails or file contents, and unknown keys are refused.
 *
 * Written with Valibot, not zod: every page runs the catalogue in the browser, and Valibot's
 * functions for it weigh a tenth of zod's core.
 */
import * as v from "valibot";

/** Serialized `data` may not exceed this many bytes (UTF-8). */
export const MAX_EVENT_DATA_BYTES = 4096;
/** How far a client timestamp may be from the server's clock. */
export const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

const EMAIL_LIKE = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;

/** An identifier-like value: letters, digits and . _ : / - only (ids, field paths, MIME types). */
const token = (max = 64) => v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.regex(/^[A-Za-z0-9_.:/[\]-]+$/, "must be an identifier"));
/** Free text, capped, with no e-mail address in it. */
const safeText = (max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max),
    v.check((value) => !EMAIL_LIKE.test(value), "must not contain an e-mail address"),
  );
/** A path on this site (no query string, no fragment). */
const pagePath = v.pipe(v.string(), v.minLength(1), v.maxLength(512), v.regex(/^\/[^?#\s]*$/, "must be a path without query string"));
/** An absolute http(s) URL without query string or fragment, or empty (no referrer). */
const bareUrl = v.union([
  v.literal(""),
  v.pipe(v.string(), v.maxLength(1024), v.regex(/^https?:\/\/[^?#\s]+$/, "must be an http(s) URL without query string")),
]);
const count = (max = 1_000_000) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));
/** A number within [min, max]. */
const between = (min: number, max: number) => v.pipe(v.number(), v.minValue(min), v.maxValue(max));
/** An ISO 8601 date and time with its offset ("2026-11-26T09:30:00.000Z"), as `Date#toISOString` writes it. */
const isoDateTime = v.pipe(v.string(), v.isoTimestamp());
/** Tier spellings: fast_pass in the generation flow, fastpass at checkout and in analytics. */
export const analyticsTier = v.picklist(["free", "fast_pass", "fastpass", "pro"]);
const timestampValue = v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), isoDateTime]);

/** Every event carries these (the tracker adds them); optional for older senders. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
const baseFields = {
  sessionId: v.optional(v.pipe(v.string(), v.regex(ID_PATTERN, "must be a session id"))),
  userId: v.optional(v.pipe(v.string(), v.regex(ID_PATTERN, "must be a user id"))),
};

const data = <S extends v.ObjectEntries>(shape: S) => v.strictObject({ ...baseFields, ...shape });

export const SEVERITIES = ["low", "medium", "high", "critical"] as const;
export const PERFORMANCE_METRICS = ["LCP", "CLS", "INP", "FID", "TTFB", "FCP"] as const;

/**
 * An object of schemas, each built the first time it is read. The tracker runs on every page and a
 * page sends two or three kinds of event: building the whole catalogue up front cost each page
 * load about 10 ms of script.
 */
export function builtOnFirstUse<T extends Record<string, () => v.GenericSchema>>(builders: T): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const schemas = {} as { [K in keyof T]: ReturnType<T[K]> };
  for (const name of Object.keys(builders) as (keyof T & string)[]) {
    Object.defineProperty(schemas, name, {
      enumerable: true,
      configurable: true,
      get() {
        const schema = builders[name]!() as ReturnType<T[typeof name]>;
        Object.defineProperty(schemas, name, { value: schema, enumerable: true });
        return schema;
      },
    });
  }
  return schemas;
}

export const EVENT_SCHEMAS = builtOnFirstUse({
  session_started: () =>
    data({
      userAgent: safeText(512),
      referrer: bareUrl,
      url: bareUrl,
      timestamp: timestampValue,
    }),
  user_identified: () => data({}),
  page_view: () => data({ page: pagePath }),

  // the funnel, steps 1–8
  resume_uploaded: () => data({ fileType: token(100), fileSize: count(100 * 1024 * 1024), step: v.literal(1) }),
  resume_parsing_started: () => data({ step: v.literal(2) }),
  resume_parsing_completed: () => data({ fieldsExtracted: count(1000), step: v.literal(3) }),
  form_fields_completed: () =>
    v.pipe(
      data({
        completedFields: count(1000),
        totalFields: count(1000),
        /** Percentage 0–100. */
        completionRate: between(0, 100),
        step: v.literal(4),
      }),
      v.forward(
        v.check((d) => d.completedFields <= d.totalFields, "completedFields exceeds totalFields"),
        ["completedFields"],
      ),
    ),
  ai_enhancement_used: () => data({ field: token(100), enhancementType: token(), step: v.literal(5) }),
  template_selected: () => data({ templateId: token(), step: v.literal(6) }),
  resume_generated: () => data({ tier: analyticsTier, generationCount: count(), step: v.literal(7) }),
  resume_downloaded: () => data({ format: token(16), tier: analyticsTier, step: v.literal(8), conversionComplete: v.boolean() }),

  feature_discovered: () => data({ feature: token(), page: v.optional(pagePath) }),
  feature_used: () => data({ feature: token(), page: v.optional(pagePath) }),
  tutorial_interaction: () => data({ action: token(), step: v.optional(count(20)), variant: v.optional(token()) }),
  pricing_modal_shown: () => data({ trigger: token(), currentTier: analyticsTier, variant: v.optional(token()) }),
  upgrade_selected: () => data({ tier: analyticsTier, variant: token() }),
  /** Recorded by the server from a verified payment (SERVER_RECORDED_EVENTS); `paymentId` is Razorpay's. */
  upgrade_completed: () => data({ fromTier: analyticsTier, toTier: analyticsTier, amount: between(0, 100_000), paymentId: v.optional(token()) }),
  upgrade_abandoned: () => data({ tier: v.optional(analyticsTier), variant: v.optional(token()), reason: v.optional(token()) }),
  error_occurred: () =>
    data({
      error: safeText(500),
      context: safeText(200),
      severity: v.optional(v.picklist(SEVERITIES), "medium"),
    }),
  performance_metric: () =>
    data({
      metric: v.picklist(PERFORMANCE_METRICS),
      value: between(0, 3_600_000),
      page: v.optional(pagePath),
    }),
  search_performed: () => data({ query: safeText(100), resultsCount: v.optional(count()), page: v.optional(pagePath) }),
  seo_landing: () => data({ source: token(100), page: pagePath }),
  time_spent: () =>
    data({
      page: pagePath,
      seconds: between(0, 7 * 24 * 3600),
    }),
  scroll_depth: () => data({ page: pagePath, depth: v.picklist([25, 50, 75, 100]) }),
  form_abandonment: () =>
    data({
      form: token(),
      completedFields: count(1000),
      totalFields: v.optional(count(1000)),
      lastField: v.optional(token(100)),
    }),
  social_share: () => data({ platform: token(), page: v.optional(pagePath) }),
  referral_tracked: () =>
    data({
      source: token(100),
      medium: v.optional(token(100)),
      campaign: v.optional(token(100)),
      page: v.optional(pagePath),
    }),
  page_hidden: () => data({ page: pagePath }),
  page_visible: () => data({ page: pagePath }),
  session_ended: () =>
    data({
      page: v.optional(pagePath),
      seconds: v.optional(between(0, 7 * 24 * 3600)),
    }),
});

export type AnalyticsEventName = keyof typeof EVENT_SCHEMAS;
export const EVENT_NAMES = Object.keys(EVENT_SCHEMAS) as AnalyticsEventName[];

/** What a caller passes to `track` (the tracker adds sessionId and userId). */
export type EventInput<E extends AnalyticsEventName> = Omit<v.InferInput<(typeof EVENT_SCHEMAS)[E]>, "sessionId" | "userId">;
/** What gets stored. */
export type EventData<E extends AnalyticsEventName> = v.InferOutput<(typeof EVENT_SCHEMAS)[E]>;

/** The funnel stages reported ("Funnel stages"), in order. */
export const FUNNEL_STAGES = [
  "session_started",
  "resume_uploaded",
  "resume_parsing_completed",
  "form_fields_completed",
  "resume_generated",
  "resume_downloaded",
] as const satisfies readonly AnalyticsEventName[];

/** The conversions counted per A/B variant. */
export const AB_CONVERSIONS = ["resume_generated", "resume_downloaded", "upgrade_completed"] as const satisfies readonly AnalyticsEventName[];

/**
 * Events only the server may record: they stand for money, so they come from verified payments
 * (app/server/payments/), never from what a browser says. POST /api/analytics still accepts them
 * (the checkout page and older cached pages send one after paying) but does not store them.
 */
export const SERVER_RECORDED_EVENTS = ["upgrade_completed"] as const satisfies readonly AnalyticsEventName[];

export function isServerRecordedEvent(event: AnalyticsEventName): boolean {
  return (SERVER_RECORDED_EVENTS as readonly string[]).includes(event);
}

export function isEventName(value: unknown): value is AnalyticsEventName {
  return typeof value === "string" && Object.hasOwn(EVENT_SCHEMAS, value);
}

export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** Envelope sent to POST /api/analytics. */
export const envelopeSchema = v.strictObject({
  event: v.pipe(v.string(), v.maxLength(64)),
  timestamp: v.union([v.number(), v.pipe(v.string(), v.maxLength(64))]),
  data: v.optional(v.record(v.string(), v.unknown()), {}),
});

export interface ValidatedEvent {
  event: AnalyticsEventName;
  /** Normalized to ISO 8601 (UTC). */
  timestamp: string;
  data: Record<string, unknown>;
}

export type ValidationResult = { ok: true; value: ValidatedEvent } | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** Parses a client timestamp: ISO string or epoch milliseconds, within ±1 day of `now`. */
export function parseClientTimestamp(value: unknown, now = Date.now()): Date | null {
  let ms: number;
  if (typeof value === "number") ms = value;
  else if (v.is(isoDateTime, value)) ms = Date.parse(value);
  else return null;
  if (!Number.isFinite(ms)) return null;
  if (Math.abs(ms - now) > MAX_CLOCK_SKEW_MS) return null;
  return new Date(ms);
}

/** Validates one event as the server receives it: known name, sane timestamp, data ≤ 4 KB and of the event's shape. */
export function validateEvent(raw: unknown, now = Date.now()): ValidationResult {
  const envelope = v.safeParse(envelopeSchema, raw);
  if (!envelope.success) return { ok: false, error: "Send { event, timestamp, data }." };
  const { event, timestamp, data: payload } = envelope.output;
  if (!isEventName(event)) return { ok: false, error: `Unknown event: ${event.slice(0, 64)}` };
  const when = parseClientTimestamp(timestamp, now);
  if (!when) return { ok: false, error: "timestamp must be an ISO date or epoch milliseconds within a day of now." };
  if (byteLength(JSON.stringify(payload)) > MAX_EVENT_DATA_BYTES) {
    return { ok: false, error: `data must not exceed ${MAX_EVENT_DATA_BYTES} bytes.` };
  }
  const parsed = v.safeParse(EVENT_SCHEMAS[event], payload, { abortPipeEarly: true });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    // a strict object reports each unknown key on its own: they are listed together, under "data"
    const unknown = parsed.issues.filter((issue) => issue.type === "strict_object").map((issue) => String(issue.path?.at(-1)?.key));
    if (unknown.length > 0) fieldErrors.data = `unknown fields: ${unknown.join(", ")}`;
    for (const issue of parsed.issues) {
      if (issue.type === "strict_object") continue;
      const key = issue.path?.length ? issue.path.map((item) => String(item.key)).join(".") : "data";
      fieldErrors[key] ??= issue.message;
    }
    return { ok: false, error: `Invalid data for ${event}.`, fieldErrors };
  }
  return { ok: true, value: { event, timestamp: when.toISOString(), data: parsed.output as Record<string, unknown> } };
}

/** Strips query string and fragment (and any credentials) from a URL; '' when it is not http(s). */
export function bareUrlOf(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol !== "http:" && url.protocol !== "https:") return "";
    return `${url.origin}${url.pathname}`.slice(0, 1024);
  } catch {
    return "";
  }
}
