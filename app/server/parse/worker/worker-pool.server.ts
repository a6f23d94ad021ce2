/**
 * The worker threads the parse runs in: a pool of 2, kept warm and reused; a terminated or crashed
 * worker is replaced. A file gets 5 s of parsing (then its worker is terminated) and V8 heap
 * limits, so a hostile file can neither block the event loop nor take the server's memory. The
 * limit is measured in the worker's CPU time when Node can report it (worker.cpuUsage), so a
 * legitimate file on an overloaded machine is not refused; wall time is capped at 3 × the limit
 * regardless.
 *
 * Where the worker file comes from: the worker entry is the TypeScript source file
 * `app/server/parse/worker/parse-worker.server.ts`, run by Node itself (Node 24 strips types by
 * default; on an older Node we pass --experimental-strip-types). Its path is resolved, in order:
 *   1. $VITAE_PARSE_WORKER (an explicit override, e.g. in an unusual deployment layout);
 *   2. next to this module — correct when this file runs from source (`node server.ts`, vitest,
 *      `npx node bench/parse-eval.ts`);
 *   3. `<cwd>/app/server/parse/worker/parse-worker.server.ts` — used after Vite has bundled this
 *      module into build/server/index.js, where "next to this module" no longer holds. The
 *      production image therefore has to ship app/server/parse/ (it does: the sources sit beside build/).
 * The path is built with path.join on purpose (not `new URL("./x.ts", import.meta.url)`), so
 * Vite does not try to turn it into an emitted asset or worker chunk.
 */
import { Worker } from "node:worker_threads";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getConfig } from "../../config.server.ts";
import { ParseError, PARSE_MESSAGES } from "../errors.server.ts";
import type { ParsedResume as RawParsedResume } from "../types.server.ts";

export const PARSE_TIMEOUT_MS = 5_000;
/** Hard cap on wall time per file, as a multiple of the limit (only reached on a starved machine). */
const WALL_FACTOR = 3;
/** Loading pdf.js and the parser into a fresh worker; not counted against the per-file limit. */
const STARTUP_TIMEOUT_MS = 20_000;
const WORKER_FILE = "parse-worker.server.ts";
const MAX_WORKERS = 2;
const JOBS_PER_WORKER = 200;
/**
 * Files waiting for a worker beyond this are refused with 503 (PARSE_MESSAGES.busy) instead of
 * queueing without end: each waiting job holds its upload (up to 10 MB) in memory. The load bench's
 * 100 simultaneous uploaders stay well inside it.
 */
export const MAX_WAITING_PARSES = 128;
/** Seconds a refused uploader is asked to wait (Retry-After). */
export const PARSE_RETRY_AFTER_S = 30;

export function resolveWorkerPath(): string {
  const candidates: string[] = [];
  const configured = getConfig().VITAE_PARSE_WORKER;
  if (configured) candidates.push(configured);
  try {
    candidates.push(path.join(path.dirname(fileURLToPath(import.meta.url)), WORKER_FILE));
  } catch {
    /* not a file: URL */
  }
  candidates.push(path.join(process.cwd(), "app", "server", "parse", "worker", WORKER_FILE));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`resume parser worker not found (tried ${candidates.join(", ")})`);
  return found;
}

function workerExecArgv(): string[] {
  const features = process.features as { typescript?: string | false };
  return features.typescript ? [] : ["--experimental-strip-types", "--no-warnings=ExperimentalWarning"];
}

interface Job {
  id: number;
  bytes: Uint8Array;
  debugDelayMs?: number;
  timeoutMs: number;
  startedAt?: number;
  /** worker CPU time (µs) when the job started, when the runtime can tell */
  cpuStart?: number;
  resolve: (r: RawParsedResume) => void;
  reject: (e: ParseError) => void;
}

interface PoolWorker {
  worker: Worker;
  /** modules loaded and pdf.js warmed up: only then does a job's time limit start */
  ready: boolean;
  startTimer: NodeJS.Timeout | null;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  jobs: number;
  dead: boolean;
}

const pool: PoolWorker[] = [];
const queue: Job[] = [];
let nextId = 1;

function spawn(): PoolWorker {
  const worker = new Worker(resolveWorkerPath(), {
    execArgv: workerExecArgv(),
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 48, stackSizeMb: 8 },
    stdout: false,
    stderr: false,
  });
  const pw: PoolWorker = { worker, ready: false, startTimer: null, job: null, timer: null, jobs: 0, dead: false };
  // referenced while starting (an upload is waiting for it), unreferenced whenever idle
  // a worker that cannot even start (broken install, exhausted machine) must not hang uploads
  pw.startTimer = setTimeout(() => {
    if (!pw.ready) fail(new ParseError(422, PARSE_MESSAGES.timeout));
  }, STARTUP_TIMEOUT_MS);
  pw.startTimer.unref();
  worker.on("message", (msg: { ready?: boolean; id: number; ok: boolean; result?: RawParsedResume; status?: 413 | 415 | 422; message?: string }) => {
    if (msg.ready) {
      pw.ready = true;
      if (pw.startTimer) clearTimeout(pw.startTimer);
      pump();
      if (!pw.job && !pw.dead) pw.worker.unref();
      return;
    }
    const job = pw.job;
    if (!job || job.id !== msg.id) return;
    finish(pw);
    if (msg.ok && msg.result) job.resolve(msg.result);
    else job.reject(new ParseError(msg.status ?? 422, msg.message ?? PARSE_MESSAGES.damaged));
    if (pw.jobs >= JOBS_PER_WORKER) retire(pw);
    pump();
  });
  const fail = (err: ParseError) => {
    const job = pw.job;
    const starting = !pw.ready;
    retire(pw);
    if (job) job.reject(err);
    // a worker that died while starting takes the oldest waiting upload with it (no retry loop)
    else if (starting && queue.length) queue.shift()!.reject(err);
    pump();
  };
  worker.on("error", (e: Error & { code?: string }) => {
    fail(new ParseError(422, e?.code === "ERR_WORKER_OUT_OF_MEMORY" ? PARSE_MESSAGES.memory : PARSE_MESSAGES.damaged));
  });
  worker.on("exit", () => {
    if (!pw.dead) fail(new ParseError(422, PARSE_MESSAGES.damaged));
  });
  pool.push(pw);
  return pw;
}

function finish(pw: PoolWorker): void {
  if (pw.timer) clearTimeout(pw.timer);
  pw.timer = null;
  pw.job = null;
  if (!pw.dead) pw.worker.unref();
}

function retire(pw: PoolWorker): void {
  if (pw.startTimer) clearTimeout(pw.startTimer);
  if (pw.timer) clearTimeout(pw.timer);
  pw.timer = null;
  pw.job = null;
  if (!pw.dead) {
    pw.dead = true;
    void pw.worker.terminate().catch(() => {});
  }
  const i = pool.indexOf(pw);
  if (i >= 0) pool.splice(i, 1);
}

function pump(): void {
  while (queue.length) {
    const pw = pool.find((w) => w.ready && !w.job && !w.dead);
    if (!pw) {
      // start another worker when every existing one is busy or still starting for earlier jobs
      const starting = pool.filter((w) => !w.ready && !w.dead).length;
      if (pool.length < MAX_WORKERS && starting < queue.length) spawn();
      return;
    }
    const job = queue.shift()!;
    pw.job = job;
    pw.jobs++;
    pw.worker.ref();
    const target = pw;
    job.startedAt = Date.now();
    void workerCpu(target.worker).then((c) => {
      if (c !== null && job.cpuStart === undefined) job.cpuStart = c;
    });
    const kill = () => {
      if (target.job !== job) return;
      retire(target); // terminate: the only way to stop a runaway parse
      job.reject(new ParseError(422, PARSE_MESSAGES.timeout));
      pump();
    };
    const check = async () => {
      if (target.job !== job) return;
      // The limit is parsing time. On an overloaded machine a worker may have had far less CPU
      // than wall time: then it gets more wall time, up to WALL_FACTOR × the limit.
      const now = await workerCpu(target.worker);
      if (target.job !== job) return;
      const usedMs = now !== null && job.cpuStart !== undefined ? (now - job.cpuStart) / 1000 : Infinity;
      const wall = Date.now() - job.startedAt!;
      if (usedMs < 0.8 * job.timeoutMs && wall < WALL_FACTOR * job.timeoutMs) {
        target.timer = setTimeout(() => void check(), Math.max(200, Math.min(job.timeoutMs - usedMs, WALL_FACTOR * job.timeoutMs - wall)));
      } else kill();
    };
    pw.timer = setTimeout(() => void check(), job.timeoutMs);
    // the bytes are our own copy: transfer them instead of cloning
    pw.worker.postMessage({ id: job.id, bytes: job.bytes, debugDelayMs: job.debugDelayMs }, [job.bytes.buffer as ArrayBuffer]);
  }
}

/** CPU time (µs) a worker thread has used so far, or null when the runtime cannot tell. */
async function workerCpu(w: Worker): Promise<number | null> {
  const f = (w as unknown as { cpuUsage?: () => Promise<{ user: number; system: number }> }).cpuUsage;
  if (typeof f !== "function") return null;
  try {
    const u = await f.call(w);
    return u.user + u.system;
  } catch {
    return null;
  }
}

/**
 * Parses one file in a worker: the raw field guesses, before finalizeResume. Takes ownership of
 * `bytes` (they are transferred to the worker). Rejects only with ParseError.
 */
export function runInWorker(bytes: Uint8Array, timeoutMs: number, debugDelayMs?: number, maxWaiting = MAX_WAITING_PARSES): Promise<RawParsedResume> {
  return new Promise((resolve, reject) => {
    if (queue.length >= maxWaiting) {
      reject(new ParseError(503, PARSE_MESSAGES.busy));
      return;
    }
    const job: Job = { id: nextId++, bytes, timeoutMs, debugDelayMs, resolve, reject };
    queue.push(job);
    try {
      pump();
    } catch {
      // no worker could be started (e.g. the worker file is missing): fail this upload cleanly
      const i = queue.indexOf(job);
      if (i >= 0) queue.splice(i, 1);
      reject(new ParseError(422, PARSE_MESSAGES.damaged));
    }
  });
}

export interface ParseOptions {
  /** time limit for one file (default 5 s) */
  timeoutMs?: number;
  /** test hook: keep the worker busy this long before parsing */
  debugDelayMs?: number;
  /** test hook: a smaller limit than MAX_WAITING_PARSES */
  maxWaiting?: number;
}

/** Stops the worker threads (tests, graceful shutdown). */
export async function closeParseWorkers(): Promise<void> {
  const all = [...pool];
  for (const pw of all) retire(pw);
}
