import { describe, expect, it } from "vitest";
import { FAQ, FEATURES, nextSocialProof, SOCIAL_PROOF, socialProofPercent, STEPS, TESTIMONIALS } from "./landing-content.ts";

describe("landing content", () => {
  it("has six features, three steps, three testimonials and ten FAQ entries", () => {
    expect(FEATURES).toHaveLength(6);
    expect(STEPS.map((s) => s.number)).toEqual([1, 2, 3]);
    expect(TESTIMONIALS).toHaveLength(3);
    expect(FAQ).toHaveLength(10);
  });

  it("adds 1 to 3 per social-proof step", () => {
    expect(nextSocialProof(SOCIAL_PROOF.start, 0)).toBe(12_001);
    expect(nextSocialProof(SOCIAL_PROOF.start, 0.5)).toBe(12_002);
    expect(nextSocialProof(SOCIAL_PROOF.start, 0.999999)).toBe(12_003);
  });

  it("caps the social-proof percentage at 100", () => {
    expect(socialProofPercent(12_000)).toBe(80);
    expect(socialProofPercent(15_000)).toBe(100);
    expect(socialProofPercent(16_500)).toBe(100);
  });
});
