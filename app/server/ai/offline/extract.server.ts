/**
 * The offline prompt extractor: a free-text career description → the resume shape.
 * Everything it returns is copied from the text (casing and bullet wording aside); a field the
 * text does not state stays empty. No name, employer, date, degree or number is ever made up.
 */
import { z } from "zod";
import { emptyEducation, emptyExperience, emptyProject, newItemId, type Education, type Experience, type PartialResume, type PersonalInfo, type Skills } from "../../../lib/resume.ts";
import { dedupeSkills, fieldForSkill, findSkillsInProse, knownSkill, splitSkills, tidySkillsList } from "./skills.server.ts";
import { collapseSpaces, gerundClause, improveBullet, splitSentences, type Tense } from "./text.server.ts";
import { formOf } from "./verbs.server.ts";

export const MAX_PROMPT_LENGTH = 2000;

// ---------------------------------------------------------------- patterns

const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
const DATE = String.raw`(?:(?:${MONTH}\s+|(?:0?[1-9]|1[0-2])\/)?${YEAR}|(?:early|mid|late)[- ]${YEAR})`;
const PRESENT = String.raw`(?:present|now|today|current(?:ly)?|date|ongoing)`;
const DASH = String.raw`\s*(?:-|–|—|to|until|till|through|thru)\s*`;

const RANGE_RE = new RegExp(String.raw`(?:\bfrom\s+|\bbetween\s+)?(${DATE})(?:${DASH}|\s+and\s+)(${DATE}|${PRESENT}\b)`, "i");
const SINCE_RE = new RegExp(String.raw`\b(?:since|starting(?:\s+in)?|started\s+in)\s+(${DATE})`, "i");
const SINGLE_START_RE = new RegExp(String.raw`(?:\b(?:in|from|joined\s+in)\s+|\()(${DATE})\)?`, "i");
const UNTIL_RE = new RegExp(String.raw`\b(?:until|till|left\s+in)\s+(${DATE})`, "i");
const CURRENT_RE = /\b(?:currently|presently|right now|these days|still (?:work|working|am|there)|I'm now|I am now|now (?:work|working|a|an|the|as|at|lead|leading))\b/i;

/** A capitalised word that can be part of an organisation's name ("Acme", "3M", "eBay", "J.P."). */
const ORG_TOKEN = String.raw`(?!I\b)(?:\p{Lu}[\p{L}\d'’&.+-]*|\d+-?\p{L}[\p{L}\d'’&.+-]*|\p{Ll}{1,3}\p{Lu}[\p{L}\d]*)`;
const ORG = String.raw`${ORG_TOKEN}(?:\s+(?:(?:of|de|du|la|and|&|the|von|van|der|y|e)\s+)?${ORG_TOKEN}){0,5}`;
/** A job title: 1–7 words, lower or upper case, stopping before the words that end it. */
const ROLE_STOP = String.raw`(?:at|in|for|from|since|with|where|and|to|until|between|on|by|then|when|as|during|after|before|until|who|which|I|my|but|while|working|based|helping|building|living|located|residing|originally|currently|here|looking|specializing|specialising|seeking|who|whose|having)`;
const ROLE = String.raw`(?:(?!${ROLE_STOP}\b)[\p{L}][\p{L}\d/&.+'’-]*)(?:\s+(?:(?:of|&)\s+)?(?!${ROLE_STOP}\b)[\p{L}][\p{L}\d/&.+'’-]*){0,6}`;

const NAME_TOKEN = String.raw`(?:Mc|Mac|O['’]|D['’])?\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}\p{Ll}+)?`;
const NAME = String.raw`${NAME_TOKEN}(?:\s+(?:(?:van|von|de|da|del|der|di|la|le|bin|al|dos|du)\s+)*${NAME_TOKEN}){0,3}`;

/** Capitalised words that start sentences but are not names. */
const NOT_NAME = new Set(
  "A An The Senior Junior Lead Principal Staff Experienced Software Data Product Marketing Sales Hi Hello Hey Dear Looking Currently Recent Former Seasoned Passionate Based Working Writing Here Just From In At Now Also Over After Before Since During With Freelance Self Full Part Certified Registered Chief Head Associate Assistant Graduate New Bilingual Creative Professional Detail Results Highly Motivated Dedicated Ambitious Curious Entry".split(" "),
);
const MONTH_WORDS = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;

const SCHOOL_WORD = /\b(?:University|Universit[éy]|College|Institute|School|Academy|Polytechnic|Universidad|Universität|Hochschule|Conservatory|Seminary|IIT|NIT|IIM|MIT|UCLA|LSE|INSEAD|ETH)\b/;

const DEGREE_ABBR = String.raw`(?:B\.?Sc|M\.?Sc|B\.?S|M\.?S|B\.?A|M\.?A|B\.?Eng|M\.?Eng|B\.?Tech|M\.?Tech|B\.?Com|M\.?Com|BBA|MBA|Ph\.?D|LL\.?B|LL\.?M|B\.?Ed|M\.?Ed|BFA|MFA|BCA|MCA|MPhil|DPhil|HND|BSN|MSN|MPH|MD|DDS|JD|B\.?Arch|M\.?Arch|A-Levels?|GCSEs?)\.?`;
const DEGREE_WORDS = String.raw`(?:(?:[Bb]achelor|[Mm]aster|[Aa]ssociate)(?:'s|’s|s)?(?:\s+[Dd]egree)?|[Dd]octorate|PhD|[Dd]iploma|[Hh]igh [Ss]chool [Dd]iploma|GED|[Pp]ostgraduate [Dd]iploma|[Dd]egree)`;
const FIELD = String.raw`(?:(?:of|in)\s+)?(?:(?:Arts|Science|Engineering|Business Administration|Applied Science)\s+(?:in\s+)?)?(?:(?!from\b|at\b|in\s+\d|with\b|and\b|where\b|while\b|graduat)[\p{L}&][\p{L}&'’-]*\s*){0,6}`;
const DEGREE_RE = new RegExp(String.raw`(?<![\p{L}])((?:${DEGREE_ABBR}|${DEGREE_WORDS})(?![\p{L}])\s*${FIELD})`, "u");

const LANGUAGES = "English|Spanish|French|German|Hindi|Mandarin|Chinese|Japanese|Korean|Portuguese|Italian|Arabic|Russian|Dutch|Marathi|Tamil|Telugu|Bengali|Urdu|Punjabi|Gujarati|Kannada|Malayalam|Polish|Turkish|Swedish|Norwegian|Danish|Finnish|Greek|Hebrew|Vietnamese|Thai|Indonesian|Malay|Tagalog|Swahili|Cantonese|Persian|Farsi|Ukrainian|Romanian|Czech|Hungarian|Yoruba|Igbo|Hausa|Amharic|Catalan|Afrikaans";
const LANGUAGE_RE = new RegExp(String.raw`\b(${LANGUAGES})\b`, "g");

// ---------------------------------------------------------------- small helpers

function titleCase(role: string): string {
  const small = new Set(["of", "and", "for", "the", "in", "at", "to", "a", "an", "&", "on"]);
  return role
    .split(/\s+/)
    .map((word, index) => {
      if (/\p{Lu}/u.test(word)) return word; // PM, iOS, DevOps, Senior
      if (index > 0 && small.has(word)) return word;
      return word.replace(/^\p{Ll}/u, (c) => c.toUpperCase()).replace(/-(\p{Ll})/gu, (_m, c: string) => `-${c.toUpperCase()}`);
    })
    .join(" ");
}

function cleanOrg(org: string): string {
  return org
    .replace(new RegExp(String.raw`(?:\s+(?:${MONTH}|${YEAR}|In|From|Since|As|And|The))+$`), "")
    .replace(/[\s,.;:'’]+$/, (tail) => (/\b(?:Inc|Ltd|Corp|Co|Bros|LLC|LLP|PLC|S\.A|N\.V)\.$/.test(org) && tail === "." ? tail : ""))
    .replace(/'s$|’s$/, "")
    .trim();
}

function cleanRole(role: string): string {
  return titleCase(
    role
      .replace(/^(?:a|an|the|as|senior-level)\s+/i, "")
      .replace(/\s+(?:role|position|job)$/i, "")
      .replace(/[\s,.;:]+$/, "")
      .trim(),
  );
}

function isPresent(word: string): boolean {
  return new RegExp(`^${PRESENT}$`, "i").test(word.trim());
}

interface Dates {
  startDate: string;
  endDate: string;
  currentJob: boolean;
}

function findDates(clause: string): Dates {
  const range = RANGE_RE.exec(clause);
  if (range) {
    const end = range[2] ?? "";
    return isPresent(end) ? { startDate: range[1]!, endDate: "", currentJob: true } : { startDate: range[1]!, endDate: end, currentJob: false };
  }
  const since = SINCE_RE.exec(clause);
  if (since) return { startDate: since[1]!, endDate: "", currentJob: true };
  const until = UNTIL_RE.exec(clause);
  const start = SINGLE_START_RE.exec(clause);
  return { startDate: start?.[1] ?? "", endDate: until?.[1] ?? "", currentJob: CURRENT_RE.test(clause) && !until };
}

function yearOf(date: string): number | undefined {
  const match = /(?:19|20)\d{2}/.exec(date);
  return match ? Number(match[0]) : undefined;
}

// ---------------------------------------------------------------- contacts

export interface Contacts {
  email?: string;
  phone?: string;
  linkedIn?: string;
  github?: string;
  portfolio?: string;
}

const EMAIL_RE = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u;
const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"'),;]+|\b(?:[\w-]+\.)?(?:linkedin\.com|github\.com)\/[^\s<>"'),;]+/gi;
const PHONE_RE = /(?<![\w+/])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{1,5}(?:[\s.-]\d{2,6}){1,5}(?![\w/])|(?<![\w+/])\+\d{8,15}(?!\w)|(?<![\w+/])\d{10,12}(?!\w)/g;

export function extractContacts(text: string): { contacts: Contacts; rest: string } {
  const contacts: Contacts = {};
  let rest = text;
  const email = EMAIL_RE.exec(rest);
  if (email) {
    contacts.email = email[0].replace(/\.$/, "");
    rest = rest.replace(email[0], " ");
  }
  for (const match of text.match(URL_RE) ?? []) {
    const url = match.replace(/[.]+$/, "");
    if (/linkedin\.com\//i.test(url)) contacts.linkedIn ??= url;
    else if (/github\.com\//i.test(url)) contacts.github ??= url;
    else if (!url.includes("@")) contacts.portfolio ??= url;
    rest = rest.replace(match, " ");
  }
  for (const match of rest.matchAll(PHONE_RE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, "");
    const international = candidate.startsWith("+") || candidate.startsWith("(");
    if (digits.length > 15 || digits.length < (international ? 8 : 10)) continue;
    if (/^(?:19|20)\d{2}\s*[-.\s]\s*(?:19|20)\d{2}$/.test(candidate)) continue;
    // the "(" of "(415) 555-0100" sits just before the match when the lookbehind kept it out
    const before = rest.slice(0, match.index);
    const phone = /\($/.test(before) && !candidate.startsWith("(") ? `(${candidate}` : candidate;
    contacts.phone = phone;
    rest = rest.replace(candidate, " ");
    break;
  }
  return { contacts, rest };
}

// ---------------------------------------------------------------- name and place

export function extractName(text: string): { firstName: string; lastName: string } | undefined {
  const candidates: string[] = [];
  const introduced = new RegExp(String.raw`(?:[Mm]y name is|[Mm]y name's|[Nn]ame:|\bI am|\bI'm|\bI’m|[Tt]his is|[Cc]all me)\s+(${NAME})`, "u");
  const match = introduced.exec(text);
  if (match?.[1]) candidates.push(match[1]);
  const leading = new RegExp(String.raw`^\s*(?:(?:Hi|Hello|Hey)[,!.]?\s+)?(${NAME})(?=\s*(?:,|\(|—|–|-\s|:|\s+here\b|\s+is\b|\s+has\b|\s+was\b|\s+and\b|\s*\.))`, "u");
  const lead = leading.exec(text);
  if (lead?.[1]) candidates.push(lead[1]);
  for (const candidate of candidates) {
    const tokens = candidate.split(/\s+/);
    // drop trailing words that are not part of a name ("Jane Doe Senior")
    while (tokens.length && (NOT_NAME.has(tokens.at(-1)!) || MONTH_WORDS.test(tokens.at(-1)!))) tokens.pop();
    if (!tokens.length || NOT_NAME.has(tokens[0]!) || MONTH_WORDS.test(tokens[0]!)) continue;
    if (SCHOOL_WORD.test(candidate) || knownSkill(tokens[0]!)) continue;
    const [firstName = "", ...last] = tokens;
    return { firstName, lastName: last.join(" ") };
  }
  return undefined;
}

export function extractPlace(text: string): { city?: string; state?: string; country?: string } {
  const place = String.raw`(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})(?:,\s*(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]+){0,2}))?`;
  const re = new RegExp(String.raw`\b(?:[Bb]ased|[Ll]iving|[Ll]ocated|[Rr]esiding|[Ll]ive|[Rr]eside|[Rr]esident)\s+(?:in|out of)\s+${place}|\b(?:I'm\s+|I am\s+|I’m\s+|originally\s+)(?:originally\s+)?from\s+${place}`, "u");
  const match = re.exec(text);
  if (!match) return {};
  const city = match[1] ?? match[3];
  const region = match[2] ?? match[4];
  if (!city || MONTH_WORDS.test(city)) return {};
  if (!region) return { city };
  return /^[A-Z]{2,3}$/.test(region) && !/^(?:UK|USA|UAE|US)$/.test(region) ? { city, state: region } : { city, country: region };
}

// ---------------------------------------------------------------- clauses

function clausesOf(sentence: string): string[] {
  return sentence
    .split(
      /,?\s+(?:and\s+)?then\s+|[,;]\s+(?:and\s+)?(?:later|afterwards|after that|before that|previously|prior to that|since then|subsequently|next)\s*,?\s+|\s+(?=before\s+(?:joining|moving\s+to|that)\b)|,\s+(?=(?:and\s+)?(?:I\s+|now\s+|currently\s+|later\s+)?(?:joined|worked|moved|became|spent)\b)|\s+and\s+(?=(?:as|at)\s)|,\s+where\s+|\s+where\s+(?=I\b)|\s+and\s+(?=I(?:\s+|'m\s+|’m\s+)(?!was\b))|;\s+/u,
    )
    .map((clause) => clause.replace(/^(?:before\s+(?:that)?|and|but|so|where)\s*,?\s*/i, "").trim())
    .filter((clause) => clause.length > 1);
}

interface RoleMatch {
  jobTitle: string;
  company: string;
}

const ROLE_PATTERNS: { re: RegExp; role: number; org: number }[] = [
  // "worked as a backend engineer at Stripe", "joined as a PM at Acme"
  { re: new RegExp(String.raw`\bas\s+(?:(?:a|an|the|our)\s+)?(${ROLE})\s+(?:at|with|for|in)\s+(${ORG})`, "u"), role: 1, org: 2 },
  // "joined Foo Ltd in March 2020 as a staff engineer"
  { re: new RegExp(String.raw`\b(?:joined|joining|join|rejoined)\s+(${ORG})\b[^.]*?\bas\s+(?:(?:a|an|the|their|its)\s+)?(${ROLE})`, "u"), role: 2, org: 1 },
  // "worked at Stripe as a PM", "spent 3 years at Acme as lead"
  { re: new RegExp(String.raw`\b(?:worked|work|working|interned|employed|been|spent[^.]*?|was|am|'m|’m)\s+(?:[\p{Ll}\s]*?\s)?(?:at|for|with)\s+(${ORG})[^.]*?\bas\s+(?:(?:a|an|the)\s+)?(${ROLE})`, "u"), role: 2, org: 1 },
  // "I'm a senior PM at Acme", "Senior PM at Acme Corp (2018–present)", "became head of data at Foo"
  { re: new RegExp(String.raw`(?:^|\b(?:a|an|the|was|am|'m|’m|currently|now|became|become|promoted to|as)\s+)(${ROLE})\s+(?:at|for)\s+(${ORG})`, "u"), role: 1, org: 2 },
  // "at KPMG as a senior accountant"
  { re: new RegExp(String.raw`^[Aa]t\s+(${ORG}),?\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE})`, "u"), role: 2, org: 1 },
  // "At Stripe, I was a senior engineer"
  { re: new RegExp(String.raw`\b[Aa]t\s+(${ORG}),?\s+(?:I|where I)\s+(?:was|am|worked as|served as|work as)\s+(?:(?:a|an|the)\s+)?(${ROLE})`, "u"), role: 2, org: 1 },
];

const ORG_ONLY_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\b(?:joined|joining|rejoined)\s+(${ORG})`, "u"),
  new RegExp(String.raw`\b(?:worked|work|working|interned|employed|been|spent[^.]*?|was|am|'m|’m)\s+(?:[\p{Ll}\s]*?\s)?(?:at|for)\s+(${ORG})`, "u"),
  new RegExp(String.raw`^[Aa]t\s+(${ORG})\s*(?:,|\(|(?=\s+(?:I|we)\s))`, "u"),
];

const ROLE_ONLY = new RegExp(String.raw`\b(?:(?:worked|work|working|was|am|'m|’m|served)\s+as|I've been|I have been|I was|I am|I'm|I’m|I’ve been)\s+(?:(?:a|an|the)\s+)?(${ROLE})`, "u");

/** Words that open a "role" but are really adjectives ("comfortable with Excel"). */
const NOT_ROLE = /^(?:comfortable|experienced|skilled|proficient|familiar|fluent|passionate|good|great|strong|expert|based|looking|seeking|keen|happy|interested|excited|self-taught|now|currently|also|recently)$/i;

function findRole(clause: string): RoleMatch | undefined {
  for (const { re, role, org } of ROLE_PATTERNS) {
    const match = re.exec(clause);
    if (!match) continue;
    const company = cleanOrg(match[org] ?? "");
    const jobTitle = cleanRole(match[role] ?? "");
    if (!company || SCHOOL_WORD.test(company) && !/\b(?:worked|work|employed|joined|as)\b/.test(clause)) continue;
    if (!jobTitle || /^(?:I|we|my|our|it|this|that)$/i.test(jobTitle) || /^\d/.test(jobTitle) || NOT_ROLE.test(jobTitle.split(/\s+/)[0] ?? "")) continue;
    return { jobTitle, company };
  }
  for (const re of ORG_ONLY_PATTERNS) {
    const match = re.exec(clause);
    if (!match) continue;
    const company = cleanOrg(match[1] ?? "");
    if (!company || MONTH_WORDS.test(company) || /^(?:19|20)\d{2}$/.test(company) || SCHOOL_WORD.test(company)) continue;
    if (knownSkill(company) && !/\b(?:worked|work|joined|employed|interned)\b/.test(clause)) continue;
    return { jobTitle: /\binterned\b/i.test(clause) ? "Intern" : "", company };
  }
  return undefined;
}

// ---------------------------------------------------------------- education

function findEducation(clause: string): Education | undefined {
  const degreeMatch = DEGREE_RE.exec(clause);
  const schoolMatch = new RegExp(String.raw`\b(?:from|at)\s+(?:the\s+)?(${ORG})`, "gu");
  let school = "";
  for (const match of clause.matchAll(schoolMatch)) {
    const candidate = cleanOrg(match[1] ?? "");
    if (SCHOOL_WORD.test(candidate) || (degreeMatch && !school && !/^(?:19|20)\d{2}$/.test(candidate))) {
      school = candidate;
      if (SCHOOL_WORD.test(candidate)) break;
    }
  }
  if (!school) {
    const bare = new RegExp(String.raw`(${ORG_TOKEN}(?:\s+(?:of|de|the|and|&)?\s*${ORG_TOKEN}){0,5})`, "gu");
    for (const match of clause.matchAll(bare)) {
      if (SCHOOL_WORD.test(match[1] ?? "")) {
        school = cleanOrg(match[1]!);
        break;
      }
    }
  }
  const studied = /\b(?:studied|study|studying|majored in|major in)\s+([\p{L}&][\p{L}&\s'’-]{1,60}?)(?=\s+(?:at|from|in\s+\d)|[,.;]|$)/u.exec(clause);
  const graduated = /\bgraduat(?:ed|ing|e)\b/i.test(clause);
  if (!degreeMatch && !(school && (studied || graduated || SCHOOL_WORD.test(school)))) return undefined;
  if (!degreeMatch && !studied && !graduated && !/\b(?:attended|student|alumn)/i.test(clause)) return undefined;
  const education = emptyEducation();
  if (degreeMatch) {
    education.degree = degreeMatch[1]!
      .replace(/\s+(?:from|at|in)\s*$/i, "")
      .replace(/[\s,.;:]+$/, "")
      .replace(new RegExp(String.raw`\s+(?:${school.split(/\s+/)[0] ?? "\u0000"}).*$`, "u"), "")
      .trim();
  }
  education.degree = education.degree ? education.degree[0]!.toUpperCase() + education.degree.slice(1) : "";
  if (!education.degree && studied?.[1]) education.relevantCoursework = studied[1].trim();
  education.school = school;
  const years = [...clause.matchAll(new RegExp(YEAR, "g"))].map((m) => m[0]);
  education.graduationYear = years.at(-1) ?? "";
  const gpa = /\b(?:GPA|CGPA)\s*(?:of\s*)?[:=]?\s*(\d(?:\.\d{1,2})?(?:\s*\/\s*\d+(?:\.\d+)?)?)|(\d(?:\.\d{1,2})?(?:\s*\/\s*\d+(?:\.\d+)?)?)\s+(?:GPA|CGPA)\b/i.exec(clause);
  if (gpa) education.gpa = (gpa[1] ?? gpa[2] ?? "").trim();
  const honors = /\b((?:first[- ]class|upper second[- ]class|2:1|summa cum laude|magna cum laude|cum laude|with (?:high )?honou?rs|with distinction|dean's list)[\p{L} ]*?)(?=[,.;]|$)/iu.exec(clause);
  if (honors) education.honors = honors[1]!.trim();
  if (!education.degree && !education.school) return undefined;
  return education;
}

// ---------------------------------------------------------------- skills and extras

const SKILL_CUE = /\b(?:skilled|proficient|fluent|adept|strong|well[- ]versed|expert|expertise|experienced|certified)\s+(?:in|with|at)\s+|\b(?:skills|stack|tools|technologies|tech stack|toolkit|languages)\s*(?:include|includes|including|are|:|like|such as)\s*|\b(?:I\s+)?(?:know|use|used|work with|worked with|mainly use|love using)\s+|\b(?:experience|familiarity|knowledge)\s+(?:in|with|of)\s+|\b(?:familiar|comfortable|hands-on)\s+with\s+|\busing\s+/i;

function skillsFromClause(clause: string): string[] {
  const cue = SKILL_CUE.exec(clause);
  if (!cue) return [];
  const explicit = /skill|proficient|stack|tools|technologies|languages|expert|adept|versed/i.test(cue[0]);
  const tail = clause.slice(cue.index + cue[0].length).replace(/\b(?:among others|and more|etc\.?)\b.*$/i, "");
  const items = splitSkills(tail.replace(/\s+or\s+/g, ", "));
  return items
    .map((item) => item.replace(/^(?:the|a|an)\s+/i, "").replace(/\s+(?:for|to|in|at|on|with)\s.*$/i, "").trim())
    .filter((item) => {
      if (!item || /^\d+$/.test(item) || new RegExp(`^(?:${LANGUAGES})$`).test(item)) return false;
      if (knownSkill(item)) return true;
      return explicit && item.split(/\s+/).length <= 3 && !/\b(?:I|my|me|years?|experience)\b/i.test(item) && !/ing\b/.test(item.split(/\s+/)[0] ?? "");
    });
}

function certificationsFrom(clause: string): string[] {
  const found: string[] = [];
  const named = /((?:\p{Lu}[\p{L}\d+&-]*\s+){0,4}Certified(?:\s+[\p{Lu}\d][\p{L}\d+&-]*){0,6})/gu;
  for (const match of clause.matchAll(named)) found.push(match[1]!.trim());
  const suffixed = /((?:\p{Lu}[\p{L}\d+&-]*\s+){1,5})(?:certification|certificate)\b/gu;
  for (const match of clause.matchAll(suffixed)) found.push(match[1]!.trim());
  const acronyms = /\b(PMP|CPA|CFA|CISSP|CCNA|CCNP|ACCA|CIMA|CSM|PSM|PRINCE2|ITIL|CISA|CISM|CEH|SHRM-CP|PHR|RN|CNA|BLS|ACLS)\b/g;
  for (const match of clause.matchAll(acronyms)) found.push(match[1]!);
  return found.filter((item, index) => !found.slice(0, index).some((other) => other.includes(item) || item.includes(other)));
}

// ---------------------------------------------------------------- the extractor

interface Draft {
  experience: Experience;
  sentenceIndex: number;
  order: number;
}

function bulletFrom(clause: string, tense: Tense): string[] {
  return improveBullet(clause, tense).filter((line) => line.split(/\s+/).length >= 2);
}

function extraLine(clause: string): string {
  return bulletFrom(clause, "past").join("; ");
}

function joinLines(existing: string | undefined, lines: string[]): string {
  const all = [...(existing ? existing.split("\n") : []), ...lines].filter(Boolean);
  return [...new Set(all)].join("\n");
}

const ACHIEVEMENT_HINT = /\d|%|\b(?:led|lead|built|build|launched|shipped|grew|increased|reduced|cut|saved|won|improved|delivered|managed|designed|created|developed|automated|migrated|mentored|scaled|founded|drove|raised|introduced|implemented|wrote|ran|owned|oversaw|handled|trained|coordinated|negotiated|closed|hired|taught|published)\b/i;
const GOAL_HINT = /\b(?:looking|seeking|hoping|aiming|aim|want|wanting|would like|transition|transitioning|switch|switching|pivot|pivoting|moving into|move into|career change|next step|open to)\b/i;
const YEARS_RE = /\b(?:over\s+|more than\s+|nearly\s+|almost\s+|about\s+)?(?:\d{1,2}\+?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)\s+years?\s+(?:of\s+)?(?:professional\s+|industry\s+|hands-on\s+)?(?:experience|exp)\b(?:\s+(?:in|as|with|across)\s+[^,.;]+)?/i;

function goalSentence(clause: string): string {
  let text = clause
    .replace(/^(?:and|but|so|now|currently)\s*,?\s*/i, "")
    .replace(/^(?:I'm|I’m|I am|I)\s+(?:now\s+|currently\s+)?/i, "")
    .replace(/^(?:really\s+)?(?:looking for|looking to|seeking)\b/i, (m) => (m.toLowerCase().includes("to") ? "Looking to" : "Seeking"))
    .replace(/^(?:want|wanting|would like|hope|hoping)\s+to\b/i, "Seeking to")
    .replace(/^(?:aim|aiming)\s+to\b/i, "Aiming to")
    .replace(/^(?:want|wanting)\s+(?=a|an|the)/i, "Seeking ")
    .replace(/\bmy\b\s*/gi, "")
    .replace(/\b(?:I|me)\b\s*/g, "");
  text = collapseSpaces(text).replace(/[\s,;:.]+$/, "");
  if (!text) return "";
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

/**
 * Personal info with unknown fields left out (the partial schema validates the e-mail and the
 * required fields whenever they are present, so "unknown" must be absent rather than "").
 */
export function compactPersonalInfo(info: Partial<Record<keyof PersonalInfo, string | undefined>>): PartialResume["personalInfo"] {
  const out: PartialResume["personalInfo"] = {};
  for (const [key, value] of Object.entries(info) as [keyof PersonalInfo, string | undefined][]) {
    const trimmed = value?.trim();
    if (!trimmed) continue;
    if (key === "email" && !z.email().safeParse(trimmed).success) continue;
    out[key] = trimmed.slice(0, key === "summary" ? 5000 : key === "phone" ? 40 : 200);
  }
  return out;
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The free-text career description → a partial resume (ids on list items; unknown fields empty). */
export function extractResume(input: string): PartialResume {
  const prompt = input.slice(0, MAX_PROMPT_LENGTH).replace(/[’]/g, "'").replace(/\r\n?/g, "\n");
  const { contacts, rest } = extractContacts(prompt);
  const name = extractName(rest);
  const place = extractPlace(rest);

  const drafts: Draft[] = [];
  const education: Education[] = [];
  const skillItems: string[] = [];
  const softItems: string[] = [];
  const languages: string[] = [];
  const certifications: string[] = [];
  const awards: string[] = [];
  const volunteering: string[] = [];
  const hobbies: string[] = [];
  const projects: PartialResume["projects"] = [];
  let headline = "";
  let goal = "";
  let years = "";

  const sentences = rest
    .split(/\n+/)
    .flatMap((paragraph) => splitSentences(paragraph.trim()))
    .map((sentence) => sentence.replace(/[.!?]+$/, "").trim())
    .filter(Boolean);

  let order = 0;
  let lastDraft: Draft | undefined;
  sentences.forEach((sentence, sentenceIndex) => {
    years ||= YEARS_RE.exec(sentence)?.[0] ?? "";
    let draftInSentence: Draft | undefined;
    for (const clause of clausesOf(sentence)) {
      // languages spoken
      if (/\b(?:speak|spoken|fluent|native|bilingual|trilingual|languages?)\b/i.test(clause)) {
        const spoken = [...clause.matchAll(LANGUAGE_RE)].map((m) => m[1]!);
        if (spoken.length) {
          languages.push(...spoken);
          continue;
        }
      }
      // hobbies and volunteering
      const hobby = /\b(?:in my (?:free|spare) time,?\s+I\s+(?:enjoy|like|love)|hobbies\s+(?:include|are)|I\s+(?:also\s+)?(?:enjoy|love)\s+(?=\w+ing\b))\s+(.+)$/i.exec(clause);
      if (hobby?.[1] && !ACHIEVEMENT_HINT.test(hobby[1].split(/\s+/)[0] ?? "")) {
        hobbies.push(...splitSkills(hobby[1]).map((item) => item.replace(/^(?:to\s+)?/, "")));
        continue;
      }
      if (/\bvolunteer/i.test(clause)) {
        volunteering.push(extraLine(clause));
        continue;
      }
      const certs = /certif|\b(?:PMP|CPA|CFA|CISSP|CCNA|PRINCE2|ITIL|ACCA)\b/.test(clause) ? certificationsFrom(clause) : [];
      if (certs.length && !DEGREE_RE.test(clause)) {
        certifications.push(...certs);
        skillItems.push(...skillsFromClause(clause.replace(/certified\s+in/i, "")).filter((s) => !certs.some((c) => c.includes(s))));
        continue;
      }
      // education
      const edu = /\b(?:degree|graduat|studied|study|studying|major|university|college|school|institute|academy|bachelor|master|phd|diploma|mba|bsc|msc|b\.?s\b|m\.?s\b|b\.?a\b|m\.?a\b|btech|b\.tech|beng|meng|gcse|a-level)/i.test(clause) ? findEducation(clause) : undefined;
      const role = findRole(clause);
      if (edu && !(role && /\b(?:worked|work|employed|joined|as a|as an)\b/.test(clause) && !DEGREE_RE.test(clause))) {
        education.push(edu);
        continue;
      }
      // roles
      const dates = findDates(clause);
      if (role || (ROLE_ONLY.test(clause) && (dates.startDate || dates.endDate))) {
        const experience = emptyExperience();
        experience.company = role?.company ?? "";
        const roleOnly = cleanRole(ROLE_ONLY.exec(clause)?.[1] ?? "");
        experience.jobTitle = role?.jobTitle || (NOT_ROLE.test(roleOnly.split(/\s+/)[0] ?? "") ? "" : roleOnly);
        experience.startDate = dates.startDate;
        experience.endDate = dates.endDate;
        experience.currentJob = dates.currentJob;
        const sameCompany = experience.company && drafts.find((d) => (d.experience.company ?? "").toLowerCase() === experience.company!.toLowerCase() && (!experience.jobTitle || !d.experience.jobTitle || d.experience.jobTitle === experience.jobTitle));
        if (sameCompany) {
          // a later mention of the same role fills what the first mention left out
          const target = sameCompany.experience;
          target.jobTitle ||= experience.jobTitle;
          target.startDate ||= experience.startDate;
          target.endDate ||= experience.endDate;
          target.currentJob ||= experience.currentJob;
          draftInSentence = lastDraft = sameCompany;
        } else {
          const draft = { experience, sentenceIndex, order: order++ };
          drafts.push(draft);
          draftInSentence = lastDraft = draft;
        }
        // what else the clause says ("…at Stripe, where I built X" is split off already):
        // a trailing ", leading a team of 6" / ", building dashboards in Tableau"
        const target = (draftInSentence ?? lastDraft)!.experience;
        const did = new RegExp(String.raw`^[Aa]t\s+${ORG},?\s+((?:I|we)\s+(?!was\b|am\b|worked as\b|served as\b).+)$`, "u").exec(clause);
        if (did?.[1]) {
          const tense: Tense = target.currentJob ? "present" : "past";
          const lines = bulletFrom(did[1], tense);
          if (/\d/.test(did[1])) target.achievements = joinLines(target.achievements, lines);
          else target.description = joinLines(target.description, lines);
        }
        const trailing = /,\s+((\p{Ll}+ing)\b.+)$/u.exec(clause);
        if (trailing?.[1] && formOf(trailing[2]!) === "gerund") {
          const tense: Tense = target.currentJob ? "present" : "past";
          const lines = bulletFrom(gerundClause(trailing[1], tense), tense);
          if (/\d/.test(trailing[1])) target.achievements = joinLines(target.achievements, lines);
          else target.description = joinLines(target.description, lines);
        }
        skillItems.push(...skillsFromClause(clause));
        continue;
      }
      if (!role && !headline) {
        const plainRole = new RegExp(String.raw`(?:^|\b(?:I'm|I am|I’m|I work as|I've been|I have been)\s+|,\s+)(?:a|an)\s+(${ROLE})`, "u").exec(clause);
        if (plainRole?.[1] && !NOT_ROLE.test(plainRole[1].split(/\s+/)[0] ?? "") && !SKILL_CUE.test(clause.slice(plainRole.index))) headline = cleanRole(plainRole[1]);
      }
      // skills
      const skills = skillsFromClause(clause);
      if (skills.length && !(draftInSentence && ACHIEVEMENT_HINT.test(clause.split(/\s+/).slice(0, 3).join(" ")))) {
        for (const skill of skills) (knownSkill(skill)?.group === "soft" ? softItems : skillItems).push(skill);
        continue;
      }
      // career goal
      if (GOAL_HINT.test(clause) && !goal) {
        goal = goalSentence(name ? clause.replace(new RegExp(`^(?:${[name.firstName, name.lastName].filter(Boolean).join("\\s+")})\\s*,?\\s*`), "") : clause);
        continue;
      }
      // awards
      if (/\b(?:won|award|awarded|prize|recogni[sz]ed as|named .+ of the year)\b/i.test(clause)) {
        awards.push(extraLine(clause));
        continue;
      }
      // side projects
      const project = /\b(?:side project|personal project|open[- ]source project|hobby project|project called|app called|built an? (?:app|tool|website|site|game|library) called)\b/i.test(clause);
      if (project) {
        const item = emptyProject();
        item.title = /\b(?:called|named)\s+["“]?([\p{Lu}\d][\p{L}\d.+-]*(?:\s+[\p{Lu}\d][\p{L}\d.+-]*){0,3})/u.exec(clause)?.[1] ?? "";
        item.description = extraLine(clause);
        item.technologies = findSkillsInProse(clause).join(", ");
        projects.push(item);
        continue;
      }
      // what the person did in a role: attach to the role named in the clause, else this sentence's, else the last one
      if (ACHIEVEMENT_HINT.test(clause) && drafts.length) {
        const named = drafts.find((d) => d.experience.company && new RegExp(`\\b${d.experience.company.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(clause));
        const target = named ?? draftInSentence ?? lastDraft;
        if (!target) continue;
        const clean = clause.replace(new RegExp(String.raw`^(?:[Aa]t|[Ww]hile at|[Dd]uring (?:my time )?at)\s+${ORG},?\s*`, "u"), "").replace(/^(?:there|here),?\s+/i, "");
        const tense: Tense = target.experience.currentJob ? "present" : "past";
        const lines = bulletFrom(clean, tense);
        if (!lines.length) continue;
        if (/\d/.test(clean)) target.experience.achievements = joinLines(target.experience.achievements, lines);
        else target.experience.description = joinLines(target.experience.description, lines);
        const tech = findSkillsInProse(clean);
        if (tech.length) target.experience.technologies = tidySkillsList([target.experience.technologies ?? "", ...tech].filter(Boolean).join(", "));
        continue;
      }
    }
  });

  // most recent first: current roles, then by start (or end) year; undated roles keep their order at the end
  const experiences = drafts
    .map((draft) => ({ draft, key: draft.experience.currentJob ? 9999 : (yearOf(draft.experience.startDate ?? "") ?? yearOf(draft.experience.endDate ?? "") ?? -1) }))
    .sort((a, b) => b.key - a.key || (a.key === -1 ? a.draft.order - b.draft.order : b.draft.order - a.draft.order))
    .map(({ draft }) => draft.experience);

  // skills: explicit lists plus known names mentioned anywhere in the prose
  const allSkills = dedupeSkills([...skillItems, ...findSkillsInProse(rest.replace(EMAIL_RE, " "))]).filter(
    (skill) => !experiences.some((e) => e.company?.toLowerCase() === skill.toLowerCase()) && !education.some((e) => e.school?.toLowerCase() === skill.toLowerCase()),
  );
  const skills: Skills = { technicalSkills: "", softSkills: "", tools: "", frameworks: "" };
  const buckets: Record<keyof Skills, string[]> = { technicalSkills: [], softSkills: [...softItems], tools: [], frameworks: [] };
  for (const skill of allSkills) {
    const field = fieldForSkill(skill) ?? "technicalSkills";
    if (!buckets[field].some((s) => s.toLowerCase() === skill.toLowerCase())) buckets[field].push(skill);
  }
  for (const field of Object.keys(buckets) as (keyof Skills)[]) skills[field] = tidySkillsList(buckets[field].join(", "));

  // summary: built only from the stated facts
  const summary: string[] = [];
  const title = headline || experiences[0]?.jobTitle;
  const companies = [...new Set(experiences.map((e) => e.company).filter((c): c is string => !!c))].slice(0, 3);
  if (title && years) summary.push(`${title} with ${years.replace(/^./, (c) => c.toLowerCase())}.`);
  else if (title && companies.length) summary.push(`${title} with experience at ${listPhrase(companies)}.`);
  else if (title) summary.push(`${title}.`);
  else if (years) summary.push(`${years[0]!.toUpperCase()}${years.slice(1)}.`);
  const topSkills = dedupeSkills([...splitSkills(skills.technicalSkills ?? ""), ...splitSkills(skills.frameworks ?? ""), ...splitSkills(skills.tools ?? "")]).slice(0, 6);
  if (topSkills.length) summary.push(`Skilled in ${listPhrase(topSkills)}.`);
  if (goal) summary.push(goal);
  const degree = education.find((e) => e.degree);
  if (degree && summary.length < 4) summary.push(`${degree.degree}${degree.school ? ` from ${degree.school}` : ""}.`);

  return {
    personalInfo: compactPersonalInfo({
      firstName: name?.firstName,
      lastName: name?.lastName,
      email: contacts.email,
      phone: contacts.phone,
      city: place.city,
      state: place.state,
      country: place.country,
      linkedIn: contacts.linkedIn,
      portfolio: contacts.portfolio,
      github: contacts.github,
      summary: summary.slice(0, 4).join(" "),
    }),
    experiences: experiences.slice(0, 30).map((e) => ({ ...e, id: e.id ?? newItemId() })),
    education: education.slice(0, 30),
    skills,
    projects: projects.slice(0, 30),
    additionalInfo: {
      certifications: [...new Set(certifications)].join("\n"),
      languages: [...new Set(languages)].join(", "),
      hobbies: [...new Set(hobbies.filter(Boolean))].join(", "),
      volunteering: volunteering.filter(Boolean).join("\n"),
      awards: awards.filter(Boolean).join("\n"),
      publications: "",
    },
  };
}
