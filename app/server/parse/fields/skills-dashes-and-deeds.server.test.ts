import { describe, expect, it } from "vitest";
import { mergeSkills, parseSkillsLines } from "./skills.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import type { ParsedAdditionalInfo, ParsedSkills } from "../types.server.ts";

function run(text: string, title = "Skills") {
  const skills: ParsedSkills = { technicalSkills: "", softSkills: "", tools: "", frameworks: "" };
  const extra: ParsedAdditionalInfo = { certifications: "", languages: "", hobbies: "", volunteering: "", awards: "", publications: "" };
  mergeSkills([parseSkillsLines(linesFromText(text), title)], skills, extra);
  return skills;
}

describe("skills lines", () => {
  it("reads short items parted by spaced hyphens as a list", () => {
    expect(run("Gas welding - Pipe fitting - Site safety - Forklift driving").technicalSkills).toBe("Gas welding, Pipe fitting, Site safety, Forklift driving");
  });
  it("keeps a skill and its years one item", () => {
    expect(run("Python - 5 years").technicalSkills).not.toContain(", ");
  });
  it("reads no skills out of a functional resume's deeds under its skill headings", () => {
    const s = run(
      [
        "Forklift operation, Hydraulics, Pneumatics",
        "Fleet Maintenance",
        "Inspected and serviced pumps, valves and compressors, halving breakdowns by",
        "40%",
        "Rebuilt compressors and replaced seals, bearings and hoses",
      ].join("\n"),
      "Relevant Skills",
    );
    const all = Object.values(s).join(", ");
    expect(all).toContain("Hydraulics");
    expect(all).not.toMatch(/valves|compressors|bearings|hoses/);
  });
});
