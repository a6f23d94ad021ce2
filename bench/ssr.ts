/**
 * SSR throughput and latency with autocannon (50 connections, 20 s per page) against the production
 * server (server.ts): /create (goal ≥ 250 req/s), / and /templates, with two baselines measured in the
 * same run so the figures can be read on a busy machine: /healthz (no render, the HTTP stack alone)
 * and /disclaimer (a short static page through the whole middleware chain and React). Optionally
 * the same build on `react-router-serve` (the framework's stock server), and the server's RSS.
 *   npx node bench/ssr.ts [--seconds 20] [--connections 50] [--paths /create,/healthz] [--rr-serve]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { buildDir, freePort, startServer, tempDataDir } from "../tests/setup/server-process.ts";
import { summary, table } from "./lib.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: process.env.BENCH_SECONDS ?? "20" },
    connections: { type: "string", default: "50" },
    paths: { type: "string", default: process.env.BENCH_SSR_PATHS ?? "/healthz,/disclaimer,/create,/,/templates" },
    "rr-serve": { type: "boolean", default: process.env.BENCH_RR_SERVE === "1" },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);
const PATHS = values.paths.split(",").filter(Boolean);
const BASELINES = new Set(["/healthz", "/disclaimer"]);
const GOALS: Record<string, string> = { "/create": "≥ 250 req/s" };

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time (user + system) the process has used so far, in ms: steady on a shared machine where req/s is not. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second)
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function cannon(url: string, pid?: number) {
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = await autocannon({ url, connections, duration });
  const cpuPerRequest = pid && result.requests.total > 0 ? (cpuMs(pid) - cpuBefore) / result.requests.total : NaN;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuPerRequest };
}

const server = await startServer({ env: { LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "10000" } });
let rrServe: { child: ChildProcess; url: string } | undefined;
if (values["rr-serve"]) {
  const port = await freePort();
  const serveBin = path.join(path.dirname(createRequire(import.meta.url).resolve("@react-router/serve/package.json")), "bin.cjs");
  const child = spawn(process.execPath, [serveBin, path.join(buildDir, "server/index.js")], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: tempDataDir(), LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  // react-router-serve logs every request to stdout: keep reading so the pipe never fills up
  await new Promise<void>((resolve) => child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("react-router-serve") && resolve()));
  rrServe = { child, url: `http://127.0.0.1:${port}` };
}

try {
  const idleRss = rssMb(server.child.pid!);
  let loadedRss = 0;
  const rows: string[][] = [];
  const results = new Map<string, Awaited<ReturnType<typeof cannon>>>();
  for (const page of PATHS) {
    const sampler = setInterval(() => (loadedRss = Math.max(loadedRss, rssMb(server.child.pid!))), 500);
    const ours = await cannon(`${server.url}${page}`, server.child.pid);
    clearInterval(sampler);
    results.set(page, ours);
    const plain = rrServe && !BASELINES.has(page) ? await cannon(`${rrServe.url}${page}`) : undefined;
    rows.push([
      page,
      ours.rps.toFixed(0),
      `${ours.p50} ms`,
      `${ours.p99} ms`,
      String(ours.errors),
      `${ours.cpuPerRequest.toFixed(2)} ms`,
      plain ? `${plain.rps.toFixed(0)} (×${(ours.rps / plain.rps).toFixed(2)})` : "—",
      BASELINES.has(page) ? "baseline" : (GOALS[page] ?? "p99 < 200 ms"),
    ]);
  }
  // each page's rate next to the baselines of the same run: the machine's share is in both
  const ratios = (rps: number) =>
    [...BASELINES]
      .filter((b) => results.has(b))
      .map((b) => `${(rps / results.get(b)!.rps).toFixed(2)}× ${b}`)
      .join(", ");
  for (const [page, r] of results) {
    const ratio = BASELINES.has(page) ? "" : ` (${ratios(r.rps) || "no baseline measured"})`;
    summary(
      `SSR ${page} (${connections} connections${BASELINES.has(page) ? ", baseline" : ""})`,
      `${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, ${r.cpuPerRequest.toFixed(2)} ms CPU/request${ratio}`,
      BASELINES.has(page) ? "—" : (GOALS[page] ?? "p99 < 200 ms"),
    );
  }
  console.log(`\nSSR with autocannon (${connections} connections, ${duration} s per run), production server\n`);
  console.log(table(["page", "req/s", "p50", "p99", "errors", "server CPU / request", "rr-serve req/s", "goal"], rows));
  console.log(`\nserver RSS: idle ${idleRss.toFixed(0)} MB, under load (max) ${loadedRss.toFixed(0)} MB`);
  summary("Server RSS idle / under load", `${idleRss.toFixed(0)} MB / ${loadedRss.toFixed(0)} MB`, "—");
} finally {
  rrServe?.child.kill("SIGTERM");
  await server.stop();
}
