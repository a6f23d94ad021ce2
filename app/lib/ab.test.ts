import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AB_TESTS, assignAll, assignVariant, bucketFor, fnv1a32, toPricingVariant, type AbTest } from "./ab.ts";

describe("A/B assignment", () => {
  it("uses FNV-1a 32-bit (known vectors)", () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
  });

  it("is deterministic: the same visitor gets the same variant on every call", () => {
    for (let i = 0; i < 200; i++) {
      const visitor = randomUUID();
      const first = assignAll(visitor);
      for (let j = 0; j < 5; j++) expect(assignAll(visitor)).toEqual(first);
      for (const testId of Object.keys(AB_TESTS)) {
        expect(assignVariant(testId, visitor)).toBe(first[testId as keyof typeof first]);
      }
    }
  });

  it("keys the bucket by visitor and test, in 0–99", () => {
    const buckets = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const b = bucketFor("pricing_display", randomUUID());
      expect(b).toBeGreaterThanOrEqual(0);
      expect(b).toBeLessThan(100);
      expect(Number.isInteger(b)).toBe(true);
      buckets.add(b);
    }
    expect(buckets.size).toBe(100);
    // the same visitor lands in different buckets for different tests (not one global bucket)
    let differs = 0;
    for (let i = 0; i < 100; i++) {
      const visitor = randomUUID();
      if (bucketFor("upload_flow_v2", visitor) !== bucketFor("pricing_display", visitor)) differs++;
    }
    expect(differs).toBeGreaterThan(80);
  });

  const expected: Record<keyof typeof AB_TESTS, Record<string, number>> = {
    upload_flow_v2: { control: 50, enhanced: 50 },
    tutorial_onboarding: { no_tutorial: 40, with_tutorial: 60 },
    pricing_display: { standard: 33, urgency: 33, value_focused: 34 },
    landing_variant: { control: 50, alt: 50 },
  };

  for (const [testId, weights] of Object.entries(expected)) {
    it(`${testId}: distribution within ±3 points of the weights over 10,000 random ids`, () => {
      const counts: Record<string, number> = {};
      const n = 10_000;
      for (let i = 0; i < n; i++) {
        const v = assignVariant(testId, randomUUID());
        counts[v] = (counts[v] ?? 0) + 1;
      }
      expect(Object.keys(counts).sort()).toEqual(Object.keys(weights).sort());
      for (const [variant, weight] of Object.entries(weights)) {
        const share = (counts[variant]! / n) * 100;
        expect(Math.abs(share - weight), `${variant}: ${share.toFixed(2)}% vs ${weight}%`).toBeLessThanOrEqual(3);
      }
    });
  }

  it("declares the experiments' weights", () => {
    for (const [testId, weights] of Object.entries(expected)) {
      const test = AB_TESTS[testId as keyof typeof AB_TESTS];
      expect(Object.fromEntries(test.variants.map((v) => [v.id, v.weight]))).toEqual(weights);
      expect(test.variants.reduce((s, v) => s + v.weight, 0)).toBe(100);
    }
  });

  it("answers 'control' for unknown and inactive tests", () => {
    const visitor = randomUUID();
    expect(assignVariant("no_such_test", visitor)).toBe("control");
    expect(assignVariant("__proto__", visitor)).toBe("control");
    expect(assignVariant("toString", visitor)).toBe("control");
    const inactive: Record<string, AbTest> = {
      tutorial_onboarding: { ...AB_TESTS.tutorial_onboarding, isActive: false },
    };
    for (let i = 0; i < 50; i++) expect(assignVariant("tutorial_onboarding", randomUUID(), inactive)).toBe("control");
  });

  it("skips inactive variants and still places every visitor", () => {
    const tests: Record<string, AbTest> = {
      t: {
        ...AB_TESTS.pricing_display,
        id: "t",
        variants: AB_TESTS.pricing_display.variants.map((v) => (v.id === "urgency" ? { ...v, isActive: false } : v)),
      },
    };
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) seen.add(assignVariant("t", randomUUID(), tests));
    expect([...seen].sort()).toEqual(["standard", "value_focused"]);
  });

  it("normalises a pricing variant from untrusted input", () => {
    expect(toPricingVariant("urgency")).toBe("urgency");
    expect(toPricingVariant("value_focused")).toBe("value_focused");
    expect(toPricingVariant("nope")).toBe("standard");
    expect(toPricingVariant(undefined)).toBe("standard");
  });
});
