/**
 * Requests an attacker would send to get free service, a broken page or a poisoned cache, each
 * against a real production server process: limits dodged by spelling a path differently or by
 * forging X-Forwarded-For, cookie-less generations that fill the disk, crafted paths and headers
 * that used to answer 500, and Host / X-Forwarded-Host reflected into public links.
 */
import { request as httpRequest } from "node:http";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IP_RATE_LIMITS } from "../../app/server/http/app.server.ts";
import { validResume } from "../setup/hostile-cases.ts";
import { startServer, type RunningServer } from "../setup/server-process.ts";

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request exactly as written: no URL normalisation, any Host header (node:http, not fetch). */
function raw(server: RunningServer, method: string, target: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        method,
        path: target,
        headers: { ...(body !== undefined ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } : {}), ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const post = (server: RunningServer, target: string, headers: Record<string, string> = {}) => raw(server, "POST", target, headers, "{}");

/** A path on each rate-limited rule; every rule must have one, so a new rule cannot go untested. */
const SAMPLE_PATH: Record<string, string> = {
  ai: "/api/enhance-content",
  resumes: "/api/generate-resume",
  "live preview": "/preview/live",
  parse: "/api/parse-resume",
  uploads: "/api/objects/upload",
  payments: "/api/create-order",
  analytics: "/api/analytics",
  "sign-in": "/login/verify",
  "other writes": "/my-data",
};

/** Spellings the router routes to the same place as `target`. */
function respellings(target: string): string[] {
  const [first, ...rest] = target.slice(1).split("/");
  const encodedE = target.replace("e", "%65");
  return [
    target.toUpperCase(),
    encodedE === target ? target.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`) : encodedE,
    `/${first}/./${rest.join("/")}`.replace(/\/\.\/$/, "/."),
    `/${first}/%2e/${rest.join("/")}`,
    `${target}/`,
    `/${first}/x/../${rest.join("/")}`,
    target.replace(/\//g, "//").replace(/^\/\//, "/"),
    // what the pages' scripts post for the same route
    `${target}.data`,
  ];
}

describe("rate limits hold however the path is spelled (behind a trusted proxy, one client address per rule)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: "1", RATE_LIMIT_SCALE: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("has a sample path for every limit rule", () => {
    expect(IP_RATE_LIMITS.map((rule) => rule.name).sort()).toEqual(Object.keys(SAMPLE_PATH).sort());
  });

  it.each(IP_RATE_LIMITS.map((rule, index) => [rule.name, rule.perMinute, index] as const))(
    "%s: past %i requests a minute every spelling of the path is refused with 429",
    async (name, perMinute, index) => {
      const client = { "x-forwarded-for": `203.0.113.${index + 1}` };
      const target = SAMPLE_PATH[name]!;
      for (let sent = 0; sent < perMinute; sent += 10) {
        const batch = Array.from({ length: Math.min(10, perMinute - sent) }, () => post(server, target, client));
        for (const answer of await Promise.all(batch)) expect(answer.status, `${target} before the limit`).not.toBe(429);
      }
      expect((await post(server, target, client)).status).toBe(429);
      for (const spelling of respellings(target)) {
        const answer = await post(server, spelling, client);
        expect(answer.status, `${spelling} after ${target} reached its limit`).toBe(429);
        expect(answer.headers["ratelimit"], spelling).toBeDefined();
      }
      // the limit is per client address: another address behind the same proxy is still served
      expect((await post(server, target, { "x-forwarded-for": "198.51.100.200" })).status).not.toBe(429);
    },
  );

  it("rejects impossible forwarded protocol and host headers from the trusted proxy with 400", async () => {
    const forgeries: Array<Record<string, string>> = [
      { "x-forwarded-proto": "javascript" },
      { "x-forwarded-host": "a b" },
      { "x-forwarded-host": "<script>alert(1)</script>" },
      { "x-forwarded-host": "[::1" },
    ];
    for (const headers of forgeries) {
      const answer = await raw(server, "GET", "/", headers);
      expect(answer.status, JSON.stringify(headers)).toBe(400);
    }
    expect((await raw(server, "GET", "/", { "x-forwarded-host": "vitae.example", "x-forwarded-proto": "https" })).status).toBe(200);
  });

  it("sends HSTS only on responses that went out over https", async () => {
    expect((await raw(server, "GET", "/healthz")).headers["strict-transport-security"]).toBeUndefined();
    expect((await raw(server, "GET", "/", {})).headers["strict-transport-security"]).toBeUndefined();
    expect((await raw(server, "GET", "/", { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});

describe("a server reached directly (default settings)", () => {
  let server: RunningServer;
  const PUBLIC = "https://vitae.example";
  beforeAll(async () => {
    server = await startServer({ env: { PUBLIC_ORIGIN: PUBLIC, RATE_LIMIT_SCALE: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("ignores a forged X-Forwarded-For: rotating it does not make a new client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      statuses.push((await raw(server, "POST", "/api/verify-payment", { "x-forwarded-for": `192.0.2.${i}` }, "{}")).status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
  });

  it("answers crafted paths and headers with 400, never 500", async () => {
    const cases: Array<[string, Record<string, string>]> = [
      ["/%09/", {}],
      ["/%5C/", {}],
      ["/%5C%5Cevil.example/", {}],
      ["//evil.example/", {}],
      ["/api/%0d%0aSet-Cookie:x=1", {}],
      ["/%E0%A4%A", {}],
      ["/", { host: "[::1" }],
      ["/", { host: "a b" }],
      ["/robots.txt", { host: "<script>alert(1)</script>" }],
    ];
    for (const [target, headers] of cases) {
      const answer = await raw(server, "GET", target, headers);
      expect(answer.status, `${target} ${JSON.stringify(headers)}`).toBe(400);
    }
    for (const target of ["/%00", "/%7F", "/objects/%01"]) expect((await raw(server, "GET", target)).status, target).toBe(404);
    // forwarded headers from a peer that is not a trusted proxy are ignored, not fatal
    const ignored: Array<Record<string, string>> = [{ "x-forwarded-proto": "javascript" }, { "x-forwarded-host": "a b" }, { "x-forwarded-host": "<script>" }];
    for (const headers of ignored) {
      expect((await raw(server, "GET", "/", headers)).status, JSON.stringify(headers)).toBe(200);
    }
    expect(server.output()).not.toMatch(/unhandled error/);
    expect((await raw(server, "GET", "/healthz")).status).toBe(200);
  });

  it("builds robots.txt, the sitemap and page metadata from PUBLIC_ORIGIN, never from request headers", async () => {
    const forged = { host: "evil.example", "x-forwarded-host": "evil2.example", "x-forwarded-proto": "https" };
    const robots = await raw(server, "GET", "/robots.txt", forged);
    expect(robots.body).toContain(`Sitemap: ${PUBLIC}/sitemap.xml`);
    const sitemap = await raw(server, "GET", "/sitemap.xml", forged);
    expect(sitemap.body).toContain(`<loc>${PUBLIC}/`);
    const home = await raw(server, "GET", "/templates", forged);
    expect(home.body).toContain(`rel="canonical" href="${PUBLIC}/templates"`);
    expect(home.body).toMatch(new RegExp(`property="og:url" content="${PUBLIC}/templates"`));
    expect(home.body).toMatch(new RegExp(`property="og:image" content="${PUBLIC}/`));
    for (const answer of [robots, sitemap, home]) expect(answer.body).not.toMatch(/evil2?\.example/);
  });

  it("turns most of 100 cookie-less generations from one address away, and the data directory stays small", async () => {
    const bulky = validResume();
    bulky.personalInfo.summary = "Led teams. ".repeat(400);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 100; i++) {
      const answer = await raw(server, "POST", "/api/generate-resume", {}, JSON.stringify({ ...bulky, template: "professional" }));
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    expect(statuses.get(429) ?? 0, JSON.stringify(Object.fromEntries(statuses))).toBeGreaterThanOrEqual(70);
    expect(statuses.get(201) ?? 0).toBeLessThanOrEqual(30);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(directoryBytes(server.dataDir)).toBeLessThan(8 * 1024 * 1024);
  });
});

describe("new visitors from one address", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_SCALE: "1" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("are rationed: past 30 an hour, a cookie-less generation is a 429 before anything is stored", async () => {
    const prompt = JSON.stringify({ prompt: "I am Ada Lovelace, ada@example.com, +44 20 7946 0958. Analyst at Engines Ltd 2020-2021." });
    const statuses: number[] = [];
    for (let i = 0; i < 34; i++) statuses.push((await raw(server, "POST", "/api/generate-prompt-resume", {}, prompt)).status);
    expect(
      statuses.slice(0, 30).every((status) => status === 201),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429]);
    const refused = await raw(server, "POST", "/api/generate-prompt-resume", {}, prompt);
    expect(JSON.parse(refused.body)).toEqual({ error: "Too many requests. Please wait a minute and try again." });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // the ration is on new stored visitors only: a request that stores none is still served
    const first = await raw(server, "GET", "/");
    const cookie = String(first.headers["set-cookie"]).split(";")[0]!;
    expect((await raw(server, "POST", "/api/enhance-content", { cookie }, JSON.stringify({ content: "Did things at work", type: "experience" }))).status).toBe(
      200,
    );
  });
});

describe("a CV too long in all", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("is refused with 400 and a message naming the limit, and nothing is stored", async () => {
    const huge = validResume();
    huge.experiences = Array.from({ length: 30 }, (_, i) => ({ ...huge.experiences[0]!, description: `Role ${i}. ${"Shipped things. ".repeat(300)}` }));
    const before = directoryBytes(server.dataDir);
    const answer = await raw(server, "POST", "/api/generate-resume", {}, JSON.stringify(huge));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ error: expect.stringMatching(/too long to save.*60,000 characters/) });
    expect(directoryBytes(server.dataDir) - before).toBeLessThan(64 * 1024);
  });
});

describe("start-up", () => {
  it("refuses to start in production without PUBLIC_ORIGIN, saying what it is for", async () => {
    await expect(startServer({ env: { PUBLIC_ORIGIN: "" } })).rejects.toThrow(/PUBLIC_ORIGIN: required in production/);
  });
});

function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? directoryBytes(full) : statSync(full).size;
  }
  return total;
}
