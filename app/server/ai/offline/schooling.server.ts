/**
 * Schooling told the way a job is: "I trained as a dental technician at the Moravia Educational Centre,
 * finishing in 2012" names a qualification and where it was earned, not a role held there.
 */
import { capitalFirst } from "../../../lib/text/letters.ts";
import { emptyEducation, type Education } from "../../../lib/resume.ts";
import { namesDegree, ORG } from "./extract-facts.server.ts";

/** A name that says it is a place of learning, in the words the school words of the extractor leave out. */
const LEARNING_PLACE =
  /\b(?:(?:Educational|Education|Training|Vocational|Learning|Technical|Career)\s+(?:Centre|Center)|(?:Centre|Center)\s+(?:for|of)\s+(?:Education|Training|Vocational)|University|College|Institute|School|Academy|Polytechnic|Lyc[ée]e|Liceo|Instituto|Escola|Escuela|[ÉE]cole|\p{L}*[Ss]chule|Gymnasium)\b/u;

/**
 * "qualified as a florist at …", "earned a trade qualification as a lathe operator at …", "qualified as Asistente de Farmacia
 * at …": the trade the training gave, in lower case or (at a place whose name says it teaches) as the qualification is titled.
 */
const TRAINED_AS =
  /\b(?:trained|qualified|studied|(?:completed|did|earned|gained|got|obtained|finished)\s+(?:a|an|my|his|her|their|the)\s+(?:\p{Ll}+\s+)?(?:qualification|training|certificate|diploma|course)(?<told>))\s+as\s+(?:(?:a|an)\s+)?(?<role>\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3}|(?<titled>)(?:\p{Lu}[\p{L}-]*|\p{Ll}[\p{Ll}-]*\s+\p{Lu}[\p{L}-]*)(?:\s+(?:(?:en|de|del|la|of|in|and|&)\s+)?[\p{L}][\p{L}-]*){0,6}?)\s+(?:at|in|with|from)\s+(?:the\s+)?(?<school>\p{Lu}[\p{L}\d'’&.-]*(?:\s+(?:(?:of|for|and|&|de|di|du|del|la)\s+)?\p{Lu}[\p{L}\d'’&.-]*){0,7})/u;
/** "…, finishing in 2012", "graduating 2014", "qualified in 2015": the year the training ended. */
const ENDED = /\b(?:finish(?:ed|ing)?|graduat(?:ed|ing)|qualif(?:ied|ying)|complet(?:ed|ing))\s+(?:in\s+)?(?:\p{L}+\s+)?((?:19|20)\d{2})\b/iu;

/** "I trained at Lumen Beauty Academy from 2015 to 2016", "I went to Kolla College 2008-2011 for nursing": a school attended, no job. */
const TRAINED_AT =
  /\b(?:trained|went)\s+(?:at|to)\s+(?:the\s+)?(\p{Lu}[\p{L}\d'’&.-]*(?:\s+(?:(?:of|for|and|&|de|di|du)\s+)?\p{Lu}[\p{L}\d'’&.-]*){0,7})(?:[^.;]*?\bfor\s+(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3}?)(?=\s*(?:[,.;]|$|\s+(?:and|then|from|in|since)\b)))?/u;
/**
 * "did a two-year course in welding at Tarn Vocational Centre", "I have a professional course of baking at …": a course named
 * in lower case, then where it was taken.
 */
const COURSE_IN =
  /(?:^|\b(?:did|completed|took|finished|attended|followed|have|had|got|hold|holds)\s+)(?:a|an|the|my)\s+((?:[\p{Ll}\d-]+\s+){0,3}(?:course|programme|program|training)\s+(?:in|on|of)\s+\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3}?)\s+(?:at|from|with)\s+(?:the\s+)?(\p{Lu}[\p{L}\d'’&.-]*(?:\s+(?:(?:of|for|and|&|de|di|du)\s+)?\p{Lu}[\p{L}\d'’&.-]*){0,7})/u;

/** The year a span of study ended ("from 2015 to 2016", "2008-2011", "(2010-2012)"), else the last year named. */
function endYear(text: string): string {
  const range = /\b(?:19|20)\d{2}\s*(?:[–—-]|to|until|till)\s*((?:19|20)\d{2})\b/.exec(text);
  return range?.[1] ?? [...text.matchAll(/\b(?:19|20)\d{2}\b/g)].at(-1)?.[0] ?? "";
}

/** The qualification a clause says the person trained for, with where and when, or undefined when it names a job. */
export function trainedAs(clause: string): Education | undefined {
  const course = COURSE_IN.exec(clause);
  if (course) {
    const item = emptyEducation();
    item.degree = capitalFirst(course[1]!);
    item.school = course[2]!.replace(/[.,]+$/, "");
    item.graduationYear = endYear(clause.slice(course.index));
    return item;
  }
  const attended = TRAINED_AT.exec(clause);
  // a degree named in the clause, or a job it goes on to, is read by the extractor's own rules
  const after = attended ? clause.slice(attended.index + attended[0].length) : "";
  if (attended && LEARNING_PLACE.test(attended[1]!) && !namesDegree(clause) && !/\b(?:work|works|worked|working|joined|started|as\s+an?)\b/.test(after)) {
    const item = emptyEducation();
    item.school = attended[1]!.replace(/[.,]+$/, "");
    // "went to Norrby High School (electrical programme, 2014)": the course taken there, in brackets with its year
    const bracketed = /^\s*\(\s*(\p{L}[^(),]{1,60}?\s(?:programme|program|course|track|stream))\s*,\s*(?:19|20)\d{2}\s*\)/iu.exec(after)?.[1];
    item.degree = attended[2] ? capitalFirst(attended[2]) : bracketed ? capitalFirst(bracketed) : "";
    // only the span of this schooling, not the job the sentence goes on to
    item.graduationYear = endYear(clause.slice(attended.index).split(/,?\s+(?:and|then)\s+(?=(?:since|from|in|I|then|worked|joined)\b)/)[0]!);
    return item;
  }
  const match = TRAINED_AS.exec(clause);
  const role = match?.groups?.role;
  const school = match?.groups?.school;
  if (!match || !role || !school) return undefined;
  const ended = ENDED.exec(clause.slice(match.index));
  // "trained as a welder at Kask Yards" with no end said and no school named is an apprenticeship, read as a job
  if (!LEARNING_PLACE.test(school) && !ended) return undefined;
  // a qualification told as something completed, or titled in capitals, is one only where a school gave it
  if ((match.groups?.told !== undefined || match.groups?.titled !== undefined) && !LEARNING_PLACE.test(school)) return undefined;
  const item = emptyEducation();
  // (the small words of a title stay small: "Asistente de Farmacia")
  item.degree = role.replace(/(^|\s)(?!(?:en|de|del|la|of|in|and)\s)(\p{Ll})/gu, (_said, space: string, letter: string) => `${space}${letter.toUpperCase()}`);
  item.school = school.replace(/[.,]+$/, "");
  item.graduationYear = ended?.[1] ?? [...clause.slice(match.index).matchAll(/\b(?:19|20)\d{2}\b/g)].at(-1)?.[0] ?? "";
  return item;
}

/**
 * "completed the Cloud Support programme at Lindum Tech School in 2018": a course named in capitals, then the school that ran
 * it after "at" or "from" (the course's first word is then no provider).
 */
const COURSE_AT_SCHOOL =
  /\b(?:completed|did|attended|finished|took|went\s+through)\s+(?:the|a|an|my|his|her|their)\s+((?:\p{Lu}[\p{L}\d+#-]*\s+){1,4}(?:[Bb]ootcamp|[Bb]oot\s+camp|[Pp]rogramme|[Pp]rogram|[Cc]ourse|[Nn]anodegree))\s+(?:at|from|with)\s+(?:the\s+)?(\p{Lu}[\p{L}\d'’&.-]*(?:\s+(?:(?:of|for|and|&)\s+)?\p{Lu}[\p{L}\d'’&.-]*){0,6})/u;

/** "completed the Kodlab full-stack programme", "did the Bytecamp web development bootcamp". */
const COURSE_RE =
  /\b(?:completed|did|attended|finished|took|graduated from|went through)\s+(?:the|a|an)\s+((?:\p{Lu}\p{L}?\s+)?\p{Lu}[\p{L}\d]*)\s+((?:[\p{L}\d+-]+\s+){0,4}?(?:bootcamp|boot camp|programme|program|course|nanodegree))\b/u;

/**
 * "did the UX design bootcamp at Codera Academy (UX Design certificate, 2021)": the course, then its provider (its subject may pair
 * two with a slash: "a UX/UI bootcamp"; a subject in capitals may follow it: "a Skillnet course in Bookkeeping with …").
 */
export const COURSE_AT_RE = new RegExp(
  String.raw`\b(?:completed|did|attended|finished|took|went through)\s+(?:the|a|an|my)\s+((?:[\p{L}\d+-]+(?:\/[\p{L}\d+-]+)?\s+){0,4}?(?:bootcamp|boot camp|programme|program|course|nanodegree)(?:\s+(?:in|on)\s+\p{Lu}[\p{L}&'’-]*(?:\s+(?:and\s+|&\s+)?\p{Lu}[\p{L}&'’-]*){0,3})?)\s+(?:at|with|from)\s+(?:the\s+)?(${ORG})(?:\s*\(\s*([^(),]*?\b(?:certificate|diploma|certification))\s*(?:,\s*(?:19|20)\d{2}\s*)?\))?`,
  "u",
);

/** The first year written in a clause up to a dozen characters past a match (the course's own year). */
function yearBy(clause: string, end: number): string {
  return /\b(?:19|20)\d{2}\b/.exec(clause.slice(0, end + 12))?.[0] ?? "";
}

/** "did the … bootcamp at Northwind and finished in June 2022": the year the course ended, when the clause says it. */
function endedAfter(clause: string, at: number): string | undefined {
  return ENDED.exec(clause.slice(at))?.[1];
}

/**
 * A bootcamp or course named with its provider, as education: the provider is the school, the course (or the certificate it
 * gave) the degree. A course named in capitals before its provider comes first, then one in lower case, then a course whose
 * first word names the provider.
 */
export function courseIn(clause: string): Education | undefined {
  const named = COURSE_AT_SCHOOL.exec(clause);
  if (named) {
    const item = emptyEducation();
    item.degree = named[1]!.trim();
    item.school = named[2]!.replace(/[.,]+$/, "");
    item.graduationYear =
      endedAfter(clause, named.index) ??
      /\b(?:19|20)\d{2}\b/.exec(clause.slice(named.index, named.index + named[0].length + 12))?.[0] ??
      yearBy(clause, named.index);
    return item;
  }
  const at = COURSE_AT_RE.exec(clause);
  if (at) {
    const item = emptyEducation();
    item.school = at[2]!;
    item.degree = capitalFirst(at[3] ?? at[1]!);
    item.graduationYear = endedAfter(clause, at.index) ?? yearBy(clause, at.index + at[0].length);
    return item;
  }
  const match = COURSE_RE.exec(clause);
  if (!match) return undefined;
  const item = emptyEducation();
  item.school = match[1]!;
  item.degree = capitalFirst(match[2]!);
  item.graduationYear = yearBy(clause, match.index + match[0].length);
  return item;
}

/**
 * "got the Data Analytics certificate at Zentro Bootcamp in 2023", "got my Level 2 Retail Skills from Fenwick College", "completed my Certificate in Horticulture (Level 3)
 * through Kahu Learning Trust", "passed SSC in 2011 from Karnaphuli Girls College", "doing my NVQ Level 2 in Plastering at Tarn College",
 * "completed SVQ 3 Hospitality at Tarn College" (its letters, its level's number and its subject),
 * "holds a Level 5 Award in Crop Science, Soils and Drainage from …", "got NCEA level 1 at …", "have a welding certificate, class B, from …": a
 * certificate, diploma or a qualification's letters the person finished (or is doing), and who gives it after "at", "from",
 * "through" or "with".
 */
/** What the person did with the qualification: "completed my", "holds a", "got the", … */
const QUALIFICATION_VERB = String.raw`\b(?:finished|finishing|completed|completing|passed|earned|earning|got|gained|gaining|obtained|obtaining|achieved|did|doing|taking|studying\s+for|holds?|held|have|has|had)\s+(?:(?:the|my|a|an|his|her|their)\s+)?`;
/** a certificate, diploma or award and its subject: "Certificate in Joinery, Framing and Roofing (Level 3)", "welding certificate, class B,", "my phlebotomy cert" */
const CERTIFICATE_NAMED = String.raw`(?:[\p{L}\d+#&-]+\s+){0,5}?(?:[Cc]ertificate|[Cc]ertification|[Cc]ert(?![\p{L}.])|[Dd]iploma|[Qq]ualification|[Aa]ward(?=\s+in\s+\p{Lu}))(?:\s+(?:in|of)\s+\p{Lu}[\p{L}&'’-]*(?:(?:,\s+|\s+(?:and\s+|&\s+)?)\p{Lu}[\p{L}&'’-]*){0,5})?(?:\s*\([^()]*\))?(?:,\s+(?:category|level|class|grade|type)\s+[\p{L}\d]+,)?`;
/** a qualification's letters, its level and subject: "NVQ Level 2 in Plastering", "NCEA level 1", "HND Engineering from … College" */
const LETTERS_NAMED = String.raw`\p{Lu}{2,5}(?:\s+[Ll]evel\s+\d)?(?:\s+in\s+\p{Lu}[\p{L}&'’-]*(?:\s+(?:and\s+|&\s+)?\p{Lu}[\p{L}&'’-]*){0,3}|\s+\p{Lu}\p{Ll}+(?=\s+from\s+(?:the\s+)?(?:\p{Lu}[\p{L}'’.-]*\s+){1,4}(?:Polytechnic|Institute|College|University|School|Academy)\b))?`;
/** a level and its subject in words: "Level 2 Retail Skills" */
const LEVEL_NAMED = String.raw`[Ll]evel\s+[1-7]\s+(?:in\s+)?(?!(?:at|from|through|with)\s)[\p{L}&'’-]+(?:\s+(?!(?:at|from|through|with)\s)[\p{L}&'’-]+){0,4}`;
/** letters, a level's number and a subject: "SVQ 3 Hospitality" */
const LETTERS_NUMBER_NAMED = String.raw`\p{Lu}{2,5}\s+\d\s+\p{Lu}[\p{L}&'’-]*(?:\s+(?:and\s+|&\s+)?\p{Lu}[\p{L}&'’-]*){0,3}`;
const QUALIFICATION_WITH_PROVIDER = new RegExp(
  `${QUALIFICATION_VERB}(${CERTIFICATE_NAMED}|${LETTERS_NAMED}|${LEVEL_NAMED}|${LETTERS_NUMBER_NAMED})${String.raw`(?:\s+in\s+((?:19|20)\d{2}))?\s+(?:at|from|through|with)\s+(?:the\s+)?(${ORG})`}`,
  "u",
);

/**
 * "got Higher Trade Cert in Joinery from Eastvale Technical Institute 2017", "qualified with HVQ4 Dental Care from Lorn College": a
 * qualification in capitals whose words name no known kind, got from a place whose name says it teaches.
 */
const NAMED_FROM_SCHOOL = new RegExp(
  String.raw`\b(?:[Ff]inished|[Cc]ompleted|[Pp]assed|[Ee]arned|[Gg]ot|[Gg]ained|[Oo]btained|[Aa]chieved|[Qq]ualified\s+with)\s+(?:(?:the|my|a|an|his|her|their)\s+)?(\p{Lu}[\p{L}\d&'’-]*(?:\s+(?:(?:in|of|and|&)\s+)?\p{Lu}[\p{L}\d&'’-]*){0,6})(?:\s+in\s+((?:19|20)\d{2}))?\s+(?:at|from|through)\s+(?:the\s+)?(${ORG})`,
  "u",
);

export function qualificationWithProvider(clause: string): Education | undefined {
  const match = QUALIFICATION_WITH_PROVIDER.exec(clause) ?? namedFromSchool(clause);
  if (!match) return undefined;
  const after = clause.slice(match.index + match[0].length);
  const item = emptyEducation();
  // "an F-gas certificate, category II, from …": the category set off in commas is part of the certificate's name
  item.degree = match[1]!.trim().replace(/,$/, "");
  // "my level 2 health and social care": a level's subject told in lower case is written as a qualification's name is
  if (/^level\s/.test(item.degree) && item.degree === item.degree.toLowerCase())
    item.degree = item.degree.replace(/(^|\s)(?!(?:and|in|of)\b)(\p{Ll})/gu, (_said, space: string, letter: string) => `${space}${letter.toUpperCase()}`);
  item.school = match[3]!.replace(/[.,]+$/, "");
  item.graduationYear =
    match[2] ??
    /^\s*,?\s*\(?(?:in\s+)?(?:\p{L}+\s+)?((?:19|20)\d{2})\b/u.exec(after)?.[1] ??
    ENDED.exec(after)?.[1] ??
    // "in 2024 I completed a Certificate in … with …": the year may open the clause
    /^\s*in\s+((?:19|20)\d{2}),?\s/u.exec(clause)?.[1] ??
    "";
  return item;
}

/** The qualification NAMED_FROM_SCHOOL reads, only when the provider's name says it is a place of learning. */
function namedFromSchool(clause: string): RegExpExecArray | undefined {
  // a bootcamp or course at its provider is read as courses are, with the year said before it
  if (COURSE_AT_SCHOOL.test(clause) || COURSE_AT_RE.test(clause)) return undefined;
  const match = NAMED_FROM_SCHOOL.exec(clause);
  return match && LEARNING_PLACE.test(match[3]!) ? match : undefined;
}
