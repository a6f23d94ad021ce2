/**
 * Fire-and-forget analytics for the pricing UI: POST /api/analytics { event, timestamp, data }
 * (SPEC §3 "Analytics event", §7) with keepalive, every error swallowed (SPEC §8: analytics send
 * errors are swallowed). The endpoint belongs to the analytics work; nothing here depends on it.
 */
export function sendAnalyticsEvent(event: string, data: Record<string, unknown>): void {
  try {
    if (typeof fetch !== "function") return;
    const body = JSON.stringify({ event, timestamp: new Date().toISOString(), data });
    void fetch("/api/analytics", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      keepalive: true,
      body,
    }).catch(() => undefined);
  } catch {
    // never let analytics break the page
  }
}
