/**
 * Telegraphic shorthand in a prompt written out in the forms the later stages read, before anything
 * else sees it: "since '21" → "since 2021", "2016-21" → "2016-2021", "2020–," → "2020–present",
 * ", prev biz analyst @ …" → "; previously biz analyst @ …". Only years and joining words change;
 * every name, title and employer stays as written.
 */

import { capitalFirst } from "../../../lib/text/letters.ts";
import { fullYearOf } from "../../../lib/text/years.ts";
import { MONTH_NAMES, MONTH_PATTERN } from "../../../lib/text/months.ts";
import {
  OTHER_LANGUAGE_MONTHS,
  OTHER_LANGUAGE_PRESENT,
  OTHER_LANGUAGE_SINCE,
  OTHER_LANGUAGE_UNTIL,
  needsTwoDates,
  wordsPattern,
} from "../../../lib/text/other-languages.ts";
import { parsePlace } from "../../parse/fields/locations.server.ts";
import { isPresent } from "../../parse/fields/dates.server.ts";
import { fixPronounI, slipOf } from "./spelling.server.ts";
import { nlp } from "../../nlp.server.ts";
import { titleScore } from "../../parse/fields/roles.server.ts";
import { BUSINESS_KIND } from "./businesses.server.ts";
import { tradeTitle } from "./entries.server.ts";
import { VEHICLE, VEHICLE_KIND } from "./extract-facts.server.ts";

/** "'21" → 2021, "'98" → 1998: a two-digit year is this century unless that would be after next year. */
const fullYear = (twoDigits: string) => fullYearOf(twoDigits, 1);

/** "2016-21" → "2016-2021": the end of a range written with its last two digits only. */
function expandShortRangeEnd(text: string): string {
  // (a full stop closing the sentence ends the range too: "… at Lidwell Foods 2016-19.")
  return text.replace(/\b((?:19|20)\d{2})(\s*[-–—]\s*)(\d{2})\b(?![\d/:-]|\.\S)/g, (match, start: string, dash: string, end: string) => {
    const full = `${start.slice(0, 2)}${end}`;
    return Number(full) > Number(start) ? `${start}${dash}${full}` : match;
  });
}

/**
 * "(2014/15)", "the 2019/2020 season", "Tutor at Kestrel Grammar School 2018/2019": a school, season or service year written across
 * two calendar years runs from the first to the second (only when the second is the next year: "2014/03" stays as it is).
 * Read before the writer's other rewrites, and in the pasted CV the résumé parser reads.
 */
export function academicYears(text: string): string {
  return text.replace(/\b((?:19|20)\d{2})\/((?:19|20)?\d{2})(?![\d/])/g, (all, from: string, to: string) => {
    const end = to.length === 2 ? `${from.slice(0, 2)}${to}` : to;
    return Number(end) === Number(from) + 1 ? `${from}–${end}` : all;
  });
}

/** "since '21", "Nazarbayev Univ '17": an apostrophe before two digits is a year. */
function expandApostropheYears(text: string): string {
  return text.replace(/(^|[\s(,;/])['‘’](\d{2})\b(?![\d'’])/g, (_match, before: string, digits: string) => `${before}${fullYear(digits)}`);
}

/**
 * "06/19 – 08/21", "since 09/21": a month and a two-digit year in figures, in a span or after "since" or "from", is that month
 * of that year (a day and month, "12/06/19", has a third part and stays as it is).
 */
function numericMonthShortYears(text: string): string {
  const monthYear = String.raw`(?<![\d/.])(0?[1-9]|1[0-2])\/(\d{2})(?![\d/.]\d|\d)`;
  const full = (month: string, year: string) => `${month.padStart(2, "0")}/${fullYear(year)}`;
  return text
    .replace(
      new RegExp(String.raw`${monthYear}(\s*[-–—~]+\s*|\s+(?:to|till|until)\s+)${monthYear}`, "g"),
      (_m, m1: string, y1: string, dash: string, m2: string, y2: string) => `${full(m1, y1)}${dash}${full(m2, y2)}`,
    )
    .replace(
      new RegExp(String.raw`${monthYear}(?=\s*[-–—~]+\s*(?:present|now|today|current(?:ly)?|(?:to\s+)?date|ongoing)\b)`, "gi"),
      (_m, month: string, year: string) => full(month, year),
    )
    .replace(
      new RegExp(String.raw`\b((?:since|from)\s+)${monthYear}`, "gi"),
      (_m, before: string, month: string, year: string) => `${before}${full(month, year)}`,
    );
}

/**
 * "… as a cashier for 3 years, leaving in 2020.": the year the person left, closing the job's clause, is the job's end (not
 * "leaving in 2016 to become …", where it also starts the next).
 */
function leavingIn(text: string): string {
  return text.replace(
    new RegExp(String.raw`,?\s+(?:before\s+)?leaving\s+(?:in\s+)?(?=(?:${MONTH_PATTERN}\s+)?(?:19|20)\d{2}\b(?:\s*[.,;!)]|\s*$))`, "gimu"),
    " until ",
  );
}

/**
 * "from Jan. 2019 to Dec. 2021 as a cashier": a month's short name keeps no full stop before its year, so the sentence reads on
 * past it; "since the start of 2019", "at the end of 2016": the part of a year said in words is its early, mid or late part.
 */
function plainMonthsAndParts(text: string): string {
  const part: Record<string, string> = { start: "early", beginning: "early", middle: "mid", end: "late" };
  return text
    .replace(/\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.(?=\s+(?:19|20)\d{2}\b)/gi, "$1")
    .replace(
      /\b(since|from|in|until|till|at)\s+the\s+(start|beginning|middle|end)\s+of\s+(?=(?:19|20)\d{2}\b)/gi,
      (_m, word: string, said: string) => `${word.toLowerCase() === "at" ? "in" : word} ${part[said.toLowerCase()]} `,
    );
}

/**
 * "Roadway Parcels (2016–2020, loader)": a bracket holding the job's span, then its title, is written as the span, then the title
 * alone in brackets, the way a list line gives them ("Kell Foods 2014-2016 (Packer)").
 */
function spanAndTitleInBrackets(text: string): string {
  const span = String.raw`(?:(?:${MONTH_PATTERN}\s+)?(?:19|20)\d{2}\s*(?:[-–—]|to)\s*(?:(?:${MONTH_PATTERN}\s+)?(?:19|20)?\d{2}|now|present|current|date))`;
  const words = String.raw`([\p{L}][\p{L}&/' -]{1,40}?)`;
  // (only words for someone's work, capitalised as a list line's title is: "(2019-2021, part-time)" stays a note)
  const moved = (all: string, dates: string, title: string) => (tradeTitle(title) ? `${dates} (${capitalFirst(title)})` : all);
  // ("Adom Beverages (sales rep, 2012-2015), …": a title before the span is read where it stands)
  return text.replace(new RegExp(String.raw`\(\s*(${span})\s*,\s*${words}\s*\)`, "giu"), (all, dates: string, title: string) => moved(all, dates, title));
}

/**
 * "as support technician (2nd line) at Elm Data", "a cook (night shift) with Oak Grill": a short note in brackets after a title,
 * before its employer, says how the job was done and parts the title from the employer; the title and employer are read without it
 * (a title's translation in brackets stays).
 */
function noteAfterTitle(text: string): string {
  return text.replace(
    /(?<=(?:^|[\s(])(\p{L}[\p{L}-]*))\s+\(\s*((?:\d(?:st|nd|rd|th)|\p{Ll}[\p{Ll}-]*)(?:\s+\p{Ll}[\p{Ll}-]*){0,2})\s*\)(?=\s+(?:at|with|for)\s+(?:the\s+)?\p{L})/gu,
    // ("Schichtleiter (shift supervisor) at …": a title's translation stays with it)
    (all, word: string, note: string) => (tradeTitle(word) && !tradeTitle(note) ? "" : all),
  );
}

/**
 * "2021 – 2022 (winters)   Ski Instructor — Elm Peak Lodge": a short note in brackets after the span that opens a list line says how the
 * job was held; the line is read as its span, title and employer without it.
 */
export function noteAfterSpan(text: string): string {
  return text.replace(
    /^([^\S\n]*(?:[-•*·][^\S\n]*)?(?:(?:\p{L}{3,9}\.?[^\S\n]+)?(?:19|20)\d{2}[^\S\n]*(?:[-–—]|to)[^\S\n]*(?:(?:\p{L}{3,9}\.?[^\S\n]+)?(?:19|20)\d{2}|now|present|current|date)))[^\S\n]*\([^\S\n]*\p{Ll}[\p{Ll}-]*(?:[^\S\n]+\p{Ll}[\p{Ll}-]*)?[^\S\n]*\)/gimu,
    "$1",
  );
}

/** "since jan 22", "from Sept 19": a month after "since" or "from" and two digits is that month of the year, not a day. */
function monthTwoDigitYears(text: string): string {
  return text.replace(
    new RegExp(String.raw`\b((?:since|from|until|till)\s+${MONTH_PATTERN}\s+)(\d{2})\b(?![\d:.,/'’-]\d|\s*(?:am|pm|st|nd|rd|th)\b)`, "giu"),
    (_match, before: string, digits: string) => `${before.replace(/\s\p{Ll}/u, (letter) => letter.toUpperCase())}${fullYear(digits)}`,
  );
}

/**
 * "2018–        Nurse, Elm House" → "2018–present        Nurse, …": a column of spans whose start and dash stand before the gap
 * to the entry, no end after them, runs to now (for the résumé parser as for the writer).
 */
export function withOpenColumnEnds(text: string): string {
  // ("2019  -  present", "2015  -  Mar 2019": an end set off by the same gaps is no entry)
  return text.replace(/^(\s*(?:19|20)\d{2})\s*([-–—])(?=(?: {2,}|\t)\s*(\p{L}.*)$)/gmu, (span, start: string, dash: string, rest: string) =>
    /\b(?:19|20)\d{2}\b|^(?:present|now|current|ongoing|today|till|to\s+date|date)\b/iu.test(rest) || isPresent(rest.split(/\s{2,}|\t/)[0]!)
      ? span
      : `${start}${dash}present`,
  );
}

/** "Kolesa Group 2020–," → "Kolesa Group 2020–present": a range left open at its end runs to now. */
function openRangeEnd(text: string): string {
  return (
    withOpenColumnEnds(text)
      .replace(/\b((?:19|20)\d{2})\s*([-–—])(?=\s*(?:[,;|)]|$))/gm, (_match, start: string, dash: string) => `${start}${dash}present`)
      // "Owner – Okafor Plumbing – 2020 onwards": a line's or bracket's last field, a year and "onwards", is open too
      .replace(/(?<=(?:[-–—|(]|^)\s*)((?:19|20)\d{2})\s+onwards?(?=\s*(?:[;|)]|$))/gm, "$1–present")
  );
}

/**
 * ", prev systems engineer @ TCS" → "; previously systems engineer @ TCS": "prev" (or "ex") opening a
 * clause marks an earlier job; and in a line of "title @ employer" clauses, the comma before the next
 * such clause or before a degree ends the one before, as a semicolon does.
 */
function clauseBreaks(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      let out = line.replace(/,\s+prev(?:\.|ious(?:ly)?)?:?\s+(?=\p{L})/giu, "; previously ");
      if (/\s@\s/.test(out)) {
        // "… @ Amazon since 2021, BTech CSE NIT Trichy 2016": a degree abbreviation opens its own clause
        out = out.replace(
          /,\s+(?=(?:B\.?(?:Sc|S|A|E|Eng|Tech|Com|BA|Ed|Arch)|M\.?(?:Sc|S|A|BA|Eng|Tech|Com|Ed|Phil)|PhD)\.?\s+\p{Lu}[^,;@]*?(?:19|20)\d{2})/gu,
          (comma, offset: number) => (/(?:19|20)\d{2}|present|since/i.test(out.slice(Math.max(0, offset - 40), offset)) ? "; " : comma),
        );
      }
      return out;
    })
    .join("\n");
}

const DEGREE_ABBREVIATION = String.raw`(?:B\.?(?:Sc|S|A|E|Eng|Tech|Com|BA|Ed|Arch)|M\.?(?:Sc|S|A|BA|Eng|Tech|Com|Ed|Phil)|PhD)\.?`;

const SCHOOL_WORD = /\b(?:University|College|Institute|School|Academy|Polytechnic|Universit\p{L}+)\b/u;

/**
 * "BTech CSE NIT Trichy 2016" → "BTech CSE, NIT Trichy 2016": a degree abbreviation, its subject as an
 * acronym, then the school and a year, written without the comma between subject and school; and
 * "Univ" before or after a school's name is "University".
 */
function degreeSchoolBreak(text: string): string {
  const withUniversity = text.replace(/(?<=\p{Lu}\p{L}+\s)Univ\.?(?=[\s,;)]|$)|\bUniv\.?(?=\s+(?:of\s+)?\p{Lu})/gu, "University");
  const runTogether = new RegExp(
    String.raw`\b(${DEGREE_ABBREVIATION}\s+(\p{Lu}{2,4}|\p{Lu}\p{Ll}+))\s+(\p{Lu}[\p{L}&-]*(?:\s+\p{Lu}[\p{L}.&-]*){0,4})(?=,?\s+\(?(?:19|20)\d{2}\b)`,
    "gu",
  );
  // a subject written as a word ("BA Design Lund University") needs a school word after it to be told apart
  return withUniversity.replace(runTogether, (match, degree: string, subject: string, school: string) =>
    /^\p{Lu}{2,4}$/u.test(subject) || SCHOOL_WORD.test(school) ? `${degree}, ${school}` : match,
  );
}

/** A name typed in lower case, with the capitals a name has: each word's first letter, and a short "h&m" in capitals ("H&M"). */
function capitalisedName(words: string[]): string {
  return words.map((word) => (/^\p{L}{1,2}&\p{L}{1,2}$/u.test(word) ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1))).join(" ");
}

/** Words that end a lower-case name written after "at" or "from" ("at starbucks since 2018"). */
const NAME_ENDS = new Set(
  "since in from to til till until as where when while and but so for during before after then now on with because doing lol until graduating which who that is was at been working worked this last next also".split(
    " ",
  ),
);

/** Lower-case words that may be a name: none opens with a word no name opens with, none is a word no name holds or one `not` rules out. */
function mayBeName(parts: string[], not: (word: string) => boolean = () => false): boolean {
  return !NAME_OPENS_NOT.has(parts[0]!) && !parts.some((word) => NAME_ENDS.has(word) || not(word));
}

/** Words after "the" that make it no name ("at the same place since 2019", "at the local hospital from 2015"). */
const GENERIC_AFTER_THE = new Set("same moment time end start beginning age weekend weekends local main new old other family".split(" "));
const NAME_OPENS_NOT = new Set("a an the my our his her their this that home work school night nights weekends it".split(" "));

/** Whether most sentences of the prompt open in lower case: it was typed without capitals. */
function typedInLowerCase(text: string): boolean {
  // "I was …": the pronoun has its capital from an earlier step, however the rest was typed
  const openings = text
    .split(/[.!?]\s+|\n+/)
    .map((sentence) => /\p{L}[\p{L}'’]*/u.exec(sentence)?.[0])
    .filter((word): word is string => !!word && !/^I(?:['’]\p{Ll}+)?$/u.test(word))
    .map((word) => word[0]!);
  if (openings.length >= 2 && openings.filter((letter) => letter === letter.toLowerCase()).length * 2 > openings.length) return true;
  // "My name is jorge luis pardo and I am …": capitals only where a sentence opens or on "I", the rest of the words in lower case
  const inner = text
    .replace(/(?:^|[.!?]\s+|\n+)\s*\p{L}+/gu, " ")
    .replace(/\bI(?:['’]\p{Ll}+)?\b/gu, " ")
    .replace(/\S*[@/]\S*/g, " ")
    // "got my CDL B in 2020", "GCSEs": an acronym keeps its capitals however the rest was typed
    .replace(/(?<![\p{L}\d])\p{Lu}[\p{Lu}\d]*(?:s\b)?(?![\p{L}\d])/gu, " ");
  const lower = (inner.match(/(?<![\p{L}\d'’])\p{Ll}[\p{Ll}'’-]*/gu) ?? []).length;
  // "… then Dennys 2022 till now": a phone capitalises a word or two of a message typed in lower case; a name of two capitalised
  // words side by side ("at Sunny Homes") is how one types with capitals, so only lone capitalised words among many lower-case ones count
  const capitalised = inner.match(/(?<![\p{L}\d'’-])\p{Lu}[\p{L}'’-]*/gu) ?? [];
  const alone = !/(?<![\p{L}\d'’-])\p{Lu}[\p{L}'’-]*[\s,&]+\p{Lu}/u.test(inner);
  return lower >= 6 && (capitalised.length === 0 || (alone && capitalised.length <= 2 && lower >= 12 * capitalised.length));
}

/**
 * "i worked retail at h&m (2016-2018)", "from saint paul college in 2017", "then moved to snip&co": in a prompt typed without
 * capitals, the words after "at", "@", "from", "through", "joined" or "moved to" up to the next joining word are a name, and get the
 * capitals a name has ("H&M", "Saint Paul College") so they read as the employer or school.
 */
function capitaliseLowerCaseNames(text: string): string {
  if (!typedInLowerCase(text)) return text;
  return capitaliseDegreeLetters(
    capitaliseDatedWithIn(
      capitaliseWorkingInAs(
        capitaliseDatedForWith(capitaliseDatedWith(capitaliseBracketedDated(capitaliseDatedAfterThen(capitaliseTowns(capitaliseIntroducedName(text)))))),
      ),
    ),
  ).replace(
    // a run stops before a word that ends a name and goes on over an '&' ("pickle & co deli"), so that "from leeds been working at acme stores" leaves "at acme stores" its own run;
    // "a warehouse called northway freight", "a petrol station in elmwood called quick fill": the name a kind of place is called by is one too;
    // a run may open with "the", which the name's own test below keeps or drops
    new RegExp(
      String.raw`(?<=(?:^|\s)(?:at|@|from|through|joined|(?:moved|switched)\s+to|(?:a|an)\s+\p{Ll}+(?:\s+\p{Ll}+){0,3}\s+(?:called|named))\s+)(?!(?:${[...NAME_OPENS_NOT].filter((word) => word !== "the").join("|")})\s)(\p{Ll}[\p{Ll}&'-]*(?:\s+(?:&|(?!(?:${[...NAME_ENDS].join("|")})(?![\p{L}&'-]))\p{Ll}[\p{Ll}&'-]*)){0,4})`,
      "gu",
    ),
    (run: string, _name: string, at: number, whole: string) => {
      const words = run.split(/\s+/);
      const end = words.findIndex((word) => NAME_ENDS.has(word));
      const name = end < 0 ? words : words.slice(0, end);
      // "head chef at the salty pelican since 2022": "the" opens a name of two words or more when the job's start follows it
      const wordAfter = end >= 0 ? words[end]! : (/^\s+(\p{Ll}+)/u.exec(whole.slice(at + run.length))?.[1] ?? "");
      // (or its years right after it: "porter at the glen hotel 2015-2019")
      const yearAfter = end < 0 && /^\s*\(?(?:19|20)\d{2}\b/.test(whole.slice(at + run.length));
      const theName = name[0] === "the" && name.length >= 3 && !GENERIC_AFTER_THE.has(name[1]!) && (/^(?:since|from)$/.test(wordAfter) || yearAfter);
      if (!name.length || (NAME_OPENS_NOT.has(name[0]!) && !theName)) return run;
      return [capitalisedName(name), ...words.slice(name.length)].join(" ");
    },
  );
}

/** Words that make a lower-case school's kind no name of one ("junior high school", "local college", "nursing school"). */
const SCHOOL_KIND_NOT_NAME = new Set(
  "a an the my our his her their this that some any local public private state junior senior middle primary elementary secondary high sixth form community night summer boarding catholic art arts law medical medicine nursing business beauty culinary cooking technical tech vocational trade grad graduate police military film drama music dance language driving flight cosmetology barber hairdressing same other new old good small big".split(
    " ",
  ),
);

/**
 * "graduated rowan creek high school 2018", "sat my exams in 2010 at elm fields grammar school": a school's name typed in
 * lower case, its own words before the kind of school ("high school", "community school", "college"), after the word that leads to
 * it, gets a name's capitals, so it reads as a school, whether or not the rest of the prompt has capitals.
 */
function capitaliseLowerCaseSchools(text: string): string {
  return text.replace(
    /(?<=\b(?:graduated|graduating|graduate|from|at|in|attended|finished|left|to)\s+)((?:\p{Ll}[\p{Ll}'’-]+\s+){1,3})((?:high|secondary|community|grammar|comprehensive|public|senior\s+high|junior\s+high)\s+school|(?:community\s+)?college|academy)(?![\p{L}\d])/gu,
    (match, words: string, kind: string) => {
      const parts = words.trim().split(/\s+/);
      if (parts.some((word) => SCHOOL_KIND_NOT_NAME.has(word) || NAME_ENDS.has(word) || SPAN_WORD.test(word))) return match;
      if (nlp(parts.join(" ")).has("(#Verb|#Adjective|#Adverb|#Determiner|#Preposition|#Pronoun|#Conjunction|#Value)")) return match;
      return capitalisedName([...parts, ...kind.split(/\s+/)]);
    },
  );
}

/** The letters of degrees as they are written, for a prompt typed without capitals ("bsc surveying" → "BSc surveying"). */
const DEGREE_LETTERS: Readonly<Record<string, string>> = {
  bsc: "BSc",
  msc: "MSc",
  mba: "MBA",
  phd: "PhD",
  btech: "BTech",
  mtech: "MTech",
  bcom: "BCom",
  mcom: "MCom",
  bba: "BBA",
  hnd: "HND",
  llb: "LLB",
  llm: "LLM",
  mbbs: "MBBS",
  beng: "BEng",
  meng: "MEng",
};

function capitaliseDegreeLetters(text: string): string {
  return (
    text
      .replace(
        /(?<![\p{L}\d@./-])(?:bsc|msc|mba|phd|btech|mtech|bcom|mcom|bba|hnd|llb|llm|mbbs|beng|meng)(?![\p{L}\d@-])/gu,
        (word) => DEGREE_LETTERS[word] ?? word,
      )
      // "passed my ged in 2017": the high-school equivalency, said as one's own
      .replace(/\b(my|a|the|his|her|their|got|earned|passed)\s+ged\b/g, "$1 GED")
  );
}

/** "on a family orchard (hillcrest apple co) from 2010": words in brackets before the dates that follow them are a name. */
function capitaliseBracketedDated(text: string): string {
  return text.replace(/(?<=\p{Ll}\s*\()(\p{Ll}[\p{Ll}&'-]*(?:\s+\p{Ll}[\p{Ll}&'-]*){1,4})(?=\)\s+(?:from\s+)?(?:19|20)\d{2}\b)/gu, (words: string) => {
    const parts = words.split(/\s+/);
    if (!mayBeName(parts)) return words;
    return capitalisedName(parts);
  });
}

/**
 * "… then kelp cafe 2018 till now as barista": the words after "then" with the job's years right after them are the employer's name,
 * when they are no title, verb or other part of a sentence.
 */
function capitaliseDatedAfterThen(text: string): string {
  return titleLineThenEmployer(text).replace(
    /(?<=\bthen\s+)(\p{Ll}[\p{Ll}&'-]*(?:\s+\p{Ll}[\p{Ll}&'-]*){0,3})(?=,?\s+\(?(?:19|20)\d{2}\s*(?:[-–—]|to\b|till\b|until\b|\)))/gmu,
    (words: string) => {
      const parts = words.split(/\s+/);
      if (!mayBeName(parts, (word) => SPAN_WORD.test(word) || NOT_EMPLOYER_WORDS.has(word))) return words;
      // (a name's last word may read as a verb: "lotus nails")
      if (titleScore(words) > 0 || nlp(parts[0]!).has("#Verb") || nlp(words).has("(#Adverb|#Determiner|#Preposition|#Pronoun|#Conjunction|#Actor|#Value)")) {
        return words;
      }
      return capitalisedName(parts);
    },
  );
}

/**
 * "barista 5 yrs. bean lab 2016-2020": a sentence of only a title and how long it was held, then one opening with a name and its
 * years, tell one job ("barista at Bean Lab 2016-2020").
 */
function titleLineThenEmployer(text: string): string {
  return text.replace(
    /(?<=^|[.!?]\s+|\n\s*)(\p{Ll}+(?:\s+\p{Ll}+){0,2})\s+\d{1,2}\s*(?:yrs?|years?)\.?\s+(\p{Ll}[\p{Ll}&'-]*(?:\s+\p{Ll}[\p{Ll}&'-]*){0,3})(?=,?\s+\(?(?:19|20)\d{2}\s*(?:[-–—]|to\b|till\b|until\b))/gmu,
    (match, title: string, words: string) => {
      const parts = words.split(/\s+/);
      if (titleScore(title) <= 0 || !mayBeName(parts)) return match;
      if (titleScore(words) > 0 || nlp(parts[0]!).has("#Verb") || nlp(words).has("(#Determiner|#Preposition|#Pronoun|#Conjunction|#Value)")) return match;
      return `${title} at ${capitalisedName(parts)}`;
    },
  );
}

/** "for three years", "with some time off": words of a span of time or an amount name no employer. */
const SPAN_WORD =
  /^(?:years?|months?|weeks?|days?|while|time|one|two|three|four|five|six|seven|eight|nine|ten|some|few|several|many|long|free|good|me|us|them|him|her|you)$/;

/** "a land surveyor with delta geomatics since 2018": the words after "with" up to a start date are the employer's name. */
function capitaliseDatedWith(text: string): string {
  return text.replace(
    // "driving vans for swiftline couriers since 2019", "two years with noor fabrication (2015 to 2017)": "for" an employer too, and
    // the years may follow the name directly or in brackets
    /(?<=(?:^|\s)(?:with|for)\s+)(\p{Ll}[\p{Ll}&'-]*(?:\s+(?!(?:since|from)\s)\p{Ll}[\p{Ll}&'-]*){0,3})(?=\s+(?:(?:since|from)\s+(?:\p{L}+\s+)?|\(\s*)?(?:19|20)\d{2}\b)/gu,
    (words: string) => {
      const parts = words.split(/\s+/);
      if (!mayBeName(parts, (word) => SPAN_WORD.test(word))) return words;
      return capitalisedName(parts);
    },
  );
}

/** Words after "for" or "with" that name no employer ("for years", "with kids"). */
const NOT_EMPLOYER_WORDS = new Set(
  "years year months month weeks ages life fun free money cash kids children family them me him her us you people customers clients friends".split(" "),
);

/**
 * "deliveries for kite couriers since june 2022", "hauled timber for arden sawmills 2015-2019", "since 2019 a porter with elm bay
 * hospital trust.": the words after "for" or "with" are the employer's name when the job's years follow them, or when the clause gave its
 * year before them (or after an "as a …" they end at) and they close it (two words or more then).
 */
function capitaliseDatedForWith(text: string): string {
  return text.replace(
    /(?<=(?:^|\s)(?:for|with)\s+)(\p{Ll}[\p{Ll}&'-]*(?:\s+\p{Ll}[\p{Ll}&'-]*){0,4}?)(?=(\s+(?:(?:since|from)\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{Ll}*\.?\s+)?(?:19|20)\d{2}\b)|\s*[.,;!?](?:\s|$)|\s+as\s+(?:an?\s+)?\p{Ll}|\s*$)/gu,
    (words: string, _run: string, yearsAfter: string | undefined, at: number, whole: string) => {
      const parts = words.split(/\s+/);
      if (!mayBeName(parts, (word) => NOT_EMPLOYER_WORDS.has(word))) return words;
      if (!yearsAfter) {
        const sentence = `${
          whole
            .slice(0, at)
            .split(/[.!?;]\s/)
            .at(-1) ?? ""
        } ${whole.slice(at).split(/[.!?;](?:\s|$)/)[0] ?? ""}`;
        if (parts.length < 2 || !/\b(?:19|20)\d{2}\b/.test(sentence)) return words;
      }
      return capitalisedName(parts);
    },
  );
}

/** "currently working in lotus travel agency as ticketing clerk since 2021": the words after "working in" up to "as" its title are the employer's name. */
function capitaliseWorkingInAs(text: string): string {
  return text.replace(
    /(?<=\b(?:working|work|works|worked|employed)\s+in\s+)(\p{Ll}[\p{Ll}&'-]*(?:\s+\p{Ll}[\p{Ll}&'-]*){1,4}?)(?=\s+as\s+(?:an?\s+)?\p{Ll}[^.!?;]*\b(?:19|20)\d{2}\b)/gu,
    (words: string) => {
      const parts = words.split(/\s+/);
      if (!mayBeName(parts, (word) => NOT_EMPLOYER_WORDS.has(word))) return words;
      return capitalisedName(parts);
    },
  );
}

/**
 * "i was kitchen helper in cantina sol 2011-2015", "now storekeeper in rama building supplies llc since 2020", "2012-2015 fitter in
 * kora tyre shop.": after a title, the words after "in" (or "in the") up to the job's years (or, when the years come before the title, up to
 * the clause's end) are the employer's name (as English learners write "at"), unless they name a town; written "at" the employer.
 */
function capitaliseDatedWithIn(text: string): string {
  return text.replace(
    /(?<=((?:19|20)\d{2}\s+)?)\b(\p{Ll}+(?:\s+\p{Ll}+){0,2})(\s+in\s+(?:the\s+)?)(\p{Ll}[\p{Ll}&'-]*(?:\s+\p{Ll}[\p{Ll}&'-]*){0,4}?)(?=(,?\s+(?:for\s+(?:\d{1,2}|a|one|two|three|four|five|six)\s+(?:years?|months?)\s+)?(?:(?:from|since)\s+)?(?:(?:[Jj]an|[Ff]eb|[Mm]ar|[Aa]pr|[Mm]ay|[Jj]un|[Jj]ul|[Aa]ug|[Ss]ep|[Oo]ct|[Nn]ov|[Dd]ec)\p{Ll}*\.?\s+)?(?:19|20)\d{2}\b)|\s*[.,;]|$)/gu,
    (match, yearBefore: string | undefined, lead: string, joint: string, words: string, yearAfter: string | undefined) => {
      if (!yearAfter && !yearBefore) return match;
      const parts = words.split(/\s+/);
      // "then delivery boy", "that storekeeper": the title is the last words before "in" that the parser (or the tagger, by its
      // last word) knows as one, no joining word of the sentence opening them
      const leadWords = lead.split(/\s+/);
      const from = leadWords.findIndex(
        (word, i) =>
          !/^(?:then|now|that|this|and|as|was|were|is|am|a|an|the|my|also|later|before|after|so|job|work)$/.test(word) &&
          (titleScore(leadWords.slice(i).join(" ")) > 0 || nlp(leadWords.at(-1)!).has("#Actor")),
      );
      if (from < 0 || !mayBeName(parts)) return match;
      // after "in the", only a name that ends in a kind of business ("the harbour cafe"), not a part of one ("the city", "the icu")
      if (/\bthe\s+$/.test(joint) && (parts.length < 2 || !ENDS_IN_BUSINESS_KIND.test(parts.at(-1)!))) return match;
      const name = capitalisedName(parts);
      // read "at" the employer, as the title's patterns read an employer (after "in" they would take a town or a department)
      // ("a waitress in the harbour cafe for 2 years 2019 - 2021": the article before the name goes with "in")
      return parsePlace(name) ? match : `${lead}${joint.replace(/in\s+(?:the\s+)?/, "at ")}${name}`;
    },
  );
}

const ENDS_IN_BUSINESS_KIND = new RegExp(String.raw`^(?:${BUSINESS_KIND})$`, "u");

/** "nurse in pune", "surveyor, leeds.": in a prompt typed without capitals, a town the place list knows after "in" or a comma gets its capital. */
function capitaliseTowns(text: string): string {
  return text.replace(/(?<=(?:^|\s)in\s+|,\s+)(\p{Ll}+(?:\s+\p{Ll}+)?)(?=\s*(?:[,.;!?]|$))/gmu, (words: string) => {
    const capitalised = words.replace(/(?<=^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase());
    return parsePlace(capitalised) ? capitalised : words;
  });
}

/**
 * "my name is jorge luis pardo and …", "i'm meera pillai, nurse …", "femi adeyemo, surveyor, …": in a prompt typed without
 * capitals, the two to four words the person introduces themself with ("name suresh babu," too, or that open the text), up to a
 * comma, "and", "from", their age ("i'm dermot quinlan 61 from …") or the sentence's end, are their name; after "I'm" or at the start only words that are no verb, adjective, title or other part
 * of a sentence. The name is the fewest words before such an end ("i'm zandile mabuza from kwathema": not "from kwathema" too).
 */
function capitaliseIntroducedName(text: string): string {
  // "i'm kayla, kayla dobbs": a given name said alone, then again with the surname, is one introduction
  // ("- tomas reyes, leeds uk": a list's marker before the name that opens the text likewise)
  return withoutRestatedName(text).replace(
    /(?<=^\s*(?:[-–—*•·]\s+)?|(?:^|[.!?,]\s+|\n\s*|\b(?:hi|hiya|heya|hello|hey|yo|so|ok|okay|well)\s+)(?:([Mm]y\s+name\s+is|[Mm]y\s+name's|[Nn]ame's|[Nn]ame\s+is|[Nn]ame:?|[Tt]his\s+is|[Ii]t'?s|[Ii]t\s+is)|I'm|I\s+am)\s+)(?!(?:is|hi|hiya|heya|hello|hey|yo|so|ok|okay|well|it's|its|name|my)\s)(\p{Ll}[\p{Ll}'-]*(?:\s+\p{Ll}[\p{Ll}'-]*){1,3}?)(?=\s*(?:,|[.!?]|$|\s+(?:and|from|here|btw|lol|haha|tbh|thanks|thx)\b|\s+I(?:'m|\s+am)\s|\s+\d{1,2}\s+(?:from|and|in|here)\b|\s+\d{1,2}\s*[,.]))/gu,
    (run: string, named: string | undefined, words: string) => {
      const parts = words.split(/\s+/);
      if (!mayBeName(parts)) return run;
      if (!named && (nlp(words).has("(#Verb|#Adjective|#Adverb|#Determiner|#Preposition|#Pronoun|#Conjunction)") || titleScore(words) > 0)) return run;
      // "peters-obi": each part of a hyphenated name has its capital
      return run.replace(
        words,
        parts.map((word) => word.replace(/(^|-)(\p{Ll})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase())).join(" "),
      );
    },
  );
}

function withoutRestatedName(text: string): string {
  return text.replace(/\b(I'm|I\s+am)\s+(\p{L}[\p{Ll}'-]+),\s+(?=(\p{L}[\p{Ll}'-]+)\s+\p{L})/gu, (said, intro: string, alone: string, again: string) =>
    alone.toLowerCase() === again.toLowerCase() ? `${intro} ` : said,
  );
}

/**
 * "Before teaching she was a shift lead at …", "Before nursing, I worked as …": the field left named in lower case is no job of
 * its own; the clause tells the role before, as "Before that" would.
 */
function beforeAnEarlierField(text: string): string {
  return text.replace(
    /\b(Before)\s+(?!(?:that|this|then|joining|moving|starting|becoming)\b)\p{Ll}+(?:\s+\p{Ll}+){0,1},?\s+(?=(?:I|he|she|they)\s+(?:was|were|worked)\b)/gu,
    "$1 that ",
  );
}

/**
 * "… joined Kestrel Bank in 2016 as a teller and since 2021 worked as head teller at the Marlow branch": a branch, office or
 * store of the employer named just before is where in it the work was done; the employer stays the one named ("there").
 */
function branchOfEmployer(text: string): string {
  return text.replace(
    /\s+(?:at|in)\s+(?:the|their|its)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}\s+(?:branch|office|store|outlet|site|depot|location|campus)\b/gu,
    (said, offset: number, whole: string) => {
      // (only after an employer named in the same or the sentence before, whose part it is)
      const before = whole
        .slice(Math.max(0, offset - 250), offset)
        .split(/[.!?](?:\s|$)|\n/)
        .slice(-2)
        .join(" ");
      return /\b(?:joined|at|with|for)\s+(?:the\s+)?\p{Lu}[\p{L}'’&.-]*/u.test(before) ? " there" : said;
    },
  );
}

/** The trade a verb of the work names, where a role is told by what was done ("drove for X"): no title word is said. */
const TRADE_OF_VERB: Record<string, string> = {
  drove: "driver",
  cooked: "cook",
  cleaned: "cleaner",
  tutored: "tutor",
  coached: "coach",
  bartended: "bartender",
  nannied: "nanny",
  babysat: "babysitter",
  waitressed: "waitress",
  "waited tables": "waiter",
  "bussed tables": "busser",
};

/**
 * "Before that he drove for Northway Cabs from 2013 to 2016", "i bussed tables at Rio Grill" → "… worked as a driver for …":
 * a role told only by the work done names its trade by the verb.
 */
function tradeOfVerb(text: string): string {
  return text
    .replace(
      // "he drove a delivery van for X", "I drove a forklift at X": the vehicle driven names the trade
      new RegExp(
        String.raw`\b(I|i|he|she|they|[Hh]e|[Ss]he|[Tt]hey)\s+drove\s+(?:a|an)\s+(${VEHICLE_KIND}\s+)?(${VEHICLE})\s+(for|at|with)\s+(?=(?:the\s+)?\p{Lu})`,
        "gu",
      ),
      (said, subject: string, kind: string | undefined, vehicle: string, word: string, offset: number, whole: string) =>
        titledAfter(whole.slice(offset + said.length)) ? said : `${subject} worked as a ${kind ?? ""}${vehicle} driver ${word} `,
    )
    .replace(
      new RegExp(
        String.raw`\b(I|i|he|she|they|[Hh]e|[Ss]he|[Tt]hey)\s+(${Object.keys(TRADE_OF_VERB)
          .map((verb) => verb.replace(/ /g, String.raw`\s+`))
          .join("|")})\s+(for|at|with)\s+(?=(?:the\s+)?\p{Lu})`,
        "gu",
      ),
      (said, subject: string, verb: string, word: string, offset: number, whole: string) =>
        titledAfter(whole.slice(offset + said.length)) ? said : `${subject} worked as a ${TRADE_OF_VERB[verb.replace(/\s+/g, " ")]} ${word} `,
    );
}

/** "drove for X as an HGV driver": a title said after the employer, in the same clause, stands. */
function titledAfter(rest: string): boolean {
  return /\bas\s/.test(rest.split(/[.;!?\n,]|\s(?:and|but|then)\s/)[0]!);
}

/**
 * "… joined Moniepoint in 2022. Still there.", "…, where I still work": a sentence or clause that only
 * says the job goes on belongs to the clause before it.
 */
function stillThere(text: string): string {
  return text
    .replace(/,?\s+where\s+(?:I|he|she|they)\s+(?:still\s+works?|(?:am|is|are)\s+still\s+working)(?=\s*(?:[.!;]|$))/g, ", still there")
    .replace(
      /[.!]\s+(still\s+(?:there|working\s+there|with\s+(?:them|it)|employed\s+there))(?=\s*(?:[.!]|$))/gi,
      (_match, words: string) => `, ${words.toLowerCase()}`,
    );
}

const EMPLOYMENT_TYPE = String.raw`(?:Full-time|Part-time|Contract|Freelance|Self-employed|Internship|Apprenticeship|Seasonal|Temporary)`;
/** "Full-time · 4 yrs 5 mos", "3 yrs": the line under a company that groups several roles (LinkedIn's layout). */
const GROUP_LINE = new RegExp(String.raw`^(?:(${EMPLOYMENT_TYPE})\s*[·•|]\s*)?\d+\s+(?:yrs?|years?|mos?|months?)(?:\s+\d+\s+(?:mos?|months?))?$`, "i");
const DATED_LINE = /(?:19|20)\d{2}\s*[-–—]\s*(?:present|current|now|\p{L}*\.?\s*(?:19|20)\d{2})/iu;

/**
 * LinkedIn's grouped roles — the company, "Full-time · 4 yrs 5 mos", then title and dates for each role —
 * written out one role at a time, each as title, company and dates, the shape of an ungrouped role.
 */
function ungroupRoles(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const company = lines[i]!.trim();
    const group = GROUP_LINE.exec(lines[i + 1]?.trim() ?? "");
    const roles: string[][] = [];
    let next = i + 2;
    if (group && company && !/\d/.test(company) && company.split(/\s+/).length <= 6) {
      while (next + 1 < lines.length && lines[next]!.trim() && !DATED_LINE.test(lines[next]!) && DATED_LINE.test(lines[next + 1]!)) {
        roles.push([lines[next]!.trim(), group[1] ? `${company} · ${group[1]}` : company, lines[next + 1]!.trim()]);
        next += 2;
      }
    }
    if (roles.length < 2) {
      out.push(lines[i]!);
      continue;
    }
    out.push(roles.map((role) => role.join("\n")).join("\n\n"));
    i = next - 1;
  }
  return out.join("\n");
}

/** The document's own name, in the languages a pasted CV is written in ("Hoja de vida", "Lebenslauf", "个人简历"). */
const DOCUMENT_TITLE = String.raw`(?:curriculum\s+vitae|curr[íi]culo|r[ée]sum[ée]|cv|c\.v\.|bio-?data|hoja\s+de\s+vida|lebenslauf|个人简历|個人簡歷|简历|簡歷|履歴書|이력서)`;

/**
 * "Curriculum Vitae", "Résumé" alone on the first line, or two of its names ("HOJA DE VIDA / CV") is the document's title, not the person's name; so is a profile's heading
 * in capitals, with whoever prepared it ("CANDIDATE SUMMARY — compiled by Harbour Talent").
 */
function withoutDocumentTitle(text: string): string {
  return (
    text
      .replace(new RegExp(String.raw`^\s*${DOCUMENT_TITLE}(?:\s*[/|·–—-]\s*${DOCUMENT_TITLE})*\s*[:.]?[ \t]*\n`, "iu"), "")
      // "C U R R I C U L U M   V I T A E": the title with its letters spaced out
      .replace(/^\s*((?:\p{L} +){2,}\p{L})[ \t]*\n/u, (line, letters: string) =>
        /^(?:curriculumvitae|r[ée]sum[ée]|cv|biodata)$/i.test(letters.replace(/\s+/g, "")) ? "" : line,
      )
      .replace(
        /^\s*(?:(?:CANDIDATE|APPLICANT|CONSULTANT|EXECUTIVE|PROFESSIONAL)\s+)?(?:PROFILE|SUMMARY|BIOGRAPHY|BIO)\b(?:\s*[—–:|-]\s*(?:prepared|presented|submitted|compiled)\s+(?:by|for)\b[^\n]*)?[ \t]*\n/u,
        "",
      )
  );
}

const SCHOOL_NAME = String.raw`(?:(?:University|College|Institute|Academy)\s+of\s+(?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}|\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,4}\s+(?:University|College|Institute|Polytechnic|Academy))`;

/**
 * "MSc 2009 and BSc 2006, both from X" → one clause per degree, each with the school; "a diploma from
 * the same university" → the school named last before it.
 */
function sharedSchools(text: string): string {
  const degree = String.raw`(?:${DEGREE_ABBREVIATION}|Bachelor|Master|Diploma|Doctorate|Associate)[^,;.()]{0,40}?`;
  const both = new RegExp(
    String.raw`\b(${degree})\s+\(?((?:19|20)\d{2})\)?\s+and\s+(?:an?\s+)?(${degree})\s+\(?((?:19|20)\d{2})\)?,?\s+both\s+(?:from|at)\s+(?:the\s+)?(${SCHOOL_NAME})`,
    "gu",
  );
  const split = text.replace(
    both,
    (_match, first: string, firstYear: string, second: string, secondYear: string, school: string) =>
      `${first}, ${school}, ${firstYear}; ${second}, ${school}, ${secondYear}`,
  );
  return split.replace(/\bthe\s+same\s+(?:university|college|school|institute|institution)\b/gi, (same, offset: number, whole: string) => {
    const named = [...whole.slice(0, offset).matchAll(new RegExp(SCHOOL_NAME, "gu"))].at(-1)?.[0];
    return named ? `the ${named}`.replace(/^the\s+(?!(?:University|College|Institute|Academy)\s+of\b)/u, "") : same;
  });
}

/** "good w excel", "experienced w/ Figma", "driver w/ Harbour Lift Co": the chatty "w" is "with". */
function chattyWith(text: string): string {
  return text.replace(/\b(good|great|handy|decent|solid|confident|skilled|experienced|familiar|comfortable)\s+w\/?(?=\s)/gi, "$1 with");
}

/**
 * "# Dina Haddad", "## Experience", "**N26**, Berlin": the marks of Markdown are no part of what they
 * set apart; a heading's hashes and the stars or underscores around bold text go, the words stay.
 * So do the pictographs set as decoration ("🌱 Currently head of sales at …") and a trade mark's sign ("ARBORIST®").
 */
function withoutMarkdown(text: string): string {
  return (
    text
      .replace(/(?:\p{Emoji_Presentation}|\u200d|\ufe0f)+[ \t]*/gu, "")
      // "a certified ARBORIST® with …": a trade mark's sign after a word is no part of it
      .replace(/(?<=[\p{L}\d])[®™℠]/gu, "")
      .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, "")
      .replace(/\*\*([^*\n]+)\*\*/g, "$1")
      .replace(/(?<![\p{L}\d_])__([^_\n]+)__(?![\p{L}\d_])/gu, "$1")
  );
}

/**
 * "04/2020 – heute", "2019 - presente", "2018 – aujourd'hui": the word for "now" in another language
 * (or "continuing", "till date") closing a date range is the range's "present".
 */
// (and "March 2018 to Continuing", "2019 - till date": how some write "present" in English too)
const FOREIGN_PRESENT_RE = new RegExp(
  String.raw`((?:19|20)\d{2}\s*(?:[-–—]|\bto\b|\bbis\b|\ba\b)\s*)(?:continuing|till\s+date|${wordsPattern(OTHER_LANGUAGE_PRESENT)})(?![\p{L}])`,
  "giu",
);
/** "2019 – heute / present", "2019 – present / aktuell": an ongoing end told in two languages, and the English word for it. */
const TWO_LANGUAGE_END = /((?:19|20)\d{2}\s*[–—-]\s*)(?:\p{L}+\s*\/\s*(present|now|current|today)\b|(present|now|current|today)\s*\/\s*\p{L}+)/giu;

/** The end told once, in English ("2019 – present"), for the résumé parser as for the writer. */
export function withOneLanguageEnds(text: string): string {
  return text.replace(TWO_LANGUAGE_END, (_said, range: string, after?: string, before?: string) => `${range}${after ?? before}`);
}

/** "2019 a la fecha" → "2019 – present": the present joined to its start by a word the parser takes for no joiner ("a" is English too). */
export function withPresentJoinedByWord(text: string): string {
  return text.replace(FOREIGN_PRESENT_RE, (said, range: string) => (/\s+a\s+$/.test(range) ? `${range.replace(/\s+a\s+$/, " – ")}present` : said));
}

function foreignPresent(text: string): string {
  return withOneLanguageEnds(withPresentJoinedByWord(text).replace(FOREIGN_PRESENT_RE, "$1present"));
}

const englishMonth = (name: string) => {
  const month = OTHER_LANGUAGE_MONTHS.get(name.replace(/\.$/, "").toLowerCase());
  return month === undefined ? name : MONTH_NAMES[month - 1]!;
};
const MONTH_FORMS = [...OTHER_LANGUAGE_MONTHS.keys()];
const MONTH_BEFORE_YEAR_RE = new RegExp(
  String.raw`(?<![\p{L}])(${wordsPattern(MONTH_FORMS.filter((form) => !needsTwoDates(form)))})(?![\p{L}])\.?(?:\s+(?:de|del|of))?\s+(?=(?:19|20)\d{2}\b)`,
  "giu",
);
const WORD_MONTHS = wordsPattern(MONTH_FORMS.filter(needsTwoDates));
const WORD_MONTH_AT_START_RE = new RegExp(
  String.raw`(?<![\p{L}])(?:${WORD_MONTHS})\.?(?=\s+(?:19|20)\d{2}\s*[-–—]\s*(?:\p{L}{3,9}\.?\s+(?:19|20)\d{2}\b|present\b))`,
  "giu",
);
const WORD_MONTH_AT_END_RE = new RegExp(
  String.raw`(?<=(?<![\p{L}])\p{L}{3,9}\.?\s+(?:19|20)\d{2}\s*[-–—]\s*)(?:${WORD_MONTHS})\.?(?=\s+(?:19|20)\d{2}\b)`,
  "giu",
);
const SINCE_BEFORE_YEAR_RE = new RegExp(String.raw`(?<![\p{L}])(?:${wordsPattern(OTHER_LANGUAGE_SINCE)})\s+(?=(?:\p{L}+\s+)?(?:19|20)\d{2}(?!\d))`, "giu");
const UNTIL_BETWEEN_DATES_RE = new RegExp(
  String.raw`((?:${MONTH_PATTERN}\s+)?(?:19|20)\d{2})\s+(?:${wordsPattern(OTHER_LANGUAGE_UNTIL)})\s+(?=(?:${MONTH_PATTERN}\s+)?(?:19|20)\d{2}\b|present\b)`,
  "gu",
);

/**
 * "marzo de 2019 a enero 2022", "(mars 2019 – janvier 2022)" → "March 2019 to January 2022": a month named in another language
 * before its year is that month, and "a", "hasta", "até", "à", "bis" between two such dates join a range.
 */
function foreignMonths(text: string): string {
  return (
    text
      .replace(MONTH_BEFORE_YEAR_RE, (_words: string, name: string) => `${englishMonth(name)} `)
      // "set 2019 – out 2021": a short form that is an English word too, next to a range's dash
      .replace(WORD_MONTH_AT_START_RE, englishMonth)
      .replace(WORD_MONTH_AT_END_RE, englishMonth)
      // "desde 2018", "desde março de 2019", "seit 2018", "depuis 2018": "since" in other languages
      .replace(SINCE_BEFORE_YEAR_RE, "since ")
      .replace(UNTIL_BETWEEN_DATES_RE, "$1 to ")
  );
}

/**
 * "2015.09-2019.06", "2019.07 ~ now", "since 09.2017", "from 2019.06 until now" → "09/2015-06/2019", "07/2019 - now", "since
 * 09/2017", "from 06/2019 until now": a year and month joined by a dot (the year first next to a range's dash or tilde or a word
 * that opens or closes a span, as Chinese and Korean résumés write them), in the order the other readers know.
 */
function dottedYearMonths(text: string): string {
  // "since 09.2017": a month and year joined by a dot, as Turkish and German résumés write them
  const monthFirst = text.replace(
    /(?<=(?:\b(?:since|from|in|until|till|to)|[(–—~-])\s*)(0?[1-9]|1[0-2])\.((?:19|20)\d{2})(?![\d.,]\d)|(?<![\p{L}\d.,])(0?[1-9]|1[0-2])\.((?:19|20)\d{2})(?=\s*(?:[)–—~-]|to\b|until\b))/gu,
    (_m, month?: string, year?: string, monthBefore?: string, yearBefore?: string) => `${(month ?? monthBefore)!.padStart(2, "0")}/${(year ?? yearBefore)!}`,
  );
  // (a full stop after it ends the sentence: "… 2014.09 ~ 2017.02.")
  const DOTTED = String.raw`(?<![\p{L}\d.])(?:19|20)\d{2}\.(?:0?[1-9]|1[0-2])(?!\d|\.\d)`;
  const monthYear = (date: string) => date.replace(/^(\d{4})\.(\d{1,2})$/, (_m, year: string, month: string) => `${month.padStart(2, "0")}/${year}`);
  // "from 2019.06 until now": one after a word that opens or closes a span is a date as well
  const spanWords = monthFirst.replace(
    new RegExp(String.raw`(?<=\b(?:[Ss]ince|[Ff]rom|until|till|to)\s+)${DOTTED}|${DOTTED}(?=\s+(?:to|until|till)\b)`, "gu"),
    monthYear,
  );
  return spanWords.replace(
    new RegExp(String.raw`(${DOTTED})(\s*[-–—~]\s*)(${DOTTED}|[\p{L}']+)|(?<=[-–—~]\s*)(${DOTTED})`, "gu"),
    (whole: string, start?: string, dash?: string, end?: string, alone?: string) => {
      if (alone) return monthYear(alone);
      const closing = /^\d/.test(end ?? "") ? monthYear(end!) : end!;
      return `${monthYear(start!)}${dash!.replace("~", "-")}${closing}`;
    },
  );
}

/**
 * "currently taking up law at Ateneo Law School" → "currently studying law at …": "taking up" a subject
 * at a school is studying it (a role "taken up" at an employer stays as written).
 */
function takingUpStudies(text: string): string {
  const VERB: Record<string, string> = { taking: "studying", take: "study", takes: "studies", took: "studied" };
  return text.replace(
    /\b(taking|take|takes|took)\s+up\s+(?=\p{Ll}[\p{Ll} ]{1,40}\s+at\s+(?:the\s+)?[^.,;\n]*\b(?:University|College|School|Institute|Academy|Universit\p{L}+)\b)/giu,
    (_match, verb: string) => `${VERB[verb.toLowerCase()] ?? "studying"} `,
  );
}

/**
 * "working in Ardic Construction like site engineer" → "working at Ardic Construction as site engineer": "in" an
 * organisation and "like" a title, as some write them, are "at" and "as" (a city after "in" stays).
 */
function workingInLike(text: string): string {
  // "I am working like web developer at Sao Mai Soft": "like" a title before its employer is "as"; the title may open with
  // letters ("like CNC operater in …") and, misspelt, still end as a doer's word does
  const asTitle = text.replace(
    // ("i work 4 years like cook in …": how long, said before the title, the dates after the employer tell again)
    /\b(work|works|working|worked)\s+(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:years?|months?)\s+)?like\s+(?=(?:an?\s+)?((?:\p{Lu}{2,5}\s+)?\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3})\s+(?:at|in|for|with)\s+(?:the\s+)?\p{Lu}[^.;]*?(?:19|20)\d{2}|(?:an?\s+)?((?:\p{Lu}{2,5}\s+)?\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3})\s+(?:at|in|for|with)\s+(?:the\s+)?\p{Lu})/gu,
    (words: string, verb: string, dated: string | undefined, title: string | undefined) => {
      const named = (dated ?? title)!;
      // "welder": a noun for a person the title list lacks is one too
      const person =
        titleScore(named) > 0 || nlp(named.split(/\s+/).at(-1)!).has("#Actor") || (/^\p{Lu}{2,5}\s/u.test(named) && /\p{Ll}{3,}(?:er|or)$/u.test(named));
      return person && (dated || !/\d/.test(words)) ? `${verb} as ` : words;
    },
  );
  // "now working admin clerk at Elm Moulding": a title said straight after the verb, before its employer, is one "as" that
  // ("working night shifts at …", "worked together at …" name no person's work and stay)
  const asSaid = asTitle.replace(
    /\b(work|works|working|worked)\s+(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2})(?=\s+(?:at|in|for|with)\s+(?:the\s+)?\p{Lu})/gu,
    (words: string, verb: string, title: string) =>
      !/^(?:as|at|in|for|with|on|there|here|now|still|also|mostly|mainly|currently|part|full|hard|together|closely)\b/.test(title) &&
      (titleScore(title) > 0 || nlp(title.split(/\s+/).at(-1)!).has("#Actor"))
        ? `${verb} as ${title}`
        : words,
  );
  // "… and stores clerk in Elm Rug Traders 2012-2014": a title listed after "and", "in" an organisation named with its
  // years, works "at" it (a town after "in" stays)
  const listedIn = asSaid.replace(
    /(?<=\band\s+(?:(?:a|an)\s+)?)(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2})\s+in\s+(\p{Lu}[\p{L}\d&.'-]*(?:\s+\p{Lu}[\p{L}\d&.'-]*){0,4})(?=,?\s+(?:from\s+|since\s+|\()?(?:19|20)\d{2})/gu,
    (match, title: string, organisation: string) =>
      (titleScore(title) > 0 || nlp(title.split(/\s+/).at(-1)!).has("#Actor")) && !parsePlace(organisation) ? `${title} at ${organisation}` : match,
  );
  return listedIn.replace(
    /\b(work|works|working|worked)\s+in\s+((?:the\s+)?\p{Lu}[\p{L}\d&.'-]*(?:\s+\p{Lu}[\p{L}\d&.'-]*){0,4})\s+(?:like|as)\s+(?=(?:an?\s+)?\p{Ll})/gu,
    (match, verb: string, organisation: string) => (parsePlace(organisation.replace(/^the\s+/, "")) ? match : `${verb} at ${organisation} as `),
  );
}

/**
 * "I finish bachillerato (high school) in Liceo Norte 2015", "… (high school) in 2015 at Liceo Norte" →
 * "I finished my bachillerato (high school) at Liceo Norte in 2015": a school level in the person's own
 * language, glossed in brackets, and the school it was finished at, however the year and the school are ordered.
 */
function finishedSchoolLevel(text: string): string {
  const school = String.raw`(?:the\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|do|da|del|of|the)\s+)?\p{Lu}[\p{L}'’.-]*){0,5}`;
  const year = String.raw`(?:19|20)\d{2}`;
  return text.replace(
    new RegExp(
      String.raw`\b(I|i)\s+(?:finish|finished|complete|completed)\s+(?:my\s+)?(\p{Ll}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2})\s*\(([^()]*\b(?:school|secondary|diploma|baccalaureate)\b[^()]*)\)\s+(?:in|at)\s+(?:(${school}),?\s+(?:in\s+)?(${year})|(${year}),?\s+(?:in|at)\s+(${school}))(?=\s*[.,;!]|\s+and\s|$)`,
      "gu",
    ),
    (
      _match,
      i: string,
      level: string,
      gloss: string,
      schoolFirst: string | undefined,
      yearLast: string | undefined,
      yearFirst: string | undefined,
      schoolLast: string | undefined,
    ) => `${i} finished my ${level} (${gloss}) at ${schoolFirst ?? schoolLast} in ${yearLast ?? yearFirst}`,
  );
}

/**
 * "in summer 2025 (June to August)" → "June to August 2025": months given in brackets after the year they
 * fall in are that year's.
 */
function monthsAfterYear(text: string): string {
  return text.replace(
    new RegExp(
      String.raw`\b(?:in\s+)?(?:(?:the\s+)?(?:summer|winter|spring|autumn|fall)\s+(?:of\s+)?)?((?:19|20)\d{2})\s*\(\s*(${MONTH_PATTERN})\s*(?:to|-|–|—|until)\s*(${MONTH_PATTERN})\s*\)`,
      "giu",
    ),
    (_match, year: string, from: string, to: string) => `from ${from} to ${to} ${year}`,
  );
}

/**
 * "in the summer of 2021" → "in summer 2021", "counselor at Camp Elm summer 2024" → "… at Camp Elm in summer 2024", "summer 2023 i
 * was …" → "in summer 2023 i was …": the season
 * of a year as the date patterns read it.
 */
function seasonOfYear(text: string): string {
  return (
    text
      .replace(/\b(?:the\s+)?(summer|winter|spring|autumn|fall)\s+of\s+(?=(?:19|20)\d{2}\b)/gi, "$1 ")
      .replace(
        /(?<=[\p{L})]\s+)(?<!\b(?:in|since|from|to|until|till|during|of|the|this|last|next|and|or|by|[Ii]n|[Ss]ince|[Ff]rom|[Dd]uring)\s+)(summer|winter|spring|autumn|fall)\s+(?=(?:19|20)\d{2}\b)/gu,
        "in $1 ",
      )
      // "summer 2023 i was a camp counsellor at …": a season and year opening a sentence or clause is "in" it too
      .replace(/(?<=(?:^|[.!?;,]\s+))(summer|winter|spring|autumn|fall|Summer|Winter|Spring|Autumn|Fall)\s+(?=(?:19|20)\d{2}\b)/gmu, (_said, season: string) =>
        /^\p{Lu}/u.test(season) ? `In ${season.toLowerCase()} ` : `in ${season} `,
      )
  );
}

/** "I did two internships: software engineering intern at …": the lead-in that announces a list says nothing the list does not. */
function listLeadIn(text: string): string {
  return text.replace(/(^|[.!?]\s+|\n)I\s+(?:did|had|have had|have done|held|completed)\s+(?:[\p{L}-]+\s+){0,3}[\p{L}-]+s\s*:\s+(?=\p{L})/gu, "$1");
}

/**
 * "for a local charity, Leith Food Bank, to …" → "for Leith Food Bank, a local charity, to …": the
 * employer named after the kind of place it is comes first, where the role patterns read it. A kind the
 * list lacks ("in a tannery, Brook Hides, from …") is any common noun that names no place, with a name in commas after it.
 */
function employerAfterKind(text: string): string {
  const name = String.raw`((?:\p{Lu}[\p{L}&'’.-]*)(?:\s+\p{Lu}[\p{L}&'’.-]*){0,4})`;
  const listed = text.replace(
    new RegExp(
      String.raw`\b(for|at|with|(?<=\b(?:was|were|worked|work|works)\s+)in)\s+(an?\s+(?:[\p{Ll}-]+\s+){0,2}${BUSINESS_KIND}),\s+${name}(?=\s*[,.;]|$)`,
      "gmu",
    ),
    // ("I was in a call centre, Danube Contact, as …": the person worked at it)
    (_match, preposition: string, kind: string, named: string) => `${preposition === "in" ? "at" : preposition} ${named}, ${kind}`,
  );
  return listed.replace(
    new RegExp(
      String.raw`\b(for|at|with|in)\s+(an?\s+(?:[\p{Ll}-]+\s+){0,1}(\p{Ll}[\p{Ll}-]{3,})),\s+${name},(?=\s*(?:from|since|in|between|as|where|until|till|for)\b|\s*(?:19|20)\d{2})`,
      "gmu",
    ),
    (match, preposition: string, kind: string, noun: string, named: string, at: number, whole: string) => {
      const word = nlp(noun);
      // ("live in a village, Ashby, since …": where the person lives is no employer)
      const home = /\b(?:live[ds]?|living|based|born|grew\s+up|reside[ds]?|moved)\s*$/i.test(whole.slice(Math.max(0, at - 20), at));
      const common = !home && word.has("#Noun") && !word.has("#Place") && !word.has("#Person") && !word.has("#Plural") && !parsePlace(named);
      return common ? `${preposition === "in" ? "at" : preposition} ${named}, ${kind},` : match;
    },
  );
}

/**
 * "from year 2012 to year 2015", "from 2018 year", "2012 up to 2015", "2012 up to present" → "from 2012 to 2015", "from 2018",
 * "2012 to 2015", "2012 to present": years as learners of English often write them.
 */
function learnerYears(text: string): string {
  return text
    .replace(/\b(from|to|in|since|until|till)\s+(?:the\s+)?year\s+((?:19|20)\d{2})\b/gi, "$1 $2")
    .replace(/\b((?:19|20)\d{2})\s+years?\b(?!\s+(?:of|old)\b)/gi, "$1")
    .replace(/\b((?:19|20)\d{2})\s+up\s*(?:to|till|until)\s+(?=(?:19|20)\d{2}\b|(?:now|present|today|date)\b)/gi, "$1 to ");
}

/**
 * "I work on position of logistics manager in …", "in the role of accountant", "I occupy the post of chief engineer", "My position is HR
 * specialist in …" → "… as logistics manager in …": a title named through the post it is.
 */
function postOf(text: string): string {
  return text
    .replace(/\b(occupy|occupies|hold|holds|occupied|held)\s+(?:the\s+)?(?:position|post|role)\s+of\s+(?:(?:a|an)\s+)?/gi, (_m, verb: string) =>
      /ed$|^held$/i.test(verb) ? "worked as " : /s$/i.test(verb) ? "works as " : "work as ",
    )
    .replace(/\b(?:I\s+am|I'm)\s+(?:on|in|at)\s+(?:the\s+)?(?:position|post|role)\s+of\s+(?:(?:a|an)\s+)?(?=\p{L})/gu, "I work as ")
    .replace(/\bI\s+was\s+(?:on|in|at)\s+(?:the\s+)?(?:position|post|role)\s+of\s+(?:(?:a|an)\s+)?(?=\p{L})/gu, "I worked as ")
    .replace(/\b(?:on|in|at)\s+(?:the\s+)?(?:position|post|role)\s+of\s+(?:(?:a|an)\s+)?(?=\p{L})/giu, "as ")
    .replace(/\b([Mm]y|[Hh]er|[Hh]is)\s+(?:current\s+)?(?:position|post|role|job\s+title)\s+is\s+(?:(?:a|an)\s+)?(?=\p{L})/gu, (_m, owner: string) =>
      /^my$/i.test(owner) ? "I work as " : /^her$/i.test(owner) ? "she works as " : "he works as ",
    );
}

/** "Polder Freight (route planner, 2010-2014)": an employer, then in brackets its title and the years of the job. */
const EMPLOYER_TITLE_YEARS = String.raw`(\p{Lu}[\p{L}&'’.-]*(?:\s+(?:of\s+|&\s+)?\p{Lu}[\p{L}&'’.-]*){0,5})\s+\(([\p{L}][\p{L}&/' -]{1,50}?),\s*((?:\p{L}+\s+)?(?:19|20)\d{2}\s*(?:[-–—]|to)\s*(?:(?:\p{L}+\s+)?(?:19|20)\d{2}|present|now|date|today)|since\s+(?:\p{L}+\s+)?(?:19|20)\d{2})\)`;

/**
 * "I have worked with Polder Freight (route planner, 2010-2014), Grachten Cargo (senior planner, 2014-2018) and …" →
 * "I have worked as route planner at Polder Freight (2010-2014); senior planner at Grachten Cargo (2014-2018); and at …":
 * a list of employers, each with its title and years in brackets, told as one "title at employer" clause each.
 */
function employerTitleList(text: string): string {
  const item = new RegExp(String.raw`(\b(?:with|for|at)\s+|,\s+(?:and\s+)?|\s+and\s+)${EMPLOYER_TITLE_YEARS}`, "gu");
  let listed = false;
  const out = text.replace(item, (match, joint: string, employer: string, title: string, years: string) => {
    if (/\d/.test(title) || titleScore(title) === 0) return match;
    listed = true;
    const lead = /^(?:with|for|at)\b/.test(joint.trim()) ? "as " : /\band\b/.test(joint) ? "; and " : "; ";
    return `${lead}${title} at ${employer} (${years})`;
  });
  // "…; and Maasbrug Logistics BV, where I …": the employer the list ends on is worked "at" too
  return listed ? out.replace(/(\((?:[^()]*\d{4}[^()]*)\))\s+and\s+(?=\p{Lu}[^,;.()]*,\s+where\b)/gu, "$1; and at ") : out;
}

/**
 * "first as a stock clerk and, from 2017, as a buyer", "… and then, in 2017, as …", "… and then as a buyer from 2017" → "first as a
 * stock clerk and from 2017 as a buyer": the later title's year set off by commas, or said after it, inside one job's sentence, read as one clause.
 */
function firstAsThenFrom(text: string): string {
  return (
    text
      .replace(
        /\b((?:first|initially)\s+as\s+[^.,;()]{2,60}?)\s+and\s*,?\s*(?:then\s*,?\s*)?(from|in|since)\s+((?:\p{L}+\s+)?(?:19|20)\d{2}),?\s+as\s+/gu,
        (_match, first: string, word: string, year: string) => `${first} and ${word} ${year} as `,
      )
      // "first as an apprentice joiner and then as a site joiner from 2008": the later title's year said after it is moved before it
      .replace(
        /\b((?:first|initially)\s+as\s+[^.,;()]{2,60}?)\s+and\s+(?:then\s+)?as\s+([^.,;()\d]{2,60}?)\s+(from|since|in)\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b(?!\s*(?:[-–—]|to\b|until\b|till\b))/gu,
        (_match, first: string, later: string, word: string, year: string) => `${first} and ${word} ${year} as ${later}`,
      )
  );
}

/**
 * "- Ridgeway Bank: Teller (2012–2015), Loan Officer (2015–2019), Branch Manager (2019 – date)" → one line per title, "- Teller
 * at Ridgeway Bank (2012–2015)" …: an employer's name before a colon, then the titles held there, each with its years in brackets.
 */
function employerThenTitles(text: string): string {
  return text.replace(
    /^([ \t]*(?:[-–•*·][ \t]+)?)(\p{Lu}[^\n:()\d]{1,60}?):[ \t]+((?:[^\n()]{2,60}?\s*\([^()\n]*(?:19|20)\d{2}[^()\n]*\)\s*(?:,|;|\band\b|$)[ \t]*){2,})$/gmu,
    (match, bullet: string, employer: string, list: string) => {
      const items = [...list.matchAll(/\s*(?:and\s+)?([^()]+?)\s*(\([^()]*\))\s*(?:[,;]|$)?/gu)].map((item) => [item[1]!.trim(), item[2]!]);
      if (items.length < 2 || items.some(([title]) => !/^\p{L}/u.test(title!) || titleScore(title!.split(",")[0]!) === 0)) return match;
      return items.map(([title, years]) => `${bullet}${title} at ${employer.trim()} ${years}`).join("\n");
    },
  );
}

/**
 * "helper at Vyttila Motors 2012 to 2015 then driver at …", "… 2015-2019 after that supervisor at …": a job's years, then a
 * joining word that opens the next job, written without the comma between them.
 */
function runOnJobs(text: string): string {
  return text.replace(/\b((?:19|20)\d{2})[ \t]+(?=(?:and[ \t]+)?(?:then|after[ \t]+that|before[ \t]+that|now)[ \t]+\p{Ll})/gu, "$1, ");
}

/**
 * "In 2016 I moved to Muscat to Corniche Tower Hotel as front office supervisor" → "… moved to Corniche Tower Hotel in Muscat as …": the
 * town moved to, then the employer moved to there, read as the employer in its town.
 */
function movedToTownToEmployer(text: string): string {
  return text.replace(
    /\b(moved|relocated|came)\s+to\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)\s+to\s+(?:the\s+)?(\p{Lu}[^,.;()]*?)(?=\s+as\s+)/gu,
    (match, verb: string, town: string, employer: string) => (parsePlace(town) && !parsePlace(employer) ? `${verb} to ${employer} in ${town}` : match),
  );
}

/** "… in 2013 and joined Kaveri Bank as a teller that same year" → "… as a teller in 2013": the year said last before it in the sentence. */
function sameYear(text: string): string {
  return text.replace(/(?:\s+in)?\s+(?:the|that)\s+same\s+year\b/gi, (match, offset: number, whole: string) => {
    const sentence =
      whole
        .slice(0, offset)
        .split(/[.!?](?:\s|$)|\n/)
        .at(-1) ?? "";
    const year = [...sentence.matchAll(/\b(?:19|20)\d{2}\b/g)].at(-1)?.[0];
    return year ? ` in ${year}` : match;
  });
}

/**
 * "a nursing major at Ozark State", "majoring in Nursing at Ozark State" → "studying nursing at Ozark State": a
 * student's subject and school, as the schooling patterns read them.
 */
function majorAt(text: string): string {
  return text
    .replace(/\b(?:(?:a|an)\s+)?((?:[\p{L}&-]+\s+){0,2}?[\p{L}&-]+)\s+major\s+(?=at\s+(?:the\s+)?\p{L})/gu, (match, subject: string) =>
      /^(?:a|an|the|my|his|her|their|double|minor|I|I'm|is|was|am)$/i.test(subject.split(/\s+/)[0]!) ? match : `studying ${subject} `,
    )
    .replace(/\bmajoring\s+in\s+(?=\p{L}[^,.;]*?\s+at\s+(?:the\s+)?\p{Lu})/gu, "studying ");
}

/** "a) Cashier – Elm Foods – 2016-2019": a lettered list's marker, "a)" or "(b)", opening a line. */
const LETTER_MARKER = /^([^\S\n]*)\(?[a-h]\)[^\S\n]+(?=\S)/gm;

/** A list lettered "a)", "b)", … on two lines or more has its letters dropped, as a list's numbers are: they are no part of a title or an employer. */
function withoutLetterMarkers(text: string): string {
  return (text.match(LETTER_MARKER) ?? []).length >= 2 ? text.replace(LETTER_MARKER, "$1") : text;
}

/** The steps in order: years first, so the later steps see whole years. */
const STEPS: ((text: string) => string)[] = [
  withoutMarkdown,
  withoutLetterMarkers,
  (text) => text.replace(/\bthru\b/g, "through"),
  dottedYearMonths,
  foreignPresent,
  foreignMonths,
  learnerYears,
  postOf,
  monthsAfterYear,
  seasonOfYear,
  listLeadIn,
  expandApostropheYears,
  numericMonthShortYears,
  leavingIn,
  plainMonthsAndParts,
  spanAndTitleInBrackets,
  noteAfterTitle,
  noteAfterSpan,
  monthTwoDigitYears,
  expandShortRangeEnd,
  openRangeEnd,
  clauseBreaks,
  employerTitleList,
  firstAsThenFrom,
  employerThenTitles,
  runOnJobs,
  movedToTownToEmployer,
  sameYear,
  majorAt,
  fixPronounI,
  chatShorthand,
  tradeThenSelfEmployed,
  joiningWordSlips,
  capitaliseLowerCaseNames,
  capitaliseLowerCaseSchools,
  degreeSchoolBreak,
  sharedSchools,
  stillThere,
  beforeAnEarlierField,
  branchOfEmployer,
  tradeOfVerb,
  chattyWith,
  takingUpStudies,
  workingInLike,
  finishedSchoolLevel,
  employerAfterKind,
  withoutDocumentTitle,
  ungroupRoles,
];

/**
 * "I was courier, self-employed 2015 to 2019" → "I was self-employed courier 2015 to 2019": the
 * way of working set after a trade in lower case is read where a title's own word would be.
 */
function tradeThenSelfEmployed(text: string): string {
  return text.replace(
    /\b((?:(?:was|were|am|is|a|an)\s+)*)(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2}),\s+(self-employed|freelance)\b(?!\s+(?:as|at|for|with)\b)/gu,
    (match, lead: string, trade: string, kind: string) => (titleScore(trade) > 0 ? `${lead}${kind} ${trade}` : match),
  );
}

/** The joining words the later stages read a career by: a slip in one of them ("befor that") hides the break it marks. */
const JOINING_WORDS = ["before", "after", "since", "until", "previously", "currently", "present", "worked", "working", "graduated"];

/** "befor that i worked …" → "before that i worked …": only the joining words above are mended, names and the rest stay as typed. */
function joiningWordSlips(text: string): string {
  return text.replace(/(?<![\p{L}'’@./-])\p{Ll}{4,}(?![\p{L}'’@-])/gu, (word) => slipOf(word, JOINING_WORDS) ?? word);
}

/**
 * Chat shorthand for the words a career is read by: "b4 that" → "before that", "w/" → "with", "rn at shopify" ("right now") →
 * "currently at shopify" ("an rn", "as rn" stay: there it is a registered nurse), "hs diploma" → "high school diploma".
 */
function chatShorthand(text: string): string {
  // "Self employed since 2015": the compound written without its hyphen
  return (
    text
      .replace(/\b([Ss]elf)\s+(employed)\b/g, "$1-$2")
      // (not inside an address: "ana.rn@example.com", "b4.studio/…")
      .replace(/(?<![.@/_+-])\bb4\b(?![@/_+-]|\.\w)/g, "before")
      // "last time 2017-2019 shop helper at …": "last time" opening a clause on a dated or past job is "before that"
      .replace(/(?<=(?:^|[.;,!]\s*))([Ll])ast\s+time,?(?=\s+(?:(?:19|20)\d{2}|[Ii]\s+(?:was|worked|work)|worked|was)\b)/gmu, (_said, l: string) =>
        l === "L" ? "Before that" : "before that",
      )
      // "roofer w/ elm bay roofing": "w/" between words is "with", read before the names after it are capitalised
      .replace(/(?<=[\p{L}\d,)][^\S\n]+)[Ww]\/(?=[^\S\n]+[\p{L}\d])/gu, "with")
      // "my gcses in 2019 n a level 2 in 2022": a lone "n" between lower-case words or years is "and"
      .replace(/(?<=[\p{Ll}\d])\s+n\s+(?=\p{Ll})/gu, " and ")
      // "my hs diploma": the high school's, as a degree is named
      .replace(/\b(?:hs|HS)(?=\s+(?:diploma|degree|graduate)\b)/g, "high school")
      .replace(/(?<!\b(?:an?|the|as|registered)\s+)(?<![.@/_+-])\brn\b(?!\s+nurse\b)(?![@/_+-]|\.\w)/g, "currently")
  );
}

export function expandShorthand(text: string): string {
  return STEPS.reduce((current, step) => step(current), text);
}
