import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // node by default; a test file asks for jsdom with a `// @vitest-environment jsdom` comment
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "tests/unit/**/*.test.ts"],
    setupFiles: ["tests/setup/msw.ts"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
