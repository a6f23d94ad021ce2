/**
 * PDF download through HTTP against the production server: the cold first PDF after start; warm
 * PDFs of two-page CVs with 8 concurrent requests, every request a different CV (each one printed)
 * and the same CV again (answered from the kept PDFs); beside the HTML download in the same run
 * (the baseline); and the memory (proportional set size, so pages shared between the browser's
 * processes count once) of the server plus its browser while it prints.
 * Run after a build: npx node bench/pdf.ts [--seconds 15] [--concurrency 8]
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { SAMPLE_RESUME } from "../app/lib/sample-resume.ts";
import { openServerStore, startServer } from "../tests/setup/server-process.ts";
import { Visitor } from "../tests/setup/visitor.ts";
import { load, loadRow, summary, table } from "./lib.ts";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: process.env.BENCH_SECONDS ?? "15" }, concurrency: { type: "string", default: "8" } },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

/** Proportional memory in MB of one process (shared pages divided among their sharers). */
function pssMb(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // the process ended meanwhile
  }
}

/** Memory in MB of the server and every process below it (the browser and its helpers). */
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
  return [...inTree].reduce((sum, pid) => sum + pssMb(pid), 0);
}

const server = await startServer({ env: { LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "100000", PDF_QUEUE: "64" } });
try {
  const visitor = new Visitor(server.url);
  await visitor.fetch("/");
  // a Pro visitor: no download limit and no watermark
  const store = openServerStore(server);
  await store.visitors.grant(visitor.id, { tier: "pro", pro_until: new Date(Date.now() + 86_400_000).toISOString(), reset_generation_count: true });
  await store.close();
  // distinct CVs (a different summary each), so that every PDF request below is a real print
  const create = async (i: number) => {
    const created = await visitor.postJson("/api/generate-resume", {
      ...SAMPLE_RESUME,
      personalInfo: { ...SAMPLE_RESUME.personalInfo, summary: `Candidate ${i}. ${SAMPLE_RESUME.personalInfo.summary}` },
    });
    return ((await created.json()) as { resumeId: string }).resumeId;
  };
  const ids: string[] = [];
  for (let i = 0; i < Math.ceil(seconds * 40); i++) ids.push(await create(i));
  const resumeId = ids[0]!;

  const rssIdle = treeRssMb(server.child.pid!);
  const coldStart = performance.now();
  const first = await visitor.fetch(`/api/download-resume/${resumeId}?format=pdf`);
  await first.arrayBuffer();
  const coldMs = performance.now() - coldStart;
  const pages = first.headers.get("x-page-count");
  if (first.status !== 200) throw new Error(`the first PDF failed: ${first.status}`);

  const fetchOk = async (id: string, format: "pdf" | "html") => {
    const response = await visitor.fetch(`/api/download-resume/${id}?format=${format}`);
    await response.arrayBuffer();
    return response.ok;
  };
  const html = await load(() => fetchOk(resumeId, "html"), { concurrency, seconds });
  let rssPeak = 0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, treeRssMb(server.child.pid!))), 500);
  let next = 1;
  const pdf = await load(() => fetchOk(ids[next++ % ids.length]!, "pdf"), { concurrency, seconds });
  clearInterval(sampler);
  if (next > ids.length) console.log(`(only ${ids.length} distinct CVs: ${next - ids.length} requests were answered from kept PDFs)`);
  const kept = await load(() => fetchOk(resumeId, "pdf"), { concurrency, seconds });

  const row = (name: string, r: typeof html, goal: string) => loadRow(name, r, (r.p50 / html.p50).toFixed(1), goal);
  console.log(`\nCV download through HTTP (a ${pages}-page CV, ${concurrency} concurrent, ${seconds} s each)\n`);
  console.log(
    table(
      ["download", "per s", "p50", "p99", "errors", "p50 × HTML", "goal"],
      [
        row("HTML (baseline)", html, "—"),
        row("PDF, a different CV each time (printed)", pdf, "p50 ≤ 150 ms, p99 ≤ 800 ms, ≥ 20/s"),
        row("PDF, the same CV again (kept)", kept, "—"),
      ],
    ),
  );
  console.log(
    `\ncold first PDF after start: ${coldMs.toFixed(0)} ms (goal ≤ 3000 ms)\nserver + browser memory (PSS): ${rssIdle.toFixed(0)} MB before the first PDF, peak ${rssPeak.toFixed(0)} MB while printing (goal ≤ 600 MB)`,
  );
  summary(
    "Warm PDF download, each a new print (2-page CV, 8 concurrent)",
    `p50 ${pdf.p50.toFixed(0)} ms, p99 ${pdf.p99.toFixed(0)} ms, ${pdf.perSecond.toFixed(1)}/s, ${pdf.errors} errors`,
    "p50 ≤ 150 ms, p99 ≤ 800 ms, ≥ 20/s",
  );
  summary("PDF download of an unchanged CV (kept)", `p50 ${kept.p50.toFixed(0)} ms, ${kept.perSecond.toFixed(0)}/s`, "—");
  summary("HTML download of the same CV (baseline)", `p50 ${html.p50.toFixed(0)} ms, ${html.perSecond.toFixed(0)}/s`, "—");
  summary("Cold first PDF after start", `${coldMs.toFixed(0)} ms`, "≤ 3000 ms");
  summary("Server + browser memory (PSS) while printing", `${rssPeak.toFixed(0)} MB`, "≤ 600 MB");
} finally {
  await server.stop();
}
