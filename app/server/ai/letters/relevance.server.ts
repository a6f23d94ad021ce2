/**
 * Which of the resume's achievements a posting cares about. The posting's requirements come from
 * the match score's extraction (known skills, recurring keywords, never the employer's name, a
 * place or filler), plus its distinctive single words ("WebGL", "CRDTs") that no list knows; each
 * bullet scores by the requirements it meets, skills first.
 */
import type { ResumeFormData } from "../../../lib/resume.ts";
import { splitLines } from "../../../lib/normalize-resume.ts";
import { findSkills, type FoundSkill, GENERIC, hasPhrase, isSoft, keyOf, metBy, otherKeywords, STOP_WORDS, tokenize } from "../../ats/keywords.server.ts";
import { FILLER } from "../../ats/junk.server.ts";
import { keywordFilter, mainField, withoutEmployer } from "../../ats/posting-terms.server.ts";
import { vocabularyEntry } from "../../ats/vocabulary.server.ts";
import { resumeText } from "../../ats/score.server.ts";
import { lookupVerb } from "../offline/verbs.server.ts";

export interface Requirements {
  hard: FoundSkill[];
  soft: FoundSkill[];
  /** recurring terms of the posting that are not skills */
  keywords: string[];
  /** the posting's other content words by stem, with their weight (names like "WebGL" weigh more) */
  words: Map<string, { text: string; weight: number }>;
  /** the posting's two-word phrases of content words ("canvas rendering", "patient falls") by their stems */
  phrases: Map<string, string>;
}

export interface RankedBullet {
  text: string;
  jobTitle: string;
  company: string;
  /** a side project rather than a job */
  project: boolean;
  score: number;
  /** the requirements this bullet meets, as the posting names them, skills first */
  meets: string[];
  order: number;
}

/** A crude stem so "rendering" meets "renderer" and "CRDTs" meets "CRDT". */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, "");
  if (lower.length <= 4) return lower.replace(/s$/, "");
  return lower.replace(/(?:ing|ers|er|ed|es|s)$/, "");
}

/**
 * A name no dictionary knows, written like one: a posting that names it asks for something specific,
 * so it weighs more than a skill every posting of the field lists ("WebGL", "CRDTs": capitals inside the word).
 */
function isTechnicalName(word: string): boolean {
  return /^[A-Za-z]+[A-Z][A-Za-z]*s?$/.test(word) && /[A-Z]/.test(word.slice(1)) && !/^[A-Z][a-z]+$/.test(word);
}

/** `company` is the employer as the candidate typed it: never a requirement, like the names the posting gives itself. */
export function postingRequirements(description: string, role: string, education: string, company = ""): Requirements {
  const skills = findSkills(description);
  const { employerNames, isJunk: junk } = keywordFilter(description, education);
  const companyWords = new Set(
    company
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );
  const isJunk = (keyword: string) =>
    junk(keyword) ||
    keyword
      .toLowerCase()
      .split(/\s+/)
      .some((w) => companyWords.has(w));
  const text = withoutEmployer(description, company.trim() ? [...employerNames, company.trim()] : employerNames);
  const exclude = new Set(skills.flatMap((s) => s.spellings.map(keyOf)));
  const roleWords = new Set(role.toLowerCase().split(/\s+/));
  for (const w of roleWords) exclude.add(keyOf(w));
  const keywords = otherKeywords(text, exclude, 12, isJunk).map((k) => k.text);
  const words = new Map<string, { text: string; weight: number }>();
  const phrases = new Map<string, string>();
  const roleStems = new Set([...roleWords].map(stem));
  const content = (lower: string, original: string) =>
    lower.length >= 3 &&
    !/^\d/.test(lower) &&
    !STOP_WORDS.has(lower) &&
    !GENERIC.has(lower) &&
    !FILLER.has(lower) &&
    !roleStems.has(stem(lower)) &&
    !lookupVerb(lower) &&
    !isJunk(original);
  const tokens = tokenize(text);
  tokens.forEach((token, i) => {
    const lower = token.lower;
    if (!content(lower, token.text)) return;
    if (!words.has(stem(lower))) words.set(stem(lower), { text: token.text, weight: isTechnicalName(token.text) ? 4 : 1 });
    const next = tokens[i + 1];
    // two content words in a row, in one sentence: the posting's own name for a piece of the job
    if (next && !next.sentenceStart && content(next.lower, next.text) && /^[\s-]+$/.test(text.slice(token.end, next.start)))
      phrases.set(`${stem(lower)} ${stem(next.lower)}`, text.slice(token.start, next.end));
  });
  // a skill of another field is a misreading ("canvas rendering" is not the Canvas LMS)
  const field = mainField(description);
  const ofThisJob = (skill: FoundSkill) => {
    const own = vocabularyEntry(skill.name)?.field;
    return !field || !own || own === "general" || own === field;
  };
  return { hard: skills.filter((s) => !isSoft(s) && ofThisJob(s)), soft: skills.filter(isSoft), keywords, words, phrases };
}

interface Candidate {
  text: string;
  jobTitle: string;
  company: string;
  project: boolean;
}

function candidates(resume: ResumeFormData): Candidate[] {
  const out: Candidate[] = [];
  for (const e of resume.experiences) {
    for (const line of [...splitLines(e.description), ...splitLines(e.achievements)])
      out.push({ text: line, jobTitle: e.jobTitle?.trim() ?? "", company: e.company?.trim() ?? "", project: false });
  }
  for (const p of resume.projects) {
    for (const line of splitLines(p.description)) out.push({ text: line, jobTitle: "", company: p.title?.trim() ?? "", project: true });
  }
  return out.filter((c) => /\p{L}{3}/u.test(c.text));
}

interface Scored extends Candidate {
  order: number;
  /** requirement → weight, for the ones this bullet meets */
  met: Map<string, number>;
  /** what may be named in a sentence: skills, multi-word keywords, technical names */
  nameable: string[];
  bonus: number;
}

function scoreCandidate(c: Candidate, order: number, requirements: Requirements): Scored {
  const met = new Map<string, number>();
  const nameable: string[] = [];
  for (const skill of requirements.hard)
    if (metBy(c.text, skill)) {
      met.set(skill.name, 3);
      nameable.push(skill.name);
    }
  for (const keyword of requirements.keywords)
    if (hasPhrase(c.text, keyword)) {
      met.set(keyword, 2);
      if (/\s/.test(keyword)) nameable.push(keyword);
    }
  // "CRDT-based" and "real-time" meet "CRDTs" and "time" word by word
  const pieces = tokenize(c.text).flatMap((t) => [t.lower, ...(/-/.test(t.lower) ? t.lower.split("-") : [])]);
  for (let i = 0; i + 1 < pieces.length; i++) {
    const phrase = requirements.phrases.get(`${stem(pieces[i]!)} ${stem(pieces[i + 1]!)}`);
    if (!phrase || met.has(phrase)) continue;
    met.set(phrase, 2);
    nameable.push(phrase);
  }
  for (const piece of pieces) {
    const word = requirements.words.get(stem(piece));
    if (!word || met.has(word.text) || nameable.some((n) => n.toLowerCase().includes(word.text.toLowerCase()))) continue;
    met.set(word.text, word.weight);
    if (word.weight > 1) nameable.push(word.text);
  }
  let bonus = 0;
  for (const skill of requirements.soft) if (metBy(c.text, skill)) bonus += 0.5;
  if (/\d/.test(c.text)) bonus += 0.75;
  if (c.project) bonus -= 0.25;
  return { ...c, order, met, nameable, bonus };
}

/**
 * The resume's bullets, most relevant to the posting first. Each pick counts only the requirements
 * the bullets before it have not already shown, so three picks cover three sides of the job.
 */
export function rankBullets(resume: ResumeFormData, requirements: Requirements): RankedBullet[] {
  const pool = candidates(resume).map((c, order) => scoreCandidate(c, order, requirements));
  const covered = new Set<string>();
  const out: RankedBullet[] = [];
  while (pool.length) {
    let best = 0;
    let bestScore = -Infinity;
    pool.forEach((c, i) => {
      let score = c.bonus;
      for (const [name, weight] of c.met) score += covered.has(name) ? weight / 4 : weight;
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    const [pick] = pool.splice(best, 1);
    for (const name of pick!.met.keys()) covered.add(name);
    const relevance = [...pick!.met.values()].reduce((sum, w) => sum + w, 0);
    out.push({
      text: pick!.text,
      jobTitle: pick!.jobTitle,
      company: pick!.company,
      project: pick!.project,
      score: relevance,
      meets: pick!.nameable,
      order: pick!.order,
    });
  }
  return out;
}

/** The posting's skills the resume shows anywhere, in the posting's order, as the resume spells them. */
export function skillsHeld(resume: ResumeFormData, skills: FoundSkill[]): string[] {
  const text = resumeText(resume);
  const out: string[] = [];
  for (const skill of skills) {
    const met = metBy(text, skill);
    if (met && !out.includes(met.name)) out.push(met.name);
  }
  return out;
}
