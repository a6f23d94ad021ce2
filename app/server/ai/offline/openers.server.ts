/**
 * The offline writer's rules for how a clause opens: a weak opener ("responsible for", "I was
 * involved in", "helped with") becomes an action verb, and a leading verb takes the tense of the
 * block it stands in. Like every offline rule they only rephrase the user's words.
 */
import { conjugate, formOf, lookupOpeningVerb, lookupVerb, openingFormOf, verbByBase, type Tense, type VerbForms } from "./verbs.server.ts";
import { wordSet } from "../../../lib/text/word-set.ts";
import { isDictionaryWord } from "./spelling.server.ts";

const DETERMINER_FOLLOWERS = wordSet(
  "the a an all new our my their its this these those multiple several over up out and both each every key cross-functional daily weekly monthly internal external end-to-end complex large small high critical",
);

/** Base forms that are also common nouns or title words: convert only when an object clearly follows. */
export const NOUN_LIKE = wordSet(
  "lead head support design test process report record model program market engineer plan survey budget interview file answer host pilot partner champion author audit review research code document schedule structure source score update upgrade change increase decrease use scale brief benchmark forecast prototype transfer present contract draft work stock book field land rank control map top drop ship deal trace screen outline grade cook clean train coach found own set cut run",
);

/** -ing words that usually name a field or department, not an action. */
const NOUN_GERUNDS = wordSet(
  "marketing engineering programming accounting training planning budgeting forecasting billing pricing recruiting networking modeling modelling testing building housing catering nursing banking consulting publishing advertising manufacturing shipping staffing tutoring scheduling onboarding processing reporting computing learning cleaning landscaping welding plumbing auditing coaching mentoring cooking writing editing design",
);

const NOUNISH_FOLLOWERS = wordSet(
  "maintenance management operations programs program materials sessions courses campaigns campaign strategy strategies team teams department activities efforts pipeline pipelines infrastructure framework frameworks tools systems system services data budget budgets plans plan processes process suite suites reports standards initiatives function functions department roles role engineer engineers manager managers lead specialist analyst developer designer member position of for to at",
);

/**
 * A verb whose base and third-person forms are as often nouns ("lead", "report"; and every everyday
 * verb of the opening lexicon: "stock", "order"): it takes a tense only before a clear object.
 */
function nounLikeVerb(word: string, verb: VerbForms): boolean {
  return NOUN_LIKE.has(verb.base) || !lookupVerb(word);
}

function nextWord(rest: string): string {
  return (/^[\s,]*([\p{L}\d$£€%-]+)/u.exec(rest)?.[1] ?? "").toLowerCase();
}

function objectFollows(rest: string): boolean {
  const word = nextWord(rest);
  // "Check PPE before …", "Log RMAs": an acronym after the word is its object
  return DETERMINER_FOLLOWERS.has(word) || /^[\d$£€]/.test(word) || /^[\s,]*\p{Lu}{2,}s?\b/u.test(rest);
}

/** Participles that, before a preposition, say what the person is (trained, certified) rather than what they did. */
const PASSIVE_STATES = wordSet("trained certified qualified licensed licenced registered accredited vetted");

/**
 * Rewrites the first word of a clause when it is a known verb in the wrong form:
 * "managing X"/"manages X"/"manage X" → "Managed X" (past) or "Manage X" (present).
 */
export function conjugateLeadingVerb(clause: string, tense: Tense, force = false): string {
  const match = /^([\p{L}-]+)(.*)$/su.exec(clause);
  if (!match) return clause;
  const [, word = "", rest = ""] = match;
  const verb = lookupOpeningVerb(word);
  const form = openingFormOf(word);
  if (!verb || !form) return clause;
  const lower = word.toLowerCase();
  const follower = nextWord(rest);
  if (!force) {
    if (follower === "of" || (NOUNISH_FOLLOWERS.has(follower) && !objectFollows(rest))) return clause;
    if (form === "gerund" && NOUN_GERUNDS.has(lower) && !objectFollows(rest)) return clause;
    if ((form === "base" || form === "third") && nounLikeVerb(word, verb) && !objectFollows(rest)) return clause;
    if (form === "past" && tense === "past") return clause;
    // "Trained on reach trucks", "Certified in first aid": a passive's participle before its preposition says what the person is
    if (form === "past" && PASSIVE_STATES.has(lower) && /^\s+(?:on|in|as|to|for|by|under)\b/.test(rest)) return clause;
    if (form === "gerund" && gerundIsSubject(rest)) return clause;
  }
  const target = conjugate(verb, tense);
  if (target.toLowerCase() === lower) return clause;
  // "answering phones and greeting visitors" → "Answered phones and greeted visitors"
  const coordinated =
    form === "gerund"
      ? rest.replace(/(,\s*(?:and\s+)?|\s+and\s+)([\p{L}-]+ing)\b/gu, (m, joiner: string, gerund: string) => {
          const other = lookupOpeningVerb(gerund);
          return other && openingFormOf(gerund) === "gerund" ? joiner + conjugate(other, tense) : m;
        })
      : conjugateCoordinated(rest, form, tense);
  return target + coordinated;
}

/** Verbs that say what became of a thing, after the noun a gerund opens ("Booking conversion went up"). */
const RESULT_VERBS = wordSet("was were is are has have had went rose fell grew dropped doubled tripled halved");
/** Words that end the noun a gerund may open: what comes after them is not its verb. */
const PHRASE_ENDS = wordSet("and or that which who to for with in on at by from of as");

/**
 * "Booking conversion went up from 20 % to 31 %", "Improving the intake form reduced errors": the
 * gerund and its noun are the subject of a verb that follows, not a bullet's opening action, and
 * "Booked conversion went up" would be a grammar error.
 */
function gerundIsSubject(rest: string): boolean {
  const words = rest.trim().split(/\s+/).slice(0, 5);
  for (const [i, raw] of words.entries()) {
    const word = raw.toLowerCase().replace(/[^\p{L}'’-]/gu, "");
    if (i === 0 || !word) continue;
    if (PHRASE_ENDS.has(word) || /[,;:]$/.test(words[i - 1]!)) return false;
    // a third person that is also a plural noun ("creating weekly reports") is the noun
    if (RESULT_VERBS.has(word) || formOf(word) === "past" || (formOf(word) === "third" && !nounLikeVerb(word, lookupVerb(word)!))) return true;
  }
  return false;
}

/** Words that, before "and", make the word after it an adjective too ("new and used cars", "qualified and trained staff"). */
const ADJECTIVE_BEFORE_AND = wordSet(
  "new old used existing current key senior junior local international national small large qualified skilled certified licensed experienced",
);

/**
 * "Trained and mentored juniors" in the present is "Train and mentor juniors", and "Mopped floors
 * and emptied bins" is "Mop floors and empty bins": verbs joined to the first by "and" or a comma
 * take its tense, so the change of tense never leaves a clause in two. A word after "new and" or
 * another adjective is left: it describes ("new and used vehicles").
 */
function conjugateCoordinated(rest: string, form: string, tense: Tense): string {
  return rest.replace(/(,\s*(?:and\s+)?|\s+and\s+)([\p{L}-]+)\b/gu, (match, joiner: string, word: string, offset: number) => {
    const verb = lookupOpeningVerb(word);
    if (!verb || openingFormOf(word) !== form) return match;
    const before = /([\p{L}-]+)\s*$/u.exec(rest.slice(0, offset))?.[1]?.toLowerCase() ?? "";
    if (offset > 0 && (ADJECTIVE_BEFORE_AND.has(before) || (form === "past" && openingFormOf(before) === "past"))) return match;
    // a base form that is also a noun ("and stock") takes the tense only before its object
    const after = rest.slice(offset + match.length);
    if ((form === "base" || form === "third") && nounLikeVerb(word, verb) && !objectFollows(after)) return match;
    return joiner + conjugate(verb, tense);
  });
}

/** Verbs that say little about what the author did: an opener rule may replace these, never any other. */
const WEAK_VERBS = wordSet("help assist support contribute work participate involve do handle be serve make get");

/** The verb the author opened with, past any "I"/"we" ("I also trained" → train). */
function authorsVerb(clause: string): VerbForms | undefined {
  const word = /^(?:(?:I|we)\s+(?:also\s+|then\s+|later\s+)?)?([\p{L}-]+)/iu.exec(clause)?.[1] ?? "";
  const verb = lookupOpeningVerb(word);
  return verb && !WEAK_VERBS.has(verb.base) ? verb : undefined;
}

/** Openers that say "I did this" weakly, each with what replaces it. */
interface Opener {
  pattern: RegExp;
  /** what the rest of the clause is: a gerund/noun phrase, a bare verb, or anything */
  rewrite: (rest: string, tense: Tense) => string;
  /** the rewrite is the bullet's opening as it stays: its verb takes no tense after it */
  final?: boolean;
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
/** Nouns naming an action, each with its verb: "responsible for the management of X" is "Managed X". */
const ACTION_NOUNS: Record<string, string> = {
  management: "manage",
  supervision: "supervise",
  coordination: "coordinate",
  development: "develop",
  maintenance: "maintain",
  administration: "administer",
  organisation: "organise",
  organization: "organize",
  delivery: "deliver",
  oversight: "oversee",
  preparation: "prepare",
  creation: "create",
  implementation: "implement",
};

function actionNounPhrase(text: string, tense: Tense): string | undefined {
  const match = /^(?:the\s+)?([\p{L}]+)\s+of\s+(?=\S)/iu.exec(text);
  const verb = match ? verbByBase(ACTION_NOUNS[match[1]!.toLowerCase()] ?? "") : undefined;
  return match && verb ? `${conjugate(verb, tense)} ${text.slice(match[0].length)}` : undefined;
}

/**
 * "in charge of precepting new grads" → "Precepted new grads": a gerund the verb list lacks, before its object, is
 * the verb whose base the dictionary knows ("precept", "invoice"); its past is the regular one.
 */
function unlistedGerund(text: string, tense: Tense): string | undefined {
  const match = /^(\p{Ll}{3,})ing\s+(?=\p{L})/u.exec(text);
  if (!match || lookupOpeningVerb(`${match[1]}ing`) || NOUN_GERUNDS.has(`${match[1]}ing`)) return undefined;
  const after = nextWord(text.slice(match[0].length - 1));
  if (PHRASE_ENDS.has(after) || NOUNISH_FOLLOWERS.has(after)) return undefined;
  const stem = match[1]!;
  const doubled = /([^aeiouls])\1$/.test(stem) ? stem.slice(0, -1) : undefined;
  const base = [doubled, `${stem}e`, stem].find((candidate) => candidate && candidate.length >= 4 && isDictionaryWord(candidate));
  if (!base) return undefined;
  const form = tense === "past" ? (base.endsWith("e") ? `${base}d` : `${base}ed`) : base;
  return `${form}${text.slice(match[0].length - 1)}`;
}

/**
 * With `sharedVerb`, the author's verb of shared credit stays before a gerund: "helped with training new starters" →
 * "Helped with training new starters" ("Contributed to" says no more, in more words).
 */
function gerundOrNoun(defaultVerb: string, sharedVerb?: string) {
  const shared = sharedVerb !== undefined;
  return (rest: string, tense: Tense): string => {
    const trimmed = rest.trim();
    const unlisted = shared ? undefined : unlistedGerund(trimmed, tense);
    if (unlisted) return unlisted;
    if (startsWithGerund(trimmed)) return shared ? `${conjugate(verbByBase(sharedVerb)!, tense)} with ${trimmed}` : conjugateLeadingVerb(trimmed, tense, true);
    if (!shared) {
      const action = actionNounPhrase(trimmed, tense);
      if (action) return action;
    }
    return `${conjugate(resolveDefault(defaultVerb), tense)} ${trimmed}`;
  };
}

/**
 * "Worked on 240+ sites", "worked on loft conversions and boiler swaps": a count of pieces of work, or pieces of work
 * named in the plural without an article, were completed; "worked on the checkout redesign" is a shared piece of work.
 */
function workedOn(rest: string, tense: Tense): string {
  const trimmed = rest.trim();
  // the noun may follow a word or two that say which ("domestic rewires", "kitchen and bathroom refits")
  const named = trimmed
    .split(/\s+/)
    .slice(0, 4)
    .some((word) => PIECES_OF_WORK.has(word.toLowerCase().replace(/[^\p{L}-]/gu, "")));
  if (/^\d/.test(trimmed) || (/^\p{Ll}/u.test(trimmed) && named && !startsWithGerund(trimmed)))
    return `${conjugate(verbByBase("complete")!, tense)} ${trimmed}`;
  return gerundOrNoun("contribute-to")(rest, tense);
}

/** Pieces of work that are done and finished, named in the plural ("domestic rewires", "kitchen refits"). */
const PIECES_OF_WORK = wordSet(
  "jobs projects tasks assignments commissions orders tickets cases repairs rewires upgrades installs installations renovations refurbishments refits fit-outs conversions extensions builds surveys audits inspections translations",
);

/**
 * "helped reduce churn" keeps the author's verb and its shared credit ("Helped reduce churn"):
 * "Contributed to reducing" says no more and hides the verb that does.
 */
function bareVerbOr(fallback: (rest: string, tense: Tense) => string) {
  return (rest: string, tense: Tense): string => {
    const trimmed = rest.trim().replace(/^to\s+/i, "");
    const word = /^([\p{L}-]+)/u.exec(trimmed)?.[1] ?? "";
    if (formOf(word) === "base") return `${conjugate(verbByBase("help")!, tense)} ${trimmed}`;
    return fallback(rest, tense);
  };
}

/**
 * "helped customers resolve issues" keeps the author's verb ("Helped customers resolve issues"):
 * "Enabled" would claim more than they wrote. "helped the team" → "Supported the team".
 */
function helpedObject(rest: string, tense: Tense): string {
  const words = rest.trim().split(/\s+/);
  for (let i = 1; i <= Math.min(4, words.length - 1); i++) {
    const candidate = words[i]!.replace(/[^\p{L}-]/gu, "");
    if (formOf(candidate) === "base" && !NOUN_LIKE.has(candidate.toLowerCase())) return `${conjugate(verbByBase("help")!, tense)} ${rest.trim()}`;
  }
  return `${conjugate(verbByBase("support")!, tense)} ${rest.trim()}`;
}

// "I was", "I'm", "I've been", "we have", "I" (the apostrophe typed straight or curly)
const SUBJECT = String.raw`(?:I|we)(?:['’]m\s+|['’]ve\s+(?:been\s+)?|\s+(?:(?:was|were|am|are|have been|had been|been|have)\s+)?)`;
const MAYBE_SUBJECT = String.raw`(?:${SUBJECT}|(?:was|were|am|is|are)\s+)?`;
const MY = String.raw`(?:my|our|the)?\s*`;

const OPENERS: Opener[] = [
  {
    pattern: new RegExp(
      String.raw`^${MAYBE_SUBJECT}(?:primarily\s+|mainly\s+|also\s+)?(?:responsib(?:le|ility) (?:for|about|of)|in[- ]charge (?:of|for)|tasked with|accountable for)\s+`,
      "i",
    ),
    rewrite: gerundOrNoun("manage"),
  },
  {
    pattern: new RegExp(
      String.raw`^${MY}(?:duties|responsibilities|tasks|role|job)\s+(?:included|include|includes|involved|involves|consisted of|were|was)\s*:?\s*(?:to\s+)?`,
      "i",
    ),
    rewrite: bareVerbDirect(gerundOrNoun("manage")),
  },
  { pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:also\s+)?(?:worked|work|working)\s+(?:on|in)\s+`, "i"), rewrite: workedOn },
  {
    pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:also\s+)?(?:was\s+)?(?:involved|participated|participating|took part)\s+in\s+`, "i"),
    rewrite: gerundOrNoun("contribute-to"),
  },
  {
    pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:also\s+)?(?:helped|help|helping)\s+(?:with|in)\s+`, "i"),
    rewrite: gerundOrNoun("support", "help"),
  },
  {
    pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:also\s+)?(?:assisted|assist|assisting)\s+(?:with|in)\s+`, "i"),
    rewrite: gerundOrNoun("support", "assist"),
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
    pattern: /^(?:I|we)(?:\s+(?:was|were|am|are)|['’]m)\s+(?=(?:a|an|the)\s)/i,
    rewrite: (rest, tense) => `${tense === "past" ? "Served" : "Serve"} as ${rest.trim()}`,
  },
  // "I was trained on forklifts", "I am certified in first aid": a passive says what was done to the person, in either tense
  {
    pattern:
      /^(?:I|we)(?:\s+(?:was|were|am|are|have been|had been)|['’]m|['’]ve been)\s+(?=(?:trained|certified|qualified|licensed|licenced|registered|accredited|vetted)\s+(?:on|in|as|to|for|by|under)\b)/i,
    rewrite: (rest) => rest.trim(),
    final: true,
  },
  {
    pattern: /^(?:I|we)(?:\s+(?:was|were|am|are|have been|had been)|['’]m|['’]ve been)\s+/i,
    rewrite: (rest, tense) => conjugateLeadingVerb(rest.trim(), tense),
  },
  { pattern: /^(?:I|we)(?:['’]ve| have| had)\s+/i, rewrite: (rest, tense) => conjugateLeadingVerb(rest.trim(), tense, true) },
  // "make sure the stock is counted" → "Ensure the stock is counted"
  {
    pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:also\s+)?(?:make|made|makes|making)\s+sure\s+(?:that\s+)?`, "i"),
    rewrite: (rest, tense) => `${conjugate(verbByBase("ensure")!, tense)} ${rest.trim()}`,
  },
  // "got the award" → "Won the award"; "got funding" → "Secured funding"; "got promoted" → "Promoted"
  { pattern: new RegExp(String.raw`^${MAYBE_SUBJECT}(?:also\s+)?(?:got|get|gets|getting)\s+`, "i"), rewrite: gotObject },
  // "did the weekly stock count" → "Carried out the weekly stock count"
  {
    // "Done sanding and sealing": a piece of work named by its -ing noun too
    pattern: new RegExp(
      String.raw`^${MAYBE_SUBJECT}(?:do|did|does|done|doing)\s+(?=(?:the|all|daily|weekly|monthly|regular|routine)\s+(?!needful\b)|\p{Ll}{3,}ing\s+(?:and|of|on|for|with|to)\b)`,
      "iu",
    ),
    rewrite: (rest, tense) => `${tense === "past" ? "Carried out" : "Carry out"} ${rest.trim()}`,
  },
  { pattern: /^(?:I|we)\s+(?:also\s+|then\s+|later\s+|successfully\s+)?/i, rewrite: (rest, tense) => conjugateLeadingVerb(rest.trim(), tense, true) },
  // "Was promoted to supervisor" → "Promoted to supervisor": a passive's participle says it without "was"
  { pattern: /^(?:was|were)\s+(?=\p{L}+(?:ed|en|wn)\b)/iu, rewrite: (rest) => rest.trim() },
  { pattern: /^(?:also|then|later|additionally),?\s+/i, rewrite: (rest, tense) => conjugateLeadingVerb(rest.trim(), tense) },
];

/** What "got" says, by what was got: a prize is won, money or business secured, anything else received. */
function gotObject(rest: string, tense: Tense): string {
  const text = rest.trim();
  if (/^promoted\b/i.test(text)) return text;
  const object = text.split(/\s+/).slice(0, 8).join(" ");
  const verb = /\b(?:awards?|prizes?|trophy|medal|title|contracts?|tenders?|bids?)\b/i.test(object)
    ? "win"
    : /\b(?:funding|sponsorships?|grants?|investments?|clients?|customers?|orders?|deals?|accounts?|placements?)\b/i.test(object)
      ? "secure"
      : "receive";
  return `${conjugate(lookupOpeningVerb(verb)!, tense)} ${text}`;
}

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
    .replace(/^(?:successfully|basically|really)\s+/i, "")
    // "Having handled the payroll": the perfect participle says no more than the verb after it
    .replace(/^having\s+(?=\p{L}+ed\b|\p{L}+en\b)/iu, "");
  const original = authorsVerb(text);
  const authored = text;
  for (const opener of OPENERS) {
    const match = opener.pattern.exec(text);
    if (match && match[0].length < text.length) {
      text = opener.rewrite(text.slice(match[0].length), tense);
      if (opener.final) return text;
      break;
    }
  }
  text = carriedOutWork(conjugateLeadingVerb(text, tense), tense);
  // a strong verb of the author's is never swapped for another: only its tense may change
  const now = lookupOpeningVerb(/^([\p{L}-]+)/u.exec(text)?.[1] ?? "");
  if (original && now?.base !== original.base) {
    return conjugateLeadingVerb(authored.replace(/^(?:I|we)\s+(?:also\s+|then\s+|later\s+)?/i, ""), tense);
  }
  return text;
}

/** Nouns that name a piece of hands-on work done ("second fix", "tray work", "multi-drop deliveries"). */
const WORK_NOUNS = wordSet(
  "work works fix fixes deliveries delivery installation installations installs repairs maintenance servicing inspections checks tests surveys audits rounds visits assessments",
);

/** -ing words that name a thing, not work done ("a suspended ceiling", "street lighting"). */
const ING_THINGS = wordSet("building ceiling wedding evening morning housing clothing lighting string spring thing bedding pudding railing awning offering");

/**
 * "First and second fix on new build plots", "cable pulling and tray work on site": a line that only names the work
 * done, with no verb, was carried out — said by the verb that says no more than that. The work is named by the last
 * word before its first preposition or comma: a noun of work above, or an -ing noun after another word ("cable pulling").
 */
function carriedOutWork(text: string, tense: Tense): string {
  const first = /^([\p{L}-]+)/u.exec(text)?.[1] ?? "";
  if (!first || lookupOpeningVerb(first) || formOf(first) || /^(?:I|we|my|our|the|a|an)$/i.test(first)) return text;
  const phrase = /^([^,;:(]+?)(?=\s+(?:on|in|at|for|across|with|to|from|around|under|throughout)\b|[,;:(]|$)/u.exec(text)?.[1] ?? "";
  const words = phrase.trim().split(/\s+/);
  if (words.length < 2 || words.length > 5) return text;
  const head = words.at(-1)!.toLowerCase();
  if (!WORK_NOUNS.has(head) && !(/^\p{Ll}{3,}ing$/u.test(head) && !ING_THINGS.has(head))) return text;
  // the opening word keeps its capitals only where they are a name's ("CCTV checks", "LOLER inspections")
  const opening = /^\p{Lu}\p{Ll}+(?:-\p{L}+)?$/u.test(first) ? first.toLowerCase() + text.slice(first.length) : text;
  return `${tense === "past" ? "Carried out" : "Carry out"} ${opening}`;
}

/** "leading a team of 6 and writing SQL" (a participle clause) → "Led a team of 6 and wrote SQL". */
export function gerundClause(text: string, tense: Tense): string {
  return conjugateLeadingVerb(text.trim(), tense, true);
}
