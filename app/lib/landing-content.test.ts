import { describe, expect, it } from "vitest";
import { EXAMPLES } from "./examples.ts";
import { ALT_STEPS, ALT_WHY_CHOOSE, FAQ, FEATURES, landingClaims, STEPS } from "./landing-content.ts";
import { TEMPLATES } from "./templates.ts";

const counts = { templates: TEMPLATES.length, examples: EXAMPLES.length, cvs: 1234 };
const everyText = [FEATURES, STEPS, FAQ, ALT_STEPS, ALT_WHY_CHOOSE, landingClaims(counts)].flatMap((list) =>
  list.flatMap((item) => Object.values(item).filter((value): value is string => typeof value === "string")),
);

describe("landing content", () => {
  it("has six features, three steps and ten FAQ entries", () => {
    expect(FEATURES).toHaveLength(6);
    expect(STEPS.map((s) => s.number)).toEqual([1, 2, 3]);
    expect(FAQ).toHaveLength(10);
  });

  it("claims the real number of templates and examples", () => {
    const claims = landingClaims({ templates: 6, examples: 10, cvs: null });
    expect(claims).toContainEqual({ value: "6", label: "ATS-friendly templates" });
    expect(claims).toContainEqual({ value: "10", label: "resume examples to start from" });
    // no store figure worth showing: no count claim at all
    expect(claims.map((c) => c.label)).not.toContain("CVs saved with Vitae so far");
    // the counts come from the catalogues themselves, whatever they hold
    expect(landingClaims(counts).map((c) => c.value)).toEqual(expect.arrayContaining([String(TEMPLATES.length), String(EXAMPLES.length)]));
  });

  it("states the store's CV count as given, first, when there is one", () => {
    expect(landingClaims({ templates: 6, examples: 10, cvs: 12_345 })[0]).toEqual({ value: "12,345", label: "CVs saved with Vitae so far" });
  });

  it("claims no ratings, user counts or round-number boasts", () => {
    const boasts = /\d(\.\d)?\s*\/\s*5\b|\d[\d,.]*\s*[KkMm]?\+|\brated\b|\btrusted by\b/i;
    const found = everyText.filter((text) => boasts.test(text));
    expect(found).toEqual([]);
  });

  it("uses no emoji: icons are named SVGs", () => {
    expect(everyText.filter((text) => /\p{Extended_Pictographic}/u.test(text))).toEqual([]);
    for (const item of [...FEATURES, ...ALT_WHY_CHOOSE]) expect(item.icon).toMatch(/^[a-z]+$/);
  });
});
