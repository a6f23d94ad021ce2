/**
 * PDF download through HTTP against the production server: the cold first PDF after start, then
 * warm PDFs of a two-page CV with 8 concurrent requests, beside the HTML download of the same CV in
 * the same run (the baseline), and the memory of the server plus its browser while it works.
 * Run after a build: npx node bench/pdf.ts [--seconds 15] [--concurrency 8]
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { openSqliteStore } from "../app/server/db/sqlite.server.ts";
import { SAMPLE_RESUME } from "../app/lib/sample-resume.ts";
import { startServer } from "../tests/setup/server-process.ts";
import { Visitor } from "../tests/setup/visitor.ts";
import { load, summary, table } from "./lib.ts";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: process.env.BENCH_SECONDS ?? "15" }, concurrency: { type: "string", default: "8" } },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

/** Resident memory in MB of the server and every process below it (the browser and its helpers). */
function treeRssMb(root: number): number {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,pgid=,rss="], { encoding: "utf8" })
    .split("\n")
    .map((row) => row.trim().split(/\s+/).map(Number))
    .filter((row) => row.length === 4);
  const inTree = new Set([root]);
  // the browser leads its own process group: follow parents, then whole groups
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid, pgid] of rows) {
      if (!inTree.has(pid!) && (inTree.has(ppid!) || inTree.has(pgid!))) {
        inTree.add(pid!);
        grew = true;
      }
    }
  }
  return rows.filter(([pid]) => inTree.has(pid!)).reduce((sum, [, , , rss]) => sum + rss!, 0) / 1024;
}

const server = await startServer({ env: { LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "100000", PDF_QUEUE: "64" } });
try {
  const visitor = new Visitor(server.url);
  await visitor.fetch("/");
  // a Pro visitor: no download limit and no watermark
  const store = openSqliteStore({ file: path.join(server.dataDir, "vitae.sqlite"), objectsDir: path.join(server.dataDir, "objects") });
  await store.visitors.grant(visitor.id, { tier: "pro", pro_until: new Date(Date.now() + 86_400_000).toISOString(), reset_generation_count: true });
  await store.close();
  const created = await visitor.postJson("/api/generate-resume", { ...SAMPLE_RESUME, customization: { fitToOnePage: false } });
  const { resumeId } = (await created.json()) as { resumeId: string };

  const rssIdle = treeRssMb(server.child.pid!);
  const coldStart = performance.now();
  const first = await visitor.fetch(`/api/download-resume/${resumeId}?format=pdf`);
  await first.arrayBuffer();
  const coldMs = performance.now() - coldStart;
  const pages = first.headers.get("x-page-count");
  if (first.status !== 200) throw new Error(`the first PDF failed: ${first.status}`);

  const fetchOk = async (format: "pdf" | "html") => {
    const response = await visitor.fetch(`/api/download-resume/${resumeId}?format=${format}`);
    await response.arrayBuffer();
    return response.ok;
  };
  const html = await load(() => fetchOk("html"), { concurrency, seconds });
  let rssPeak = 0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, treeRssMb(server.child.pid!))), 500);
  const pdf = await load(() => fetchOk("pdf"), { concurrency, seconds });
  clearInterval(sampler);

  const row = (name: string, r: typeof html, goal: string) => [
    name,
    r.perSecond.toFixed(1),
    `${r.p50.toFixed(0)} ms`,
    `${r.p99.toFixed(0)} ms`,
    String(r.errors),
    (r.p50 / html.p50).toFixed(1),
    goal,
  ];
  console.log(`\nCV download through HTTP (a ${pages}-page CV, ${concurrency} concurrent, ${seconds} s each)\n`);
  console.log(
    table(
      ["download", "per s", "p50", "p99", "errors", "p50 × HTML", "goal"],
      [row("HTML (baseline)", html, "—"), row("PDF (warm)", pdf, "p50 ≤ 150 ms, p99 ≤ 800 ms, ≥ 20/s")],
    ),
  );
  console.log(
    `\ncold first PDF after start: ${coldMs.toFixed(0)} ms (goal ≤ 3000 ms)\nserver + browser RSS: ${rssIdle.toFixed(0)} MB before the first PDF, peak ${rssPeak.toFixed(0)} MB under load (goal ≤ 600 MB)`,
  );
  summary(
    "Warm PDF download (2-page CV, 8 concurrent)",
    `p50 ${pdf.p50.toFixed(0)} ms, p99 ${pdf.p99.toFixed(0)} ms, ${pdf.perSecond.toFixed(1)}/s, ${pdf.errors} errors`,
    "p50 ≤ 150 ms, p99 ≤ 800 ms, ≥ 20/s",
  );
  summary("HTML download of the same CV (baseline)", `p50 ${html.p50.toFixed(0)} ms, ${html.perSecond.toFixed(0)}/s`, "—");
  summary("Cold first PDF after start", `${coldMs.toFixed(0)} ms`, "≤ 3000 ms");
  summary("Server + browser RSS under PDF load", `${rssPeak.toFixed(0)} MB`, "≤ 600 MB");
} finally {
  await server.stop();
}
