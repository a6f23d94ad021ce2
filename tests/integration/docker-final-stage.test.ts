/**
 * No Docker engine runs on our machines, so this test performs the Dockerfile's final stage by
 * hand: it reads the final stage's COPY lines, copies those paths of the built app into an empty
 * directory, adds production dependencies only (what the prod-deps stage's `npm ci --omit=dev`
 * installs) and starts the stage's CMD; /healthz must answer. A COPY that misses a file the server
 * needs, or a package the server imports that is listed as a development dependency, fails here.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { buildDir, freePort, tempDataDir } from "../setup/server-process.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Hard-links a package's files (its nested node_modules are packages of their own in the lockfile). */
function linkPackage(source: string, target: string): void {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.name === "node_modules") continue;
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) linkPackage(from, to);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else linkSync(from, to);
  }
}

/**
 * The tree `npm ci --omit=dev` installs is the full install's tree without the lockfile's
 * development-only packages (same places, same versions). Running that install here took 28 s of a
 * two-core machine, so the packages are hard-linked from the install the tests run on instead;
 * optional packages for other platforms are absent there as they would be in the image.
 */
function installProductionDependencies(target: string): void {
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, { dev?: boolean; link?: boolean }>;
  };
  for (const [place, entry] of Object.entries(lock.packages)) {
    if (!place.startsWith("node_modules/") || entry.dev || entry.link) continue;
    const installed = path.join(root, place);
    if (existsSync(installed)) linkPackage(installed, path.join(target, place));
  }
}

function stage(dockerfile: string, name: string): string[] {
  const lines = dockerfile.split("\n");
  const start = lines.findIndex((line) => new RegExp(`^FROM .* AS ${name}$`, "i").test(line.trim()));
  const end = lines.findIndex((line, index) => index > start && line.startsWith("FROM "));
  return lines.slice(start, end === -1 ? undefined : end);
}

it("the final image stage starts from production dependencies and answers /healthz", { timeout: 300_000 }, async () => {
  expect(existsSync(path.join(buildDir, "server/index.js")), "run the production build first").toBe(true);
  const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
  const final = stage(dockerfile, "final");
  const target = mkdtempSync(path.join(os.tmpdir(), "vitae-image-"));

  const copies = final
    .map((line) => /^COPY --from=build \/app\/(\S+) \.\/(\S+)$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null);
  expect(copies.length).toBeGreaterThan(3);
  for (const [, from, to] of copies) {
    const source = from === "build" ? buildDir : path.join(root, from!);
    cpSync(source, path.join(target, to!), { recursive: true });
  }

  const prodInstall = stage(dockerfile, "prod-deps").find((line) => line.startsWith("RUN npm ci"));
  expect(prodInstall).toContain("--omit=dev");
  installProductionDependencies(target);
  expect(existsSync(path.join(target, "node_modules/vite")), "dev dependencies must not be installed").toBe(false);

  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(final.join("\n"))![1]!) as string[];
  expect(cmd[0]).toBe("node");
  const port = await freePort();
  const child = spawn(process.execPath, cmd.slice(1), {
    cwd: target,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: tempDataDir(),
      LOG_LEVEL: "warn",
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  try {
    let healthy = false;
    for (let i = 0; i < 150 && !healthy && child.exitCode === null; i++) {
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 200));
    }
    expect(healthy, output).toBe(true);
    const page = await fetch(`http://127.0.0.1:${port}/`);
    expect(page.status).toBe(200);
  } finally {
    child.kill("SIGTERM");
  }
});
