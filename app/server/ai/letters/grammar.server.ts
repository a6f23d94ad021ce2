/**
 * Sentences in the first person built from the resume's fragments. A bullet is a verb phrase
 * without its subject ("Precepted 12 new graduate nurses"), a noun phrase ("DAISY Award nominee,
 * 2023") or a passive ("Promoted to charge nurse"); each gets the frame it needs, with the verb in
 * the past tense (compromise and the writer's verb table conjugate), so pasting never breaks grammar.
 */
import { nlp } from "../../nlp.server.ts";
import { knownSkill } from "../offline/skills.server.ts";
import { improveBullets } from "../offline/text.server.ts";
import { conjugate, lookupVerb } from "../offline/verbs.server.ts";

/** Bullets that open with these are passive ("Promoted to tech lead"): "I was promoted …". */
const PASSIVE = new Set([
  "promoted",
  "awarded",
  "selected",
  "recognized",
  "recognised",
  "named",
  "chosen",
  "elected",
  "nominated",
  "invited",
  "appointed",
  "hired",
  "ranked",
  "certified",
  "licensed",
]);

/** Head nouns of a noun phrase that describe the person ("nominee", "finalist", "member"). */
const PERSON_NOUN = /(?:ee|er|or|ist|ian|ant|ent|member|fellow|champion|lead|captain|winner|recipient|finalist|nominee)$/i;

/** A skill as prose writes it: ideas in lower case ("patient care", "system design"), names as they are. */
export function inProse(skill: string): string {
  return knownSkill(skill)?.group === "concept" && !/[A-Z]{2}/.test(skill) ? skill.toLowerCase() : skill;
}

export function listPhrase(items: string[], joiner = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${joiner} ${items.at(-1)}`;
}

/** "an" before a vowel sound, reading capitals letter by letter ("an MBA", "a BSN", "an RN"). */
export function article(phrase: string): "a" | "an" {
  const word = /^[\p{L}\p{N}.]+/u.exec(phrase.trim())?.[0] ?? "";
  if (/^[A-Z]{2,}|^[A-Z]\./.test(word)) return /^[AEFHILMNORSX]/.test(word) ? "an" : "a";
  if (/^(?:uni|use|usu|eu|one|once)/i.test(word)) return "a";
  if (/^(?:hour|honou?r|heir)/i.test(word)) return "an";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

function lowerFirst(text: string): string {
  return text ? text[0]!.toLowerCase() + text.slice(1) : text;
}

export function upperFirst(text: string): string {
  return text ? text[0]!.toUpperCase() + text.slice(1) : text;
}

/** A clean fragment: no bullet mark, no closing punctuation, one space. */
export function tidyFragment(text: string): string {
  return text
    .replace(/^[\s\-–—*•·▪◦>]+/u, "")
    .replace(/\s+/g, " ")
    .replace(/[\s.;,:]+$/u, "")
    .trim();
}

/** The past tense of a verb at the start of a phrase, or null when the word is not a verb. */
function pastTenseOf(word: string, rest: string): string | null {
  const lower = word.toLowerCase();
  // an all-capitals word is a name or an acronym ("DAISY"), never a verb
  if (word.length > 1 && word === word.toUpperCase()) return null;
  const known = lookupVerb(lower);
  if (known) return conjugate(known, "past");
  const term = nlp(`I ${lower} ${rest}`).terms().json()[1] as { terms?: { tags?: string[] }[] } | undefined;
  const tags = term?.terms?.[0]?.tags ?? [];
  if (!tags.includes("Verb")) return null;
  if (tags.includes("PastTense")) return lower;
  const past = nlp(`I ${lower}`).verbs().toPastTense().text().trim();
  return past && past !== lower ? past : null;
}

/** A year at the end of a noun phrase ("…, 2023", "… (2023)", "… 2023") and the phrase without it. */
function splitYear(text: string): { head: string; year: string | null } {
  const match = /[\s,(–-]+((?:19|20)\d{2})\)?$/.exec(text);
  if (!match) return { head: text, year: null };
  return { head: tidyFragment(text.slice(0, match.index)), year: match[1]! };
}

/**
 * One bullet as a first-person clause without the closing full stop, starting with "I":
 * "I precepted 12 new graduate nurses", "I was promoted to tech lead", "I was a DAISY Award nominee (2023)".
 * Null when the bullet cannot be framed as a sentence of the candidate's own.
 */
export function firstPersonClause(bullet: string): string | null {
  const improved = improveBullets(tidyFragment(bullet), "past").split("\n")[0] ?? "";
  const text = tidyFragment(improved || bullet);
  if (!text || !/\p{L}/u.test(text)) return null;
  const [first = "", ...others] = text.split(" ");
  const rest = others.join(" ");
  if (/^(?:I|we)$/i.test(first)) return /^I$/.test(first) ? text : null;
  if (PASSIVE.has(first.toLowerCase())) return `I was ${lowerFirst(text)}`;
  if (/^responsible$/i.test(first)) return `I was ${lowerFirst(text)}`;
  const past = pastTenseOf(first, rest);
  if (past) return `I ${past}${rest ? ` ${rest}` : ""}`;
  const { head, year } = splitYear(text);
  const headNoun = head.split(/\s+/).at(-1) ?? "";
  if (PERSON_NOUN.test(headNoun)) {
    return `I was ${article(head)} ${lowerFirstUnlessName(head)}${year ? ` (${year})` : ""}`;
  }
  if (/\b(?:award|prize|medal|scholarship|honou?r|fellowship|grant)s?\b/i.test(head)) {
    return `I received ${/^the\b/i.test(head) ? lowerFirst(head) : `the ${head}`}${year ? ` in ${year}` : ""}`;
  }
  return null;
}

/** Lower-cases a phrase's first word unless it is a name ("DAISY", "Epic", "Google"). */
function lowerFirstUnlessName(phrase: string): string {
  const first = phrase.split(" ")[0] ?? "";
  if (first === first.toUpperCase() || nlp(first).has("#ProperNoun")) return phrase;
  return lowerFirst(phrase);
}

/** A noun phrase a clause cannot hold, framed as a highlight: "One highlight: 99.8% on-time delivery." */
export function highlightSentence(bullet: string): string {
  const text = tidyFragment(bullet);
  return `One highlight: ${lowerFirstUnlessName(text)}.`;
}

/**
 * A degree as the object of "earned": "Bachelor of Science, Computer Science" → "a Bachelor of
 * Science in Computer Science", "M.S. Computer Science" → "an M.S. in Computer Science".
 */
export function degreePhrase(degree: string): string {
  let text = tidyFragment(degree);
  if (/,/.test(text) && !/\bin\b/i.test(text)) text = text.replace(/\s*,\s*/, " in ");
  else if (!/\b(?:in|of)\b/i.test(text)) {
    // an abbreviation then the field: "M.S. Computer Science", "BA Marketing", "B.Tech Information Technology"
    const match = /^((?:[A-Z][A-Za-z]{0,3}\.){1,3}[A-Za-z]*|[A-Z]{2,5})\s+(\S.*)$/.exec(text);
    if (match) text = `${match[1]} in ${match[2]}`;
  }
  return `${article(text)} ${text}`;
}

/**
 * The summary's first sentence in the first person: "Senior software engineer with 9 years …" →
 * "I am a senior software engineer with 9 years …", "Leads teams …" → "I lead teams …". Null when
 * it cannot be framed safely.
 */
export function summarySentence(summary: string): string | null {
  const first = tidyFragment(/^[^.!?]+/.exec(summary.trim())?.[0] ?? "");
  if (!first || first.split(" ").length > 35) return null;
  if (/^I\b/.test(first)) return `${first}.`;
  const word = first.split(" ")[0] ?? "";
  const verb = lookupVerb(word);
  if (verb && word.toLowerCase() === verb.third) {
    // "Leads teams and mentors engineers": every verb of the list takes the first person
    const words = first.split(" ").map((w, i, all) => {
      const form = lookupVerb(w);
      const joins = i === 0 || all[i - 1] === "and" || all[i - 1]!.endsWith(",");
      return form && joins && w.toLowerCase() === form.third ? form.base : w;
    });
    return `I ${words.join(" ")}.`;
  }
  if (verb) return null;
  const tags = (nlp(first).terms().json()[0] as { terms: { tags: string[] }[] } | undefined)?.terms[0]?.tags ?? [];
  if (tags.includes("Verb") || tags.includes("Pronoun")) return null;
  if (/^(?:a|an|the)$/i.test(word)) return `I am ${lowerFirst(first)}.`;
  if (!tags.some((t) => t === "Noun" || t === "Adjective")) return null;
  return `I am ${article(first)} ${lowerFirstUnlessName(first)}.`;
}

/** What the employer says the hire is for ("… to build our collaborative whiteboard") as "build Figment's collaborative whiteboard". */
export function missionPhrase(posting: string, company: string): string | null {
  const match = /\bto\s+([a-z]+)\s+(?:our|its)\s+([^.\n;:!?]{3,70})/i.exec(posting);
  if (!match || !lookupVerb(match[1]!) || lookupVerb(match[1]!)!.base !== match[1]!.toLowerCase()) return null;
  // "to join our team", "to apply to our programme": the applicant's own step, not the job's purpose
  if (/^(?:join|apply|work|help|be|become|see|hear|learn|meet|visit|contact|email|submit)$/i.test(match[1]!)) return null;
  const object = match[2]!.replace(/\s+/g, " ").trim();
  return `${match[1]!.toLowerCase()} ${company ? `${company}'s` : "your"} ${object}`;
}
