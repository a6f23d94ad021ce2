/**
 * The process's store: MongoDB when MONGODB_URI is set, the embedded sqlite file otherwise.
 * `openStore` runs once at start-up (server.ts); route modules call `getStore()`.
 */
import path from "node:path";
import { getConfig, type Config } from "../config.server.ts";
import { remember, forget } from "../../lib/remember.ts";
import { openSqliteStore } from "./sqlite.server.ts";
import type { Store } from "./types.server.ts";

export type { Store } from "./types.server.ts";

export async function createStore(config: Pick<Config, "DATA_DIR" | "MONGODB_URI">): Promise<Store> {
  if (config.MONGODB_URI) {
    const { openMongoStore } = await import("./mongo.server.ts");
    return openMongoStore(config.MONGODB_URI);
  }
  return openSqliteStore({
    file: path.join(config.DATA_DIR, "vitae.sqlite"),
    objectsDir: path.join(config.DATA_DIR, "objects"),
  });
}

/** Opens the store for this process (idempotent). */
export function openStore(): Promise<Store> {
  return remember("store", () => createStore(getConfig()));
}

export function getStore(): Promise<Store> {
  return openStore();
}

export async function closeStore(): Promise<void> {
  const registry = globalThis as unknown as { __vitaeSingletons?: Map<string, unknown> };
  const pending = registry.__vitaeSingletons?.get("store") as Promise<Store> | undefined;
  if (!pending) return;
  forget("store");
  await (await pending).close();
}
