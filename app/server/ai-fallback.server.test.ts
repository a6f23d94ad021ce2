/**
 * The fallback reaches the author: with GROQ_API_KEY set and Groq's HTTP API failing (the msw
 * double), 'Improve with AI' still answers, with the offline writer's text and the note saying so,
 * both through the JSON path (the button with JavaScript) and the form post (without).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { groqMock } from "../../tests/mocks/groq.ts";
import { mockServer } from "../../tests/mocks/server.ts";
import { AI_FALLBACK_NOTE, withFallbackNote } from "../lib/ai-fallback.ts";
import { forget } from "../lib/remember.ts";
import { offlineWriter, resetWriterForTests } from "./ai/writer.server.ts";
import { enhanceFieldInForm } from "./form-enhance.server.ts";
import { enhanceContent } from "./writing.server.ts";

const TEXT = "responsible for managing the payroll of 40 staff";

describe("the offline fallback seen by the author", () => {
  const saved = { key: process.env.GROQ_API_KEY, secret: process.env.SESSION_SECRET };
  beforeEach(() => {
    process.env.GROQ_API_KEY = "gsk_test";
    // so parsing the configuration does not write a generated secret to disk
    process.env.SESSION_SECRET ??= "test-secret-test-secret-test-secret-000";
    forget("config");
    resetWriterForTests();
  });
  afterEach(() => {
    for (const [name, value] of [
      ["GROQ_API_KEY", saved.key],
      ["SESSION_SECRET", saved.secret],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    forget("config");
    resetWriterForTests();
  });

  it("uses Groq's answer, unflagged, when Groq answers well", async () => {
    const groq = groqMock();
    mockServer.use(groq.answerJson({ enhancedContent: "Managed the payroll of 40 staff" }));
    const result = await enhanceContent(crypto.randomUUID(), { content: TEXT, type: "experience" });
    expect(result).toEqual({ ok: true, value: { value: "Managed the payroll of 40 staff", fallback: false } });
  });

  it("answers with the offline writer's text, flagged, when Groq fails", async () => {
    const groq = groqMock();
    mockServer.use(groq.failWith(503));
    const result = await enhanceContent(crypto.randomUUID(), { content: TEXT, type: "experience" });
    expect(groq.requests).toHaveLength(2);
    expect(result).toEqual({ ok: true, value: { value: await offlineWriter.enhanceField(TEXT, "experience"), fallback: true } });
  });

  it("says so in the notice of the form post without JavaScript", async () => {
    const groq = groqMock();
    mockServer.use(groq.answerText("not json"));
    const form = new FormData();
    form.set("personalInfo.firstName", "Ada");
    form.set("personalInfo.summary", TEXT);
    const refill = await enhanceFieldInForm(crypto.randomUUID(), form, "enhance:personalInfo.summary", () => ({}) as never);
    expect(refill.status).toBe(200);
    // the field keeps the typed words; the offline writer's are offered beside them
    expect(refill.defaultValue.personalInfo?.summary).toBe(TEXT);
    expect(refill.fieldSuggestion).toMatchObject({ path: "personalInfo.summary", before: TEXT, after: await offlineWriter.enhanceField(TEXT, "summary") });
    expect(refill.notice.description).toContain(AI_FALLBACK_NOTE);
  });
});

describe("withFallbackNote", () => {
  it("adds the note only to a fallback's notice", () => {
    const notice = { title: "Content Enhanced!", description: "The AI reworded 1 line." };
    expect(withFallbackNote(notice, false)).toEqual(notice);
    expect(withFallbackNote(notice, true)).toEqual({ title: "Content Enhanced!", description: `The AI reworded 1 line. ${AI_FALLBACK_NOTE}` });
    expect(withFallbackNote({ title: "Resume Generated" }, true).description).toBe(AI_FALLBACK_NOTE);
  });
});
