/**
 * `npm start`: validates the configuration first (a bad variable fails fast), builds the app when
 * there is no build or the sources are newer, then runs the production server.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfigOrExit } from "../app/server/config.server.ts";
import { run } from "./run.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.NODE_ENV ??= "production";
// Trying the app on one's own machine should not need configuration; a deployment sets its address.
if (!process.env.PUBLIC_ORIGIN?.trim()) {
  process.env.PUBLIC_ORIGIN = `http://localhost:${process.env.PORT?.trim() || 3000}`;
  console.log(`PUBLIC_ORIGIN is not set: links will use ${process.env.PUBLIC_ORIGIN} (set it to the site's public address in a deployment).`);
}
const config = loadConfigOrExit();

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const serverBuild = path.resolve(root, config.VITAE_BUILD_DIR, "server/index.js");
const sourcesNewer = () => Math.max(newestMtime(path.join(root, "app")), newestMtime(path.join(root, "public"))) > statSync(serverBuild).mtimeMs;

if (!existsSync(serverBuild) || sourcesNewer()) {
  console.log("Building the app (first start or sources changed)…");
  const code = await run("npx", ["react-router", "build"]);
  if (code !== 0) process.exit(code);
}

await import("../server.ts");
