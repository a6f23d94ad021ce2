/**
 * The pieces of the offline cover letter: the word range, sentences that may be dropped, the lead-in
 * of each achievement, and fitting the whole into the range.
 */
import type { ResumeFormData } from "../../../lib/resume.ts";
import { type Field, vocabularyEntry } from "../../ats/vocabulary.server.ts";
import { firstPersonClause, highlightSentence } from "./grammar.server.ts";
import type { RankedBullet } from "./relevance.server.ts";
import type { Chooser } from "./variety.server.ts";

export const LETTER_WORDS = { min: 250, max: 350 } as const;

export interface LetterPosting {
  company: string;
  role: string;
  description: string;
}

/** How a field is named in "moving from teaching into software". */
export const FIELD_NAMES: Record<Field, string> = {
  health: "healthcare",
  finance: "finance",
  trades: "the trades",
  logistics: "logistics",
  education: "teaching",
  marketing: "marketing",
  software: "software",
  general: "my field",
};

export interface Sentence {
  text: string;
  /** dropped first when the letter runs long, kept out when it is short enough without */
  optional?: boolean;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function fullName(resume: ResumeFormData): string {
  return [resume.personalInfo.firstName, resume.personalInfo.lastName].filter((s) => s?.trim()).join(" ");
}

/** "CRDTs", "patient falls": an acronym's plural or a phrase ending in a plural noun. */
export function isPlural(term: string): boolean {
  return /[A-Z]s$/.test(term) || (/\s/.test(term) && /[^s]s$/.test(term));
}

/** A licence or certification ("RN", "BLS", "CPA"): held, not "worked with". */
export function isCredential(skill: string): boolean {
  return (vocabularyEntry(skill)?.spellings ?? []).some((s) => /licen[cs]|certif|life support/i.test(s));
}

/** The text of experiences only: the field a person has worked in, not the one they study for. */
export function careerText(resume: ResumeFormData): string {
  return resume.experiences.map((e) => [e.jobTitle, e.description, e.achievements, e.technologies].filter(Boolean).join("\n")).join("\n");
}

export function achievementSentence(bullet: RankedBullet, index: number, c: Chooser, latestCompany: string): string {
  const clause = firstPersonClause(bullet.text);
  if (!clause) return highlightSentence(bullet.text);
  const where = bullet.company;
  // the same place twice reads differently each time: the index moves the phrasing on
  const options = !where
    ? ["", "Along the way, ", "In one role, "]
    : bullet.project
      ? [`In my ${where} project, `, `Working on ${where}, my own project, `, `On my side project ${where}, `]
      : where === latestCompany
        ? [`At ${where}, `, `In my current work at ${where}, `, `In my role at ${where}, `, `Day to day at ${where}, `]
        : [`At ${where}, `, `While at ${where}, `, `During my time at ${where}, `, `Earlier, at ${where}, `];
  const start = options.indexOf(c.pick(20, options));
  return `${options[(start + index) % options.length]}${clause}.`;
}

export function renderLetter(greeting: string, paragraphs: Sentence[][], signOff: string): string {
  return [greeting, ...paragraphs.map((p) => p.map((s) => s.text).join(" ")).filter(Boolean), signOff].join("\n\n");
}

/** Drops optional sentences, last paragraph first, until the letter fits the word range. */
export function fitLength(greeting: string, body: Sentence[][], signOff: string): string {
  const render = (paragraphs: Sentence[][]) => renderLetter(greeting, paragraphs, signOff);
  let kept = body.map((p) => [...p]);
  for (let i = kept.length - 1; i >= 0 && wordCount(render(kept)) > LETTER_WORDS.max; i--) {
    for (let j = kept[i]!.length - 1; j >= 0 && wordCount(render(kept)) > LETTER_WORDS.max; j--) {
      if (kept[i]![j]!.optional) kept[i]!.splice(j, 1);
    }
  }
  // still long: a long bullet pasted whole; keep the sentences that fit
  if (wordCount(render(kept)) > LETTER_WORDS.max) kept = kept.map((p) => p.filter((s) => wordCount(s.text) <= 60));
  return render(kept);
}
