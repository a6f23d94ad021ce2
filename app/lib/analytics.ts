/**
 * The client tracker ("Analytics event" POST /api/analytics "Analytics send errors
 * are swallowed"). `track(event, data)` adds sessionId (sessionStorage), userId (the visitor id the
 * root loader hands to the page) and a timestamp, validates against the catalogue (an event that
 * does not fit is dropped in the browser, so nothing personal is ever sent), POSTs it with
 * `keepalive` — or `navigator.sendBeacon` for events sent while the page goes away — and forwards
 * it to `window.gtag` when a tag is present. It never throws and never awaits the network.
 *
 * Safe to import on the server: every browser API is touched only inside `track` and guarded.
 */
import * as v from "valibot";
import { EVENT_SCHEMAS, ID_PATTERN, type AnalyticsEventName, type EventInput } from "./analytics-events.ts";
import { FIELD_LIMITS } from "./resume-fields.ts";

export const ANALYTICS_ENDPOINT = "/api/analytics";
export const SESSION_STORAGE_KEY = "vitae_analytics_session";

/** Sent with sendBeacon: they happen while the page is being hidden or unloaded. */
const BEACON_EVENTS: ReadonlySet<AnalyticsEventName> = new Set(["page_hidden", "session_ended", "time_spent"]);

let currentUserId: string | undefined;
let memorySessionId: string | undefined;

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

function randomId(): string {
  try {
    if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  } catch {
    // fall through
  }
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** The visitor id from the root loader (the spec's "user id"). */
export function setAnalyticsUser(userId: string | null | undefined): void {
  currentUserId = typeof userId === "string" && ID_PATTERN.test(userId) ? userId : undefined;
}

export function getAnalyticsUser(): string | undefined {
  return currentUserId;
}

/** The session id: random, kept in sessionStorage for the tab's session (memory when storage is blocked). */
export function getSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (stored && ID_PATTERN.test(stored)) return stored;
    const fresh = randomId();
    window.sessionStorage.setItem(SESSION_STORAGE_KEY, fresh);
    return fresh;
  } catch {
    memorySessionId ??= randomId();
    return memorySessionId;
  }
}

/** The body POSTed for one event, or null when the event does not fit the catalogue. */
export function buildPayload<E extends AnalyticsEventName>(
  event: E,
  data: EventInput<E>,
  ids: { sessionId?: string; userId?: string },
  now = new Date(),
): { event: E; timestamp: string; data: Record<string, unknown> } | null {
  const candidate: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  if (ids.sessionId) candidate.sessionId = ids.sessionId;
  if (ids.userId) candidate.userId = ids.userId;
  const parsed = v.safeParse(EVENT_SCHEMAS[event], candidate);
  if (!parsed.success) return null;
  return { event, timestamp: now.toISOString(), data: parsed.output as Record<string, unknown> };
}

function send(body: string, useBeacon: boolean): void {
  if (useBeacon && typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function") {
    // a string is sent as text/plain (a CORS-safelisted type every browser accepts for beacons)
    if (navigator.sendBeacon(ANALYTICS_ENDPOINT, body)) return;
  }
  if (typeof fetch !== "function") return;
  void fetch(ANALYTICS_ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    keepalive: true,
    body,
  })
    // read the (tiny) answer: an unread error body keeps the request open in some browsers' books
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

/** Records one event. Never throws; failures are ignored silently. */
export function track<E extends AnalyticsEventName>(event: E, data: EventInput<E>, options: { beacon?: boolean } = {}): void {
  try {
    if (typeof window === "undefined") return;
    const payload = buildPayload(event, data, { sessionId: getSessionId(), userId: currentUserId });
    if (!payload) {
      if (import.meta.env?.DEV) console.warn(`[analytics] dropped ${event}: data does not fit the catalogue`, data);
      return;
    }
    try {
      if (typeof window.gtag === "function") window.gtag("event", event, payload.data);
    } catch {
      // a broken third-party tag must not stop our own event
    }
    send(JSON.stringify(payload), options.beacon ?? BEACON_EVENTS.has(event));
  } catch {
    // analytics never breaks the page
  }
}

/** The funnel steps (the step numbers are filled in here). */
export const trackFunnel = {
  resumeUploaded(input: { fileType: string; fileSize: number }): void {
    track("resume_uploaded", { fileType: fileTypeOf(input.fileType), fileSize: Math.max(0, Math.round(input.fileSize)), step: 1 });
  },
  resumeParsingStarted(): void {
    track("resume_parsing_started", { step: 2 });
  },
  resumeParsingCompleted(input: { fieldsExtracted: number }): void {
    track("resume_parsing_completed", { fieldsExtracted: Math.max(0, Math.round(input.fieldsExtracted)), step: 3 });
  },
  formFieldsCompleted(input: { completedFields: number; totalFields: number }): void {
    const total = Math.max(0, Math.round(input.totalFields));
    const completed = Math.min(total, Math.max(0, Math.round(input.completedFields)));
    track("form_fields_completed", { completedFields: completed, totalFields: total, completionRate: percent(completed, total), step: 4 });
  },
  aiEnhancementUsed(input: { field: string; enhancementType: string }): void {
    track("ai_enhancement_used", { field: input.field, enhancementType: input.enhancementType, step: 5 });
  },
  templateSelected(input: { templateId: string }): void {
    track("template_selected", { templateId: input.templateId, step: 6 });
  },
  resumeGenerated(input: { tier: "free" | "fast_pass" | "fastpass" | "pro"; generationCount: number }): void {
    track("resume_generated", { tier: input.tier, generationCount: Math.max(0, Math.round(input.generationCount)), step: 7 });
  },
  resumeDownloaded(input: { format?: string; tier: "free" | "fast_pass" | "fastpass" | "pro" }): void {
    track("resume_downloaded", { format: input.format ?? "html", tier: input.tier, step: 8, conversionComplete: true });
  },
};

/** Percentage with one decimal; 0 when the whole is 0. */
export function percent(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** A file's MIME type (or extension) as an identifier token: 'application/pdf', 'docx', … */
function fileTypeOf(value: string): string {
  const cleaned = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_.:/+-]/g, "")
    .replace(/\+/g, ".");
  return cleaned.slice(0, 100) || "unknown";
}

/** Every text field of each section (an entry's id and the "current job" box are not text). */
const SECTION_FIELDS = {
  personalInfo: Object.keys(FIELD_LIMITS.personalInfo),
  skills: Object.keys(FIELD_LIMITS.skills),
  additionalInfo: Object.keys(FIELD_LIMITS.additionalInfo),
  experiences: Object.keys(FIELD_LIMITS.experiences),
  education: Object.keys(FIELD_LIMITS.education),
  projects: Object.keys(FIELD_LIMITS.projects),
};

/**
 * How much of the resume form is filled, for form_fields_completed (step 4): every text field of
 * personal info, skills and additional info, plus those of each experience, education and project
 * entry present. Counts only — never the values.
 */
export function formCompletion(resume: {
  personalInfo?: Record<string, unknown> | null;
  skills?: Record<string, unknown> | null;
  additionalInfo?: Record<string, unknown> | null;
  experiences?: ReadonlyArray<Record<string, unknown>> | null;
  education?: ReadonlyArray<Record<string, unknown>> | null;
  projects?: ReadonlyArray<Record<string, unknown>> | null;
}): { completedFields: number; totalFields: number } {
  let completedFields = 0;
  let totalFields = 0;
  const count = (values: Record<string, unknown> | null | undefined, fields: string[]) => {
    for (const field of fields) {
      totalFields++;
      const value = values?.[field];
      if (typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false) completedFields++;
    }
  };
  count(resume.personalInfo, SECTION_FIELDS.personalInfo);
  count(resume.skills, SECTION_FIELDS.skills);
  count(resume.additionalInfo, SECTION_FIELDS.additionalInfo);
  for (const item of resume.experiences ?? []) count(item, SECTION_FIELDS.experiences);
  for (const item of resume.education ?? []) count(item, SECTION_FIELDS.education);
  for (const item of resume.projects ?? []) count(item, SECTION_FIELDS.projects);
  return { completedFields, totalFields };
}
