/** Where the A/B test monitor panel shows: its own small module, so pages load the panel only there. */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Whether the A/B panel shows for this URL: localhost or ?ab-panel=true; ?ab-panel=false hides it
 * on localhost too (the page as a visitor of the public site gets it: the browser bench measures that).
 */
export function abPanelEnabled(url: { hostname: string; search: string }): boolean {
  const asked = new URLSearchParams(url.search).get("ab-panel");
  if (asked === "false") return false;
  return asked === "true" || LOCAL_HOSTS.has(url.hostname);
}
