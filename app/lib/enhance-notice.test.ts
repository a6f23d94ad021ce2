import { describe, expect, it } from "vitest";
import { changedLines, fieldEnhanceNotice, sectionEnhanceNotice } from "./enhance-notice.ts";
import type { Suggestion } from "./resume-suggestions.ts";

const suggestion = (fields: number): Suggestion => ({
  id: crypto.randomUUID(),
  source: "enhance",
  scope: "experience",
  section: "Experience: Cashier at Tesco",
  fields: Array.from({ length: fields }, (_, i) => ({ path: `experiences[${i}].description`, label: "Job Description", before: "a", after: "b" })),
});

describe("field 'Improve with AI' notice", () => {
  it("says nothing was suggested when the text came back the same (spacing and line endings aside)", () => {
    expect(fieldEnhanceNotice("Trained 5 new hires\r\nRan the till", "Trained 5 new hires\nRan  the till ")).toEqual({
      title: "No changes suggested",
      description: "Your text already reads well: the AI left it as it was.",
    });
  });

  it("counts the reworded lines, with the right number", () => {
    expect(fieldEnhanceNotice("Trained 5 new hires\nrecieved an award", "Trained 5 new hires\nReceived an award").description).toBe(
      "The AI suggests rewording 1 line. Your text stays until you accept the suggestion.",
    );
    expect(fieldEnhanceNotice("a\nb", "A\nB").description).toBe("The AI suggests rewording 2 lines. Your text stays until you accept the suggestion.");
    expect(changedLines("Ran the till\nRan the till", "Ran the till")).toBe(1);
  });
});

describe("section Enhance notice", () => {
  it("says how many changes it suggests, and to which section, in good grammar", () => {
    expect(sectionEnhanceNotice("experience", [suggestion(2), suggestion(1)])).toEqual({
      title: "3 changes suggested to Experience",
      description: "Review them below. Nothing changes until you accept a suggestion.",
    });
    expect(sectionEnhanceNotice("skills", [suggestion(1)])).toEqual({
      title: "1 change suggested to Skills",
      description: "Review it below. Nothing changes until you accept a suggestion.",
    });
  });

  it("says 'No changes suggested' when there are none", () => {
    expect(sectionEnhanceNotice("summary", [])).toEqual({ title: "No changes suggested", description: "The AI has nothing to change in your Summary." });
  });
});
