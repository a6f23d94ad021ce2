import { describe, expect, it } from "vitest";
import { enhanceableFieldLabel } from "./enhance-fields.ts";
import { decideFieldSuggestion, fieldSuggestionApplies, offerFieldSuggestion } from "./field-suggestion.ts";
import { postedFieldChangeSchema } from "./resume-editor.ts";
import { NOTHING_TO_UNDO, SUGGESTION_GONE } from "./resume-suggestions.ts";

const BEFORE = "Cashier with 5 years experiance in a busy store.";
const AFTER = "Cashier with 5 years experience in a busy store.";
const change = { path: "personalInfo.summary", before: BEFORE, after: AFTER };

describe("a field's suggestion", () => {
  it("is offered only when the writer changed a line, named by the field's label", () => {
    expect(offerFieldSuggestion("personalInfo.summary", BEFORE, AFTER)).toEqual({
      path: "personalInfo.summary",
      label: "Professional Summary",
      before: BEFORE,
      after: AFTER,
      status: "offered",
    });
    // spacing and line endings are no change
    expect(offerFieldSuggestion("personalInfo.summary", "Ran the till\r\nTrained staff", "Ran  the till\nTrained staff ")).toBeNull();
    expect(offerFieldSuggestion("personalInfo.firstName", "ada", "Ada")).toBeNull();
  });

  it("names list entries by their place", () => {
    expect(enhanceableFieldLabel("experiences[1].description")).toBe("Job Description (experience 2)");
    expect(enhanceableFieldLabel("projects[0].description")).toBe("Project Description (project 1)");
    expect(enhanceableFieldLabel("skills.technicalSkills")).toBe("Technical Skills");
    expect(enhanceableFieldLabel("__proto__.polluted")).toBeNull();
  });

  it("is shown while its field holds the text it was made for (or, accepted, the text it put there)", () => {
    const offered = offerFieldSuggestion("personalInfo.summary", BEFORE, AFTER)!;
    expect(fieldSuggestionApplies(offered, BEFORE.replace(/ /g, "  "))).toBe(true);
    expect(fieldSuggestionApplies(offered, `${BEFORE} More typed since.`)).toBe(false);
    expect(fieldSuggestionApplies({ ...offered, status: "accepted" }, AFTER)).toBe(true);
    expect(fieldSuggestionApplies({ ...offered, status: "accepted" }, BEFORE)).toBe(false);
  });
});

describe("deciding on a field's suggestion", () => {
  it("Accept puts the suggested text in and offers Undo; Undo gives the author's text back", () => {
    const accepted = decideFieldSuggestion(change, "accept", BEFORE.replace(/\n/g, "\r\n"));
    expect(accepted).toMatchObject({ ok: true, text: AFTER, next: { status: "accepted", before: BEFORE, after: AFTER } });
    expect(accepted.ok && accepted.notice).toEqual({
      title: "Suggestion Accepted",
      description: "Professional Summary now reads as suggested. Undo gives your words back.",
    });
    const undone = decideFieldSuggestion(change, "undo", AFTER);
    expect(undone).toMatchObject({ ok: true, text: BEFORE, next: null, notice: { title: "Suggestion Undone" } });
  });

  it("Keep mine leaves the field as it is, whatever it holds", () => {
    expect(decideFieldSuggestion(change, "reject", "typed since")).toMatchObject({
      ok: true,
      text: "typed since",
      next: null,
      notice: { title: "Suggestion Rejected", description: "Professional Summary stays as you wrote it." },
    });
  });

  it("refuses to replace text the author changed since the suggestion", () => {
    expect(decideFieldSuggestion(change, "accept", `${BEFORE} And more.`)).toEqual({ ok: false, error: SUGGESTION_GONE });
    expect(decideFieldSuggestion(change, "undo", "edited after accepting")).toEqual({ ok: false, error: NOTHING_TO_UNDO });
    expect(decideFieldSuggestion(change, "accept", undefined)).toEqual({ ok: false, error: SUGGESTION_GONE });
  });
});

describe("a posted suggestion", () => {
  it("is read with its three fields", () => {
    expect(postedFieldChangeSchema.parse({ ...change, label: "ignored" })).toEqual(change);
  });

  it("refuses fields that carry no Improve button, oversized texts and missing parts with a message", () => {
    for (const path of ["personalInfo.email", "../../x", "__proto__.polluted", "experiences[999999999].description", "x".repeat(200)]) {
      expect(postedFieldChangeSchema.safeParse({ ...change, path }).success).toBe(false);
    }
    expect(postedFieldChangeSchema.safeParse({ ...change, path: "personalInfo.email" }).error?.issues[0]?.message).toBe(
      "This field cannot be improved with AI.",
    );
    expect(postedFieldChangeSchema.safeParse({ ...change, after: "x".repeat(20_001) }).success).toBe(false);
    expect(postedFieldChangeSchema.safeParse({ path: "personalInfo.summary" }).error?.issues[0]?.message).toBe(
      "This suggestion could not be read. Please use Improve with AI again.",
    );
    expect(postedFieldChangeSchema.safeParse({ ...change, before: ["a", "b"] }).success).toBe(false);
  });
});
