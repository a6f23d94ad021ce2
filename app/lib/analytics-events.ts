/**
 * The analytics event catalogue ("Analytics event" POST /api/analytics). Isomorphic:
 * the client tracker validates before sending (nothing personal leaves the browser) and the server
 * validates again before storing.
 *
 * Privacy by construction: every event's data is a *strict* object holding only its listed fields
 * plus `sessionId` and `userId`; identifiers are short tokens, free text is length-capped and may
 * not contain an e-mail address, URLs lose their query string and fragment. There is no field for
 * form contents, names, e-mails or file contents, and unknown keys are refused.
 */
import { z } from "./zod.ts";

/** Serialized `data` may not exceed this many bytes (UTF-8). */
export const MAX_EVENT_DATA_BYTES = 4096;
/** How far a client timestamp may be from the server's clock. */
export const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

const EMAIL_LIKE = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;

/** An identifier-like value: letters, digits and . _ : / - only (ids, field paths, MIME types). */
const token = (max = 64) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_.:/[\]-]+$/, "must be an identifier");
/** Free text, capped, with no e-mail address in it. */
const safeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !EMAIL_LIKE.test(value), "must not contain an e-mail address");
/** A path on this site (no query string, no fragment). */
const pagePath = z
  .string()
  .min(1)
  .max(512)
  .regex(/^\/[^?#\s]*$/, "must be a path without query string");
/** An absolute http(s) URL without query string or fragment, or empty (no referrer). */
const bareUrl = z.union([
  z.literal(""),
  z
    .string()
    .max(1024)
    .regex(/^https?:\/\/[^?#\s]+$/, "must be an http(s) URL without query string"),
]);
const count = (max = 1_000_000) => z.number().int().min(0).max(max);
/** Tier spellings: fast_pass in the generation flow, fastpass at checkout and in analytics. */
export const analyticsTier = z.enum(["free", "fast_pass", "fastpass", "pro"]);
const timestampValue = z.union([z.number().int().min(0), z.iso.datetime({ offset: true })]);

/** Every event carries these (the tracker adds them); optional for older senders. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;
const baseFields = {
  sessionId: z.string().regex(ID_PATTERN, "must be a session id").optional(),
  userId: z.string().regex(ID_PATTERN, "must be a user id").optional(),
};

const data = <S extends z.ZodRawShape>(shape: S) => z.strictObject({ ...baseFields, ...shape });

export const SEVERITIES = ["low", "medium", "high", "critical"] as const;
export const PERFORMANCE_METRICS = ["LCP", "CLS", "INP", "FID", "TTFB", "FCP"] as const;

/**
 * An object of schemas, each built the first time it is read. The tracker runs on every page and a
 * page sends two or three kinds of event: building the whole catalogue up front cost each page
 * load about 10 ms of script.
 */
export function builtOnFirstUse<T extends Record<string, () => z.ZodType>>(builders: T): { readonly [K in keyof T]: ReturnType<T[K]> } {
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
  resume_uploaded: () => data({ fileType: token(100), fileSize: count(100 * 1024 * 1024), step: z.literal(1) }),
  resume_parsing_started: () => data({ step: z.literal(2) }),
  resume_parsing_completed: () => data({ fieldsExtracted: count(1000), step: z.literal(3) }),
  form_fields_completed: () =>
    data({
      completedFields: count(1000),
      totalFields: count(1000),
      /** Percentage 0–100. */
      completionRate: z.number().min(0).max(100),
      step: z.literal(4),
    }).refine((d) => d.completedFields <= d.totalFields, { message: "completedFields exceeds totalFields", path: ["completedFields"] }),
  ai_enhancement_used: () => data({ field: token(100), enhancementType: token(), step: z.literal(5) }),
  template_selected: () => data({ templateId: token(), step: z.literal(6) }),
  resume_generated: () => data({ tier: analyticsTier, generationCount: count(), step: z.literal(7) }),
  resume_downloaded: () => data({ format: token(16), tier: analyticsTier, step: z.literal(8), conversionComplete: z.boolean() }),

  feature_discovered: () => data({ feature: token(), page: pagePath.optional() }),
  feature_used: () => data({ feature: token(), page: pagePath.optional() }),
  tutorial_interaction: () => data({ action: token(), step: count(20).optional(), variant: token().optional() }),
  pricing_modal_shown: () => data({ trigger: token(), currentTier: analyticsTier, variant: token().optional() }),
  upgrade_selected: () => data({ tier: analyticsTier, variant: token() }),
  /** Recorded by the server from a verified payment (SERVER_RECORDED_EVENTS); `paymentId` is Razorpay's. */
  upgrade_completed: () => data({ fromTier: analyticsTier, toTier: analyticsTier, amount: z.number().min(0).max(100_000), paymentId: token().optional() }),
  upgrade_abandoned: () => data({ tier: analyticsTier.optional(), variant: token().optional(), reason: token().optional() }),
  error_occurred: () =>
    data({
      error: safeText(500),
      context: safeText(200),
      severity: z.enum(SEVERITIES).default("medium"),
    }),
  performance_metric: () =>
    data({
      metric: z.enum(PERFORMANCE_METRICS),
      value: z.number().min(0).max(3_600_000),
      page: pagePath.optional(),
    }),
  search_performed: () => data({ query: safeText(100), resultsCount: count().optional(), page: pagePath.optional() }),
  seo_landing: () => data({ source: token(100), page: pagePath }),
  time_spent: () =>
    data({
      page: pagePath,
      seconds: z
        .number()
        .min(0)
        .max(7 * 24 * 3600),
    }),
  scroll_depth: () => data({ page: pagePath, depth: z.union([z.literal(25), z.literal(50), z.literal(75), z.literal(100)]) }),
  form_abandonment: () =>
    data({
      form: token(),
      completedFields: count(1000),
      totalFields: count(1000).optional(),
      lastField: token(100).optional(),
    }),
  social_share: () => data({ platform: token(), page: pagePath.optional() }),
  referral_tracked: () =>
    data({
      source: token(100),
      medium: token(100).optional(),
      campaign: token(100).optional(),
      page: pagePath.optional(),
    }),
  page_hidden: () => data({ page: pagePath }),
  page_visible: () => data({ page: pagePath }),
  session_ended: () =>
    data({
      page: pagePath.optional(),
      seconds: z
        .number()
        .min(0)
        .max(7 * 24 * 3600)
        .optional(),
    }),
});

export type AnalyticsEventName = keyof typeof EVENT_SCHEMAS;
export const EVENT_NAMES = Object.keys(EVENT_SCHEMAS) as AnalyticsEventName[];

/** What a caller passes to `track` (the tracker adds sessionId and userId). */
export type EventInput<E extends AnalyticsEventName> = Omit<z.input<(typeof EVENT_SCHEMAS)[E]>, "sessionId" | "userId">;
/** What gets stored. */
export type EventData<E extends AnalyticsEventName> = z.output<(typeof EVENT_SCHEMAS)[E]>;

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
export const envelopeSchema = z.strictObject({
  event: z.string().max(64),
  timestamp: z.union([z.number(), z.string().max(64)]),
  data: z.record(z.string(), z.unknown()).default({}),
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
  else if (typeof value === "string" && z.iso.datetime({ offset: true }).safeParse(value).success) ms = Date.parse(value);
  else return null;
  if (!Number.isFinite(ms)) return null;
  if (Math.abs(ms - now) > MAX_CLOCK_SKEW_MS) return null;
  return new Date(ms);
}

/** Validates one event as the server receives it: known name, sane timestamp, data ≤ 4 KB and of the event's shape. */
export function validateEvent(raw: unknown, now = Date.now()): ValidationResult {
  const envelope = envelopeSchema.safeParse(raw);
  if (!envelope.success) return { ok: false, error: "Send { event, timestamp, data }." };
  const { event, timestamp, data: payload } = envelope.data;
  if (!isEventName(event)) return { ok: false, error: `Unknown event: ${event.slice(0, 64)}` };
  const when = parseClientTimestamp(timestamp, now);
  if (!when) return { ok: false, error: "timestamp must be an ISO date or epoch milliseconds within a day of now." };
  if (byteLength(JSON.stringify(payload)) > MAX_EVENT_DATA_BYTES) {
    return { ok: false, error: `data must not exceed ${MAX_EVENT_DATA_BYTES} bytes.` };
  }
  const parsed = EVENT_SCHEMAS[event].safeParse(payload);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.length > 0 ? issue.path.join(".") : "data";
      const message = issue.code === "unrecognized_keys" ? `unknown fields: ${issue.keys.join(", ")}` : issue.message;
      fieldErrors[key] ??= message;
    }
    return { ok: false, error: `Invalid data for ${event}.`, fieldErrors };
  }
  return { ok: true, value: { event, timestamp: when.toISOString(), data: parsed.data as Record<string, unknown> } };
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
