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
import { conjugate, formOf, lookupVerb, verbByBase, type Tense, type VerbForms } from "./verbs.server.ts";

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

// ---------------------------------------------------------------- openers and verbs

const DETERMINER_FOLLOWERS = new Set(
  "the a an all new our my their its this these those multiple several over up out and both each every key cross-functional daily weekly monthly internal external end-to-end complex large small high critical".split(
    " ",
  ),
);

/** Base forms that are also common nouns or title words: convert only when an object clearly follows. */
export const NOUN_LIKE = new Set(
  "lead head support design test process report record model program market engineer plan survey budget interview file answer host pilot partner champion author audit review research code document schedule structure source score update upgrade change increase decrease use scale brief benchmark forecast prototype transfer present contract draft work stock book field land rank control map top drop ship deal trace screen outline grade cook clean train coach found own set cut run".split(
    " ",
  ),
);

/** -ing words that usually name a field or department, not an action. */
const NOUN_GERUNDS = new Set(
  "marketing engineering programming accounting training planning budgeting forecasting billing pricing recruiting networking modeling modelling testing building housing catering nursing banking consulting publishing advertising manufacturing shipping staffing tutoring scheduling onboarding processing reporting computing learning cleaning landscaping welding plumbing auditing coaching mentoring cooking writing editing design".split(
    " ",
  ),
);

const NOUNISH_FOLLOWERS = new Set(
  "maintenance management operations programs program materials sessions courses campaigns campaign strategy strategies team teams department activities efforts pipeline pipelines infrastructure framework frameworks tools systems system services data budget budgets plans plan processes process suite suites reports standards initiatives function functions department roles role engineer engineers manager managers lead specialist analyst developer designer member position of for to at".split(
    " ",
  ),
);

function nextWord(rest: string): string {
  return (/^[\s,]*([\p{L}\d$£€%-]+)/u.exec(rest)?.[1] ?? "").toLowerCase();
}

function objectFollows(rest: string): boolean {
  const word = nextWord(rest);
  return DETERMINER_FOLLOWERS.has(word) || /^[\d$£€]/.test(word);
}

/**
 * Rewrites the first word of a clause when it is a known verb in the wrong form:
 * "managing X"/"manages X"/"manage X" → "Managed X" (past) or "Manage X" (present).
 */
function conjugateLeadingVerb(clause: string, tense: Tense, force = false): string {
  const match = /^([\p{L}-]+)(.*)$/su.exec(clause);
  if (!match) return clause;
  const [, word = "", rest = ""] = match;
  const verb = lookupVerb(word);
  const form = formOf(word);
  if (!verb || !form) return clause;
  const lower = word.toLowerCase();
  const follower = nextWord(rest);
  if (!force) {
    if (follower === "of" || (NOUNISH_FOLLOWERS.has(follower) && !objectFollows(rest))) return clause;
    if (form === "gerund" && NOUN_GERUNDS.has(lower) && !objectFollows(rest)) return clause;
    if ((form === "base" || form === "third") && NOUN_LIKE.has(verb.base) && !objectFollows(rest)) return clause;
    if (form === "past" && tense === "past") return clause;
  }
  const target = conjugate(verb, tense);
  if (target.toLowerCase() === lower) return clause;
  // "answering phones and greeting visitors" → "Answered phones and greeted visitors"
  const coordinated =
    form === "gerund"
      ? rest.replace(/(,\s*(?:and\s+)?|\s+and\s+)([\p{L}-]+ing)\b/gu, (m, joiner: string, gerund: string) => {
          const other = lookupVerb(gerund);
          return other && formOf(gerund) === "gerund" ? joiner + conjugate(other, tense) : m;
        })
      : rest;
  return target + coordinated;
}

/** Openers that say "I did this" weakly, each with what replaces it. */
interface Opener {
  pattern: RegExp;
  /** what the rest of the clause is: a gerund/noun phrase, a bare verb, or anything */
  rewrite: (rest: string, tense: Tense) => string;
}

// "contribute-to" is a pseudo verb meaning "Contributed to …"
const CONTRIBUTE_TO: VerbForms = {
  base: "contribute to",
  past: "contributed to",
  participle: "contributed to",
  third: "contributes to",
  gerund: "contributing to",
};

function resolveDefault(name: string): VerbForms {
  return name === "contribute-to" ? CONTRIBUTE_TO : verbByBase(name)!;
}

function startsWithGerund(text: string): boolean {
  const word = /^([\p{L}-]+)/u.exec(text)?.[1] ?? "";
  if (formOf(word) !== "gerund") return false;
  const rest = text.slice(word.length);
  if (NOUN_GERUNDS.has(word.toLowerCase()) && !objectFollows(rest)) return false;
  return !NOUNISH_FOLLOWERS.has(nextWord(rest)) || objectFollows(rest);
}

/**
 * "responsible for managing X" → "Managed X"; "responsible for the budget" → "Managed the budget".
 * With `shared`, a gerund keeps the shared credit: "helped with planning X" → "Contributed to planning X".
 */
function gerundOrNoun(defaultVerb: string, shared = false) {
  return (rest: string, tense: Tense): string => {
    const trimmed = rest.trim();
    if (startsWithGerund(trimmed)) return shared ? `${conjugate(CONTRIBUTE_TO, tense)} ${trimmed}` : conjugateLeadingVerb(trimmed, tense, true);
    return `${conjugate(resolveDefault(defaultVerb), tense)} ${trimmed}`;
  };
}

function bareVerbOr(fallback: (rest: string, tense: Tense) => string) {
  return (rest: string, tense: Tense): string => {
    const trimmed = rest.trim().replace(/^to\s+/i, "");
    const word = /^([\p{L}-]+)/u.exec(trimmed)?.[1] ?? "";
    if (formOf(word) === "base") {
      // "helped reduce churn" → "Contributed to reducing churn"
      const verb = lookupVerb(word)!;
      return `${conjugate(verbByBase("contribute")!, tense)} to ${verb.gerund}${trimmed.slice(word.length)}`;
    }
    return fallback(rest, tense);
  };
}

/** "helped customers resolve issues" → "Enabled customers to resolve issues"; "helped the team" → "Supported the team". */
function helpedObject(rest: string, tense: Tense): string {
  const words = rest.trim().split(/\s+/);
  for (let i = 1; i <= Math.min(4, words.length - 1); i++) {
    const candidate = words[i]!.replace(/[^\p{L}-]/gu, "");
    if (formOf(candidate) === "base" && !NOUN_LIKE.has(candidate.toLowerCase())) {
      const object = words.slice(0, i).join(" ");
      return `${conjugate(verbByBase("enable")!, tense)} ${object} to ${words.slice(i).join(" ")}`;
    }
  }
  return `${conjugate(verbByBase("support")!, tense)} ${rest.trim()}`;
}

const SUBJECT = String.raw`(?:I|we)(?:'ve| have)?\s+(?:(?:was|were|am|are|'m|have been|had been|been)\s+)?`;
const MAYBE_SUBJECT = String.raw`(?:${SUBJECT}|(?:was|were|am|is|are)\s+)?`;
const MY = String.raw`(?:my|our|the)?\s*`;

const OPENERS: Opener[] = [
  {
    pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:primarily\s+|mainly\s+|also\s+)?(?:responsible for|in charge of|tasked with|accountable for)\s+`, "i"),
    rewrite: gerundOrNoun("manage"),
  },
  {
    pattern: new RegExp(
      String.raw`^${MY}(?:duties|responsibilities|tasks|role|job)\s+(?:included|include|includes|involved|involves|consisted of|were|was)\s*:?\s*(?:to\s+)?`,
      "i",
    ),
    rewrite: bareVerbDirect(gerundOrNoun("manage")),
  },
  { pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:also\s+)?(?:worked|work|working)\s+(?:on|in)\s+`, "i"), rewrite: gerundOrNoun("contribute-to") },
  {
    pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:also\s+)?(?:was\s+)?(?:involved|participated|participating|took part)\s+in\s+`, "i"),
    rewrite: gerundOrNoun("contribute-to"),
  },
  {
    pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:also\s+)?(?:helped|help|helping|assisted|assist|assisting)\s+(?:with|in)\s+`, "i"),
    rewrite: gerundOrNoun("support", true),
  },
  { pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:also\s+)?(?:helped|help|helps|helping)\s+`, "i"), rewrite: bareVerbOr(helpedObject) },
  {
    pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:also\s+)?(?:assisted|assist|assists)\s+`, "i"),
    rewrite: (rest, tense) => `${conjugate(verbByBase("support")!, tense)} ${rest.trim()}`,
  },
  {
    pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:was|were|am|are|'m)?\s*able to\s+`, "i"),
    rewrite: (rest, tense) => conjugateLeadingVerb(rest.trim(), tense, true),
  },
  {
    pattern: /^(?:I|we)\s+(?:was|were|am|are|'m)\s+(?=(?:a|an|the)\s)/i,
    rewrite: (rest, tense) => `${tense === "past" ? "Served" : "Serve"} as ${rest.trim()}`,
  },
  { pattern: /^(?:I|we)\s+(?:was|were|am|are|'m|have been|had been|'ve been)\s+/i, rewrite: (rest, tense) => conjugateLeadingVerb(rest.trim(), tense) },
  { pattern: /^(?:I|we)(?:'ve| have| had)\s+/i, rewrite: (rest, tense) => conjugateLeadingVerb(rest.trim(), tense, true) },
  { pattern: /^(?:I|we)\s+(?:also\s+|then\s+|later\s+|successfully\s+)?/i, rewrite: (rest, tense) => conjugateLeadingVerb(rest.trim(), tense, true) },
  { pattern: /^(?:also|then|later|additionally),?\s+/i, rewrite: (rest, tense) => conjugateLeadingVerb(rest.trim(), tense) },
];

function bareVerbDirect(fallback: (rest: string, tense: Tense) => string) {
  return (rest: string, tense: Tense): string => {
    const word = /^([\p{L}-]+)/u.exec(rest.trim())?.[1] ?? "";
    if (formOf(word) === "base" && !NOUN_LIKE.has(word.toLowerCase())) return conjugateLeadingVerb(rest.trim(), tense, true);
    return fallback(rest, tense);
  };
}

/** Applies the first matching weak-opener rule, then fixes the tense of a leading verb. */
export function strengthenOpener(clause: string, tense: Tense): string {
  let text = clause
    .trim()
    .replace(/^(?:(?:and|also|plus|but|then|so)\s+)+/i, "")
    .replace(/^(?:successfully|basically|really)\s+/i, "");
  for (const opener of OPENERS) {
    const match = opener.pattern.exec(text);
    if (match && match[0].length < text.length) {
      text = opener.rewrite(text.slice(match[0].length), tense);
      break;
    }
  }
  text = conjugateLeadingVerb(text, tense);
  return text;
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

/** "leading a team of 6 and writing SQL" (a participle clause) → "Led a team of 6 and wrote SQL". */
export function gerundClause(text: string, tense: Tense): string {
  return conjugateLeadingVerb(text.trim(), tense, true);
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
