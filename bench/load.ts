/**
 * Load: virtual users doing the whole journey — page, upload (parse), generate, download — against
 * the production server with the embedded store. Prints p50/p99 per step and the errors (goal: 0).
 *   npx node bench/load.ts [--users 100] [--seconds 60]     (BENCH_SECONDS overrides the 60 s)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { SAMPLE_RESUME } from "../app/lib/sample-resume.ts";
import { openServerStore, startServer } from "../tests/setup/server-process.ts";
import { Visitor } from "../tests/setup/visitor.ts";
import { percentile, summary, table } from "./lib.ts";

const { values } = parseArgs({
  options: { users: { type: "string", default: "100" }, seconds: { type: "string", default: process.env.BENCH_SECONDS ?? "60" } },
});
const users = Number(values.users);
const seconds = Number(values.seconds);
const pdf = readFileSync(path.resolve(import.meta.dirname, "../tests/fixtures/parse/resume.pdf"));

// one IP sends everything here: the per-IP and per-visitor limits are scaled up for the run
const server = await startServer({ env: { LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "10000" } });
const steps = ["page", "parse", "generate", "download"] as const;
const latencies: Record<(typeof steps)[number], number[]> = { page: [], parse: [], generate: [], download: [] };
const errors: Record<(typeof steps)[number], number> = { page: 0, parse: 0, generate: 0, download: 0 };
let journeys = 0;
try {
  const visitors = await Promise.all(
    Array.from({ length: users }, async () => {
      const visitor = new Visitor(server.url);
      await visitor.fetch("/");
      return visitor;
    }),
  );
  const store = openServerStore(server);
  for (const visitor of visitors) {
    await store.visitors.grant(visitor.id, { tier: "pro", pro_until: new Date(Date.now() + 86_400_000).toISOString(), reset_generation_count: true });
  }
  await store.close();

  const timed = async (step: (typeof steps)[number], call: () => Promise<Response>): Promise<Response | null> => {
    const started = performance.now();
    try {
      const response = await call();
      await response.clone().arrayBuffer();
      latencies[step].push(performance.now() - started);
      if (!response.ok) errors[step]++;
      return response.ok ? response : null;
    } catch {
      errors[step]++;
      return null;
    }
  };

  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    visitors.map(async (visitor) => {
      while (performance.now() < deadline) {
        await timed("page", () => visitor.fetch("/create"));
        const body = new FormData();
        body.append("resume", new Blob([new Uint8Array(pdf)]), "resume.pdf");
        await timed("parse", () => visitor.fetch("/api/parse-resume", { method: "POST", body }));
        const generated = await timed("generate", () => visitor.postJson("/api/generate-resume", SAMPLE_RESUME));
        if (!generated) continue;
        const { resumeId } = (await generated.json()) as { resumeId: string };
        await timed("download", () => visitor.fetch(`/api/download-resume/${resumeId}`));
        journeys++;
      }
    }),
  );
} finally {
  await server.stop();
}

console.log(`\nLoad: ${users} virtual users × ${seconds} s, full journey (page → parse → generate → download)\n`);
console.log(
  table(
    ["step", "requests", "p50", "p99", "errors", "goal"],
    steps.map((step) => {
      const sorted = [...latencies[step]].sort((a, b) => a - b);
      return [
        step,
        String(sorted.length),
        `${percentile(sorted, 50).toFixed(0)} ms`,
        `${percentile(sorted, 99).toFixed(0)} ms`,
        String(errors[step]),
        "0 errors",
      ];
    }),
  ),
);
console.log(`\njourneys completed: ${journeys}`);
for (const step of steps) {
  const sorted = [...latencies[step]].sort((a, b) => a - b);
  summary(`Load ${users} users: ${step} p99`, `${percentile(sorted, 99).toFixed(0)} ms, ${errors[step]} errors`, "0 errors");
}
const totalErrors = Object.values(errors).reduce((a, b) => a + b, 0);
if (totalErrors > 0) process.exitCode = 1;
