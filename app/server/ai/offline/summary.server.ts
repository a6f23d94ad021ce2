/**
 * The offline summary rewriter: third person without the pronoun ("I build" → "Builds"), no
 * filler, at most four sentences, keeping the most informative ones in their order.
 */
import { NOUN_LIKE } from "./openers.server.ts";
import { BULLET_PREFIX, collapseSpaces, removeFiller, removePossessives, splitSentences, upperFirst } from "./text.server.ts";
import { formOf, lookupVerb, thirdPersonOf } from "./verbs.server.ts";

const SUMMARY_OPENERS: [RegExp, string | ((...groups: string[]) => string)][] = [
  // "Hi! I'm …": a greeting, also as a sentence of its own ("Hi there!")
  [/^(?:hi|hello|hey)(?:\s+(?:there|all|everyone|folks))?(?:[,!.\s]+|$)/i, ""],
  [/^(?:I am|I'm|I’m)\s+(?:a|an)\s+/i, ""],
  [/^(?:I am|I'm|I’m)\s+(?=\w)/i, ""],
  [/^(?:I have|I've|I’ve)\s+(?=(?:over\s+|more than\s+|nearly\s+|almost\s+)?\d)/i, ""],
  [/^(?:I have|I've|I’ve)\s+(?=(?:a|an|the)\s)/i, "Brings "],
  [/^(?:I have|I've|I’ve)\s+(?:been\s+)?/i, ""],
  [/^(?:I|we)\s+(?:really\s+)?(?:love|enjoy|like)\s+/i, "Enjoys "],
  [/^(?:I|we)\s+(?:am|are)\s+/i, ""],
  [
    /^(?:My|Our)\s+(background|experience|expertise|focus|strength|strengths|passion)\s+(?:is|are|lies|lie)\s+(?:in\s+)?/i,
    (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)} in `,
  ],
  [/^(?:My|Our)\s+/i, ""],
  [/^(?:I|we)\s+/i, ""],
];

/** Third person singular of a verb at the start of a summary sentence ("build" → "Builds"). */
function summaryVerb(text: string): string {
  const word = /^([\p{L}-]+)/u.exec(text)?.[1] ?? "";
  const verb = lookupVerb(word);
  if (verb && formOf(word) === "base" && !NOUN_LIKE.has(verb.base)) return verb.third + text.slice(word.length);
  // "I want a job in retail" → "Wants a job in retail", not "Want a job"
  const third = verb ? undefined : thirdPersonOf(word.toLowerCase());
  return third ? third + text.slice(word.length) : text;
}

function improveSummarySentence(sentence: string): string {
  let text = removeFiller(sentence.replace(/[.!]+$/, "").trim());
  const hadSubject = /^(?:I|we)\s+(?!am\b|are\b|'m\b|have\b|'ve\b|was\b|were\b)/i.test(text);
  for (const [pattern, replacement] of SUMMARY_OPENERS) {
    if (pattern.test(text)) {
      text = typeof replacement === "string" ? text.replace(pattern, replacement) : text.replace(pattern, (_m, ...groups: string[]) => replacement(...groups));
      break;
    }
  }
  if (hadSubject) text = summaryVerb(text);
  text = removePossessives(text)
    .replace(/\b(?:and|but|so)\s+(?:I|we)\s+(?:am|are|'m)\s+/gi, "and ")
    .replace(/\b(?:and|but|so)\s+(?:I|we)\s+([\p{L}-]+)/giu, (m, word: string) => {
      const verb = lookupVerb(word);
      return verb && formOf(word) === "base" ? `and ${verb.third}` : m.replace(/\s(?:I|we)\s/, " ");
    })
    .replace(/\b(?:where|when|as|since|because)\s+I\s+/gi, (m) => m);
  text = collapseSpaces(text).replace(/[\s,;:]+$/, "");
  if (!text) return "";
  return `${upperFirst(text)}.`;
}

function informationScore(sentence: string): number {
  let score = 0;
  if (/\d/.test(sentence)) score += 3;
  score += (sentence.match(/\b\p{Lu}[\p{L}\d+#.]*/gu)?.length ?? 0) * 0.5;
  score += Math.min(sentence.split(/\s+/).length, 30) / 10;
  if (/\b(?:passionate|hard[- ]?working|team player|motivated|dedicated|enthusiastic|driven)\b/i.test(sentence)) score -= 1;
  return score;
}

/** Tightens a summary to at most four sentences, keeping the most informative in their order. */
export function improveSummary(text: string): string {
  const sentences = splitSentences(collapseSpaces(text.replace(/\s*\n+\s*/g, " ").replace(BULLET_PREFIX, "")))
    .flatMap((sentence) => sentence.split(/;\s+/))
    .map(improveSummarySentence)
    .filter((sentence) => sentence.replace(/[^\p{L}\d]/gu, "").length > 0);
  const unique = sentences.filter((sentence, index) => sentences.findIndex((other) => other.toLowerCase() === sentence.toLowerCase()) === index);
  if (unique.length <= 4) return unique.join(" ");
  const keep = unique
    .map((sentence, index) => ({ sentence, index, score: informationScore(sentence) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 4)
    .sort((a, b) => a.index - b.index);
  return keep.map((item) => item.sentence).join(" ");
}
