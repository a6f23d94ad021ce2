/**
 * Sends one HostileCase with node:http (no URL normalisation, any method, exact bytes) and reports
 * what came back. A truncated upload declares a longer Content-Length than it sends, then
 * half-closes; the server may answer or drop the connection, both are fine (no 5xx possible).
 */
import http from "node:http";
import type { HostileCase } from "./hostile-cases.ts";

export interface HostileResult {
  status: number | null;
  contentType: string;
  body: string;
  error?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export function sendCase(baseUrl: string, c: HostileCase, cookie: string | null, timeoutMs = 30_000): Promise<HostileResult> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...c.headers };
    if (cookie && !headers.cookie) headers.cookie = cookie;
    if (c.body !== undefined) headers["content-length"] = c.truncateTo ?? c.body.length;
    // bodies over the limits may make the server cut the connection once it has answered: they get a
    // keep-alive connection of their own so no other request reuses a cut socket
    const own = c.truncateTo || (c.body?.length ?? 0) > 1024 * 1024 ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : null;
    let responded = false;
    const req = http.request({ host: url.hostname, port: url.port, method: c.method, path: c.path, headers, agent: own ?? agent }, (res) => {
      responded = true;
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size < 256 * 1024) chunks.push(chunk);
      });
      const done = (error?: unknown) => {
        own?.destroy();
        resolve({
          status: res.statusCode ?? null,
          contentType: String(res.headers["content-type"] ?? ""),
          body: Buffer.concat(chunks).toString("utf8"),
          ...(error ? { error: String(error) } : {}),
        });
      };
      res.on("end", () => done());
      res.on("error", (error) => done(error));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error("timeout")));
    req.on("error", (error) => {
      // the server may stop reading an oversized body after answering it: the answer is what counts
      if (responded) return;
      own?.destroy();
      resolve({ status: null, contentType: "", body: "", error: String(error) });
    });
    if (c.truncateTo && c.body) {
      req.write(c.body);
      // half-close after a moment: the server sees a body that ends early
      setTimeout(() => req.socket?.end(), 200);
      return;
    }
    req.end(c.body);
  });
}

export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}
