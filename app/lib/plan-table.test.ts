import { describe, expect, it } from "vitest";
import {
  formatDollars,
  formatRupees,
  isPlanDisabled,
  PAYMENT_ID_STORAGE_KEY,
  planButtonLabel,
  planByKey,
  planForTier,
  planKeyForTier,
  PLANS,
  rupeePrice,
  TIER_STORAGE_KEY,
  upgradeSuccessDescription,
  type Plan,
} from "./plan-table.ts";
import { GENERATION_LIMITS } from "./plans.ts";

describe("plan table", () => {
  it("free $0, Fast Pass $5 one-time and popular, Pro $9 per month", () => {
    expect(PLANS.map((p) => [p.key, p.tier, p.name, p.price, p.monthly, p.popular])).toEqual([
      ["free", "free", "Free", 0, false, false],
      ["fastpass", "fast_pass", "Fast Pass", 5, false, true],
      ["pro", "pro", "Pro", 9, true, false],
    ]);
    expect(PLANS.every((p) => p.currency === "USD")).toBe(true);
  });

  it("only the free plan lists limitations; every plan lists features", () => {
    expect(planByKey("free")!.limitations).toContain("Watermarked PDF");
    expect(planByKey("fastpass")!.limitations).toEqual([]);
    expect(planByKey("pro")!.limitations).toEqual([]);
    for (const plan of PLANS) expect(plan.features.length).toBeGreaterThan(0);
    expect(planByKey("fastpass")!.features).toEqual(expect.arrayContaining(["Remove watermark", "3 regenerations", "Priority support"]));
    expect(planByKey("pro")!.features).toEqual(
      expect.arrayContaining(["Everything in Fast Pass", "Unlimited regenerations", "AI cover letters (HTML and Word)"]),
    );
  });

  it("features agree with the enforced generation limits", () => {
    expect(GENERATION_LIMITS).toEqual({ free: 1, fast_pass: 3, pro: null });
    expect(planByKey("free")!.features).toContain("1 CV generation");
  });

  it("rupees = dollars × 80, dollars in brackets", () => {
    expect(PLANS.map(rupeePrice)).toEqual([0, 400, 720]);
    expect(PLANS.map(formatRupees)).toEqual(["₹0", "₹400", "₹720"]);
    expect(PLANS.map(formatDollars)).toEqual(["$0", "$5", "$9"]);
  });

  it("looks plans up by either tier spelling", () => {
    expect(planByKey("fast_pass")!.key).toBe("fastpass");
    expect(planByKey("fastpass")!.tier).toBe("fast_pass");
    expect(planByKey("gold")).toBeNull();
    expect(planByKey(undefined)).toBeNull();
    expect(planForTier("fast_pass").name).toBe("Fast Pass");
    expect(planKeyForTier("pro")).toBe("pro");
  });

  it("plan button rules", () => {
    expect(isPlanDisabled("fastpass", "free")).toBe(false);
    expect(isPlanDisabled("pro", "free")).toBe(false);
    expect(isPlanDisabled("fastpass", "fastpass")).toBe(true);
    expect(isPlanDisabled("pro", "fastpass")).toBe(false);
    expect(isPlanDisabled("fastpass", "pro")).toBe(true);
    expect(isPlanDisabled("pro", "pro")).toBe(true);
    for (const current of ["free", "fastpass", "pro"] as const) expect(isPlanDisabled("free", current)).toBe(true);
  });

  it("button labels and the success text", () => {
    const [free, fast, pro] = PLANS as readonly [Plan, Plan, Plan];
    expect(planButtonLabel(free, "free")).toBe("Current Plan");
    expect(planButtonLabel(fast, "free")).toBe("Claim Fast Pass Now");
    expect(planButtonLabel(pro, "free")).toBe("Claim Pro Now");
    expect(planButtonLabel(fast, "fastpass")).toBe("Current Plan");
    expect(planButtonLabel(free, "fastpass")).toBe("Included in Fast Pass");
    expect(planButtonLabel(fast, "pro")).toBe("Included in Pro");
    expect(upgradeSuccessDescription(planByKey("pro")!)).toBe("You've successfully upgraded to Pro: unlimited regenerations and premium features.");
    expect(upgradeSuccessDescription(planByKey("fastpass")!)).toBe("You've successfully upgraded to Fast Pass: 3 regenerations, no watermark, ATS checks.");
    expect([TIER_STORAGE_KEY, PAYMENT_ID_STORAGE_KEY]).toEqual(["resume_tier", "resume_payment_id"]);
  });
});
