/**
 * `npm test`: lint → format check → typecheck → unit + integration tests (vitest) → production
 * build → Playwright in both projects (js and nojs). Stops at the first failing step. The cheap
 * checks and the browser check come first so a machine without Chromium, or a lint slip, is
 * reported in seconds instead of after the slow steps.
 */
import { findChromium, INSTALL_HINT } from "../tests/e2e/find-browser.ts";
import { run } from "./run.ts";

const browser = await findChromium({ headlessShell: true });
if (!browser) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

const steps: Array<[string, string, string[]]> = [
  ["lint", "npm", ["run", "--silent", "lint"]],
  ["format check", "npm", ["run", "--silent", "format:check"]],
  ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["production build", "npx", ["react-router", "build"]],
  ["unit and integration tests", "npx", ["vitest", "run"]],
  ["end-to-end tests (js and nojs)", "npx", ["playwright", "test"]],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, { env: { PLAYWRIGHT_CHROMIUM_EXECUTABLE: browser } });
  console.log(`  ${name}: ${code === 0 ? "ok" : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0) process.exit(code);
}
