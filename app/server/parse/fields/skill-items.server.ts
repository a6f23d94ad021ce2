/**
 * What one item of a printed skills list is: a skill, a proficiency phrase around skills
 * ("Proficient in Python"), a group label ("PROGRAMMING"), a sentence, a degree or a heading.
 * Turns a list's raw items into skill names and says which are soft skills.
 */
import { knownSkill } from "../../ai/offline/skills.server.ts";

/** "Proficient in", "Familiar with", "Working knowledge of" … before the skills themselves. */
const PROFICIENCY_RE =
  /(?:^|(?<=[,;.:]\s*))(?:(?:very\s+|highly\s+)?(?:proficient|skilled|experienced|expert|competent|fluent|strong|advanced|intermediate|basic|familiar|knowledgeable|comfortable|exposure|experience|knowledge|(?:good|strong|solid|working|basic)\s+(?:knowledge|understanding|command|experience))\s+(?:in|with|of|at|on|using)\s+)/gi;

const DEGREE_ITEM_RE =
  /\b(?:bachelor|master|associate)(?:'?s|’s)?\s+(?:of|in|degree)\b|\bdoctor(?:ate)?\s+of\b|\bph\.?\s?d\b|^(?:b|m)\.\s?(?:s|a|sc|eng|tech|com)\.?\s|^(?:bs|ms|ba|ma|bsc|msc|beng|meng|btech|mtech|mba|bba)\s+(?:in|of)\b|\bdiploma\s+in\b/i;

const HEADING_ITEM_RE =
  /^(?:technical\s+|core\s+|key\s+|other\s+|soft\s+|hard\s+|professional\s+|additional\s+|relevant\s+)?(?:skills?|skill\s+set|skillset|competenc(?:y|ies)|expertise|proficienc(?:y|ies)|strengths|abilities|qualifications)\s*:?$/i;

const SOFT_RE =
  /\b(?:communication|leadership|teamwork|team\s*player|team\s*building|collaborat\w*|problem[- ]solving|critical thinking|analytical thinking|time management|adaptab\w*|creativ\w*|interpersonal|organi[sz]ational|organi[sz]ation|attention to detail|detail[- ]oriented|multi-?tasking|negotiation|public speaking|presentation\w*|mentor\w*|coaching|empathy|work ethic|self[- ]motivat\w*|decision[- ]making|conflict resolution|customer service|active listening|flexib\w*|reliab\w*|punctual\w*|stakeholder management|people management|emotional intelligence|initiative|resilien\w*|patience|persua\w*)\b/i;

/** Skill names that are also ordinary words: picked out of a sentence only in their exact spelling. */
const CASE_SENSITIVE = new Set([
  "go",
  "r",
  "c",
  "word",
  "excel",
  "swift",
  "rust",
  "ruby",
  "dart",
  "spring",
  "express",
  "sales",
  "lean",
  "tax",
  "unity",
  "oracle",
  "shell",
]);

export function isDegreeItem(item: string): boolean {
  return DEGREE_ITEM_RE.test(item.trim());
}

export function isHeadingItem(item: string): boolean {
  return HEADING_ITEM_RE.test(item.trim());
}

export function isSoftSkill(item: string): boolean {
  const known = knownSkill(item);
  if (known) return known.group === "soft";
  return SOFT_RE.test(item) && item.split(/\s+/).length <= 4;
}

/** A technical skill: one the skills list knows, one naming such a skill ("Product Management & Marketing"), an acronym (UX, SEO) or a name with symbols (C#, Node.js). */
export function isTechnicalSkill(item: string): boolean {
  const known = knownSkill(item);
  if (known) return known.group !== "soft";
  const t = item.trim();
  return /^[A-Z]{2,5}s?$/.test(t) || /\p{L}[#+]|\.\p{L}{2,}$/u.test(t) || skillsInProse(t).length > 0;
}

/** True when a list line states proficiency in words ("Proficient in X, Y and Z"). */
export function hasProficiencyPhrase(text: string): boolean {
  PROFICIENCY_RE.lastIndex = 0;
  return PROFICIENCY_RE.test(text);
}

/** True when a line opens with a proficiency phrase: a new statement, not the wrapped end of the line above. */
export function startsWithProficiency(text: string): boolean {
  PROFICIENCY_RE.lastIndex = 0;
  const m = PROFICIENCY_RE.exec(text.trim());
  return m !== null && m.index === 0;
}

/** Removes the proficiency phrases of a list line, leaving a list ("Python, Java; Rust"). */
export function withoutProficiency(text: string): string {
  return text.replace(PROFICIENCY_RE, "").trim();
}

/** A skill closed by a figure and its unit: "Typing 55 wpm", "Lifting 25 kg". */
const MEASURED_SKILL_RE = /^\p{L}[\p{L} -]*\s\d+(?:[.,]\d+)?\s*(?:wpm|words per minute|kg|lbs?|kph|km\/h|mph)$/iu;

/** An item that is a sentence about skills rather than a skill ("Over 5000 lines of code written in Python"). */
export function isProse(item: string): boolean {
  const outside = item.replace(/\([^)]*\)|\[[^\]]*\]/g, " ").trim();
  const words = outside.split(/\s+/).filter(Boolean);
  if (words.length >= 6) return true;
  // "Typing 55 wpm", "Manual handling up to 25 kg": a skill and its measure
  if (MEASURED_SKILL_RE.test(outside)) return false;
  // "Code 10 licence", "Class C+E licence": a licence named by its class, no sentence
  if (/\blicen[cs]e\b|\bpermit\b/i.test(outside) && words.length <= 5) return false;
  // "3-phase motor wiring", "10-key data entry", "5S workplace audits", "3D modelling": a figure
  // opening a compound word or a method's code names the skill's kind, no measure of a sentence
  // (nor does a code's number: "ICD-10 coding", "ISO 9001 audits", "IEC 61131 programming")
  const figures = outside.replace(/^\d+-?\p{L}+\s/u, "").replace(/\b\p{Lu}{2,}(?:[-/ ]\p{Lu}+)?[- ]?\d+(?:[.:-]\d+)*\b/gu, " ");
  return words.length >= 3 && /\d/.test(figures) && /\b\p{Ll}{3,}\b/u.test(outside) && !/^[\p{Lu}\d]/u.test(words[words.length - 1] ?? "");
}

/** The known skills named in a sentence, in order: "written in Python and MATLAB" → Python, MATLAB. */
export function skillsInProse(text: string): string[] {
  const words = text.split(/[\s,;()]+|(?<=\w)\.(?=\s|$)/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let n = Math.min(3, words.length - i); n >= 1 && !taken; n--) {
      const phrase = words.slice(i, i + n).join(" ");
      const known = knownSkill(phrase);
      if (!known || known.group === "soft") continue;
      if (n === 1 && CASE_SENSITIVE.has(phrase.toLowerCase()) && phrase !== known.name) continue;
      if (!out.includes(known.name)) out.push(phrase);
      taken = n;
    }
    i += taken || 1;
  }
  return out;
}

/**
 * A capitalised group label at the head of a line ("PROGRAMMING, Over 5000 lines …",
 * "DESIGN, AutoCAD, SolidWorks"): all capitals, a word or three, and not itself a skill (SQL, AWS).
 */
/**
 * "Docker Excel Tableau Kubernetes": one-word skills in a row whose gaps the PDF read as spaces (tag
 * chips spread like justified text): three or more capitalised words, each a skill the list knows.
 * The words, or null.
 */
export function runOfKnownSkills(item: string): string[] | null {
  const ws = item.trim().split(/\s+/);
  return ws.length >= 3 && ws.every((w) => /^\p{Lu}/u.test(w) && knownSkill(w)) ? ws : null;
}

export function isGroupLabel(item: string): boolean {
  const t = item.trim();
  if (!/^[\p{Lu}][\p{Lu}&/ -]{3,30}$/u.test(t) || t.split(/\s+/).length > 3) return false;
  if (knownSkill(t)) return false;
  // an acronym (AWS, SQL, HTML, GCP) has few vowels; a label is a word ("PROGRAMMING", "DESIGN"),
  // none of its words a product's short name or module ("ERP MM", "ABC FI-GL")
  const letters = t.replace(/[^\p{L}]/gu, "");
  const shortWord = t.split(/[\s/-]+/).some((w) => w.length <= 3 && !/^(?:&|AND|OF)$/.test(w));
  return letters.length >= 5 && /[AEIOU].*[AEIOU]/.test(letters) && !shortWord;
}
