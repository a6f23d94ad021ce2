import { globSync, readFileSync } from "node:fs";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const UNIT_FILES = ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"];

/**
 * Unit test files that touch process-wide state: environment variables, the singletons kept on
 * globalThis (config, store, logger, the PDF browser), jsdom, module mocks or fake timers. They
 * keep a fresh process each. Every other unit file shares one worker process with the rest, which
 * spares re-importing the same modules for each file (most of the unit run's time).
 */
const PROCESS_STATE =
  /process\.env|vitest-environment|vi\.(mock|stubEnv|stubGlobal|useFakeTimers)|\b(getConfig|getLogger|getStore|closeStore|getPdfBrowser|closePdfBrowser|printCv|remember|forget)\b/;
const ISOLATED_UNIT_FILES = globSync(UNIT_FILES, { cwd: import.meta.dirname }).filter((file) =>
  PROCESS_STATE.test(readFileSync(path.join(import.meta.dirname, file), "utf8")),
);

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    // the default is one worker less than the cores: on a 2-core machine one worker leaves a core
    // idle whenever a file waits on its child servers
    maxWorkers: 2,
    projects: [
      {
        // unit tests: node by default (a file asks for jsdom with `// @vitest-environment jsdom`);
        // msw answers third-party HTTP (Groq, Razorpay) and fails any unhandled request
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...ISOLATED_UNIT_FILES],
          isolate: false,
          setupFiles: ["tests/setup/msw.ts", "tests/setup/jsdom-dialog.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "unit-isolated",
          environment: "node",
          include: ISOLATED_UNIT_FILES,
          setupFiles: ["tests/setup/msw.ts", "tests/setup/jsdom-dialog.ts"],
        },
      },
      {
        // integration tests talk to real child servers over loopback only; msw's socket-level
        // interception would sit in the way of their large uploads (and the child has no msw anyway)
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
        },
      },
    ],
  },
});
