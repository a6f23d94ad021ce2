import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        // unit tests: node by default (a file asks for jsdom with `// @vitest-environment jsdom`);
        // msw answers third-party HTTP (Groq, Razorpay) and fails any unhandled request
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.ts"],
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
