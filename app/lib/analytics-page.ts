/**
 * The page-level analytics, free of React so that both the React tree (AnalyticsProvider)
 * and the pages that ship without React (handle.hydrate === false, see app/client/static-page.ts)
 * record the same events the same way: session_started and user_identified (once per browser
 * session), page_view, page_hidden / page_visible, session_ended (pagehide), scroll_depth
 * (25/50/75/100 % once each per page), time_spent (when a page is left), performance_metric (LCP, CLS,
 * INP, FID, TTFB through PerformanceObserver) and error_occurred (window errors and unhandled
 * rejections). Every send goes through `track`, which swallows failures: analytics never breaks a page.
 * Each `observe…`/`enter…` function returns the function that undoes it.
 */
import { bareUrlOf } from "./analytics-events.ts";
import { getSessionId, setAnalyticsUser, track } from "./analytics.ts";

const STARTED_KEY = "vitae_analytics_started";
const SCROLL_MARKS = [25, 50, 75, 100] as const;
const MAX_ERRORS_PER_PAGE_LOAD = 10;
const SEARCH_ENGINES = /(^|\.)(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|startpage|qwant|search\.brave)\./i;

/** The page being shown and when it started (performance.now()), for the events sent on leaving. */
export interface CurrentPage {
  page: string;
  startedAt: number;
}

/** Once per browser session (sessionStorage): session_started, user_identified, seo / referral. */
export function startAnalyticsSession(userId: string | null): void {
  setAnalyticsUser(userId);
  try {
    getSessionId();
    if (readSession(STARTED_KEY) === "1") return;
    writeSession(STARTED_KEY, "1");
    const referrer = bareUrlOf(document.referrer);
    track("session_started", {
      userAgent: navigator.userAgent.slice(0, 512),
      referrer,
      url: bareUrlOf(window.location.href),
      timestamp: Date.now(),
    });
    if (userId) track("user_identified", {});
    const landing = window.location.pathname;
    const params = new URLSearchParams(window.location.search);
    const source = params.get("utm_source") ?? params.get("ref");
    if (source) {
      track("referral_tracked", {
        source: tokenOf(source),
        medium: optionalToken(params.get("utm_medium")),
        campaign: optionalToken(params.get("utm_campaign")),
        page: landing,
      });
    }
    if (referrer) {
      const host = new URL(referrer).hostname;
      if (SEARCH_ENGINES.test(host)) track("seo_landing", { source: tokenOf(host), page: landing });
    }
  } catch {
    // never break the page
  }
}

/** page_view now; the returned function sends the page's time_spent (a navigation inside the app). */
export function enterPage(current: CurrentPage): () => void {
  track("page_view", { page: current.page });
  return () => track("time_spent", { page: current.page, seconds: secondsSince(current.startedAt) }, { beacon: false });
}

/** scroll_depth of one page, once per mark. */
export function observeScrollDepth(page: string): () => void {
  const reached = new Set<number>();
  let frame = 0;
  let pending = false;
  function measure() {
    pending = false;
    try {
      const doc = document.documentElement;
      const scrollable = doc.scrollHeight - window.innerHeight;
      if (scrollable <= 0) return;
      const depth = Math.min(100, ((window.scrollY + window.innerHeight) / doc.scrollHeight) * 100);
      for (const mark of SCROLL_MARKS) {
        // 100 % means the bottom was reached (a pixel or two of rounding allowed)
        const hit = mark === 100 ? window.scrollY >= scrollable - 2 : depth >= mark;
        if (hit && !reached.has(mark)) {
          reached.add(mark);
          track("scroll_depth", { page, depth: mark });
        }
      }
    } catch {
      // ignore
    }
  }
  function onScroll() {
    if (pending) return;
    pending = true;
    frame = window.requestAnimationFrame(measure);
  }
  window.addEventListener("scroll", onScroll, { passive: true });
  return () => {
    window.removeEventListener("scroll", onScroll);
    if (pending) window.cancelAnimationFrame(frame);
  };
}

/** Visibility, page leave, errors and web vitals: once for the document's lifetime. */
export function observeDocumentLifecycle(currentPage: () => CurrentPage): () => void {
  const sessionStartedAt = performance.now();
  const vitals = observeWebVitals(() => currentPage().page);
  let errors = 0;

  function onVisibility() {
    if (document.visibilityState === "hidden") {
      track("page_hidden", { page: currentPage().page });
      vitals.flush();
    } else {
      track("page_visible", { page: currentPage().page });
    }
  }
  function onPageHide() {
    vitals.flush();
    const { page, startedAt } = currentPage();
    track("time_spent", { page, seconds: secondsSince(startedAt) });
    track("session_ended", { page, seconds: secondsSince(sessionStartedAt) });
  }
  function reportError(message: string, context: string) {
    if (errors >= MAX_ERRORS_PER_PAGE_LOAD) return;
    errors++;
    track("error_occurred", { error: scrubText(message, 500), context: `${context} ${currentPage().page}`.slice(0, 200), severity: "medium" });
  }
  function onError(event: ErrorEvent) {
    reportError(event.message || String(event.error ?? "error"), "window.error");
  }
  function onRejection(event: PromiseRejectionEvent) {
    const reason: unknown = event.reason;
    reportError(reason instanceof Error ? reason.message : String(reason), "unhandledrejection");
  }

  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", onPageHide);
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  return () => {
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("pagehide", onPageHide);
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
    vitals.disconnect();
  };
}

interface VitalsHandle {
  /** Sends the values that are final only when the page is hidden (LCP, CLS, INP) — once. */
  flush(): void;
  disconnect(): void;
}

/** Web vitals with PerformanceObserver only (no package): LCP, CLS, INP (longest interaction), FID, TTFB. */
export function observeWebVitals(currentPage: () => string): VitalsHandle {
  const observers: PerformanceObserver[] = [];
  let lcp = -1;
  let cls = 0;
  let clsSeen = false;
  let sessionValue = 0;
  let sessionEntries: Array<{ startTime: number }> = [];
  let inp = -1;
  let flushed = false;
  const send = (metric: "LCP" | "CLS" | "INP" | "FID" | "TTFB", value: number) =>
    track("performance_metric", { metric, value: Math.max(0, Math.round(value * 1000) / 1000), page: currentPage() });

  function observe(type: string, callback: (entries: PerformanceEntryList) => void, extra: Record<string, unknown> = {}) {
    try {
      if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes(type)) return;
      const observer = new PerformanceObserver((list) => callback(list.getEntries()));
      observer.observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
      observers.push(observer);
    } catch {
      // unsupported entry type
    }
  }

  try {
    const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (navigation && navigation.responseStart > 0) send("TTFB", navigation.responseStart);
  } catch {
    // ignore
  }
  observe("largest-contentful-paint", (entries) => {
    const last = entries[entries.length - 1];
    if (last) lcp = last.startTime;
  });
  observe("layout-shift", (entries) => {
    for (const entry of entries as unknown as Array<{ value: number; hadRecentInput: boolean; startTime: number }>) {
      if (entry.hadRecentInput) continue;
      clsSeen = true;
      // session windows: shifts less than 1 s apart and within 5 s form one window; CLS is the largest window
      const first = sessionEntries[0];
      const last = sessionEntries[sessionEntries.length - 1];
      if (first && last && entry.startTime - last.startTime < 1000 && entry.startTime - first.startTime < 5000) {
        sessionValue += entry.value;
        sessionEntries.push(entry);
      } else {
        sessionValue = entry.value;
        sessionEntries = [entry];
      }
      cls = Math.max(cls, sessionValue);
    }
  });
  observe("first-input", (entries) => {
    const entry = entries[0] as (PerformanceEntry & { processingStart: number }) | undefined;
    if (entry) send("FID", entry.processingStart - entry.startTime);
  });
  observe(
    "event",
    (entries) => {
      for (const entry of entries as unknown as Array<{ duration: number; interactionId?: number }>) {
        if (entry.interactionId) inp = Math.max(inp, entry.duration);
      }
    },
    { durationThreshold: 40 },
  );

  return {
    flush() {
      if (flushed) return;
      flushed = true;
      if (lcp >= 0) send("LCP", lcp);
      if (clsSeen) send("CLS", cls);
      if (inp >= 0) send("INP", inp);
    },
    disconnect() {
      for (const observer of observers) observer.disconnect();
    },
  };
}

function secondsSince(start: number): number {
  return Math.max(0, Math.round((performance.now() - start) / 100) / 10);
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // storage blocked: the session events may repeat, nothing breaks
  }
}

function tokenOf(value: string): string {
  return value.replace(/[^A-Za-z0-9_.:/-]/g, "_").slice(0, 100) || "unknown";
}

function optionalToken(value: string | null): string | undefined {
  return value ? tokenOf(value) : undefined;
}

/** Error messages: capped, e-mail addresses masked (the catalogue refuses them). */
function scrubText(text: string, max: number): string {
  return text.replace(/[^\s@<>()]+@[^\s@<>()]+/g, "[email]").slice(0, max);
}
