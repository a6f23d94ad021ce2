import { describe, expect, it } from "vitest";
import {
  COUNTDOWN_START_SECONDS,
  FAQ,
  FEATURES,
  formatCountdown,
  nextCountdown,
  nextSocialProof,
  SOCIAL_PROOF,
  socialProofPercent,
  STEPS,
  TESTIMONIALS,
} from "./landing-content.ts";

describe("landing content", () => {
  it("has six features, three steps, three testimonials and ten FAQ entries", () => {
    expect(FEATURES).toHaveLength(6);
    expect(STEPS.map((s) => s.number)).toEqual([1, 2, 3]);
    expect(TESTIMONIALS).toHaveLength(3);
    expect(FAQ).toHaveLength(10);
  });

  it("counts down from 23:59:59 and restarts after zero", () => {
    expect(formatCountdown(COUNTDOWN_START_SECONDS)).toBe("23:59:59");
    expect(formatCountdown(nextCountdown(COUNTDOWN_START_SECONDS))).toBe("23:59:58");
    expect(formatCountdown(61)).toBe("00:01:01");
    expect(nextCountdown(1)).toBe(0);
    expect(formatCountdown(nextCountdown(0))).toBe("23:59:59");
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
