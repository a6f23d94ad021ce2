import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server.ts";

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "vitae-config-"));

describe("configuration", () => {
  it("has working defaults for an empty environment", () => {
    const dir = dataDir();
    const config = parseConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", TRUST_PROXY: 1, SUPPORT_EMAIL: "support@vitae.app", GROQ_MODEL: "llama-3.3-70b-versatile", isProduction: true });
    expect(config.MONGODB_URI).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => parseConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATA_DIR: dataDir(), SUPPORT_EMAIL: "nope" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => parseConfig({ DATA_DIR: dataDir(), MONGODB_URI: "postgres://x" })).toThrow(/MONGODB_URI/);
    expect(() => parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
    expect(() => parseConfig({ DATA_DIR: dataDir(), SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("generates a session secret once and keeps it in DATA_DIR", () => {
    const dir = dataDir();
    const first = parseConfig({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first);
    expect(parseConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
  });

  it("reads TRUST_PROXY as hops or a boolean and PUBLIC_ORIGIN as an origin", () => {
    const dir = dataDir();
    expect(parseConfig({ DATA_DIR: dir, TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ DATA_DIR: dir, TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ DATA_DIR: dir, PUBLIC_ORIGIN: "https://vitae.app/some/path" }).PUBLIC_ORIGIN).toBe("https://vitae.app");
  });
});
