/**
 * `npm run bench`: runs every benchmark in turn (each prints its own detail table), then one summary
 * table of the headline figures with their goals. Needs a production build (`npm run build`).
 * BENCH_SECONDS shortens or lengthens the timed sections (defaults: SSR 20 s per run as
 * asks, load 60 s, generation 10 s). Run it on an otherwise idle machine: the figures are absolute
 * (the SSR bench measures two baselines in the same run, and the server's CPU time per request, for
 * a machine that is not idle).
 *   npm run bench -- --only ssr,lighthouse,create-js     (or BENCH_ONLY=…): the speed goals alone
 * Names: each bench's file name (ssr, generate, load, …, browser) and, for parts of the browser
 * bench, lighthouse, create-js, weight and axe.
 */
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import { SUMMARY_MARKER, table } from "./lib.ts";

const { values } = parseArgs({ options: { only: { type: "string", default: process.env.BENCH_ONLY ?? "" } } });

/** Parts of bench/browser.ts by name: `--only lighthouse` runs Lighthouse without the axe pass. */
const BROWSER_PARTS: Record<string, string> = { lighthouse: "lighthouse", "create-js": "js", weight: "weight", axe: "axe" };

const all: Array<[string, string[]]> = [
  ["bench/ssr.ts", []],
  ["bench/generate.ts", []],
  ["bench/load.ts", []],
  ["bench/parse-eval.ts", ["--timing"]],
  ["bench/parse-accuracy.ts", []],
  ["bench/writer.ts", []],
  ["bench/match.ts", []],
  ["bench/prompt-accuracy.ts", []],
  ["bench/improve-accuracy.ts", []],
  ["bench/cv-size.ts", []],
  ["bench/pdf.ts", []],
  ["bench/analytics.ts", []],
  ["bench/browser.ts", []],
];

function selected(): Array<[string, string[]]> {
  const names = values.only.split(",").filter(Boolean);
  if (names.length === 0) return all;
  const unknown = names.filter((name) => !(name in BROWSER_PARTS) && !all.some(([file]) => file === `bench/${name}.ts`));
  if (unknown.length > 0) {
    console.error(`Unknown bench: ${unknown.join(", ")}. Names: ${[...all.map(([file]) => file.slice(6, -3)), ...Object.keys(BROWSER_PARTS)].join(", ")}`);
    process.exit(2);
  }
  const chosen = all.filter(([file]) => names.includes(file.slice(6, -3)));
  const parts = names.filter((name) => name in BROWSER_PARTS).map((name) => BROWSER_PARTS[name]!);
  if (parts.length > 0 && !names.includes("browser")) chosen.push(["bench/browser.ts", ["--parts", parts.join(",")]]);
  return chosen;
}
const benches = selected();

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
