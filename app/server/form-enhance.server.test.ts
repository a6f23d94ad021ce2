/**
 * 'Improve with AI' without JavaScript, in-process with the offline writer: the post comes back with
 * the form as typed and the writer's text offered for the field; Accept, Keep mine and Undo come back
 * with the whole form and that field as decided.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forget } from "../lib/remember.ts";
import { emptyResume } from "./resume-editor.server.ts";
import { decideFieldInForm, enhanceFieldInForm } from "./form-enhance.server.ts";
import { resetWriterForTests } from "./ai/writer.server.ts";

const TYPO = "Cashier with 5 years experiance in a busy store.";
const FIXED = "Cashier with 5 years experience in a busy store.";
const saved = process.env.GROQ_API_KEY;

beforeAll(() => {
  delete process.env.GROQ_API_KEY;
  process.env.SESSION_SECRET ??= "test-secret-test-secret-test-secret-000";
  forget("config");
  resetWriterForTests();
});
afterAll(() => {
  if (saved !== undefined) process.env.GROQ_API_KEY = saved;
  forget("config");
  resetWriterForTests();
});

/** The form as the browser posts it: the typed fields, plus (after Improve) the suggestion's hidden fields. */
function posted(summary: string, suggestion?: { before: string; after: string }): FormData {
  const form = new FormData();
  form.set("personalInfo.firstName", "Ada");
  form.set("personalInfo.email", "ada@example.com");
  // a form post sends a textarea's line breaks as CRLF
  form.set("personalInfo.summary", summary.replace(/\n/g, "\r\n"));
  form.set("experiences[0].jobTitle", "Cashier");
  if (suggestion) {
    form.set("fieldSuggestion.path", "personalInfo.summary");
    form.set("fieldSuggestion.before", suggestion.before);
    form.set("fieldSuggestion.after", suggestion.after);
  }
  return form;
}

const change = { path: "personalInfo.summary", before: TYPO, after: FIXED };

describe("Improve with AI on one field, without JavaScript", () => {
  it("keeps the typed text in the form and offers the writer's beside it", async () => {
    const refill = await enhanceFieldInForm(crypto.randomUUID(), posted(TYPO), "enhance:personalInfo.summary", emptyResume);
    expect(refill.status).toBe(200);
    expect(refill.defaultValue.personalInfo?.summary).toBe(TYPO);
    expect(refill.defaultValue.experiences[0]?.jobTitle).toBe("Cashier");
    expect(refill.fieldSuggestion).toEqual({ path: "personalInfo.summary", label: "Professional Summary", before: TYPO, after: FIXED, status: "offered" });
    expect(refill.notice.title).toBe("Content Enhanced!");
  });

  it("offers nothing, and says so, when the writer changes nothing", async () => {
    const refill = await enhanceFieldInForm(crypto.randomUUID(), posted(FIXED), "enhance:personalInfo.summary", emptyResume);
    expect(refill.fieldSuggestion).toBeNull();
    expect(refill.notice.title).toBe("No changes suggested");
    expect(refill.defaultValue.personalInfo?.summary).toBe(FIXED);
  });

  it("Accept puts the suggested text in the field and offers Undo; the rest of the form is as typed", () => {
    const refill = decideFieldInForm(posted(TYPO, change), change, "accept", emptyResume);
    expect(refill.status).toBe(200);
    expect(refill.defaultValue.personalInfo?.summary).toBe(FIXED);
    expect(refill.defaultValue.personalInfo?.firstName).toBe("Ada");
    expect(refill.defaultValue.experiences[0]?.jobTitle).toBe("Cashier");
    expect(refill.fieldSuggestion).toMatchObject({ status: "accepted", before: TYPO, after: FIXED });
    expect(refill.notice).toMatchObject({ variant: "default", title: "Suggestion Accepted" });
  });

  it("Undo gives the typed text back; Keep mine leaves the field as it is", () => {
    const undone = decideFieldInForm(posted(FIXED, change), change, "undo", emptyResume);
    expect(undone.defaultValue.personalInfo?.summary).toBe(TYPO);
    expect(undone.fieldSuggestion).toBeNull();
    expect(undone.notice.title).toBe("Suggestion Undone");
    const kept = decideFieldInForm(posted(TYPO, change), change, "reject", emptyResume);
    expect(kept.defaultValue.personalInfo?.summary).toBe(TYPO);
    expect(kept.fieldSuggestion).toBeNull();
    expect(kept.notice.title).toBe("Suggestion Rejected");
  });

  it("refuses to replace what was typed since the suggestion, and keeps it", () => {
    const edited = `${TYPO} Trained 4 new staff.`;
    const refill = decideFieldInForm(posted(edited, change), change, "accept", emptyResume);
    expect(refill.status).toBe(409);
    expect(refill.defaultValue.personalInfo?.summary).toBe(edited);
    expect(refill.notice.variant).toBe("destructive");
  });

  it("puts nothing in a field the form does not have", () => {
    const elsewhere = { path: "experiences[7].description", before: "", after: "Wrote the first program" };
    const refill = decideFieldInForm(posted(TYPO, change), elsewhere, "accept", emptyResume);
    expect(refill.status).toBe(409);
    expect(refill.defaultValue.experiences).toHaveLength(1);
    expect(refill.fieldSuggestion).toBeUndefined();
  });

  it("puts no posted text in a field beyond the form's own limit for it", () => {
    const huge = { ...change, after: "x".repeat(19_000) };
    const refill = decideFieldInForm(posted(TYPO, huge), huge, "accept", emptyResume);
    expect(refill.status).toBe(422);
    expect(refill.defaultValue.personalInfo?.summary).toBe(TYPO);
  });
});
