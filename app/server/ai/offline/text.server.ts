/**
 * The offline writer's text rules. Deterministic, and they only ever rephrase or remove the
 * user's words: no number, name, employer or school can appear that was not in the input.
 *
 * Conventions (one style everywhere):
 * - bullets (experience, achievements, projects) are plain lines, one achievement per line, no
 *   bullet character and no trailing full stop, starting with an upper-case action verb;
 * - summaries are 1–4 full sentences, each ending with a full stop, no first-person pronouns;
 * - skills are one comma-separated list, de-duplicated, grouped.
 */
import { BULLET_DASHES, charClass, TYPED_BULLET_GLYPHS } from "../../../lib/text/bullets.ts";
import { conjugateLeadingVerb, NOUN_LIKE, strengthenOpener } from "./openers.server.ts";
import { formOf, lookupVerb, type Tense } from "./verbs.server.ts";

export type { Tense };

// ---------------------------------------------------------------- shared helpers

/**
 * The typed list markers (app/lib/text/bullets.ts), read more leniently than the form does: text
 * sent to the writer also comes with doubled markers ("--", "**"), bracketed or lettered numbering
 * ("(1)", "a)") and markers without a space after them.
 */
export const BULLET_PREFIX = new RegExp(
  String.raw`^\s*(?:[${charClass(`${TYPED_BULLET_GLYPHS}${BULLET_DASHES}*>`)}]+|\(?\d{1,2}[.)]|\(?[a-z][.)](?=\s))\s*`,
  "u",
);
/** A bullet glyph between spaces inside a line starts a new bullet; not the middle dot, which also separates words ("Engineer · Remote"). */
const INLINE_BULLET = new RegExp(String.raw`\n|\s+[${charClass(TYPED_BULLET_GLYPHS.replace("·", ""))}]\s+`, "u");

/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATIONS =
  /(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|Inc|Ltd|Corp|Co|Dr|Mr|Mrs|Ms|Jr|Sr|St|No|Dept|Univ|U\.S|U\.K|a\.m|p\.m|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)|(?:^|\p{Lu}[\p{L}.]*\s+)\p{Lu})\.$/u;

export function collapseSpaces(text: string): string {
  return text
    .replace(/[\t\u00a0\u2000-\u200b]+/g, " ")
    .replace(/ {2,}/g, " ")
    .replace(/\s+([,;:!?])/g, "$1")
    .replace(/\s+\.(?!\d|[a-z]{2,}\b)/g, ".")
    .replace(/([,;:])(?=[A-Za-z])/g, "$1 ")
    .replace(/([,;:.!?])\1+/g, "$1")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")")
    .trim();
}

/** Splits prose into sentences, respecting abbreviations, decimals and initials. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let current = "";
  const parts = text.split(/(?<=[.!?])\s+/);
  for (const part of parts) {
    current = current ? `${current} ${part}` : part;
    if (ABBREVIATIONS.test(current) || !/[.!?]$/.test(current)) {
      if (!/[.!?]$/.test(current)) continue;
      continue;
    }
    sentences.push(current.trim());
    current = "";
  }
  if (current.trim()) sentences.push(current.trim());
  return sentences.filter(Boolean);
}

export function upperFirst(text: string): string {
  const index = text.search(/\p{L}/u);
  if (index < 0) return text;
  // leave words like "iOS", "eBay", "npm" alone
  const word = /^[\p{L}\w.+#-]+/u.exec(text.slice(index))?.[0] ?? "";
  if (/^\p{Ll}+\p{Lu}/u.test(word)) return text;
  if (index > 0 && !/^[\s"'“‘(]*$/.test(text.slice(0, index))) return text;
  return text.slice(0, index) + text[index]!.toUpperCase() + text.slice(index + 1);
}

function lowerFirstWord(text: string): string {
  // lower-case a leading word only when it is an ordinary capitalised word (not "API", "AWS", "I")
  return text.replace(/^(\p{Lu})(\p{Ll}+)\b/u, (_m, a: string, b: string) => a.toLowerCase() + b);
}

// ---------------------------------------------------------------- filler and pronouns

const FILLER: [RegExp, string][] = [
  [/\b(?:very|really|basically|actually|quite|truly|literally|extremely|highly)\s+(?=\w)/gi, ""],
  [/\bjust\s+(?!in[- ]time)(?=\w)/gi, ""],
  [/\b(?:a\s+)?(?:wide\s+)?variety\s+of\s+/gi, ""],
  [/\bvarious\s+(?=\w)/gi, ""],
  [/\b(?:many\s+)?different\s+(?=\w+s\b)/gi, ""],
  // "successfully delivered" says no more than "delivered"
  [/\bsuccessfully\s+(?=\w)/gi, ""],
  [/\s+successfully\b(?=\s*[,.;]|\s*$)/gim, ""],
  [/,?\s*\b(?:etc\.?|and so on|and more)(?=\s*[.;,]?\s*$)/gim, ""],
  [/\bin order to\b/gi, "to"],
  [/\bon a regular basis\b/gi, "regularly"],
  [/\bon a (daily|weekly|monthly) basis\b/gi, "$1"],
  [/\bdue to the fact that\b/gi, "because"],
  [/\b(?:the\s+)?ability to\b(?=\s+\w)/gi, ""],
  [/\butiliz(e|es|ed|ing)\b/gi, "us$1"],
  [/\butilis(e|es|ed|ing)\b/gi, "us$1"],
  [/\bby myself\b/gi, "independently"],
  [/\bmyself\b\s*/gi, ""],
  [/\b(?:hard[- ]?working|go-getter|self-starter|results[- ]driven)\s*,?\s*(?:and\s+)?/gi, ""],
];

export function removeFiller(text: string): string {
  let out = text;
  for (const [pattern, replacement] of FILLER) out = out.replace(pattern, replacement as string);
  // "daily" from "on a daily basis" follows its verb; fix leftover doubled spaces and "a an"
  return collapseSpaces(out.replace(/\b(a|an|the)\s+(?=(?:a|an|the)\b)/gi, ""));
}

/** "my team" → "the team", "our customers" → "customers"; "me" and "I" handled by the opener rules. */
export function removePossessives(text: string): string {
  return text
    .replace(/\b(?:with|for|by|to|from)\s+me\b/gi, "")
    .replace(/\bmy own\b\s*/gi, "")
    .replace(/\b(my|our)\s+(?=\w)/gi, (_m, word: string) => (word[0] === word[0]!.toUpperCase() ? "The " : "the "));
}

// ---------------------------------------------------------------- bullets

/** Splits one line into separate achievements where it clearly holds several. */
export function splitRunOn(line: string): string[] {
  const pieces: string[] = [];
  // "… ahead of schedule I led the team …": a new sentence without its full stop
  const sentences = splitSentences(line).flatMap((sentence) =>
    sentence.split(
      /(?<!\b(?:that|which|where|when|as|because|so|and|but|if|while|after|before|until|since|what|how|who|whom|than|once|then|also)),?\s+(?=(?:I|We)\s+(?:also\s+)?\p{Ll})/u,
    ),
  );
  for (const sentence of sentences) {
    const parts = sentence.split(/\s*;\s+(?:and\s+)?|,?\s+and also\s+|,\s+and then\s+|,\s+and\s+(?=(?:I|we)\s)|,\s+(?:I|we)\s+also\s+|\.\s+(?:I|We)\s+also\s+/);
    for (const part of parts) {
      // ", and <past-tense verb> …" joins two achievements; split when both halves are substantial
      const sub = part.split(/,\s+and\s+(?=([\p{L}]+)\b)/u);
      if (sub.length === 3) {
        const [left = "", verbWord = "", right = ""] = sub;
        const form = formOf(verbWord);
        if (
          (form === "past" || form === "base" || form === "third") &&
          left.split(/\s+/).length >= 3 &&
          right.split(/\s+/).length >= 3 &&
          !NOUN_LIKE.has(verbWord.toLowerCase())
        ) {
          pieces.push(left, right);
          continue;
        }
        pieces.push(part);
        continue;
      }
      pieces.push(part);
    }
  }
  return pieces.map((piece) => piece.trim()).filter((piece) => piece.replace(/[^\p{L}\d]/gu, "").length > 0);
}

/** Tense a block of bullets is written in, when the caller does not say. */
export function inferTense(text: string): Tense {
  let present = 0;
  let past = 0;
  for (const line of text.split(/\r?\n|(?<=[.;])\s+/)) {
    const stripped = line.replace(BULLET_PREFIX, "").trim();
    if (/^(?:I|we)\s+(?:am|are|'m)\b/i.test(stripped) || /^I'm\b/i.test(stripped)) present++;
    if (/^(?:I|we)\s+(?:was|were)\b/i.test(stripped)) past++;
    const first = /^(?:I\s+|we\s+)?([\p{L}-]+)/iu.exec(stripped)?.[1] ?? "";
    const form = formOf(first);
    if (form === "past") past++;
    else if ((form === "base" || form === "third") && !NOUN_LIKE.has(first.toLowerCase())) present++;
  }
  return present > past ? "present" : "past";
}

function finishBullet(text: string): string {
  let out = collapseSpaces(text)
    .replace(/^[\s,;:.-]+/, "")
    .replace(/[\s,;:]+$/, "")
    .replace(/(?<!\b(?:etc|Inc|Ltd|Corp|Co|Jr|Sr|[A-Z]))\.$/, "");
  out = upperFirst(out);
  return out;
}

/** Improves one bullet line; may return several when it held several achievements. */
export function improveBullet(line: string, tense: Tense): string[] {
  const stripped = line.replace(BULLET_PREFIX, "");
  const out: string[] = [];
  for (const piece of splitRunOn(stripped)) {
    let text = removeFiller(piece.replace(/[.;]+$/, ""));
    text = strengthenOpener(text, tense);
    text = removePossessives(text)
      // "and I wrote" inside a bullet
      .replace(/\band\s+(?:I|we)\s+(?:also\s+)?([\p{L}-]+)/giu, (_m, word: string) => `and ${lowerFirstWord(conjugateLeadingVerb(word, tense, true))}`)
      // "the dashboard (that) I designed" → "the dashboard designed"
      .replace(/\b(?:that|which)\s+(?:I|we)\s+([\p{L}-]+)/giu, (m, word: string) => {
        const verb = lookupVerb(word);
        return verb && formOf(word) === "past" ? verb.participle : m;
      });
    text = finishBullet(text);
    if (text) out.push(text);
  }
  return out;
}

/** Improves a bullet block (experience description, achievements, project description). */
export function improveBullets(text: string, tense?: Tense): string {
  const chosen = tense ?? inferTense(text);
  const lines = text
    .replace(/\r\n?/g, "\n")
    .split(INLINE_BULLET)
    .map((line) => line.trim())
    .filter(Boolean);
  const bullets: string[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    for (const bullet of improveBullet(line, chosen)) {
      const key = bullet.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      bullets.push(bullet);
    }
  }
  return bullets.join("\n");
}

/** Words of a text as a lower-case set (for "is this name in the input" checks). */
export function containsPhrase(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle.toLowerCase());
}
