/**
 * What a route module may say about its page in `export const handle`. `hydrate: false` makes the
 * page ship without React: the server renders it and app/client/static-page.ts is its only script
 * (docs/decisions/009-landing-page-without-react.md). Only for pages whose interactive parts are
 * plain DOM behaviour that static-page.ts starts.
 */
export interface PageHandle {
  hydrate?: boolean;
}

/** True when any matched route of the page asks to ship without React. */
export function shipsWithoutReact(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}
