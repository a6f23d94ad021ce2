/**
 * The offline prompt extractor: a free-text career description → the resume shape.
 * Everything it returns is copied from the text (casing and bullet wording aside); a field the
 * text does not state stays empty. No name, employer, date, degree or number is ever made up.
 */
import { MONTH_NAMES } from "../../../lib/text/months.ts";
import { z } from "zod";
import {
  emptyEducation,
  emptyExperience,
  emptyProject,
  newItemId,
  type Education,
  type Experience,
  type PartialResume,
  type PersonalInfo,
  type Skills,
} from "../../../lib/resume.ts";
import {
  dedupeSkills,
  escapeRegExp,
  fieldForSkill,
  withoutLevel,
  findSkillsInProse,
  knownSkill,
  skillsAfterCue,
  skillsInList,
  splitSkills,
  tidySkillsList,
  TOOL_SHAPED,
  toolsWorkedIn,
} from "./skills.server.ts";
import { gerundClause } from "./openers.server.ts";
import { collapseSpaces, type Tense } from "./text.server.ts";
import { attachDetails, bulletFrom, Drafts, joinLines, type Draft } from "./drafts.server.ts";
import { closeBriefRoles, closeOpenRoles, deriveDates, durationYears, mentionsEarlier, saysBrief } from "./durations.server.ts";
import {
  ENTRY_SECTIONS,
  entryFrom,
  isPlace,
  isSchool,
  entryUnderHead,
  roleHeads,
  splitDatedList,
  splitDegreeList,
  titleLine,
  type Entry,
} from "./entries.server.ts";
import { findName, findPlace } from "./people.server.ts";
import { columnCells, flattenLabelledRecords, withoutGlosses } from "./records.server.ts";
import { companyScore, titleScore } from "../../parse/fields/roles.server.ts";
import { headingKind } from "../../parse/sections/headings.server.ts";
import { segmentPrompt, type Segment } from "./segments.server.ts";
import { academicYears, expandShorthand } from "./shorthand.server.ts";
import { COURSE_AT_RE, courseIn, qualificationWithProvider, trainedAs } from "./schooling.server.ts";
import { formOf, lookupVerb } from "./verbs.server.ts";
import { addMissedEntries } from "./missed-entries.server.ts";
import { everydaySkillsInProse } from "./everyday-skills.server.ts";
import { heldSkills } from "./held-skills.server.ts";
import { nlp } from "../../nlp.server.ts";
import {
  certificationsFrom,
  CERTIFICATE_FROM,
  clausesOf,
  cleanRole,
  type Contacts,
  hasFiniteVerb,
  opensWithFiniteVerb,
  datedSinceThen,
  DEGREE_RE,
  namesDegree,
  EMAIL_RE,
  extractContacts,
  extractName,
  findDates,
  findEducation,
  SUBJECT_FIRST_QUALIFICATION,
  findRole,
  LANGUAGE_RE,
  LANGUAGES_ONLY,
  namesActivity,
  opensWithActivity,
  opensNoRole,
  ORG,
  ROLE,
  ROLE_AS,
  ROLE_ONLY,
  SCHOOL_WORD,
  SELF_EMPLOYED,
  FREELANCE_NOTE,
  SKILL_CUE,
  readsAsTitle,
  impliedTitle,
  saysNow,
  skillsFromClause,
  yearOf,
  withoutTitleLabels,
} from "./extract-facts.server.ts";

export { extractContacts, extractName } from "./extract-facts.server.ts";

export const MAX_PROMPT_LENGTH = 2000;

// ---------------------------------------------------------------- the extractor

function extraLine(clause: string): string {
  return bulletFrom(clause, "past").join("; ");
}

const ACHIEVEMENT_HINT =
  /\d|%|\b(?:led|lead|built|build|launched|shipped|grew|increased|reduced|cut|saved|won|improved|delivered|managed|designed|created|developed|automated|migrated|mentored|scaled|founded|drove|raised|introduced|implemented|wrote|ran|owned|oversaw|handled|trained|coordinated|negotiated|closed|hired|taught|published)\b/i;
const GOAL_HINT =
  /\b(?:looking|seeking|hoping|aiming|aim|want|wanting|would like|transition|transitioning|switch|switching|pivot|pivoting|moving into|move into|career change|next step|open to)\b/i;
/** Work wished for, no role held: "would like to …", "I search job as …", "need a new job as …". */
const ASPIRATION =
  /\b(?:(?:search(?:es|ing)?|look(?:s|ing)?\s+for|want(?:s|ing)?|need(?:s|ing)?)\s+(?:for\s+)?(?:(?:a|an)\s+)?(?:new\s+)?(?:job|work|position|employment)\s+as\b|(?:would|'d)\s+(?:love|like)\s+to|want(?:s|ed|ing)?\s+to|hop(?:e|es|ing)\s+to|plan(?:s|ning)?\s+to|aim(?:s|ing)?\s+to|looking\s+(?:for|to)|seeking|aspir\w*|dream\w*|appl(?:y|ied|ying)\s+(?:to|for)|interview(?:ed|ing)\s+(?:at|with))\b/i;
const YEARS_RE =
  /\b(?:over\s+|more than\s+|nearly\s+|almost\s+|about\s+)?(?:\d{1,2}\+?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)\s+years?\s+(?:of\s+)?(?:professional\s+|industry\s+|hands-on\s+)?(?:experience|exp)\b(?:\s+(?:in|as|with|across)\s+[^,.;]+)?/i;

/** A school year reached, named as a qualification ("12th grade"). */
const GRADE_LEVEL = /^(?:1[0-2]th|twelfth|eleventh|tenth)\s+grade$/i;
/** The kinds of workplace a text names an employer by once it has named it ("the same home", "joined the bank"). */
const WORKPLACE_KIND = String.raw`(?:company|firm|employer|business|organi[sz]ation|place|store|shop|service|home|hotel|restaurant|hospital|clinic|cent(?:re|er)|department|office|farm|site|bank|agency|practice|salon|bar|caf[eé]|kitchen|warehouse|depot|factory|plant|nursery|branch)`;
/**
 * "same company", "the same employer", "same care home", "same farm before promotion": the employer named just before, by
 * whatever kind of place it is, a lower-case note after it included.
 */
const SAME_EMPLOYER = /^(?:[Tt]he\s+)?[Ss]ame\s+\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*)*$/u;
const SAME_SCHOOL_WORDS = String.raw`(?:the\s+)?same\s+(?:university|college|school|institute|institution|academy|polytechnic|uni|tafe)`;
const SAME_SCHOOL = new RegExp(String.raw`^${SAME_SCHOOL_WORDS}$`, "i");

/**
 * "Forklift Driver, same depot, 2018–2021", "Clerk – same council – 2018-2021": an employer named as the same place is the
 * last one named before it, in a pasted CV or in the writer's own reading.
 */
export function employersNamedBack(experiences: Experience[]): void {
  const namedBack = (company: string | undefined) => Boolean(company && SAME_EMPLOYER.test(company.trim()));
  experiences.forEach((job, index) => {
    if (!namedBack(job.company)) return;
    const before = experiences.slice(0, index).findLast((other) => other.company && !namedBack(other.company));
    if (before) job.company = before.company;
  });
}

/**
 * "B.Sc — same college — 2012", "… a master's from the same university in 2018": the school of the degree told before it.
 * `text`, when given, is where a degree read with no school may say so after its name.
 */
export function schoolsNamedBack(education: Education[], text = ""): void {
  education.forEach((edu, index) => {
    const before = education
      .slice(0, index)
      .reverse()
      .find((other) => other.school && !SAME_SCHOOL.test(other.school))?.school;
    if (!before) return;
    if (edu.school && SAME_SCHOOL.test(edu.school)) {
      edu.school = before;
      return;
    }
    const at = edu.degree && !edu.school ? text.indexOf(edu.degree) : -1;
    const after = at >= 0 ? (text.slice(at + edu.degree!.length, at + edu.degree!.length + 80).split(/[.;!?]\s/)[0] ?? "") : "";
    if (new RegExp(String.raw`^\s*(?:\([^()]*\)\s*)?(?:from|at)\s+${SAME_SCHOOL_WORDS}\b`, "i").test(after)) edu.school = before;
  });
}
/** A start read as "since" that the text gives only as a beginning ("started in 2013 at …"). */
const STARTED_ONLY = /\b(?:started|began)\s+(?:(?:my\s+career|work(?:ing)?|out)\s+)?in\s/i;
/** "…, and that's where I am these days" (split off after "where"), "where she still is": the role just told is held now. */
/** "I still work there", "which she still owns and runs": the business or employer just named is the person's now. */
const STILL_WHERE =
  /^(?:I|he|she|they)\s+(?:am|is|are|work|works)(?:\s+still)?\s+(?:these\s+days|nowadays|now|today|at\s+the\s+moment|at\s+present|currently)\W*$|\bwhere\s+(?:I|he|she|they)\s+still\s+(?:am|is|are|work|works)\b|^(?:I|he|she|they)\s*(?:(?:\s|')(?:am|is|are|m|s|re)\s+|\s)still\s+(?:work(?:s|ing)?\s+)?there\b|^(?:(?:I|he|she|they)\s+)?still\s+(?:hold|holds|have|has|do|does)\s+(?:that|this|the)\s+(?:role|position|job|post)\b|\b(?:which|that)\s+(?:I|he|she|they)\s+still\s+(?:own|owns|run|runs|manage|manages)\b/i;
/** "I started there in 2018", "she's been there since 2019": when the role told just before began. */
const STARTED_THERE =
  /^(?:I|he|she|they)\s+(?:(?:first\s+)?(?:started|began|joined)(?:\s+(?:there|here|them|it))?|(?:have|has|'ve|'s)\s+been\s+(?:there|here|with\s+them))\b/i;
/** "After graduating from … in 2011, I joined …": the sentence opens with the event the role followed, and its year. */
const AFTER_EVENT_YEAR = /^\s*After\s+(?:graduating|graduation|finishing|completing|leaving|my|university|college|school)\b[^.;!?]*?\b((?:19|20)\d{2})\b\D*$/i;
/** "I stayed until 2020", "she remained there until May 2019", "where I stayed 3 years, until 2015": how long the role just told lasted. */
const STAYED_UNTIL =
  /^(?:where\s+)?(?:(?:I|he|she|they)\s+)?(?:stayed|remained|worked)(?:\s+(?:there|on))?(?:\s+(?:for\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+years?,?)?\s+until\b/i;
const STILL_THERE = /\b(?:since|still|currently|now|present|today|at the moment)\b/i;
/** "no degree", "without a college degree", "never finished my degree". */
const NO_DEGREE = /\b(?:no|without\s+an?|never\s+(?:finished|completed|got)\s+(?:a|my))\s+(?:formal\s+|university\s+|college\s+)?degree\b/i;
/** "first as a nursing officer and later as senior nursing officer": two titles held in turn in one role. */
const FIRST_THEN_LATER = new RegExp(
  String.raw`\b(?:first|initially|starting)\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE}),?\s+(?:and\s+)?(?:later|then|eventually|finally|now)\s+(?:as\s+)?(?:(?:a|an|the)\s+)?(${ROLE})`,
  "u",
);
/** "at Tamar Soft as an intern then junior tester, 2015 to 2017": two titles held in turn, the later one last. */
const TITLES_IN_TURN = String.raw`\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+(?:and\s+)?then\s+(?:as\s+)?(?:(?:a|an|the)\s+)?(${ROLE})`;
const TITLE_THEN_TITLE = new RegExp(String.raw`\bas${TITLES_IN_TURN}`, "u");
/** Another title held at a role's employer (and where the employer is), as a role of its own. */
function roleAtSameEmployer(job: Experience, jobTitle: string | undefined): Experience {
  return { ...emptyExperience(), id: newItemId(), company: job.company, location: job.location, jobTitle };
}

/** The title the person held at a role's employer before it, from the role's start until the year the later title began. */
function earlierRoleUntil(job: Experience, jobTitle: string | undefined, until: string): Experience {
  return { ...roleAtSameEmployer(job, jobTitle), startDate: job.startDate, endDate: until, currentJob: false };
}

/** "I was a cashier and then shift lead at …": the same two titles told as what the person was. */
const WAS_TITLE_THEN_TITLE = new RegExp(String.raw`\b(as|was|were|am|is)${TITLES_IN_TURN}`, "u");
/** "while in college", "while I was at uni": a time of life named without a school. */
const WHILE_IN_SCHOOL = /\s+while\s+(?:(?:I\s+was|still|he\s+was|she\s+was)\s+)?(?:in|at)\s+(?:college|school|university|uni|high school)\b/gi;
/** Time away from work: "I was not working", "unemployed", "a career break", "took time out". */
const CAREER_GAP =
  /\b(?:(?:was|were|am|been|wasn't|weren't)\s+(?:not\s+)?(?:not\s+working|unemployed|out of work|between jobs|on (?:a )?career break)|career break|took (?:some )?time (?:out|off))\b/i;
/** A clause that names the title of a role stated just before it in the sentence. */
const TITLE_OF_ROLE = new RegExp(
  String.raw`^(?:(?:he|she|they|I|we)\s*(?:\sis|\sare|\sam|\swas|'m|’m|'ve been|’ve been|have been|has been|works as|worked as|serves as|served as)\s+(?:now\s+|currently\s+|still\s+)?(?:(?:a|an|the)\s+)?|(?:joined|started|began)(?:\s+(?:there|in\s+\S+(?:\s+(?:19|20)\d{2})?))*\s+as\s+(?:(?:a|an|the)\s+)?)(${ROLE})(?:\s+(?:ever\s+since|(?:for|from|since|until|between|in)\s+[^,]*))?$`,
  "u",
);

/**
 * "before the MBA I was a process engineer at Sasol": a role at an employer that is no school wins
 * over the degree the clause mentions in passing.
 */
/** A title the résumé parser knows, or a single word for one who does a trade ("Plasterer", "Joiner", "Welder"), that names no place. */
function readsAsTrade(text: string): boolean {
  if (titleScore(text) > 0) return true;
  return /^\p{L}+(?:er|or|ian|ist|wright|smith)$/iu.test(text) && !isPlace(text) && !knownSkill(text);
}

/** "served my apprenticeship with Acme", "did an apprenticeship at Acme": the person was an apprentice at the employer. */
function apprenticedAt(text: string, company: string): boolean {
  return new RegExp(String.raw`\bapprenticeship\s+(?:with|at)\s+(?:the\s+)?${escapeRegExp(company)}`, "i").test(text);
}

/**
 * "the first year of my plumbing apprenticeship with Kowhai Plumbing (started 2024)": the person is that field's apprentice
 * there, and one who is in a year of it, with no end told, is in it still. "A plumbing apprentice" read as a title has no article.
 */
function fieldApprenticeships(experiences: Experience[], text: string): void {
  for (const job of experiences) {
    if (job.jobTitle && /^an?\s+\S/i.test(job.jobTitle)) job.jobTitle = job.jobTitle.replace(/^an?\s+/i, "").replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    if (!job.company || job.company === SELF_EMPLOYED) continue;
    const told = new RegExp(
      String.raw`\b(?:((?:first|second|third|fourth|final|last)\s+year)\s+of\s+)?(?:my|his|her|their|an?)\s+(\p{L}+(?:\s+\p{Ll}+)?)\s+apprenticeship\s+(?:with|at)\s+(?:the\s+)?${escapeRegExp(job.company)}`,
      "iu",
    ).exec(text);
    if (!told) continue;
    const field = told[2]!.toLowerCase();
    if (!job.jobTitle && !/^(?:an?|my|the|full|formal)$/.test(field)) job.jobTitle = `${field.replace(/^\p{Ll}/u, (c) => c.toUpperCase())} Apprentice`;
    if (told[1] && job.startDate && !job.endDate) job.currentJob = true;
  }
}

function roleOverDegree(role: ReturnType<typeof findRole>, edu: Education): boolean {
  const school = (text: string) =>
    SCHOOL_WORD.test(text) ||
    /\b(?:Universit\p{L}*|Institut\p{L}*|Polit[eé]cnic\p{L}*|Politeknik|Hochschule|Akademi\p{L}*|Escuela|[ÉE]cole|Scuola)\b/u.test(text);
  // "I took a Especialización en Estructuras at Vento": a "title" that names a degree is the degree
  if (!role?.company || !role.jobTitle || school(role.company) || /\b(?:stud\p{L}*|graduat\p{L}*|degree|major\p{L}*)\b/iu.test(role.jobTitle)) return false;
  if (namesDegree(role.jobTitle) && titleScore(role.jobTitle) === 0) return false;
  return !edu.school || edu.school.toLowerCase() === role.company.toLowerCase();
}

function bothDegreeAndRole(role: ReturnType<typeof findRole>, edu: Education): boolean {
  if (!role?.company || !role.jobTitle || !edu.school || SCHOOL_WORD.test(role.company)) return false;
  return edu.school.toLowerCase() !== role.company.toLowerCase();
}

/**
 * "a degree in Law from Aldmoor University (2014) and a Master in Tax from Brisk School (2016)": two degrees the words name
 * (not their abbreviations), each with its school, one clause each.
 */
function splitNamedDegrees(clause: string): string[] {
  // "I studied economics at X, graduating in 2010, and completed a Máster en Y at Z": a subject studied at a school counts as a degree named
  // "… with a BA in Linguistics and took an MA in Translation at …": the verb of the second may be said
  // "… at Korvel University in 2012 and master in finance at Dunmore School of Business": the article may be left out
  // "completed ITI Welder from Government ITI Karwar in 2010 and Diploma in …": so may a course completed at a school
  // "… and in 2024 I completed a Certificate in X with Y", "… and then a Graduate Certificate in X at …": the second's year, subject or
  // "then" may open it; a certificate or diploma "through" or "with" its provider names a course too
  const parts = clause.split(
    /,?\s+and\s+(?=(?:then\s+)?(?:in\s+(?:19|20)\d{2},?\s+)?(?:(?:I|she|he|they)\s+)?(?:(?:did|earned|completed|finished|got|obtained|took|gained)\s+)?(?:(?:an?|my|his|her|their)\s|(?:bachelor|master|diploma|doctorate|phd|mba|b\.?sc|m\.?sc)\b))/iu,
  );
  const namesCourse = (part: string) =>
    namesDegree(part) || /\b(?:studied|majored\s+in|completed)\s+\p{L}/u.test(part) || /\b(?:certificate|certification|diploma)\b|\blevel\s+\d/iu.test(part);
  const named = (part: string) => namesCourse(part) && /\b(?:from|at|through|with)\s+(?:the\s+)?\p{Lu}/u.test(part);
  // "studied Law at Weald University (2016) after completing a Diploma in Logistics at Brook College in 2012": the earlier
  // course told after the later one, and opening its own clause ("After finishing a BTEC at …, …") it is as "completed"
  const earlier = /^(?:after|before)\s+(?:completing|finishing|earning|obtaining|gaining|getting|doing)\s+/iu;
  const told = parts.flatMap((part) => part.split(/,?\s+(?=after\s+(?:completing|finishing|earning|obtaining|gaining|getting)\s)/iu));
  // (what was completed needs no degree's word: "after completing a Level 4 in Logistics at …")
  const completed = (part: string) => named(part) || (earlier.test(part) && /\b(?:from|at|through|with)\s+(?:the\s+)?\p{Lu}/u.test(part));
  const read = told.length > 1 && told.every(completed) ? told : parts.length > 1 && parts.every(named) ? parts : [clause];
  return read.map((part) => (earlier.test(part) && (read.length > 1 || named(part)) ? part.replace(earlier, "completed ") : part));
}

/** "the same uni", "same place": a second qualification taken where the one before it was. */
const SAME_SCHOOL_SAID = new RegExp(String.raw`\b(?:(?:at|from)\s+)?(?:(?:the\s+)?same\s+place|${SAME_SCHOOL_WORDS})\b`, "iu");

/**
 * "a lab technician at Elm Bay University while doing his MPhil in Geology there": "there" after a degree is the school
 * the sentence named just before it.
 */
function withSchoolThereNamed(piece: string): string {
  return piece.replace(
    new RegExp(String.raw`\b((?:at|from|with)\s+(?:the\s+)?(${ORG})([^.;!?,]*?))\s+there\b`, "gu"),
    (whole, told: string, org: string, between: string) =>
      SCHOOL_WORD.test(org) && namesDegree(between) ? `${told} at ${org.replace(/[\s,.]+$/, "")}` : whole,
  );
}

/**
 * "a BSc at Fenmoor University in 2012 and then a Graduate Certificate at the same uni in 2019", "a diploma from Fenmoor College
 * 2011 and cert IV in 2023 same place": the school named before it, in the clause or the last one read, is said again.
 */
function withSameSchoolNamed(clause: string, lastSchool: string | undefined): string {
  const same = SAME_SCHOOL_SAID.exec(clause);
  if (!same || (!/\b(?:cert|certificate|certification|diploma|degree|course)\b/i.test(clause) && !namesDegree(clause))) return clause;
  const before = clause.slice(0, same.index);
  const named = [...before.matchAll(new RegExp(String.raw`\b(?:from|at|through|with)\s+(?:the\s+)?(${ORG})`, "gu"))].at(-1)?.[1];
  const school = named && SCHOOL_WORD.test(named) ? named.replace(/[\s,.]+$/, "") : lastSchool;
  return school ? `${before}at ${school}${clause.slice(same.index + same[0].length)}` : clause;
}

/**
 * "english tutor at ILA since 2023, and waiter at Pizza Hut from 2021 to 2023", "ran Fernhill Deli since 2020, before that
 * cook at Oakbarn 2016-2020" → one piece per dated role.
 */
function splitRoleList(text: string): string[] {
  const pieces = text
    .split(
      /,\s+(?:and\s+)?(?=(?:an?\s+)?\p{Ll}+(?:\s+\p{Ll}+){0,3}\s+(?:at|@)\s+\p{Lu})|[,;]\s+(?:and\s+)?(?=(?:before\s+(?:that|this)|prior\s+to\s+(?:that|this)|previously)\b)/u,
    )
    .flatMap(splitAtPastVerb);
  return pieces.length > 1 && pieces.every((piece) => /(?:19|20)\d{2}/.test(piece)) ? pieces : [text];
}

/**
 * "Working for Tarbet Heating since 2017, did my apprenticeship with Lenny Pipes 2012-2016": after a comma, a clause with
 * no subject that opens with a past verb and names an employer is a role of its own.
 */
function splitAtPastVerb(text: string): string[] {
  const cut = /,\s+(?=(\p{Ll}+)\s+[^,;]*?\b(?:at|for|with)\s+(?:the\s+)?\p{Lu})/u.exec(text);
  if (!cut?.[1] || !nlp(`I ${cut[1]} it`).match(cut[1]).has("#PastTense")) return [text];
  return [text.slice(0, cut.index), ...splitAtPastVerb(text.slice(cut.index + cut[0].length))];
}

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
 * required fields whenever they are present, so "unknown" must be absent rather than ""). The name
 * and the contacts always come from the deterministic extractors, whoever wrote the other fields.
 */
export function statedPersonalInfo(
  name: ReturnType<typeof extractName>,
  contacts: Contacts,
  other: Partial<Record<"city" | "state" | "country" | "summary", string>>,
): PartialResume["personalInfo"] {
  const info: Partial<Record<keyof PersonalInfo, string | undefined>> = {
    firstName: name?.firstName,
    lastName: name?.lastName,
    email: contacts.email,
    phone: contacts.phone,
    linkedIn: contacts.linkedIn,
    github: contacts.github,
    portfolio: contacts.portfolio,
    ...other,
  };
  const out: PartialResume["personalInfo"] = {};
  for (const [key, value] of Object.entries(info) as [keyof PersonalInfo, string | undefined][]) {
    const trimmed = value?.trim();
    if (!trimmed) continue;
    if (key === "email" && !z.email().safeParse(trimmed).success) continue;
    out[key] = trimmed.slice(0, key === "summary" ? 5000 : key === "phone" ? 40 : 200);
  }
  return out;
}

function withoutLeadingName(text: string, name: { firstName: string; lastName: string }): string {
  const full = [name.firstName, name.lastName].filter(Boolean).join(" ");
  // "Dr. Amal Hassan, consultant cardiologist at …": the title before the name goes with it
  const honorific = /^(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor|Eng|Engr)\.?\s+/.exec(text)?.[0] ?? "";
  if (!full || !text.slice(honorific.length).toLowerCase().startsWith(full.toLowerCase())) return text;
  const rest = text.slice(honorific.length + full.length);
  // "Ana Reyes, 29, payroll clerk at …": the age said after the name goes with it
  const lead = /^\s*[,|—–(:-]\s*(?:\d{1,2}(?:\s+years\s+old|\s*y\.?o\.?)?\s*,\s*)?(?=\p{L})/u.exec(rest);
  if (lead) return rest.slice(lead[0].length);
  // "Lina Haddad has been Talent Manager at …", "… is Head of Talent at …": a bio's subject, the verb and the title after it are the sentence's
  const said = /^\s+(?=(?:has|had|is|was)\s+(?:(?:now|currently|also)\s+)?(?:been\s+)?\p{Lu})/u.exec(rest);
  return said ? rest.slice(said[0].length) : text;
}

/**
 * "tram conductor from Graz, …", "tram conductor, 9 years on the job" → "tram conductor": a few lower-case words, no verb among
 * them, then where the person is from or how long they have done it.
 */
/** "Roofer, Wexford": one or two words, a comma, a capitalised town (one the place list may not know) and nothing more. */
const TITLE_TOWN = /^(\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)?),\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)[.!]?$/u;

function titleBeforePlace(text: string): string | undefined {
  // "pharmacist (Farmacéutica Titulada) in Arequipa": the title's name in brackets may come between
  const match =
    /^(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3}?)(?:\s*\([^()]*\))?(?:\s+(?:based\s+in|from|in)\s+\p{Lu}|,\s+\d{1,2}\+?\s+years?\b)/u.exec(text) ??
    // "web designer, Leeds", "baker", "QA engineer, Gdańsk": a title the résumé parser knows (an acronym may open it), then only the town or nothing
    // (two titles joined by "&", and the languages or field in brackets after them: "writer & editor (ES/EN), Trieste")
    /^((?:\p{Lu}{2,4}|\p{L}[\p{Ll}-]*)(?:\s+(?:&\s+)?\p{Ll}[\p{Ll}-]*){0,3}?)(?:\s*\([^()]*\))?(?:,\s+(\p{Lu}[\p{L}'’ -]*))?$/u.exec(text);
  if (match?.[2] !== undefined && (!isPlace(match[2]) || titleScore(match[1]!) === 0)) return undefined;
  if (match && match[0].replace(/\s*\([^()]*\)$/, "") === match[1] && titleScore(match[1]!) === 0) return undefined;
  return match?.[1] && !hasFiniteVerb(match[1]) && !/^(?:a|an|the|my|i|and|now|currently|also)\b/.test(match[1]) ? match[1] : undefined;
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * "Been with Haldane Civil since 2017 — started as a site engineer and was promoted to project manager in
 * 2020", "started as a cook in 2012 and became head chef in 2016", "starting out as a cook and becoming head chef in 2016":
 * one job at the employer becomes two, the first title until the promotion and the second since.
 */
const PROMOTION = new RegExp(
  String.raw`\b(?:started|began|joined|starting|beginning)(?:\s+[^.,;]{1,40}?)?\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE})(?:\s+in\s+(?:\p{L}+\s+)?(?:19|20)\d{2})?\s*,?\s+(?:and\s+)?(?:was\s+|got\s+|getting\s+|been\s+|being\s+|then\s+|later\s+)*(?:promoted\s+to|became|becoming|rose\s+to|rising\s+to|moved\s+up\s+to|moving\s+up\s+to|(?<=\b(?:was|got|being|getting)\s+)made)\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+in\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b`,
  "giu",
);

/** "… (2010–2019), as a packer until 2014 and then as team leader": the first title until the year, the second since. */
const TITLE_UNTIL_THEN = new RegExp(
  String.raw`\bas\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+until\s+((?:\p{L}+\s+)?(?:19|20)\d{2}),?\s+(?:and\s+)?then\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE})(?=\s*(?:[.,;!?]|$))`,
  "gu",
);

/**
 * "I've worked at Corran Freight since 2016 as a dispatcher, and I was promoted to senior dispatcher there in
 * 2021", "joined Pellow Dairy in 2014 as a driver and has been its transport lead since 2020": a later title at
 * the same employer, told after the first without "started as".
 */
const PROMOTED_THERE = new RegExp(
  String.raw`\bas\s+(?:(?:a|an|the)\s+)?(${ROLE})\s*,?\s+(?:and\s+)?(?:(?:I|he|she|they)\s+)?(?:(?:was|were|got|has\s+been|have\s+been)\s+promoted\s+to\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+in|(?:has|have)\s+been\s+(?:(?:its|their|the\s+company's)\s+(${ROLE})|(?:(?:an?|the)\s+)?(${ROLE})\s+there)\s+since)\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b`,
  "gu",
);

/**
 * "…at Orbis Energy, first as a junior buyer and then, from 2016, as a category manager": the second title's year between
 * the two; "first as a porter and, since 2019, as …", "first as a porter and the last four years (2019-2023) as …" alike.
 * The second title may end before what the work covers ("… as an area rep covering the coast").
 */
const TITLE_FROM_YEAR = new RegExp(
  String.raw`\b(?:first|initially)\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE}),?\s+(?:and\b,?\s*)?(?:then|later)?,?\s*(?:(?:from|in|since)\s+((?:\p{L}+\s+)?(?:19|20)\d{2})|(?:for\s+|in\s+)?(?:the|my|his|her|their)\s+(?:last|final|past)\s+[\p{L}\d]+\s+years?\s*\(\s*((?:19|20)\d{2})\s*[-–—]\s*(?:(?:19|20)\d{2}|\p{L}+)\s*\)),?\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE})(?=\s*(?:[.,;!?]|$)|\s+\p{Ll}+ing\b)`,
  "gu",
);

/** "…, where he was promoted from junior buyer to purchasing manager in 2017": the title held before and the one since, told in one. */
const PROMOTED_FROM_TO = new RegExp(
  String.raw`\bpromoted\s+from\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+to\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+in\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b`,
  "gu",
);

/** "first as a cashier at Dunmore Stores from 2005, then as a floor manager from 2010 until 2015": the second title's start ends the first. */
const FIRST_AT_THEN_AS = new RegExp(
  String.raw`\b(?:first|initially)\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+(?:at|for|with)\s+[^.;]{1,60}?\s+(?:from|in|since)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\s*,?\s+(?:and\s+)?then\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+(?:from|in|since)\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b(?:\s+(?:until|till|to)\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b)?`,
  "gu",
);

/** "Night receptionist at Hotel Rio from 2020, shift manager since Mar 2023": a later title at the same employer, set after a comma. */
const AT_FROM_THEN_SINCE = new RegExp(
  String.raw`(?:^|[\n•*·-]\s*|\b(?:as|was|a|an)\s+)(${ROLE})\s+(?:at|for|with)\s+[^.;,\n]{1,60}?\s+(?:from|since)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\s*,\s+(?:(?:and|then|now)\s+)?(?:(?:a|an|the)\s+)?(${ROLE})\s+since\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b`,
  "giu",
);

/**
 * "I began with Voltex as an apprentice in 2012 and earned my trade ticket in 2016": an apprentice or trainee until the
 * qualification the trade gives, the role's own title since.
 */
const QUALIFIED_IN = new RegExp(
  String.raw`\b(?:started|began|joined)(?:\s+[^,;!?]{1,40}?)?\s+as\s+(?:(?:a|an|the)\s+)?((?:\p{Ll}+\s+)?(?:apprentice|trainee|intern|cadet)(?:\s+\p{Ll}+)?)\s+in\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\s*,?\s+and\s+(?:got|earned|received|gained|passed|obtained|completed)\s+(?:my|his|her|their|the)\s+[^.;—–]{1,50}?\s+in\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b`,
  "gu",
);

function splitQualified(experiences: Experience[], text: string): void {
  for (const match of text.matchAll(QUALIFIED_IN)) {
    const job = experiences.find(
      (e) => e.company && match[0].includes(e.company) && e.jobTitle && !/\b(?:apprentice|trainee|intern|cadet)\b/i.test(e.jobTitle),
    );
    const year = match[2]!;
    if (!job?.startDate || yearOf(year)! <= (yearOf(job.startDate) ?? 0)) continue;
    // the apprenticeship told as a role of its own ends with the qualification
    const told = experiences.find((e) => e !== job && e.company === job.company && e.jobTitle?.toLowerCase() === cleanRole(match[1]!).toLowerCase());
    if (told) {
      Object.assign(told, { endDate: year, currentJob: false });
      job.startDate = year;
      continue;
    }
    const earlier = earlierRoleUntil(job, cleanRole(match[1]!), year);
    job.startDate = year;
    experiences.splice(experiences.indexOf(job) + 1, 0, earlier);
  }
}

/** "… a head teller at Lakeview Bank, where I had started as a teller in 1992": the first title at the employer, until the later one began. */
const FIRST_TITLE_THERE = new RegExp(
  String.raw`\b(?:at|for|with)\s+(?:the\s+)?(\p{Lu}[^,.;()]{1,60}?),\s+where\s+(?:I|he|she|they)\s+(?:had\s+)?(?:first\s+)?(?:started|began)\s+(?:out\s+)?as\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+in\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b`,
  "gu",
);

function splitStartedThere(experiences: Experience[], text: string): void {
  for (const match of text.matchAll(FIRST_TITLE_THERE)) {
    const job = experiences.find((e) => e.company && e.company === match[1]);
    const year = match[3] ?? "";
    const title = cleanRole(match[2] ?? "");
    if (!job?.startDate || yearOf(year)! >= (yearOf(job.startDate) ?? 0)) continue;
    if (experiences.some((e) => e.company === job.company && e.jobTitle?.toLowerCase() === title.toLowerCase())) continue;
    const earlier = roleAtSameEmployer(job, title);
    Object.assign(earlier, { startDate: year, endDate: job.startDate, currentJob: false });
    experiences.splice(experiences.indexOf(job) + 1, 0, earlier);
  }
}

/**
 * "She joined the company in 2015 as a parts clerk", "began his career at the same company as a picker in 2010",
 * "(joined in 2013 as a records assistant)": an earlier title at the employer the text last named, until the job told there began.
 */
const JOINED_THERE_AS = new RegExp(
  String.raw`\b(?:joined|started|began)(?:\s+(?:out|off))?(?:\s+(?:(?:his|her|my|their)\s+career\s+)?(?:(?:at|with|in)\s+)?(?:(?:the\s+same|the|this|that)\s+(?:${WORKPLACE_KIND}|team)|the\s+same\s+\p{Ll}[\p{Ll}-]*|there|them))?(?:\s+in\s+((?:\p{L}+\s+)?(?:19|20)\d{2}))?,?\s+(?:as|like)\s+(?:(?:a|an|the)\s+)?(${ROLE})(?:\s+in\s+((?:\p{L}+\s+)?(?:19|20)\d{2}))?`,
  "gu",
);

function splitJoinedThere(experiences: Experience[], text: string): void {
  for (const match of text.matchAll(JOINED_THERE_AS)) {
    // "… as a parts clerk. Before that …": the title ends with its sentence, and a year after that is the next sentence's
    const [role = "", ...next] = (match[2] ?? "").split(/[.!?]\s+/);
    const yearAfter = next.length ? undefined : match[3];
    const year = match[1] ?? yearAfter;
    if (!year || (match[1] && yearAfter)) continue;
    const before = text.slice(0, match.index);
    // the employer named last before it: "the company", "there" and a bracket after its line point back to it
    const job = experiences
      .filter((e) => e.company && before.includes(e.company))
      .sort((a, b) => before.lastIndexOf(b.company!) - before.lastIndexOf(a.company!))[0];
    const title = cleanRole(role);
    if (!job?.startDate || !title || yearOf(year)! >= (yearOf(job.startDate) ?? 0)) continue;
    // "started there in 2019 like customer service agent": "like" said for "as" only before a person's work
    if (/\slike\s/.test(match[0]) && !readsAsTitle(role)) continue;
    if (experiences.some((e) => e.jobTitle?.toLowerCase() === title.toLowerCase() && (e.company === job.company || yearOf(e.startDate ?? "") === yearOf(year))))
      continue;
    const earlier = roleAtSameEmployer(job, title);
    Object.assign(earlier, { startDate: year, endDate: job.startDate, currentJob: false });
    experiences.splice(experiences.indexOf(job) + 1, 0, earlier);
  }
}

/**
 * "… most recently as shift lead at Acme Foods (2019–2023) and before that as a cashier there from 2015": an earlier
 * title at the employer last named, from its own year until the later title began.
 */
const BEFORE_THAT_THERE = new RegExp(
  String.raw`\b(?:before\s+that|previously|earlier)\s*,?\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+there\s+(?:from|since)\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b`,
  "gu",
);

/**
 * A pasted CV with no headings whose line of its own lists short items ("Payroll, Sage, minute taking, MS Office"): with no
 * skill told anywhere else, that line is the skills. A line with a year, an address, a sentence or a person's word is none.
 */
function bareListLine(text: string, found: string[] = []): string[] {
  const lines = text.split("\n").map((line) => line.replace(/^\s*(?:[•*·–-]|\d{1,2}[.)](?=\s))\s*/u, "").trim());
  if (lines.filter(Boolean).length < 4) return [];
  for (const line of lines.slice(1).reverse()) {
    // a number inside a name ("ISO 9001") is no date or phone number
    const dated = /\b(?:19|20)\d{2}\b/.test(line) || (line.match(/\d/g) ?? []).length >= 7;
    if (!line || dated || /@|[.!?:;]\s|[.!?:;]$|\t/.test(line) || /\b(?:I|my|me|he|she|his|her|they|their|is|am|are|was|were)\b/.test(line)) continue;
    const items = line
      .split(/\s*,\s*|\s+(?:and|&)\s+/)
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length < 3 || !items.every((item) => item.length <= 30 && item.split(/\s+/).length <= 4)) continue;
    // "Leicester, England, United Kingdom": a place written out in full lists no skills
    if (items.every((item) => isPlace(item))) continue;
    // with skills read elsewhere, only the line that holds one of them or a known one is the list of them
    const holdsSkill = (item: string) => knownSkill(item) || found.some((skill) => item.toLowerCase().includes(skill.toLowerCase()));
    if (found.length && !items.some(holdsSkill)) continue;
    // the languages spoken go to their own field
    // (a note in brackets, "English (IELTS 7.0)", is no part of the name)
    return items.map((item) => item.replace(/\s+speaker$/iu, "").replace(/\s*\([^)]*\)$/u, "")).filter((item) => !LANGUAGES_ONLY.test(item));
  }
  return [];
}

/** "… holds a diploma from Kell College (2014) and is trained in HACCP": a skill clause after a degree's, in the same sentence. */
function trailingSkillClauses(text: string): string[] {
  return [...text.matchAll(/\band\s+(?:is|am|are)\s+(?:also\s+)?(?:trained|skilled)\s+in\s+[^.;\n]+/gu)].flatMap((match) =>
    skillsFromClause(match[0].replace(/^and\s+/u, "")),
  );
}

function splitBeforeThatThere(experiences: Experience[], text: string): void {
  for (const match of text.matchAll(BEFORE_THAT_THERE)) {
    const before = text.slice(0, match.index);
    const job = experiences
      .filter((e) => e.company && before.includes(e.company))
      .sort((a, b) => before.lastIndexOf(b.company!) - before.lastIndexOf(a.company!))[0];
    const title = cleanRole(match[1] ?? "");
    const year = match[2]!;
    if (!job?.startDate || !title || yearOf(year)! >= (yearOf(job.startDate) ?? 0)) continue;
    if (experiences.some((e) => e.company === job.company && e.jobTitle?.toLowerCase() === title.toLowerCase())) continue;
    const earlier = roleAtSameEmployer(job, title);
    Object.assign(earlier, { startDate: year, endDate: job.startDate, currentJob: false });
    experiences.splice(experiences.indexOf(job) + 1, 0, earlier);
  }
}

/**
 * "… with Kerrow Plumbing from 2008 to 2012 and stayed on with them as a plumber until 2016", "… with Kerrow Plumbing, first as an
 * apprentice (2008–2012) and then as a plumber until 2016": a later role there, from the first one's end.
 */
const STAYED_ON_AS = new RegExp(
  String.raw`\b(?:stayed\s+on(?:\s+(?:with\s+them|there|with\s+(?:the\s+)?(?:company|firm|business)))?(?:\s+afterwards)?|(?<=\b(?:first|initially)\s+as\s+[^.;]{1,80}?)then)\s*,?\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+(?:until|till|to)\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b`,
  "gu",
);

function splitStayedOn(experiences: Experience[], text: string): void {
  for (const match of text.matchAll(STAYED_ON_AS)) {
    const before = text.slice(0, match.index);
    const job = experiences
      .filter((e) => e.company && before.includes(e.company))
      .sort((a, b) => before.lastIndexOf(b.company!) - before.lastIndexOf(a.company!))[0];
    const title = cleanRole(match[1] ?? "");
    const until = match[2]!;
    // "started with Kerrow Joinery as an apprentice in 2008, got my papers in 2012 and stayed on with them as …": the sentence's
    // end was read as the first title's; the year told between the employer and staying on is when the first title ended
    if (job?.endDate && yearOf(job.endDate) === yearOf(until)) {
      const ended = [...text.slice(before.lastIndexOf(job.company!), match.index).matchAll(/\b(?:19|20)\d{2}\b/g)].map((year) => Number(year[0])).at(-1);
      if (ended !== undefined && ended > (yearOf(job.startDate ?? "") ?? ended) && ended < yearOf(until)!) job.endDate = String(ended);
    }
    if (!job?.endDate || !title || yearOf(until)! <= (yearOf(job.endDate) ?? 0)) continue;
    if (experiences.some((e) => e.company === job.company && e.jobTitle?.toLowerCase() === title.toLowerCase())) continue;
    const later = roleAtSameEmployer(job, title);
    Object.assign(later, { startDate: job.endDate, endDate: until, currentJob: false });
    experiences.splice(experiences.indexOf(job), 0, later);
  }
}

/**
 * "started at Quay Lane Bistro as a waiter in 2012 and was head waiter there from 2016 to 2021": the first title
 * from its own year until the later one's, told with "there" and a span of its own.
 */
const SPAN_YEAR = String.raw`((?:\p{L}+\s+)?(?:19|20)\d{2})`;
const TITLE_THERE_SPAN = new RegExp(
  String.raw`\bas\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+in\s+${SPAN_YEAR}\s*,?\s+and\s+(?:then\s+|later\s+)?(?:was|became|worked\s+as)\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+there\s+(?:from\s+${SPAN_YEAR}\s*(?:to|until|till|through|-|–)\s*(?:${SPAN_YEAR}|now|present|today)|since\s+${SPAN_YEAR})`,
  "gu",
);

function splitTitleThereSpan(experiences: Experience[], text: string): void {
  for (const match of text.matchAll(TITLE_THERE_SPAN)) {
    const [, firstRole = "", first = "", secondRole = "", from, to, since] = match;
    const firstTitle = cleanRole(firstRole);
    const secondTitle = cleanRole(secondRole);
    const start = from ?? since ?? "";
    if (!firstTitle || !secondTitle || yearOf(first)! >= yearOf(start)!) continue;
    const before = text.slice(Math.max(0, match.index - 200), match.index + match[0].length);
    const titles = [firstTitle.toLowerCase(), secondTitle.toLowerCase(), ""];
    const job = experiences.find((e) => e.company && before.includes(e.company) && titles.includes((e.jobTitle ?? "").toLowerCase()));
    if (!job || experiences.some((e) => e !== job && e.company === job.company && titles.slice(0, 2).includes((e.jobTitle ?? "").toLowerCase()))) continue;
    const earlier = roleAtSameEmployer(job, firstTitle);
    Object.assign(earlier, { startDate: first, endDate: start, currentJob: false });
    Object.assign(job, { jobTitle: secondTitle, startDate: start, endDate: to ?? "", currentJob: !to });
    experiences.splice(experiences.indexOf(job) + 1, 0, earlier);
  }
}

/**
 * "since 2022 I also design logos for shops on the side as a freelancer", "I also freelance as a designer since 2022": work of
 * the person's own, beside the job, from a year on.
 */
const FREELANCE_SINCE = new RegExp(
  String.raw`\b[Ss]ince\s+((?:\p{L}+\s+)?(?:19|20)\d{2}),?\s+(?:I|he|she|they)\b(?:(?![Ss]ince\b)[^.;!?])*?\bas\s+an?\s+freelancer\b|\b(?:I|he|she|they)\s+(?:also\s+)?freelances?\s+as\s+(?:an?\s+)?(\p{Ll}+(?:\s+\p{Ll}+)?)\s+since\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b`,
  "gu",
);

function freelanceSince(experiences: Experience[], text: string): void {
  for (const match of text.matchAll(FREELANCE_SINCE)) {
    const start = match[1] ?? match[3] ?? "";
    if (!start || experiences.some((e) => e.company === SELF_EMPLOYED || /\bfreelanc/i.test(e.jobTitle ?? ""))) continue;
    const jobTitle = match[2] ? `Freelance ${cleanRole(match[2])}` : "Freelancer";
    const job: Experience = { ...emptyExperience(), id: newItemId(), company: SELF_EMPLOYED, jobTitle, startDate: start, currentJob: true };
    const after = experiences.findIndex((e) => !e.currentJob && (yearOf(e.startDate ?? "") ?? 0) < yearOf(start)!);
    experiences.splice(after < 0 ? experiences.length : after, 0, job);
  }
}

/** "been at Kelso Foods since 2017 doing deliveries then got made team leader in 2021": a title given later in a job told with none. */
const MADE_LATER = new RegExp(
  String.raw`\b(?:then|later|and)\s+(?:got\s+|was\s+)?(?:made|promoted\s+to)\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+in\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b`,
  "gu",
);

function splitMadeLater(experiences: Experience[], text: string): void {
  for (const match of text.matchAll(MADE_LATER)) {
    const before = text.slice(Math.max(0, match.index - 200), match.index);
    const job = experiences.find((e) => e.company && !e.jobTitle && !e.endDate && before.includes(e.company));
    const title = cleanRole(match[1] ?? "");
    const year = match[2]!;
    if (!job?.startDate || !title || yearOf(year)! <= (yearOf(job.startDate) ?? 0)) continue;
    const earlier = earlierRoleUntil(job, "", year);
    Object.assign(job, { jobTitle: title, startDate: year });
    experiences.splice(experiences.indexOf(job) + 1, 0, earlier);
  }
}

/**
 * "… with Birch Paper Supplies in 2013, where he was promoted from junior buyer to purchasing manager in 2017": the job at the
 * employer named just before (read with no title, or with the first) is the first title until the promotion and the second since.
 * Read once every role is, the net's too.
 */
function splitPromotedFromTo(experiences: Experience[], text: string): void {
  for (const match of text.matchAll(PROMOTED_FROM_TO)) {
    const first = cleanRole(match[1] ?? "");
    const second = cleanRole(match[2] ?? "");
    const year = yearOf(match[3] ?? "");
    const before = text.slice(Math.max(0, match.index - 200), match.index);
    const at = (job: Experience) => (job.company ? before.lastIndexOf(job.company) : -1);
    // (a job that ended before the promotion's year is not the one)
    const ongoing = (e: Experience) => !e.endDate || (yearOf(e.endDate) ?? 0) > (year ?? 0);
    const job = experiences
      .filter((e) => at(e) >= 0 && (!e.jobTitle || e.jobTitle.toLowerCase() === first.toLowerCase()) && ongoing(e))
      .sort((a, b) => at(b) - at(a))[0];
    if (!job?.startDate || !first || !second || year === undefined || year <= (yearOf(job.startDate) ?? year)) continue;
    if (experiences.some((e) => e.company === job.company && e.jobTitle?.toLowerCase() === second.toLowerCase())) continue;
    const earlier = earlierRoleUntil(job, first, match[3]!);
    Object.assign(job, { jobTitle: second, startDate: match[3]! });
    experiences.splice(experiences.indexOf(job) + 1, 0, earlier);
  }
}

function splitPromotions(experiences: Experience[], text: string): void {
  const promotions = [
    ...[...text.matchAll(PROMOTION)].map((match) => ({ match, first: match[1] ?? "", second: match[2] ?? "", year: match[3] ?? "" })),
    // (a title's word may end on a full stop, "Sr.": the sentence after it is no part of the title)
    ...[...text.matchAll(TITLE_FROM_YEAR)].map((match) => ({
      match,
      first: match[1] ?? "",
      second: (match[4] ?? "").replace(/\.\s.*$/su, ""),
      year: match[2] ?? match[3] ?? "",
    })),
    ...[...text.matchAll(TITLE_UNTIL_THEN)].map((match) => ({ match, first: match[1] ?? "", second: match[3] ?? "", year: match[2] ?? "" })),
    ...[...text.matchAll(PROMOTED_THERE)].map((match) => ({
      match,
      first: match[1] ?? "",
      second: (match[2] ?? match[3] ?? match[4] ?? "").replace(/\s+there$/, ""),
      year: match[5] ?? "",
    })),
    ...[...text.matchAll(FIRST_AT_THEN_AS)].map((match) => ({ match, first: match[1] ?? "", second: match[2] ?? "", year: match[3] ?? "", until: match[4] })),
    ...[...text.matchAll(AT_FROM_THEN_SINCE)].map((match) => ({ match, first: match[1] ?? "", second: match[2] ?? "", year: match[3] ?? "" })),
  ];
  const seen = new Set<string>();
  for (const { match, first, second, year, until } of promotions as { match: RegExpExecArray; first: string; second: string; year: string; until?: string }[]) {
    // "started as a … and was promoted to … in 2020" is read by two patterns: one job is split once
    const key = `${cleanRole(second).toLowerCase()}@${year}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const before = text.slice(Math.max(0, match.index - 200), match.index);
    const firstTitle = cleanRole(first);
    const named = (e: Experience) => e.company !== undefined && e.company !== "" && (before.includes(e.company) || match[0].includes(e.company));
    // "… a claims manager at X, where she started as a clerk and was promoted to her current role in 2022": the later title is the one held there now
    const heldThere = /^(?:my|her|his|their|the)\s+(?:current|present)(?:\s+(?:role|position|post|job|title))?$/i.test(second.trim())
      ? experiences.find((e) => named(e) && e.jobTitle && e.jobTitle.toLowerCase() !== firstTitle.toLowerCase())
      : undefined;
    const later = heldThere?.jobTitle ?? second;
    const secondTitle = cleanRole(later).toLowerCase();
    const job =
      heldThere ??
      experiences.find((e) => e.company && (e.jobTitle?.toLowerCase() === firstTitle.toLowerCase() || (!e.jobTitle && named(e)))) ??
      // "I'm a senior carer at Elm House, where I started in 2019 as a carer and got promoted …": the job was read under its later title
      heldNowAt(experiences, cleanRole(later), `${before}${match[0]}`);
    // "joined Pellow Dairy in April 2014 as a driver and has been its …": the later title's year took the job's start
    const joined = /\bin\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\s+$/u.exec(before)?.[1];
    if (job?.startDate && joined && match[0].startsWith("as") && yearOf(job.startDate) === yearOf(year) && yearOf(joined)! < yearOf(year)!)
      job.startDate = joined;
    if (!job || !job.startDate || yearOf(year)! <= (yearOf(job.startDate) ?? 0)) continue;
    const earlier: Experience = {
      ...emptyExperience(),
      id: newItemId(),
      company: job.company,
      location: job.location,
      jobTitle: firstTitle,
      startDate: job.startDate,
      endDate: year,
      currentJob: false,
    };
    job.jobTitle = cleanRole(later);
    job.startDate = year;
    // "… then as a floor manager from 2010 until 2015": the end the sentence gives the later title is the job's
    if (until) Object.assign(job, { endDate: until, currentJob: false });
    // "…, shift manager since 2023": the later title read on its own, with no employer, is this one
    const alone = experiences.findIndex((e) => e !== job && !e.company && e.jobTitle?.toLowerCase() === secondTitle && !e.endDate);
    if (alone >= 0) experiences.splice(alone, 1);
    // "joined … as a clerk and became a branch supervisor in 2020": nothing ends the later title, and no role began after it
    if (!job.endDate && !experiences.some((e) => e !== job && (yearOf(e.startDate ?? "") ?? 0) > yearOf(year)!)) job.currentJob = true;
    // "… and became head buyer in 2021, a role she holds to date": the later title is held now
    if (HELD_NOW.test(text.slice(match.index + match[0].length))) Object.assign(job, { endDate: "", currentJob: true });
    experiences.splice(experiences.indexOf(job) + 1, 0, earlier);
  }
}

/**
 * "a planning officer with Tarn Homes, where she has worked since 2015, first as …": the role read with the title held now,
 * at the employer named last before the titles.
 */
function heldNowAt(experiences: Experience[], title: string, before: string): Experience | undefined {
  const at = (job: Experience) => (job.company ? before.lastIndexOf(job.company) : -1);
  return experiences.filter((job) => job.jobTitle?.toLowerCase() === title.toLowerCase() && at(job) >= 0).sort((a, b) => at(b) - at(a))[0];
}

/** What follows a promotion's year when the title is still held: "a role she holds to date", "till now". */
const HELD_NOW =
  /^\s*,?\s*(?:(?:a|the)\s+(?:position|post|role|title)\s+(?:that\s+|which\s+)?(?:I|he|she|they)\s+(?:still\s+)?(?:hold|holds|occupy|occupies|have|has)\b|(?:till|until|up\s+to|to)\s+(?:date|now|today)\b)/;

/** "was promoted to shift supervisor", "they promoted her to head nurse", "was appointed head of science": a later title at an employer already told. */
const PROMOTED_LATER = new RegExp(
  String.raw`\b(?:(?:(?:was|were|got|been|being)\s+promoted|promoted\s+(?:me|him|her|them))\s+to|(?:was|were|got|been|being)\s+appointed(?:\s+as)?(?!\s+to\b))\s+(?:(?:a|an|the)\s+)?(${ROLE})`,
  "gu",
);
const YEAR_TEXT = String.raw`((?:\p{L}+\s+)?(?:19|20)\d{2})`;

/**
 * "… a sales assistant at Ponte Books in 2014. In 2018 they promoted her to store supervisor and she stayed on until May
 * 2022", "… a clerk at Samal Port, was promoted to supervisor in 2013, and later …": a promotion told apart from the job it
 * was in, with its year before or after it; the employer named last before it is the one, and its job becomes two.
 */
function splitLaterPromotions(experiences: Experience[], text: string): void {
  for (const match of text.matchAll(PROMOTED_LATER)) {
    const sentenceStart = Math.max(text.lastIndexOf(".", match.index) + 1, text.lastIndexOf("\n", match.index) + 1);
    const sentenceEnd = /[.!?](?:\s|$)|\n/.exec(text.slice(match.index + match[0].length));
    let after = text.slice(match.index + match[0].length, sentenceEnd ? match.index + match[0].length + sentenceEnd.index : undefined);
    // "Head of Year for Key Stage Three": what a capitalised title is for belongs to it
    const forWhat = /^\s+for\s+\p{Lu}[\p{L}-]*(?:\s+(?:(?:and|&|of)\s+)?\p{Lu}[\p{L}-]*)*(?=\s+(?:there\s+)?in\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\b)/u.exec(after);
    const told = /^\p{Lu}/u.test(match[1] ?? "") && forWhat ? `${match[1]}${forWhat[0]}` : (match[1] ?? "");
    if (told !== match[1]) after = after.slice(forWhat![0].length);
    const title = cleanRole(told.replace(/\s+there$/u, ""));
    const before = text.slice(sentenceStart, match.index);
    // the year of the promotion: "promoted to X in 2015", or "In 2018 they promoted her to X"
    const year =
      new RegExp(String.raw`^(?:\s+there)?\s+in\s+${YEAR_TEXT}\b`, "u").exec(after)?.[1] ??
      [...before.matchAll(new RegExp(String.raw`\b(?:[Ii]n|[Ff]rom|[Ss]ince)\s+${YEAR_TEXT}\b`, "gu"))].at(-1)?.[1];
    const promoted = yearOf(year ?? "");
    if (!title || !year || promoted === undefined) continue;
    const named = text.slice(0, match.index);
    const last = experiences
      .filter((e) => e.company && named.includes(e.company))
      .sort((a, b) => named.lastIndexOf(b.company!) - named.lastIndexOf(a.company!))[0];
    // of two titles read at that employer ("joined as a teller" below the title held now), the one held in the promotion's year
    const held = (e: Experience) =>
      e.company === last?.company && (yearOf(e.startDate ?? "") ?? promoted) < promoted && (!e.endDate || (yearOf(e.endDate) ?? 0) > promoted);
    const job = experiences.find(held) ?? last;
    if (!job?.startDate || (yearOf(job.startDate) ?? promoted) >= promoted || job.jobTitle?.toLowerCase() === title.toLowerCase()) continue;
    if (experiences.some((e) => e.company === job.company && e.jobTitle?.toLowerCase() === title.toLowerCase())) continue;
    // the role the promotion was read as on its own, with no employer ("Promoted", or the new title) goes
    for (let i = experiences.length - 1; i >= 0; i--) {
      const e = experiences[i]!;
      if (!e.company && (/^promoted\b/i.test(e.jobTitle ?? "") || e.jobTitle?.toLowerCase() === title.toLowerCase())) experiences.splice(i, 1);
    }
    // "… until 2017", "… and she stayed on until May 2022" (not the end of the next job, told after a comma)
    const until = new RegExp(String.raw`^[^,;]*?\b(?:until|till)\s+${YEAR_TEXT}\b`, "u").exec(after)?.[1];
    const earlier = earlierRoleUntil(job, job.jobTitle, year);
    job.jobTitle = title;
    job.startDate = year;
    if (until) Object.assign(job, { endDate: until, currentJob: false });
    else if (job.endDate && (yearOf(job.endDate) ?? 0) <= promoted) job.endDate = "";
    experiences.splice(experiences.indexOf(job) + 1, 0, earlier);
  }
}

const LOWER_TITLE = String.raw`\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2}`;
/** "and now shift lead same company from 2022": a later title at the employer just told, from a year on. */
const SAME_COMPANY = new RegExp(
  String.raw`\b(now|then|later)\s+(?:(?:a|an)\s+)?(${LOWER_TITLE})\s+(?:(?:at|in|with)\s+)?(?:the\s+)?same\s+(?:company|place|firm|employer|shop|store)\s+(?:from|since)\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b`,
  "gu",
);
/** "apprentice electrician 1990 to 1994, then electrician till 2005": a later title at the same employer, from the end of the one before. */
const THEN_TILL = new RegExp(
  String.raw`\b((?:19|20)\d{2}),?\s+(?:and\s+)?then\s+(?:(?:a|an)\s+)?(${LOWER_TITLE})\s+(?:till|until|to)\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b`,
  "gu",
);

/**
 * "… packer at Vyttila Cold Stores 2019 to 2022, and now shift lead same company from 2022", "… started as apprentice
 * electrician 1990 to 1994, then electrician till 2005": a later title at the employer named last before it, told without naming it again.
 */
function laterTitleSameEmployer(experiences: Experience[], text: string): void {
  const told = [
    ...[...text.matchAll(SAME_COMPANY)].map((match) => ({ match, title: match[2]!, start: match[3]!, end: "", now: match[1] === "now" })),
    ...[...text.matchAll(THEN_TILL)].map((match) => ({ match, title: match[2]!, start: match[1]!, end: match[3]!, now: false })),
  ];
  for (const { match, title: said, start, end, now } of told) {
    const title = cleanRole(said);
    if (!readsAsTitle(said) || hasFiniteVerb(said)) continue;
    const named = text.slice(0, match.index + (match[0].startsWith(start) ? start.length : 0));
    const job = experiences
      .filter((e) => e.company && e.company !== SELF_EMPLOYED && named.includes(e.company))
      .sort((a, b) => named.lastIndexOf(b.company!) - named.lastIndexOf(a.company!))[0];
    if (!job || experiences.some((e) => e.company === job.company && e.jobTitle?.toLowerCase() === title.toLowerCase())) continue;
    // the job before it ended when this one began ("1990 to 1994, then …"; "2019 to 2022, and now … from 2022")
    if (yearOf(job.endDate ?? "") !== yearOf(start) && !(job.currentJob && now)) continue;
    for (let i = experiences.length - 1; i >= 0; i--) {
      const e = experiences[i]!;
      if (!e.company && e.jobTitle?.toLowerCase() === title.toLowerCase()) experiences.splice(i, 1);
    }
    const later = roleAtSameEmployer(job, title);
    Object.assign(later, { startDate: start, endDate: end, currentJob: now && !end });
    if (job.currentJob && now) Object.assign(job, { endDate: start, currentJob: false });
    experiences.splice(experiences.indexOf(job), 0, later);
  }
}

/**
 * "She joined Exe Valley Heritage Trust as a visitor assistant in 2004, became collections officer at its Tiverton site in 2010
 * and has been Head of Learning since 2019", "joined Rill Bank in 2011 as a cashier, became a loans clerk in 2014 and have been a loans officer
 * there since 2019": the titles held in turn at the employer joined, each from its year to the next one's.
 */
const TITLE_CHAIN = new RegExp(
  String.raw`\bjoined\s+(?:the\s+)?(\p{Lu}[^,.;()]*?)(?:\s+in\s+${YEAR_TEXT})?\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE})(?:\s+in\s+${YEAR_TEXT})?,?\s+(?:and\s+)?(?:then\s+)?became\s+(?:(?:a|an|the)\s+)?(${ROLE})(?:\s+(?:at|in|of)\s+(?:its|their|the)\s+[^,.;]{1,40}?)?\s+in\s+${YEAR_TEXT}(?:,?\s+and\s+(?:has|have)\s+been\s+(?:(?:a|an|the)\s+)?(${ROLE})\s+since\s+${YEAR_TEXT})?`,
  "gu",
);

function splitTitleChain(experiences: Experience[], text: string): void {
  for (const match of text.matchAll(TITLE_CHAIN)) {
    const [, employer, yearBefore, first, yearAfter, second, secondYear, thirdTold, thirdYear] = match;
    // "joined Acme in 2011 as a clerk" or "joined Acme as a clerk in 2011", once
    const firstYear = yearBefore && yearAfter ? undefined : (yearBefore ?? yearAfter);
    // "… and has been a senior clerk there since 2019"
    const third = thirdTold?.replace(/\s+there$/, "");
    const job = experiences.find((e) => e.company === employer);
    if (!job || !first || !second || !firstYear || !secondYear) continue;
    const titles = [first, second, third].filter((title): title is string => Boolean(title)).map((title) => cleanRole(title));
    const years = [firstYear, secondYear, thirdYear].filter((year): year is string => Boolean(year));
    if (years.some((year, i) => i > 0 && (yearOf(year) ?? 0) <= (yearOf(years[i - 1]!) ?? 0))) continue;
    // the roles read from the sentence's parts ("Head" of "Learning Programmes") give way to the titles told in turn
    const told = new Set(titles.map((title) => title.toLowerCase()));
    for (let i = experiences.length - 1; i >= 0; i--) {
      const e = experiences[i]!;
      const whole = `${e.jobTitle ?? ""} of ${e.company ?? ""}`.toLowerCase();
      // (and a title at the employer another rule split off already)
      const title = (e.jobTitle ?? "").toLowerCase();
      if (e !== job && (((!e.company || e.company === job.company) && told.has(title)) || told.has(whole))) experiences.splice(i, 1);
    }
    const last = titles.length - 1;
    const roles = titles.map((title, i) => {
      const role = roleAtSameEmployer(job, title);
      const endDate = i < last ? years[i + 1]! : third ? "" : (job.endDate ?? "");
      return Object.assign(role, { startDate: years[i]!, endDate, currentJob: i === last && (Boolean(third) || (!job.endDate && job.currentJob)) });
    });
    experiences.splice(experiences.indexOf(job), 1, ...roles.reverse());
  }
}

/**
 * "He runs his own business, Lolo Builds, which he set up in 2019": a business the person runs or owns, in the present tense,
 * is held now, though only the year it began is said.
 */
function ownBusinessRunNow(experiences: Experience[], text: string): void {
  for (const job of experiences) {
    if (!job.company || !job.startDate || job.endDate || job.currentJob) continue;
    const owned = new RegExp(
      String.raw`\b(?:I|[Hh]e|[Ss]he|[Tt]hey)\s+(?:now\s+|still\s+)?(?:run|runs|own|owns)\s+(?:(?:my|his|her|their)\s+own\s+(?:\p{Ll}+\s+)?(?:business|company|firm|shop|practice|salon|studio|agency)\s*,?\s+)?(?:called\s+)?${escapeRegExp(job.company)}\b`,
      "u",
    );
    if (owned.test(text)) job.currentJob = true;
  }
}

/**
 * "I was a night auditor at the same hotel from 2017": a title held "at the same" kind of place, whose name the prose does not
 * repeat, is at the employer named last before it.
 */
function sameEmployerSaid(experiences: Experience[], text: string): void {
  for (const job of experiences) {
    if (job.company || !job.jobTitle) continue;
    const said = new RegExp(String.raw`\b${escapeRegExp(job.jobTitle)}\s+(?:at|with|for|in)\s+the\s+same\s+\p{Ll}[\p{Ll}-]*\b`, "iu").exec(text);
    if (!said) continue;
    const before = text.slice(0, said.index);
    const at = (other: Experience) => (other.company ? before.lastIndexOf(other.company) : -1);
    const named = experiences.filter((other) => other !== job && at(other) >= 0).sort((a, b) => at(b) - at(a))[0];
    if (named) job.company = named.company;
  }
}

/**
 * "I joined Kowhai Foods as a packer in 2015, got promoted to shift lead in 2018 and I've been the site manager since 2022": a
 * title told with no employer, in the sentence of the employer's titles and from the year the last of them ended, is held there.
 */
function titleEndingChain(experiences: Experience[], text: string): void {
  for (const job of experiences) {
    if (job.company || !job.jobTitle || !job.startDate) continue;
    const said = new RegExp(String.raw`\b${escapeRegExp(job.jobTitle)}\b`, "iu").exec(text);
    if (!said) continue;
    const sentence = text
      .slice(0, said.index)
      .split(/[.!?](?:\s|$)|\n/u)
      .at(-1)!;
    const named = experiences.filter((other) => other !== job && other.company && sentence.includes(other.company));
    const employers = new Set(named.map((other) => other.company));
    const last = named.find((other) => other.endDate && yearOf(other.endDate) === yearOf(job.startDate!));
    if (employers.size === 1 && last) job.company = last.company;
  }
}

/**
 * "From 2015 till 2019 I was a packer and later a forklift driver at Kowhai Foods": two titles held in one span with no year
 * between them are one role, under both titles, not a second role with no dates.
 */
function titlesInOneSpan(experiences: Experience[], text: string): void {
  for (const later of [...experiences]) {
    if (later.startDate || later.endDate || !later.jobTitle) continue;
    const first = experiences.find(
      (job) =>
        job !== later &&
        job.startDate &&
        job.jobTitle &&
        (!job.company || job.company === later.company) &&
        new RegExp(
          String.raw`\b${escapeRegExp(job.jobTitle)},?\s+and\s+(?:later|then|afterwards|eventually)\s+(?:(?:a|an)\s+)?${escapeRegExp(later.jobTitle!)}\b`,
          "iu",
        ).test(text),
    );
    if (!first) continue;
    Object.assign(first, { jobTitle: `${first.jobTitle}, ${later.jobTitle}`, company: first.company || later.company });
    experiences.splice(experiences.indexOf(later), 1);
  }
}

/** "living in Muscat since 2016", "based in Leeds from 2019": where the person has lived since a year. */
const LIVED_SINCE = /\b(?:living|lived|live|lives|residing|resident|based)\s+in\s+\p{Lu}[^,;]*?\s+(?:since|from)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\b/u;

/**
 * An unbulleted line of its own below the top that only lists three or more short items: no year, no sentence
 * verb, no place, nothing an entry or a degree would name.
 */
function bareSkillList(segment: Segment, before?: Segment): boolean {
  // a bulleted list of lower-case words is as often what was done ("- weddings, portraits, events"), unless it follows a line
  // that names a qualification, where nothing done at a job is told
  const afterSchooling = before !== undefined && before.line === segment.line - 1 && before.bullet && namesDegree(before.lineText);
  if ((segment.bullet && !afterSchooling) || segment.line < 2 || segment.text !== segment.lineText.replace(/[.!?]+$/, "").trim()) return false;
  const items = segment.text.split(/\s*,\s*/);
  if (items.length < 3 || items.some((item) => !item || item.split(/\s+/).length > 4)) return false;
  // "Leeds, West Yorkshire, UK" is where, not what
  // "RF scanners, pallet jacks, WMS": a verb's form after an item's first word is part of a thing's name, one that opens an item says what was done
  if (/(?:19|20)\d{2}|[@:;]/.test(segment.text) || items.filter((item) => isPlace(item)).length >= items.length - 1 || items.some(opensWithFiniteVerb))
    return false;
  return !/\b(?:I|I'm|[Mm]y|[Mm]e|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|and|at|as|from|since|until)\b/.test(segment.text) && !namesDegree(segment.text);
}

/**
 * "• MS Office, Entersoft ERP", "5) Swahili, English (fluent); Tourplan, Excel": a line of its own below the top that only
 * names two or more short capitalised items, one at least a tool (known, or shaped like a tool's name) and none a degree,
 * title or place: the tools are skills and the languages spoken.
 */
function toolListLine(segment: Segment): { tools: string[]; spoken: string[] } | undefined {
  if (segment.line < 1 || segment.text !== segment.lineText.replace(/[.!?]+$/, "").trim()) return undefined;
  const line = segment.text.replace(/\s*\([^()]*\)/g, "");
  if (/(?:19|20)\d{2}|[@:]|\d{3}|\bnow\b/.test(segment.text) || /\b(?:I|I'm|[Mm]y|at|as|from|since|until|for|in|with|of|the)\b/.test(line)) return undefined;
  const items = line.split(/\s*[,;]\s*/).map((item) => item.trim());
  if (items.length < 2 || items.some((item) => !/^[\p{Lu}\d]/u.test(item) || item.split(/\s+/).length > 3)) return undefined;
  const spoken = items.filter((item) => LANGUAGES_ONLY.test(item));
  const tools = items.filter((item) => !spoken.includes(item));
  if (!tools.some((item) => (knownSkill(item) && knownSkill(item)!.group !== "soft") || TOOL_SHAPED.test(item))) return undefined;
  // ("MS Office" is Microsoft's, no master's degree)
  const degree = (item: string) => namesDegree(item) && !knownSkill(item.replace(/^MS\s+/, "Microsoft "));
  if (tools.some((item) => degree(item) || isPlace(item) || titleScore(item) > 0)) return undefined;
  return { tools, spoken };
}

/**
 * The items of a sentence that only lists two or more short things ("MIG, TIG and stick welding, blueprint reading"): no
 * year, verb, pronoun or joining word of a sentence, no place, title, degree or the person's name among them.
 */
function proseSkillList(said: string, name: { firstName: string; lastName: string } | undefined): string[] | undefined {
  // "English (IELTS 7.0)": a note in brackets on an item is no part of the list's shape
  // "CDL Class A with hazmat endorsement": a lower-case note on a named item is no part of it either
  const sentence = said
    .replace(/\s*\([^()]*\)/g, "")
    .replace(/(?<=(?:^|,\s*)\p{Lu}{2,}[\p{L}\d+]*(?:\s+[\p{Lu}\d][\p{L}\d]*)*)\s+with\s+\p{Ll}[\p{Ll}\s-]*?(?=\s*,)/gu, "");
  // ("Payroll and VAT returns done.": a list of things done, read with the skills held)
  if (/(?:19|20)\d{2}/.test(said) || /[@:;()]|\d{3}/.test(sentence) || namesDegree(sentence) || /\s(?:done|sorted)[.!]?$/.test(sentence)) return undefined;
  if (name?.firstName && sentence.includes(name.firstName)) return undefined;
  // ("Pallet jack + order picker tickets": a spaced "+" joins two items as "and" does)
  const items = sentence.split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=[^,]+$)|\s+\+\s+/).map((item) => item.trim());
  // "unvented cylinders", "heated floors": a participle before a thing in the plural names a kind of it, no deed
  const deed = (item: string) => opensWithFiniteVerb(item) && !/^\p{Ll}+ed\s+\p{Ll}+s$/u.test(item);
  if (items.length < 2 || items.some((item) => !item || item.split(/\s+/).length > 4 || deed(item))) return undefined;
  if (/\b(?:I|I'm|[Mm]y|[Mm]e|[Ww]e|[Hh]e|[Ss]he|[Tt]hey|[Hh]er|[Hh]is|[Tt]heir|[Oo]ur|at|as|from|since|until|for|in|with|to|of|the|a|an)\b/.test(sentence))
    return undefined;
  // "Victoria POS": a product's capitals after a word that can name a place make it no place
  if (items.some((item) => isPlace(item) && !/\s\p{Lu}{2,}$/u.test(item)) || items.filter((item) => titleScore(item) > 0).length * 2 >= items.length)
    return undefined;
  // one item at least must read as a tool or a qualification ("ADR", "HGV Class 1", "Windows Server"): "Married, two kids,
  // non-smoker" or "hiking, reading, cooking" is no skills list
  // "EHR (Medisys)", "CRM (Salesforce)": a product named in brackets after an item is the tool the person used for it
  const tools = [...said.matchAll(/\((\p{Lu}[\p{L}.+#-]*(?:\s+\p{Lu}[\p{L}.+#-]*)?)\)/gu)]
    .map((match) => match[1]!)
    .filter(
      (tool) =>
        !isPlace(tool) &&
        !/^(?:native|fluent|basic|intermediate|advanced|beginner|conversational|professional|business|working|expert|good|hons|mother\s+tongue)$/i.test(tool),
    );
  if (items.some((item) => knownSkill(item) || /\p{Lu}{2}|\d/u.test(item))) return [...items, ...tools];
  // "Boiler installs, servicing, power flushing and unvented cylinders.": a tradesperson's services, in lower case after the
  // first word and most of them two words or more, with no verb's past ("Managed stock, trained staff") or number among them
  const pastOpening = (item: string) => {
    const word = item.split(/\s/)[0]!.toLowerCase();
    return lookupVerb(word)?.past === word;
  };
  const services =
    items.length >= 3 &&
    items.slice(1).every((item) => /^\p{Ll}/u.test(item)) &&
    items.filter((item) => /\s/.test(item)).length * 2 >= items.length &&
    !items.some((item) => pastOpening(item) || nlp(item).has("#Value"));
  return services ? [...items, ...tools] : undefined;
}

/** "RN, BSN", "CPA, MBA": short words of two or more capitals, and nothing else. */
function postNominals(text: string): string[] | undefined {
  const items = text.split(/\s*,\s*/);
  return items.every((item) => /^\p{Lu}[\p{L}.()-]{1,7}$/u.test(item) && (item.match(/\p{Lu}/gu) ?? []).length >= 2) ? items : undefined;
}

/** "a baker (boulanger) at Maison Perrin": a word in brackets after a title says it in another language; the title is read without it. */
function titleGlosses(text: string): string {
  return (
    text
      .replace(/(?<=\p{Ll})\s+\((?:\p{Ll}[\p{Ll}'-]*)\)(?=\s+(?:at|for|with)\s+(?:the\s+)?\p{Lu})/gu, "")
      // "in Zlatni Hleb as pekar (baker) 2013-2018": the other way round, a word no title list knows, then the title in brackets
      .replace(
        /\b(as\s+(?:(?:a|an)\s+)?)(\p{Ll}[\p{Ll}'-]*)\s+\((\p{Ll}[\p{Ll}'-]*(?:\s+\p{Ll}[\p{Ll}'-]*)?)\)/gu,
        (all, as: string, word: string, gloss: string) => (titleScore(word) === 0 && titleScore(gloss) > 0 ? `${as}${gloss}` : all),
      )
  );
}

/**
 * "Shift Supervisor, Northgate Parcels (promoted Jun 2022)": on a role's line with no dates of its own, the promotion's date is
 * when the title began, and nothing ends it.
 */
function promotedSince(text: string): string {
  return text.replace(/^.*$/gm, (line) => {
    const promoted = /\(\s*promoted\s+(?:in\s+)?((?:\p{L}+\.?\s+)?((?:19|20)\d{2}))\s*\)/u.exec(line);
    if (!promoted || (line.match(/(?:19|20)\d{2}/g) ?? []).length > 1) return line;
    return line.replace(promoted[0], `(since ${promoted[1]})`);
  });
}

/** "Field Application Engi-\nneer", as a PDF's text wraps: a word broken at a line's end by a hyphen is one word. */
function joinBrokenWords(text: string): string {
  return text.replace(/(\p{L})-\n(\p{Ll})/gu, "$1$2");
}

/** "・2020/04 – now Cashier, …": the katakana middle dot opening a line marks a list item, as "• " does. */
function katakanaDots(text: string): string {
  return text.replace(/^([ \t]*)[\u30fb\uff65][ \t]*/gmu, "$1• ");
}

/** "I'm Ana Ruiz 🌲 Gardener with …": pictographs between a word and a capitalised one stand where a full stop would. */
function pictographBreaks(text: string): string {
  return text.replace(/(?<=[\p{L}\d)])[ \t]+(?:(?:\p{Extended_Pictographic}|\u200d|\ufe0f|\p{Emoji_Modifier})+[ \t]*)+(?=\p{Lu})/gu, ". ");
}

/**
 * "a ward nurse in the cardiology unit of Clinica Serra", "a clerk in the head office of …", "team leader in the customer
 * service centre of …": the employer is named after the part of it the person worked in;
 * written as the employer with its part in brackets ("at Clinica Serra (cardiology unit)"), as the role's line reads.
 */
function partOfEmployer(text: string): string {
  return text.replace(
    /\bin\s+(?:the\s+)?((?:[\p{Ll}-]+\s+){1,3}(?:unit|ward|department|team|division|wing|section|cent(?:re|er)|office|branch)|(?:\p{Lu}{2,4}\s+)?(?:department|kitchens?|workshop|warehouse|laboratory))\s+of\s+(?:the\s+)?(\p{Lu}[\p{L}'’&.-]*(?:[^\S\n]+(?:(?:of|de|di|da|del|della|la|du|des|do|dos|and|&)[^\S\n]+)?\p{Lu}[\p{L}'’&.-]*)*)/gu,
    // (a centre in brackets, "(call centre)", reads as a kind of workplace named as the employer: it is left out)
    (_all, part: string, employer: string) => `at ${employer}${/cent(?:re|er)$/.test(part) ? "" : ` (${part})`}`,
  );
}

const SAID_AGAIN = new RegExp(String.raw`\b(?:at|with|for|in)\s+(?:the\s+)?same\s+${WORKPLACE_KIND}\b`, "giu");
const NAMED_AT = new RegExp(String.raw`\b(?:at|with|for|joined)\s+(?:the\s+)?(${ORG})`, "gu");

/**
 * "a shift leader at Oakmere House since 2019 … a care worker at the same home from 2014", "became supervisor in same company":
 * the workplace said again is the employer named last before it, and is read as that name.
 */
function employerSaidAgain(text: string): string {
  return text.replace(SAID_AGAIN, (said: string, at: number, whole: string) => {
    const named = [...whole.slice(0, at).matchAll(NAMED_AT)]
      .map((match) => match[1]!.replace(/[\s,.]+$/, ""))
      .filter((name) => !isPlace(name) && !SCHOOL_WORD.test(name))
      .at(-1);
    return named ? `at ${named}` : said;
  });
}

/** A span of years or months: "2019 to 2023", "Mar 2015–2019", "2021 - now". */
const SPAN = String.raw`(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}\s*(?:[–—-]|to|until|till)\s*(?:(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}|now|present|today)`;
const EMPLOYER_IN_BRACKETS = new RegExp(String.raw`(?<=\p{Ll})\s*\((\p{Lu}[^(),\n]{1,60}?),\s*(${SPAN})\)`, "gu");

/**
 * "worked on a help desk for 3 yrs (Delta Care Line, 2019 to 2022)": work told in words, its employer and dates in
 * brackets after it, reads as "… at Delta Care Line, 2019 to 2022" — unless the sentence has named its employer already
 * or the bracket names a town.
 */
/** "worked on a family orchard (Hillcrest Apple Co) from 2010 till 2014": a name in brackets after work told in words, its dates after it. */
const NAME_IN_BRACKETS_DATED = new RegExp(String.raw`(?<=\p{Ll})\s*\((\p{Lu}[^(),\n]{1,60}?)\)(?=\s+(?:from\s+)?${SPAN})`, "gu");

/**
 * "I was a waitress in a bar in Parma (Bar Nove, 2011-2014)": the kind of place, then its name and dates in brackets (a town
 * written in lower case, "at a phone shop in leeds (…)", is only where, and is left out).
 */
const PLACE_KIND_THEN_NAME = new RegExp(
  String.raw`\s+(?:in|at)\s+(?:a|an)\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+(\s+in\s+(?!(?:the|a|an|my|our|town|city)\b)\p{L}[\p{L}'’-]*)?\s*\((\p{Lu}[^(),\n]{1,60}?),\s*(${SPAN})\)`,
  "gu",
);

function employerInBrackets(text: string): string {
  return text
    .replace(PLACE_KIND_THEN_NAME, (all, town: string | undefined, employer: string, span: string) =>
      isPlace(employer) ? all : ` at ${employer}${town && /^\s+in\s+\p{Lu}/u.test(town) ? town : ""}, ${span}`,
    )
    .replace(NAME_IN_BRACKETS_DATED, (all, employer: string, at: number, whole: string) => {
      const before =
        whole
          .slice(0, at)
          .split(/[.!?\n]\s/)
          .at(-1) ?? "";
      if (/\b(?:at|for|with)\s+\p{Lu}/u.test(before) || isPlace(employer) || !/\b(?:work|worked|working|was|employed)\b/i.test(before)) return all;
      return ` at ${employer}`;
    })
    .replace(EMPLOYER_IN_BRACKETS, (all, employer: string, span: string, at: number, whole: string) => {
      const before =
        whole
          .slice(0, at)
          .split(/[.!?\n]\s/)
          .at(-1) ?? "";
      if (/\b(?:at|for|with)\s+\p{Lu}/u.test(before) || isPlace(employer)) return all;
      return ` at ${employer}, ${span}`;
    });
}

/** "from 15.03.2017", "1.9.2012 – 30.6.2016": a date written day first with dots, as German and other European texts do, is its month and year. */
function dottedDates(text: string): string {
  return text.replace(
    /(?<![\d.])(?:0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])\.((?:19|20)\d{2})(?![\d.]\d)/g,
    (_all, month: string, year: string) => `${MONTH_NAMES[Number(month) - 1]!} ${year}`,
  );
}

/**
 * "at the ice rink 2012 2013", "the summers of 2016, 2017 and 2018": years written one after another with no dash are a span from the
 * first to the last (two in rising order, or three and more in a row); digits around them make them part of a number.
 */
function yearRuns(text: string): string {
  return text.replace(
    /(?<![\d+][\s.-]*|[\d/.-])((?:19|20)\d{2})((?:(?:\s*,\s*|\s+)(?:and\s+|&\s+)?(?:19|20)\d{2})+)(?![\s.-]*\d|[\p{L}/-])/gu,
    (all, first: string, more: string) => {
      const years = [Number(first), ...(more.match(/\d{4}/g) ?? []).map(Number)];
      const inRow = years.every((year, index) => index === 0 || year === years[index - 1]! + 1);
      const rising = years.length === 2 && /^\s+\d/.test(more) && years[1]! > years[0]! && years[1]! - years[0]! <= 15;
      return inRow || rising ? `${first}-${years.at(-1)!}` : all;
    },
  );
}

/** "Before going freelance she was a sign writer with …": the lead-in says when, as "before that" does; the role after it is someone else's firm. */
function beforeOwnWork(text: string): string {
  return text.replace(
    /\b(Before|before|Prior to|prior to)\s+(?:going|becoming|turning|setting\s+up\s+as)\s+(?:self[- ]employed|freelance|independent)\b,?/g,
    "$1 that",
  );
}

/**
 * "a head porter at Elm Lodge, where he began as a porter in May 2012 and was promoted in 2016": the promotion unnamed is to the
 * title held at that employer now, said as "promoted to team leader".
 */
function promotedToTitleHeld(text: string): string {
  // (the long pattern only where a promotion is dated with no title)
  if (!/\bpromoted\s+in\s/.test(text)) return text;
  return text.replace(
    new RegExp(
      String.raw`\b(?:a|an|the)\s+(?<title>${ROLE})\s+(?:at|with|for)\s+(?:the\s+)?${ORG},?\s+where\s+(?:I|he|she|they)\s+(?:first\s+)?(?:started|began)(?:\s+out)?\s+as\s+(?:(?:a|an|the)\s+)?${ROLE}(?:\s+in\s+(?:\p{L}+\s+)?(?:19|20)\d{2})?,?\s+and\s+(?:was|got|were)\s+promoted(?=\s+in\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\b)`,
      "gu",
    ),
    (told: string, ...rest: unknown[]) => `${told} to ${(rest.at(-1) as { title: string }).title}`,
  );
}

/** "from 2019 march", "since 2021 jan": a month written after its year, in full or short, is read in the usual order ("March 2019"). */
function monthAfterYear(text: string): string {
  return text.replace(
    /\b(since|from|in|until|till|to)\s+((?:19|20)\d{2})\s+(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![\p{L}\d])/giu,
    (_all, word: string, year: string, month: string) => `${word} ${month[0]!.toUpperCase()}${month.slice(1).toLowerCase()} ${year}`,
  );
}

/**
 * "a master's student at the University of Corran … a teaching assistant for the university's maths department": "the
 * university's" names the university the text named last before it.
 */
function schoolNamedBack(text: string): string {
  let out = text;
  for (const kind of ["University", "College", "Institute", "Polytechnic"]) {
    const named = [
      ...out.matchAll(
        new RegExp(String.raw`\b(?:${kind}\s+of\s+(?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}|(?:\p{Lu}[\p{L}'’-]*\s+){1,4}${kind})\b`, "gu"),
      ),
    ].map((match) => ({ at: match.index, name: match[0].replace(/^(?:The|At|From|In)\s+/, "") }));
    out = out.replace(new RegExp(String.raw`\bthe\s+${kind.toLowerCase()}(['’]s)\s`, "g"), (said, mark: string, at: number) => {
      const before = named.filter((school) => school.at < at).at(-1);
      return before ? `${before.name}${mark} ` : said;
    });
  }
  return out;
}

/**
 * "… head cook at Ardo Grill (I started there as a porter in 2016 and was promoted in 2020).": an aside in brackets that is a
 * sentence of its own, closing the sentence, is read as the next sentence, so its title is no second title of the job.
 */
function asideSentences(text: string): string {
  return (
    text
      .replace(
        /\s*\(((?:I|he|she|they|we)\s+(?:had\s+)?(?:started|began|joined|was|were|moved|got)\b[^()\n]{10,200})\)(?=\s*[.;](?:\s|$))/gu,
        (_all, aside: string) => `. ${aside.replace(/[.;]\s*$/, "")}`,
      )
      // "… senior carer with Moyle Homecare since 2019 – I started there as a home carer in 2014 …": so is one after a dash
      .replace(
        /(?<=\p{L}|\d)\s+[–—]\s+(I|he|she|they|we)\s+(?=(?:had\s+)?(?:first\s+)?(?:started|began|joined)\s+(?:there|here|with\s+them|out)\b)/gu,
        (_all, who: string) => `. ${who.replace(/^\p{Ll}/u, (c) => c.toUpperCase())} `,
      )
  );
}

/**
 * "labouring for my uncle's firm Penmaen Building", "on my dads farm Glyn Farm": a relative's firm, named after what it is to
 * the person, is the employer by its name.
 */
function relativesFirm(text: string): string {
  // ("helped on my aunt's sheep farm, Kerr Fell Sheep, as …": a word or two saying what kind, the name set off by a comma, and
  // "on" the farm said as "at" its name)
  return text.replace(
    /\b(?:(on|at|in)\s+)?(?:my|his|her|their)\s+(?:uncle|aunt(?:ie)?|dad|father|mum|mom|mother|brother|sister|cousin|family|parent|grand(?:dad|father|pa|ma|mother)|husband|wife|partner|friend)(?:s|['’]s|s['’])?\s+(?:\p{Ll}+\s+){0,2}?(?:firm|company|business|shop|store|farm|garage|restaurant)(?:\s+called|\s*,)?\s+(?=\p{Lu})/gu,
    (_all, on: string | undefined) => (on ? "at " : ""),
  );
}

/**
 * "executive assistant to the managing director at Volta Power": the person assisted is no title of the person's own, so
 * the title is the assistant's.
 */
function assistantOnly(text: string): string {
  return text.replace(
    /\b(assistant|secretary|aide|PA)\s+to\s+(?:the|our|my|his|her|their)\s+(?:[\p{Ll}-]+\s+){0,3}?(?:[\p{Ll}-]+|\p{Lu}{2,4})\s+(?=(?:at|for|with)\s+\p{Lu})/gu,
    "$1 ",
  );
}

/**
 * "i sell cakes online since 2025 (my own small shop, Sari Kue Corner)": the person's own business named in brackets after the
 * work, dated in the words before, is told as running it ("I run my own small shop, Sari Kue Corner, since 2025").
 */
function ownBusinessInBrackets(text: string): string {
  return text.replace(
    /(\bsince\s+((?:\p{L}+\s+)?(?:19|20)\d{2})\b[^.()\n]{0,60}?)\s*\((?:my|our)\s+own\s+((?:[\p{Ll}-]+\s+){0,3}[\p{Ll}-]+),\s+(\p{Lu}[^()\n,]{1,60}?)\)/gu,
    (_all, work: string, since: string, kind: string, business: string) => `${work}. I run my own ${kind}, ${business}, since ${since}`,
  );
}

/**
 * "I'm a junior at Oakridge State in Leeds, studying business": a year of study said as what the person is, in a sentence
 * that tells of studying, is being a student there ("a senior at Acme" with no studying told stays a rank).
 */
function studentYears(text: string): string {
  return text.replace(
    /\b(a|an)\s+(?:freshman|sophomore|junior|senior)(?=\s+at\s+[^.!?\n]*\b(?:study|studying|studies|major\w*|graduat\w*|degree|semester|class\s+of)\b)/giu,
    "a student",
  );
}

/** "since like 2021", "since about 2019": a hedge between a span's word and its year is no part of the date. */
function hedgedYears(text: string): string {
  return text.replace(/\b(since|from|until|till|in)\s+(?:like|about|around|approximately|roughly)\s+(?=(?:\p{L}+\s+)?(?:19|20)\d{2}\b)/giu, "$1 ");
}

/**
 * The rewrites a prompt goes through before it is read, in this order: each puts one way of writing
 * (a list opened by "・", a column table, a gloss in brackets, "2014/15", a promotion told with "since", …)
 * into the form the readers below know.
 */
const PROMPT_REWRITES: ((text: string) => string)[] = [
  hedgedYears,
  katakanaDots,
  columnCells,
  titleGlosses,
  academicYears,
  promotedSince,
  withoutGlosses,
  joinBrokenWords,
  pictographBreaks,
  flattenLabelledRecords,
  expandShorthand,
  employerInBrackets,
  ownBusinessInBrackets,
  partOfEmployer,
  employerSaidAgain,
  studentYears,
  dottedDates,
  yearRuns,
  beforeOwnWork,
  promotedToTitleHeld,
  monthAfterYear,
  assistantOnly,
  asideSentences,
  relativesFirm,
  schoolNamedBack,
  (text) => text.replace(/[’]/g, "'"),
  datedSinceThen,
];

const yearIn = (date: string | undefined) => /(?:19|20)\d{2}/.exec(date ?? "")?.[0];

/**
 * "… until she moved to Harbour Crest in 2018" after "a loan officer at Harbour Crest Bank, where she has worked since 2018": an
 * untitled role whose employer is the opening words of another role's, begun that role's year or undated, is that role named short.
 */
function withoutShortNames(experiences: Experience[]): void {
  for (let index = experiences.length - 1; index >= 0; index--) {
    const mention = experiences[index]!;
    const short = mention.company?.trim().toLowerCase();
    if (!short || mention.jobTitle?.trim() || mention.description?.trim()) continue;
    const year = yearIn(mention.startDate);
    const named = experiences.some(
      (role) =>
        role !== mention &&
        (role.company ?? "").toLowerCase().startsWith(`${short} `) &&
        (!(mention.startDate || mention.endDate) || (year !== undefined && year === yearIn(role.startDate))),
    );
    // "- Sheep farming in Southland since 2010": a line of work in a place, no employer, when other roles are read
    const work = /^(?:\p{L}+\s+)?\p{Ll}+ing\s+in\s+(?:the\s+)?\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?$/u.test(mention.company!.trim());
    if (named || (work && experiences.length > 1)) experiences.splice(index, 1);
  }
}

/** A place of study named only by its kind ("uni", "the college", "sixth form"). */
const STUDY_PLACE_KIND = /^(?:(?:the|my)\s+)?(?:uni|university|college|school|high\s+school|secondary\s+school|sixth\s+form|polytechnic|academy)$/i;

/** The free-text career description → a partial resume (ids on list items; unknown fields empty). */
export function extractResume(input: string): PartialResume {
  const prompt = PROMPT_REWRITES.reduce((text, rewrite) => rewrite(text), input.slice(0, MAX_PROMPT_LENGTH).replace(/\r\n?/g, "\n"));
  const { contacts, rest: withoutContacts } = extractContacts(prompt);
  // "… AWS Lambda. arnab@… / +91 …", "… EKG. ana@…, 555-0100": the separators left where contacts stood end no sentence
  const rest = withoutContacts.replace(/\s+(?:[/|·•,.]\s*)+$/gm, "");
  const name = findName(rest, prompt);
  const place = findPlace(rest);

  const found = new Drafts();
  const drafts = found.all;
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
  /** whether the headline is a terse record's opening ("Roofer, Wexford."), the trade of every employer it lists */
  let terseRecord = false;
  /** the employer a profile's headline names with the title ("Junior Designer @ Sydljus Apps | …") */
  let headlineEmployer = "";
  let goal = "";
  let years = "";

  const segments = segmentPrompt(rest);
  const heads = roleHeads(segments);
  const entryOrders: boolean[] = [];
  const undecidedEntries: { experience: Experience; fields: [string, string]; contested?: boolean }[] = [];
  let lastEducationAt = -1;
  const takeEntry = (entry: Entry, sentenceIndex: number): Draft | undefined => {
    if (entry.kind === "education") {
      // "Bachelor of Arts in History" / "Northfield University" / "2014": a degree, its school and its year on lines of their own
      const previous = education.at(-1);
      const lineAfter = lastEducationAt === sentenceIndex - 1;
      lastEducationAt = sentenceIndex;
      if (lineAfter && previous?.degree && !previous.school && !previous.graduationYear && entry.education.school && !entry.education.degree) {
        Object.assign(previous, { school: entry.education.school, graduationYear: entry.education.graduationYear });
        return undefined;
      }
      education.push(entry.education);
      return undefined;
    }
    if (entry.kind === "experience" && entry.titleFirst !== undefined) entryOrders.push(entry.titleFirst);
    if (entry.kind === "experience" && entry.undecided)
      undecidedEntries.push({ experience: entry.experience, fields: entry.undecided, contested: entry.contested });
    const draft = found.add(entry.experience, sentenceIndex);
    if (entry.details) attachDetails(draft.experience, entry.details);
    return draft;
  };

  segments.forEach((segment, sentenceIndex) => {
    // "John Smith, software engineer at Google": the name that opens a line is not part of the role
    const sentence = name ? withoutLeadingName(segment.text, name) : segment.text;
    years ||= YEARS_RE.exec(sentence)?.[0] ?? "";
    if (heads.has(sentenceIndex)) return;
    // "Mei Tan, RN, BSN": the letters after the name on the first line are the person's degrees and credentials, no school among them
    const letters = name && segment.line === 0 && sentence !== segment.text ? postNominals(sentence) : undefined;
    if (letters) {
      for (const credential of letters) {
        if (namesDegree(credential)) education.push({ ...emptyEducation(), degree: credential });
        else certifications.push(credential);
      }
      return;
    }
    const headed = heads.get(sentenceIndex - 1);
    const headedEntry = headed === undefined ? undefined : entryUnderHead(headed, sentence, segment.section);
    if (headedEntry) {
      takeEntry(headedEntry, sentenceIndex);
      return;
    }
    // "Junior Designer @ Sydljus Apps | ex-retail | Malmö": a profile's headline, its title at the employer held now and
    // notes beside them (what the person was, where they are)
    const profileHeadline =
      !headline && segment.line <= 2 && segment.text === segment.lineText && !/(?:19|20)\d{2}/.test(sentence)
        ? new RegExp(String.raw`^(${ROLE})\s+(?:@|at)\s+(${ORG})\s*(?:[|·•]|$)`, "u").exec(sentence)
        : null;
    if (profileHeadline && readsAsTitle(profileHeadline[1]!) && !isPlace(profileHeadline[2]!)) {
      headline = cleanRole(profileHeadline[1]!);
      headlineEmployer = profileHeadline[2]!;
      return;
    }
    // "Software Engineer" on a line of its own near the top says what the person does
    const titled = !headline && segment.line <= 2 && segment.text === segment.lineText ? titleLine(sentence) : undefined;
    if (titled) {
      headline = cleanRole(titled);
      return;
    }
    // "Habilidades: WMS, inventarios, Excel", "Kenntnisse: SAP, Excel": a skills label in another language, one the CV
    // parser knows as a skills heading, opens a list as "Skills:" does
    const foreignLabel = segment.section === "skills" ? /^([\p{L}][\p{L} &/]{1,30}?)\s*[:：]\s+(\S.*)$/u.exec(sentence) : null;
    if (foreignLabel && !SKILL_CUE.test(`${foreignLabel[1]}: `) && headingKind(foreignLabel[1]!) === "skills") {
      skillItems.push(...splitSkills(foreignLabel[2]!).filter((item) => item.split(/\s+/).length <= 4));
      return;
    }
    // a line under a SKILLS heading is a list of skills, cue or not
    if (segment.section === "skills" && !/[:：]/.test(sentence)) {
      skillItems.push(...splitSkills(sentence).filter((item) => item.split(/\s+/).length <= 4));
      return;
    }
    // "latte art, espresso calibration, rostering, Square POS": an unlabelled line of short items is a skills list, whatever heading it sits under
    if (bareSkillList(segment, segments[sentenceIndex - 1])) {
      skillItems.push(...splitSkills(sentence));
      return;
    }
    const toolLine = toolListLine(segment);
    if (toolLine) {
      skillItems.push(...toolLine.tools);
      languages.push(...toolLine.spoken);
      return;
    }
    // "… since 2018. Forklift, HGV Class 1, ADR and tachograph rules.": a sentence after the first that only lists short items
    // (a bulleted list of lower-case words is as often what was done, as bareSkillList says: a bulleted one needs a capitalised item)
    const proseList = sentenceIndex > 0 ? proseSkillList(sentence, name) : undefined;
    const listed = segment.bullet && !proseList?.some((item) => /^\p{Lu}/u.test(item)) ? undefined : proseList;
    if (listed) {
      skillItems.push(...listed);
      return;
    }
    // "Certifications: CPR, BLS, First Aid": a short undated list under a certifications label or heading names one held per item
    const heldList = sentence.replace(/^[\p{L}][\p{L} &/]{1,30}?\s*[:：]\s*/u, "").trim();
    const heldItems = heldList.split(/\s*(?:,|;|\band\b|&)\s*/).filter(Boolean);
    if (
      segment.section === "certifications" &&
      heldItems.length >= 2 &&
      !/(?:19|20)\d{2}/.test(sentence) &&
      !hasFiniteVerb(heldList) &&
      heldItems.every((item) => item.split(/\s+/).length <= 6)
    ) {
      certifications.push(...heldItems.map((item) => item.replace(/[.\s]+$/, "")));
      return;
    }
    // "Registered Nurse (NMC), 2016" under a LICENCES heading or label: a line there names a certification, whatever its words
    // "2015    Welding Diploma    Tamarack Technical Institute" under TRAINING: a dated line that names a school is schooling
    const trainedAt =
      segment.section === "certifications" && /(?:19|20)\d{2}/.test(sentence)
        ? entryFrom(sentence, "education", sentence === segment.lineText.trim())
        : undefined;
    if (trainedAt?.kind === "education" && trainedAt.education.school && isSchool(trainedAt.education.school) && !/[:：]/.test(sentence)) {
      takeEntry(trainedAt, sentenceIndex);
      return;
    }
    if (segment.section === "certifications" && !certificationsFrom(sentence).length && !namesDegree(sentence) && !CERTIFICATE_FROM.test(sentence)) {
      const held = sentence.replace(/^[\p{L}][\p{L} &/]{1,30}?\s*[:：]\s*/u, "").trim();
      if (held) certifications.push(held);
      return;
    }
    // "Ilse Brandt, tram conductor from Graz, …": after the name, a lower-case title the person's home place follows
    // (or on the first line, in the sentence after the name's own: "Sinead Oakes. Primary teacher, Galway.")
    // ("Roofer, Wexford. Kestrel Roofing 2017-now, …": or a terse record's opening, a title and a town alone, the name after it)
    const titleTown = segment.line === 0 && sentenceIndex === 0 ? TITLE_TOWN.exec(sentence) : null;
    const titleAfterName =
      name && (sentence !== segment.text || (segment.line === 0 && sentenceIndex === 1))
        ? titleBeforePlace(sentence)
        : titleTown && titleScore(titleTown[1]!) > 0 && !hasFiniteVerb(titleTown[1]!) && titleScore(titleTown[2]!) === 0 && companyScore(titleTown[2]!) === 0
          ? titleTown[1]
          : undefined;
    if (!headline && titleAfterName) {
      headline = cleanRole(titleAfterName);
      terseRecord = titleAfterName === titleTown?.[1];
    }
    // "Rob Kerr. Plasterer. Served my …": a sentence after the name's that is a title alone says what the person does
    const bare = sentence.replace(/[.!]+$/, "").trim();
    if (
      !headline &&
      name &&
      segment.line === 0 &&
      sentenceIndex === 1 &&
      /^\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,3}$/u.test(bare) &&
      readsAsTrade(bare) &&
      !hasFiniteVerb(bare)
    ) {
      headline = cleanRole(bare);
      return;
    }
    // "Software developer with a background in physics.", "Product owner who enjoys hard trade-offs.": the opening says what the person is
    // (not "Nurse with 10 years experience", which says how long, as the summary does)
    const opening = sentenceIndex === 0 ? /^(\p{L}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3})\s+(?:with\s+(?:a|an)\s|who\s)/u.exec(sentence)?.[1] : undefined;
    if (!headline && opening && titleScore(opening) > 0 && !hasFiniteVerb(opening)) headline = cleanRole(opening);
    let draftInSentence: Draft | undefined;
    const degreesBefore = education.length;
    const readsAsEntries = !segment.section || ENTRY_SECTIONS.has(segment.section);
    for (const piece of splitDatedList(sentence).flatMap(splitRoleList)) {
      const pieceEntry = readsAsEntries ? entryFrom(piece, segment.section, piece === segment.lineText.replace(/[.!?]+$/, "").trim()) : undefined;
      if (pieceEntry) {
        draftInSentence = takeEntry(pieceEntry, sentenceIndex) ?? draftInSentence;
        continue;
      }
      for (const said of clausesOf(withSchoolThereNamed(piece))
        .flatMap(splitDegreeList)
        .map((text) => withSameSchoolNamed(text, undefined))
        .flatMap(splitNamedDegrees)) {
        // (a clause of its own names the school read last)
        const clause = withSameSchoolNamed(said, education.at(-1)?.school);
        // "I graduated from Korfez University, chemistry bachelor, in 2013": the year set off after the sentence's degree is its year
        const yearAlone = /^(?:in\s+)?(?:\p{L}+\s+)?((?:19|20)\d{2})[.!]?$/u.exec(clause.trim())?.[1];
        const degreeTold = education.length > degreesBefore ? education.at(-1) : undefined;
        if (yearAlone && degreeTold && !degreeTold.graduationYear && !draftInSentence) {
          degreeTold.graduationYear = yearAlone;
          continue;
        }
        const clauseEntry = readsAsEntries ? entryFrom(clause, segment.section) : undefined;
        if (clauseEntry) {
          draftInSentence = takeEntry(clauseEntry, sentenceIndex) ?? draftInSentence;
          continue;
        }
        // languages spoken
        if (/\b(?:speak|spoken|fluent|native|bilingual|trilingual|languages?)\b/i.test(clause)) {
          const spoken = [...clause.matchAll(LANGUAGE_RE)].map((m) => m[1]!);
          if (spoken.length) {
            languages.push(...spoken);
            // "I use Roomly PMS and speak Maltese": the tools named before the languages are skills
            skillItems.push(...skillsFromClause(clause).filter((item) => !spoken.includes(item)));
            continue;
          }
        }
        // hobbies and volunteering
        const hobby =
          /\b(?:in my (?:free|spare) time,?\s+I\s+(?:enjoy|like|love)|hobbies\s+(?:include|are)|I\s+(?:also\s+)?(?:enjoy|love)\s+(?=\w+ing\b))\s+(.+)$/i.exec(
            clause,
          );
        if (hobby?.[1] && !ACHIEVEMENT_HINT.test(hobby[1].split(/\s+/)[0] ?? "")) {
          hobbies.push(...splitSkills(hobby[1]).map((item) => item.replace(/^(?:to\s+)?/, "")));
          continue;
        }
        // "I volunteer at a food bank", "as a volunteer": not "I coordinate volunteers at Cruz Roja (program coordinator …)"
        if (/\bvolunteer(?!s\b)/i.test(clause) && !(findRole(clause)?.jobTitle && !/\bvolunteer/i.test(findRole(clause)?.jobTitle ?? ""))) {
          volunteering.push(extraLine(clause));
          continue;
        }
        // "completed my Certificate in Plumbing (Level 3) through Kahu Learning Trust in 2021": a qualification and who gave it; a role
        // the clause goes on to is read too
        // "a GED from X (2010) and my welding certificate through Y in 2012": a second one the sentence lists after "and" is read too
        // ("… after completing SVQ 3 Freight at …", read as "completed …": its own verb opens it)
        const listedAfter =
          /^(?:then\s+)?(?:in\s+(?:19|20)\d{2},?\s+)?(?:(?:(?:I|she|he|they)\s+)?\p{Ll}+\s+)?(?:an?|my|his|her|their)\s/u.test(clause.trim()) ||
          /^completed\s+\p{Lu}/u.test(clause.trim());
        // (with no verb of its own, the first one's carries over: read as one that was got)
        const qualified =
          education.length === degreesBefore
            ? qualificationWithProvider(clause)
            : listedAfter
              ? (qualificationWithProvider(clause) ?? qualificationWithProvider(`got ${clause.trim().replace(/^then\s+/, "")}`))
              : undefined;
        if (qualified && !DEGREE_RE.test(clause)) {
          education.push(qualified);
          const provider = qualified.school ?? "";
          if (!/\b(?:joined|worked|working|work|hired|started|as\s+an?)\b/.test(clause.slice(clause.indexOf(provider) + provider.length))) continue;
        }
        // "Skills: Excel, PRINCE2": what the person lists as skills stays a skill, a certification's acronym among them too
        const listedAsSkills = /^\s*(?:(?:key|core|technical|tech)\s+)?(?:skills|tools|stack)\s*[:：]/i.test(clause) && !/certif/i.test(clause);
        const certs = !listedAsSkills && /[Cc]ertif|\b(?:PMP|CPA|CFA|CISSP|CCNA|PRINCE2|ITIL|ACCA)\b/.test(clause) ? certificationsFrom(clause) : [];
        // a certificate "from" a school is education, read below; so is one a course at its provider gave
        if (
          certs.length &&
          !DEGREE_RE.test(clause) &&
          !CERTIFICATE_FROM.test(clause) &&
          !SUBJECT_FIRST_QUALIFICATION.test(clause) &&
          !COURSE_AT_RE.test(clause)
        ) {
          certifications.push(...certs);
          skillItems.push(...skillsFromClause(clause.replace(/certified\s+in/i, "")).filter((s) => !certs.some((c) => c.includes(s))));
          continue;
        }
        // "Class 4 licence with crane endorsement.": a short line of its own naming a licence held is a certification
        // ("I have a forklift licence" says so in a sentence: the licence is read as held, below, not the sentence kept)
        if (
          /\blicen[cs]e\b/i.test(clause) &&
          clause === sentence &&
          clause.split(/\s+/).length <= 8 &&
          !hasFiniteVerb(clause) &&
          !/^(?:I|I've|I'm|he|she|they|we)\b/i.test(clause) &&
          !namesDegree(clause)
        ) {
          certifications.push(clause.replace(/[.\s]+$/, ""));
          continue;
        }
        // "completed the Kodlab full-stack programme", "did the Bytecamp data analytics bootcamp": a course is education, the role the clause goes on to name is read too
        const course = courseIn(clause);
        if (course) education.push(course);
        // "…did the bootcamp at Codera Academy (… certificate, 2023)": the provider is no employer, unless the clause names one besides
        const courseAt = COURSE_AT_RE.exec(clause);
        if (courseAt && !/\b(?:at|for|with)\s+(?:the\s+)?\p{Lu}/u.test(clause.replace(courseAt[0], " "))) continue;
        // "no degree, I'm self-taught": a degree the text says the person does not have
        if (NO_DEGREE.test(clause)) continue;
        // "From 2016 to 2019 I was not working because of family": a dated gap in work is no role
        if (CAREER_GAP.test(clause) && findDates(clause).startDate) continue;
        // "I trained as a dental technician at the Moravia Educational Centre, finishing in 2012": a qualification, no job
        const trained = trainedAs(clause);
        if (trained) {
          education.push(trained);
          continue;
        }
        // "AutoCAD Civil 3D, Revit, MS Project": a list of tools names no degree
        // "Tools: MS Project, …", "Certifications: Microsoft MD-102 (2023)": what a skills or certifications label lists names no degree
        // "I use Revit, Navisworks and MS Project": a degree's letters that are one of the tools a skills cue lists name a tool
        const listedDegree = DEGREE_RE.exec(clause)?.[1]?.trim().toLowerCase();
        const toolList =
          skillsInList(clause).length > 0 ||
          segment.section === "skills" ||
          segment.section === "certifications" ||
          (listedDegree !== undefined && skillsFromClause(clause).some((skill) => listedDegree.startsWith(skill.toLowerCase())));
        // education
        // "as a sales associate while in college": when the job was held, no school and no degree
        const studyClause = clause.replace(WHILE_IN_SCHOOL, "");
        const edu = toolList
          ? undefined
          : namesDegree(studyClause) ||
              CERTIFICATE_FROM.test(studyClause) ||
              // "completed ITI Welder from Government ITI Karwar": a school named by its kind's letters
              SCHOOL_WORD.test(studyClause) ||
              /\b(?:degree|graduat|studied|study|studying|student|major|universi|college|school|institute|academy|polytechnic|bachelor|master|phd|diploma|mba|bsc|msc|b\.?s\b|m\.?s\b|b\.?a\b|m\.?a\b|btech|b\.tech|b\.?e\b|beng|meng|gcse|a-level)/i.test(
                studyClause,
              )
            ? findEducation(studyClause)
            : undefined;
        // "I'd love to work at Google", "hoping to join the NHS": a wish, not a job held
        const clauseAt = sentence.indexOf(clause);
        // "…at Scoil Bhríde since 2016, where she is also the exams officer": a second duty at the employer just named, no role of its own
        const alsoThere =
          draftInSentence !== undefined &&
          /^(?:where\s+)?(?:I|he|she|they)\s*(?:\s(?:am|is|are|was|were)|'m|'s|'re)\s+also\b/i.test(clause) &&
          (/^where\b/i.test(clause) || /\bwhere\s*$/i.test(sentence.slice(0, Math.max(0, clauseAt))));
        // "as a cashier and then front desk lead from 2009 to 2018": one role, read at the employer told with either title
        const inTurn = WAS_TITLE_THEN_TITLE.exec(clause);
        const roleClause = inTurn && readsAsTitle(inTurn[2]!) && readsAsTitle(inTurn[3]!) ? clause.replace(inTurn[0], `${inTurn[1]} ${inTurn[3]}`) : clause;
        const role = ASPIRATION.test(clause) || alsoThere ? undefined : findRole(roleClause, clauseAt < 0 ? "" : sentence.slice(clauseAt + clause.length));
        if (
          edu &&
          !(role && /\b(?:worked|work|employed|joined|as a|as an)\b/.test(clause) && !DEGREE_RE.test(clause) && !SUBJECT_FIRST_QUALIFICATION.test(clause)) &&
          !roleOverDegree(role, edu)
        ) {
          // "… and went back there for my Diploma": "there" is the school named just before
          const previousSchool = education.at(-1)?.school;
          if (!edu.school && previousSchool && /\b(?:back\s+)?there\b/.test(studyClause)) edu.school = previousSchool;
          education.push(edu);
          // "After my degree (…, PUC Chile, 2012) I joined Codelco as a process engineer": both, when the employer is no school
          if (!bothDegreeAndRole(role, edu)) continue;
        }
        // roles
        // "After my BSc … (2017) I joined Lumo … in January 2018", "In 2019 I completed the … course and landed a job at Quillon
        // in February 2020": the year of the degree or course told in the clause is its own; the role's dates are the others
        const studyYear = (edu && education.includes(edu) ? edu : course)?.graduationYear;
        const withoutStudyYear = studyYear ? clause.replace(new RegExp(String.raw`(?:\b[Ii]n\s+)?\(?\s*\b${studyYear}\b\s*\)?`), " ") : clause;
        const dates = findDates(/(?:19|20)\d{2}/.test(withoutStudyYear) ? withoutStudyYear : clause);
        // "im lucy, i work as a carer …": the title after "work as" wins over what "I'm" introduces
        const roleOnly = cleanRole((ROLE_AS.exec(clause) ?? ROLE_ONLY.exec(clause))?.[1] ?? "");
        // "I'm Zodwa Mokwena and …" introduces the person, not a title
        const isName = Boolean(name && roleOnly.toLowerCase().startsWith(name.firstName.toLowerCase()));
        // "I've been breaking software since 2014": several words of what was done since then, no role of their own
        const activityPhrase = /\s/.test(roleOnly) && opensWithActivity(roleOnly);
        const roleOnlyTitle = opensNoRole(roleOnly) || isName || namesActivity(roleOnly) || activityPhrase ? "" : roleOnly;
        // "I work at Clinica Norte and I have been there since 2017": no title and no employer, the dates of the sentence's role
        const datesOnly = !role && !roleOnlyTitle && draftInSentence !== undefined;
        // "…then joined Keswick Foods where I've worked as a buyer since 2017": the title (and dates) of the employer just named
        const untitledEmployer = draftInSentence?.experience;
        if (!role?.company && roleOnlyTitle && untitledEmployer?.company && !untitledEmployer.jobTitle && /\bwhere\s*$/.test(sentence.slice(0, clauseAt))) {
          const told = TITLE_OF_ROLE.exec(clause)?.[1];
          untitledEmployer.jobTitle = told ? cleanRole(told) : roleOnlyTitle;
          if (!untitledEmployer.startDate && !untitledEmployer.endDate)
            Object.assign(untitledEmployer, { ...dates, currentJob: untitledEmployer.currentJob || dates.currentJob });
          else if (!untitledEmployer.endDate && dates.currentJob) untitledEmployer.currentJob = true;
          continue;
        }
        // "I am Omar Said, living in Muscat since 2016": how long the person has lived somewhere dates no role
        const livedSince = !roleOnlyTitle && LIVED_SINCE.test(clause);
        if (role || (!datesOnly && !activityPhrase && !livedSince && ROLE_ONLY.test(clause) && (dates.startDate || dates.endDate))) {
          const experience = emptyExperience();
          experience.company = role?.company ?? "";
          experience.jobTitle = role?.jobTitle || roleOnlyTitle;
          // "has run the bakery of Brindle House in Leeds as pastry chef since 2019": the title said after the employer (and its town)
          const asAfter =
            !experience.jobTitle && role?.company
              ? new RegExp(
                  String.raw`${escapeRegExp(role.company)}(?:\s+in\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)?,?\s+as\s+(?:(?:a|an|the|its|their)\s+)?(${ROLE})`,
                  "u",
                ).exec(clause)?.[1]
              : undefined;
          if (asAfter && readsAsTitle(asAfter)) experience.jobTitle = cleanRole(asAfter);
          // "Ola Brandt is a marine electrician who has worked for Tarn Docks since 2017": the title the person is, at the employer the relative clause names
          const whoWith =
            !experience.jobTitle && role?.company
              ? new RegExp(
                  String.raw`\b(?:is|am|'m|’m)\s+(?:a|an)\s+(${ROLE})\s+who\s+(?:has\s+been|had\s+been|is|was|works|worked|has\s+worked|had\s+worked)\s+(?:with|at|for)\s+(?:the\s+)?${escapeRegExp(role.company)}`,
                  "u",
                ).exec(clause)?.[1]
              : undefined;
          if (whoWith && readsAsTitle(whoWith)) experience.jobTitle = cleanRole(whoWith);
          // both titles, as two held in one span are told elsewhere ("Packer, Forklift Driver")
          if (roleClause !== clause && experience.jobTitle?.toLowerCase() === cleanRole(inTurn![3]!).toLowerCase())
            experience.jobTitle = `${cleanRole(inTurn![2]!)}, ${experience.jobTitle}`;
          experience.startDate = dates.startDate;
          experience.endDate = dates.endDate;
          // "After graduating … in 2011, I joined Terra Maps … until 2016": the role began the year of what it followed
          const followed = !dates.startDate && clauseAt > 0 ? AFTER_EVENT_YEAR.exec(sentence.slice(0, clauseAt))?.[1] : undefined;
          if (followed && !dates.currentJob && Number(followed) <= (yearOf(dates.endDate) ?? Number(followed))) experience.startDate = followed;
          // "In 2015 she set up Acme Joinery, which she still runs": a start year and "still" say it goes on
          experience.currentJob = dates.currentJob || (Boolean(dates.startDate) && !dates.endDate && STILL_WHERE.test(clause));
          // "I'm a data engineer at Hanul Data in Busan, joined in March 2021": a title the person is, in the present tense, is held now
          const titleSaid = role?.company && role.jobTitle ? escapeRegExp(role.jobTitle) : "";
          if (
            titleSaid &&
            !dates.endDate &&
            new RegExp(String.raw`\b(?:I'm|I am|(?:he|she) is|they are)\s+(?:now\s+|currently\s+|still\s+)?(?:(?:a|an|the)\s+)?${titleSaid}\b`, "i").test(
              clause,
            )
          )
            experience.currentJob = true;
          const isNew = !drafts.some((d) => d.experience.company && d.experience.company.toLowerCase() === experience.company?.toLowerCase());
          draftInSentence = found.add(experience, sentenceIndex);
          if (isNew) {
            const at = sentence.indexOf(clause);
            draftInSentence.years = durationYears(clause);
            draftInSentence.earlier = mentionsEarlier(sentence.slice(Math.max(0, at - 40), at + clause.length));
            draftInSentence.startedOnly = dates.currentJob && STARTED_ONLY.test(clause) && !STILL_THERE.test(sentence);
            draftInSentence.brief = saysBrief(clause);
          }
          // what else the clause says ("…at Stripe, where I built X" is split off already):
          // a trailing ", leading a team of 6" / ", building dashboards in Tableau"
          const target = draftInSentence.experience;
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
        // "…at Saudi Aramco since 2017, where he is now a senior project engineer", "I'm at Booksy, joined in
        // 2022 as a frontend engineer": the title of this sentence's role
        const untitled = draftInSentence?.experience;
        const laterTitle = !role && untitled && !untitled.jobTitle ? TITLE_OF_ROLE.exec(clause)?.[1] : undefined;
        if (untitled && laterTitle && !opensNoRole(laterTitle)) {
          untitled.jobTitle = cleanRole(laterTitle);
          if (!untitled.startDate && !untitled.endDate && dates.startDate)
            Object.assign(untitled, { ...dates, currentJob: untitled.currentJob || dates.currentJob });
          // "…, where I've been a product analyst ever since"
          else if (!untitled.endDate && dates.currentJob) untitled.currentJob = true;
          continue;
        }
        // "…head chef at The Ivy, where I've worked since 2019": the dates of this sentence's role
        const undated = draftInSentence?.experience;
        if (!role && undated && !undated.startDate && !undated.endDate && dates.startDate) {
          Object.assign(undated, { ...dates, currentJob: undated.currentJob || dates.currentJob });
          continue;
        }
        // "I work as a pharmacist at Alheri Pharmacy. I started there in 2018.": the start of the role the sentence before told
        const toldBefore = found.last?.experience;
        if (!role && !draftInSentence && toldBefore && !toldBefore.startDate && !toldBefore.endDate && dates.startDate && STARTED_THERE.test(clause)) {
          Object.assign(toldBefore, { ...dates, currentJob: toldBefore.currentJob || dates.currentJob });
          continue;
        }
        // "She joined Careem in March 2020 …; she now leads the SOC team there": the sentence's role goes on
        const ongoing = draftInSentence?.experience;
        if (!role && ongoing?.startDate && !ongoing.endDate && !ongoing.currentJob && (saysNow(clause) || STILL_WHERE.test(clause))) ongoing.currentJob = true;
        // "…joined Acme in 2012 and worked there for 3 years": how long the sentence's role lasted
        if (!role && draftInSentence && draftInSentence.years === undefined && (/\bthere\b/.test(clause) || STAYED_UNTIL.test(clause)))
          draftInSentence.years = durationYears(clause);
        // "…at Acme in May 2016, where I stayed until June 2020": the end of the sentence's role
        // "…joined Rook Insurance as an underwriter and worked there until 2019": an end, whether or not a start was said
        const stayed = draftInSentence?.experience;
        if (!role && stayed && !stayed.endDate && !stayed.currentJob && dates.endDate && !dates.startDate && STAYED_UNTIL.test(clause))
          stayed.endDate = dates.endDate;
        if (!role && !headline) {
          const plainRole = new RegExp(
            String.raw`(?:^|\b(?:I'm|I am|I’m|I work as|I've been|I have been|is|works as|working as)\s+|,\s+)(?:a|an)\s+(${ROLE})`,
            "u",
          ).exec(clause);
          if (plainRole?.[1] && !opensNoRole(plainRole[1]) && !SKILL_CUE.test(clause.slice(plainRole.index))) headline = cleanRole(plainRole[1]);
          // "I'm Tiago Amaral, personal trainer in Rio": a title set after the person's name, when the résumé parser knows it as one
          const named = name?.firstName ? new RegExp(String.raw`\b${escapeRegExp(name.firstName)}(?:\s+\S+){0,3},\s+(${ROLE})`, "u").exec(clause) : null;
          if (!headline && named?.[1] && readsAsTitle(named[1])) headline = cleanRole(named[1]);
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
        const project =
          /\b(?:side project|personal project|open[- ]source project|hobby project|project called|app called|built an? (?:app|tool|website|site|game|library) called)\b/i.test(
            clause,
          );
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
          const named = drafts.find(
            (d) => d.experience.company && new RegExp(`\\b${d.experience.company.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(clause),
          );
          const target = named ?? draftInSentence ?? found.last;
          if (!target) continue;
          const clean = clause
            .replace(new RegExp(String.raw`^(?:[Aa]t|[Ww]hile at|[Dd]uring (?:my time )?at)\s+${ORG},?\s*`, "u"), "")
            .replace(/^(?:there|here),?\s+/i, "");
          attachDetails(target.experience, clean);
          continue;
        }
      }
    }
    // "…from 2014 to 2021, first as a nursing officer and later as senior nursing officer": the title held last is the role's
    const laterTitle = FIRST_THEN_LATER.exec(sentence) ?? TITLE_THEN_TITLE.exec(sentence);
    const heldInTurn = draftInSentence?.experience;
    if (laterTitle && heldInTurn && heldInTurn.jobTitle?.toLowerCase() === cleanRole(laterTitle[1]!).toLowerCase())
      heldInTurn.jobTitle = cleanRole(laterTitle[2]!);
  });
  // "• Sales Assistant – Boots, …" above "• Warehouse Operative – Globex, …": the list's entries share one order of fields
  // with no entry of known order, "Dealer, Lido Casino" above "Croupier, Casino Royale": a field that names a person who does
  // something, beside one that does not, says the order of the whole list
  // an entry whose two fields both read as titles keeps its guess unless entries of known order say otherwise
  const orders = entryOrders.length ? entryOrders : undecidedEntries.filter(({ contested }) => !contested).flatMap(({ fields }) => fieldOrder(fields));
  const titleFirst = orders.length > 0 && orders.every(Boolean);
  const companyFirst = orders.length > 0 && !orders.some(Boolean);
  for (const { experience, fields, contested } of undecidedEntries) {
    if (contested && !entryOrders.length) continue;
    if (titleFirst) Object.assign(experience, { jobTitle: cleanRole(fields[0]), company: fields[1] });
    else if (companyFirst) Object.assign(experience, { jobTitle: cleanRole(fields[1]), company: fields[0] });
  }
  // "2009–2012  helper, same company": the employer of the role told just before
  drafts.forEach((draft, index) => {
    const before = drafts[index - 1]?.experience.company;
    if (before && SAME_EMPLOYER.test(draft.experience.company ?? "")) draft.experience.company = before;
    // "before that i was guard same company from 2018": the employer said back, with no "at", closes the title read
    const saidBack = / (?:[Tt]he )?[Ss]ame (?:[Cc]ompany|[Ff]irm|[Ee]mployer|[Pp]lace|[Ss]hop|[Ss]tore)$/.exec(draft.experience.jobTitle ?? "");
    if (before && saidBack && !draft.experience.company)
      Object.assign(draft.experience, { jobTitle: draft.experience.jobTitle!.slice(0, saidBack.index), company: before });
  });
  deriveDates(drafts);
  closeBriefRoles(drafts);
  // "my career started in 2013 at PwC … in 2017 I moved to Unilever": a start is no present role once a later one began
  for (const draft of drafts) {
    const start = yearOf(draft.experience.startDate ?? "");
    if (draft.startedOnly && start !== undefined && drafts.some((other) => (yearOf(other.experience.startDate ?? "") ?? 0) > start))
      draft.experience.currentJob = false;
  }

  // most recent first: current roles, then by start (or end) year; undated roles keep their order at the end
  const experiences = drafts
    .map((draft) => ({
      draft,
      key: draft.experience.currentJob ? 9999 : (yearOf(draft.experience.startDate ?? "") ?? yearOf(draft.experience.endDate ?? "") ?? -1),
    }))
    .sort((a, b) => b.key - a.key || (a.key === -1 ? a.draft.order - b.draft.order : b.draft.order - a.draft.order))
    .map(({ draft }) => draft.experience)
    .filter((job, _, all) => !namesOtherEmployers(job, all));
  closeOpenRoles(experiences, rest);
  // the employer of the profile's headline is the person's now: its role goes on, or is the headline's own when the text tells no more
  const headlined = headlineEmployer && experiences.find((job) => job.company?.toLowerCase() === headlineEmployer.toLowerCase());
  if (headlined && !headlined.endDate) headlined.currentJob = true;
  if (headlineEmployer && !headlined)
    experiences.unshift({ ...emptyExperience(), id: newItemId(), jobTitle: headline, company: headlineEmployer, currentJob: true });
  splitPromotions(experiences, rest);
  splitStartedThere(experiences, rest);
  splitJoinedThere(experiences, rest);
  splitBeforeThatThere(experiences, rest);
  splitStayedOn(experiences, rest);
  splitMadeLater(experiences, rest);
  splitTitleThereSpan(experiences, rest);
  // "Joinery Apprenticeship" read as a role's title: the person was the apprentice
  for (const job of experiences) if (/\sapprenticeship$/i.test(job.jobTitle ?? "")) job.jobTitle = job.jobTitle!.replace(/ship$/i, "");
  // "Summer job: boat guide", "Receptionist (front office)": a label before the title and a lower-case note on it in brackets are no part of it
  for (const job of experiences) job.jobTitle = withoutTitleLabels(job.jobTitle ?? "");
  splitQualified(experiences, rest);
  splitLaterPromotions(experiences, rest);
  laterTitleSameEmployer(experiences, rest);
  splitTitleChain(experiences, rest);
  freelanceSince(experiences, rest);
  ownBusinessRunNow(experiences, rest);
  employersNamedBack(experiences);
  sameEmployerSaid(experiences, rest);
  titleEndingChain(experiences, rest);
  titlesInOneSpan(experiences, rest);
  // "freelance graphic designer 2019-present": a freelancer's own work has no other employer
  for (const job of experiences) if (!job.company && /\b(?:freelance|freelancer|self-employed)\b/i.test(job.jobTitle ?? "")) job.company = SELF_EMPLOYED;
  // "Self-employed electrician since 2016": the employer says it, the title is the trade
  for (const job of experiences) if (job.company === SELF_EMPLOYED) job.jobTitle = (job.jobTitle ?? "").replace(/^self-employed\s+(?=\S)/i, "");
  // "a backend engineer … I worked at Flipkart from 2019 to now": the stated role is the current job's title
  const latest = experiences[0];
  // "graphic designer … Freelance since 2022": working freelance says how, the stated role says what
  const untitled = (job: Experience | undefined) =>
    !job?.jobTitle || (job.company === SELF_EMPLOYED && /^(?:freelance|freelancer|self-employed)$/i.test(job.jobTitle));
  if (headline && latest && untitled(latest) && (latest.currentJob || experiences.length === 1)) latest.jobTitle = headline;
  // "Served my apprenticeship with Tayside Plastering 2009-2013": an apprentice of the trade the person names
  // (a licensed or qualified electrician's trade is the electrician's)
  const headTrade = headline.replace(/^(?:licensed|qualified|certified|registered|time-served|fully\s+qualified)\s+(?=\S+$)/i, "");
  // ("a domestic electrician", "a commercial plumber": the trade is the last word, the words before it say where it is done)
  const tradeWord = /^(?:\p{L}+\s+){0,2}(\p{L}+)$/u.exec(headTrade)?.[1] ?? "";
  const trade = tradeWord && readsAsTrade(tradeWord) ? tradeWord.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) : "";
  const apprenticeships = () => {
    for (const job of experiences)
      if (trade && !job.jobTitle && job.company && job.company !== SELF_EMPLOYED && apprenticedAt(rest, job.company)) job.jobTitle = `Apprentice ${trade}`;
  };
  apprenticeships();
  // a dated mention no role or degree read accounts for is read again from its own clause
  const readBeforeNet = [...experiences];
  addMissedEntries(rest, experiences, education);
  // "In 2023 I did a Level 5 course at Elm Vale Learning Centre": a place the schooling was read at, the net found with no
  // title, is that schooling's, no job
  const schoolsRead = new Set(education.map((edu) => edu.school?.trim().toLowerCase()).filter(Boolean));
  for (const job of experiences.filter((job) => !readBeforeNet.includes(job) && !job.jobTitle && schoolsRead.has(job.company?.trim().toLowerCase())))
    experiences.splice(experiences.indexOf(job), 1);
  // "Mara is a payroll officer. Since 2022 she has led payroll at Tarn Health": a current role only the net read, when none
  // read before it was current or took the stated role, has the stated role as its title
  const netCurrent = experiences.filter((job) => job.currentJob && !readBeforeNet.includes(job));
  if (headline && netCurrent.length === 1 && untitled(netCurrent[0]) && !readBeforeNet.some((job) => job.currentJob || job.jobTitle === headline))
    netCurrent[0]!.jobTitle = headline;
  // (one of which may be the apprenticeship)
  apprenticeships();

  // "Roofer, Wexford. Kestrel Roofing 2017-now, before that Baxter Slate Works 2009-17": when a terse record titles no role but
  // with the trade it opens with, each employer it lists is where that trade was worked
  if (terseRecord && trade && experiences.every((job) => !job.jobTitle || job.jobTitle === headline || job.jobTitle === `Apprentice ${trade}`))
    for (const job of experiences) if (!job.jobTitle && job.company && job.company !== SELF_EMPLOYED) job.jobTitle = headline;
  fieldApprenticeships(experiences, rest);
  // "Since 2021 she lectures part-time at Kora Academy": a role read with no title takes the one its sentence's work names
  for (const job of experiences) {
    if (job.jobTitle || !job.company || job.company === SELF_EMPLOYED) continue;
    // (else the title the text opens with is the current job's, as above)
    const opening = headline && job === experiences[0] && (job.currentJob || experiences.length === 1) ? headline : "";
    const sentence = rest.split(/(?<=[.!?])\s+|\n/).find((said) => said.includes(job.company!));
    if (!sentence) {
      job.jobTitle = opening;
      continue;
    }
    // (from after any other employer the sentence names before it)
    const at = sentence.indexOf(job.company);
    const from = Math.max(
      0,
      ...experiences
        .map((other) => (other.company && other.company !== job.company ? sentence.lastIndexOf(other.company, at) : -1))
        .map((found, index) => (found >= 0 ? found + experiences[index]!.company!.length : 0)),
    );
    job.jobTitle = impliedTitle(sentence.slice(from, at + job.company.length)) || opening;
  }
  withoutShortNames(experiences);
  // "2020 – now: Virtual Assistant (freelance)", read again from its own line: with no employer named, the person's own work
  for (const job of experiences)
    if ((!job.company || job.company === SELF_EMPLOYED) && job.jobTitle && FREELANCE_NOTE.test(job.jobTitle))
      Object.assign(job, { company: SELF_EMPLOYED, jobTitle: job.jobTitle.replace(FREELANCE_NOTE, "").trim() });
  // "… before setting up Tolley Tiling in 2017": a business the person founded, left by no end and followed by no later role, is still theirs
  for (const job of experiences) {
    if (!job.company || !job.startDate || job.endDate || job.currentJob) continue;
    if (experiences.some((e) => e !== job && (yearOf(e.startDate ?? "") ?? 0) > (yearOf(job.startDate!) ?? 0))) continue;
    const founded = new RegExp(
      String.raw`\b(?:founded|co-founded|established|set\s+up|setting\s+up|founding|started|opened)\s+(?:the\s+)?${escapeRegExp(job.company)}`,
      "u",
    );
    if (founded.test(rest)) job.currentJob = true;
  }

  // skills: explicit lists plus known names mentioned anywhere in the prose
  const allSkills = dedupeSkills(
    [
      ...skillItems,
      ...findSkillsInProse(rest.replace(EMAIL_RE, " ")),
      ...skillsAfterCue(rest),
      ...toolsWorkedIn(rest),
      ...heldSkills(rest.replace(EMAIL_RE, " ")),
      // (a certificate filed under certifications is not listed again among the skills: "First Aid at Work (2022)")
      ...everydaySkillsInProse(
        rest.replace(EMAIL_RE, " "),
        experiences.map((job) => job.jobTitle ?? ""),
      ).filter((skill) => !certifications.some((held) => held.toLowerCase().includes(skill.toLowerCase()))),
      ...segments.flatMap((segment) => skillsInList(segment.text)),
      ...trailingSkillClauses(rest),
    ].map(withoutLevel),
  );
  allSkills.push(...bareListLine(rest, allSkills).map(withoutLevel));
  const keptSkills = allSkills
    .filter(
      (skill) =>
        !experiences.some((e) => e.company?.toLowerCase() === skill.toLowerCase()) && !education.some((e) => e.school?.toLowerCase() === skill.toLowerCase()),
    )
    // a tool that is also the person's own given name or surname ("… Docker" introducing himself) names the person, not a skill
    .filter((skill) => !name || ![name.firstName, name.lastName].some((part) => part?.toLowerCase() === skill.toLowerCase()))
    .filter((skill, _, all) => !onlyInsideLonger(skill, all, rest));
  const skills: Skills = { technicalSkills: "", softSkills: "", tools: "", frameworks: "" };
  const buckets: Record<keyof Skills, string[]> = { technicalSkills: [], softSkills: [...softItems], tools: [], frameworks: [] };
  for (const skill of keptSkills) {
    const field = fieldForSkill(skill) ?? "technicalSkills";
    if (!buckets[field].some((s) => s.toLowerCase() === skill.toLowerCase())) buckets[field].push(skill);
  }
  for (const field of Object.keys(buckets) as (keyof Skills)[]) skills[field] = tidySkillsList(buckets[field].join(", "));

  // "Mira Bose" over "Driver 2010 - 2013": the person's own name, on the line above a dated title, is no employer of theirs
  const ownName = [name?.firstName, name?.lastName].filter(Boolean).join(" ").toLowerCase();
  // ("• Mira Bose, Leeds": a list's marker and the town after the name leave it alone on its line)
  const nameAlone =
    ownName.includes(" ") &&
    prompt.split("\n").some((line) => {
      const bare = line
        .trim()
        .replace(/^[•*·–—-]\s*/u, "")
        .replace(/[.,]$/, "");
      const [before, after] = [bare.replace(/,[^,]*$/, ""), /,\s*([^,]+)$/.exec(bare)?.[1]];
      return bare.toLowerCase() === ownName || (after !== undefined && isPlace(after.trim()) && before.toLowerCase() === ownName);
    });
  for (const job of experiences) if (nameAlone && job.company?.trim().toLowerCase() === ownName) job.company = "";
  // "WORK HISTORY\nKenmore Logistics — Warehouse Associate — 2017 …": words read for the person's name that are only ever said on
  // the line of a titled role, as its employer, are the employer's
  const linesWithName = prompt.split("\n").filter((line) => ownName && line.toLowerCase().includes(ownName));
  const nameIsEmployer =
    !nameAlone &&
    experiences.some(
      (job) =>
        job.jobTitle &&
        job.company?.trim().toLowerCase() === ownName &&
        linesWithName.every((line) => line.toLowerCase().includes(job.jobTitle!.toLowerCase())),
    );
  // "… before joining Castlegate Homes as site manager in 2020": the role begun last, with nothing ending it, no other role held now
  // and every other one over by then, is held now ("…; she now runs her own bakery": unless the text says what is done now)
  if (!experiences.some((job) => job.currentJob) && !/\b(?:now|currently|these\s+days|at\s+the\s+moment|at\s+present|nowadays)\b/i.test(rest)) {
    const latest = Math.max(...experiences.map((job) => yearOf(job.startDate ?? "") ?? 0));
    const begunLast = experiences.filter((job) => (yearOf(job.startDate ?? "") ?? 0) === latest);
    const overBefore = experiences.every((job) => begunLast.includes(job) || (job.endDate && (yearOf(job.endDate) ?? 0) <= latest));
    if (latest > 0 && begunLast.length === 1 && !begunLast[0]!.endDate && overBefore) begunLast[0]!.currentJob = true;
  }
  // "still at uni, finishing in 2027": a place of study named by its kind is where the person learns, and a lone word like "still"
  // read for a title names no job
  for (let index = experiences.length - 1; index >= 0; index--) {
    const job = experiences[index]!;
    const studying = !job.jobTitle?.trim() && STUDY_PLACE_KIND.test(job.company?.trim() ?? "");
    const wordAlone = !job.company?.trim() && /^(?:still|just|also|currently|now|then|only|even|already|again)$/i.test(job.jobTitle?.trim() ?? "");
    if (studying || wordAlone) experiences.splice(index, 1);
  }

  // "… where he was promoted from …": the word that tells of a promotion is no title
  for (const job of experiences) if (/^promoted$/i.test(job.jobTitle ?? "")) job.jobTitle = "";
  splitPromotedFromTo(experiences, rest);
  // summary: built only from the stated facts
  const summary: string[] = [];
  const title = headline || experiences[0]?.jobTitle;
  const companies = [...new Set(experiences.map((e) => e.company).filter((c): c is string => !!c))].slice(0, 3);
  if (title && years) summary.push(`${title} with ${years.replace(/^./, (c) => c.toLowerCase())}.`);
  else if (title && companies.length) summary.push(`${title} with experience at ${listPhrase(companies)}.`);
  else if (title) summary.push(`${title}.`);
  else if (years) summary.push(`${years[0]!.toUpperCase()}${years.slice(1)}.`);
  const topSkills = dedupeSkills([
    ...splitSkills(skills.technicalSkills ?? ""),
    ...splitSkills(skills.frameworks ?? ""),
    ...splitSkills(skills.tools ?? ""),
  ]).slice(0, 6);
  if (topSkills.length) summary.push(`Skilled in ${listPhrase(topSkills)}.`);
  if (goal) summary.push(goal);
  // "graduated from Elm Vale University in March 2016, Bachelor of Arts in Sociology": a degree read on its own, with no school and no
  // year, told in the same sentence as a school read with no degree, is that school's
  for (let index = education.length - 1; index >= 0; index--) {
    const edu = education[index]!;
    if (!edu.degree || edu.school || edu.graduationYear) continue;
    const sentence = rest.split(/(?<=[.!?;])\s+|\n/).find((said) => said.includes(edu.degree!)) ?? "";
    const owner = [education[index - 1], education[index + 1]].find((other) => other?.school && !other.degree && sentence.includes(other.school));
    if (!owner) continue;
    owner.degree = edu.degree;
    education.splice(index, 1);
  }
  // "Mei Tan, RN, BSN … BSN from Kestrel University", "…, PhD … PhD Physics, University of Corran": a degree named again with its school is one degree
  const degreesHeld = education.filter(
    (item) =>
      item.school ||
      !education.some(
        (other) => other !== item && other.school && item.degree && `${other.degree ?? ""} `.toLowerCase().startsWith(`${item.degree.toLowerCase()} `),
      ),
  );
  schoolsNamedBack(education, rest);
  // "In 2023 I completed a Certificate in Care at Elm Vale College": the one year that opens the sentence telling it is when it was finished
  for (const edu of education) {
    if (edu.graduationYear || !edu.school) continue;
    const sentence = rest.split(/(?<=[.!?])\s+|\n/).find((said) => said.includes(edu.school!)) ?? "";
    const fronted = /^In\s+((?:19|20)\d{2}),?\s+(?:I|she|he|they)\s/.exec(sentence.trim());
    if (fronted && (sentence.match(/\b(?:19|20)\d{2}\b/g) ?? []).length === 1) edu.graduationYear = fronted[1]!;
  }
  // "finished high school at Elm Ridge Secondary": a school named as one, read as the degree of the words that told it was finished
  for (const edu of education)
    if (SCHOOL_WORD.test(edu.degree ?? "") && !SCHOOL_WORD.test(edu.school ?? "") && /^(?:finished|completed|left|attended)\s+\p{Ll}/iu.test(edu.school ?? ""))
      Object.assign(edu, { school: edu.degree, degree: "" });
  // "left school after 12th grade": a school year named with neither its school nor its year says when work began, no more
  education.splice(0, education.length, ...degreesHeld.filter((e) => !(GRADE_LEVEL.test(e.degree ?? "") && !e.school && !e.graduationYear)));
  // "graduated from Elm Ridge High School in 2023", "graduated from lincoln high 2019", "School: Northside High School, 2014": a
  // high school graduated from, or left in a year a CV's line gives, with no qualification named, gave its diploma (a school's
  // name ending in "High" is how Americans name a high school); not one the person left without finishing
  for (const edu of education) {
    if (edu.degree || !edu.school || !/\bHigh(?:\s+School)?$|\bHigh\s+School\b/i.test(edu.school)) continue;
    const school = escapeRegExp(edu.school);
    const graduated = new RegExp(String.raw`\bgraduat\p{L}*\s+(?:from\s+)?(?:the\s+)?${school}`, "iu").test(rest);
    const sentence = new RegExp(String.raw`[^.\n]*${school}[^.\n]*`, "iu").exec(rest)?.[0] ?? "";
    // ("I went to Elm Ridge High School (2019-2023)": attended, which says nothing of finishing)
    const unfinished =
      /\b(?:dropped|left|quit|didn'?t\s+finish|did\s+not\s+finish|until|till|incomplete|expelled|went\s+to|attended|attending|was\s+at)\b/i.test(sentence);
    if (graduated || (edu.graduationYear && !unfinished)) edu.degree = "High School Diploma";
  }
  // one schooling read twice (by its sentence and again by the words that named the school) is one entry
  const told = new Set<string>();
  const once = education.filter((e) => {
    const key = [e.school, e.degree, e.graduationYear].map((field) => (field ?? "").trim().toLowerCase()).join("|");
    if (told.has(key)) return false;
    told.add(key);
    return true;
  });
  education.splice(0, education.length, ...once);
  const degree = education.find((e) => e.degree);
  if (degree && summary.length < 4) summary.push(`${degree.degree}${degree.school ? ` from ${degree.school}` : ""}.`);

  return {
    personalInfo: statedPersonalInfo(nameIsEmployer ? undefined : name, contacts, {
      city: place.city,
      state: place.state,
      country: place.country,
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

/** "Previously at Lumo and Brightwave.": an undated, untitled mention of employers each told as a role of their own elsewhere. */
function namesOtherEmployers(job: Experience, all: Experience[]): boolean {
  if (job.jobTitle || job.startDate || job.endDate || !job.company) return false;
  const parts = job.company.split(/\s+(?:and|&)\s+|\s*,\s*/);
  const told = (part: string) => all.some((other) => other !== job && other.company?.toLowerCase() === part.toLowerCase());
  return parts.length > 1 && parts.every(told);
}

/** "Six Sigma" when the text only names it in "Six Sigma Yellow Belt", a longer skill also found: no skill of its own. */
function onlyInsideLonger(skill: string, all: string[], text: string): boolean {
  const word = (name: string) => new RegExp(String.raw`(?<![\p{L}\d])${escapeRegExp(name)}(?![\p{L}\d])`, "giu");
  const longer = all.filter((other) => other.length > skill.length && word(skill).test(other));
  if (!longer.length) return false;
  const alone = longer.reduce((left, other) => left.replace(word(other), " "), text);
  return !word(skill).test(alone);
}

/** Whether the title comes first in a pair of fields: the one the tagger reads as a person's work ("Dealer", "Welder"). */
function fieldOrder(fields: [string, string]): boolean[] {
  const [first, second] = fields.map((field) => !/\s/.test(field.trim()) && readsAsTitle(field));
  return first === second ? [] : [Boolean(first)];
}
