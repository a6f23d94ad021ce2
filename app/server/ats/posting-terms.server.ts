/**
 * What a job posting asks for, shared by the match score and the cover letter: the fields (health,
 * software …) a text's skills belong to, and the filter that keeps the employer's name, places,
 * filler and degrees already held out of the posting's keywords.
 */
import { knownSkill } from "../ai/offline/skills.server.ts";
import { containsPlace, isPlace } from "./gazetteer.server.ts";
import { findSkills, STOP_WORDS } from "./keywords.server.ts";
import { degreeHeld, degreesHeld, employerNames, employerWords, FILLER } from "./junk.server.ts";
import { type Field, vocabularyEntry } from "./vocabulary.server.ts";

/** Skill groups of the writer's own list that only software work uses. */
const SOFTWARE_GROUPS = new Set(["language", "framework", "data", "cloud"]);

/** How many of a text's skills belong to each field (general skills and soft skills count for none). */
export function fieldCounts(text: string): Map<Field, number> {
  const counts = new Map<Field, number>();
  for (const skill of findSkills(text)) {
    const entry = vocabularyEntry(skill.name);
    const field = entry ? entry.field : SOFTWARE_GROUPS.has(knownSkill(skill.name)?.group ?? "") ? "software" : undefined;
    if (field && field !== "general") counts.set(field, (counts.get(field) ?? 0) + skill.count);
  }
  return counts;
}

/** The fields (health, finance, trades …) a resume's skills belong to: two skills or more of a field. */
export function resumeFields(text: string): Set<Field> {
  const counts = new Map<Field, number>();
  for (const skill of findSkills(text)) {
    const field = vocabularyEntry(skill.name)?.field;
    if (field && field !== "general") counts.set(field, (counts.get(field) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= 2).map(([field]) => field));
}

/** The field most of a text's skills belong to, or null when none stands out. */
export function mainField(text: string): Field | null {
  const ranked = [...fieldCounts(text)].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < 2) return null;
  return second && second[1] === first[1] ? null : first[0];
}

export interface KeywordFilter {
  /** the employer's names as the posting writes them */
  employerNames: string[];
  /** true for the employer's name, a place, filler, or a degree the candidate holds */
  isJunk: (keyword: string) => boolean;
}

/** The filter for a posting's keywords; `education` is the candidate's degrees and coursework. */
export function keywordFilter(posting: string, education: string): KeywordFilter {
  const names = employerNames(posting);
  const employer = employerWords(names);
  const held = degreesHeld(education);
  const isJunk = (keyword: string) => {
    const lower = keyword.toLowerCase();
    const words = lower.split(/\s+/);
    if (employer.has(lower) || words.some((w) => employer.has(w))) return true;
    if (isPlace(keyword) || containsPlace(keyword)) return true;
    if (words.every((w) => FILLER.has(w) || STOP_WORDS.has(w))) return true;
    return degreeHeld(keyword, held);
  };
  return { employerNames: names, isJunk };
}

/** The posting with the employer's names blanked out (same length, so positions hold). */
export function withoutEmployer(posting: string, names: string[]): string {
  let text = posting;
  for (const name of names) text = text.split(name).join(" ".repeat(name.length));
  return text;
}
