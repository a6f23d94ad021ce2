/**
 * Vitae's server, run directly by Node 24 (type stripping) in production and development.
 *   production:  node server.ts                              (serves ./build)
 *   development: node --conditions=development server.ts    (Vite middleware, HMR)
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting, finish in-flight requests, close the store.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import closeWithGrace from "close-with-grace";
import type { ServerBuild } from "react-router";
import { loadConfigOrExit } from "./app/server/config.server.ts";
import { closeStore, openStore } from "./app/server/db/index.server.ts";
import { createHttpApp } from "./app/server/http/app.server.ts";
import { getLogger } from "./app/server/http/logging.server.ts";
import { registerTestHooks } from "./app/server/http/test-hooks.server.ts";
import { startRetentionJob } from "./app/server/analytics.server.ts";
import { closePdfBrowser } from "./app/server/render/pdf-browser.server.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfigOrExit();
const logger = getLogger(config.LOG_LEVEL);
const development = process.env.NODE_ENV === "development";
const buildDir = path.resolve(root, config.VITAE_BUILD_DIR);

await openStore();
const stopRetention = startRetentionJob();

let build: ServerBuild | (() => Promise<ServerBuild>);
let viteMiddlewares;
if (development) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  viteMiddlewares = viteServer.middlewares;
  build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
} else {
  const serverBuild = path.join(buildDir, "server/index.js");
  if (!existsSync(serverBuild)) {
    console.error("No production build found in ./build. Run `npm run build` (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
}

const app = createHttpApp({
  config,
  build,
  viteMiddlewares,
  clientDir: path.join(buildDir, "client"),
  extraRoutes: config.VITAE_TEST_HOOKS === "1" ? registerTestHooks : undefined,
});

const server = app.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  logger.info({ msg: "listening", url: `http://localhost:${port}`, store: config.MONGODB_URI ? "mongo" : "sqlite" });
});
server.on("error", (error) => {
  logger.fatal({ msg: "server failed to start", error: String(error) });
  process.exit(1);
});

const SHUTDOWN_DEADLINE_MS = 9_000;
closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS + 900, logger: false }, async ({ signal, err }) => {
  if (err) logger.error({ msg: "fatal error, shutting down", error: String(err) });
  else logger.info({ msg: "shutting down", signal });
  // Stop accepting, let in-flight requests finish; idle keep-alive sockets are closed now and again.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
  const deadline = new Promise<void>((resolve) =>
    setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, SHUTDOWN_DEADLINE_MS).unref(),
  );
  await Promise.race([closed, deadline]);
  clearInterval(idleSweep);
  stopRetention();
  // the PDF browser is a child process: close it so no Chromium outlives the server
  await closePdfBrowser();
  await closeStore();
  logger.info({ msg: "stopped" });
});
