import { describe, expect, it } from "vitest";
import { aiImprovedLabel, atsSkillLabel, restoredLabel, restoredNotice, VERSION_LABELS, versionTime } from "./resume-versions.ts";

describe("version history words", () => {
  it("formats a version's time the same way everywhere, in UTC", () => {
    expect(versionTime("2026-11-25T14:02:59.999Z")).toBe("25 Nov 2026, 14:02 UTC");
    expect(versionTime("2026-01-05T03:07:00.000Z")).toBe("5 Jan 2026, 03:07 UTC");
    expect(versionTime("not a date")).toBe("not a date");
  });

  it("names what made each version", () => {
    expect(VERSION_LABELS.saved).toBe("Saved");
    expect(VERSION_LABELS.generated).toBe("Generated");
    expect(aiImprovedLabel("summary")).toBe("AI improved Summary");
    expect(aiImprovedLabel("experience")).toBe("AI improved Experience");
    expect(aiImprovedLabel("skills")).toBe("AI improved Skills");
    expect(atsSkillLabel("Kubernetes")).toBe("Added skill “Kubernetes” from the ATS check");
    expect(restoredLabel("2026-11-25T14:02:00.000Z")).toBe("Restored version from 25 Nov 2026, 14:02 UTC");
    expect(restoredNotice("2026-11-25T14:02:00.000Z")).toBe("Restored the version from 25 Nov 2026, 14:02 UTC.");
  });
});
