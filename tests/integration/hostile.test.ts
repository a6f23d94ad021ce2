/**
 * Hostile input: generated malformed requests against every route and /api endpoint of a
 * real production server process. None may get a 5xx; every one gets a status < 500 with a clear
 * error (JSON `{ error }` on /api); the server still answers /healthz afterwards.
 *
 * `npm test` runs the short form (a stratified sample of a few hundred requests);
 * `npm run test:hostile` sets HOSTILE_FULL=1 for the long form (every generated case, > 2,000).
 * The child server runs with RATE_LIMIT_SCALE raised so the requests reach the handlers instead of
 * the per-IP limiter (429 is still an acceptable answer).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostileCases, shortForm, validResume, type HostileCase } from "../setup/hostile-cases.ts";
import { mapLimit, sendCase, type HostileResult } from "../setup/hostile-runner.ts";
import { openServerStore, startServer, type RunningServer } from "../setup/server-process.ts";
import { startSmtpServer, type TestSmtpServer } from "../setup/smtp.ts";
import { Visitor } from "../setup/visitor.ts";

const FULL = process.env.HOSTILE_FULL === "1";
const SHORT_TARGET = 350;
const fixtures = path.resolve(import.meta.dirname, "../fixtures");

describe(`hostile input (${FULL ? "long" : "short"} form)`, () => {
  let server: RunningServer;
  let owner: Visitor;
  let smtp: TestSmtpServer;
  let resumeId: string;

  beforeAll(async () => {
    // sign-in mail goes somewhere real, so the sign-in forms run their whole path
    smtp = await startSmtpServer();
    server = await startServer({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Vitae <signin@vitae.test>",
        RATE_LIMIT_SCALE: "1000",
        RAZORPAY_KEY_ID: "rzp_test_hostile",
        RAZORPAY_KEY_SECRET: "hostile_secret",
        RAZORPAY_WEBHOOK_SECRET: "hostile_webhook_secret",
        RAZORPAY_FAKE_ORDERS: "1",
      },
    });
    owner = new Visitor(server.url);
    await owner.fetch("/");
    const store = openServerStore(server);
    await store.visitors.grant(owner.id, { tier: "pro", pro_until: new Date(Date.now() + 86_400_000).toISOString(), reset_generation_count: true });
    await store.close();
    const created = await owner.postJson("/api/generate-resume", validResume());
    expect(created.status).toBe(201);
    resumeId = ((await created.json()) as { resumeId: string }).resumeId;
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  it(
    "answers every malformed request with a 4xx (or 2xx/3xx) and a clear error, never a 5xx",
    async () => {
      const all = hostileCases({ resumeId, jpeg: readFileSync(path.join(fixtures, "photo.jpg")), pdf: readFileSync(path.join(fixtures, "parse/resume.pdf")) });
      const cases = FULL ? all : shortForm(all, SHORT_TARGET);
      if (FULL) expect(cases.length).toBeGreaterThanOrEqual(2000);
      else expect(cases.length).toBeGreaterThanOrEqual(200);

      const results = await mapLimit(cases, 6, (c) => sendCase(server.url, c, c.asOwner ? owner.cookie : null));

      const problems: string[] = [];
      const reached = new Map<string, number>();
      let fiveXx = 0;
      results.forEach((r, i) => {
        const c = cases[i]!;
        const problem = judge(c, r);
        if (r.status !== null && r.status >= 500) fiveXx += 1;
        if (problem) problems.push(`${c.method} ${c.path.slice(0, 120)} [${c.family}] → ${problem}`);
        if (r.status !== null && r.status !== 429) reached.set(c.endpoint, (reached.get(c.endpoint) ?? 0) + 1);
      });
      const endpoints = new Set(cases.map((c) => c.endpoint));
      const statuses = new Map<number | null, number>();
      for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      console.log(
        `hostile ${FULL ? "long" : "short"} form: ${cases.length} requests to ${endpoints.size} endpoints, ${fiveXx} 5xx; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );

      expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);
      expect(fiveXx).toBe(0);
      // the handlers were reached, not just the rate limiter
      for (const endpoint of endpoints) expect(reached.get(endpoint) ?? 0, endpoint).toBeGreaterThan(0);

      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
      // and it still does real work
      const again = await owner.fetch(`/api/resume/${resumeId}`);
      expect(again.status).toBe(200);
    },
    FULL ? 900_000 : 120_000,
  );
});

/** What is wrong with the answer to one hostile request, or null when it is fine. */
function judge(c: HostileCase, r: HostileResult): string | null {
  if (r.status === null) return c.truncateTo ? null : `no response (${r.error})`;
  if (r.status >= 500) return `${r.status} ${r.body.slice(0, 160)}`;
  // a client that half-closes mid-body gets Node's bare 400 (or nothing): only "no 5xx" applies
  if (c.truncateTo) return null;
  if (r.status < 400 || c.method === "HEAD") return null;
  // the path as the server resolves it (`/api/../../etc/passwd` is /etc/passwd, the HTML 404 page)
  const pathname = new URL(c.path, "http://host").pathname;
  // Express refuses a path it cannot decode before any route runs; our error handler answers 400
  // (JSON under /api, checked below like every other /api error)
  if (hasMalformedEscape(pathname) && r.status !== 400) return `${r.status} for an undecodable path (expected 400)`;
  if (pathname.startsWith("/api/")) {
    if (!/json/i.test(r.contentType)) return `${r.status} /api error without JSON (${r.contentType}): ${r.body.slice(0, 80)}`;
    try {
      const body = JSON.parse(r.body) as { error?: unknown };
      if (typeof body.error !== "string" || body.error.trim() === "") return `${r.status} /api error body without { error }: ${r.body.slice(0, 80)}`;
    } catch {
      return `${r.status} /api error body is not JSON: ${r.body.slice(0, 80)}`;
    }
    return null;
  }
  if (r.body.trim() === "") return `${r.status} with an empty body`;
  return null;
}

function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
