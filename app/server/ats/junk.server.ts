/**
 * Words a job posting repeats that are never a requirement: the employer's own name, filler every
 * ad uses, and degrees the candidate already holds (or exceeds). The ATS match score neither
 * credits nor asks for them.
 */
import { wordSet } from "../../lib/text/word-set.ts";
import { escapeRegExp } from "../ai/offline/skills.server.ts";
import { isPlace } from "./gazetteer.server.ts";
import { lookupSkill } from "./vocabulary.server.ts";

/** Generic words of job ads and company descriptions: never a keyword on their own. */
export const FILLER = wordSet(`services service systems system solutions solution team teams experience experiences years year company
companies role roles work works working care caring remote hybrid onsite on-site benefits benefit salary salaries compensation pay bonus
equity perks culture mission values people person customers clients partners partner business businesses organization organisations
organizations industry industries products product platform platforms group groups staff employees employee members member candidate
candidates opportunity opportunities responsibilities qualifications requirements duties schedule schedules shift shifts hours week weeks
month months day days plus preferred required including range ideal great excellent strong solid proven track record growth growing fast
fast-growing leading world-class global local national regional office offices location locations department departments unit units
program programs project projects process processes support help needs need things stuff areas area level levels high quality best
across within well also dollar dollars million billion annual annually quarterly weekly daily flexible competitive comprehensive
health coverage insurance match discount discounts tuition reimbursement parental leave paid time off pto 401k equal employer
opportunity inclusive diverse diversity applicants apply application`);

/** Corporate words that are part of many employers' names but mean something on their own. */
const CORPORATE = wordSet(`inc inc. llc ltd ltd. co co. corp corp. corporation company group holdings partners labs technologies technology
software systems services solutions health healthcare hospital hospitals medical center clinic logistics foods media studio studios
consulting bank financial capital insurance the of and & university college school schools district academy`);

const NAME_WORD = String.raw`[A-Z][\p{L}\p{N}'’.-]*`;
const NAME = String.raw`${NAME_WORD}(?:\s+(?:&|and|of)\s+${NAME_WORD}|\s+${NAME_WORD}){0,3}`;

/** Words that can start a sentence in the patterns below without being a company. */
const NOT_A_NAME = wordSet(`this that it we you our they he she there here what who the a an us them your their my his her its
about join at is are was will be as in on for with by from`);

function clean(name: string): string | null {
  const words = name.trim().split(/\s+/);
  while (words.length && NOT_A_NAME.has(words.at(-1)!.toLowerCase())) words.pop();
  while (words.length && NOT_A_NAME.has(words[0]!.toLowerCase())) words.shift();
  const text = words.join(" ").replace(/['’]s$/, "");
  if (!text || text.length < 2) return null;
  if (isPlace(text) || text.split(/\s+/).every((w) => FILLER.has(w.toLowerCase()) || NOT_A_NAME.has(w.toLowerCase()))) return null;
  if (lookupSkill(text)) return null;
  return text;
}

/**
 * The employer's name as the posting writes it: "About Acme", "Acme is a …", "at Acme", "Join Acme",
 * "— Acme (City …)" in the header, and a capitalised name the posting repeats that is not a skill.
 */
export function employerNames(posting: string): string[] {
  const names = new Map<string, number>();
  const add = (raw: string | undefined, weight = 1) => {
    const name = raw && clean(raw);
    if (name) names.set(name, (names.get(name) ?? 0) + weight);
  };
  const patterns: RegExp[] = [
    new RegExp(String.raw`(?:^|\n)\s*About\s+(${NAME})\s*(?:\n|:|$)`, "gu"),
    new RegExp(String.raw`(?:^|[.!?]\s+|\n\s*)(${NAME})\s+(?:is|are)\s+(?:a|an|the|hiring|looking|seeking|one|proud|committed|an?\s+equal)\b`, "gu"),
    new RegExp(String.raw`\b(?:Join|at|At)\s+(${NAME})(?=\s*(?:[,.!?;:()]|\s+(?:is|as|and|we|where|you)\b|$))`, "gu"),
    new RegExp(String.raw`\b(?:Join|Joining)\s+(${NAME})\b`, "gu"),
    new RegExp(String.raw`(${NAME})(?:['’]s)\s+(?:mission|team|culture|customers|clients|values|platform|products?)\b`, "gu"),
  ];
  patterns.forEach((re, i) => {
    for (const m of posting.matchAll(re)) add(m[1], i === 0 ? 2 : 1);
  });
  // header: "Title — Company (City, ST)" or "Company — City, ST"
  for (const line of posting.split("\n").slice(0, 3)) {
    for (const m of line.matchAll(new RegExp(String.raw`[—–|@]\s*(${NAME})\s*(?=[(,—–|]|$)`, "gu"))) add(m[1], 2);
    const lead = new RegExp(String.raw`^\s*(${NAME})\s*[—–|]\s*`, "u").exec(line);
    if (lead && !/\b(?:engineer|manager|nurse|analyst|accountant|teacher|driver|technician|specialist|director|assistant)\b/i.test(lead[1]!)) add(lead[1], 2);
  }
  // a name the posting repeats (three times or more) with a capital, never in lower case, that no vocabulary knows
  const capitals = new Map<string, number>();
  for (const m of posting.matchAll(/(?<![\p{L}\p{N}])[A-Z][a-z][\p{L}\p{N}]+(?![\p{L}\p{N}])/gu)) capitals.set(m[0], (capitals.get(m[0]) ?? 0) + 1);
  for (const [word, count] of capitals) if (count >= 3) add(word, 2);
  for (const [name, weight] of [...names]) {
    // "Reliability is a priority": one mention of a pattern is not enough, the header or a second mention is
    if (weight < 2 && posting.split(name).length - 1 < 2) names.delete(name);
    // a single word the posting also writes in lower case is an ordinary word ("at Scale")
    else if (!/\s/.test(name) && new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(name.toLowerCase())}(?![\p{L}\p{N}])`, "u").test(posting))
      names.delete(name);
  }
  return [...names.keys()];
}

/** The distinctive words of the employer's names ("Harbor & Pine Logistics" → harbor, pine). */
export function employerWords(names: string[]): Set<string> {
  const words = new Set<string>();
  for (const name of names) {
    const parts = name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1 && !CORPORATE.has(w));
    for (const w of parts) words.add(w);
    words.add(
      name
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim(),
    );
  }
  return words;
}

// ---------------------------------------------------------------- degrees

/** Degree abbreviations and names, ranked on the general ladder or the nursing one. */
const DEGREES: { re: RegExp; ladder: "general" | "nursing"; rank: number }[] = [
  { re: /^(?:ged|high school diploma)$/i, ladder: "general", rank: 1 },
  { re: /^(?:aa|as|aas|associate|associates)$/i, ladder: "general", rank: 2 },
  { re: /^(?:bs|bsc|ba|bba|beng|btech|bcom|bachelor|bachelors|b\.s\.|b\.a\.)$/i, ladder: "general", rank: 3 },
  { re: /^(?:ms|msc|ma|mba|meng|mtech|mph|msw|mpa|med|master|masters|m\.s\.|m\.a\.)$/i, ladder: "general", rank: 4 },
  { re: /^(?:phd|ph\.d\.?|dphil|edd|doctorate|md|jd|psyd)$/i, ladder: "general", rank: 5 },
  { re: /^(?:adn|asn)$/i, ladder: "nursing", rank: 2 },
  { re: /^bsn$/i, ladder: "nursing", rank: 3 },
  { re: /^msn$/i, ladder: "nursing", rank: 4 },
  { re: /^(?:dnp|phd nursing)$/i, ladder: "nursing", rank: 5 },
];

export function degreeOf(word: string): { ladder: "general" | "nursing"; rank: number } | null {
  const hit = DEGREES.find((d) => d.re.test(word.trim()));
  return hit ? { ladder: hit.ladder, rank: hit.rank } : null;
}

/** The highest degree a resume's education section holds, on each ladder (0 = none). */
export function degreesHeld(education: string): { general: number; nursing: number } {
  const text = education;
  let general = 0;
  let nursing = 0;
  if (/\b(?:ph\.?\s?d|doctorate|doctor of|d\.?phil|ed\.?d|m\.?d\.|j\.?d\.)\b/i.test(text)) general = 5;
  else if (/\b(?:master|m\.s\.|msc|m\.a\.|mba|m\.?eng|mph|msw|msn|mpa)\b/i.test(text) || /\b(?:MA|MS|MEd|M\.Ed)\b/.test(text)) general = 4;
  else if (/\b(?:bachelor|b\.s\.|bsc|b\.a\.|bba|b\.?eng|bsn|b\.?com)\b/i.test(text) || /\b(?:BA|BS)\b/.test(text)) general = 3;
  else if (/\b(?:associate|a\.a\.s?|a\.s\.|adn|asn)\b/i.test(text)) general = 2;
  else if (/\b(?:high school|ged|diploma)\b/i.test(text)) general = 1;
  const inNursing = (level: string) => new RegExp(String.raw`\b${level}\b[^\n]{0,40}\bnursing\b`, "i").test(text);
  if (/\bdnp\b|doctor of nursing practice/i.test(text)) nursing = 5;
  else if (/\bmsn\b/i.test(text) || inNursing("master(?:'?s)?(?: of science)?")) nursing = 4;
  else if (/\bbsn\b/i.test(text) || inNursing("bachelor(?:'?s)?(?: of science)?")) nursing = 3;
  else if (/\b(?:adn|asn)\b/i.test(text) || inNursing("associate(?:'?s)?(?: degree)?")) nursing = 2;
  // a nursing degree is a degree
  general = Math.max(general, nursing);
  return { general, nursing };
}

/** A degree the candidate already holds or exceeds (never worth asking for, never worth crediting). */
export function degreeHeld(word: string, held: { general: number; nursing: number }): boolean {
  const degree = degreeOf(word);
  if (!degree) return false;
  return held[degree.ladder] >= degree.rank;
}
