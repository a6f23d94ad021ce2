/**
 * The fact checks every Groq answer passes before it may reach a CV: numbers, employers, schools and
 * skills in the answer must all come from what the user gave. One failed check rejects the whole
 * answer (a WriterError), so nothing is ever half-applied; the caller then falls back to the offline
 * writer.
 */
import { findSkills, isSoft, metBy } from "../ats/keywords.server.ts";
import { WriterError } from "./types.server.ts";

/** Every number in a text ("5", "40%", "1,200", "3.5") normalised for comparison. */
export function numbersIn(text: string): Set<string> {
  return new Set((text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, "")));
}

function rejected(reason: string): WriterError {
  return new WriterError("invalid_answer", { cause: new Error(reason) });
}

export function assertNoNewNumbers(source: string, answer: string): void {
  const known = numbersIn(source);
  for (const number of numbersIn(answer)) {
    if (!known.has(number)) throw rejected(`answer introduced the number ${number}`);
  }
}

/** Case and spacing aside, is `value` written in `source`? Blank values are. */
export function mentioned(source: string, value: string): boolean {
  const squash = (text: string) => text.toLowerCase().replace(/\s+/g, " ");
  return !value.trim() || squash(source).includes(squash(value.trim()));
}

/** Every employer or school the answer names must be written in the source (`kind` names it in the log). */
export function assertNamesFrom(source: string, names: readonly string[], kind: "employer" | "school"): void {
  for (const name of names) {
    if (!mentioned(source, name)) throw rejected(`answer introduced the ${kind} ${name}`);
  }
}

/**
 * Every known technical skill the answer names must be met by the source. Soft skills are left out:
 * they are ways of wording ("led", "team") more than claims a reader can check. The source is also
 * read in capitals, so an abbreviation the author typed in lower case ("sql") still counts.
 */
export function unprovenSkills(source: string, answer: string): string[] {
  return findSkills(answer)
    .filter((skill) => !isSoft(skill) && !metBy(source, skill) && !metBy(source.toUpperCase(), skill))
    .map((skill) => skill.name);
}

export function assertNoNewSkills(source: string, answer: string): void {
  const unproven = unprovenSkills(source, answer);
  if (unproven.length) throw rejected(`answer claims skills the input lacks: ${unproven.join(", ")}`);
}
