/**
 * Parse accuracy on ../shared/eval (dev truth) through the real parser: starts bench/parse-eval.ts
 * as a server and runs the corpus's own scorer against it. Goal: overall ≥ 90 %.
 *   npx node bench/parse-accuracy.ts
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { freePort } from "../tests/setup/server-process.ts";
import { summary } from "./lib.ts";

const root = path.resolve(import.meta.dirname, "..");
const evalDir = path.resolve(root, "../shared/eval");
if (!existsSync(path.join(evalDir, "score-parse.mjs"))) {
  console.error(`No evaluation corpus at ${evalDir}`);
  process.exit(1);
}
const port = await freePort();
// the configuration defaults to production, which asks for settings (PUBLIC_ORIGIN) a local parse does not need
const server = spawn(process.execPath, ["bench/parse-eval.ts", "--port", String(port)], {
  cwd: root,
  stdio: ["ignore", "pipe", "inherit"],
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || "development" },
});
await new Promise<void>((resolve) => server.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve()));
try {
  const scorer = spawn(
    process.execPath,
    [
      path.join(evalDir, "score-parse.mjs"),
      "--url",
      `http://127.0.0.1:${port}`,
      "--docs",
      path.join(evalDir, "resumes"),
      "--truth",
      path.join(evalDir, "truth"),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let output = "";
  scorer.stdout!.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  const code = await new Promise<number>((resolve) => scorer.on("exit", (exitCode) => resolve(exitCode ?? 1)));
  const overall = /overall:\s*([\d.]+%)/.exec(output)?.[1] ?? "not reported";
  summary("Parse accuracy on ../shared/eval (dev truth, offline)", overall, "≥ 90 %");
  process.exitCode = code;
} finally {
  server.kill("SIGTERM");
}
