/**
 * Packages that are slow to load and needed by few requests (the part-of-speech tagger, the phone
 * number metadata) are required on first use instead of when the server starts: a process that
 * never tags a sentence never pays for them, and the server is listening about a second sooner.
 * `require` is synchronous (Node loads ES modules through it too), so callers stay synchronous.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** A getter that requires `specifier` the first time it is called and returns the same module after. */
export function loadOnFirstUse<Module>(specifier: string): () => Module {
  let loaded: Module | undefined;
  return () => (loaded ??= require(specifier) as Module);
}
