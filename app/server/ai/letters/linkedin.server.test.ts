import nlp from "compromise";
import { describe, expect, it } from "vitest";
import { SAMPLE_RESUME } from "../../../lib/sample-resume.ts";
import { CAREER_CHANGER, ENGINEER, MARKETER, NURSE, subjectsWithoutVerb } from "./fixtures.server.ts";
import { offlineBio } from "./linkedin.server.ts";

const LIMITS = { headline: 220, about: 2600 };
const RESUMES = [
  ["software engineer", SAMPLE_RESUME],
  ["frontend engineer", ENGINEER],
  ["nurse", NURSE],
  ["marketing manager", MARKETER],
  ["career changer", CAREER_CHANGER],
] as const;

describe("offline LinkedIn bio", () => {
  it.each(RESUMES)("%s: a headline ≤ 220 characters and an About of a hook and three short paragraphs", (_, resume) => {
    for (const draft of [0, 1, 2]) {
      const bio = offlineBio(resume, draft, LIMITS);
      expect(bio.headline.length).toBeGreaterThan(5);
      expect(bio.headline.length).toBeLessThanOrEqual(LIMITS.headline);
      const blocks = bio.about.split("\n\n");
      expect(blocks, bio.about).toHaveLength(4);
      expect(nlp(blocks[0]!).sentences().length, blocks[0]).toBe(1);
      for (const block of blocks.slice(1)) expect(nlp(block).sentences().length, block).toBeLessThanOrEqual(4);
    }
  });

  it.each(RESUMES)("%s: first person, no lists, every 'I' followed by a verb", (_, resume) => {
    for (const draft of [0, 1, 2]) {
      const { about } = offlineBio(resume, draft, LIMITS);
      expect(about).toMatch(/^I /);
      expect(about).not.toMatch(/•|Highlights:|Skills:|Education:/);
      expect(about).not.toContain(`${resume.personalInfo.firstName} is`);
      expect(subjectsWithoutVerb(about), about).toEqual([]);
      // a handful of skills in a sentence, not every skill on the resume
      const skillsSentence = nlp(about).sentences().out("array") as string[];
      for (const sentence of skillsSentence) expect(sentence.split(",").length, sentence).toBeLessThanOrEqual(7);
    }
  });

  it("a second draft is worded differently", () => {
    for (const [, resume] of RESUMES) {
      const first = offlineBio(resume, 0, LIMITS);
      const second = offlineBio(resume, 1, LIMITS);
      expect(second.about).not.toBe(first.about);
      expect(second.headline).not.toBe(first.headline);
      expect(offlineBio(resume, 1, LIMITS)).toEqual(second);
    }
  });

  it("stays within the limits for a resume with very long fields", () => {
    const long = structuredClone(SAMPLE_RESUME);
    long.personalInfo.summary = "Builds reliable systems. ".repeat(150);
    long.experiences[0]!.jobTitle = "Principal ".repeat(30).trim();
    long.experiences[0]!.description = `- Led ${"a very large programme of work ".repeat(60)}`;
    const bio = offlineBio(long, 0, { headline: 220, about: 600 });
    expect(bio.headline.length).toBeLessThanOrEqual(220);
    expect(bio.about.length).toBeLessThanOrEqual(600);
  });
});
