/**
 * SSR throughput and latency of /, /create and /templates with autocannon (50 connections, 20 s),
 * against the production server (server.ts) and, in the same run, the same build served by
 * `react-router-serve` (the framework's stock server: compression, static files, a morgan line per
 * request, whose output is drained here); plus the production server's RSS idle and under load.
 *   npx node bench/ssr.ts [--seconds 20] [--connections 50]
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { buildDir, freePort, startServer, tempDataDir } from "../tests/setup/server-process.ts";
import { summary, table } from "./lib.ts";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: process.env.BENCH_SECONDS ?? "20" }, connections: { type: "string", default: "50" } },
});
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
const serveBin = path.join(path.dirname(createRequire(import.meta.url).resolve("@react-router/serve/package.json")), "bin.cjs");
const baseline = spawn(process.execPath, [serveBin, path.join(buildDir, "server/index.js")], {
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: tempDataDir(), LOG_LEVEL: "silent" },
  stdio: ["ignore", "pipe", "inherit"],
});
// react-router-serve logs every request to stdout: keep reading so the pipe never fills up
await new Promise<void>((resolve) => baseline.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("react-router-serve") && resolve()));

try {
  const idleRss = rssMb(server.child.pid!);
  let loadedRss = 0;
  const rows: string[][] = [];
  for (const path of PATHS) {
    const sampler = setInterval(() => (loadedRss = Math.max(loadedRss, rssMb(server.child.pid!))), 500);
    const ours = await cannon(`${server.url}${path}`);
    clearInterval(sampler);
    const plain = await cannon(`http://127.0.0.1:${port}${path}`);
    rows.push([
      path,
      ours.rps.toFixed(0),
      `${ours.p50} ms`,
      `${ours.p99} ms`,
      String(ours.errors),
      plain.rps.toFixed(0),
      `${plain.p99} ms`,
      (ours.rps / plain.rps).toFixed(2),
      "p99 < 200 ms",
    ]);
    summary(
      `SSR ${path} (${connections} connections)`,
      `${ours.rps.toFixed(0)} req/s, p99 ${ours.p99} ms (${(ours.rps / plain.rps).toFixed(2)}× react-router-serve)`,
      "p99 < 200 ms",
    );
  }
  console.log(`\nSSR with autocannon (${connections} connections, ${duration} s per run): production server vs the same build on react-router-serve\n`);
  console.log(table(["page", "req/s", "p50", "p99", "errors", "rr-serve req/s", "rr-serve p99", "ratio", "goal"], rows));
  console.log(`\nserver RSS: idle ${idleRss.toFixed(0)} MB, under load (max) ${loadedRss.toFixed(0)} MB`);
  summary("Server RSS idle / under load", `${idleRss.toFixed(0)} MB / ${loadedRss.toFixed(0)} MB`, "—");
} finally {
  baseline.kill("SIGTERM");
  await server.stop();
}
