import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forget } from "../../lib/remember.ts";
import { createWriter, getWriter, resetWriterForTests, WriterError } from "./writer.server.ts";

describe("getWriter", () => {
  const saved = { key: process.env.GROQ_API_KEY, model: process.env.GROQ_MODEL, secret: process.env.SESSION_SECRET };
  // so parsing the configuration does not write a generated secret to disk
  beforeEach(() => {
    process.env.SESSION_SECRET ??= "test-secret-test-secret-test-secret-000";
  });
  afterEach(() => {
    if (saved.secret === undefined) delete process.env.SESSION_SECRET;
    else process.env.SESSION_SECRET = saved.secret;
    process.env.GROQ_API_KEY = saved.key;
    if (saved.key === undefined) delete process.env.GROQ_API_KEY;
    process.env.GROQ_MODEL = saved.model;
    if (saved.model === undefined) delete process.env.GROQ_MODEL;
    forget("config");
    resetWriterForTests();
  });

  it("chooses the offline writer without a GROQ_API_KEY", () => {
    delete process.env.GROQ_API_KEY;
    forget("config");
    resetWriterForTests();
    const writer = getWriter();
    expect(writer.name).toBe("offline");
    expect(writer.label).toBe("Offline writer");
  });

  it("chooses Groq when GROQ_API_KEY is set, and keeps one instance", () => {
    process.env.GROQ_API_KEY = "gsk_test";
    forget("config");
    resetWriterForTests();
    const writer = getWriter();
    expect(writer.name).toBe("groq");
    expect(writer.label).toBe("AI: Groq");
    expect(getWriter()).toBe(writer);
  });

  it("treats a blank key as no key", () => {
    expect(createWriter({ GROQ_API_KEY: "   ", GROQ_MODEL: "llama-3.3-70b-versatile" }).name).toBe("offline");
    expect(createWriter({ GROQ_API_KEY: "gsk_x", GROQ_MODEL: "llama-3.3-70b-versatile" }).name).toBe("groq");
  });
});

describe("WriterError", () => {
  it("carries a user-safe message, a code and an HTTP status", () => {
    const error = new WriterError("timeout", { cause: new Error("ETIMEDOUT api.groq.com secret stuff") });
    expect(error.message).toBe("The AI writer took too long to answer. Please try again.");
    expect(error.status).toBe(504);
    expect(new WriterError("bad_input").status).toBe(400);
    expect(new WriterError("unavailable").message).toBe("AI enhancement is currently unavailable. Please try again later.");
  });
});
