/**
 * Keyword extraction for the ATS match score, built offline: word n-grams of a job posting looked
 * up in the skills vocabulary of the offline writer (app/server/ai/offline/skills.ts) and the
 * posting's other recurring terms (stop words and generic job-ad words removed); the job title and
 * the education level asked for are in role-and-level.server.ts. Deterministic: the same posting always yields the same keywords.
 */
import { canonicalSkill, type SkillGroup } from "../ai/offline/skills.server.ts";
import { isPlace, withoutLocations } from "./gazetteer.server.ts";
import { isAbbreviation, lookupSkill, startsSpelling } from "./vocabulary.server.ts";
import { lookupVerb } from "../ai/offline/verbs.server.ts";
import { wordSet } from "../../lib/text/word-set.ts";

export const STOP_WORDS =
  wordSet(`a about above across after again against all almost also although always am among an and another any anyone anything are around as at
be because been before being below between both but by can cannot could did do does doing done down during each either else enough etc even
ever every few for from further get gets getting give given go goes going got had has have having he her here hers herself him himself his how
however i if in including into is it its itself just least less like likely made make makes making many may me might more most much must my
myself near need needs neither no nor not now of off often on once one only onto or other others otherwise our ours ourselves out over own
per perhaps please plus rather really same see seem seems several shall she should since so some something such than that the their theirs
them themselves then there these they this those though through throughout thus to together too toward towards under until up upon us use
used using very via want was we well were what whatever when where whether which while who whom whose why will with within without would yet
you your yours yourself yourselves`);

/** Words every job ad uses that say nothing about the job. */
export const GENERIC =
  wordSet(`ability able across applicant applicants apply benefits best build candidate candidates career company competitive culture day days degree
description environment equal etc excellent experience experienced familiarity fast field great help highly ideal job join key knowledge
looking new opportunity opportunities paced plus position preferred proven qualifications related required requirements responsibilities
role salary skills strong successful team teams time understanding work working world year years must including high demonstrated solid
employer employment offer offers package remote hybrid office location based full part-time full-time bonus equity insurance health
dental vision leave paid holiday holidays inclusive diverse diversity background race gender religion age disability status veteran
national origin orientation identity law applicable accommodation minimum least good other multiple various wide range level levels
within across ensure etc about responsibilities duties nice bonus must-have nice-to-have`);

/** Skill names that are ordinary English words too: only their exact spelling counts, never at a sentence start. */
const AMBIGUOUS = wordSet(
  "c|r|go|swift|rust|ruby|dart|julia|spring|express|word|excel|node|lean|tax|sales|epic|sage|unity|oracle|lambda|s3|ec2|rails|ember|remix|vite|helm|shell|presentation|presentations|organization|organisation|networking|compliance|recruiting|lua|apis|rest|scala|sass|git|tableau|figma|sketch|miro|blender|notion|slack|looker|spark|airflow",
  "|",
);

const SOFT_EXTRA = wordSet(
  "communication|leadership|collaboration|teamwork|mentoring|coaching|creativity|empathy|adaptability|organization|organisation|presentation|presentations",
  "|",
);

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** the token starts a sentence or a line (a capital there means nothing) */
  sentenceStart: boolean;
}

/** Words of a text, keeping "C++", "C#", "Node.js", "CI/CD", "A/B", "scikit-learn" whole. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const re = /[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[./'’&-][\p{L}\p{N}+#]+)*[+#]*/gu;
  let match: RegExpExecArray | null;
  while ((match = re.exec(text))) {
    const before = text.slice(Math.max(0, match.index - 3), match.index);
    const sentenceStart = match.index === 0 || /(?:^|[.!?:;•\n]\s*|\n\s*[-*•]?\s*)$/.test(before) || /[\n•]/.test(before);
    const word = match[0].replace(/['’]s$/i, "");
    tokens.push({ text: word, lower: word.toLowerCase(), sentenceStart, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

export interface FoundSkill {
  name: string;
  group: SkillGroup;
  count: number;
  /** every spelling that meets the requirement (synonyms, abbreviations, and the "X or Y" alternatives) */
  spellings: string[];
  /** the skills of an "X or Y" requirement, each of which meets it (just [name] otherwise) */
  alternatives: string[];
}

/** Tokens for skill lookup: "surgical-trauma" and "HubSpot/Marketo" are two words, "Med-Surg", "CDL-A" and "A/B" stay whole. */
function skillTokens(text: string): Token[] {
  const out: Token[] = [];
  for (const token of tokenize(text)) {
    // "MQL-to-SQL", "business-to-business" are one word; "surgical-trauma" two
    if (!/[-/]/.test(token.text) || /-(?:to|and|or|in)-/i.test(token.text) || startsSpelling(token.text) || lookupSkill(token.text)) {
      out.push(token);
      continue;
    }
    let offset = token.start;
    token.text.split(/([-/])/).forEach((piece, i) => {
      if (piece && piece !== "-" && piece !== "/")
        out.push({ text: piece, lower: piece.toLowerCase(), sentenceStart: i === 0 && token.sentenceStart, start: offset, end: offset + piece.length });
      offset += piece.length;
    });
  }
  return out;
}

interface Hit {
  name: string;
  group: SkillGroup;
  spellings: string[];
  start: number;
  end: number;
}

/** What joins two skills: "or" ("X or Y", "X/Y", "X, or Y"), a comma, or anything else. */
function connector(gap: string): "or" | "comma" | null {
  if (/^\s*(?:,\s*)?(?:or|and\/or|\/)\s*$/i.test(gap)) return "or";
  if (/^\s*,\s*$/.test(gap)) return "comma";
  return null;
}

/** A capitalised name right after "X or" / before "or X" that the vocabulary does not know ("HubSpot or Pardot"). */
const UNKNOWN_ALTERNATIVE = /^\s*(?:,\s*)?or\s+([A-Z][\p{L}\p{N}+#.]*(?:\s+[A-Z][\p{L}\p{N}+#.]*)?)/u;

/**
 * Known skills named in a text (n-grams of 1–4 words looked up in the vocabulary), most frequent
 * first. "X or Y" and "X, Y, or Z" are one requirement that any of them meets; a skill named both
 * alone and as an alternative counts as the alternative.
 */
export function findSkills(text: string): FoundSkill[] {
  const tokens = skillTokens(text);
  const hits: Hit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let n = 4; n >= 1; n--) {
      if (i + n > tokens.length) continue;
      const words = tokens.slice(i, i + n);
      const phrase = words.map((t) => t.text).join(" ");
      const known = lookupSkill(phrase);
      if (!known) continue;
      const lower = phrase.toLowerCase();
      if (n === 1 && AMBIGUOUS.has(lower) && known.group !== "soft" && !SOFT_EXTRA.has(lower)) {
        // "Go", "Excel", "Spring": only in their own spelling, and not as the first word of a sentence
        const own = known.spellings.find((s) => s.toLowerCase() === lower) ?? known.name;
        if (phrase !== own || phrase.length < 2 || words[0]!.sentenceStart) continue;
      }
      hits.push({ name: canonicalSkill(known.name), group: known.group, spellings: known.spellings, start: words[0]!.start, end: words.at(-1)!.end });
      i += n - 1;
      break;
    }
  }

  // "X or Y", "X, Y, or Z": one requirement
  const groups: Hit[][] = [];
  for (let i = 0; i < hits.length; i++) {
    let j = i;
    while (j + 1 < hits.length && connector(text.slice(hits[j]!.end, hits[j + 1]!.start)) === "comma") j++;
    if (j + 1 < hits.length && connector(text.slice(hits[j]!.end, hits[j + 1]!.start)) === "or" && hits[i]!.group !== "soft") {
      groups.push(hits.slice(i, j + 2));
      i = j + 1;
    } else {
      const hit = hits[i]!;
      const unknown = UNKNOWN_ALTERNATIVE.exec(text.slice(hit.end, hit.end + 60));
      const name = unknown?.[1]?.replace(/[.]+$/, "");
      if (name && hit.group !== "soft" && !STOP_WORDS.has(name.toLowerCase()) && !isPlace(name) && !lookupSkill(name))
        groups.push([hit, { ...hit, name, spellings: [name] }]);
      else groups.push([hit]);
    }
  }

  const found = new Map<string, FoundSkill>();
  const keyOfHit = (hit: Hit) => hit.name.toLowerCase().replace(/[\s.-]+/g, "");
  // every skill that is an alternative somewhere belongs to that requirement
  const owner = new Map<string, string>();
  for (const group of groups.filter((g) => g.length > 1)) {
    const key = owner.get(keyOfHit(group[0]!)) ?? group.map(keyOfHit).join("|");
    for (const hit of group) if (!owner.has(keyOfHit(hit))) owner.set(keyOfHit(hit), key);
  }
  for (const group of groups) {
    const key = owner.get(keyOfHit(group[0]!)) ?? keyOfHit(group[0]!);
    const entry = found.get(key) ?? { name: group[0]!.name, group: group[0]!.group, count: 0, spellings: [], alternatives: [] };
    entry.count++;
    for (const hit of group) {
      if (!entry.alternatives.includes(hit.name)) entry.alternatives.push(hit.name);
      for (const s of hit.spellings) if (!entry.spellings.includes(s)) entry.spellings.push(s);
    }
    found.set(key, entry);
  }
  return [...found.values()].sort((a, b) => b.count - a.count);
}

/** The requirement as the posting states it: "Looker or Tableau". */
export function requirementLabel(skill: FoundSkill): string {
  return skill.alternatives.length > 1 ? skill.alternatives.join(" or ") : skill.name;
}

/** The first alternative of a requirement that a text names, and the spelling it uses; null if none. */
export function metBy(text: string, skill: FoundSkill): { name: string; spelling: string } | null {
  for (const name of skill.alternatives) {
    const spellings = skill.alternatives.length === 1 ? skill.spellings : [name, ...(lookupSkill(name)?.spellings ?? [])];
    const spelling = spellings.find((s) => mentions(text, s));
    if (spelling) return { name, spelling };
  }
  return null;
}

/** A spelling in a text: abbreviations ("RN", "ICU") only in capitals, other names in any case. */
export function mentions(text: string, spelling: string): boolean {
  if (!isAbbreviation(spelling)) return hasPhrase(text, spelling) || (/['’]s\b/.test(spelling) && hasPhrase(text, spelling.replace(/['’]s\b/g, "s")));
  return new RegExp(`(?<![\\p{L}\\p{N}+#])${escapeRe(spelling)}(?![\\p{L}\\p{N}+#])`, "u").test(text);
}

export function isSoft(skill: FoundSkill): boolean {
  return skill.group === "soft" || SOFT_EXTRA.has(skill.name.toLowerCase());
}

// ---------------------------------------------------------------- other keywords

export interface Keyword {
  text: string;
  count: number;
}

function isContentWord(token: Token): boolean {
  const w = token.lower;
  if (w.length < 3 || STOP_WORDS.has(w) || GENERIC.has(w) || /^\d/.test(w)) return false;
  return true;
}

/**
 * The posting's recurring terms that are neither skills nor filler: single words (≥ 4 letters, not a
 * verb) and two-word phrases of content words, each seen at least twice.
 */
export function otherKeywords(posting: string, exclude: Set<string>, limit = 10, isJunk: (text: string) => boolean = () => false): Keyword[] {
  const acronyms = new Map<string, number>();
  const tokens = tokenize(withoutLocations(posting));
  const counts = new Map<string, { text: string; count: number; words: number }>();
  const add = (text: string, words: number) => {
    const key = text.toLowerCase();
    if (exclude.has(key.replace(/[\s.-]+/g, "")) || isJunk(key)) return;
    const entry = counts.get(key) ?? { text: key, count: 0, words };
    entry.count++;
    counts.set(key, entry);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // licences and certifications are acronyms ("RN", "BLS", "CPA"): one mention is enough
    if (/^[A-Z]{2,6}$/.test(t.text) && !lookupSkill(t.text) && !exclude.has(t.lower) && !ACRONYM_NOISE.has(t.text) && !isJunk(t.text))
      acronyms.set(t.text, (acronyms.get(t.text) ?? 0) + 1);
    if (!isContentWord(t)) continue;
    if (t.lower.length >= 4 && !lookupVerb(t.lower) && !lookupSkill(t.text)) add(t.lower, 1);
    const next = tokens[i + 1];
    if (next && isContentWord(next) && !(t.sentenceStart && next.sentenceStart) && !next.sentenceStart && !lookupSkill(`${t.text} ${next.text}`)) {
      if (!lookupVerb(t.lower)) add(`${t.lower} ${next.lower}`, 2);
    }
  }
  const entries = [...counts.values()].filter((e) => e.count >= 2);
  // a phrase seen as often as its words makes the single words redundant
  const phrases = entries.filter((e) => e.words === 2);
  const kept = entries.filter((e) => e.words === 2 || !phrases.some((p) => p.count >= e.count && p.text.split(" ").includes(e.text)));
  const ranked = kept
    .filter((e) => !acronyms.has(e.text.toUpperCase()))
    .sort((a, b) => b.count * b.words - a.count * a.words || a.text.localeCompare(b.text))
    .map(({ text, count }) => ({ text, count }));
  const acronymKeywords = [...acronyms].map(([text, count]) => ({ text, count })).slice(0, 5);
  return [...acronymKeywords, ...ranked].slice(0, limit);
}

const ACRONYM_NOISE = new Set([
  "USA",
  "US",
  "UK",
  "EU",
  "EEO",
  "EOE",
  "OR",
  "AND",
  "THE",
  "FAQ",
  "HR",
  "PTO",
  "ID",
  "OK",
  "TBD",
  "ASAP",
  "CEO",
  "CTO",
  "CFO",
  "COO",
]);

// ---------------------------------------------------------------- matching

/** Lower case, separators removed: "Node.js" ≈ "nodejs", "CI/CD" ≈ "cicd". */
export function keyOf(text: string): string {
  return text.toLowerCase().replace(/[\s./-]+/g, "");
}

const ALIASES: Record<string, string[]> = {
  postgresql: ["postgres"],
  javascript: ["js"],
  typescript: ["ts"],
  kubernetes: ["k8s"],
  googlecloud: ["gcp"],
  gcp: ["googlecloud"],
  machinelearning: ["ml"],
  artificialintelligence: ["ai"],
  nodejs: ["node"],
  reactjs: ["react"],
  react: ["reactjs"],
  vuejs: ["vue"],
  vue: ["vuejs"],
  cicd: ["continuousintegration"],
  amazonwebservices: ["aws"],
  aws: ["amazonwebservices"],
};

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The exact phrase (case-insensitive, on word boundaries) occurs in the text. */
export function hasPhrase(text: string, phrase: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}+#])${escapeRe(phrase)}(?![\\p{L}\\p{N}+#])`, "iu").test(text);
}

/** A different spelling of the same term in the text ("Postgres" for "PostgreSQL", "NodeJS" for "Node.js"). */
export function variantIn(text: string, phrase: string): string | null {
  const key = keyOf(phrase);
  const tokens = tokenize(text);
  for (let i = 0; i < tokens.length; i++) {
    for (let n = 1; n <= 3 && i + n <= tokens.length; n++) {
      const words = tokens.slice(i, i + n).map((t) => t.text);
      const candidate = keyOf(words.join(""));
      if (candidate === key || (ALIASES[key] ?? []).includes(candidate)) return words.join(" ");
    }
  }
  return null;
}
