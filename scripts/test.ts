/**
 * `npm test`: the cheap checks in two lanes (lint then the production build; format check then
 * typecheck), then unit + integration tests (vitest, which needs the build), then the parser's and
 * writer's unit tests again in one worker, then Playwright in both projects (js and nojs). Stops at the first failing step. The cheap checks and the browser check
 * come first so a machine without Chromium, or a lint slip, is reported in seconds instead of after
 * the slow steps; each of them is one thread, so two lanes use both cores of a two-core machine.
 */
import { findChromium, INSTALL_HINT } from "../tests/e2e/find-browser.ts";
import { run } from "./run.ts";

const found = await findChromium({ headlessShell: true });
if (!found) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
const browser: string = found;

type Step = [name: string, command: string, args: string[]];

const lint: Step = ["lint", "npm", ["run", "--silent", "lint"]];
const formatCheck: Step = ["format check", "npm", ["run", "--silent", "format:check"]];
// typecheck runs typegen, which rewrites .react-router/; lint ignores that folder (it reads no types)
const typecheck: Step = ["typecheck", "npm", ["run", "--silent", "typecheck"]];
const build: Step = ["production build", "npx", ["react-router", "build"]];
const vitest: Step = ["unit and integration tests", "npx", ["vitest", "run"]];
// unit files share a worker, so a result could hang on which files ran before it (a regular
// expression V8 compiled differently once warm did exactly that): the parser and the writer again, in
// one worker, in another order
const unitInOneWorker: Step = [
  "parser and writer unit tests in one worker",
  "npx",
  ["vitest", "run", "--project", "unit", "--maxWorkers=1", "app/server/parse", "app/server/ai", "app/lib"],
];
const playwright: Step = ["end-to-end tests (js and nojs)", "npx", ["playwright", "test"]];

async function runStep([name, command, args]: Step): Promise<number> {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, { env: { PLAYWRIGHT_CHROMIUM_EXECUTABLE: browser } });
  console.log(`  ${name}: ${code === 0 ? "ok" : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

/** Runs the steps one after another; the exit code of the first that fails, or 0. */
async function runLane(steps: Step[]): Promise<number> {
  for (const step of steps) {
    const code = await runStep(step);
    if (code !== 0) return code;
  }
  return 0;
}

const started = Date.now();
// lint is the longest check: the build follows it, the two shorter checks share the other lane
const lanes = await Promise.all([runLane([lint, build]), runLane([formatCheck, typecheck])]);
const failed = lanes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
console.log(`  cheap checks and build: ok in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const code = await runLane([vitest, unitInOneWorker, playwright]);
if (code !== 0) process.exit(code);
