import nlp from "compromise";
import { describe, expect, it } from "vitest";
import type { ResumeFormData } from "../../../lib/resume.ts";
import { numbersIn } from "../groq.server.ts";
import { LETTER_WORDS, offlineLetter, type LetterPosting } from "./cover-letter.server.ts";
import { postingRequirements } from "./relevance.server.ts";
import {
  BACKEND_POSTING,
  CAREER_CHANGER,
  ENGINEER,
  FRONTEND_POSTING,
  JUNIOR_FRONTEND_POSTING,
  MARKETER,
  MARKETING_POSTING,
  NURSE,
  NURSE_POSTING,
  subjectsWithoutVerb,
} from "./fixtures.server.ts";

const CHARGE_NURSE_POSTING: LetterPosting = {
  company: "Lakeside Clinic",
  role: "Charge Nurse",
  description: `Lakeside Clinic needs a Charge Nurse to lead shifts on a busy med-surg floor.
You will coordinate staffing, mentor and precept new nurses, and keep fall prevention and hourly rounding on track.
BLS required; Epic experience preferred.`,
};

const EVENTS_POSTING: LetterPosting = {
  company: "Harborview Events",
  role: "Marketing Manager",
  description: `Harborview Events is hiring a Marketing Manager to grow attendance at our customer events.
You will run email marketing in Mailchimp, plan event promotion, and report results with Google Analytics.`,
};

const CASES: [string, ResumeFormData, LetterPosting][] = [
  ["engineer → frontend", ENGINEER, FRONTEND_POSTING],
  ["engineer → backend", ENGINEER, BACKEND_POSTING],
  ["nurse → ICU", NURSE, NURSE_POSTING],
  ["marketer → senior marketer", MARKETER, MARKETING_POSTING],
  ["teacher → junior developer", CAREER_CHANGER, JUNIOR_FRONTEND_POSTING],
  ["nurse → charge nurse", NURSE, CHARGE_NURSE_POSTING],
  ["marketer → events marketer", MARKETER, EVENTS_POSTING],
];

function words(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** The paragraphs between the greeting and the sign-off. */
function body(letter: string): string[] {
  return letter.split(/\n{2,}/).slice(1, -1);
}

function sentences(letter: string): string[] {
  return body(letter).flatMap((p) => nlp(p).sentences().out("array") as string[]);
}

/** The share of the smaller letter's sentences that the other letter also has. */
function overlap(a: string, b: string): number {
  const left = new Set(sentences(a));
  const right = new Set(sentences(b));
  const shared = [...left].filter((s) => right.has(s)).length;
  return shared / Math.min(left.size, right.size);
}

describe("offline cover letter", () => {
  it.each(CASES)("%s: 250–350 words in four paragraphs that name the role and the company", (_, resume, posting) => {
    for (const draft of [0, 1, 2]) {
      const letter = offlineLetter(resume, posting, draft);
      expect(words(letter), letter).toBeGreaterThanOrEqual(LETTER_WORDS.min);
      expect(words(letter), letter).toBeLessThanOrEqual(LETTER_WORDS.max);
      expect(body(letter), letter).toHaveLength(4);
      expect(letter.startsWith(`Dear Hiring Manager at ${posting.company},`)).toBe(true);
      expect(body(letter)[0]).toContain(posting.role);
      expect(body(letter)[0]).toContain(posting.company);
      expect(letter).not.toMatch(/I am writing to (?:apply|express)|position\.\s*$/im);
    }
  });

  it.each(CASES)("%s: every 'I' is followed by a verb, and every number comes from the resume", (_, resume, posting) => {
    for (const draft of [0, 1, 2]) {
      const letter = offlineLetter(resume, posting, draft);
      expect(subjectsWithoutVerb(body(letter).join("\n\n")), letter).toEqual([]);
      for (const number of numbersIn(letter)) expect(numbersIn(JSON.stringify(resume)).has(number), number).toBe(true);
    }
  });

  it("frames the nurse's verb bullets, noun-phrase award and degree as sentences", () => {
    const letter = offlineLetter(NURSE, NURSE_POSTING);
    expect(letter).toContain("I precepted 12 new graduate nurses");
    expect(letter).toMatch(/I was (?:also )?a DAISY Award nominee \(2023\)/);
    expect(letter).not.toMatch(/I (?:Precepted|DAISY)|I also Precepted|I studied BSN/);
    const engineer = [0, 1, 2].map((draft) => offlineLetter(ENGINEER, BACKEND_POSTING, draft)).join("\n");
    expect(engineer).toContain("a Bachelor of Science in Computer Science");
    expect(engineer).not.toContain("Bachelor of Science, Computer Science");
  });

  it("picks the WebGL and CRDT work for a frontend posting and the fraud pipeline for a backend one", () => {
    const frontend = offlineLetter(ENGINEER, FRONTEND_POSTING);
    const achievements = body(frontend)[1]!;
    expect(achievements).toContain("WebGL canvas renderer");
    expect(achievements).toContain("CRDT-based real-time collaboration");
    expect(frontend).not.toContain("fraud-detection pipeline");

    const backend = offlineLetter(ENGINEER, BACKEND_POSTING);
    expect(body(backend)[1]).toContain("fraud-detection pipeline");
    expect(backend).not.toContain("WebGL canvas renderer");
  });

  it("never names the employer, a place or filler as a skill", () => {
    // an employer the posting never introduces by name is still the employer, never a requirement
    const posting = "Canvasly canvas work: WebGL, CRDTs and React. Canvasly ships weekly from Denver.";
    const requirements = postingRequirements(posting, "Frontend Engineer", "", "Canvasly");
    const named = [...requirements.keywords, ...[...requirements.words.values()].map((w) => w.text), ...requirements.phrases.values()].join(" ");
    expect(named).toContain("WebGL");
    expect(named).not.toMatch(/Canvasly|Denver/i);
    const letter = offlineLetter(ENGINEER, FRONTEND_POSTING);
    expect(letter).not.toContain("Canvas LMS");
    expect(letter).not.toMatch(/Austin|benefits|culture/);
    // what the posting names is never "beyond what the posting lists"
    expect(letter).not.toMatch(/(?:Beyond what the posting lists|My toolkit also includes)[^.]*WebGL/);
    const fit = body(letter)[2]!;
    expect(fit).not.toContain("Figment,");
  });

  it("letters for two postings share under a third of their sentences", () => {
    expect(overlap(offlineLetter(ENGINEER, FRONTEND_POSTING), offlineLetter(ENGINEER, BACKEND_POSTING))).toBeLessThan(1 / 3);
    expect(overlap(offlineLetter(NURSE, NURSE_POSTING), offlineLetter(NURSE, CHARGE_NURSE_POSTING))).toBeLessThan(1 / 3);
    expect(overlap(offlineLetter(MARKETER, MARKETING_POSTING), offlineLetter(MARKETER, EVENTS_POSTING))).toBeLessThan(1 / 3);
  });

  it("writes a different letter for each draft of the same posting", () => {
    for (const [, resume, posting] of CASES) {
      const drafts = [0, 1, 2].map((draft) => offlineLetter(resume, posting, draft));
      expect(new Set(drafts).size).toBe(3);
      expect(overlap(drafts[0]!, drafts[1]!)).toBeLessThan(0.5);
      expect(offlineLetter(resume, posting, 1)).toBe(drafts[1]);
    }
  });

  it("frames a career change when the resume's field differs from the posting's, and only then", () => {
    const letter = offlineLetter(CAREER_CHANGER, JUNIOR_FRONTEND_POSTING);
    expect(body(letter)[2]).toMatch(/teaching/);
    expect(body(letter)[2]).toMatch(/software/);
    expect(body(letter)[2]).toContain("Gradebook Pal");
    for (const [, resume, posting] of CASES.filter(([name]) => !name.startsWith("teacher")))
      expect(offlineLetter(resume, posting)).not.toMatch(/move (?:from|into)|path into/);
  });
});
