/** Where the A/B test monitor panel shows: its own small module, so pages load the panel only there. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Whether the A/B panel shows for this URL (localhost or ?ab-panel=true). */
export function abPanelEnabled(url: { hostname: string; search: string }): boolean {
  if (LOCAL_HOSTS.has(url.hostname)) return true;
  return new URLSearchParams(url.search).get("ab-panel") === "true";
}
