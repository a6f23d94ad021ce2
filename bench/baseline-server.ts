/**
 * The same production build served the plain way — Express + @react-router/express and static files,
 * without our compression, security headers, logging, limits or probes. It stands in for
 * `react-router-serve` (not installed here) as the baseline of bench/ssr.ts.
 *   npx node bench/baseline-server.ts --port 3999
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";

const { values } = parseArgs({ options: { port: { type: "string", default: "3999" } } });
const buildDir = path.resolve(import.meta.dirname, "..", process.env.VITAE_BUILD_DIR ?? "build");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;

const app = express();
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(buildDir, "client")));
app.all("/{*splat}", createRequestHandler({ build }));
app.listen(Number(values.port), "127.0.0.1", () => console.log(`baseline listening on ${values.port}`));
