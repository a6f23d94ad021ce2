import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_CHROMIUM_ARGS, findChromium, INSTALL_HINT } from "./tests/e2e/find-browser.ts";

const executablePath = await findChromium({ headlessShell: true });
if (!executablePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

const PORT = Number(process.env.E2E_PORT ?? 3456);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "vitae-e2e-"));
process.env.E2E_DATA_DIR = E2E_DATA_DIR;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // the onboarding tutorial (60 % of visitors) is covered by its own tests; here it would sit over the
    // builder's buttons for whichever random visitor draws it, so every browser starts having seen it
    storageState: { cookies: [], origins: [{ origin: `http://localhost:${PORT}`, localStorage: [{ name: "vitae_tutorial_seen", value: "1" }] }] },
    launchOptions: { executablePath, args: E2E_CHROMIUM_ARGS },
    // recording a trace (DOM snapshots and a screencast at every step) costs a sixth of the suite's
    // time, so it is recorded when a failed test is run again; `--trace on` records every test
    trace: "on-first-retry",
  },
  projects: [
    // *.js.spec.ts needs scripts, *.nojs.spec.ts checks the no-script fallback; *.spec.ts runs in both
    { name: "js", use: { javaScriptEnabled: true }, testIgnore: /\.nojs\.spec\.ts$/ },
    { name: "nojs", use: { javaScriptEnabled: false }, testIgnore: /\.js\.spec\.ts$/ },
  ],
  webServer: {
    command: "node server.ts",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: "production",
      PUBLIC_ORIGIN: `http://localhost:${PORT}`,
      LOG_LEVEL: "warn",
      // the browsers connect over loopback; each test names its own client address (fixtures.ts)
      TRUST_PROXY: "loopback",
      // payments: Razorpay test keys and the test-only local order ids (see .env.example)
      RAZORPAY_KEY_ID: "rzp_test_e2e",
      RAZORPAY_KEY_SECRET: "e2e_secret",
      RAZORPAY_FAKE_ORDERS: "1",
    },
  },
});
