import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server.ts";

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "vitae-config-"));
/** The one variable production cannot do without. */
const ORIGIN = { PUBLIC_ORIGIN: "https://vitae.app" };

describe("configuration", () => {
  it("has working defaults for an empty environment", () => {
    const dir = dataDir();
    const config = parseConfig({ DATA_DIR: dir, ...ORIGIN });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      TRUST_PROXY: false,
      RATE_LIMIT_SCALE: 1,
      SUPPORT_EMAIL: "support@vitae.app",
      GROQ_MODEL: "llama-3.3-70b-versatile",
      isProduction: true,
    });
    expect(config.MONGODB_URI).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => parseConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...ORIGIN, SUPPORT_EMAIL: "nope" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...ORIGIN, MONGODB_URI: "postgres://x" })).toThrow(/MONGODB_URI/);
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...ORIGIN, TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...ORIGIN, SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("generates a session secret once and keeps it in DATA_DIR", () => {
    const dir = dataDir();
    const first = parseConfig({ DATA_DIR: dir, ...ORIGIN }).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first);
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN }).SESSION_SECRET).toBe(first);
  });

  it("reads TRUST_PROXY as hops or a boolean and PUBLIC_ORIGIN as an origin", () => {
    const dir = dataDir();
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN, TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN, TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ DATA_DIR: dir, PUBLIC_ORIGIN: "https://vitae.app/some/path" }).PUBLIC_ORIGIN).toBe("https://vitae.app");
  });

  it("requires PUBLIC_ORIGIN in production only, with a message that says what it is for", () => {
    const dir = dataDir();
    expect(() => parseConfig({ DATA_DIR: dir })).toThrow(/PUBLIC_ORIGIN: required in production.*https:\/\/vitae\.app/);
    expect(() => parseConfig({ DATA_DIR: dir, NODE_ENV: "production", PUBLIC_ORIGIN: " " })).toThrow(/PUBLIC_ORIGIN/);
    expect(parseConfig({ DATA_DIR: dir, NODE_ENV: "development" }).PUBLIC_ORIGIN).toBeUndefined();
    expect(parseConfig({ DATA_DIR: dir, NODE_ENV: "test" }).PUBLIC_ORIGIN).toBeUndefined();
  });

  it("trusts no proxy unless told, and takes proxy addresses, subnets and names as Express does", () => {
    const dir = dataDir();
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN, TRUST_PROXY: "loopback" }).TRUST_PROXY).toBe("loopback");
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN, TRUST_PROXY: "loopback, 10.0.0.0/8, fd00::/8" }).TRUST_PROXY).toBe("loopback, 10.0.0.0/8, fd00::/8");
    expect(() => parseConfig({ DATA_DIR: dir, ...ORIGIN, TRUST_PROXY: "bad" })).toThrow(/TRUST_PROXY/);
    expect(() => parseConfig({ DATA_DIR: dir, ...ORIGIN, TRUST_PROXY: "loopback; rm" })).toThrow(/TRUST_PROXY/);
  });

  it("validates RATE_LIMIT_SCALE as a positive number", () => {
    const dir = dataDir();
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN, RATE_LIMIT_SCALE: "20" }).RATE_LIMIT_SCALE).toBe(20);
    expect(() => parseConfig({ DATA_DIR: dir, ...ORIGIN, RATE_LIMIT_SCALE: "0" })).toThrow(/RATE_LIMIT_SCALE/);
    expect(() => parseConfig({ DATA_DIR: dir, ...ORIGIN, RATE_LIMIT_SCALE: "lots" })).toThrow(/RATE_LIMIT_SCALE/);
  });
});
