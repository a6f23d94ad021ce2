import { describe, expect, it } from "vitest";
import { draftHasContent } from "./draft.ts";

describe("draftHasContent", () => {
  it("is false for a draft that only carries the form's hidden inputs and item ids", () => {
    const onlyTemplate = { template: "professional", experiences: [{ id: "a" }], education: [{ id: "b" }] } as never;
    expect(draftHasContent(onlyTemplate)).toBe(false);
  });

  it("is true as soon as a resume section holds text", () => {
    expect(draftHasContent({ template: "modern", personalInfo: { firstName: "Ada" } } as never)).toBe(true);
    expect(draftHasContent({ experiences: [{ id: "a", company: "Babbage & Co" }] } as never)).toBe(true);
  });
});
