/**
 * A component the server renders at once but the browser loads only when a page first shows it
 * (the plans after a limit, the format tab). The server must have it synchronously: a lazy
 * component inside Suspense is streamed after the page, and without JavaScript that part of the
 * page would stay hidden. So the module awaits it on the server (`import.meta.env.SSR`, a dynamic
 * import the browser's build drops) and hands it in; the browser gets a lazy one. Wrap it in
 * Suspense: hydrating a page that already shows it keeps the server's HTML until its code has come.
 */
import { lazy, type ComponentType } from "react";

export function laterInBrowser<P extends object>(onServer: ComponentType<P> | undefined, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return onServer ?? lazy(() => load().then((component) => ({ default: component })));
}
