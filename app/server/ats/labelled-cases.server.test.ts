import { describe, expect, it } from "vitest";
import { JUNK, LABELS, POSTINGS, RESUMES } from "./labelled-cases.server.ts";
import { scoreResume } from "./score.server.ts";

const MARGIN = 15;

describe("match score against human relevance labels (nursing, accounting, trucking, electrical)", () => {
  for (const [name, labels] of Object.entries(LABELS) as [keyof typeof RESUMES, Record<string, number>][]) {
    const reports = Object.fromEntries(
      Object.keys(labels).map((posting) => [posting, scoreResume({ form: RESUMES[name], posting: POSTINGS[posting as keyof typeof POSTINGS] })]),
    );

    it(`${name}: every better-labelled posting scores at least ${MARGIN} points above a worse one`, () => {
      const gaps: string[] = [];
      for (const a of Object.keys(labels))
        for (const b of Object.keys(labels))
          if (labels[a]! > labels[b]! && reports[a]!.score - reports[b]!.score < MARGIN) gaps.push(`${a} ${reports[a]!.score} vs ${b} ${reports[b]!.score}`);
      expect(gaps).toEqual([]);
    });

    it(`${name}: no employer name, place or filler among the matched and missing keywords`, () => {
      const words = Object.values(reports).flatMap((r) => r.parts.flatMap((p) => [...p.matched, ...p.missing]));
      expect(words.length).toBeGreaterThan(20);
      expect(words.filter((w) => JUNK.includes(w.toLowerCase()))).toEqual([]);
    });
  }

  it("a telemetry nurse lacks the ICU's critical-care skills, and the report says which", () => {
    const icu = scoreResume({ form: RESUMES.telemetryNurse, posting: POSTINGS.icuRn });
    const hard = icu.parts.find((p) => p.key === "hardSkills")!;
    expect(hard.missing).toEqual(expect.arrayContaining(["ICU", "CCRN", "Mechanical Ventilation", "CRRT"]));
    expect(hard.score).toBeLessThan(60);
    expect(icu.missing).not.toContain("ADN");
  });
});
