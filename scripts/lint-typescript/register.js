/**
 * Makes every `typescript` import in the ESLint process load TypeScript 6 from this folder.
 *
 * The project compiles with TypeScript 7, which ships no JavaScript API; typescript-eslint parses
 * through that API and refuses TypeScript 7. TypeScript 6 lives in this package's own node_modules
 * (not the root's), so the root `tsc` stays TypeScript 7 whatever order npm links binaries in.
 * Nothing else runs in the lint process, so redirecting every `typescript` import is safe.
 */
import { createRequire, registerHooks } from "node:module";
import { pathToFileURL } from "node:url";

if (typeof registerHooks !== "function") {
  throw new Error("ESLint needs Node 24 (module.registerHooks): run it through `npm run lint` or `npx eslint`.");
}

const requireFromThisPackage = createRequire(import.meta.url);
// Resolving from this package re-enters the hook; the flag lets that inner lookup through.
let resolvingHere = false;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (resolvingHere || (specifier !== "typescript" && !specifier.startsWith("typescript/"))) {
      return nextResolve(specifier, context);
    }
    resolvingHere = true;
    try {
      return { url: pathToFileURL(requireFromThisPackage.resolve(specifier)).href, shortCircuit: true };
    } finally {
      resolvingHere = false;
    }
  },
});
