import { startTransition, useEffect, useState } from "react";

/** Set once the page's first render has hydrated: components mounted later start hydrated. */
let pageHydrated = false;

/**
 * False during the server render and hydration, true once React runs in the browser.
 *
 * Every component that asks flips to true in one transition after hydration: React renders that
 * pass in short slices the browser can interrupt, where a store-based flag (useSyncExternalStore)
 * forces one synchronous re-render of all of them — on the builder, the longest task of the load.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
