/**
 * The name an e-mail address spells ("annamarie.quenby@…", "tomas.berg@…"), found again in the
 * text it came with. The address settles what the sentence rules cannot: where a given name of
 * two words ends ("Anna Marie | Quenby"), and a name typed all in lower case ("tomas berg").
 * It names a person only when the rules read none, or moves where the given name ends in the very
 * words they read, so a recruiter's address never swaps the person for the recruiter, and a name
 * keeps the order its author wrote it in, but for a family name of one word written before a given name of two
 * ("Lim Kai Wen"), which is the last name when the address puts it last ("kaiwen.lim@").
 */
import { withoutMarks } from "../../../lib/text/letters.ts";
import { EMAIL_RE } from "./contacts.server.ts";
import type { PersonName } from "./people.server.ts";

const squash = (text: string) =>
  withoutMarks(text)
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/** The local part's words: "annamarie.quenby" → ["annamarie", "quenby"]; none when it is one run or has a one-letter part. */
function addressWords(text: string): string[] {
  const local = EMAIL_RE.exec(text)?.[0].split("@")[0] ?? "";
  const words = withoutMarks(local)
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  return words.length >= 2 && words.every((word) => word.length >= 2) ? words : [];
}

const capitalised = (word: string) =>
  /\p{Lu}/u.test(word) && /\p{Ll}/u.test(word)
    ? word
    : word.toLowerCase().replace(/(^|['’-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());

/** The words of the text that spell `given` then `family`, or `family` then `given`, each word whole, in the text's order. */
function spelledIn(text: string, given: string, family: string): (PersonName & { familyFirst?: boolean }) | undefined {
  // the address itself spells the name too, but without its capitals, accents and hyphens
  const words = text
    .replace(new RegExp(EMAIL_RE.source, "gu"), " ")
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean);
  for (let start = 0; start < words.length; start++) {
    for (const [first, second] of [
      [given, family],
      [family, given],
    ] as const) {
      let end = start;
      let spelled = "";
      while (end < words.length && spelled.length < first.length) spelled += squash(words[end++]!);
      if (spelled !== first || end === start) continue;
      const middle = end;
      spelled = "";
      while (end < words.length && spelled.length < second.length) spelled += squash(words[end++]!);
      if (spelled !== second || end === middle) continue;
      const [firstPart, secondPart] = [words.slice(start, middle).map(capitalised).join(" "), words.slice(middle, end).map(capitalised).join(" ")];
      // "Lim Kai Wen" with "kaiwen.lim@…": a family name of one word written before a given name of two, which the address puts
      // last, is the last name; else the text's order stands ("Okada Ren" and "Vass Dorka" as their authors write them)
      const familyFirst = first === family && middle - start === 1 && end - middle >= 2;
      return familyFirst ? { firstName: secondPart, lastName: firstPart, familyFirst } : { firstName: firstPart, lastName: secondPart };
    }
  }
  return undefined;
}

const wordsOf = (name: PersonName) => `${name.firstName} ${name.lastName}`.split(/\s+/).map(squash).filter(Boolean).sort().join(" ");

/**
 * The name the text's e-mail address spells, when the rules read nobody, or read the same words
 * split otherwise. An address that holds fewer of the words ("bruno.ferraz" for
 * "Bruno Ferraz Lobo") leaves the rules' reading alone.
 */
export function nameTheAddressSpells(text: string, read: PersonName | undefined): PersonName | undefined {
  const words = addressWords(text);
  for (let cut = 1; cut < words.length; cut++) {
    const name = spelledIn(text, words.slice(0, cut).join(""), words.slice(cut).join(""));
    if (!name) continue;
    if (!read) return { firstName: name.firstName, lastName: name.lastName };
    // the same words, beginning with the same one: only where the given name ends may differ ("OKADA Ren" stays as read), or
    // which word is the family name the address puts last
    const sameStart = squash(read.firstName.split(" ")[0]!) === squash(name.firstName.split(" ")[0]!);
    const familyLast = name.familyFirst === true && squash(read.firstName.split(" ")[0]!) === squash(name.lastName);
    return wordsOf(read) === wordsOf(name) && (sameStart || familyLast) ? { firstName: name.firstName, lastName: name.lastName } : undefined;
  }
  return undefined;
}
