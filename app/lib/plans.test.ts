import { describe, expect, it } from "vitest";
import { generationLimit, hasWatermark, isGenerationAllowed, normalizeTier } from "./plans.ts";

describe("generation gate (SPEC §4)", () => {
  it.each([
    ["free", 0, true],
    ["free", 1, false],
    ["fast_pass", 2, true],
    ["fast_pass", 3, false],
    ["pro", 100, true],
  ] as const)("%s with %i generations → allowed %s", (tier, count, allowed) => {
    expect(isGenerationAllowed(tier, count)).toBe(allowed);
  });

  it("has the limits of SPEC §9", () => {
    expect([generationLimit("free"), generationLimit("fast_pass"), generationLimit("pro")]).toEqual([1, 3, null]);
  });

  it("normalises both spellings of Fast Pass and rejects unknown tiers", () => {
    expect(normalizeTier("fastpass")).toBe("fast_pass");
    expect(normalizeTier("fast_pass")).toBe("fast_pass");
    expect(normalizeTier("gold")).toBeNull();
  });

  it("watermarks only the free tier", () => {
    expect([hasWatermark("free"), hasWatermark("fast_pass"), hasWatermark("pro")]).toEqual([true, false, false]);
  });
});
