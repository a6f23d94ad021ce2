/**
 * Analytics ingestion throughput: events stored per second through POST /api/analytics against the
 * production server (child process, embedded sqlite), with GET /healthz measured in the same run
 * as the baseline (the server's floor).
 *
 * Each worker is its own visitor (a cookie of its own), so the per-visitor limit (300/min) is lifted
 * by spreading the load over many visitors, as real traffic is; the per-IP limit (600/min) would
 * stop a single-IP benchmark after 600 events, so every request carries its own X-Forwarded-For
 * address (the server trusts one proxy hop, as behind the production reverse proxy).
 *
 * Run after a build: npx node bench/analytics.ts [--seconds 10] [--concurrency 20]
 */
import { parseArgs } from "node:util";
import { openServerStore, startServer } from "../tests/setup/server-process.ts";
import { Visitor } from "../tests/setup/visitor.ts";
import { load, summary, table } from "./lib.ts";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "10" }, concurrency: { type: "string", default: "20" } } });
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const SESSION = "bench-session-0000000000";

const server = await startServer({ env: { LOG_LEVEL: "silent", TRUST_PROXY: "1" } });
try {
  let ip = 0;
  const nextIp = () => {
    ip++;
    return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
  };
  // visitors with a cookie each; a visitor is retired before it reaches its 300 events a minute
  const PER_VISITOR = 250;
  const pool: Array<{ visitor: Visitor; used: number }> = [];
  async function freshVisitor() {
    const visitor = new Visitor(server.url);
    await visitor.fetch("/api/analytics", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
      body: JSON.stringify({
        event: "session_started",
        timestamp: Date.now(),
        data: { userAgent: "bench", referrer: "", url: "http://localhost/", timestamp: Date.now(), sessionId: SESSION },
      }),
    });
    return { visitor, used: 1 };
  }
  for (let i = 0; i < concurrency; i++) pool.push(await freshVisitor());

  const baseline = await load(
    async () => {
      const response = await fetch(`${server.url}/healthz`, { headers: { "x-forwarded-for": nextIp() } });
      await response.arrayBuffer();
      return response.ok;
    },
    { concurrency, seconds },
  );

  let worker = 0;
  let pageNumber = 0;
  /** POSTs one event as the next visitor of the pool (a fresh one once it has sent PER_VISITOR). */
  async function postEvent(body: unknown): Promise<number> {
    const slot = worker++ % pool.length;
    if (pool[slot]!.used >= PER_VISITOR) pool[slot] = await freshVisitor();
    const entry = pool[slot]!;
    entry.used++;
    const response = await entry.visitor.fetch("/api/analytics", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  }

  const ingest = await load(
    async () => (await postEvent({ event: "page_view", timestamp: Date.now(), data: { page: `/bench/${pageNumber++ % 50}`, sessionId: SESSION } })) === 204,
    { concurrency, seconds },
  );

  // the same path refused by validation (nothing stored): what the HTTP + routing layers cost alone
  const refused = await load(async () => (await postEvent({ event: "not_an_event", timestamp: Date.now(), data: {} })) === 400, { concurrency, seconds });

  // what actually reached the sqlite file
  const store = openServerStore(server);
  const stored = (await store.events.list({})).filter((e) => e.event === "page_view").length;
  await store.close();

  const row = (name: string, r: typeof baseline) => [
    name,
    r.requests.toString(),
    r.perSecond.toFixed(0),
    `${r.p50.toFixed(1)} ms`,
    `${r.p99.toFixed(1)} ms`,
    String(r.errors),
    (r.perSecond / baseline.perSecond).toFixed(2),
  ];
  console.log(`\nAnalytics ingestion through HTTP (production server, sqlite store, ${concurrency} concurrent, ${seconds} s each)\n`);
  console.log(
    table(
      ["endpoint", "requests", "req/s", "p50", "p99", "errors", "× /healthz"],
      [row("GET /healthz", baseline), row("POST /api/analytics (204)", ingest), row("POST /api/analytics (400)", refused)],
    ),
  );
  console.log(`\npage_view events stored: ${stored} (204 answers: ${ingest.requests - ingest.errors})`);
  summary(
    "Analytics events ingested (POST /api/analytics)",
    `${ingest.perSecond.toFixed(0)} req/s, p99 ${ingest.p99.toFixed(0)} ms, ${ingest.errors} errors`,
    "0 errors",
  );
  if (stored !== ingest.requests - ingest.errors) {
    console.error("stored events do not match the 204 answers");
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
