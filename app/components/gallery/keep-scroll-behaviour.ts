/**
 * The galleries' filters are links; on the pages that ship without React (ADR 009/010) a click is a
 * document load, which would start the new page at the top, away from the filter just used. A
 * click on a [data-keep-scroll] link notes the scroll position for that link's page, and the next
 * document load of that page, within a few seconds, starts there. (The React route components get
 * the same from React Router's preventScrollReset.) Plain DOM code, started by static-page.ts.
 */
const STORAGE_KEY = "vitae_keep_scroll";
/** A kept position is for the load that the click starts, not for a visit later on. */
const KEEP_FOR_MS = 10_000;

interface KeptScroll {
  path: string;
  y: number;
  at: number;
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

export function keepScrollOnFilterLinks(root: HTMLElement | Document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-keep-scroll]") : null;
    if (!link || event.defaultPrevented) return;
    const kept: KeptScroll = { path: pathOf(new URL(link.href)), y: window.scrollY, at: Date.now() };
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    } catch {
      // storage blocked: the page starts at the top, as without JavaScript
    }
  };
  root.addEventListener("click", onClick as EventListener);
  return () => root.removeEventListener("click", onClick as EventListener);
}

/** On a document load: scrolls to the position kept for this page, if it was kept just now. */
export function restoreKeptScroll(): void {
  let kept: Partial<KeptScroll> | null = null;
  try {
    kept = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null") as Partial<KeptScroll> | null;
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
  if (!kept || typeof kept.y !== "number" || typeof kept.at !== "number" || kept.path !== pathOf(new URL(window.location.href))) return;
  if (Date.now() - kept.at > KEEP_FOR_MS || window.location.hash) return;
  window.scrollTo({ top: kept.y, behavior: "instant" });
}
