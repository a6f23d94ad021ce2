/**
 * Generation and download throughput through the HTTP endpoints with the embedded sqlite store,
 * against the production server, with /healthz as the same-run baseline (the server's floor).
 * Run after a build: npx node bench/generate.ts [--seconds 10] [--concurrency 20]
 */
import { parseArgs } from "node:util";
import { SAMPLE_RESUME } from "../app/lib/sample-resume.ts";
import { openServerStore, startServer } from "../tests/setup/server-process.ts";
import { Visitor } from "../tests/setup/visitor.ts";
import { load, loadRow, summary, table } from "./lib.ts";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "10" }, concurrency: { type: "string", default: "20" } } });
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

const server = await startServer({ env: { LOG_LEVEL: "silent" } });
try {
  const visitor = new Visitor(server.url);
  await visitor.fetch("/");
  // a Pro visitor: unlimited generations, so the gate never stops the benchmark
  const store = openServerStore(server);
  await store.visitors.grant(visitor.id, { tier: "pro", pro_until: new Date(Date.now() + 86_400_000).toISOString(), reset_generation_count: true });
  await store.close();

  const baseline = await load(async () => (await fetch(`${server.url}/healthz`)).ok, { concurrency, seconds });
  const ids: string[] = [];
  const generate = await load(
    async () => {
      const response = await visitor.postJson("/api/generate-resume", SAMPLE_RESUME);
      if (response.status !== 201) return false;
      ids.push(((await response.json()) as { resumeId: string }).resumeId);
      return true;
    },
    { concurrency, seconds },
  );
  let next = 0;
  const download = await load(
    async () => {
      const response = await visitor.fetch(`/api/download-resume/${ids[next++ % ids.length]}`);
      await response.arrayBuffer();
      return response.ok;
    },
    { concurrency, seconds },
  );

  const row = (name: string, r: typeof baseline, goal: string) => loadRow(name, r, (r.perSecond / baseline.perSecond).toFixed(2), goal);
  console.log(`\nGeneration and download through HTTP (sqlite store, ${concurrency} concurrent, ${seconds} s each)\n`);
  console.log(
    table(
      ["endpoint", "req/s", "p50", "p99", "errors", "× /healthz", "goal"],
      [
        row("GET /healthz (baseline)", baseline, "—"),
        row("POST /api/generate-resume", generate, "≥ 100 req/s, 0 errors"),
        row("GET /api/download-resume/{id}", download, "≥ 200 req/s, 0 errors"),
      ],
    ),
  );
  summary(
    "Generations through POST /api/generate-resume",
    `${generate.perSecond.toFixed(0)} req/s, p99 ${generate.p99.toFixed(0)} ms, ${generate.errors} errors`,
    "≥ 100 req/s, 0 errors",
  );
  summary(
    "Downloads through GET /api/download-resume/{id}",
    `${download.perSecond.toFixed(0)} req/s, p99 ${download.p99.toFixed(0)} ms, ${download.errors} errors`,
    "≥ 200 req/s, 0 errors",
  );
} finally {
  await server.stop();
}
