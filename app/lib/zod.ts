/**
 * zod for code that runs in the browser: import `z` from here, not from "zod". zod 4 compiles fast
 * object parsers with `new Function` and probes for it when a schema is created; our CSP forbids
 * eval, so the probe is reported as a CSP violation (Lighthouse best practices, DevTools Issues).
 * `jitless` must be set before the first schema exists, which importing from this module
 * guarantees. The server keeps the compiled parsers.
 */
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
