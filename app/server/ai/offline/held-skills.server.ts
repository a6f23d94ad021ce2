/**
 * Skills named with no label: the licences, cards and tickets a person says they have ("I have my PCV
 * licence and CSCS card"), qualifications worn as a prefix ("ACCA-qualified"), things "done" ("first aid
 * and manual handling done."), what the person is "passionate about" and what they "also do".
 */
import { namesDegree } from "./extract-facts.server.ts";

/** A kind of document that is held, not studied for. */
const HELD_KIND = /\b(?:licen[cs]es?|cards?|badges?|passports?|tickets?|endorsements?|permits?)$/iu;
/** A name written with capitals or signs inside it ("CPC", "C+E", "HACCP Level 2"). */
const SHORT_NAME = /^(?:\p{Lu}[\p{Lu}\d+/&-]+)(?:\s+(?:\p{Lu}[\p{L}\d+]*|\d+))*$/u;
const PRONOUN = /\b(?:i|i'm|im|my|me|we|our|you|he|she|they|it|his|her|their)\b/i;

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

function itemsOf(list: string): string[] {
  return list
    .replace(/\s*\([^()]*\)/g, "")
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/)
    .map((item) =>
      item
        .replace(/[.!;]+$/, "")
        .replace(/\s+(?:since|from)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\b.*$/u, "")
        .replace(/^(?:(?:my|a|an|the|full|valid|current|clean)\s+)+/i, "")
        .trim(),
    )
    .filter(Boolean);
}

/** "have my full licence, CPC card, tachograph, ADR": the held items a clause of having lists. */
function heldAfterHave(sentence: string): string[] {
  const have = /\b(?:have|hold|holding|got|i've\s+got)\s+(?:my\s+|a\s+|an\s+)?(.+)$/iu.exec(sentence);
  if (!have) return [];
  const items = itemsOf(have[1]!.replace(/\b(?:permis|permit)\s+(?=\p{Lu})/u, ""));
  // every item must be short; the held ones are documents or names in capitals, and one must be a document or a list of names
  if (!items.length || items.some((item) => item.split(/\s+/).length > 5 || PRONOUN.test(item))) return [];
  // (a kind alone, "full licence", names nothing)
  const held = items.filter(
    (item) => ((HELD_KIND.test(item) && /\s/.test(item)) || SHORT_NAME.test(item)) && !namesDegree(item) && !/\b(?:years?|experience)\b/i.test(item),
  );
  if (!held.length || held.length * 2 < items.length) return [];
  // "tachograph" after "CPC card, …": a lower-case word in a list of held names is one too
  return items.filter((item) => held.includes(item) || (held.length >= 2 && /^\p{Ll}[\p{Ll}-]*$/u.test(item)));
}

/** "rsa and food safety done.": a short list of things the person has done, in a sentence of its own. */
function doneList(sentence: string): string[] {
  const done = /^(.{2,60}?)\s+(?:all\s+)?(?:done|sorted|completed)[.!]?$/iu.exec(sentence);
  if (!done) return [];
  const items = itemsOf(done[1]!);
  if (items.some((item) => item.split(/\s+/).length > 3 || PRONOUN.test(item) || /\b(?:is|are|was|were|been|have|has|got)\b/i.test(item))) return [];
  return items;
}

/** "passionate about outdoor learning, literacy and …": the subjects named, not what is done ("supporting …"). */
function passionateAbout(sentence: string): string[] {
  const about = /\bpassionate\s+about\s+(.+)$/iu.exec(sentence);
  if (!about) return [];
  return itemsOf(about[1]!).filter((item) => item.split(/\s+/).length <= 3 && !/^\p{Ll}+ing\s/u.test(item) && !PRONOUN.test(item));
}

/** "I also do minute taking for board meetings.": a thing done, named as a noun. */
function alsoDo(sentence: string): string[] {
  const doing = /\bI\s+also\s+do\s+(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*)?)(?=\s+(?:for|at|in|on|with|when)\b|[.,!]|$)/u.exec(sentence);
  if (!doing || /^(?:a|an|the|some|my|it|this|that|what|all|lots|everything)\b/.test(doing[1]!)) return [];
  return [doing[1]!];
}

/** "an ACCA-qualified accountant": the qualification the title wears. */
function qualifiedPrefix(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\d])(\p{Lu}[\p{L}\d]*\p{Lu}[\p{L}\d]*)-(?:qualified|certified|accredited|registered)\b/gu)].map((m) => m[1]!);
}

export function heldSkills(text: string): string[] {
  const found = sentencesOf(text).flatMap((sentence) => [...heldAfterHave(sentence), ...doneList(sentence), ...passionateAbout(sentence), ...alsoDo(sentence)]);
  return [...found, ...qualifiedPrefix(text)];
}
