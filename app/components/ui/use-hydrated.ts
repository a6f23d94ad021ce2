import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/** Set once the page's first render has hydrated and turned: components mounted later start hydrated. */
let pageHydrated = false;
const noopSubscribe = () => () => {};
// stable functions: a new getSnapshot on each render would make React re-check the store after
// every commit, and re-render synchronously once the flag has turned
const readPageHydrated = () => pageHydrated;
const serverSnapshot = () => false;

/**
 * False during the server render and hydration, true once React runs in the browser.
 *
 * Every component that asks turns to true in one transition after hydration: React renders that
 * pass in short slices the browser can interrupt, where a flag read straight from a store
 * (useSyncExternalStore) forces one synchronous re-render of all of them — on the builder, the
 * longest task of the load. The store is read only for the first value: its server snapshot
 * (false) serves the server render and hydration, and a component mounted after the turn reads true.
 */
export function useHydrated(): boolean {
  const hydratedAtMount = useSyncExternalStore(noopSubscribe, readPageHydrated, serverSnapshot);
  const [hydrated, setHydrated] = useState(hydratedAtMount);
  useEffect(() => {
    // set only after the turn has rendered: set earlier, the store would read true while
    // hydration's own check still expects false, and React would re-render synchronously
    if (hydrated) pageHydrated = true;
    else startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
