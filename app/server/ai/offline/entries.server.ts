/**
 * Résumé-style entries in a prompt: a line or clause that lists a role or a degree as delimited
 * fields rather than a sentence ("Site Reliability Engineer, Razorpay, Jun 2021 - Present: …",
 * "Staff Engineer at Datadog (Mar 2022 – now)", "Amazon - SDE II - 2021-now",
 * "B.E. Electronics, Anna University, 2018"). Each field is classified with the résumé parser's
 * recognisers (dates, title and company words, degrees, schools, places); nothing is added.
 */
import { capitalFirst } from "../../../lib/text/letters.ts";
import { emptyEducation, emptyExperience, type Education, type Experience } from "../../../lib/resume.ts";
import { findDateRange, isDateOnly, stripDuration, type DateRange } from "../../parse/fields/dates.server.ts";
import { parsePlace } from "../../parse/fields/locations.server.ts";
import { companyScore, looksLikeDegree, looksLikeSchool, titleScore } from "../../parse/fields/roles.server.ts";
import type { SectionName } from "./segments.server.ts";
import {
  cleanRole,
  hasFiniteVerb,
  INTRODUCED_DEGREE,
  LANGUAGES_ONLY,
  namesActivity,
  namesDegree,
  SCHOOL_WORD,
  opensWithActivity,
  readsAsTitle,
  FREELANCE_NOTE,
  SELF_EMPLOYED,
  skillsFromClause,
  withoutFinishingVerb,
} from "./extract-facts.server.ts";
import { knownSkill, skillsInList } from "./skills.server.ts";
import { nlp } from "../../nlp.server.ts";
import { employerAfterKind } from "./businesses.server.ts";

export type Entry =
  | {
      kind: "experience";
      experience: Experience;
      details: string;
      /** the title's field came before the employer's ("Sales Assistant – Boots"), when both were told apart */
      titleFirst?: boolean;
      /** two fields neither of which reads as a title ("Warehouse Operative – Globex"): the employer is the first until the prompt's other entries show their order */
      undecided?: [string, string];
      /** both of the two fields read as titles ("Counter Assistant – Hillside Chemist"): the guess stands unless entries of known order say otherwise */
      contested?: boolean;
    }
  | { kind: "education"; education: Education; details: string }
  /** a role whose employer sits on the line above ("Amazon Web Services, Seattle, WA") */
  | { kind: "title-only"; experience: Experience; details: string };

/** Words that mark a sentence rather than a list of fields. */
const CLIENT_LIST = /^(?:my\s+|our\s+)?(?:clients|customers)\s+(?:have\s+)?(?:include[ds]?|including|such\s+as|are|were)\b/i;
/** (a letter on either side, accented too, makes it part of another word: "Diplôme" holds no "me") */
const PROSE =
  /(?<![\p{L}\d'’])(?:I|I'm|I've|me|my|we|our|he|she|his|her|they|their|was|were|am|is|are|been|have|has|had|worked|work|working|joined|spent|did|do|went|got|studied|graduated|moved|started|left|became|stayed|led|built|using)(?![\p{L}\d'’])/iu;
/** "Haus am See", "Pousada do Mar": a lower-case "am" or "do" between capitalised words is part of a name, no "I am" or "I do". */
function readsAsProse(head: string): boolean {
  // "Porter | My Lai Bay Hotel": a capitalised "My" opening a delimited field before more capitalised words opens a name
  // "Analyst I, Fernhill Bank": a grade's roman "I" after a capitalised title, before the field's end, is no "I"
  return PROSE.test(
    head
      .replace(/(?<=\p{Lu}[\p{L}'’-]*)\s+(?:am|do)\s+(?=\p{Lu})/gu, " ")
      .replace(/(?<=\p{Lu}\p{Ll}+)\s+I(?=\s*(?:[,|•·—–(]|\s-\s|$))/gu, "")
      .replace(/(?<=[|•·—–]\s*)My\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu})/gu, ""),
  );
}
/** "Before, 2013-2016, I was …": "before" alone, set off by its comma, says "before that"
 * (with the words for "before" and "now" of Spanish, Portuguese, French and German: "Antes, Hospital X de 2014 a 2018") */
const LEAD_IN =
  /^(?:(?:currently|presently|now|previously|before (?:that|this)|after (?:that|this)|before(?=\s*[,:]|\s*$)|prior to (?:that|this)|then|and|also|formerly|earlier|after graduating(?:\s+from)?|antes|anteriormente|depois|después|avant|auparavant|vorher|zuvor|actualmente|atualmente|actuellement|aktuell)(?![\p{L}])[\s,:]*)+/iu;
/** A company's legal form closing its name ("Nord Sverige AB", "Kestrel Foods, Inc."). */
const LEGAL_FORM = String.raw`(?:AB|AS|ASA|AG|Oy|Oyj|SA|S\.A\.?|BV|NV|SpA|Srl|GmbH|Ltd|LLC|Inc|PLC|Pty|Corp|K\.K)\.?`;
/** "Kestrel Foods, Inc.": the comma before a legal form splits no fields */
const PART_SPLIT = new RegExp(
  String.raw`\s*[|•·]\s*|\s+[—–]\s+|\s+-\s+|\s*,\s+(?!${LEGAL_FORM}(?=[\s,]|$))|` +
    String.raw`\s+@\s+|\s+at\s+|\s+(?:from|with)\s+(?=the\b|\p{Lu})|\s+(?:por|pela|pelo)\s+(?:(?:la|el|a|o)\s+)?(?=\p{Lu})|\s+à\s+(?:l['’]|la\s+)?(?=\p{Lu})|\s+with\s+(?:an?|my|his|her|their)\s+(?=\p{Lu})`,
  "u",
);
const MAX_HEAD_WORDS = 14;
const PLACEMENT = /^(?:(?:an?|my)\s+)?(?:apprenticeship|internship|placement|traineeship|residency|work experience)$/i;
/** "barista, Harbour Bean Coffee": up to four lower-case words (a bracket may follow), a comma, then a capitalised name. */
const LOWER_TITLE_FIRST = /^\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3}(?:\s*\([^()]*\))?,\s+\p{Lu}/u;
const AS_TITLE = /^[\s,]*as\s+(?:(?:a|an|the)\s+)?(\p{L}[\p{L}&/' -]{1,60}?)[\s.;]*$/u;
const OWN_BUSINESS_FIELD = /^(?:(?:my|his|her|their)\s+)?own\s+(?:business|company|firm|practice|shop|studio|agency|consultancy)$/i;

function cleanPart(part: string): string {
  return part
    .replace(/^[\s,;:()[\]–—-]+|[\s,;:([\]–—-]+$/g, "")
    .replace(/^\(([^()]*)$/, "$1")
    .trim();
}

/** The date range (or single year) of an entry, with what came before and after it. */
function dated(text: string): { range: DateRange; head: string; tail: string } | undefined {
  const range = findDateRange(text);
  if (!range) return undefined;
  const head = text
    .slice(0, range.index)
    .replace(/\b(?:from|since|between|in|graduated|class of|de|desde|von|seit|depuis)\s*$/i, "")
    .replace(/[\s(,;:–—-]+$/, "")
    .trim();
  const tail = text
    .slice(range.index + range.length)
    .replace(/^\s*\)/, "")
    .trim();
  return { range, head, tail };
}

function detailsOf(tail: string): string {
  return tail
    .replace(/^[\s:;,.–—-]+/, "")
    .replace(/^\((?:[^()]*)\)\s*/, "")
    .replace(/^(?:where|in which|when)\s+/i, "")
    .trim();
}

/** A few lower-case words for someone's work: a title the tagger knows ("courier driver"), or one of a trade's endings ("tiler", "glazier"). */
export function tradeTitle(words: string): boolean {
  const last = words.split(/\s+/).at(-1) ?? "";
  return readsAsTitle(words) || (/\p{L}{2}(?:er|or|ier|ist|ian|wright|smith)$/u.test(last) && !knownSkill(last) && !isPlace(last));
}

function isTitle(part: string): boolean {
  return titleScore(part) >= 1.5 && titleScore(part) > companyScore(part);
}

/** A degree as the résumé parser or the prompt extractor knows it ("B.E.", "BSN", "M.Ed."). */
function isDegree(part: string): boolean {
  // "MS Project" is a tool; "Class 4 licence" one to drive (the French degree is a "Licence en …")
  return (looksLikeDegree(part.replace(LICENCE_HELD, "")) || namesDegree(part)) && !knownSkill(part);
}

/** A licence held, not the French degree: "licence" with no field after it. */
const LICENCE_HELD = /\blicen[cs]e\b(?!\s+(?:in|en|of|de|d['’]|ès|professionnelle)\b)/giu;

/** A school as the résumé parser knows it, or a university named in another language ("Universitas Indonesia"). */
/** "Phlebotomy Technician program", "Welding course": a course named by what it is. */
const COURSE_NAMED = /^\p{Lu}[\p{L}'’&/ -]*\s(?:[Pp]rogram|[Pp]rogramme|[Cc]ourse)$/u;

export function isSchool(part: string): boolean {
  // "Berufsschule München", "TAFE NSW", "Eastside Adult Learning Center": a vocational school or a learning centre is a school too
  // ("Technikum Nr 2", "Technical Lyceum No. 7", "Elm Collegiate"; an Irish-language school's name opens with its kind: "Coláiste Bhríde")
  // ("Westview Secondary": a secondary school named by its name and the word alone)
  return (
    looksLikeSchool(part) ||
    /^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*\s+Secondary$/u.test(part) ||
    /(?<![\p{L}])(?:(?:Learning|Training|Career|Adult\s+Education|Skills)\s+Cent(?:er|re)|Universit\p{L}*|Institut\p{L}*|Istituto|Instituto|Escola|Escuela|École|Liceo|Liceum|Lyceum|Colegio|Collegiate|Lycée|Technikum|Gymnasium|Polit[eé]cnic\p{L}*|Politeknik|\p{L}*[Ss]chule|Akademi\p{L}*|TAFE|Col[áa]iste|Gaelscoil|Scoil)(?![\p{L}])/u.test(
      part,
    )
  );
}

export function isPlace(part: string): boolean {
  // "Canada/US": places joined by a slash are where the work was
  const halves = part.split(/\s*\/\s*/);
  if (halves.length > 1) return halves.every((half) => half && isPlace(half));
  // "Nord Sverige AB": a company's legal form read as a state's code makes no place
  if (new RegExp(String.raw`\s${LEGAL_FORM}$`, "u").test(part) && companyScore(part) > 0) return false;
  return Boolean(parsePlace(part)) || /^(?:remote|hybrid|on-?site)$/i.test(part);
}

/** What follows the employer on its own line ("Emaar Properties, Dubai"): a place unless it names a role. */
function looksLikePlace(text: string): boolean {
  if (!text) return false;
  return isPlace(text) || (/^\p{Lu}[\p{L}'’. -]{1,40}$/u.test(text) && titleScore(text) === 0 && companyScore(text) === 0 && !isDegree(text));
}

/** How or when work was done: "part-time", "casual", "weekends", "during studies", "while at school". */
const WORK_NOTE =
  /^(?:part[- ]time|full[- ]time|casual|temporary|temp|seasonal|contract|fixed[- ]term|freelance|remote|hybrid|on[- ]site|weekends?|evenings?|nights?|summers?|holidays?|(?:during|while|alongside)\s+(?:my\s+|the\s+)?\p{Ll}+(?:\s+\p{Ll}+)?)$/iu;

/** "part time during college", "seasonal, weekends": one or more notes on the work in a row. */
const WORK_NOTES = new RegExp(`^${WORK_NOTE.source.slice(1, -1)}(?:[\\s,]+${WORK_NOTE.source.slice(1, -1)})*$`, "iu");

function fieldsOf(head: string): string[] {
  // "Uber (PM, then Senior PM)": what the brackets hold are fields too
  // an unclosed bracket is left where a date range inside it was cut off ("Vodafone Ghana (Network Engineer, since 2019)")
  // "BSS (Hons) in Economics": the honours mark stays with its degree
  // "Dental Assistant (ZFA)": a short capitalised abbreviation in brackets repeats the field before it
  const flat = head
    // "Lagerarbeiter (warehouse worker)": a title in lower case in brackets after a word no title list knows translates it, one field
    // ("Kestrel Community Supports (support worker)": after an employer's name of several words, or with a company's words, the
    // bracket holds the title, a field of its own)
    .replace(
      /(?<![\p{L}])(\p{Lu}[\p{Ll}-]{3,})\s*\((\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3})\)/gu,
      (said, word: string, gloss: string, at: number, whole: string) => {
        const field = `${/[^,|•·—–(]*$/u.exec(whole.slice(0, at))![0]}${word}`.trim();
        // (a qualification's name of several words is glossed as one word is: "Técnico en Electricidad (electrician)")
        const named = (field.split(/\s+/).length >= 3 || companyScore(field) > 0) && !isDegree(field);
        return titleScore(word) === 0 && titleScore(gloss) > 0 && !named ? `${word} \uE000${gloss}\uE001` : said;
      },
    )
    .replace(/\s*\((\p{Lu}{2,5})\)(?=\s*(?:[,|•·—–]|\s-\s|$))/gu, (bracket, abbreviation: string) => (isDegree(abbreviation) ? bracket : ""))
    // "Certificate in Plumbing (Level 3)": a qualification's level in brackets is part of its name
    .replace(/\s*\(((?:Level|NQF|SCQF|RQF|AQF)\s*\d{1,2})\)/gu, " \uE000$1\uE001")
    // "Certificate in Horticulture (Fruit Production) Level 3": a bracket inside a qualification's name, more of the name after it,
    // is part of the name
    .replace(/\s*\(([^()]{2,40})\)(?=\s+\p{L}[^,|•·—–()]*(?:[,|•·—–]|$))/gu, (bracket, inside: string, at: number, whole: string) =>
      isDegree(/[^,|•·—–(]*$/u.exec(whole.slice(0, at))![0].trim()) ? ` \uE000${inside}\uE001` : bracket,
    )
    // "Truck driver (Class 1)", "Staff nurse (Band 5)": a licence's class or a pay band in brackets is a note on the title, no field
    .replace(/\s*\((?:Class|Band)\s*(?:\d{1,2}[A-Z]?|[A-Z])\)/gu, "")
    // "Farm hand, Kowhai Dairies (400 cows)": a count in brackets is a note on the place, no field
    .replace(/\s*\(\d[\d,.]*\+?\s+\p{Ll}+(?:\s+\p{Ll}+)?\)/gu, "")
    // "Indus Textile Works (Pvt) Ltd": a legal form in brackets is part of the employer's name
    .replace(/\s*\((?!Hons?\.?\))(?!(?:Pvt|Pte|Pty|Private)\.?\)\s*(?:Ltd|Limited)\b)([^()]*)\)/g, ", $1")
    .replace(/\s*(?<!\(Hons?\.?|\((?:Pvt|Pte|Pty|Private)\.?)[()](?!Hons?\.?\)|(?:Pvt|Pte|Pty|Private)\.?\)\s*(?:Ltd|Limited)\b)\s*/g, ", ");
  return flat
    .split(PART_SPLIT)
    .map((part) => cleanPart(part.replace(/\uE000/g, "(").replace(/\uE001/g, ")")).replace(/^(?:then|later|now|and|also)\s+/i, ""))
    .filter(Boolean);
}

/** The head of an entry: short, and without the pronouns and verbs of a sentence. */
export function looksLikeEntryHead(head: string): boolean {
  const words = head.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > MAX_HEAD_WORDS || readsAsProse(head)) return false;
  // "Drove for Bolloré Logistics": a sentence opening with a past verb of the work, no title
  const first = /^(\p{Lu}\p{Ll}+)\s+(?:for|at|with)\s/u.exec(head)?.[1]?.toLowerCase();
  if (first && titleScore(first) === 0 && nlp(`I ${first} it`).match(first).has("#PastTense")) return false;
  // capitalised like a résumé line, or a lower-case title that leads it ("cashier at Target 2020-2022");
  // the tagger is asked last, about a head that reads as one otherwise ("Kavitha teaches science at …" does not)
  if (/^[\p{Lu}\d]/u.test(head)) return !hasFiniteVerb(head);
  if (/^(?:as|at|in|for|with|to|from|by|of|on|a|an|the)\b/i.test(head)) return false;
  // "barista @ Starbucks", "cashier at Target", "welder's helper at Kask Yards": a lower-case title before its employer
  return (isTitle(head.split(PART_SPLIT)[0] ?? "") || /^\p{Ll}[\p{Ll}\s'’-]{0,40}?\s(?:@|at)\s+\p{Lu}/u.test(head)) && !hasFiniteVerb(head);
}

/** "Faculty of Medicine", "School of Nursing", "Department of Physics": a part of a university, named by what it teaches. */
const UNIT_OF_SCHOOL = /^(?:Faculty|School|Department|Dept\.?|Division)\s+of\s+\p{Lu}/u;

function education(fields: string[], range: DateRange | undefined, details: string): Entry | undefined {
  // "… from the Centre de formation du Lac, 2013": the article before a school's name is no part of it
  const parts = fields.map((part) => part.replace(/^the\s+(?=\p{Lu})/u, ""));
  const item = emptyEducation();
  // "High school diploma, Lincoln High School": a degree may name a kind of school
  const schools = parts.filter((part) => isSchool(part)).length;
  const degreeAt = parts.findIndex((part) => isDegree(part) && (!isSchool(part) || schools > 1));
  let schoolAt = parts.findIndex((part, index) => index !== degreeAt && isSchool(part));
  // "MBBS, Faculty of Medicine, Elm Hill University, 2015": a faculty named before its university is part of it; the school is the university
  const unit = (part: string | undefined) => part !== undefined && UNIT_OF_SCHOOL.test(part);
  if (unit(parts[schoolAt])) {
    const whole = parts.findIndex((part, index) => index > schoolAt && index !== degreeAt && isSchool(part) && !unit(part));
    if (whole >= 0) schoolAt = whole;
  }
  if (degreeAt >= 0) {
    // "Bachelor of Science - BS, Economics" (as LinkedIn writes it): the abbreviation repeats the degree
    const alias = parts[degreeAt + 1] !== undefined && /^[\p{Lu}.]{2,6}$/u.test(parts[degreeAt + 1]!) && isDegree(parts[degreeAt + 1]!);
    const subjectAt = degreeAt + (alias ? 2 : 1);
    // "B.Tech, Mechanical Engineering, IIT Bombay": a plain field right after the degree is its subject
    const next = parts[subjectAt];
    const subject = next && subjectAt !== schoolAt && !isPlace(next) && !unit(next) && schoolAt !== -1 ? ` ${next}` : "";
    item.degree = `${parts[degreeAt]}${subject}`.replace(/\s+(?:in|of)\s*$/i, "");
    if (schoolAt < 0) schoolAt = parts.findIndex((part, index) => index !== degreeAt && !isPlace(part) && !isDegree(part) && /^\p{Lu}/u.test(part));
  }
  // "Technikum Nr 2 in Olsztyn": the town after "in" is where the school is, no part of its name
  if (schoolAt >= 0)
    item.school = parts[schoolAt]!.replace(/^the\s+/i, "").replace(/\s+in\s+(\p{Lu}[\p{L}'’-]*)$/u, (town, name: string) => (isPlace(name) ? "" : town));
  // "Universidade de São Paulo - Ciência da Computação - 2016": the one other field is what was studied
  const others = parts.filter((part, index) => index !== schoolAt && !isPlace(part) && !findDateRange(part));
  // (or, after a school that opens the line, the trade it taught: "Technikum Nr 3 – logistics technician")
  if (!item.degree && schoolAt >= 0 && others.length === 1 && (/^\p{Lu}/u.test(others[0]!) || (schoolAt === 0 && isTitle(others[0]!))))
    item.degree = others[0]!;
  item.degree = withoutFinishingVerb(item.degree);
  if (!item.degree && !item.school) return undefined;
  if (range) item.graduationYear = range.current ? "" : range.single ? range.start : range.end;
  return { kind: "education", education: item, details };
}

/** "Medical Representative in Sari Medika": a title, then "in" before an employer that is no place. */
function titleInEmployer(part: string): string[] {
  const match = /^(.+?)\s+in\s+(\p{Lu}[\p{L}\d&.' -]*)$/u.exec(part);
  if (!match || !isTitle(match[1]!) || isPlace(match[2]!) || isDegree(part) || isSchool(match[2]!)) return [part];
  return [match[1]!, match[2]!];
}

/** "Emergency Department", "Cardiology Unit", "Maternity Ward": a part of an employer, named by its kind. */
const DEPARTMENT = /^(?:[\p{L}&-]+\s+){1,3}(?:Department|Dept\.?|Unit|Ward|Division)$/u;

function experience(fields: string[], range: DateRange, details: string, section: SectionName | undefined, alone = false, ordered = false): Entry | undefined {
  const parts = fields.flatMap(titleInEmployer);
  const item = emptyExperience();
  item.startDate = range.start;
  item.endDate = range.current ? "" : range.single ? "" : range.end;
  item.currentJob = range.current;
  let titleAt = parts.reduce((best, part, index) => {
    const bias = titleScore(part) - companyScore(part);
    return bias > 0 && (best < 0 || bias > titleScore(parts[best]!) - companyScore(parts[best]!)) ? index : best;
  }, -1);
  // "Head of Department | Riverside Academy": no field is clearly a title, the one with title words is
  if (titleAt < 0 && parts.length >= 2) {
    // ("Leading hand – Redgum Electrical Contractors": a field with more of a company's words than a title's is no title)
    const scores = parts.map((part) => (companyScore(part) > titleScore(part) ? 0 : titleScore(part)));
    const best = Math.max(...scores);
    if (best > 0 && scores.filter((score) => score === best).length === 1) titleAt = scores.indexOf(best);
  }
  // "Kanto Gear Co., Ltd. — Tool Grinder": beside an employer its words name, a field with none whose ending names a trade is the title
  if (titleAt < 0 && parts.length === 2) {
    const other = parts.findIndex((part, index) => companyScore(parts[1 - index]!) > 0 && companyScore(part) === 0 && !isPlace(part) && !isDegree(part));
    if (other >= 0 && tradeTitle(parts[other]!.toLowerCase())) titleAt = other;
  }
  // "barista @ Starbucks": the field before "@" (or "at") is the title, the one after it the employer
  if (titleAt < 0 && ordered && parts.length >= 2) titleAt = 0;
  // "Forklift Driver – Kestrel Logistics Centre, Ashby": of three fields, a second with a company's words and a town after it
  // leaves the first, which has none, as the title
  if (titleAt < 0 && parts.length === 3 && companyScore(parts[1]!) > 0 && companyScore(parts[0]!) === 0 && !isPlace(parts[0]!) && !isDegree(parts[0]!))
    titleAt = 0;
  // "freelance translator (English, German → Serbian)": languages are no employer
  // "Apprenticeship with Corrig Electric 2004-2008": the kind of placement is no employer
  const canBeEmployer = (part: string, index: number) =>
    index !== titleAt && !(index > 0 && isPlace(part)) && !LANGUAGES_ONLY.test(part) && !PLACEMENT.test(part) && !departmentBeside(part, index);
  // "Staff Nurse, Cardiology Department, Hospital San Rafael": a department is the employer's part, when another field can name it
  const departmentBeside = (part: string, index: number) =>
    DEPARTMENT.test(part) &&
    parts.some((other, at) => at !== index && at !== titleAt && !DEPARTMENT.test(other) && !isPlace(other) && /^\p{Lu}/u.test(other) && !isTitle(other));
  // "Relationship Manager, SME Banking, Lakeside Bank Plc": of several fields that can be the employer, the one with a company's
  // words ("Bank", "Plc") is, the other names the department; with none, or with no title known, the first is
  const companyAt = parts.reduce(
    (best, part, index) => (canBeEmployer(part, index) && (best < 0 || (titleAt >= 0 && companyScore(part) > companyScore(parts[best]!))) ? index : best),
    -1,
  );
  // "Teaching at Lycée Français since 2015": one "-ing" word says what is done there, not the title
  // "Teaching year 4 at Glenmore School": words that open with what is done name no title either
  if (titleAt >= 0 && !namesActivity(parts[titleAt]!) && !opensWithActivity(parts[titleAt]!)) item.jobTitle = cleanRole(parts[titleAt]!);
  if (companyAt >= 0) item.company = parts[companyAt]!;
  // "head chef at Casa Pino in Lisbon": the town after "in" is where the employer is, not part of its name
  const company = item.company ?? "";
  const townAfter = /\s+in\s+(\p{Lu}[\p{L}'’. -]*)$/u.exec(company);
  // "… with Kowhai Pipe Works in Rangiora": after an employer of two words or more named after its title, one or two capitalised words
  // after "in" are its town, known or not
  const townShaped = ordered && /\s/.test(company.slice(0, townAfter?.index ?? 0)) && /^\p{Lu}\S*(?:\s+\p{Lu}\S*)?$/u.test(townAfter?.[1] ?? "");
  if (townAfter?.[1] && (isPlace(townAfter[1]) || townShaped)) {
    item.company = company.slice(0, townAfter.index);
    item.location ||= townAfter[1];
  }
  const place = parts.filter((_, index) => index !== titleAt && index !== companyAt).join(", ");
  if (place && isPlace(place)) item.location = place;
  if (item.jobTitle && !item.company) return { kind: "title-only", experience: item, details };
  if (!item.jobTitle && !(item.company && (section === "experience" || alone || parts.length >= 2))) return undefined;
  // "Counter Assistant – Hillside Chemist": where both fields read as titles the order read is a guess, the list's other entries decide it
  const contested = parts.length === 2 && fields.length === 2 && parts.every((part) => titleScore(part) - companyScore(part) > 0);
  if (titleAt >= 0 && companyAt >= 0 && contested) return { kind: "experience", experience: item, details, undecided: [parts[0]!, parts[1]!], contested };
  if (titleAt >= 0 && companyAt >= 0) return { kind: "experience", experience: item, details, titleFirst: titleAt < companyAt };
  // "Dental Hygienist, Praxis Lindner, Köln": a place after the two fields leaves them as undecided as two alone
  const named = parts.filter((part, index) => !(index > 0 && isPlace(part)));
  const undecided = titleAt < 0 && named.length === 2 && companyAt === 0 ? ([named[0]!, named[1]!] as [string, string]) : undefined;
  return { kind: "experience", experience: item, details, ...(undecided && { undecided }) };
}

/**
 * A delimited entry in `text`, or undefined when the text reads as a sentence. `section` is the
 * heading the line sits under, when the prompt has headings.
 */
export function entryFrom(text: string, section?: SectionName, ownLine = false): Entry | undefined {
  const entry = entryOfLine(text, section, ownLine);
  // "2020 – now: Virtual Assistant (freelance)": work noted as freelance, with no employer named, is the person's own
  if ((entry?.kind === "experience" || entry?.kind === "title-only") && !entry.experience.company && FREELANCE_NOTE.test(text)) {
    entry.experience.company = SELF_EMPLOYED;
    return { ...entry, kind: "experience" };
  }
  return entry;
}

function entryOfLine(text: string, section?: SectionName, ownLine = false): Entry | undefined {
  // "with EPAM Systems since 2019 (Senior QA Engineer)": "with" opens the employer
  // "trainee at a print shop, Inkline, 2011-2013": the name after the kind of business is the employer
  const line = employerAfterKind(text)
    // "Sales assistant (casual, weekends) — …": how and when the work was done, in brackets, is a note on it, no field
    .replace(/\s*\(([^()]*)\)/g, (bracket, inside: string) => (inside.split(/\s*,\s*/).every((item) => WORK_NOTE.test(item)) ? "" : bracket))
    .replace(LEAD_IN, "")
    // "Completed B.Tech in Civil Engineering from Vellan Institute …": the verb before a degree that opens the line is no part of it
    .replace(/^(?:[Cc]ompleted|[Ff]inished|[Ee]arned|[Oo]btained|[Rr]eceived)\s+(?:(?:a|an|my)\s+)?(?=\p{Lu})/u, (verb, at: number, whole: string) =>
      isDegree(whole.slice(verb.length).split(/\s+(?:from|at|in)\s/)[0] ?? "") ? "" : verb,
    )
    .replace(/^with\s+(?=\p{Lu})/u, "")
    .trim();
  // several entries in one sentence are split into clauses first; "Clients include Barilla, the University of Leeds": whom the
  // work was for, a sentence and no entry
  if (/;\s/.test(line) || CLIENT_LIST.test(line)) return undefined;
  // "packer at Brindle Foods for 3 years, then driver at Keldon Freight since 2020": two roles in a sentence are read clause by clause
  if ((line.match(/\s(?:at|@|for|with)\s+\p{Lu}/gu) ?? []).length >= 2 && /,\s+(?:and\s+)?(?:then|later|before\s+that|after\s+that|previously)\b/i.test(line))
    return undefined;
  const found = dated(stripDuration(line));
  // "06/2019 - Present  Stripe, Dublin": the dates may come first
  const dateFirst = Boolean(found && !found.head && found.tail);
  // "SoftServe 2016–2019 (QA Engineer)": a bracket after the dates holds a field of the entry
  const bracket = found && !dateFirst ? /^\s*\(([^()]+)\)\s*$/.exec(found.tail)?.[1] : undefined;
  // "(weddings, small biz branding)": a lower-case list in the bracket is a note on the work, not a field
  const bracketed = bracket && (/^\p{Lu}/u.test(bracket) || isTitle(bracket)) ? bracket : undefined;
  if (found && bracketed) found.tail = "";
  else if (found && bracket) found.tail = ` — ${bracket}`;
  let head = found ? (dateFirst ? found.tail.replace(/^[\s:;,.–—|-]+/, "") : bracketed ? `${found.head}, ${bracketed}` : found.head) : line;
  // "Packer (weekends during college), Gopeng Snacks, 2014 – 2016": a lower-case note in brackets after the title that
  // opens the line says how the job was held, no field of the entry (after the dates too: "2021–now  Line Cook (grill), …")
  // ("Field agent (agent de terrain) — Acme": before a dash too, and a gloss of the title in another language is such a note)
  const titleNote = /^(\p{Lu}[^,()]*?)\s*\((\p{Ll}[^()]*)\)(?=\s*(?:,|\s[—–|-])\s*\p{Lu})/u.exec(head);
  if (titleNote && isTitle(titleNote[1]!)) head = titleNote[1]! + head.slice(titleNote[0].length);
  // "2019–now  plasterer (kitchens, extensions)": after the dates, a lower-case list in brackets says what was done
  const noteAfterDates = dateFirst ? /\s*\(([\p{Ll}\d][^()]*)\)\s*$/u.exec(head) : null;
  if (noteAfterDates) head = head.slice(0, noteAfterDates.index);
  // "since 2019: courier for Rapido Post, city runs": a lower-case title works "for" its employer as it would "at" it
  const titleFor = dateFirst ? /^(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3})\s+for\s+(?=\p{Lu})/u.exec(head) : null;
  if (titleFor && tradeTitle(titleFor[1]!)) head = `${titleFor[1]} at ${head.slice(titleFor[0].length)}`;
  // "2014–2019  plasterer, Kowal Bud Sp. z o.o.": after the dates, a lower-case title the tagger or its ending says is someone's work
  const leadingTitle = dateFirst ? /^\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3}(?=\s*(?:,|\s[—–|-]\s|\s@\s|\sat\s|$))/u.exec(head)?.[0] : undefined;
  // (what follows the employer's field may list what was done: "…, city and coast runs")
  const tradeFirst = Boolean(leadingTitle && tradeTitle(leadingTitle) && !hasFiniteVerb(head.split(",")[0]!) && !/\b(?:I|we|he|she|they|my)\b/i.test(head));
  // "- barista, Harbour Bean Coffee, 2019-2022": on a line of its own, a lower-case title before a capitalised employer
  const lowerTitleFirst = ownLine && LOWER_TITLE_FIRST.test(head) && !readsAsProse(head) && !hasFiniteVerb(head);
  // "- general studies diploma, Elm Ridge Collegiate, 2019": on a line of its own, a lower-case degree before a school's field
  const headFields = head.split(/\s*,\s*/);
  const lowerDegreeFirst =
    ownLine &&
    /^\p{Ll}/u.test(head) &&
    isDegree(headFields[0]!) &&
    headFields.slice(1).some((field) => isSchool(field)) &&
    !readsAsProse(head) &&
    !hasFiniteVerb(headFields[0]!);
  if (!looksLikeEntryHead(head) && !lowerTitleFirst && !tradeFirst && !lowerDegreeFirst) return undefined;
  if (lowerDegreeFirst) head = capitalFirst(head);
  // "2019–now  self-employed plasterer": the person is their own employer, the words after it the title
  const ownWork = tradeFirst ? /^(?:self[- ]employed|freelance)\s+(\S.*)$/i.exec(leadingTitle!)?.[1] : undefined;
  if (ownWork && found && head.trim() === leadingTitle) {
    const item = emptyExperience();
    Object.assign(item, {
      jobTitle: cleanRole(ownWork),
      company: SELF_EMPLOYED,
      startDate: found.range.start,
      endDate: found.range.current || found.range.single ? "" : found.range.end,
      currentJob: found.range.current,
    });
    return { kind: "experience", experience: item, details: noteAfterDates?.[1] ?? "" };
  }
  // "Acme Freight as route planner since 2020": "as" before a lower-case title is said in a sentence, which reads it
  if (/\sas\s+(?:(?:a|an|the)\s+)?\p{Ll}/u.test(head)) return undefined;
  // "Brightwave (2017–2020) as a content executive": one employer, its dates, and the title "as" names after them
  const asTitle = found && !dateFirst && !found.range.single && !bracket ? AS_TITLE.exec(found.tail)?.[1] : undefined;
  if (asTitle && asTitle.split(/\s+/).length <= 6 && !hasFiniteVerb(asTitle) && section !== "education" && fieldsOf(head).length === 1) {
    const entry = experience(fieldsOf(head), found!.range, "", section, true);
    if (entry?.kind === "experience" && !entry.experience.jobTitle) {
      entry.experience.jobTitle = cleanRole(asTitle);
      return entry;
    }
  }
  // "AutoCAD Civil 3D, Revit, MS Project": an undated list of tools is no entry, whatever its items look like
  if (!found && skillsInList(line).length) return undefined;
  // "Comfortable in Trello and Asana": what a skills cue lists is no entry either
  if (!found && skillsFromClause(line).length >= 2) return undefined;
  const parts = fieldsOf(head);
  // "Own business (Haidari Electrical) since 2015": saying the business is the person's own names no employer, the name beside it does
  const ownAt = parts.findIndex((part) => OWN_BUSINESS_FIELD.test(part));
  const ownBusiness = ownAt >= 0 && parts.length >= 2;
  if (ownBusiness) parts.splice(ownAt, 1);
  if (!parts.length) return undefined;
  let details = found && !dateFirst ? detailsOf(found.tail) : (noteAfterDates?.[1] ?? "");
  // "After graduating from X in 2015 with a BSc in Physics, I taught maths at …": a sentence goes on after the year, no entry ends there
  if (found && !dateFirst && !ownLine && /,\s+(?:I|he|she|they|we)\s+\p{Ll}+/u.test(details)) return undefined;
  // "MSc (2012) in Chemistry from Halvard University": a degree's year in brackets, then its field and its school
  const schoolAfter = found?.range.single && !dateFirst ? /^(?:in\s+(\p{Lu}[\p{L} &-]*?)\s+)?(?:from|at)\s+(?:the\s+)?(\p{Lu}[^,;()]*)$/u.exec(details) : null;
  if (schoolAfter && isSchool(schoolAfter[2]!) && parts.some((part) => isDegree(part)) && !parts.some((part) => isSchool(part))) {
    if (schoolAfter[1]) parts[parts.findIndex((part) => isDegree(part))] += ` in ${schoolAfter[1]}`;
    parts.push(schoolAfter[2]!.trim());
    details = "";
    found!.tail = "";
  }
  // "Diploma in Catering, 2010, Istituto Ferrante": the school follows the year
  if (
    found?.range.single &&
    details &&
    isSchool(details) &&
    // a school's name alone: no second degree after "and" ("BSc (2010) and MSc (2012) in X from Y")
    !/^(?:and|or|from|at)\b/i.test(details) &&
    !isDegreeText(details) &&
    details.split(/\s+/).length <= 8 &&
    parts.some((part) => isDegree(part)) &&
    !parts.some((part) => isSchool(part))
  ) {
    parts.push(details);
    details = "";
    found.tail = "";
  }
  // "University of Toronto, Class of 2016 — Bachelor of Applied Science", "… in 2015 with a BSc in Physics": the degree follows the year
  if (found?.range.single && details && isDegree(details) && !parts.some((part) => isDegree(part)) && parts.some((part) => isSchool(part))) {
    parts.push(details.replace(/^with\s+(?:an?\s+|my\s+|the\s+)?/i, ""));
    details = "";
    found.tail = "";
  }
  // "- dishwasher, Corner Spoon Diner, 2018–2020 part time during college": on a line of its own, how and when the work was done
  // may follow its dates with no comma
  if (ownLine && found && !dateFirst && !found.range.single && WORK_NOTES.test(found.tail.trim())) found.tail = "";
  if (found && !dateFirst && /\p{L}{3,}/u.test(found.tail) && !/^[\s)]*[:;,.–—-]/u.test(found.tail) && !found.range.single) return undefined;
  // "Andela (2018–2021): data analyst", "Kora Pay (2021–now): built fraud models", "Royal North Shore Hospital: 2016–2019":
  // one name and its dates set apart by a colon, and after them its title or what was done there
  const colonAfterDates = Boolean(
    found &&
    !dateFirst &&
    !found.range.single &&
    parts.length === 1 &&
    (/^[\s)]*:/.test(found.tail) || /:\s*$/.test(stripDuration(line).slice(0, found.range.index))),
  );
  if (colonAfterDates && details && isTitle(details) && details.split(/\s+/).length <= 5) {
    parts.push(details);
    details = "";
  }
  // "Kavak Pres, 2011-2016, press operator": one name, its dates, and after a comma a title the résumé parser knows
  const titleAfterDates =
    found && !dateFirst && !found.range.single && parts.length === 1 && !parts.some((part) => isTitle(part)) && /^[\s)]*,/.test(found.tail);
  if (titleAfterDates && details && isTitle(details) && details.split(/\s+/).length <= 5 && !hasFiniteVerb(details)) {
    parts.push(details);
    details = "";
  }
  const school = parts.some((part) => isSchool(part));
  // "Nurse Aide program, Elm Career Center, 2012": a course named as one beside a school is what was learnt there, whatever title it names
  const degree = parts.some((part) => (isDegree(part) && !isTitle(part)) || (school && COURSE_NAMED.test(part)));
  const title = parts.some((part) => isTitle(part));
  // "Apprenticeship as Electrician, Berufsschule Nord, 2012–2015": a trade learnt beside a school's name is schooling
  // ("Forklift training, Elm Vale College, 2019", "Barista course, …": a field that ends in the word for a course says what was learnt)
  const learntAtSchool =
    school &&
    parts.length === 2 &&
    parts.some((part) => /^(?:apprenticeship|vocational\s+training|training)\s+(?:as|in)\s/i.test(part) || /\s(?:training|course|programme)$/i.test(part));
  if (learntAtSchool && section !== "experience") return education(parts, found?.range, details);
  // "MBBS from X (2010), MD from Y (2014)": two dated degrees are split into clauses first
  if (degree && found && findDateRange(found.tail)) return undefined;
  // "Technikum Nr 2 in Olsztyn – mechanic technician, 2008": a line that opens with a school, one year, and the trade it taught
  const schoolFirst = school && isSchool(parts[0]!) && parts.length === 2 && found?.range.single === true && !companyScore(parts[0]!);
  if (
    section !== "experience" &&
    (degree || (school && (!title || schoolFirst))) &&
    (found?.range.single !== false ||
      section === "education" ||
      (degree && school && !title) ||
      // "Ausbildung Altenpflege, Pflegeschule Nord, 2014 – 2017": on a line of its own, the years at a school named as one,
      // beside no title and no employer, were spent learning
      (ownLine &&
        !/\s(?:at|@)\s/.test(head) &&
        !title &&
        parts.length === 2 &&
        parts.some((part) => SCHOOL_WORD.test(part)) &&
        parts.every((part) => SCHOOL_WORD.test(part) || companyScore(part) === 0)))
  ) {
    return education(parts, found?.range, details);
  }
  if (section === "education") return education(parts, found?.range, details);
  // "- Stock Clerk, Harbourside Bakery — 2018": on a list's line of its own, a known title and one other field beside a single year are
  // a role of that year (beside a school's name the title is as often what was learnt there)
  // ("- Data Entry – Sahab Insurance Services, 2018": a first field with none of a company's words before one with them is the title too)
  const titleBeforeCompany =
    parts.length === 2 &&
    companyScore(parts[0]!) === 0 &&
    companyScore(parts[1]!) > 0 &&
    /^\p{Lu}[\p{L}'’ -]*$/u.test(parts[0]!) &&
    parts[0]!.split(/\s+/).length <= 4 &&
    !isPlace(parts[0]!) &&
    !isDegree(parts[0]!);
  const oneYearRole = Boolean(
    found?.range.single &&
    !found.range.current &&
    ownLine &&
    !dateFirst &&
    !details &&
    parts.length === 2 &&
    (title || titleBeforeCompany) &&
    !degree &&
    !school,
  );
  if (oneYearRole) {
    const entry = experience(parts, found!.range, "", section, false, !title && titleBeforeCompany);
    if (entry?.kind === "experience" && entry.experience.jobTitle && entry.experience.company) {
      entry.experience.endDate = entry.experience.startDate;
      return entry;
    }
  }
  if (!found || found.range.single) return undefined;
  // one field alone is an employer only where the prompt says so: under a heading, or dates first
  const alone = section === "experience" || dateFirst || colonAfterDates || ownBusiness || (ownLine && companyScore(parts[0]!) >= titleScore(parts[0]!));
  if (parts.length < 2 && !title && !alone) return undefined;
  // "certified dog groomer with Seaview Pets since 2024": a title of lower-case words (or one the résumé parser knows) is with its employer
  const withEmployer = /^([^@]+?)\s+with\s+(?:the\s+)?\p{Lu}/u.exec(head)?.[1] ?? "";
  const titleWith =
    /^\p{L}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3}$/u.test(withEmployer) && !PLACEMENT.test(withEmployer) && !isDegree(withEmployer) && !isPlace(withEmployer);
  const ordered = /^[^@]+?\s(?:@|at)\s/u.test(head) || lowerTitleFirst || titleWith;
  const entry = experience(parts, found.range, details, section, alone, ordered);
  // the order of a name and a title told by a colon says nothing of the order in a list of delimited fields
  if (colonAfterDates && entry?.kind === "experience") delete entry.titleFirst;
  return entry;
}

/** True for a line that is only a date range ("March 2020 – Present"). */
export function isDateLine(text: string): boolean {
  const range = findDateRange(text);
  return Boolean(range && !range.single && isDateOnly(datesBeforePlace(text).dates));
}

/**
 * "Sep 2022 - Present · Tromsø, Northern Region of Norway", "Jan 2020 - Present · 4 yrs · Nairobi, Kenya · On-site", as LinkedIn
 * pastes it: how long, where and how the job was done may follow the dates. The dates, and the place when one is named.
 */
function datesBeforePlace(text: string): { dates: string; place: string } {
  const range = findDateRange(text);
  const end = range ? range.index + range.length : -1;
  const after = end > 0 ? text.slice(end) : "";
  if (!range || !/^\s*[·•|]\s+/u.test(after)) return { dates: text, place: "" };
  const parts = after
    .split(/\s*[·•|]\s+/u)
    .map((part) => part.trim())
    .filter(Boolean);
  // "Tromsø, Northern Region of Norway": capitalised parts, no number, no title or degree among them
  const where = (part: string) => looksLikePlace(part) || (/^\p{Lu}[\p{L}'’. -]{1,40}$/u.test(part) && !isTitle(part) && !isDegree(part));
  const mode = (part: string) => /^(?:remote|hybrid|on-?site)$/i.test(part);
  const length = (part: string) => /^\d+\s*(?:yrs?|years?|mos?|months?)(?:\s+\d+\s*(?:mos?|months?))?$/i.test(part);
  if (!parts.every((part) => mode(part) || length(part) || part.split(/\s*,\s*/).every(where))) return { dates: text, place: "" };
  return { dates: text.slice(0, end).trim(), place: parts.filter((part) => !mode(part) && !length(part)).join(", ") };
}

/**
 * A sentence listing several dated roles ("A at X (2022 – now), B at Y (2018 – 2022)") → one piece
 * per role, cut after each date range.
 */
export function splitDatedList(text: string): string[] {
  const pieces: string[] = [];
  let rest = text;
  for (;;) {
    const range = findDateRange(rest);
    if (!range || range.single) break;
    // "…; before that, from 2015 to 2019, I was an agent at Zeta": a range that opens its clause dates what follows it
    if (
      /(?:[,;:]|\b(?:before|after)\s+(?:that|this))\s*(?:(?:from|between)\s+)?$/i.test(rest.slice(0, range.index)) &&
      /^\s*,?\s*(?:I|he|she|they|we)\s/.test(rest.slice(range.index + range.length))
    )
      break;
    const end = range.index + range.length;
    // "… from 2008 till 2012 then was a picker at …": "then" after the range opens the next role as a comma would
    const cut = /^\s*\)?\s*(?:(?:[,;]|,?\s+and)\s+(?:then\s+)?|,?\s+then\s+)/.exec(rest.slice(end));
    if (!cut) break;
    const next = rest.slice(end + cut[0].length);
    // "… with Duinrand Foods (2014–2020), first as a clerk and from 2017 as a buyer": the titles held in turn in the role just dated
    if (/^(?:first|initially)\s+as\b/i.test(next)) break;
    const following = findDateRange(next);
    if (!following || following.single) break;
    const close = cut[0].indexOf(")");
    pieces.push(rest.slice(0, close >= 0 ? end + close + 1 : end).trim());
    rest = next;
  }
  if (!pieces.length) return [text];
  pieces.push(rest.trim());
  return pieces.filter(Boolean);
}

/** Sections whose lines can be read as entries (skills and languages lists never are). */
export const ENTRY_SECTIONS: ReadonlySet<SectionName> = new Set<SectionName>(["experience", "education", "header", "summary", "other"]);

/** ", both from Alder University": one school named once for the degrees before it. */
const SHARED_SCHOOL = /,?\s+both\s+(?:from|at)\s+((?:the\s+)?\p{Lu}[^,;()]*?)(?=\s*(?:[,;()]|$))/u;

/** "an M.Ed. from X (2016) and a B.S. from Y (2014)" → one clause per degree. */
export function splitDegreeList(clause: string): string[] {
  const shared = SHARED_SCHOOL.exec(clause);
  if (shared) {
    const pieces = splitDegreeList(clause.replace(SHARED_SCHOOL, ""));
    // each degree that names no school of its own is from the shared one
    return pieces.map((piece) => (/\b(?:from|at)\s+\p{Lu}/u.test(piece) ? piece : `${piece} from ${shared[1]!}`));
  }
  const introducedAbbreviations = [...clause.matchAll(INTRODUCED_DEGREE)].filter((match) => !isDegree(match[1]!));
  const degrees = clause.split(/\s+/).filter((word) => isDegree(word)).length + introducedAbbreviations.length;
  if (degrees < 2) {
    // "DAE mechanical from X Polytechnic 2015 and matric commerce from Y School 2012": after a year, "and" opens the next course
    // done "from" a school, whatever its name
    const courses = clause.split(/(?<=\b(?:19|20)\d{2}\)?)\s*,?\s+and\s+(?=(?:[\p{L}&'’-]+\s+){1,3}from\s+(?:the\s+)?\p{Lu})/u);
    if (courses.length > 1 && courses.every((course) => /\bfrom\s+(?:the\s+)?\p{Lu}/u.test(course) && isSchool(course))) return courses;
    // "got my matric in 2019 at Elm High School and a diploma in nursing from Tarn College": "and a …" after a school opens the next one
    const held = clause.split(/\s*,?\s+and\s+(?=(?:an?|my|his|her|their)\s+(?:[\p{L}\d&'’()-]+\s+){1,6}(?:from|at)\s+(?:the\s+)?\p{Lu})/u);
    return held.length > 1 && held.every((course) => /\b(?:from|at)\s+(?:the\s+)?\p{Lu}/u.test(course) && isSchool(course)) ? held : [clause];
  }
  return withSchoolNamedOnce(
    clause
      // "… (Leeds City College, 2021) and Diploma in Education from …": after a bracket or a year, "and" opens the next degree
      // "… and went back there for my Diploma": a verb or two before "for my" opens the next degree too
      .split(
        /,?\s+and\s+(?=(?:an?|my|the|his|her|their)\s|(?:\p{Ll}+\s+){1,3}(?:for|did|completed|earned|got|took)\s+(?:an?|my|the|his|her|their)\s)|;\s+|(?<=\)|\b(?:19|20)\d{2})\s*,?\s+and\s+(?=\p{Lu})/u,
      )
      .flatMap((part) =>
        // a comma starts a new degree only when a degree follows it ("MBBS from X (2010), MD from Y (2014)")
        part.split(/,\s+/).reduce<string[]>((pieces, piece) => {
          const previous = pieces.at(-1);
          if (previous !== undefined && !isDegree(piece.split(/\s+/)[0] ?? "")) pieces[pieces.length - 1] = `${previous}, ${piece}`;
          else pieces.push(piece);
          return pieces;
        }, []),
      )
      .filter(Boolean),
  );
}

/** "from Tarn University", "(Leeds City College, 2021)": a school named with the degree. */
const NAMES_SCHOOL = /\b(?:from|at)\s+(?:the\s+)?\p{Lu}|\b(?:University|College|Institute|School|Academy|Polytechnic|Universit\p{L}+)\b/u;
/** Schooling that ends before college, seldom earned at the school a degree named with it was. */
const SCHOOL_LEAVING = /\b(?:GED|high\s+school|secondary|A-?levels?|GCSEs?|matric\p{L}*|baccalaur\p{L}*|O-?levels?)\b/iu;

/**
 * "a Diploma in Nursing (2010) and a BSc in Public Health (2014) from Kolla College", "a BA and an MA in History from Tarn
 * University": the one school named after the last degree is where each degree before it that names none was earned.
 */
function withSchoolNamedOnce(pieces: string[]): string[] {
  // "Halvard University — BSc Chemistry (2010), MSc Chemistry (2012)": the school that heads the list is each degree's
  const head = /^(?:the\s+)?(\p{Lu}[^—–|:,;()]*?)\s*[—–|:]\s+/u.exec(pieces[0] ?? "")?.[1];
  if (pieces.length > 1 && head && isSchool(head) && pieces.slice(1).every((piece) => !NAMES_SCHOOL.test(piece) && isDegreeText(piece)))
    return [pieces[0]!, ...pieces.slice(1).map((piece) => `${piece} from ${head}`)];
  const last = pieces.at(-1) ?? "";
  const school = /\b(?:from|at)\s+((?:the\s+)?\p{Lu}[^,;()]*?)(?=\s*(?:\(|,|;|\bin\s+(?:19|20)\d{2}|$))/u.exec(last)?.[1];
  if (pieces.length < 2 || !school || pieces.slice(0, -1).some((piece) => NAMES_SCHOOL.test(piece) || SCHOOL_LEAVING.test(piece) || !isDegreeText(piece)))
    return pieces;
  return pieces.map((piece, index) => (index === pieces.length - 1 ? piece : `${piece} from ${school}`));
}

function isDegreeText(piece: string): boolean {
  return namesDegree(piece) || piece.split(/\s+/).some((word) => isDegree(word.replace(/[(),.]+$/, "")));
}

interface HeadCandidate {
  text: string;
  lineText: string;
  section?: SectionName;
}

function wholeLine(segment: HeadCandidate): boolean {
  return segment.text === segment.lineText.replace(/[.!?]+$/, "").trim();
}

/**
 * Lines that open a role whose dates (or title and dates) are on the next line, as in a pasted CV:
 * "Senior Design Engineer — Bentley Motors, Crewe" / "March 2020 – Present", or
 * "Amazon Web Services, Seattle, WA" / "Senior Solutions Architect, May 2019 – Present".
 * Keyed by the head's index, valued by its text.
 */
export function roleHeads(segments: HeadCandidate[]): Map<number, string> {
  const heads = new Map<number, string>();
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    if (heads.has(index) || !next || !wholeLine(segment) || !wholeLine(next)) return;
    if (segment.section && !ENTRY_SECTIONS.has(segment.section)) return;
    if (findDateRange(segment.text) || !looksLikeEntryHead(segment.text)) return;
    const third = segments[index + 2];
    // "Obafemi Awolowo University" / "Bachelor of Science - BS, Economics" / "2011 - 2016"
    // "Bachelor of Arts in History" / "Northfield University" / "2014": the degree may come first
    if (
      third &&
      wholeLine(third) &&
      (isDateLine(third.text) || YEAR_LINE.test(third.text)) &&
      !findDateRange(next.text) &&
      (schoolOverDegree(segment.text, next.text) || degreeOverSchool(segment.text, next.text))
    ) {
      heads.set(index, segment.text);
      heads.set(index + 1, `${segment.text} | ${next.text}`);
      return;
    }
    if (entryUnderHead(segment.text, next.text, next.section)) {
      heads.set(index, segment.text);
      return;
    }
    // title, employer and dates on three lines (or employer, title and dates)
    if (!third || !wholeLine(third) || findDateRange(next.text) || !looksLikeEntryHead(next.text) || !isDateLine(third.text)) return;
    if (segment.section !== next.section || (titleScore(segment.text) === 0 && !isTitle(next.text))) return;
    const pair = entryUnderHead(next.text, third.text, third.section);
    if (pair && (pair.kind !== "experience" || pair.experience.jobTitle)) return;
    // "Manager, Customer Success" / "Workable": a comma inside the title line is part of the title
    const both = `${isTitle(next.text) && !isTitle(segment.text) ? segment.text : segment.text.replace(/,\s+/g, " ")} | ${
      isTitle(next.text) && !isTitle(segment.text) ? next.text.replace(/,\s+/g, " ") : next.text
    }`;
    if (entryUnderHead(both, third.text, third.section)?.kind !== "experience") return;
    heads.set(index, segment.text);
    heads.set(index + 1, both);
  });
  return heads;
}

/** A school on a line of its own over a degree named without one ("Tel Aviv University" / "B.Sc. in …, 2018"). */
function schoolOverDegree(head: string, line: string): boolean {
  if (!isSchool(head) || isDegree(head) || findDateRange(head) || !looksLikeEntryHead(line)) return false;
  const parts = fieldsOf(line);
  return isDegree(parts[0] ?? "") && !parts.some((part) => isSchool(part));
}

/** A line that is only a year ("2014"). */
const YEAR_LINE = /^\s*(?:19|20)\d{2}\s*$/;

function degreeOverSchool(head: string, line: string): boolean {
  return isDegree(head) && !isSchool(head) && isSchool(line) && !isDegree(line) && !findDateRange(head) && !findDateRange(line);
}

/** The entry a head line and the line under it make together, if they make one. */
export function entryUnderHead(head: string, line: string, section?: SectionName): Entry | undefined {
  if (schoolOverDegree(head, line)) return entryFrom(`${head}, ${line}`, "education");
  // a year alone under a school and a degree is when it was earned
  if (isDateLine(line) || (section === "education" && YEAR_LINE.test(line))) {
    const { dates, place } = datesBeforePlace(line);
    const entry = entryFrom(`${head}, ${dates}`, section);
    if (entry?.kind === "experience" && place && !entry.experience.location) entry.experience.location = place;
    return entry?.kind === "title-only" ? undefined : entry;
  }
  const entry = entryFrom(line, section);
  if (entry?.kind !== "title-only") return undefined;
  const parts = fieldsOf(head);
  const company = parts[0];
  if (!company || isTitle(company) || isDegree(company)) return undefined;
  const place = parts.slice(1).join(", ");
  return {
    kind: "experience",
    experience: { ...entry.experience, company, location: entry.experience.location || (looksLikePlace(place) ? place : "") },
    details: entry.details,
  };
}

/** A line that is only a job title ("Software Engineer" under the name): the person's headline. */
export function titleLine(text: string): string | undefined {
  // "Naver — Machine Learning Engineer — 2021 to now" is a role held, not a headline
  if (findDateRange(text)) return undefined;
  // the title may share the line with the name and the city ("Carlos Silva - Backend Developer - São Paulo")
  for (const part of text.split(/\s+[-—–]\s+|\s*[|·•]\s*/)) {
    const words = part.split(/\s+/).length;
    if (words <= 5 && isTitle(part) && !findDateRange(part) && !/[,@:]/.test(part) && looksLikeEntryHead(part)) return part;
  }
  return undefined;
}
