/**
 * Facts about the request being served that capabilities deep below the route modules need without
 * every caller passing them along: today the client's address, which the HTTP layer knows (after
 * the trusted-proxy rules) and the store-facing code uses to limit how fast one address can create
 * new visitors. Set once per request by the HTTP layer; absent in scripts and unit tests.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { remember } from "../lib/remember.ts";

export interface RequestScope {
  clientAddress: string;
}

const storage = () => remember("request-scope", () => new AsyncLocalStorage<RequestScope>());

export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage().run(scope, fn);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage().getStore();
}
