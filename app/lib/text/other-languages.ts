/**
 * Dates in other languages, one table for the parser and the offline writer: month names and their
 * short forms by month number, and the words for the present, "since" and "until". Apart from
 * months.ts, which the browser loads, as only the server reads other languages.
 */

import { MONTH_NUMBERS } from "./months.ts";

export interface LanguageDates {
  /** Each month's full names, then its short forms, January first (a short form read with or without its full stop). */
  months?: readonly (readonly [full: readonly string[], short: readonly string[]])[];
  /** What closes an open range: "2019 – heute". */
  present: readonly string[];
  /** What opens one: "seit 2019". */
  since: readonly string[];
  /** What joins a range's two ends: "2019 bis 2021". */
  until: readonly string[];
}

/** Forms that also name the month in English ("April", "sept", "mar") are left out of the readers' tables below. */
export const OTHER_LANGUAGES: Readonly<Record<string, LanguageDates>> = {
  french: {
    months: [
      [["janvier"], ["janv"]],
      [
        ["février", "fevrier"],
        ["févr", "fevr", "fév"],
      ],
      [["mars"], []],
      [["avril"], ["avr"]],
      [["mai"], []],
      [["juin"], []],
      [["juillet"], ["juil"]],
      [["août", "aout"], ["aoû"]],
      [["septembre"], ["sept"]],
      [["octobre"], ["oct"]],
      [["novembre"], ["nov"]],
      [["décembre", "decembre"], ["déc"]],
    ],
    present: ["aujourd'hui", "présent", "présente", "en cours", "actuel", "actuellement", "maintenant", "à ce jour", "a ce jour"],
    since: ["depuis"],
    until: ["à", "au"],
  },
  spanish: {
    months: [
      [["enero"], ["ene"]],
      [["febrero"], ["feb"]],
      [["marzo"], ["mar"]],
      [["abril"], ["abr"]],
      [["mayo"], []],
      [["junio"], ["jun"]],
      [["julio"], ["jul"]],
      [["agosto"], ["ago"]],
      [["septiembre", "setiembre"], ["sep"]],
      [["octubre"], ["oct"]],
      [["noviembre"], ["nov"]],
      [["diciembre"], ["dic"]],
    ],
    present: ["actualidad", "actualmente", "actual", "presente", "la fecha", "a la fecha", "hasta la fecha", "hoy"],
    since: ["desde"],
    until: ["a", "al", "hasta"],
  },
  german: {
    months: [
      [["januar", "jänner"], ["jän"]],
      [["februar"], ["feb"]],
      [
        ["märz", "maerz"],
        ["mrz", "mär"],
      ],
      [["april"], ["apr"]],
      [["mai"], []],
      [["juni"], ["jun"]],
      [["juli"], ["jul"]],
      [["august"], ["aug"]],
      [["september"], ["sep"]],
      [["oktober"], ["okt"]],
      [["november"], ["nov"]],
      [["dezember"], ["dez"]],
    ],
    present: ["heute", "bis heute", "aktuell", "derzeit", "jetzt"],
    since: ["seit"],
    until: ["bis"],
  },
  dutch: {
    months: [
      [["januari"], ["jan"]],
      [["februari"], ["feb"]],
      [["maart"], ["mrt"]],
      [["april"], ["apr"]],
      [["mei"], []],
      [["juni"], ["jun"]],
      [["juli"], ["jul"]],
      [["augustus"], ["aug"]],
      [["september"], ["sep"]],
      [["oktober"], ["okt"]],
      [["november"], ["nov"]],
      [["december"], ["dec"]],
    ],
    present: ["heden", "nu"],
    since: ["sinds"],
    until: ["tot"],
  },
  italian: {
    months: [
      [["gennaio"], ["gen"]],
      [["febbraio"], ["feb"]],
      [["marzo"], ["mar"]],
      [["aprile"], ["apr"]],
      [["maggio"], ["mag"]],
      [["giugno"], ["giu"]],
      [["luglio"], ["lug"]],
      [["agosto"], ["ago"]],
      [["settembre"], ["set", "sett"]],
      [["ottobre"], ["ott"]],
      [["novembre"], ["nov"]],
      [["dicembre"], ["dic"]],
    ],
    present: ["oggi", "a oggi", "ad oggi", "attuale", "in corso", "presente"],
    since: ["dal"],
    until: ["fino"],
  },
  portuguese: {
    months: [
      [["janeiro"], ["jan"]],
      [["fevereiro"], ["fev"]],
      [["março", "marco"], ["mar"]],
      [["abril"], ["abr"]],
      [["maio"], ["mai"]],
      [["junho"], ["jun"]],
      [["julho"], ["jul"]],
      [["agosto"], ["ago"]],
      [["setembro"], ["set"]],
      [["outubro"], ["out"]],
      [["novembro"], ["nov"]],
      [["dezembro"], ["dez"]],
    ],
    present: ["atual", "atualmente", "hoje", "momento", "o momento", "presente"],
    since: ["desde"],
    until: ["até", "ate", "a"],
  },
  // languages whose word for "now" is met closing a range ("2019 – obecnie") when their months are not
  polish: { present: ["obecnie", "teraz", "dziś"], since: [], until: [] },
  malay: { present: ["sekarang", "kini"], since: [], until: [] },
  turkish: { present: ["şimdi", "halen", "günümüz"], since: [], until: [] },
  finnish: { present: ["nyt"], since: [], until: [] },
  norwegian: { present: ["nå"], since: [], until: [] },
  swedish: { present: ["idag"], since: [], until: [] },
};

/** The table's words that are everyday English words too ("set", "out", "ago", "a"). */
const ENGLISH_WORDS: ReadonlySet<string> = new Set(["set", "out", "mag", "gen", "ago", "lug", "a"]);

/**
 * The one rule for a word of the table that is also an English word: it is read only between two dates.
 * Such a month is one only as one end of a range ("set 2019 – ott 2021"), never before a lone year
 * ("set 2019 records"); such an "until" joins only two dates, never a date and what follows it ("in 2019 a
 * current member").
 */
export function needsTwoDates(word: string): boolean {
  return ENGLISH_WORDS.has(word.toLowerCase());
}

/**
 * Every other language's month form English does not share, lower case, with its number (1–12).
 * A Map, not an object: a word such as "constructor" before a figure must find nothing.
 */
export const OTHER_LANGUAGE_MONTHS: ReadonlyMap<string, number> = new Map(
  Object.values(OTHER_LANGUAGES).flatMap(({ months = [] }) =>
    months.flatMap(([full, short], i) => [...full, ...short].filter((form) => !(form in MONTH_NUMBERS)).map((form) => [form, i + 1] as const)),
  ),
);

const unique = (words: readonly string[]) => [...new Set(words)];
const wordsOf = (key: "present" | "since" | "until") => unique(Object.values(OTHER_LANGUAGES).flatMap((language) => language[key]));

export const OTHER_LANGUAGE_PRESENT: readonly string[] = wordsOf("present");
export const OTHER_LANGUAGE_SINCE: readonly string[] = wordsOf("since");
export const OTHER_LANGUAGE_UNTIL: readonly string[] = wordsOf("until");

/**
 * The words as one regular-expression alternation, longest first, a space standing for any run of
 * spaces and an apostrophe for either kind ("aujourd’hui"). Put a word boundary around it yourself.
 */
export function wordsPattern(words: Iterable<string>): string {
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) =>
      word
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace(/ /g, "\\s+")
        .replace(/'/g, "['’]"),
    )
    .join("|");
}
