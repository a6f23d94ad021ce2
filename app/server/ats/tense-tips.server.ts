/**
 * Tense tips for the match score: a posting that names an activity ("experience reconciling
 * accounts") matches literally on that -ing form; a resume that only says "reconciled" misses it.
 * The posting's imperatives ("Improve …", "launches …") say nothing about how a resume should be
 * worded, so they never count.
 */
import type { AtsScoreReport } from "../../lib/ats-features.ts";
import { formOf, lookupVerb } from "../ai/offline/verbs.server.ts";
import { type FoundSkill, tokenize } from "./keywords.server.ts";

type TenseTip = AtsScoreReport["tenseMismatches"][number];

/** Verbs too common to say anything about tense. */
const COMMON_VERBS = new Set([
  "use",
  "work",
  "help",
  "make",
  "be",
  "have",
  "do",
  "provide",
  "ensure",
  "support",
  "include",
  "need",
  "get",
  "join",
  "apply",
  "offer",
  "own",
  "see",
  "want",
  "like",
  "build",
  "thrive",
]);

/** Words before an -ing form that make it the name of an activity ("experience in forecasting"). */
const NOUN_CONTEXT = new Set(["in", "of", "with", "and", "or", "experience", "skills", "background", "expertise", "including", "like"]);
const DETERMINERS = new Set(["the", "a", "an", "our", "your", "their", "this", "that", "these", "those", "them", "it"]);

/** Words that look like verbs but, in a job ad, are nouns ("process", "design", "research" …). */
const STOPLIKE = new Set([
  "process",
  "design",
  "research",
  "report",
  "record",
  "plan",
  "test",
  "change",
  "update",
  "review",
  "support",
  "schedule",
  "source",
  "structure",
  "survey",
  "track",
  "partner",
  "present",
  "head",
  "field",
  "book",
  "clean",
  "lead",
  "leads",
  "document",
  "process",
  "contract",
  "outline",
  "screen",
  "interview",
  "budget",
  "measure",
  "experience",
  "experiences",
  "purchase",
  "answer",
  "draft",
  "permit",
  "code",
]);

/** Up to six activities the posting names as -ing forms that the resume only has in another form. */
export function tenseTips(text: string, posting: string, postingSkills: readonly FoundSkill[]): TenseTip[] {
  const tenseMismatches: TenseTip[] = [];
  const resumeTokens = tokenize(text);
  const postingTokens = tokenize(posting);
  const seen = new Set<string>();
  const skillWords = new Set(postingSkills.flatMap((s) => s.spellings.flatMap((x) => x.toLowerCase().split(/\s+/))));
  postingTokens.forEach((token, i) => {
    if (tenseMismatches.length >= 6 || token.sentenceStart || formOf(token.lower) !== "gerund") return;
    const verb = lookupVerb(token.lower)!;
    if (COMMON_VERBS.has(verb.base) || STOPLIKE.has(verb.base) || seen.has(verb.base) || skillWords.has(token.lower)) return;
    const before = postingTokens[i - 1]?.lower ?? "";
    const after = postingTokens[i + 1]?.lower ?? "";
    // an activity named as a noun: "in/of/with/and reconciling …", never "reconciling the …" as an instruction
    if (!NOUN_CONTEXT.has(before) || DETERMINERS.has(after)) return;
    seen.add(verb.base);
    if (resumeTokens.some((t) => t.lower === token.lower)) return;
    const other = resumeTokens.find((t) => lookupVerb(t.lower)?.base === verb.base);
    if (other) tenseMismatches.push({ posting: token.lower, resume: other.lower });
  });
  return tenseMismatches;
}
