/**
 * `npm run bench`: runs every benchmark in turn (each prints its own detail table), then one summary
 * table of the headline figures with their goals. Needs a production build (`npm run build`).
 * BENCH_SECONDS shortens or lengthens the timed sections (defaults: SSR 20 s per run as
 * asks, load 60 s, generation 10 s). Run it on an otherwise idle machine: the figures are absolute.
 */
import { spawn } from "node:child_process";
import { SUMMARY_MARKER, table } from "./lib.ts";

const benches: Array<[string, string[]]> = [
  ["bench/ssr.ts", []],
  ["bench/generate.ts", []],
  ["bench/load.ts", []],
  ["bench/parse-eval.ts", ["--timing"]],
  ["bench/parse-accuracy.ts", []],
  ["bench/writer.ts", []],
  ["bench/match.ts", []],
  ["bench/prompt-accuracy.ts", []],
  ["bench/cv-size.ts", []],
  ["bench/pdf.ts", []],
  ["bench/analytics.ts", []],
  ["bench/browser.ts", []],
];

const rows: string[][] = [];
let failed = 0;
for (const [file, args] of benches) {
  console.log(`\n===== ${file} =====`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [file, ...args], { stdio: ["ignore", "pipe", "inherit"] });
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith(SUMMARY_MARKER)) {
          const { figure, value, goal } = JSON.parse(line.slice(SUMMARY_MARKER.length)) as { figure: string; value: string; goal: string };
          rows.push([figure, value, goal]);
        } else {
          console.log(line);
        }
      }
    });
    child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) {
    failed++;
    rows.push([file, `exited with ${code}`, "exit 0"]);
  }
}

console.log("\n===== summary =====\n");
console.log(table(["figure", "measured", "goal"], rows));
process.exit(failed === 0 ? 0 : 1);
