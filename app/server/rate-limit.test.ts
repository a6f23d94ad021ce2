import { describe, expect, it } from "vitest";
import { RateLimitError, takeToken } from "./rate-limit.server.ts";

describe("per-visitor rate limit", () => {
  it("allows the limit per window, then refuses with the wait time, then resets", () => {
    const rule = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) takeToken("test", "visitor-a", rule, 1_000);
    expect(() => takeToken("test", "visitor-a", rule, 2_000)).toThrow(RateLimitError);
    try {
      takeToken("test", "visitor-a", rule, 31_000);
    } catch (error) {
      expect((error as RateLimitError).retryAfterSeconds).toBe(30);
    }
    takeToken("test", "visitor-b", rule, 2_000); // other visitors are not affected
    expect(() => takeToken("test", "visitor-a", rule, 61_000)).not.toThrow();
  });
});
