/** `npm run bench`: runs every benchmark in turn and prints their tables. */
import { run } from "../scripts/run.ts";

const benches = ["bench/generate.ts", "bench/cv-size.ts", "bench/writer.ts", "bench/parse-eval.ts", "bench/parse-accuracy.ts", "bench/analytics.ts", "bench/load.ts", "bench/browser.ts"];
let failed = 0;
for (const file of benches) {
  console.log(`\n===== ${file} =====`);
  const args = file === "bench/parse-eval.ts" ? [file, "--timing"] : [file];
  if ((await run(process.execPath, args)) !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
