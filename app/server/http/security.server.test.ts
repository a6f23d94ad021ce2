// The Content-Security-Policy of both modes: Razorpay Checkout must be allowed in development too
// (before, `npm run dev` could not open the checkout), and production must stay nonce-only.
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { PAYMENT_SCRIPT_ORIGIN, securityHeaders } from "./security.server.ts";

function policyOf(development: boolean): Map<string, string[]> {
  const headers = new Map<string, string>();
  const res = {
    locals: { cspNonce: "test-nonce" },
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  } as unknown as Response;
  let nextCalled = false;
  securityHeaders({ development })({ headers: {} } as Request, res, () => {
    nextCalled = true;
  });
  expect(nextCalled).toBe(true);
  const policy = new Map<string, string[]>();
  for (const directive of (headers.get("content-security-policy") ?? "").split(";")) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) policy.set(name, values);
  }
  return policy;
}

describe("content security policy", () => {
  it("production: scripts by nonce (and what they load), Razorpay Checkout, no inline or eval", () => {
    const policy = policyOf(false);
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-test-nonce'", "'strict-dynamic'", PAYMENT_SCRIPT_ORIGIN]);
    expect(policy.get("connect-src")).toContain("https://api.razorpay.com");
    expect(policy.get("frame-src")).toEqual(["https://api.razorpay.com"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
  });

  it("development: Vite's inline and eval'd scripts, and Razorpay Checkout as well", () => {
    const policy = policyOf(true);
    expect(policy.get("script-src")).toEqual(expect.arrayContaining(["'unsafe-inline'", "'unsafe-eval'", PAYMENT_SCRIPT_ORIGIN]));
    expect(policy.get("connect-src")).toEqual(expect.arrayContaining(["ws:", "https://api.razorpay.com"]));
    expect(policy.get("frame-src")).toEqual(["https://api.razorpay.com"]);
  });
});
