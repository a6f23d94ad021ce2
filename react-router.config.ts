import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // VITAE_BUILD_DIR lets parallel checkouts/agents build side by side; server.ts reads the same variable
  buildDirectory: process.env.VITAE_BUILD_DIR ?? "build",
  ssr: true,
} satisfies Config;
