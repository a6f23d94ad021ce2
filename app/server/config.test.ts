import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, parseMailFrom } from "./config.server.ts";

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

  it("takes SMTP_URL as an smtp:// or smtps:// URL, credentials allowed, and leaves it unset when blank", () => {
    const dir = dataDir();
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN }).SMTP_URL).toBeUndefined();
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN, SMTP_URL: "  " }).SMTP_URL).toBeUndefined();
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN, SMTP_URL: "smtp://127.0.0.1:2525" }).SMTP_URL).toBe("smtp://127.0.0.1:2525");
    const withLogin = "smtps://apikey:s%40cret@smtp.example.com:465";
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN, SMTP_URL: withLogin }).SMTP_URL).toBe(withLogin);
  });

  it("refuses an SMTP_URL of another scheme or without a host, and says what it must be", () => {
    const dir = dataDir();
    for (const bad of ["smtp.example.com", "http://smtp.example.com", "mailto:me@example.com", "smtp://", "smtps://:587"]) {
      expect(() => parseConfig({ DATA_DIR: dir, ...ORIGIN, SMTP_URL: bad })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    }
  });

  it("refuses an SMTP_URL without leaking its password into the message", () => {
    const dir = dataDir();
    expect(() => parseConfig({ DATA_DIR: dir, ...ORIGIN, SMTP_URL: "https://user:hunter2-secret@smtp.example.com" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
  });

  it("defaults MAIL_FROM to no-reply at the public host, or at localhost without one", () => {
    const dir = dataDir();
    expect(parseConfig({ DATA_DIR: dir, PUBLIC_ORIGIN: "https://cv.example.org:8443" }).MAIL_FROM).toBe("Vitae <no-reply@cv.example.org>");
    expect(parseConfig({ DATA_DIR: dir, NODE_ENV: "development" }).MAIL_FROM).toBe("Vitae <no-reply@localhost>");
  });

  it("takes MAIL_FROM as an address or Name <address>", () => {
    const dir = dataDir();
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN, MAIL_FROM: "hello@vitae.app" }).MAIL_FROM).toBe("hello@vitae.app");
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN, MAIL_FROM: " Vitae Team <hello@vitae.app> " }).MAIL_FROM).toBe("Vitae Team <hello@vitae.app>");
    expect(parseConfig({ DATA_DIR: dir, ...ORIGIN, MAIL_FROM: '"Vitae, Inc." <hello@vitae.app>' }).MAIL_FROM).toBe('"Vitae, Inc." <hello@vitae.app>');
    expect(parseMailFrom("hello@vitae.app")).toEqual({ name: "", address: "hello@vitae.app" });
    expect(parseMailFrom("Vitae <hello@vitae.app>")).toEqual({ name: "Vitae", address: "hello@vitae.app" });
    expect(parseMailFrom('"Vitae, Inc." <hello@vitae.app>')).toEqual({ name: "Vitae, Inc.", address: "hello@vitae.app" });
  });

  it("refuses a MAIL_FROM that is not one address, or that carries a line break", () => {
    const dir = dataDir();
    for (const bad of [
      "vitae",
      "Vitae",
      "Vitae <not-an-address>",
      "Vitae <a@b.c",
      "a@b.co, c@d.co",
      "Vitae <a@b.co>\r\nBcc: victim@example.com",
      "Vi\ntae <a@b.co>",
    ]) {
      expect(() => parseConfig({ DATA_DIR: dir, ...ORIGIN, MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM: must be an e-mail address or Name <address>/);
    }
  });
});
