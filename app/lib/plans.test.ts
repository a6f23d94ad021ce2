import { describe, expect, it } from "vitest";
import {
  FREE_DOWNLOAD_WINDOW_MINUTES,
  generationLimit,
  hasWatermark,
  isDownloadAllowed,
  isGenerationAllowed,
  isTemplateAllowed,
  normalizeTier,
  premiumTemplateMessage,
} from "./plans.ts";
import { TEMPLATES } from "./templates.ts";

describe("generation gate", () => {
  it.each([
    ["free", 0, true],
    ["free", 1, false],
    ["fast_pass", 2, true],
    ["fast_pass", 3, false],
    ["pro", 100, true],
  ] as const)("%s with %i generations → allowed %s", (tier, count, allowed) => {
    expect(isGenerationAllowed(tier, count)).toBe(allowed);
  });

  it("has the limits of", () => {
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

describe("templates per plan", () => {
  it("gives Free the basic templates only, Fast Pass and Pro every template", () => {
    const premium = TEMPLATES.filter((t) => t.premium).map((t) => t.id);
    expect(premium).toEqual(["minimalist", "combination", "executive", "creative"]);
    for (const t of TEMPLATES) {
      expect(isTemplateAllowed("free", t.id)).toBe(!t.premium);
      expect(isTemplateAllowed("fast_pass", t.id)).toBe(true);
      expect(isTemplateAllowed("pro", t.id)).toBe(true);
    }
    // an unknown id falls back to the default (basic) template, as the renderer does
    expect(isTemplateAllowed("free", "no-such-template")).toBe(true);
  });

  it("says why and what to do", () => {
    expect(premiumTemplateMessage("executive")).toBe(
      "Executive is a premium template: it needs Fast Pass or Pro. On the Free plan, choose Professional or Modern, or upgrade to use it.",
    );
  });
});

describe("the free plan's one CV download", () => {
  const first = "2026-01-01T10:00:00.000Z";
  const at = (minutes: number) => new Date(Date.parse(first) + minutes * 60_000);
  const recorded = { resumeId: "r1", at: first };

  it("lets the same CV be downloaded again inside the window, not after it", () => {
    expect(isDownloadAllowed({ tier: "free", resumeTier: "free", resumeId: "r1", recorded, now: at(0) })).toBe(true);
    expect(isDownloadAllowed({ tier: "free", resumeTier: "free", resumeId: "r1", recorded, now: at(FREE_DOWNLOAD_WINDOW_MINUTES - 1) })).toBe(true);
    expect(isDownloadAllowed({ tier: "free", resumeTier: "free", resumeId: "r1", recorded, now: at(FREE_DOWNLOAD_WINDOW_MINUTES) })).toBe(false);
  });

  it("refuses another CV, and a download nothing was recorded for", () => {
    expect(isDownloadAllowed({ tier: "free", resumeTier: "free", resumeId: "r2", recorded, now: at(1) })).toBe(false);
    expect(isDownloadAllowed({ tier: "free", resumeTier: "free", resumeId: "r1", recorded: { resumeId: null, at: null }, now: at(1) })).toBe(false);
  });

  it("does not limit paid plans, nor CVs generated on a paid plan", () => {
    const none = { resumeId: null, at: null };
    expect(isDownloadAllowed({ tier: "fast_pass", resumeTier: "free", resumeId: "r2", recorded, now: at(1000) })).toBe(true);
    expect(isDownloadAllowed({ tier: "pro", resumeTier: "free", resumeId: "r2", recorded: none, now: at(1000) })).toBe(true);
    expect(isDownloadAllowed({ tier: "free", resumeTier: "pro", resumeId: "r2", recorded, now: at(1000) })).toBe(true);
  });
});
