// The rate-limit answer with the real limiter in front (express-rate-limit, limit 1 per minute):
// the JSON a script can show, and the page a browser without scripts gets, which keeps the entries.
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { rateLimit } from "express-rate-limit";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITED_MESSAGE } from "../../lib/submit-failure.ts";
import { rateLimitedPage, rateLimitedResponse, RESEND_MAX_BYTES } from "./limited-response.server.ts";

let server: Server;
let base: string;
const reachedApp: string[] = [];

beforeAll(async () => {
  const app = express();
  // one limiter per first path segment (each test its own), each allowing one request a minute
  const limiters = new Map<string, express.RequestHandler>();
  for (const key of ["create", "api", "data", "big", "multipart", "old"]) {
    limiters.set(
      key,
      rateLimit({
        windowMs: 60_000,
        limit: 1,
        standardHeaders: "draft-8",
        legacyHeaders: false,
        message: { error: RATE_LIMITED_MESSAGE },
        handler: (req, res, _next, options) => rateLimitedResponse(req, res, (options.message as { error: string }).error, options.statusCode),
      }),
    );
  }
  app.use((req, res, next) => {
    const limiter = limiters.get(req.path.split("/")[1] ?? "");
    if (limiter) return limiter(req, res, next);
    next();
  });
  app.all("/{*splat}", (req, res) => {
    reachedApp.push(req.path);
    req.resume();
    res.send("the app");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A raw HTTP request (fetch would replace Sec-Fetch-Mode with its own "cors"). */
async function send(path: string, body: string | FormData, headers: Record<string, string>): Promise<Answer> {
  let payload: Buffer;
  const allHeaders = { ...headers };
  if (typeof body === "string") payload = Buffer.from(body);
  else {
    const encoded = new Response(body);
    payload = Buffer.from(await encoded.arrayBuffer());
    allHeaders["content-type"] = encoded.headers.get("content-type")!;
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method: "POST", headers: { ...allHeaders, "content-length": String(payload.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(payload);
  });
}

/** What a browser sends when it posts a form itself (no scripts). */
const documentPost = (path: string, body: string | FormData, contentType?: string) =>
  send(path, body, { "sec-fetch-mode": "navigate", accept: "text/html,application/xhtml+xml", ...(contentType ? { "content-type": contentType } : {}) });

describe("rateLimitedResponse behind express-rate-limit", () => {
  it("a form posted without scripts gets a 429 page with the message and a 'Send again' form carrying every field", async () => {
    const form = new URLSearchParams([
      ["personalInfo.firstName", "Ada"],
      ["personalInfo.summary", 'Line one\nLine "two" <b>& more</b>'],
      ["experiences[0].jobTitle", "Programmer"],
      ["intent", "generate"],
    ]).toString();
    expect((await documentPost("/create", form, "application/x-www-form-urlencoded")).status).toBe(200);
    const limited = await documentPost("/create?tab=create", form, "application/x-www-form-urlencoded");
    expect(limited.status).toBe(429);
    expect(limited.headers["content-type"]).toMatch(/^text\/html/);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(limited.headers["cache-control"]).toBe("no-store");
    const { document } = new JSDOM(limited.text).window;
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(RATE_LIMITED_MESSAGE);
    expect(document.body.textContent).toContain("Back");
    const resend = document.querySelector("form")!;
    expect(resend.getAttribute("method")).toBe("post");
    expect(resend.getAttribute("action")).toBe("/create?tab=create");
    // the same fields, values intact (markup in a value stays text), including the pressed button's intent
    const carried = [...resend.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [input.name, input.value]);
    expect(carried).toEqual([
      ["personalInfo.firstName", "Ada"],
      ["personalInfo.summary", 'Line one\nLine "two" <b>& more</b>'],
      ["experiences[0].jobTitle", "Programmer"],
      ["intent", "generate"],
    ]);
    expect(document.querySelector("b")).toBeNull();
    expect(reachedApp.filter((path) => path === "/create")).toHaveLength(1);
  });

  it("scripts get JSON: /api/* and React Router's .data requests, even when they ask for HTML", async () => {
    for (const path of ["/api/enhance-content", "/data/create.data"]) {
      await fetch(`${base}${path}`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
      const fromScript = await fetch(`${base}${path}`, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
      expect(fromScript.status).toBe(429);
      expect(await fromScript.json()).toEqual({ error: RATE_LIMITED_MESSAGE });
      const askingForHtml = await documentPost(path, "{}", "application/json");
      expect(askingForHtml.status).toBe(429);
      expect(JSON.parse(askingForHtml.text)).toEqual({ error: RATE_LIMITED_MESSAGE });
    }
  });

  it("a browser without Sec-Fetch headers is told apart by Accept: text/html", async () => {
    const post = (accept: string) => send("/old/prompt", "prompt=hi", { accept, "content-type": "application/x-www-form-urlencoded" });
    await post("text/html");
    expect((await post("text/html,*/*")).headers["content-type"]).toMatch(/^text\/html/);
    expect((await post("*/*")).headers["content-type"]).toMatch(/^application\/json/);
  });

  it("a multipart post or one too large to carry gets the page without 'Send again': Back keeps the entries", async () => {
    const multipart = new FormData();
    multipart.append("personalInfo.firstName", "Ada");
    multipart.append("resume", new Blob(["%PDF-1.4"]), "cv.pdf");
    await documentPost("/multipart/create", multipart);
    const limitedMultipart = await documentPost("/multipart/create", multipart);
    expect(limitedMultipart.status).toBe(429);
    const big = `personalInfo.summary=${"x".repeat(RESEND_MAX_BYTES + 10)}`;
    await documentPost("/big/create", "a=1", "application/x-www-form-urlencoded");
    const limitedBig = await documentPost("/big/create", big, "application/x-www-form-urlencoded");
    expect(limitedBig.status).toBe(429);
    for (const html of [limitedMultipart.text, limitedBig.text]) {
      const { document } = new JSDOM(html).window;
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(RATE_LIMITED_MESSAGE);
      expect(document.querySelector("form")).toBeNull();
      expect(document.body.textContent).toContain("Back button to return to the form");
    }
    // the connection is still usable after the unread bodies
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(reachedApp).toContain("/healthz");
  });
});

describe("rateLimitedPage", () => {
  it("escapes the message and the action", () => {
    const html = rateLimitedPage({ message: "<script>alert(1)</script>", action: '/create?x="><script>', fields: [] });
    const { document } = new JSDOM(html).window;
    expect(document.querySelector("script")).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe("<script>alert(1)</script>");
    expect(document.querySelector("form")?.getAttribute("action")).toBe('/create?x="><script>');
  });
});
