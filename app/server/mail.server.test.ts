import { createServer } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../tests/setup/smtp.ts";
import { forget, recall, remember } from "../lib/remember.ts";
import { MAIL_FAILED_MESSAGE, MAIL_OFF_MESSAGE, mailDelivery, resetMailForTests, sendMail } from "./mail.server.ts";
import { signInEmail } from "./mail/sign-in-email.server.ts";

const VARS = ["NODE_ENV", "SMTP_URL", "MAIL_FROM", "PUBLIC_ORIGIN", "SESSION_SECRET"] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));

/** A fresh configuration (and transport) from these variables; the others keep the test's values. */
function setEnv(env: Partial<Record<(typeof VARS)[number], string>>) {
  for (const name of ["SMTP_URL", "MAIL_FROM", "PUBLIC_ORIGIN"] as const) delete process.env[name];
  // so parsing the configuration does not write a generated secret to disk
  process.env.SESSION_SECRET = "test-secret-test-secret-test-secret-000";
  process.env.NODE_ENV = "test";
  Object.assign(process.env, env);
  forget("config");
  resetMailForTests();
}

/** The process logger, swapped for one whose lines the test can read. */
function captureLog(): () => Array<Record<string, unknown>> {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  forget("logger");
  remember("logger", () => pino({ level: "info", base: undefined }, sink));
  return () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const content = signInEmail({ link: "https://vitae.test/sign-in/verify?token=abc&next=%2Fresume", code: "482913", expiresInMinutes: 15 });

// smtp-server, like many relays, refuses a sender at a host without a dot (the localhost default)
const FROM = "no-reply@vitae.test";

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterEach(() => {
  forget("logger");
  resetMailForTests();
});

afterAll(async () => {
  await smtp.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  forget("config");
});

describe("mailDelivery", () => {
  it("is smtp with SMTP_URL, else log outside production and off in production", () => {
    expect(mailDelivery({ SMTP_URL: "smtp://127.0.0.1:2525", isProduction: true })).toBe("smtp");
    expect(mailDelivery({ SMTP_URL: "smtp://127.0.0.1:2525", isProduction: false })).toBe("smtp");
    expect(mailDelivery({ SMTP_URL: undefined, isProduction: false })).toBe("log");
    expect(mailDelivery({ SMTP_URL: undefined, isProduction: true })).toBe("off");
  });

  it("reads the process configuration when given none", () => {
    setEnv({ SMTP_URL: smtp.url });
    expect(mailDelivery()).toBe("smtp");
    setEnv({ NODE_ENV: "development" });
    expect(mailDelivery()).toBe("log");
    setEnv({ NODE_ENV: "test" });
    expect(mailDelivery()).toBe("log");
    setEnv({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://vitae.test" });
    expect(mailDelivery()).toBe("off");
  });
});

describe("sendMail through SMTP", () => {
  it("delivers the message with its from, to, subject, text and html", async () => {
    setEnv({ SMTP_URL: smtp.url, MAIL_FROM: "Vitae Team <no-reply@vitae.test>" });
    const result = await sendMail({ to: "ada@example.com", ...content });
    expect(result).toEqual({ ok: true, value: { delivery: "smtp", messageId: expect.stringMatching(/^<.+@.+>$/) } });

    const mail = await smtp.waitForMessage("ada@example.com");
    expect(mail.from?.value).toEqual([{ name: "Vitae Team", address: "no-reply@vitae.test" }]);
    expect(mail.envelope).toEqual({ from: "no-reply@vitae.test", to: ["ada@example.com"] });
    expect([mail.to].flat()[0]?.value).toEqual([{ name: "", address: "ada@example.com" }]);
    expect(mail.subject).toBe("Your Vitae sign-in link");
    expect(mail.text?.trim()).toBe(content.text.trim());
    expect(mail.html).toBe(content.html);
    expect(mail.text).toContain("https://vitae.test/sign-in/verify?token=abc&next=%2Fresume");
    expect(mail.text).toContain("482913");
    expect(mail.html).toContain('href="https://vitae.test/sign-in/verify?token=abc&amp;next=%2Fresume"');
    if (result.ok) expect(mail.messageId).toBe(result.value.messageId);
  });

  it("sends from the default address at the public host", async () => {
    setEnv({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: "https://cv.example.org" });
    expect((await sendMail({ to: "grace@example.com", ...content })).ok).toBe(true);
    const mail = await smtp.waitForMessage("grace@example.com");
    expect(mail.from?.value).toEqual([{ name: "Vitae", address: "no-reply@cv.example.org" }]);
  });

  it("signs in with the user and password of the URL", async () => {
    setEnv({ SMTP_URL: smtp.url.replace("smtp://", "smtp://mailer:s%40cret@"), MAIL_FROM: FROM });
    expect((await sendMail({ to: "linus@example.com", ...content })).ok).toBe(true);
    expect((await smtp.waitForMessage("linus@example.com")).user).toBe("mailer");
  });

  it("keeps one transport for the process", async () => {
    setEnv({ SMTP_URL: smtp.url, MAIL_FROM: FROM });
    expect((await sendMail({ to: "one@example.com", ...content })).ok).toBe(true);
    const first = recall("mail-transport");
    expect(first).toBeDefined();
    expect((await sendMail({ to: "two@example.com", ...content })).ok).toBe(true);
    expect(recall("mail-transport")).toBe(first);
    await smtp.waitForMessage("two@example.com");
  });

  it("answers a failure, without throwing, when the SMTP server cannot be reached, and logs why", async () => {
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const log = captureLog();
    const before = smtp.messages().length;
    const result = await sendMail({ to: "nobody@example.com", ...content });
    expect(result).toEqual({ ok: false, status: 503, error: MAIL_FAILED_MESSAGE });
    expect(log()).toContainEqual(expect.objectContaining({ level: 50, msg: "mail failed", error: expect.stringMatching(/ECONNREFUSED/) }));
    // the recipient is not written to the log
    expect(JSON.stringify(log())).not.toContain("nobody@example.com");
    expect(smtp.messages()).toHaveLength(before);
  });
});

describe("sendMail without SMTP", () => {
  it("writes the message, link included, to the log in development and tests", async () => {
    for (const NODE_ENV of ["development", "test"]) {
      setEnv({ NODE_ENV });
      const log = captureLog();
      const result = await sendMail({ to: "dev@example.com", ...content });
      expect(result).toEqual({ ok: true, value: { delivery: "log" } });
      const line = log().find((entry) => entry.to === "dev@example.com");
      expect(line).toMatchObject({ level: 30, subject: "Your Vitae sign-in link", from: "Vitae <no-reply@localhost>" });
      expect(line?.text).toContain("https://vitae.test/sign-in/verify?token=abc&next=%2Fresume");
      expect(line?.text).toContain("482913");
    }
  });

  it("sends nothing in production and says that email sign-in is not configured", async () => {
    setEnv({ NODE_ENV: "production", PUBLIC_ORIGIN: "https://vitae.test" });
    const log = captureLog();
    const before = smtp.messages().length;
    expect(await sendMail({ to: "prod@example.com", ...content })).toEqual({ ok: false, status: 503, error: MAIL_OFF_MESSAGE });
    expect(MAIL_OFF_MESSAGE).toBe("Email sign-in is not configured on this server.");
    expect(JSON.stringify(log())).not.toContain("482913");
    expect(smtp.messages()).toHaveLength(before);
  });
});
