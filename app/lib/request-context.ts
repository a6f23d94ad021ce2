/**
 * Router contexts filled per request. Created through `remember` so that server.ts (loaded by
 * Node) and the Vite-built app bundle share the same context keys.
 */
import { createContext } from "react-router";
import { remember } from "./remember.ts";

/** The CSP nonce of this response (empty when there is no server, e.g. in unit tests). */
export const cspNonceContext = remember("context:csp-nonce", () => createContext<string>(""));
