/**
 * Starts the real production server (`node server.ts`, the built app) as a child process on a free
 * port with its own temporary DATA_DIR. Used by the integration tests that need a whole process.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { openSqliteStore } from "../../app/server/db/sqlite.server.ts";
import type { Store } from "../../app/server/db/types.server.ts";
import { afterAll, beforeAll } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "./smtp.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The production build the child servers run (VITAE_BUILD_DIR, as the server reads it). */
export const buildDir = path.resolve(root, process.env.VITAE_BUILD_DIR || "build");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "vitae-test-"));
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The test's own connection to the sqlite file a server writes (WAL lets both use it). */
export function openServerStore(server: Pick<RunningServer, "dataDir">): Store {
  return openSqliteStore({ file: path.join(server.dataDir, "vitae.sqlite"), objectsDir: path.join(server.dataDir, "objects") });
}

/** `port`: listen there rather than on a free port (for a caller that must know the origin beforehand). */
export async function startServer(options: { dataDir?: string; env?: Record<string, string>; port?: number } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir();
  let log = "";
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    url,
    port,
    dataDir,
    child,
    output: () => log,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * A server process for the tests of the block this is called in: started before them, stopped
 * after. `store` is the test's own connection to the server's sqlite file, opened on first use and
 * closed with the server. `withMail`: the server sends its mail to an SMTP server in this process
 * (`smtp`), started first and closed last.
 */
export function serverForTests(options: Parameters<typeof startServer>[0] & { withMail?: boolean } = {}): {
  readonly server: RunningServer;
  readonly store: Store;
  readonly smtp: TestSmtpServer;
} {
  let server: RunningServer | undefined;
  let store: Store | undefined;
  let smtp: TestSmtpServer | undefined;
  beforeAll(async () => {
    const { withMail, ...startOptions } = options;
    if (withMail) {
      smtp = await startSmtpServer();
      startOptions.env = { SMTP_URL: smtp.url, MAIL_FROM: "Vitae <signin@vitae.test>", ...startOptions.env };
    }
    server = await startServer(startOptions);
  });
  afterAll(async () => {
    await store?.close();
    await server?.stop();
    await smtp?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} starts before the block's tests: read it inside a test or hook`);
    return value;
  };
  return {
    get server() {
      return started(server, "the server");
    },
    get store() {
      store ??= openServerStore(this.server);
      return store;
    },
    get smtp() {
      return started(smtp, "the mail server (withMail)");
    },
  };
}
