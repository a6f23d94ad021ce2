/**
 * SSR throughput and latency of /, /create and /templates with autocannon (50 connections), against
 * the production server and, in the same run, the same build served by a bare request handler
 * (bench/baseline-server.ts); plus the production server's RSS idle and under load.
 *   npx node bench/ssr.ts [--seconds 10] [--connections 50]
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort, startServer, tempDataDir } from "../tests/setup/server-process.ts";
import { summary, table } from "./lib.ts";

const { values } = parseArgs({ options: { seconds: { type: "string", default: process.env.BENCH_SECONDS ?? "10" }, connections: { type: "string", default: "50" } } });
const duration = Number(values.seconds);
const connections = Number(values.connections);
const PATHS = ["/", "/create", "/templates"];

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function cannon(url: string) {
  const result = await autocannon({ url, connections, duration });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const server = await startServer({ env: { LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "10000" } });
const port = await freePort();
const baseline = spawn(process.execPath, ["bench/baseline-server.ts", "--port", String(port)], {
  env: { ...process.env, NODE_ENV: "production", DATA_DIR: tempDataDir(), LOG_LEVEL: "silent" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve) => baseline.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve()));

try {
  const idleRss = rssMb(server.child.pid!);
  let loadedRss = 0;
  const rows: string[][] = [];
  for (const path of PATHS) {
    const sampler = setInterval(() => (loadedRss = Math.max(loadedRss, rssMb(server.child.pid!))), 500);
    const ours = await cannon(`${server.url}${path}`);
    clearInterval(sampler);
    const plain = await cannon(`http://127.0.0.1:${port}${path}`);
    rows.push([path, ours.rps.toFixed(0), `${ours.p50} ms`, `${ours.p99} ms`, String(ours.errors), plain.rps.toFixed(0), `${plain.p99} ms`, (ours.rps / plain.rps).toFixed(2), "p99 < 200 ms"]);
    summary(`SSR ${path} (${connections} connections)`, `${ours.rps.toFixed(0)} req/s, p99 ${ours.p99} ms (${(ours.rps / plain.rps).toFixed(2)}× bare handler)`, "p99 < 200 ms");
  }
  console.log(`\nSSR with autocannon (${connections} connections, ${duration} s per run): production server vs the same build on a bare handler\n`);
  console.log(table(["page", "req/s", "p50", "p99", "errors", "bare req/s", "bare p99", "ratio", "goal"], rows));
  console.log(`\nserver RSS: idle ${idleRss.toFixed(0)} MB, under load (max) ${loadedRss.toFixed(0)} MB`);
  summary("Server RSS idle / under load", `${idleRss.toFixed(0)} MB / ${loadedRss.toFixed(0)} MB`, "—");
} finally {
  baseline.kill("SIGTERM");
  await server.stop();
}
