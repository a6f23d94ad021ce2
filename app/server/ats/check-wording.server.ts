/**
 * The ATS check's reading of what the author wrote: whether a bullet opens with an action verb, a
 * contact line that says the same place twice, and skills typed without separators, which an ATS
 * reads as one long unknown skill.
 */
import { nlp } from "../nlp.server.ts";
import { splitList } from "../../lib/normalize-resume.ts";
import { lookupVerb } from "../ai/offline/verbs.server.ts";
import { findSkills } from "./keywords.server.ts";

function firstWord(line: string): string {
  return /^[\p{L}'’-]+/u.exec(line.trim())?.[0] ?? "";
}

/**
 * Whether a bullet opens with an action verb: one of the writer's verbs in any form but the -ing
 * one, or any verb the part-of-speech tagger reads as past tense ("Precepted", "Cared for",
 * "Rebuilt", "Triaged"). The tagger reads the line as the author's sentence ("I precepted …"), so a
 * noun phrase ("Team player", "Budget of $3M") or an adjective ("Responsible for …") never passes.
 */
export function opensWithActionVerb(line: string): boolean {
  const word = firstWord(line);
  if (!word) return false;
  if (/ing$/i.test(word)) return false;
  if (lookupVerb(word)) return true;
  const sentence = `I ${word[0]!.toLowerCase()}${line.trim().slice(1)}`;
  const tagged = nlp(sentence).terms().json() as { terms: { tags: string[] }[] }[];
  const tags = tagged[1]?.terms[0]?.tags ?? [];
  return tags.includes("Verb") && tags.includes("PastTense");
}

/** A place named twice in one contact or job location ("San Francisco, CA, San Francisco, CA"): the part repeated, or null. */
export function repeatedPart(parts: readonly (string | undefined)[]): string | null {
  const seen = new Set<string>();
  for (const part of parts.flatMap((p) => (p ?? "").split(","))) {
    const key = part.trim().toLowerCase().replace(/\s+/g, " ");
    if (!key) continue;
    if (seen.has(key)) return part.trim();
    seen.add(key);
  }
  return null;
}

/**
 * Items of a skills list that hold three skills or more with nothing between them ("Go Python
 * Node.js TypeScript"): an ATS takes the item for one skill it does not know.
 */
export function mergedSkillItems(list: string | undefined): { item: string; skills: string[] }[] {
  const out: { item: string; skills: string[] }[] = [];
  for (const item of splitList(list)) {
    if (item.split(/\s+/).length < 3 || /[,;|/&]|\band\b/i.test(item)) continue;
    const skills = findSkills(item).map((s) => s.name);
    if (new Set(skills.map((s) => s.toLowerCase())).size >= 3) out.push({ item, skills });
  }
  return out;
}
