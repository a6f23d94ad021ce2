/**
 * Worker-thread entry of the resume parser (see index.server.ts for how it is found and run).
 * It receives { id, bytes }, parses, and answers { id, ok, result } or { id, ok: false, status, message }.
 * Kept dependency-light and loadable by Node directly (TypeScript type stripping, .ts imports).
 */
import { parentPort } from "node:worker_threads";
import { parseBytes } from "./pipeline.ts";
import { ParseError, PARSE_MESSAGES } from "./errors.ts";

if (!parentPort) throw new Error("parse-worker must run in a worker thread");
const port = parentPort;

port.on("message", async (msg: { id: number; bytes: Uint8Array; debugDelayMs?: number }) => {
  try {
    if (msg.debugDelayMs) {
      // test hook: simulate a file that keeps the parser busy (CPU-bound, like a hostile PDF)
      const until = Date.now() + msg.debugDelayMs;
      while (Date.now() < until) { /* busy */ }
    }
    const result = await parseBytes(msg.bytes);
    port.postMessage({ id: msg.id, ok: true, result });
  } catch (e) {
    if (e instanceof ParseError) port.postMessage({ id: msg.id, ok: false, status: e.status, message: e.message });
    else port.postMessage({ id: msg.id, ok: false, status: 422, message: PARSE_MESSAGES.damaged, detail: String((e as Error)?.stack ?? e).slice(0, 500) });
  }
});
