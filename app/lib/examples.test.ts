import { describe, expect, it } from "vitest";
import {
  EXAMPLES,
  EXPERIENCE_LEVELS,
  exampleResume,
  filterExamples,
  formatDownloads,
  getExample,
  INDUSTRIES,
  resolveExperience,
  resolveIndustry,
} from "./examples.ts";
import { galleryTemplate, PREVIEW_IDS } from "./gallery.ts";
import { resumeFormSchema } from "./resume.ts";

describe("resume examples", () => {
  it("has the spec's six ids and at least eight examples", () => {
    for (const id of ["software-engineer", "marketing-manager", "data-scientist", "project-manager", "ux-designer", "sales-representative"]) {
      expect(getExample(id)?.id).toBe(id);
    }
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(EXAMPLES.map((e) => e.id)).size).toBe(EXAMPLES.length);
  });

  it("every single filter value has a result and some combinations are empty", () => {
    for (const industry of INDUSTRIES) expect(filterExamples(industry, "All").length, industry).toBeGreaterThan(0);
    for (const experience of EXPERIENCE_LEVELS) expect(filterExamples("All", experience).length, experience).toBeGreaterThan(0);
    expect(filterExamples("All", "All")).toHaveLength(EXAMPLES.length);
    expect(filterExamples("Data Science", "Entry Level")).toEqual([]);
  });

  it("ratings are 4.6 to 4.9, downloads static numbers, previews served", () => {
    for (const e of EXAMPLES) {
      expect(e.rating).toBeGreaterThanOrEqual(4.6);
      expect(e.rating).toBeLessThanOrEqual(4.9);
      expect(Number.isInteger(e.downloads)).toBe(true);
      expect(galleryTemplate(e.templateId)).toBeDefined();
      expect(PREVIEW_IDS).toContain(e.templateId);
      expect(e.highlights.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("each sample resume is a complete, valid resume", () => {
    for (const e of EXAMPLES) {
      const parsed = resumeFormSchema.safeParse(e.resume);
      expect(parsed.success, `${e.id}: ${parsed.success ? "" : JSON.stringify(parsed.error.issues)}`).toBe(true);
      expect(e.resume.experiences.length).toBeGreaterThan(0);
      expect(e.resume.education.length).toBeGreaterThan(0);
      expect((e.resume.personalInfo.summary ?? "").length).toBeGreaterThan(50);
    }
  });

  it("exampleResume returns a copy, or null for unknown ids", () => {
    const a = exampleResume("ux-designer");
    expect(a?.personalInfo.firstName).toBe("Sofia");
    a!.personalInfo.firstName = "Changed";
    expect(exampleResume("ux-designer")?.personalInfo.firstName).toBe("Sofia");
    expect(exampleResume("nope")).toBeNull();
    expect(exampleResume(null)).toBeNull();
  });

  it("resolves filter values and formats downloads", () => {
    expect(resolveIndustry("Design")).toBe("Design");
    expect(resolveIndustry("Astrology")).toBe("All");
    expect(resolveExperience("5+ Years")).toBe("5+ Years");
    expect(resolveExperience(null)).toBe("All");
    expect(formatDownloads(15234)).toBe("15.2K");
    expect(formatDownloads(4000)).toBe("4K");
    expect(formatDownloads(987)).toBe("987");
  });
});
