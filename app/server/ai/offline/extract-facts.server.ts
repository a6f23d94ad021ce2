/**
 * The facts the offline prompt extractor finds in a sentence of free text: dates, contacts, a
 * name and a place, a role at an organisation, a degree, skills and certifications. Each finder
 * copies what the text says; extract.server.ts assembles them into a resume.
 */
import { capitalFirst } from "../../../lib/text/letters.ts";
import { emptyEducation, type Education } from "../../../lib/resume.ts";
import { MONTH_PATTERN } from "../../../lib/text/months.ts";
import { escapeRegExp, knownSkill, splitSkills } from "./skills.server.ts";
import { companyScore, looksLikeDegree, titleScore } from "../../parse/fields/roles.server.ts";
import { parsePlace } from "../../parse/fields/locations.server.ts";
import { wordSet } from "../../../lib/text/word-set.ts";
import { nlp } from "../../nlp.server.ts";
import { employerAfterKind, ownBusinessPattern, ownUnnamedBusiness } from "./businesses.server.ts";

// ---------------------------------------------------------------- patterns

const MONTH = MONTH_PATTERN;
const YEAR = String.raw`(?:19|20)\d{2}`;
const DATE = String.raw`(?:(?:${MONTH}\s+|(?:[Ss]pring|[Ss]ummer|[Ff]all|[Aa]utumn|[Ww]inter)\s+|(?:0?[1-9]|1[0-2])\/)?${YEAR}|(?:early|mid|late)[- ]${YEAR})`;
const PRESENT = String.raw`(?:present|now|today|current(?:ly)?|date|ongoing)`;
/** "til" and "'til" are how "until" is often typed */
const DASH = String.raw`\s*(?:-|–|—|to|until|till|'?til|through|thru)\s*`;

const RANGE_RE = new RegExp(String.raw`(?:\bfrom\s+|\bbetween\s+)?(${DATE})(?:${DASH}|\s+and\s+)(${DATE}|${PRESENT}\b)`, "i");
const MONTH_RANGE_RE = new RegExp(String.raw`\b(${MONTH})${DASH}(${MONTH})\s+(${YEAR})\b`, "i");
/** "since 2019", "started in May 2019", "started there May 2019" */
const SINCE_RE = new RegExp(String.raw`\b(?:since|starting(?:\s+in)?|started\s+in|started\s+(?:there|here)(?:\s+in)?)\s+(${DATE})`, "i");
const SINGLE_START_RE = new RegExp(String.raw`(?:\b(?<!\bleft\s)(?:in|from|joined\s+in)\s+|\()(${DATE})\)?`, "i");
/** "(ML Engineer, 2022–)": a range left open is a present role; so is one "from 2019 onwards" (in CURRENT_RE). */
const OPEN_RANGE_RE = new RegExp(String.raw`(${DATE})\s*[–—-]\s*(?=\)|,|;|$)`, "i");
const UNTIL_RE = new RegExp(String.raw`(?:\b(?:until|till|thru|through|left\s+in)|(?:\b|')til)\s+(${DATE})`, "i");
const CURRENT_RE =
  /\b(?:since\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|many|several)\s+years?|currently|presently|right now|these days|nowadays|at the moment|at present|still (?:work|works|working|am|is|there|employed)|where (?:I|he|she|they) still\b|I'm now|I am now|now (?:work|working|a|an|the|as|at|lead|leading)|(?:'ve|have|has)\s+been\s+(?:at|with|working\s+(?:at|for))|ever since|(?:'ve|have|has)\s+been\s+(?!stud|learn|train)[a-z]+ing\b|since\s+(?:last|this)\s+(?:year|month|spring|summer|autumn|fall|winter)|(?:19|20)\d{2}\s+onwards?)\b/i;
/**
 * "I work part-time as a PE teacher", "(and) works as a nurse", "I am working in Elektro Plus from 2018": the simple present of
 * "work as" and the present "am working" are a job held now.
 */
const WORKS_AS_NOW =
  /(?:^|\b(?:I|[Hh]e|[Ss]he|[Tt]hey|[Ww]e)\s+)(?:also\s+)?(?:work|works)\s+(?:(?:part|full)[- ]time\s+)?as\b|\b(?:I\s+am|I'm|[Hh]e\s+is|[Ss]he\s+is|[Hh]e's|[Ss]he's)\s+(?:now\s+|currently\s+)?working\s+(?:as|at|in|for)\b/;

/** A capitalised word that can be part of an organisation's name ("Acme", "3M", "eBay", "J.P."). */
/** "k9 Vektor Bau": a lower-case letter or two before digits opens a name too; "Gymnasium No. 12": a number after "No." goes on with it. */
/** "Faculté d'Économie", "Istituto dell'Arte": a French or Italian article elided onto the capitalised word it is part of. */
const ORG_TOKEN = String.raw`(?!I\b)(?:(?:[dl]|dell|all|nell|sull)['’]\p{Lu}[\p{L}\d'’&.+-]*|\p{Lu}[\p{L}\d'’&.+-]*|(?<=\b(?:No|Nr|Nº)\.?\s)\d{1,4}(?![\d,:/-]|\.\d)|\d+-?\p{L}[\p{L}\d'’&.+-]*|\p{Ll}{1,3}\p{Lu}[\p{L}\d]*|\p{Ll}{1,2}\d+(?![\d.,:/-])[\p{L}\d]*)`;
// "Scoil Mhuire na Trá": the Irish article joins a name as the French and Spanish ones do
// ("Vliet en Duin College", "Coleg Bryn a Mynydd": the Dutch and Welsh "and" too)
// "Department for Rural Affairs", "Foundation for the Blind": "for" joins a public body's or a charity's name to what it is for
/** "Clinique dentaire Sainte-Anne", "Taller mecánico Ruiz": after a French, Spanish or Italian word for the kind of business, its adjective in lower case. */
const KIND_ADJECTIVE = String.raw`(?<=\b(?:Clinique|Clínica|Clinica|Cabinet|Pharmacie|Farmacia|Farmácia|Boulangerie|Librairie|Agence|Ristorante|Trattoria|Taller|Centro|Residencia|Résidence|Hôpital|Ospedale)\s)(?!(?:from|since|until|till|with|where|when|while|then|and|for|as|at|in|on|to)\b)\p{Ll}[\p{Ll}'’-]{2,}`;
/** "Sp. z o.o.", "s.r.o.", "d.o.o.", "e.V.": a legal form written in lower case ends a firm's name too. */
const LEGAL_TAIL = String.raw`(?:\s+(?:z\s+o\.\s?o\.|(?:spol\.\s+)?s\.\s?r\.\s?o\.|d\.\s?o\.\s?o\.|a\.\s?s\.|e\.\s?V\.)(?!\p{L}))`;
export const ORG = String.raw`${ORG_TOKEN}(?:\s+(?:(?:of|de|du|la|las|los|del|della|dello|delle|degli|dei|di|da|do|dos|des|and|&|the|von|van|der|y|e|na|en|a|(?<=\bCol[áa]iste\s)an|(?<=\b(?:Department|Ministry|Office|Agency|Commission|Council|Centre|Center|Authority|Foundation|Trust|Society|Fund|Institute|Alliance|Coalition)\s)for|${KIND_ADJECTIVE})\s+){0,2}${ORG_TOKEN}){0,5}${LEGAL_TAIL}?`;
/** A job title: 1–7 words, lower or upper case, stopping before the words that end it. */
const ROLE_STOP = String.raw`(?:at|in|for|from|since|with|where|and|to|until|(?:till|til|through|thru)(?=\s+(?:now|present|today|date|(?:\p{L}+\s+)?'?(?:19|20)?\d{2}\b))|between|on|by|then|when|as|during|after|before|who|which|I|my|but|while|working|based|helping|building|living|located|residing|originally|handling|covering|supporting|overseeing|focusing|currently|here|looking|specializing|specialising|seeking|who|whose|having)`;
/** "Band 6 staff nurse", "Year 4 class teacher", "Class 2 driver": a grade's or a licence class's number after its word is part of the title. */
const GRADE_NUMBER = String.raw`(?<=\b(?:Band|Year|Grade|Level|Tier|Step|[Cc]lass)\s)\d{1,2}(?![\d.,:/-])`;
export const ROLE = String.raw`(?:(?!${ROLE_STOP}\b(?!-))[\p{L}][\p{L}\d/&.+'’-]*|\d{1,2}(?:st|nd|rd|th)(?=[\s-]\p{L})[\p{L}\d/&.+'’-]*)(?:\s+(?:(?:of|&|in(?=\s+(?!the\b|a\b|an\b)\p{Ll}))\s+)?(?:(?!${ROLE_STOP}\b(?!-))[\p{L}][\p{L}\d/&.+'’-]*|${GRADE_NUMBER})){0,6}`;

// "LaRue", "DiMaggio", "DeWitt": a name's short capitalised prefix runs on into its second capital, as "Mc" does
const NAME_TOKEN = String.raw`(?:Mc|Mac|O['’]|D['’]|\p{Lu}\p{Ll}{1,2}(?=\p{Lu}\p{Ll}))?\p{Lu}[\p{Ll}'’]+(?:-\p{L}\p{Ll}+)?`;
// one line's words: "Name: Ana Ruiz\nTel: …" ends the name at the line's end
const NAME = String.raw`${NAME_TOKEN}(?:[^\S\n]+(?:(?:van|von|de|da|del|der|di|la|le|bin|al|dos|du)[^\S\n]+)*${NAME_TOKEN}){0,3}`;

/** Capitalised words that start sentences but are not names. */
export const NOT_NAME = wordSet(
  "A An The Senior Junior Lead Principal Staff Experienced Software Data Product Marketing Sales Hi Hello Hey Dear Looking Currently Recent Former Seasoned Passionate Based Working Writing Here Just From In At Now Also Over After Before Since During With Freelance Self Full Part Certified Registered Chief Head Associate Assistant Graduate New Bilingual Creative Professional Detail Results Highly Motivated Dedicated Ambitious Curious Entry She He They We It This That There My Our His Her Their",
);
/** Greetings of other languages that open a message ("Hola", "Bonjour", "Merhaba", "Salam"). */
const GREETING_ABROAD =
  "[Hh]ola|[Oo]l[aá]|[Bb]onjour|[Ss]alut|[Cc]iao|[Hh]allo|[Hh]alo|[Mm]erhaba|[Nn]amaste|[Kk]ia\\s+[Oo]ra|[Ss]alam|[Ss]alaam|[Jj]ambo|[Hh]ej|[Mm]oi|[Yy]assou|[Ss]zia|[Cc]ze[sś][cć]|[Zz]dravo|[Pp]rivet|[Ss]awubona|[Kk]amusta|[Mm]abuhay|[Xx]in\\s+ch[aà]o";
export const GREETING_ALONE = new RegExp(String.raw`^(?:${GREETING_ABROAD})$`, "u");
/** A month or a weekday, its short name too ("as a tester in Feb 2024" names no employer "Feb"). */
const MONTH_WORDS = new RegExp(`^(?:${[MONTH_PATTERN, "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].join("|")})$`);

const SCHOOL_WORDS = String.raw`University|Universit[éy]|Universitat|Universitas|Universidade|Università|Politècnica|Polit[eé]cnica|Polit[eé]cnico|Istituto|Instituto|Institut|Escola|Escuela|[ÉE]cole|Liceo|Colegio|Lyc[ée]e|Fachhochschule|Berufsschule|Berufskolleg|Centre de formation|Centro de [Ff]ormaci[óo]n|[ȘŞS]coala|Liceul|College|Institute|School(?!s?\s+(?:Board|District|Division)\b)|Academy|Coleg|Opleidingscentrum|\p{Lu}\p{Ll}{2,}schule|(?:Training|Career|Vocational|Skills|Learning)\s+Cent(?:re|er)|Polytechnic|Universidad|Universität|Hochschule|Faculdade|Facultad|Faculté|Conservatory|Seminary|IIT|NIT|IIM|ITI|TAFE|MIT|UCLA|LSE|INSEAD|ETH|Liceu|Lyceum|Gymnasium|Gimnazjum|Gymnasiet|Col[áa]iste|Gaelscoil|Scoil|Schule|[Ss]kole|[Ss]kola|[Šš]kola|[Šš]ola|[Ss]zkoła|Collège|Scuola|Politeknik|Politechnika|Sekolah|Kolej|Hogeschool|Universiteit|Uniwersytet|Universiti|Universitet|Univerzita|Univerza|Sveučilište|Egyetem|Högskola|Technikum|Liceum|Lisesi|Ysgol|Prifysgol|Vidyalaya|Pesantren|Instituci[óo]n\s+Educativa|Sixth\s+Form|SMK|SMKN|SMA|SMAN|(?:High|Secondary)(?=\s*(?:$|[,;)(–—-]|\.(?:\s|$)|\s+(?:with|in|from|and|\(?(?:19|20)\d{2}\)?)\b))`;
/**
 * A word that names a place of learning, as a whole word ("Școala" too, whose first letter no ASCII word boundary sees);
 * Welsh and Dutch ones ("Ysgol", "Coleg", "Hogeschool"), a German compound ending in "-schule" and a "Training", "Vocational", "Skills" or "Learning Centre";
 * "High" and "Secondary" only where they end the name ("left Ashby Vale High with …").
 */
export const SCHOOL_WORD = new RegExp(String.raw`(?<![\p{L}\d_])(?:${SCHOOL_WORDS})(?![\p{L}\d_])`, "u");

/** "a GCSE maths lecturer", "A Level tutor": the school exam names what the person teaches, no qualification of theirs. */
const TEACHES_IT = String.raw`(?!(?:\s+\p{L}+){0,3}\s+(?:[Tt]eacher|[Tt]utor|[Ll]ecturer|[Ii]nstructor|[Ee]xaminer)s?\b)`;
/** "prepares students for GCSE and A-level maths": the exams the person prepares others for, no qualification of theirs. */
const PREPARED_FOR = String.raw`(?<!\b(?:students|pupils|learners|candidates|classes|them)\s+(?:for|in|through)\s+(?:[\p{L}-]+\s+(?:and|&)\s+)?)`;
/**
 * "B.Des", "M.Mus": a bachelor's or master's letter, its dot, then a short capitalised word is a degree written short; "A.A.S.
 * in Nursing", "an A.S. in Biology": an associate degree, in dotted capitals before its field.
 */
const DEGREE_ABBR = String.raw`(?:[BM](?:\.?\p{Lu}){1,3}(?=\.?\s*(?:\(Hons?\.?\)\s*)?(?:in|of)\s+\p{L})|(?:Bac|DUT|BTS|DEUG)(?=\s+(?:in|en|of)\s+\p{L})|(?:A\.(?:\p{Lu}\.){1,2}|AAS)(?=\s*(?:in|of)\s+\p{Lu})|[BM]\.\p{Lu}\p{Ll}{1,4}(?![\p{L}.])|[BM]\p{Lu}Sc|B\.?Sc|M\.?Sc|B\.?S|M\.?S|B\.?A|M\.?A|B\.?Eng|M\.?Eng|B\.?Tech|M\.?Tech|B\.?E|M\.?E|B\.?Com|M\.?Com|BBA|MBA|Ph\.?D|LL\.?B|LL\.?M|B\.?Ed|M\.?Ed|BFA|MFA|BCA|MCA|MPhil|DPhil|HND|BSN|MSN|MPH|MBBS|BDS|MDS|B\.?Pharm|M\.?Pharm|Pharm[.-]?D|DNP|MD|DDS|JD|B\.?Arch|M\.?Arch|${PREPARED_FOR}(?:(?:[Aa]-[Ll]evels?|[AO]\s+Levels?|GCSEs?|gcses?|[Oo]-[Ll]evels?)${TEACHES_IT}|CSEC|CAPE|SPM|STPM|WASSCE|KCSE)|(?:1[02]th|twelfth|tenth)\s+grade)\.?`;
/**
 * Degrees named in the language of the country that awards them ("Licenciatura en Economía", "Diplom-Kaufmann", the French
 * "Licence in Biology" and the Latin American "Técnico Superior en Electrónica" before their field),
 * and the Central European ones written as abbreviations with their dot ("Ing. in Informatics", "Mgr.", "Bc.").
 */
const FOREIGN_DEGREE = String.raw`(?:Licence(?=\s+(?:in|en|of|de|ès)\s+\p{Lu})|T[ée]cnic[oa](?:\s+(?:Superior|Medio|Profesional|Universitari[oa]))?(?=\s+en\s+\p{Lu})|Tecn[óo]log[oa](?=\s+en\s+\p{Lu})|Dipl\.-Ing\.|(?:Ing|Mgr|Bc|MUDr|JUDr|PhDr|RNDr)\.(?=\s)|Licenciatura|Licenciado|Licenciada|Diplom(?:-\p{Lu}\p{Ll}+)?|Diplôme|Magister|Laurea(?:\s+[Mm]agistrale)?|Bacharelado|Bacharel|Mestrado|Doutorado|Doctorado|Maestría|Especialización|Especialização|Maîtrise|Ausbildung(?=\s+(?:zur|zum|als)\s+\p{Lu})|Ausbildung(?=\s+as\s+(?:an?\s+)?\p{L})|(?:DEP|AEC|DEC|CFC|EFZ)(?=\s+(?:en|in|de)\s+\p{Lu})|S[12](?=\s+\p{Lu}\p{Ll})|D[1-4](?=\s+\p{Lu}\p{Ll}+\s+\p{Lu})|(?:Máster|Master|Grado|Licence|Licencia|Técnico(?:\s+Superior)?|Tecnólogo|Tecnico(?:\s+Superior)?|Ingeniería|Ingeniero|Ingeniera|Engenharia|Doctorat|Mastère|BTS|DUT)(?=\s+(?:en|em|de|in)\s+\p{Lu}))`;
/** Vocational and teaching qualifications: "Cert IV Hospitality", "NVQ Level 3 in Health and Social Care", "PGCE", "HNC in …", "City & Guilds in …". */
// "Level 3 Award in Food Safety": a qualification named by its level and size, as UK ones are
const VOCATIONAL = String.raw`(?:[Cc]ert(?:ificate)?\s+(?:III|II|IV|I|[1-4])(?![\p{L}\d])|NVQ(?:\s+[Ll]evel\s+\d)?|PGCE|MSW|HNC|City\s+(?:&|and)\s+Guilds(?:\s+[Ll]evel\s+\d)?|(?:CPC|BTEC)(?=\s+(?:[Ll]evel\s+\d\s+)?in\s+\p{Lu})|[Ll]evel\s+[1-7]\s+(?:Award|(?:Extended\s+)?Certificate)(?=\s+in\s+\p{Lu})|A\.?B(?=\s+\p{Lu}\p{Ll}))`;
// "a master plumber", "a bachelor party": the bare word before another lower-case one (not "of", "in", "degree") names no degree;
// "an Honours in Psychology" is a degree of its own, "with Honours" or "First Class Honours" only a grade
// "Master 2 in Maritime Law": the French master's year is part of its name
// "I master Excel": after the person, "master" is a verb
const DEGREE_WORDS = String.raw`(?:(?<!\b(?:I|[Hh]e|[Ss]he|[Ww]e|[Tt]hey)\s+)(?:[Bb]achelor|[Mm]aster|[Aa]ssociate)(?:(?:'s|’s|s)(?:\s+[Dd]egree)?|\s+[Dd]egree|(?<=[Mm]aster)\s+[12](?=\s+(?:in|of|en)\s)|(?!\s+(?!of\b|in\b|degree\b)\p{Ll}))|(?<!\b(?:with|[Cc]lass|[Ff]irst|[Ss]econd)\s+)Honours(?:\s+[Dd]egree)?(?!\s+(?!of\b|in\b|degree\b)\p{Ll})|[Dd]octorate|PhD|[Dd]iploma|(?<![\p{L}]\s)certificate(?=\s+in\s+\p{Ll}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]+){0,3}\s+from\s+(?:the\s+)?\p{Lu})|[Hh]igh [Ss]chool [Dd]iploma|GED|[Pp]ostgraduate [Dd]iploma|[Gg]raduate [Dd]iploma|[Dd]egree|${FOREIGN_DEGREE}|${VOCATIONAL})`;
/** "Banking and Finance": "and" goes on with the subject when a capitalised word that opens no degree or school follows it. */
const SUBJECT_AND = String.raw`and(?=\s+\p{Lu}\p{Ll})(?!\s+(?:Bachelor|Master|Associate|Doctor|Diploma|Certificate|Honours|Postgraduate|Graduate|University|College|Institute|School|Academy|Universidad|Universit)\p{L}*\b)`;
const FIELD = String.raw`(?:(?:of|in)\s+)?(?:(?:Arts|Science|Engineering|Business Administration|Applied Science)\s+(?:in\s+)?)?(?:(?:${SUBJECT_AND}|(?!from\b|at\b|in\s+\d|with\b|and\b|where\b|while\b|por\b|through\b|via\b|graduat)[\p{L}&][\p{L}&'’-]*)\s*){0,6}`;
// "ICP-MS", "UPLC-MS": letters after a word and a hyphen end that word's name, they open no degree
export const DEGREE_RE = new RegExp(String.raw`(?<![\p{L}]|[\p{L}\d]-)((?:${DEGREE_ABBR}|${DEGREE_WORDS})(?:\s*\(Hons?\.?\))?(?![\p{L}])\s*${FIELD})`, "u");

/**
 * "a BFA from Ridgefield College": an abbreviation the degree words do not list is a degree when an article opens it and
 * "from" its school follows ("a BDR at Acme" is a job, said with "at").
 */
/**
 * "earned a Site Safety Management certificate from Harlow College in 2019", "Got my Pastry certificate from …",
 * "a Certificate in Food Hygiene from …": a certificate named with the school that gave it.
 */
export const CERTIFICATE_FROM =
  /\b(?:[Ee]arned|[Oo]btained|[Rr]eceived|[Cc]ompleted|[Gg]ot|[Gg]ained|[Dd]id|[Hh]old|[Hh]olds)\s+(?:a|an|my|his|her|their|the)\s+((?:\p{Lu}[\p{L}&-]*\s+){1,5}(?:certificate|diploma)|Certificate\s+(?:in|of)\s+(?:\p{Lu}[\p{L}&-]*\s+){0,4}\p{Lu}[\p{L}&-]*)(?=\s+from\s+(?:the\s+)?\p{Lu})/u;

/** "topped up with a Certificate in Wound Care from Harlow University", "a Higher Certificate in …": a certificate in a field from a school named as one. */
const CERTIFICATE_AT_SCHOOL =
  /\b(?:a|an|my|his|her|their|the)\s+((?:[Pp]ostgraduate\s+|[Gg]raduate\s+|[Aa]dvanced\s+|[Hh]igher\s+|[Nn]ational\s+|[Pp]rofessional\s+)?Certificate\s+(?:in|of)\s+(?:\p{Lu}[\p{L}&-]*\s+(?:(?:and|&|of)\s+)?){0,4}\p{Lu}[\p{L}&-]*)(?=\s+(?:from|at)\s+(?:the\s+)?(?:\p{Lu}[\p{L}'’-]*\s+(?:(?:of|and|&)\s+)?){0,4}(?:University|College|Institute|School|Academy|Polytechnic|Universit\p{L}*)\b)/u;

export const INTRODUCED_DEGREE = /\b(?:an?|my|his|her|their)\s+([BM]\p{Lu}{1,4})(?=\s+from\s+(?:the\s+)?\p{Lu})/gu;

/** A degree named as one: "an audit associate" or "a degree of freedom" alone is not. */
// "MS Excel", "MS Office 365": Microsoft's programs, no master's degree
const MICROSOFT_PROGRAM =
  /\bMS\.?\s+(?=(?:Office|Excel|Word|PowerPoint|Access|Outlook|Project|Teams|Visio|SQL|Dynamics|Windows|Azure|365|Publisher|SharePoint|OneNote)\b)/g;

export function namesDegree(said: string): boolean {
  const text = said.replace(MICROSOFT_PROGRAM, "Microsoft ");
  const match = DEGREE_RE.exec(text);
  if (!match || /^(?:associate|degree)$/i.test(match[1]!.trim())) return false;
  // "an audit associate for four years": an associate's degree names itself ("Associate of Arts", "Associate's degree in …")
  return !/^associate\b/i.test(match[1]!) || /^associate(?:'s|’s|s)?\s+(?:degree|of|in)\b/i.test(match[1]!);
}

const LANGUAGES =
  "English|Spanish|French|German|Hindi|Mandarin|Chinese|Japanese|Korean|Portuguese|Italian|Arabic|Russian|Dutch|Marathi|Tamil|Telugu|Bengali|Urdu|Punjabi|Gujarati|Kannada|Malayalam|Polish|Turkish|Swedish|Norwegian|Danish|Finnish|Greek|Hebrew|Vietnamese|Thai|Indonesian|Malay|Tagalog|Swahili|Cantonese|Persian|Farsi|Ukrainian|Romanian|Czech|Hungarian|Yoruba|Igbo|Hausa|Amharic|Catalan|Afrikaans|Serbian|Croatian|Bosnian|Slovak|Slovenian|Bulgarian|Lithuanian|Latvian|Estonian|Icelandic|Irish|Welsh|Nepali|Sinhala|Burmese|Khmer|Mongolian|Kazakh|Uzbek|Georgian|Armenian|Albanian|Macedonian|Zulu|Xhosa|Somali|Pashto|Kurdish|Wolof|Twi";
export const LANGUAGE_RE = new RegExp(String.raw`\b(${LANGUAGES})\b`, "g");
/** "English, German → Serbian": a field that only names languages. */
export const LANGUAGES_ONLY = new RegExp(String.raw`^(?:${LANGUAGES})(?:\s*(?:,|/|→|->|>|&|and|to|into)\s*(?:${LANGUAGES}))*$`);

/**
 * A lower-case word compromise reads as a finite verb ("teaches", "earned"): the text is a sentence,
 * not a list of fields. Capitalised words are left out ("Lead Engineer", "Associate, Cognizant").
 */
export function hasFiniteVerb(text: string): boolean {
  return finiteVerbs(text).length > 0;
}

/** "kept logs", "drives vans": a list's item that opens with a finite verb says what was done ("pallet jacks", "hand trucks" name things). */
export function opensWithFiniteVerb(item: string): boolean {
  const first = /^\p{Ll}+(?![\p{L}'’-])/u.exec(item.trim())?.[0];
  return Boolean(first && finiteVerbs(item.trim())[0] === first);
}

/** Past forms that do not end in "-ed" ("taught", "led"): with the "-s" and "-ed" words, the only ones worth tagging. */
const IRREGULAR_PAST = wordSet(
  "began became brought built bought came did drew drove fell felt found gave got grew had held kept knew led left lent made meant met oversaw paid ran rose said sat saw sent set shot sold spent spoke stood stole swam taught told thought took understood was went were won wore wrote",
);
const verbCache = new Map<string, string[]>();

function finiteVerbs(text: string): string[] {
  // only lower-case words that can be finite verbs are worth the tagger's time
  const words = text.match(/(?<![\p{L}'’-])\p{Ll}+(?![\p{L}'’-])/gu) ?? [];
  if (!words.some((word) => /(?:s|ed)$/.test(word) || IRREGULAR_PAST.has(word))) return [];
  const cached = verbCache.get(text);
  if (cached) return cached;
  const terms = (nlp(text).terms().json() as { terms: { text: string; tags: string[] }[] }[]).flatMap((term) => term.terms);
  const verbs = terms
    .filter(({ text: word, tags }) => /^\p{Ll}/u.test(word) && ((tags.includes("PresentTense") && !tags.includes("Infinitive")) || tags.includes("PastTense")))
    .map(({ text: word }) => word.toLowerCase());
  if (verbCache.size > 500) verbCache.clear();
  verbCache.set(text, verbs);
  return verbs;
}

// ---------------------------------------------------------------- small helpers

function titleCase(role: string): string {
  // "Chef de Partie": the joining words of French and Spanish titles stay small too
  const small = new Set(["of", "and", "for", "the", "in", "at", "to", "a", "an", "&", "on", "de", "du", "des", "del", "la"]);
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
  return (
    org
      // "Acme March 2020" ends in a date; "Hospital del Mar" ends in a name ("del" before it)
      .replace(
        new RegExp(String.raw`(?<!\b(?:of|de|du|la|las|los|del|della|di|da|do|dos|des|von|van|der|y|e))(?:\s+(?:${MONTH}|${YEAR}|In|From|Since|As|And|The))+$`),
        "",
      )
      .replace(/[\s,.;:'’]+$/, (tail) =>
        /\b(?:Inc|Ltd|Corp|Co|Bros|LLC|LLP|PLC|S\.A|N\.V|Kft|Zrt|Nyrt|Bt|Ltda|Lda|Cia|Asoc|Bhd|Pty|Pvt|Pte|Srl|Sarl|SpA|o\.\s?o|r\.\s?o|a\.\s?s|e\.\s?V)\.$/.test(
          org,
        ) && tail === "."
          ? tail
          : "",
      )
      .replace(/'s$|’s$/, "")
      .trim()
  );
}

const WORK_NOTE = String.raw`(?:(?:part|full)[- ]time|casual|temporary|temp|seasonal|fixed[- ]term|weekends?|evenings?|nights?|summers?)`;
/** "Lifeguard (part-time)", "Picker (seasonal, weekends)": how the work was done, in brackets after the title. */
const WORK_NOTE_AFTER = new RegExp(String.raw`\s*\(${WORK_NOTE}(?:\s*[,/&]\s*${WORK_NOTE})*\)$`, "iu");

/** A title without the note in brackets after it on how the work was done. */
export function withoutWorkNote(title: string): string {
  return title.replace(WORK_NOTE_AFTER, "");
}

/** "Summer job: boat guide", "Receptionist (front office)": the title without a label before it or a lower-case note in brackets after it. */
export function withoutTitleLabels(title: string): string {
  const bare = title
    .replace(/^[\p{L} -]{2,30}:\s+(?=\p{L})/u, "")
    .replace(/\s*\(\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2}\)$/u, "")
    .trim();
  if (!bare) return title;
  return bare === bare.toLowerCase()
    ? bare.replace(/(^|\s)(?!(?:of|and|in|for|to|the|at)\b)(\p{Ll})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase())
    : bare;
}

export function cleanRole(role: string): string {
  return titleCase(
    role
      // "* Cleaner" read from a list's raw line: the list's marker is no part of the title
      .replace(/^[*•·>–—-]+\s*/u, "")
      // "Arjun Nair is a …", "she has been …", "he previously worked …": what comes before the title
      .replace(/^.*?\b(?:is|was|am|'m|(?:has|have|'ve|had)\s+been)\s+(?=(?:an?|the)\s)/i, "")
      // "Rui Alves has been head chef": no title holds "has been", the title is what follows it
      .replace(/^.*?\b(?:has|have|'ve|had)\s+been\s+(?=\p{L})/iu, "")
      // "my last role was Scrum Master", "her current position is …"
      .replace(/^.*?\b(?:role|position|job|title)\s+(?:was|is|has been)\s+/i, "")
      // "part time: math tutor", "Lawyer: Associate": a label before the title
      .replace(/^[\p{L} -]{1,30}:\s*/u, "")
      .replace(
        /^(?:(?:she|he|they|we|i'm|im|i|previously|currently|now|then|later|formerly|recently|also|has|have|had|'ve|been|was|were|am|is|are)\b,?\s*)+/i,
        "",
      )
      // "(2009–2012) as a teller": the word before the article goes with it
      .replace(/^(?:as\s+(?=(?:a|an|the)\s))?(?:a|an|the|as|senior-level)\s+/i, "")
      // "a part-time waiter": how many hours is said of the job, not its title
      .replace(/^(?:part|full)[- ]time\s+(?=\p{L})/iu, "")
      // "a Bristol-based payroll clerk", "a committed nursery nurse": where the person works from and praise are said of them, not the title
      .replace(
        /^(?:\p{L}+-based|dedicated|passionate|hard[- ]?working|enthusiastic|reliable|motivated|seasoned|committed|caring|dynamic|friendly|results-driven|highly\s+(?:skilled|experienced|motivated))\s+(?=\p{L}+\s+\p{L}|\p{L}{4,}$)/iu,
        "",
      )
      .replace(WORK_NOTE_AFTER, "")
      // "I've been doing part-time HR admin for X": the work done, without the verb
      .replace(/^doing\s+(?=\S)/i, "")
      .replace(/\s+(?:role|position|job)$/i, "")
      // "got a job at Voss Metals": a job, a post or a position alone names no title
      .replace(/^(?:(?:new|first|steady|proper|good)\s+)?(?:job|role|position|post)$/i, "")
      // "a data engineer ever since": how long, not the title
      .replace(/\s+ever$/i, "")
      // "as a head teller there", "the head baker there now": where, pointing back to the employer, no part of the title
      .replace(/\s+(?:there|here)(?:\s+(?:now|today|currently|still))?$/i, "")
      // "did a summer internship at X", "a marketing internship": the person held it as an intern
      .replace(/^(?:(?:summer|winter|spring|autumn|paid|unpaid|short)\s+)*((?:[\p{L}-]+\s+){0,2}?)internship$/iu, "$1intern")
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

export function findDates(clause: string): Dates {
  // "June to August 2024": both months in the one year
  const months = MONTH_RANGE_RE.exec(clause);
  if (months && !RANGE_RE.test(clause)) return { startDate: `${months[1]} ${months[3]}`, endDate: `${months[2]} ${months[3]}`, currentJob: false };
  const range = RANGE_RE.exec(clause);
  if (range) {
    const end = range[2] ?? "";
    return isPresent(end) ? { startDate: range[1]!, endDate: "", currentJob: true } : { startDate: range[1]!, endDate: end, currentJob: false };
  }
  const since = SINCE_RE.exec(clause);
  if (since) return { startDate: since[1]!, endDate: "", currentJob: true };
  const open = OPEN_RANGE_RE.exec(clause);
  if (open) return { startDate: open[1]!, endDate: "", currentJob: true };
  const until = UNTIL_RE.exec(clause);
  const start = SINGLE_START_RE.exec(clause);
  return {
    startDate: start?.[1] ?? "",
    endDate: until?.[1] ?? "",
    currentJob: (CURRENT_RE.test(clause) || WORKS_AS_NOW.test(clause) || worksThereNow(clause)) && !until,
  };
}

/** "I work for Tusla … I joined in 2018", "she drives for DHL": a job told in the present tense still goes on. */
const PRESENT_JOB_SHAPE = /\b(?:I|[Hh]e|[Ss]he|[Tt]hey|[Ww]e)\s+(?:[\p{Ll}-]+\s+){0,4}\p{Ll}+\s+(?:for|at|with)\s+(?:the\s+)?\p{Lu}/u;

/** "she now leads the SOC team", "I now run the kitchen": a present-tense verb after "now". */
export function saysNow(clause: string): boolean {
  // "she now runs her own bakery", "now freelances": what the person does now is not the job before
  if (!/\bnow\s+\p{Ll}/u.test(clause) || /\b(?:own|freelanc\p{L}*|self-employed|retired|studies|studying)\b/iu.test(clause)) return false;
  return nlp(clause).match("now [#PresentTense]", 0).found;
}

/** "I drive for Keller Haulage": the subject, a verb of the work (not of studying, living or shopping somewhere), the employer. */
const PRESENT_JOB_ORG = new RegExp(
  String.raw`\b(?:I|[Hh]e|[Ss]he|[Tt]hey|[Ww]e)\s+(?:now\s+|still\s+|currently\s+)?(?!(?:study|studies|live|lives|stay|stays|shop|shops|bank|banks|volunteer|volunteers|play|plays|playing|sing|sings|singing)\b)\p{Ll}+(?:\s+(?!(?:for|at|with)\b)[\p{Ll}-]+){0,3}\s+(?:for|at|with)\s+(?:the\s+)?(${ORG})`,
  "u",
);

/** "she reported for NRK from 2014 to 2019", "and drove long-haul for Acme Freight": a past verb of the work, then the employer after "for". */
const PAST_JOB_ORG = new RegExp(
  String.raw`\b(?:I|[Hh]e|[Ss]he|[Tt]hey|[Ww]e|and)\s+(?!(?:studied|lived|stayed|shopped|applied|voted|paid|volunteered|waited|looked|asked|cared|prepared|trained|qualified)\b)(\p{Ll}+)\s+(?:[\p{Ll}-]+\s+){0,2}?for\s+(?:the\s+)?(${ORG})`,
  "u",
);

/**
 * "I did home care with Oakdale Care from 2012 until 2016", "she did weekend front desk at …": the work done, said as what the
 * person did, at or with the employer (a course, training or study done there is no job; an internship is read as one elsewhere).
 */
const DID_WORK_ORG = new RegExp(
  String.raw`\b(?:I|[Hh]e|[Ss]he|[Tt]hey|[Ww]e|and)\s+(did)\s+(?!(?:my|a|an|the|some|his|her|their)\s)(?![\p{Ll}\s-]*\b(?:course|courses|training|studies|study|degree|diploma|certificate|certification|exam|exams|apprenticeship|internship|traineeship|placement|research)\b[\p{Ll}\s-]*\s(?:at|with|for)\s)(?:[\p{Ll}-]+\s+){1,3}?(?:at|with|for)\s+(?:the\s+)?(${ORG})`,
  "u",
);

/** The employer of a past job told with the work as the verb, when the clause dates it from a start to an end. */
function pastJobEmployer(clause: string): string | undefined {
  const match = PAST_JOB_ORG.exec(clause) ?? DID_WORK_ORG.exec(clause);
  if (!match?.[1] || !match[2]) return undefined;
  const dates = findDates(clause);
  if (!dates.startDate || !dates.endDate || !nlp(match[1]).has("#PastTense")) return undefined;
  return cleanOrg(match[2]);
}

/** A clause that opens with the verb of the work, then (after "for", "at" or "with", or straight on) the employer. */
// "hauled a tanker for Keldon 2018-2021": a short lower-case object may come between the verb and "for", "at" or "with"
const BARE_VERB_JOB = new RegExp(
  String.raw`^(\p{L}\p{Ll}+)\s+(?:(?:(?:a|an)\s+)?(?:(?!(?:for|at|with)\s)\p{Ll}+\s+){1,2}(?:for|at|with)\s+|(?:for|at|with)\s+)?(?:the\s+)?(${ORG})`,
  "u",
);

/** The employer of a dated job told with no subject ("Ran Fernhill Deli since 2020"), when the opening word is a verb of the work. */
function bareVerbJobEmployer(clause: string): string | undefined {
  const match = BARE_VERB_JOB.exec(clause);
  if (!match?.[1] || !match[2] || !findDates(clause).startDate) return undefined;
  // "Ran the Dunmore 10K in 2018 and 2022": two years joined by "and" alone are two times something was done, no span of work
  if (
    /(?<!\bbetween\s+(?:\p{L}+\s+)?)\b(?:19|20)\d{2}\s+and\s+(?:in\s+)?(?:19|20)\d{2}\b/u.test(clause) &&
    !/\b(?:since|from|until|till)\b|[–—]|\d\s*-\s*\d/u.test(clause)
  )
    return undefined;
  // "then driving for Keldon since 2018": after a split the verb is in lower case, and then only "for", "at" or "with" names an employer
  if (/^\p{Ll}/u.test(match[1]) && !/^\p{Ll}+\s+(?:(?:a|an)\s+)?(?:\p{Ll}+\s+){0,2}(?:for|at|with)\s/u.test(match[0])) return undefined;
  const verb = match[1].toLowerCase();
  if (/^(?:studied|studying|lived|living|stayed|staying|moved|moving|born|based|graduated|volunteered|volunteering|trained|training)$/.test(verb))
    return undefined;
  // tagged after a subject, as "managed" alone reads as an adjective
  const gerund = nlp(verb).has("#Gerund");
  const past = nlp(`I ${verb}`).match(verb).has("#PastTense");
  if (!gerund && !past) return undefined;
  const company = cleanOrg(match[2]);
  return company && !MONTH_WORDS.test(company) && !SCHOOL_WORD.test(company) && !knownSkill(company) && !parsePlace(company) ? company : undefined;
}

export function worksThereNow(clause: string): boolean {
  if (!PRESENT_JOB_SHAPE.test(clause)) return false;
  // the subject's own verb, in the simple present ("work", "drives"), before the employer it names
  // "I test payment software at Telvik": a short object may come between the verb and the employer
  return (
    nlp(clause)
      // "I source fabrics for Terra Textiles": a plural object the tagger reads as a verb ("fabrics") is still the object
      .match("(i|he|she|they|we) (now|still|currently)? [#PresentTense] (#Noun|#Adjective|#Determiner|/s$/){0,3} (for|at|with) the? #ProperNoun", 0)
      .not("#Gerund").found
  );
}

const DATE_ANYWHERE = new RegExp(DATE, "g");

/**
 * "In 2021 I completed a bootcamp and since then I've worked as …": "since then" reads as since the
 * date written last before it on the same line (a later line is another entry); left as it is when none is.
 */
export function datedSinceThen(text: string): string {
  return thatMonth(text).replace(/\bsince then\b/gi, (words, at: number) => {
    const before = text.slice(0, at).split("\n").at(-1)!.slice(-200);
    const last = [...before.matchAll(DATE_ANYWHERE)].at(-1)?.[0];
    return last ? `${words.slice(0, 5)} ${last}` : words;
  });
}

/**
 * "I qualified in 2013 and started at Kell Hospital that September" → "… in September 2013": a month said as "that" month
 * is in the year written last before it on the same line; left as it is when none is.
 */
function thatMonth(text: string): string {
  return text.replace(
    new RegExp(String.raw`\b(?:in\s+)?(?:that|the\s+same)\s+(${MONTH})(?!\s+(?:of\s+)?(?:19|20)\d{2})\b`, "g"),
    (words: string, month: string, at: number) => {
      const before = text.slice(0, at).split("\n").at(-1)!.slice(-200);
      const year = [...before.matchAll(/\b(?:19|20)\d{2}\b/g)].at(-1)?.[0];
      return year ? `in ${month} ${year}` : words;
    },
  );
}

export function yearOf(date: string): number | undefined {
  const match = /(?:19|20)\d{2}/.exec(date);
  return match ? Number(match[0]) : undefined;
}

export { EMAIL_RE, extractContacts, type Contacts } from "./contacts.server.ts";

// ---------------------------------------------------------------- name and place

/** The family names most Vietnamese people bear, written with or without their marks. */
const VIETNAMESE_SURNAMES = new Set("nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly trinh dinh truong luong quach doan".split(" "));

function vietnameseSurname(word: string): boolean {
  return VIETNAMESE_SURNAMES.has(
    word
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/đ/gi, "d")
      .toLowerCase(),
  );
}

/** Surname particles written fused into one word. */
const FUSED_PARTICLE = /^(?:dela|delos|della|delle|dello|degli)$/i;

/** A word compromise knows, on its own, as a given name and not as a surname ("Luis", "Paul", not "Pardo"). */
function givenName(word: string): boolean {
  const terms = nlp(word).terms().json() as { terms: { tags: string[] }[] }[];
  const tags = terms.length === 1 ? (terms[0]!.terms[0]?.tags ?? []) : [];
  return tags.includes("FirstName") && !tags.includes("LastName");
}

/**
 * "Jorge Luis Pardo", "John Paul Okoye" → the first two words given names, the last the surname: of three words, when
 * the first two are both given names; else the first word alone ("Lucía Campos Prieto" keeps both surnames).
 */
export function splitFullName(words: string[]): { firstName: string; lastName: string } {
  // "Ana Liza Dela Paz", "Joshua Dela Cruz": a particle written as one word ("Dela", "Delos", "Della") opens the surname, the words before it are given names
  const particleAt = words.findIndex((word, index) => index >= 1 && FUSED_PARTICLE.test(word));
  if (particleAt > 0 && particleAt < words.length - 1) return { firstName: words.slice(0, particleAt).join(" "), lastName: words.slice(particleAt).join(" ") };
  // "Bao Long Vu", "Thi Lan Nguyen": a Vietnamese name written in the Western order keeps both given names before the family name
  const vietnameseOrder = words.length === 3 && [words[2]!, words[0]!].map(vietnameseSurname).join() === "true,false";
  const given = vietnameseOrder || (words.length === 3 && givenName(words[0]!) && givenName(words[1]!) && !givenName(words[2]!)) ? 2 : 1;
  return { firstName: words.slice(0, given).join(" "), lastName: words.slice(given).join(" ") };
}

/** "my friend Ada Lind asked me …", "this is for my dad, Ivo Marek, …": a text written for someone close names them after who they are. */
const SOMEONE_OF_MINE = String.raw`\b[Mm]y\s+(?:(?:best|old|good|former)\s+)?(?:friend|dad|father|mum|mom|mother|uncle|aunt|auntie|brother|sister|son|daughter|wife|husband|partner|cousin|niece|nephew|grand(?:father|mother|dad|ma|pa|son|daughter)|neighbou?r|colleague|co-worker|flatmate|roommate|girlfriend|boyfriend|fianc[ée]e?|(?:step|father-in-|mother-in-|brother-in-|sister-in-)\p{L}*|client|mentee)(?:[^\S\n]+(?:named|called))?,?`;

export function extractName(text: string): { firstName: string; lastName: string } | undefined {
  const candidates: string[] = [];
  const introduced = new RegExp(
    String.raw`(?:(?:[Mm]y|[Hh]is|[Hh]er|[Tt]heir) name(?:s| is)?|${SOMEONE_OF_MINE}|(?:^|\n)\s*(?:[Cc]andidate|[Rr]eferral|[Aa]pplicant|[Nn]ominee)(?:\s+(?:name|summary|profile|details))?\s*[:：–—-]|(?:\b[Mm]y\s+[Nn]|(?:^|[.!?,;]\s+)[Nn])ame's|[Nn]ame:|(?<=(?:^|[.!?;]\s+))[Nn]ame(?=\s+\p{Lu}\p{Ll}+\s+\p{Lu})|\bI am|\bI'm|\bI’m|(?:^|[Hh]i,?\s+|[Hh]ello,?\s+|[Hh]ey,?\s+)[Ii]m|[Tt]his is|[Cc]all me)\s+(${NAME})`,
    "u",
  );
  const match = introduced.exec(text);
  if (match?.[1]) candidates.push(match[1]);
  // "Howdy, Sam Lee here": a greeting opens the text before the name; "hiya!! 👋 Sam Lee here", "Bonjour ! Sam Lee here": its
  // marks and pictographs, and a greeting of another language, go with it
  const leading = new RegExp(
    String.raw`^\s*(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Hh]iya|[Hh]owdy|[Gg]['’]day|[Gg]reetings|[Gg]ood\s+(?:morning|afternoon|evening)|${GREETING_ABROAD})(?:\s*[,!.])*(?:\s*(?:\p{Extended_Pictographic}|\u200d|\ufe0f))*\s+)?(${NAME})(?=\s*(?:,|\(|—|–|-\s|:|\s+here\b|\s+is\b|\s+has\b|\s+was\b|\s+and\b|\s*\.|\s+\p{Ll}{3,}(?:es|ed|s)\s))`,
    "u",
  );
  const lead = leading.exec(text);
  if (lead?.[1]) candidates.push(lead[1]);
  for (const candidate of candidates) {
    // "Kia Ora, …": a greeting of two capitalised words is no name
    if (GREETING_ALONE.test(candidate.trim())) continue;
    // "Name: Ana Reyes   Mob: …": a wide gap parts a form's fields, as a tab does
    const tokens = candidate
      .split(/[ \t]{2,}|\t/)[0]!
      .trim()
      .split(/\s+/);
    // drop trailing words that are not part of a name ("Jane Doe Senior")
    // "my name is Ifeoma Okafor I'm a …": in unpunctuated text the next sentence's "I'm" follows the name
    while (tokens.length && (NOT_NAME.has(tokens.at(-1)!) || MONTH_WORDS.test(tokens.at(-1)!) || /^I(?:['’]\p{Ll}+)?$/u.test(tokens.at(-1)!))) tokens.pop();
    if (!tokens.length || NOT_NAME.has(tokens[0]!) || MONTH_WORDS.test(tokens[0]!)) continue;
    if (SCHOOL_WORD.test(candidate) || knownSkill(tokens[0]!)) continue;
    // "Nurse (RN) with 7 years in ICU", "Plumber (Gas Safe) …": one word that is a job title opens the text, not a name
    if (tokens.length === 1 && readsAsTitle(tokens[0]!)) continue;
    return splitFullName(tokens);
  }
  return undefined;
}

/** A job title the résumé parser knows, or a few words ending in one the tagger reads as a person's work ("physiotherapist", "florist"). */
export function readsAsTitle(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return titleScore(text) > 0 || (words.length <= 4 && nlp(words.at(-1)!).has("#Actor"));
}

export function extractPlace(text: string): { city?: string; state?: string; country?: string } {
  const place = String.raw`(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})(?:,\s*(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]+){0,2}))?`;
  const re = new RegExp(
    String.raw`\b(?:[Bb]ased|[Ll]iving|[Ll]ocated|[Rr]esiding|[Ll]ive|[Rr]eside|[Rr]esident)\s+(?:in|out of)\s+${place}|\b(?:I'm\s+|I am\s+|I’m\s+|originally\s+)(?:originally\s+)?from\s+${place}`,
    "u",
  );
  const match = re.exec(text);
  if (!match) return {};
  const city = match[1] ?? match[3];
  const region = match[2] ?? match[4];
  if (!city || MONTH_WORDS.test(city)) return {};
  if (!region) return { city };
  return /^[A-Z]{2,3}$/.test(region) && !/^(?:UK|USA|UAE|US)$/.test(region) ? { city, state: region } : { city, country: region };
}

// ---------------------------------------------------------------- clauses

const BEFORE_JOINING = new RegExp(
  String.raw`^(?:[Bb]efore|[Pp]rior to)\s+(?:joining|moving to|going to)\s+(?:the\s+)?${ORG},?\s+(?=(?:I|he|she|they|we)\s|\p{Lu}\p{Ll}+\s+(?:was|worked|spent|had)\b)`,
  "u",
);

/** "my PGCE at Leeds in 2019 after a BSc Physics from York (2017)": two degrees, one read after the other. */
function degreeAfterDegree(clause: string): string[] {
  const after = /\s+(?:after|following)\s+(?:a|an|my|his|her|their)\s+/.exec(clause);
  if (!after) return [clause];
  const first = clause.slice(0, after.index);
  const second = clause.slice(after.index + after[0].length);
  return namesDegree(first) && namesDegree(second) ? [first, second] : [clause];
}

/** "as a cashier and then shift lead from 2009", "was receptionist and then night auditor in Acme": the second of two titles held in turn at one employer, told with no employer between them. */
const TITLE_AFTER_TITLE = String.raw`(?<=\b(?:as|was|were|am|is)\s+(?:an?\s+)?\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2}\s+(?:and\s+)?then\s+)(?:an?\s+)?(?!\p{Ll}+ed\b|(?:went|got|became|began|spent|took|did|was|left|ran|led|taught|made|moved|joined)\b)\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2}\s+(?:from|since|in|at|for|with|between)\s+(?:\p{Lu}|(?:19|20)\d{2})`;

export function clausesOf(sentence: string): string[] {
  return (
    sentence
      .split(
        // "as a trainee then junior tester": two titles held in turn in one role are no two clauses
        // "…, and while at university I worked as …", "…, and during college I was a waiter at …", "…, and 2009–2012 as a teller at …", "…, and I was a QA intern at …": another role told after a comma
        // (and "…, and 2011-2015 stock clerk at …": its years, then a lower-case title at its employer)
        // "… from Bayside College in 2012 and plans to finish a master's at …": a dated degree, then another one studied
        // "… (2014) and a professional course of baking at …": a dated degree, then a course taken
        // "… through Elm Institute in 2018 and graduated from Oak Hill High School in 2013": a dated qualification, then a school finished
        // "… certificate programme at Elm College in 2021 and have worked at …": after a dated clause, "and have worked" opens another
        // "im ola berg from hull, been a roofer at …": after a comma, "been" with the subject left out opens a role of its own
        // "… completed a bootcamp at Elm Academy, and he holds a diploma from …": a degree held, told after a comma
        // "… until 2011, and a porter at the Bay Hotel …", "… until 2011 and a groom at …": another title at its employer, after a year with no comma
        new RegExp(
          String.raw`,\s+(?=been\s+(?:an?|working|employed|with|at)\s)|,?\s+(?:and\s+)?then\s+(?!(?<=\bas\s+(?:an?\s+)?\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2},?\s+(?:and\s+)?then\s+)(?:an?\s+)?\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,2}\s*(?:,|$)|${TITLE_AFTER_TITLE})|[,;]\s+(?:and\s+)?(?:later|afterwards|after that|after which|following which|before that|before this|previously|prior to that|prior to this|since then|subsequently|next)\s*,?\s+|\s+(?=before\s+(?:joining|moving\s+to|that)\b)|(?:,|\s+and)\s+(?=before\s+(?:I|he|she|they)\s+(?:was|worked|were)\b)|,?\s+and\s+(?=(?:now|currently|today)\s+(?:I|he|she|they)\b)|\s+and\s+(?=(?:since|in|from)\s+(?:\p{L}+\s+)?(?:19|20)\d{2},?\s+(?:I|he|she|they)\b)|,?\s+(?:and\s+)?(?=before\s+\p{Lu}\p{L}+\s+(?:I|he|she|they|we)\s)|,\s+(?=(?:and\s+)?(?:I\s+|now\s+|currently\s+|later\s+)?(?:joined|worked|moved|became|spent)\b)|\s+and\s+(?=(?:as|at)\s|(?:with|for)\s+\p{Lu}[^.,;]*?\s+as\s)|,\s+(?=(?:I|he|she|they)\s+(?:\p{Ll}+ed|taught|led|ran|built|began|became|spent)\s+(?:\p{L}+\s+){0,3}(?:at|for|with)\s+\p{Lu})|\s+and\s+(?=(?:later\s+|then\s+|also\s+)?(?:spent|worked|joined|became|work|works|started\s+as|began\s+as)\s|(?:moved|switched)\s+to\s+(?:the\s+)?\p{Lu})|\s+and\s+(?=(?:later\s+|then\s+)?(?:earned|obtained|received|passed|gained|got)\s+(?:(?:the|a|an|my|his|her|their)\s+)?(?:\p{Lu}{2,}[\p{L}\d+-]*|(?:\p{Lu}[\p{L}\d+-]*\s+){1,3}(?:designation|certification|certificate|licen[cs]e|charter|credential))\b)|,\s+where\s+(?!(?:I|he|she|they|we)\s+(?:worked|served|was employed)\b[^.;]*?\bas\s)(?!(?:I|he|she|they|we)(?:\s+|'(?=ve\s))(?:was|were|am|is|'?ve\s+been|have\s+been|has\s+been|became)\s+(?:(?:a|an|the)\s+\p{L}|\p{Lu}))|\s+where\s+(?=I\b)(?!I\s+(?:worked|served|was employed)\b[^.;]*?\bas\s)(?!I(?:\s+|'(?=ve\s))(?:was|am|'?ve\s+been|have\s+been|became)\s+(?:a|an|the)\s+\p{L})|\s+and\s+(?=I(?:\s+|'m\s+|’m\s+|'ve\s+|’ve\s+)(?!was\b))|(?<=\p{Ll})\s+(?=also\s+I\s+(?:got|graduated|finished|did|earned|completed|obtained|passed|worked|was|have|had|started|joined)\b)|,\s+(?=(?:before\s+)?leaving\s+in\s)|,\s+and\s+(?=(?:an?\s+)?\p{Ll}+(?:\s+\p{Ll}+){0,3}\s+(?:at|@)\s+(?:the\s+)?\p{Lu})|(?<=(?:19|20)\d{2}\)?)\s+and\s+(?=an?\s+\p{Ll}+(?:\s+\p{Ll}+){0,3}\s+(?:at|@)\s+(?:the\s+)?\p{Lu})|;\s+|:\s+(?!(?:first|then|initially|later|mostly|mainly|both|all|once|twice|also|now|currently|previously|since|from|in)\b)(?=(?:an?\s+)?\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3}\s+(?:at|for|with)\s+(?:the\s+)?\p{Lu})|,?\s+and\s+(?=(?:previously|later|then|subsequently|afterwards|earlier)\b)(?!then\s+${TITLE_AFTER_TITLE})|,\s+(?=(?:and\s+)?(?:since|in|from)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\b)|,\s+(?=after\s+(?:\p{L}+\s+){0,2}(?:years?|months?)(?:\s*\([^()]*\))?\s+(?:as|at|with)\b)|,\s+and\s+(?=(?:I|he|she|they|we)\s+(?:began|started|joined|worked|moved|spent|became)\b)|,\s+and\s+(?=(?:I|he|she|they|we)\s+(?:also\s+)?(?:hold|holds|held|earned|obtained|received|completed|gained)\s+(?:a|an|the|my|his|her|their)\s)|,\s+and\s+(?=(?:began|started)\s+(?:my|his|her|their)\s+career\b)|,\s+(?:and\s+)?(?=(?:from\s+)?(?:19|20)\d{2}\s*(?:[–—-]|to)\s*(?:19|20)\d{2},?\s+(?:I|he|she|they|we)\s)|,?\s+(?:and\s+)?(?=before\s+(?:I|i|he|she|they)\s+(?:was|worked|did)\b)|(?:,|(?<=(?:19|20)\d{2}\)?))\s+and\s+(?=(?:has|have|had)\s+(?:worked|been)\b)|\s+(?=while\s+(?:finishing|completing|doing|taking)\s+(?:a|an|the|my|his|her|their)\s)|,\s+and\s+(?=while\s+(?:(?:I\s+was|still|he\s+was|she\s+was)\s+)?(?:in|at)\s)|(?<=(?:19|20)\d{2}\)?),?\s+and\s+(?=(?:a|an)\s+(?:[\p{Ll}\d-]+\s+){0,3}(?:course|programme|program|training)\s+(?:in|on|of)\s)|,\s+(?:and\s+)?(?=during\s+(?:(?:my|his|her|their|the)\s+)?(?:university|uni|college|school|high\s+school|studies|degree)\b,?\s+(?:I|he|she|they)\s+(?:was|worked|did|had)\b)|,\s+and\s+(?=while\s+\p{Ll}+ing\b[^.;,]{0,30}?\s+(?:I|he|she|they)\s+(?:worked|was)\b)|,\s+(?:and\s+)?(?=(?:from\s+)?(?:19|20)\d{2}\s*(?:[–—-]|to|until|till)\s*(?:(?:19|20)\d{2}|now|present)\s+as\s)|,\s+and\s+(?=(?:I|he|she|they)\s+(?:was|did)\s+(?:an?\s+)?(?:[\p{L}'’-]+\s+){1,4}(?:at|for|with)\s+\p{Lu})|,\s+(?:and\s+)?(?=(?:from\s+)?(?:19|20)\d{2}\s*(?:[–—-]|to)\s*(?:(?:19|20)\d{2}|present|now)\s+(?:as\s+)?(?:an?\s+)?\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*){0,3}\s+(?:at|for|with|@)\s+\p{Lu})|(?<=(?:19|20)\d{2}\)?),?\s+and\s+(?=(?:(?:I|he|she|they)(?:'m|\s+am|\s+is|\s+are)?\s+)?(?:now\s+|then\s+|later\s+)?(?:(?:expects?|expecting|hopes?|plans?)\s+to\s+(?:complete|finish|graduate)|(?:is|am|are)\s+(?:now\s+)?(?:completing|studying|doing|finishing)|completing|studying|got|earned|obtained|received|completed|did|took|gained|graduated)\s+[^.;]*?\b(?:at|from|in|with|through)\s+(?:the\s+)?\p{Lu})`,
          "u",
        ),
      )
      .flatMap(degreeAfterDegree)
      // "Before joining Aramco, he worked at …": the employer named in the lead-in is the later one
      .map((clause) => clause.replace(BEFORE_JOINING, ""))
      .map((clause) => clause.replace(/^(?:before\s+(?:that|this)?|and|but|so|where|then)\b\s*,?\s*/i, "").trim())
      .filter((clause) => clause.length > 1)
  );
}

interface RoleMatch {
  jobTitle: string;
  company: string;
}

/** Titles that head an organisation, read before "of <Organisation>". */
const LEADER = String.raw`(?:[Ee]ditor-in-[Cc]hief|[Cc]o-?[Ff]ounder|[Ff]ounder|[Oo]wner|[Cc]o-?[Oo]wner|CEO|CTO|COO|CFO|CMO|[Mm]anaging [Dd]irector|[Pp]resident|[Cc]hair(?:man|woman|person)?)`;
const OWN_BUSINESS = ownBusinessPattern(ORG);

/** "at Sunnyside Care in Leeds, where …": the town an employer is in, said between its name and what follows. */
const IN_TOWN = String.raw`(?:\s+in\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)?`;
/** `notPlace`: the pattern can as well name a city ("moved to London, where …"), which is no employer. */
/** `knownTitle`: the pattern has no word that marks the title, so only one the résumé parser knows is taken. */
/** "Elmwood Care Home", "Ridge Road Surgery": a place of care named as one is an employer, whatever the résumé parser scores it. */
const PLACE_OF_CARE =
  /^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*\s+(?:Care\s+Home|Nursing\s+Home|Residential\s+Home|Hospice|Surgery|Medical\s+Centre|Health\s+Centre)$/u;
/** `business`: only an organisation with a business's word in its name ("Café", "Hotel", "Ltd"), no department ("Sales"). */
const ROLE_PATTERNS: { re: RegExp; role: number; org: number; notPlace?: boolean; knownTitle?: boolean; business?: boolean }[] = [
  // "moved to hospital pharmacy at Sunrise Care Hospital, where I worked from 2014 to 2018 as a clinical pharmacist"
  {
    re: new RegExp(
      String.raw`\b(?:at|to|joined)\s+(?:the\s+)?(${ORG})${IN_TOWN},\s+where\s+(?:I|he|she|they|we)\s+(?:worked|served|was employed)\b[^.;]*?\bas\s+(?:(?:a|an|the)\s+)?(${ROLE})`,
      "u",
    ),
    role: 2,
    org: 1,
    notPlace: true,
  },
  // "then moved to Halden Norway, where I was a lab manager from 2016 to 2022", "left Orra in 2019 for Quill, where I've
  // been a data engineer ever since": the title the person had at the employer just named (a city is no employer); a
  // capitalised title needs no article ("…, where he has been Head of Sales since 2019")
  {
    re: new RegExp(
      String.raw`\b(?:at|to|joined|for)\s+(?:the\s+)?(${ORG})${IN_TOWN}(?:,\s+\p{Lu}[\p{L}'’-]+)?,\s+where\s+(?:I|he|she|they|we)(?:\s+|'(?=ve\s))(?:was|were|am|is|'?ve\s+been|have\s+been|has\s+been|became)\s+(?:(?:a|an|the)\s+|(?=\p{Lu}))(${ROLE})(?!\s+(?:at|for|with)\s+(?:the\s+)?\p{Lu})`,
      "u",
    ),
    role: 2,
    org: 1,
    notPlace: true,
  },
  // "Then Best Buy hired me as an assistant store manager": the employer is who took the person on
  {
    re: new RegExp(
      String.raw`(?:^|[,;]\s+|\b(?:Then|then|And|and|So|so|Later|later)\s+)(?!(?:Then|And|So|Later)\b)(${ORG})\s+(?:hired|recruited|employed|took)\s+me\s+(?:on\s+)?as\s+(?:(?:a|an|the|their|its)\s+)?(${ROLE})`,
      "u",
    ),
    role: 2,
    org: 1,
  },
  // "worked as a backend engineer at Stripe", "joined as a PM at Acme", "as Deputy Manager, Quality Assurance at Acme" (a
  // capitalised title's function after its comma)
  {
    re: new RegExp(
      String.raw`\bas\s+(?:(?:a|an|the|our)\s+)?(${ROLE}(?:,\s+(?=\p{Lu})${ROLE}|\s+and\s+${ROLE})?)\s+(?:(?:at|with|for)\s+(?:the\s+)?|in\s+)(${ORG})`,
      "u",
    ),
    role: 1,
    org: 2,
  },
  // "joined Foo Ltd in March 2020 as a staff engineer", "transferred to Foo Ltd as team lead": a move to the employer, then the title
  {
    re: new RegExp(
      String.raw`\b(?:joined|joining|join|rejoined|moved to|switched to|transferred(?:\s+over)?\s+to|went\s+over\s+to)\s+(?:the\s+)?(${ORG})(?![\p{L}\d])[^.]*?\bas\s+(?:(?:a|an|the|their|its)\s+)?(${ROLE})`,
      "u",
    ),
    role: 2,
    org: 1,
  },
  // "worked at Stripe as a PM", "spent 3 years at Acme as lead", "began her career with Acme in 2012 as a clerk"
  {
    re: new RegExp(
      String.raw`\b(?:worked|work|working|interned|employed|been|spent[^.]*?|was|am|'m|’m|(?:began|started)\s+(?:my|his|her|their)\s+career)\s+(?:[\p{Ll}\d\s]{0,30}?\s)?(?:at|for|with)\s+(?:the\s+)?(${ORG})[^.]*?\bas\s+(?:(?:a|an|the)\s+)?(${ROLE})`,
      "u",
    ),
    role: 2,
    org: 1,
  },
  // "I deliver for Swiftway as a motorcycle courier", "she drives for Kestrel as an HGV driver": the work itself said
  // by its verb, the employer after "for" and the title after "as"
  {
    re: new RegExp(
      String.raw`\b(?:I|[Hh]e|[Ss]he|[Tt]hey)\s+(?:also\s+|now\s+|currently\s+)?(?!(?:appl(?:y|ied|ies)|interview(?:ed|s)?|hope[sd]?|wish(?:ed|es)?|want(?:ed|s)?|look(?:ed|s)?|volunteer(?:ed|s)?|vouch(?:ed|es)?)\b)\p{Ll}{3,}\s+(?:for|with)\s+(?:the\s+)?(${ORG})(?:\s+in\s+${ORG})?,?\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE})`,
      "u",
    ),
    role: 2,
    org: 1,
  },
  // "working (now) in Acme Infotech as support engineer", as many write "at": an organisation that is no place;
  // its dates may come between ("worked in Acme Infotech 2015 to 2019 as tester"); "before i was in Acme Infotech as tester"
  {
    re: new RegExp(
      String.raw`\b(?:worked|work|working(?:\s+(?:now|currently))?|(?:I|he|she)\s+was)\s+in\s+(?:the\s+)?(${ORG})(?:\s+(?:from\s+)?(?:19|20)\d{2}\s*(?:to|till|until|[–—-])\s*(?:(?:19|20)\d{2}|now|present))?\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE})`,
      "u",
    ),
    role: 2,
    org: 1,
    notPlace: true,
  },
  // "I'm a senior PM at Acme", "Senior PM at Acme Corp (2018–present)", "became head of data at Foo",
  // "a barista and shift manager at Starbucks" (two titles held at once), "I'm Petr Novak, QA engineer at Avast"
  {
    re: new RegExp(
      String.raw`(?:^|,\s+|\b(?:a|an|the|was|am|'m|’m|been|currently|now|became|become|promoted to|as)\s+)(${ROLE}(?:\s+and\s+${ROLE})?)\s+(?:at|for|with)\s+(?:the\s+)?(${ORG})`,
      "u",
    ),
    role: 1,
    org: 2,
  },
  // "at KPMG as a senior accountant", "… and with Acme as a buyer" (the verb said once for two jobs), "led the audit team at PwC as an audit manager", "first at Maersk (2015-2018) as an analyst"
  {
    re: new RegExp(
      String.raw`(?:^|\b)(?:[Aa]t|(?:^|\band\s+)(?:[Ww]ith|[Ff]or))\s+(?:the\s+)?(${ORG})(?:\s+in\s+${ORG})?(?:\s*\([^()]*\))?,?\s+as\s+(?!well\b)(?:(?:a|an|the)\s+)?(${ROLE}(?:\s+and\s+${ROLE})?)`,
      "u",
    ),
    role: 2,
    org: 1,
  },
  // "the co-founder and CEO of Kuda Logistics", "owner of Crumb & Co": a head of the organisation
  {
    re: new RegExp(String.raw`(?:^|\b(?:a|an|the|is|was|am|'m|’m|as|became|been)\s+)(${LEADER}(?:\s+(?:and|&)\s+${LEADER})?)\s+of\s+(?:the\s+)?(${ORG})`, "u"),
    role: 1,
    org: 2,
  },
  // "I was the manager of Hotel Corvina": a title of a business (not "Manager of Customer Service", a department)
  {
    re: new RegExp(String.raw`\b(?:a|an|the|is|was|am|'m|’m|as|became|been)\s+(${ROLE})\s+of\s+(?:the\s+)?(${ORG})`, "u"),
    role: 1,
    org: 2,
    knownTitle: true,
    business: true,
  },
  // "served in the Indian Army as a captain"
  { re: new RegExp(String.raw`\bserved\s+(?:in|with)\s+(?:the\s+)?(${ORG})[^.]*?\bas\s+(?:(?:a|an|the)\s+)?(${ROLE})`, "u"), role: 2, org: 1 },
  // "I coordinate volunteers at Cruz Roja Española in Valencia (program coordinator since 2019)": the title in the brackets
  {
    re: new RegExp(
      String.raw`\bat\s+(?:the\s+)?(${ORG})(?:\s+in\s+${ORG})?\s*\(\s*(?:(?:a|an|the)\s+)?(?!${MONTH}\s)(${ROLE})\s*,?\s+(?:since|from|between|(?:19|20)\d{2})[^()]*\)`,
      "u",
    ),
    role: 2,
    org: 1,
  },
  // "I've run my own studio, Fernvale Studio, as a freelance photographer": the person's own business
  {
    re: new RegExp(String.raw`${OWN_BUSINESS}[^.]*?\bas\s+(?:(?:a|an|the)\s+)?(${ROLE})`, "u"),
    role: 2,
    org: 1,
  },
  // "I'm Snapp's lead backend engineer", "I was The Three Bells' head chef": the employer in the possessive before the title
  {
    re: new RegExp(String.raw`(?:^|\b(?:was|am|'m|’m|been|became|become|as|is|now|currently)\s+)(${ORG})(?<=\p{L}['’]s|s['’])\s+(?=\p{Ll})(${ROLE})`, "u"),
    role: 2,
    org: 1,
    knownTitle: true,
  },
  // "I was extension specialist in Campo Verde", "I am working pastry cook in Lotus Garden", "and work sous chef in …", "I work
  // cashier at Lotus Mart", as English learners write (leaving out "as", "in" for "at"): a known title "in", "at" or "for" an
  // organisation that is no place and no team or sector
  {
    re: new RegExp(
      String.raw`(?:\b(?:was|am|'m|’m|been|became|currently|now)(?:\s+working)?|(?:^|\b(?:I|and)\s+)(?:work|worked))\s+(?!like\s)(?:(?:a|an|the)\s+)?(${ROLE})\s+(?:in|at|for)\s+(?:the\s+)?(${ORG})(?!\s+(?:team|department|unit|division|group|ward|sector|industry|field|office)\b)`,
      "u",
    ),
    role: 1,
    org: 2,
    notPlace: true,
    knownTitle: true,
  },
  // "worked in the Potato Research Centre (PRC) like field technician": "like" for "as"
  {
    re: new RegExp(
      String.raw`\b(?:worked|work|working)\s+(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+years?\s+)?(?:in|at|for|with)\s+(?:the\s+)?(${ORG})(?:\s*\([^()]*\))?,?\s+like\s+(?:(?:a|an|the)\s+)?(${ROLE})`,
      "u",
    ),
    role: 2,
    org: 1,
    knownTitle: true,
  },
  // "…, at Agricola Sol SL, 2008-2014, like tractor driver": "like" for "as" after the employer and its years
  {
    re: new RegExp(
      String.raw`\bat\s+(?:the\s+)?(${ORG})(?:\s*\([^()]*\))?,?\s+(?:(?:from\s+)?(?:19|20)\d{2}\s*(?:[–—-]|to|until|till)\s*(?:(?:19|20)\d{2}|now|present),?\s+)?like\s+(?:(?:a|an|the)\s+)?(${ROLE})`,
      "u",
    ),
    role: 2,
    org: 1,
    knownTitle: true,
  },
  // "worked at Fenn Sports 2018-2020 sales advisor": the title written after the employer's years, with no word before it
  {
    re: new RegExp(
      String.raw`\b(?:worked|work|working|was|been)\s+(?:at|for|with)\s+(?:the\s+)?(${ORG})(?:\s*\([^()]*\))?,?\s+(?:from\s+)?(?:19|20)\d{2}\s*(?:[–—-]|to|until|till)\s*(?:(?:19|20)\d{2}|now|present),?\s+(?:(?:a|an)\s+)?(${ROLE})(?=\s*(?:[.,;!]|$))`,
      "u",
    ),
    role: 2,
    org: 1,
    knownTitle: true,
  },
  // "I work like cashier in Tia Market": "like" for "as", before the employer
  {
    re: new RegExp(String.raw`\b(?:worked|work|works|working)\s+like\s+(?:(?:a|an)\s+)?(${ROLE})\s+(?:at|in|for|with)\s+(?:the\s+)?(${ORG})`, "u"),
    role: 1,
    org: 2,
    notPlace: true,
    knownTitle: true,
  },
  // "- Acme Insurance customer care rep from 2016 to 2023": an employer (of two words or more), then a known title in lower
  // case, then the years ("Assistant manager there from 2014" is a title at the employer told before)
  {
    re: new RegExp(
      String.raw`(?:^|\s[-–—:]\s+)(?:the\s+)?(?=\p{Lu}\S*\s+\p{Lu})(${ORG})\s+(?!(?:there|here)\b)(\p{Ll}[\p{Ll}-]*(?:\s+(?!(?:there|here)\b)\p{Ll}[\p{Ll}-]*){0,3})\s+(?=(?:from|since|between)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\b|\(?(?:19|20)\d{2}\s*[-–—])`,
      "u",
    ),
    role: 2,
    org: 1,
    notPlace: true,
    knownTitle: true,
  },
  // "At Stripe, I was a senior engineer"
  {
    re: new RegExp(String.raw`\b[Aa]t\s+(${ORG}),?\s+(?:I|where I)\s+(?:was|am|worked as|served as|work as)\s+(?:(?:a|an|the)\s+)?(${ROLE})`, "u"),
    role: 2,
    org: 1,
  },
];

/** The employer written for someone who works for themselves. */
export const SELF_EMPLOYED = "Self-employed";
/** "(freelance)", "(part-time, self-employed)": a note in brackets that the work was the person's own. */
export const FREELANCE_NOTE = /\((?:[^()]*,\s*)?(?:freelance|self[- ]employed)(?:\s*,[^()]*)?\)/i;
// "went out on my own as self employed plasterer", "set up on her own": the person became their own employer
const SELF_EMPLOYED_RE =
  /\b(?:work(?:ed|s|ing)?\s+for\s+(?:myself|herself|himself|themselves|themself)|work(?:ed|s|ing)?\s+freelance\b|(?:been|am|is|are|was|were|went|gone|going)\s+(?:self[- ]employed|freelance)\b|(?:went|gone|going|set\s+up|started)\s+(?:out\s+)?on\s+(?:my|his|her|their)\s+own\b|\bas\s+(?:an?\s+)?self-employed(?=\s+\p{L})|(?:been|started|am|is)\s+freelancing|^(?:self-employed|freelance|freelancing)\s+(?:since|from)\s+(?:\p{L}+\s+)?(?:19|20)\d{2})\b/iu;

const ORG_ONLY_PATTERNS: RegExp[] = [
  new RegExp(String.raw`\b(?:[Cc]urrently|[Nn]ow|[Pp]resently)\s+(?:working\s+)?at\s+(?:the\s+)?(${ORG})`, "u"),
  new RegExp(
    String.raw`\b(?:internship|apprenticeship|traineeship|placement|residency|fellowship|(?:practical|on-the-job|in-service)\s+training)\s+(?:at|with)\s+(?:the\s+)?(${ORG})`,
    "u",
  ),
  // "was apprenticed to Peak & Sons Tiling": the master's firm is the apprentice's employer
  new RegExp(String.raw`\bapprenticed\s+(?:to|with|at)\s+(?:the\s+)?(${ORG})`, "u"),
  new RegExp(String.raw`\b(?:joined|joining|rejoined)\s+(?:the\s+)?(${ORG})`, "u"),
  // "got a job at Voss Metals", "took a position with …": the employer of a job given no title
  new RegExp(
    String.raw`\b(?:got|took|landed|found|started|accepted)\s+(?:a|an|my|his|her|their)\s+(?:(?:first|new|full-time|part-time|steady)\s+)?(?:job|position|post)\s+(?:at|with)\s+(?:the\s+)?(${ORG})`,
    "u",
  ),
  // "Currently I am employed by Al Noor Engineering": the employer said as such
  new RegExp(String.raw`\bemployed\s+(?:by|at|with)\s+(?:the\s+)?(${ORG})`, "u"),
  // "then moved to Snip&Co in 2016": an organisation moved to, with a date, that is no place
  new RegExp(String.raw`\b(?:moved|switched|went|transferred)(?:\s+over)?\s+to\s+(?:the\s+)?(${ORG})(?=[^.;]*?\b(?:19|20)\d{2}\b)`, "u"),
  new RegExp(
    String.raw`\b(?:worked|work|works|working|interned|employed|been|spent[^.]*?|was|am|'m|’m|teach|teaches|teaching|taught|served|serve)\s+(?:[\p{L}\d\s'’]{0,30}?\s|(?:\p{L}+\s+)?\p{Lu}\d{1,2}\s*[–-]\s*\p{Lu}?\d{1,2}\s+)?(?:at|for)\s+(?:the\s+)?(${ORG})`,
    "u",
  ),
  // "working in Tamar Mills from 2018 till now", as many write "at": dated, and checked below to be no place
  new RegExp(
    String.raw`\b(?:[Ww]orked|[Ww]orking|am\s+working|was\s+working|I\s+work|[Hh]e\s+works|[Ss]he\s+works)(?:\s+(?:now|currently))?\s+in\s+(?:the\s+)?(${ORG})(?=[^.;]*?\b(?:19|20)\d{2}\b)`,
    "u",
  ),
  // "did part-time data entry work in Lotus Print from 2020 to 2022": the work done in an organisation, dated, as "working in"
  new RegExp(String.raw`\b(?:did|do|does|doing|done)\s+(?:[\p{Ll}-]+\s+){0,4}work\s+in\s+(?:the\s+)?(${ORG})(?=[^.;]*?\b(?:19|20)\d{2}\b)`, "u"),
  // "Since 2020 I work in Zeta Brasil": the date may come first
  new RegExp(
    String.raw`^(?:[Ss]ince|[Ff]rom)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\b[^.;]*?\b(?:I\s+work|I\s+am\s+working|I'm\s+working|[Hh]e\s+works|[Ss]he\s+works)\s+in\s+(?:the\s+)?(${ORG})`,
    "u",
  ),
  // "I lead research at Nubank (2022 – present)": an organisation with dates in brackets is where the person worked
  new RegExp(String.raw`\bat\s+(?:the\s+)?(${ORG})(?:\s+in\s+${ORG})?\s*\([^()]*?(?:19|20)\d{2}[^()]*\)`, "u"),
  // "…; previously Fenwick Tiles (2016–2019)": a clause that is only an organisation and its span of years in brackets
  new RegExp(
    String.raw`^(?:(?:[Pp]reviously|[Bb]efore that|[Ee]arlier|[Ff]ormerly)\s*,?\s+)?(${ORG})\s*\(\s*(?:\p{L}+\s+)?(?:19|20)\d{2}\s*[–—-]\s*(?:(?:\p{L}+\s+)?(?:19|20)\d{2}|[Pp]resent|[Nn]ow|[Cc]urrent)\s*\)[.!]?$`,
    "u",
  ),
  // "I've been building care homes for Morwen & Spey since May 2019": the work done for an employer since a date
  new RegExp(
    String.raw`\b(?:I|[Hh]e|[Ss]he|[Tt]hey|[Ww]e)(?:'ve|'s|\s+have|\s+has)\s+been\s+(?!stud|learn|train|volunteer|liv|stay)\p{Ll}+ing\s+(?:[\p{Ll}-]+\s+){0,3}(?:for|at|with)\s+(?:the\s+)?(${ORG})(?=[^.]*\bsince\b)`,
    "u",
  ),
  // "has managed the front office of the Four Seasons Hotel Milano since 2020": a present-perfect role somewhere, since a date
  // "has coordinated the seed bank project at the Arden Botanical Institute since 2020", "has led …": a participle that does not end in "-ed" too
  new RegExp(
    String.raw`\b(?:has|have|'ve|’ve)\s+(?:\p{Ll}+ed|led|run|built|taught|held|kept|grown|overseen|made|done)\s+(?:[\p{Ll}\d\s-]{0,40}?\s)?(?:at|of|for)\s+(?:the\s+)?(${ORG})(?=[^.]*\bsince\b)`,
    "u",
  ),
  // "my career started in 2013 at PwC Vietnam", "I began at Acme in 2019"
  new RegExp(
    String.raw`\b(?:started|began|start|begin)\s+(?:my\s+career\s+)?(?:(?:in|around)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\s+)?at\s+(?:the\s+)?(${ORG})`,
    "u",
  ),
  // "In 2018 I left Codelco for BHP": the employer joined
  new RegExp(String.raw`\bleft\s+(?:the\s+)?${ORG}\s+(?:for|to\s+join)\s+(?:the\s+)?(${ORG})`, "u"),
  // "Since June 2020 I'm back in logistics with Harlan Freight", "now back at Fenwick": the employer returned to
  new RegExp(
    String.raw`\b(?:been|am|is|'m|are|was|went|came|now)\s+back\s+(?:in\s+(?:\p{Ll}+\s+){1,3}|to\s+work\s+)?(?:with|at|for)\s+(?:the\s+)?(${ORG})`,
    "u",
  ),
  // "has been with Saudi Aramco since 2017", "I've stayed with Deloitte": with an employer (with a tool is a skill)
  new RegExp(String.raw`\b(?:been|stayed|remained|is|am|'m|’m|was)\s+with\s+(?:the\s+)?(${ORG})`, "u"),
  // "worked with Kestrel Dairies from 2013 to 2015", "spent two seasons milking with Otago Farming (2013–2015)": worked with an
  // organisation a span of years follows (a tool is not worked with from one year to another)
  new RegExp(
    String.raw`\b(?:worked|work|works|working|spent[^.;]*?)\s+(?:[\p{L}\d\s'’]{0,40}?\s)?with\s+(?:the\s+)?(${ORG})(?=\s*\(\s*(?:\p{L}+\s+)?(?:19|20)\d{2}\s*[–—-]|,?\s+(?:from|between)\s+(?:\p{L}+\s+)?(?:19|20)\d{2}\s*(?:[–—-]|to|and|until|till)\s|,\s*(?:19|20)\d{2}\s*[–—-])`,
    "u",
  ),
  new RegExp(OWN_BUSINESS, "u"),
  // "in 2016 she founded Larch & Lye Soapworks": a business the person founded is where they work
  // "I own Rye & Co since 2016" (what kind of business it is said before "called"), "opened Casa Lume in 2015"
  new RegExp(
    String.raw`\b(?:founded|co-founded|established|set\s+up|setting\s+up|founding|own|owns|owned|opened)\s+(?!(?:my|his|her|their|our|a|an|the)\b)(${ORG})`,
    "u",
  ),
  new RegExp(
    // "… and then for Teranga Telecom until 2020": the verb said once for two employers, the second dated
    String.raw`^(?:(?:and\s+)?then\s+)?(?:for|with)\s+(?:the\s+)?(${ORG})(?=[^.;]*?\b(?:19|20)\d{2}\b)`,
    "u",
  ),
  new RegExp(
    // "before that 2012–2017 at Harbo Cargo in Gdynia": the span of years may open the clause
    String.raw`^(?:(?:[Pp]reviously|[Bb]efore that|[Tt]hen|[Ll]ater|[Ee]arlier|[Ff]ormerly)\s*,?\s+)?(?:(?:from\s+)?${DATE}\s*(?:[–—-]|to|until|till)\s*${DATE},?\s+)?[Aa]t\s+(${ORG})\s*(?:,|\(|(?=\s+(?:I|we)\s)|(?=\s+(?:for|from|since|between|until|as|in)\b)|(?=(?:19|20)\d{2}\s*(?:[–—-]|to)\s*(?:(?:19|20)\d{2}|now|present)\W*$)|$)`,
    "u",
  ),
];

export const ROLE_ONLY = new RegExp(
  String.raw`\b(?:(?:worked|work|working|was|am|'m|’m|served)\s+as|I've been|I have been|I was|I am|I'm|I’m|I’ve been)\s+(?:(?:a|an|the)\s+)?(${ROLE})`,
  "u",
);

/** "work as a carer", "served as a captain": a title the verb of the work names. */
export const ROLE_AS = new RegExp(String.raw`\b(?:worked|work|works|working|served|serves|serve)\s+as\s+(?:(?:a|an|the)\s+)?(${ROLE})`, "u");

/** Words that open a "role" but are really adjectives ("comfortable with Excel"). */
export const NOT_ROLE =
  /^(?:back|employed|comfortable|responsible|experienced|skilled|proficient|familiar|fluent|passionate|good|great|strong|expert|based|looking|seeking|keen|happy|interested|excited|self-taught|now|currently|also|recently|teach|teaches|taught|teaching|work|works|worked|studied|study|studying|graduated|completed|finished|earned|got|did|spent|joined|moved|started|been|was|is|there|here)$/i;

/**
 * Whether a title's first word says it is no title ("comfortable with Excel", "teaching maths"); "teaching" before the
 * assistant or fellow it qualifies names a title ("a teaching assistant").
 */
export function opensNoRole(title: string): boolean {
  return NOT_ROLE.test(title.split(/\s+/)[0] ?? "") && !/^teaching\s+(?:assistants?|aides?|fellows?|associates?)\b/i.test(title);
}

/** "a small agency called Brightwave" → "Brightwave". */
const CALLED_RE =
  /\b(?:an?|the)\s+(?:[\p{Ll}-]+\s+){0,3}(?!(?:app|tool|project|product|game|library|website|site|podcast|blog|book|course)\s)[\p{Ll}-]+\s+(?:called|named)\s+/giu;

/** "I've been coaching at Smart Fit", "been nursing since 2015": one word that is a verb's "-ing" form says what is done, not the title. */
export function namesActivity(title: string): boolean {
  return !/\s/.test(title.trim()) && /ing$/i.test(title.trim()) && nlp(title.trim().toLowerCase()).has("#Gerund");
}

/** Lower-case words that can be the subject or an adverb before a verb, where a word after them is the verb. */
const BEFORE_VERB = wordSet("i he she they we who also now still currently then later mostly mainly");

/**
 * The finite verbs of a title's words, less a word that sits between two of the title's words after a
 * modifier ("a senior accounts executive", "a key accounts manager"): there it names what the title deals
 * with, though compromise reads an "-s" word as a verb.
 */
function titleVerbs(role: string): string[] {
  const words = role.trim().split(/\s+/);
  return finiteVerbs(role).filter((verb) => {
    const at = words.findIndex((word) => word.toLowerCase() === verb);
    const before = words[at - 1];
    return !(at > 0 && at < words.length - 1 && before && /^\p{Ll}+$/u.test(before) && !/^(?:a|an|the)$/.test(before) && !BEFORE_VERB.has(before));
  });
}

/** Where in an organisation the person works, named after its possessive ("Deloitte's Kolkata office", "Acme's Leeds distribution centre"). */
const BRANCH_NOUN =
  /^\s*(?:office|branch|site|plant|store|shop|warehouse|depot|(?:distribution|fulfilment|fulfillment|call|contact|data|service)\s+cent(?:re|er)s?|campus|factory|hub|outlet|headquarters|studio|lab|mill|yard)\b/i;

/** "Deloitte's Kolkata" before "office": the employer is the owner of the branch, not the branch. */
function employerOfBranch(company: string, after: string): string {
  const owner = /^(.+?)['’]s\s+\p{Lu}/u.exec(company);
  return owner?.[1] && BRANCH_NOUN.test(after) ? owner[1] : company;
}

/** The clause after a match's group. */
function textAfter(clause: string, match: RegExpExecArray, group: number): string {
  const text = match[group] ?? "";
  return clause.slice(match.index + match[0].indexOf(text) + text.length);
}

/** "breaking software on purpose", "helping families resettle": words that open with what is being done, and name no title the résumé parser knows. */
export function opensWithActivity(title: string): boolean {
  const first = title.trim().split(/\s+/)[0] ?? "";
  return /ing$/i.test(first) && titleScore(title) === 0 && nlp(first.toLowerCase()).has("#Gerund");
}

/** "…, where I teach Year 2": what follows a school named as the place of a dated stay says the person works there. */
const TEACHES_THERE = /^[\s,]*(?:where\s+)?(?:I|he|she|they)\s+(?:now\s+|still\s+)?(?:teach|teaches|taught|lecture|lectures|lectured)\b/;

/** "I manage the Harbour Lights Cafe", "she ran the Crumb Corner bakery": the person, a verb of running a place, then its name. */
const MANAGES_ORG = new RegExp(
  String.raw`\b(?:I|[Hh]e|[Ss]he|[Tt]hey|[Ww]e)\s+(?:now\s+|currently\s+|still\s+|also\s+)?(?:manage|managed|run|ran|own|owned|operate|operated|head|headed)\s+(?:the\s+)?(${ORG})(?![\p{L}\d'’&.+-])(?!\s+(?:team|department|unit|division|group|project|programme|program|account|accounts|budget|portfolio|section|desk|shift|process)\b)`,
  "u",
);

/** The place a dated clause says the person manages or runs, when no employer is named after "at" or "for". */
function managedOrganisation(clause: string): string | undefined {
  // "I run the Leeds Marathon every year": a pastime, no job
  if (/\b(?:every|each)\s+(?:year|week|weekend|month|summer|spring|autumn|winter)\b/i.test(clause)) return undefined;
  const match = MANAGES_ORG.exec(clause);
  if (!match?.[1] || !findDates(clause).startDate || /\b(?:at|for|with)\s+(?:the\s+)?\p{Lu}/u.test(clause.slice(match.index + match[0].length)))
    return undefined;
  const company = cleanOrg(match[1]);
  return company && !MONTH_WORDS.test(company) && !knownSkill(company) && !parsePlace(company) && !/^(?:19|20)\d{2}$/.test(company) ? company : undefined;
}

/** A name that is a town or region as a whole: one the place list knows, or one whose every word the tagger knows as a place's. */
function townNamed(name: string): boolean {
  if (parsePlace(name)) return true;
  // every word a town's, region's or country's name ("Tulsa Grill House" is a business in the town)
  const words = nlp(`I live in ${name}.`).terms().json() as { terms: { tags: string[] }[] }[];
  const named = words.slice(3).map((word) => word.terms[0]?.tags ?? []);
  return named.length > 0 && named.length <= 3 && named.every((tags) => tags.some((tag) => tag === "City" || tag === "Region" || tag === "Country"));
}

/** `after`: the sentence's text after the clause, when the clause was split from one. */
/** "on the cardiology ward", "in the baby room", "on the goods-in dock": the part of an employer the work was done in, said after the title. */
export const WHERE_INSIDE_EMPLOYER = String.raw`\s+(?:on|in)\s+(?:the|a|an)\s+(?:\p{Ll}[\p{Ll}-]*\s+){0,3}(?:ward|unit|team|floor|desk|department|line|room|wing|section|shift|kitchen|lab|laboratory|office|dock|bay|yard|counter|tills?|ramp)`;

export function findRole(text: string, after = ""): RoleMatch | undefined {
  // "Worked 2 yrs at Accenture": a sentence may open with the verb
  const clause = employerAfterKind(text)
    .replace(CALLED_RE, "")
    // "head of QA at a payments lender, Quorral, since 2022": the kind of organisation, then its name set off by commas;
    // "on my family's farm, Elm Acres, from 2009", "managed the family's bakery, Rye Loaf, in Ashby": the place the work was at
    .replace(
      new RegExp(
        String.raw`\b(at|for|with|on|in|managed|ran|owned|operated)\s+(?:an?|(?:the|my|his|her|their|our)(?:\s+family['’]s)?)\s+(?:[\p{Ll}-]+\s+){0,2}[\p{Ll}-]+,\s+(${ORG})(?:,|(?=\s*$))`,
        "u",
      ),
      (words, word: string, org: string) =>
        parsePlace(org) || knownSkill(org) || (/^(?:on|in)$/.test(word) && SCHOOL_WORD.test(org)) ? words : `${/^(?:on|in)$/.test(word) ? "at" : word} ${org}`,
    )
    .replace(/^(?:Worked|Working|Interned|Joined|Spent|Been|Served|Taught|Teaching|Started|Began|Running|Ran|Founded|Launched)\b/, (verb) => verb.toLowerCase())
    // "Drove for Bolloré Logistics 2014 to 2020": a past verb of the work that opens it, with the subject it leaves out, is no title
    .replace(/^\p{Lu}\p{Ll}+(?=\s+(?:for|at|with)\s)/u, (word) =>
      titleScore(word) === 0 && nlp(`I ${word.toLowerCase()} it`).match(word.toLowerCase()).has("#PastTense") ? `I ${word.toLowerCase()}` : word,
    )
    // "Nurse since 2015 at Ashby General": the dates between the title and the employer (the clause's dates are read from it whole)
    .replace(
      new RegExp(
        String.raw`(?<=\p{L})\s+(?:since|from)\s+(?:${MONTH}\s+)?${YEAR}(?:\s*(?:-|–|—|to|until)\s*(?:(?:${MONTH}\s+)?${YEAR}|present|now))?(?=\s+(?:at|with|for)\s+(?:the\s+)?\p{Lu})`,
        "u",
      ),
      "",
    )
    // "a nurse technician (TE) at X", "repositor (stock clerk) in X": a short aside in brackets after the title, its letters or
    // its gloss, stands between the title and its employer
    .replace(/(?<=\p{L})\s*\([^()\d]{1,40}\)(?=\s+(?:at|with|for|in)\s+(?:the\s+)?\p{Lu})/u, "")
    // "a teacher in Bulawayo at Hillside School": the city named between the title and the employer is where, not who
    .replace(/\s+in\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?=\s+at\s+(?:the\s+)?\p{Lu})/u, (words, place: string) => (parsePlace(place) ? "" : words))
    // "worked in Atlas Call Center in Casablanca as a call agent": the town after the employer, before the title, is where
    .replace(
      /(?<=\b(?:worked|work|working)\s+(?:in|at|for)\s+(?:the\s+)?\p{Lu}[^,;.]*?)\s+in\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)(?=,?\s+as\s)/u,
      (words, place: string) => (parsePlace(place) ? "" : words),
    )
    // "area manager for Northern Ontario at X", "area manager for the Midlands at X": the region the work covers, named between the
    // title and the employer, is where, not who
    .replace(
      /\s+for\s+(?:the\s+)?((?:(?:North|South|East|West|Northern|Southern|Eastern|Western|Central|Greater|Upper|Lower)(?:\s+|-))?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?))(?=\s+at\s+(?:the\s+)?\p{Lu})/u,
      (words, region: string, place: string) => (parsePlace(region) || parsePlace(place) ? "" : words),
    )
    // "a medical interpreter, Somali and English, at X": the languages set off by commas say which, the title goes on after them
    .replace(/,\s+([^,]+?),\s+(?=at\s+(?:the\s+)?\p{Lu})/u, (aside, languages: string) => (LANGUAGES_ONLY.test(languages.trim()) ? " " : aside))
    // "a staff nurse on the cardiology ward at X", "lead carer in the baby room at X": the ward, room or team between the title and
    // the employer is where in it
    .replace(new RegExp(String.raw`${WHERE_INSIDE_EMPLOYER}(?=\s+at\s+(?:the\s+)?\p{Lu})`, "u"), "");
  for (const { re, role, org, notPlace, knownTitle, business } of ROLE_PATTERNS) {
    const match = re.exec(clause);
    if (!match) continue;
    const company = cleanOrg(match[org] ?? "");
    if (business && companyScore(company) === 0 && !PLACE_OF_CARE.test(company)) continue;
    // "spent three years at Corvane as a team lead for Payfast": after an employer named with "at", "for" names what the
    // work was for (a product, a client), and the employer is the one before
    if (
      new RegExp(String.raw`\sfor\s+(?:the\s+)?${escapeRegExp(match[org]!)}`).test(match[0]) &&
      /\bat\s+(?:the\s+)?\p{Lu}/u.test(clause.slice(0, match.index))
    )
      continue;
    // "moved to London in 2014 as a nurse": a move to a city names where, not the employer
    if ((notPlace || /^moved to\s/i.test(match[0].trim())) && parsePlace(company)) continue;
    // "I'm a licensed practical nurse in Bakersfield": after "in", a town (one the tagger knows too) is where, not the employer
    if (new RegExp(String.raw`\sin\s+(?:the\s+)?${escapeRegExp(match[org]!)}`).test(match[0]) && townNamed(company)) continue;
    // "as a sound and lighting technician": a title of two fields joined by "and"; "as a cashier and later moved …" ends at "and"
    const joined = /^(.+?)\s+and\s+(.+)$/.exec(match[role] ?? "");
    const ends = joined && (/^(?:later|then|also|now|eventually|afterwards|soon|was|got|became|moved)\b/i.test(joined[2]!) || hasFiniteVerb(joined[2]!));
    const told = cleanRole(ends ? joined[1]! : (match[role] ?? ""));
    // "an experienced planning officer with Tarn Homes": the praise is the person's, the title the words after it
    const praised = /^(?:experienced|seasoned)\s+(\S.*)$/i.exec(told)?.[1];
    const jobTitle = praised && titleScore(praised) > 0 ? cleanRole(praised) : told;
    // "as a backend engineer in January 2022": a date, not an employer
    if (MONTH_WORDS.test(company.split(/\s+/)[0] ?? "")) continue;
    // a staff nurse at a university hospital works there; a student there studies
    if (!company || (SCHOOL_WORD.test(company) && /\b(?:student|graduate|alumn|studied|studying)/i.test(`${jobTitle} ${clause}`))) continue;
    // "a sophomore at Oakridge State": a year of study is no title, wherever it is
    if (STUDENT_YEAR.test(jobTitle) && studentYearAt(clause)) continue;
    if (/\bthe\s+$/i.test(clause.slice(0, match.index + match[0].indexOf(match[role]!))) && titleScore(jobTitle) === 0) continue;
    // "a 5th grade teacher", "a teaching assistant": an ordinal, or a word that alone would be the sentence's, may open a title
    const opensTitle = /^(?:\d{1,2}(?:st|nd|rd|th)|teaching|study|back)[\s-]\p{L}/iu.test(jobTitle) && titleScore(jobTitle) > 0;
    if (!jobTitle || /^(?:I|we|my|our|it|this|that)$/i.test(jobTitle) || ((/^\d/.test(jobTitle) || opensNoRole(jobTitle)) && !opensTitle)) continue;
    if (namesActivity(jobTitle) || (knownTitle && !readsAsTitle(jobTitle))) continue;
    // "a professional course of baking at Forno School": a course studied there, no title held
    if (/^(?:[\p{L}-]+\s+){0,2}(?:course|courses|programme|program)\b(?:\s+(?:of|in|on)\b|$)/iu.test(jobTitle)) continue;
    // "I'm Petr Novak, QA engineer at Avast": after a bare comma only a title the résumé parser knows ("…, first at Maersk" is
    // none), and a student's place is a school ("…, final year student at RMIT Vietnam")
    // ("…, a CNA at Willow Creek": an article before it says a title follows, known or not)
    if (match[0].startsWith(",") && ((titleScore(jobTitle) === 0 && !/^,\s+(?:a|an)\s/i.test(match[0])) || /\bstudent\b/i.test(jobTitle))) continue;
    // "a developer with Python", "I'm solid with Tally": with a tool, not an employer; "an architect with
    // Mustapha Architects" names a title the résumé parser knows, and "three years with Kinship Trust as a
    // family support worker" names its title after "as"
    const withOrg = new RegExp(String.raw`\swith\s+(?:the\s+)?${company.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(match[0]);
    const titledByAs = match[0].indexOf(match[role]!) > match[0].indexOf(match[org]!) && /\bas\s/.test(match[0].slice(match[0].indexOf(match[org]!)));
    // "I was a glazier with Norlan Windows from 2012 to 2018": a title the person was, with an employer, from a start to an end
    const datedSpell =
      new RegExp(String.raw`\b(?:I|he|she|they)\s+(?:was|were)\s+(?:(?:a|an)\s+)?${escapeRegExp(match[role]!)}`).test(clause) &&
      Boolean(findDates(clause).endDate);
    // "a land surveyor with Delta Geomatics since 2018", "a painter with Pinturas Sol 2015-2021": an organisation the person has been
    // with since a date, or over the years written straight after it, employs them
    const datedWith = new RegExp(
      String.raw`\swith\s+(?:the\s+)?${escapeRegExp(company)}(?:\s+(?:since|from|between)\s+(?:\p{L}+\s+)?|,?\s+\(?)(?:19|20)\d{2}`,
      "u",
    ).test(clause);
    // ("Apprenticeship with Corrig Electric 2004-2008": a placement is no title, however it is dated)
    const placement = /^(?:apprenticeship|internship|placement|traineeship|residency|work experience)$/i.test(jobTitle);
    if (withOrg && (knownSkill(company) || (titleScore(jobTitle) === 0 && !titledByAs && !datedSpell && (!datedWith || placement)))) continue;
    // "Nils Berg has driven forklifts at …": a sentence in the perfect, not a title; the work may still name one
    if (/\b(?:has|have|had)\s+(?!been\b)\p{Ll}+/iu.test(jobTitle))
      return { jobTitle: impliedTitle(clause), company: employerOfBranch(company, textAfter(clause, match, org)) };
    // "Putri studied Visual Communication Design at ITB", "Kavitha teaches science at …": a sentence, not a title
    const titleWords = jobTitle.toLowerCase().split(/\s+/);
    // "has led the survey programme at …": what was done since, no title
    if (
      (IRREGULAR_PAST.has(titleWords[0]!) || /\p{Ll}ed$/u.test(titleWords[0]!)) &&
      new RegExp(String.raw`\b(?:has|have|'ve|’ve)\s+${escapeRegExp(titleWords[0]!)}\b`, "i").test(clause)
    )
      continue;
    if (/\b(?:studied|graduated|majored|earned|received|completed)\b/i.test(jobTitle) || titleVerbs(match[role]!).some((verb) => titleWords.includes(verb)))
      continue;
    // "She currently leads the card team at Kestrel Pay": a verb of the sentence, in the present, opens what reads as the title
    const opening = match[role]!.split(/\s+/)[0]!;
    const roleAt = match.index + match[0].indexOf(match[role]!);
    const doing =
      /^\p{Ll}+s$/u.test(opening) &&
      /\b(?:I|he|she|they|currently|now|also|still)\s+$/i.test(clause.slice(0, roleAt)) &&
      finiteVerbs(clause.slice(0, roleAt + opening.length)).includes(opening);
    return { jobTitle: doing ? "" : jobTitle, company: employerOfBranch(company, textAfter(clause, match, org)) };
  }
  // "I bartended at Quay Bar from 2006 to 2008": a dated job told by a verb made from the trade's own name
  const tradeJob = new RegExp(String.raw`${TRADE_VERB.source}(?:the\s+)?(${ORG})`, "u").exec(clause);
  if (tradeJob?.[2] && findDates(clause).startDate) {
    const company = cleanOrg(tradeJob[2]);
    if (company && !MONTH_WORDS.test(company) && !SCHOOL_WORD.test(company)) return { jobTitle: TRADE_OF_VERB[tradeJob[1]!.toLowerCase()]!, company };
  }
  // "I drive for Keller Haulage since 2019": a dated job told with the work itself as the verb
  const presentJob = PRESENT_JOB_ORG.exec(clause);
  if (presentJob?.[1] && findDates(clause).startDate && worksThereNow(clause)) {
    const company = cleanOrg(presentJob[1]);
    if (company && !MONTH_WORDS.test(company) && !SCHOOL_WORD.test(company) && !knownSkill(company)) return { jobTitle: impliedTitle(clause), company };
  }
  // "Drove for Pellow Haulage since 2017", "Managing Corner Loaf in Ashby since 2020": a dated job told by a verb alone, no subject
  const bareVerbEmployer = bareVerbJobEmployer(text);
  if (bareVerbEmployer) return { jobTitle: impliedTitle(clause), company: bareVerbEmployer };
  const pastEmployer = pastJobEmployer(clause);
  if (pastEmployer && !MONTH_WORDS.test(pastEmployer) && !SCHOOL_WORD.test(pastEmployer) && !knownSkill(pastEmployer))
    return { jobTitle: impliedTitle(clause), company: pastEmployer };
  // "has worked for herself since 2017", "I've been self-employed": the person is their own employer
  // "working freelance as an interpreter since 2016": the title after "as" is the freelancer's; "I run my own garage since 2017" is the owner's dated work
  if (SELF_EMPLOYED_RE.test(clause) || (ownUnnamedBusiness(clause) && findDates(clause).startDate)) {
    // "went freelance 2009-2016 as Kerr Signs": a capitalised name after "as" that is no title is the business's
    const business = new RegExp(String.raw`\b(?:self[- ]employed|freelance)\b[^.;]*?\bas\s+(${ORG})`, "u").exec(clause)?.[1];
    if (business && titleScore(business) === 0 && !parsePlace(business) && !knownSkill(business)) return { jobTitle: "", company: cleanOrg(business) };
    const titled = /^(?!well\b)(?:(?:a|an)\s+)?(.+)$/.exec(
      ROLE_AS.exec(clause)?.[1] ??
        /\bas\s+(?:(?:a|an)\s+)?(\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,3}?)(?=\s+(?:since|from|in|for|between|until)\b|\s+\d|[,.;]|$)/u.exec(clause)?.[1] ??
        "",
    );
    return { jobTitle: titled?.[1] && !opensNoRole(titled[1]) ? cleanRole(titled[1]) : "", company: SELF_EMPLOYED };
  }
  const managed = managedOrganisation(clause);
  if (managed) return { jobTitle: "", company: managed };
  for (const re of ORG_ONLY_PATTERNS) {
    const match = re.exec(clause);
    if (!match) continue;
    const company = cleanOrg(match[1] ?? "");
    if (!company || MONTH_WORDS.test(company) || /^(?:19|20)\d{2}$/.test(company)) continue;
    if (/\b(?:in|to)\s+(?:the\s+)?$/.test(match[0].slice(0, match[0].length - match[1]!.length)) && parsePlace(company)) continue;
    if (
      SCHOOL_WORD.test(company) &&
      !/\b(?:worked|work|works|working|employed|teach|teaches|taught|teaching|served|lectured|lecturing|led|leads|leading|managed|manages|headed|heads|directed|directs|coordinated|coordinates)\b/.test(
        clause,
      ) &&
      !TEACHES_THERE.test(after)
    )
      continue;
    // "currently at Shopify since 2022": a tool's name is an employer when the person is dated there
    const datedAt = new RegExp(String.raw`\bat\s+(?:the\s+)?${escapeRegExp(company)}\b`).test(clause) && Boolean(findDates(clause).startDate);
    if (knownSkill(company) && !datedAt && !/\b(?:worked|work|joined|employed|interned)\b/.test(clause)) continue;
    // "I'm good at Figma" names a tool, not an employer
    if (/\b(?:good|great|better|best|skilled|proficient|expert|excellent|strong|decent|fluent)\s+(?:at|with)\s/i.test(clause)) continue;
    return {
      jobTitle: /\bintern(?:ed|ing|ship)\b/i.test(clause) ? "Intern" : impliedTitle(clause),
      company: employerOfBranch(company, textAfter(clause, match, 1)),
    };
  }
  return undefined;
}

/**
 * "She taught English at …", "has driven forklifts at …": the title the work names when no title is said — a teacher of the
 * subject taught, a driver of the vehicle driven.
 */
export function impliedTitle(clause: string): string {
  // ("teaches Art and Business Studies at …": subjects of several words, and more than one)
  const subject = String.raw`(?:\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?|maths|math|music|art|science|history|geography|chemistry|physics|biology)`;
  const taught = new RegExp(
    // ("teach English to adults at …": whom it is taught to may come between)
    String.raw`\b(?:taught|teaches|teach|has\s+taught|have\s+taught)\s+(${subject}(?:(?:,\s+|\s+(?:and|&)\s+)${subject}){0,2})(?:\s+to\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+)?\s+(?:at|in|for)\s`,
    "u",
  ).exec(clause);
  if (taught) return titleCase(`${taught[1]} teacher`);
  // "lectured part-time at …": a lecturer there
  const lectured = /\b(?:lectured|lectures|lecture|lecturing)\s+(?:(part[- ]time)\s+)?(?:at|in|for)\s/iu.exec(clause);
  if (lectured) return lectured[1] ? "Part-time Lecturer" : "Lecturer";
  // "drove a tour bus for …": a word saying what kind of vehicle may come before it
  const drove = new RegExp(
    String.raw`\b(?:drove|drives|drive|driving|(?:has|have|had)\s+driven)\s+(?:a\s+)?(?:(${VEHICLE_KIND})\s+)?(\p{Ll}+)\s+(?:at|for|with)\s`,
    "u",
  ).exec(clause);
  const VEHICLE_ALONE = new RegExp(String.raw`^${VEHICLE}$`);
  // "forklifts", "buses": the vehicle in the plural is driven as well
  const vehicle = [drove?.[2], drove?.[2]?.replace(/e?s$/, ""), drove?.[2]?.replace(/s$/, "")].find((word) => word && VEHICLE_ALONE.test(word));
  if (vehicle) return titleCase(`${drove?.[1] ? `${drove[1]} ` : ""}${vehicle} driver`);
  // "waitressed at …", "bartended for …": a verb made from the trade's own name says the title
  const trade = TRADE_VERB.exec(clause)?.[1]?.toLowerCase();
  return trade ? TRADE_OF_VERB[trade]! : "";
}

/** What kind of vehicle ("a school bus", "a tow truck"), and the vehicles whose driving names a trade. */
export const VEHICLE_KIND = String.raw`(?:school|delivery|tow|dump|city|tour|garbage|mail|shuttle|fuel|tanker|logging|airport|cement)`;
export const VEHICLE = String.raw`(?:forklift|truck|lorry|bus|taxi|van|tractor|crane|tram|train|coach|delivery|cab|ambulance|digger|excavator|dumper)`;

const TRADE_OF_VERB: Record<string, string> = {
  waitressed: "Waitress",
  waitered: "Waiter",
  bartended: "Bartender",
  tutored: "Tutor",
  babysat: "Babysitter",
  nannied: "Nanny",
  lifeguarded: "Lifeguard",
  caddied: "Caddie",
  cashiered: "Cashier",
  chauffeured: "Chauffeur",
  refereed: "Referee",
  // "currently waitressing at …", "bartending for …": the same verbs said as ongoing work
  waitressing: "Waitress",
  waitering: "Waiter",
  bartending: "Bartender",
  babysitting: "Babysitter",
  nannying: "Nanny",
  lifeguarding: "Lifeguard",
  caddying: "Caddie",
  chauffeuring: "Chauffeur",
  refereeing: "Referee",
  // "i also nanny two days a week through …", "I babysit for …": the present forms
  nanny: "Nanny",
  babysit: "Babysitter",
  bartend: "Bartender",
};

const TRADE_VERB = new RegExp(
  String.raw`\b(${Object.keys(TRADE_OF_VERB)
    .map((verb) => `[${verb[0]!.toUpperCase()}${verb[0]}]${verb.slice(1)}`)
    .join(
      "|",
    )})\s+(?:(?:part[- ]time|full[- ]time|briefly)\s+)?(?:(?:\d|one|two|three|four|five)\s+(?:days?|nights?|evenings?)\s+a\s+week\s+)?(?:at|for|with|in|through)\s+(?=(?:the\s+)?\p{Lu})`,
  "u",
);

// ---------------------------------------------------------------- education

/** "completed my Textile Design (BA) at …", "did my CAP Pâtisserie at …": the capitalised course after the verb, any bracket after it left out. */
const COMPLETED_COURSE =
  /\b(?:[Cc]ompleted|[Ff]inished|[Dd]id\s+my)\s+(?:my\s+)?(\p{Lu}[\p{L}&'’-]*(?:\s+(?:(?:of|in|and|&)\s+)?\p{Lu}[\p{L}&'’-]*){0,4})(?:\s*\([^)]*\))?\s+(?:at|from)\s+(?:the\s+)?\p{Lu}/u;
/** "did my welding certificate at Ridgeway College": a certificate or diploma done, named in lower case, at a school named as one. */
const QUALIFICATION_DONE =
  /\b(?:[Dd]id|[Gg]ot|[Ee]arned|[Cc]ompleted|[Ff]inished)\s+(?:my|a|an|the)\s+((?:\p{Ll}[\p{L}'’-]*\s+){0,3}(?:certificate|diploma)(?:\s+[\p{L}\d]+)?)\s+(?:at|from)\s+(?:the\s+)?\p{Lu}/u;
/**
 * "finished high school in 2016 at Elm Ridge Academy", "finish ensino médio 2015 in Escola …": a school stage or course named
 * in lower case, finished (its year may come between) at or in a school named as one.
 */
const STAGE_FINISHED =
  /\b(?:[Cc]omplet(?:ed|e)|[Ff]inish(?:ed)?)\s+(?:my\s+|the\s+)?((?!(?:internship|placement|shift|job|work|contract)\b)(?!school,?\s+(?:in|at|from|(?:19|20)\d{2})\b)(?:(?!(?:in|at|from|with|and|my|the)\b)\p{Ll}[\p{Ll}'’-]*\s+){0,2}(?!(?:in|at|from|with|and|my|the)\b)\p{Ll}[\p{Ll}'’-]*)(?:\s*\([^)]*\))?(?:,?\s+(?:in\s+)?(?:19|20)\d{2})?,?\s+(?:at|from|in)\s+(?:the\s+)?\p{Lu}/u;

/**
 * "I have a National Certificate in Business (Administration) Level 4 from Tarn Polytechnic", "got my matric in 2019 at Elm
 * High School", "did my N2 Plumbing and trade test at Eden College", "got my level 1 first aid and NVQ Level 2 in Baking from …"
 * (the named one after a lower-case short course), "an SVQ in Retail and Customer Service from …" (an "and" between two
 * capitalised words of its name): whatever qualification is held or got, named before
 * "at" or "from" a school named as one (a lower-case second item and the year told before the school are no part of it);
 * "I have Year 13 from …", "got N3 Electrical from …": held with no article, named in capitals or as a stage and its number.
 */
const QUALIFICATION_HELD =
  /(?:\b(?:[Dd]id|[Gg]ot|[Ee]arned|[Cc]ompleted|[Ff]inished|[Hh]ave|[Hh]as|[Hh]old|[Hh]olds|[Oo]btained|[Aa]chieved|[Pp]assed)\s+(?:(?:my|a|an|his|her|their)\s+|(?=\p{Lu}|\p{Ll}+\s+\d{1,2}\b))|^\s*(?:and\s+)?(?:my|a|an|his|her|their)\s+)(?:(?:\p{Ll}+|\d+)(?:\s+(?:\p{Ll}+|\d+)){0,4}\s+and\s+(?=\p{Lu}))?([\p{L}\d](?:\([^()]*\)|[\p{L}\d&'’-]|\s(?!(?:at|from|through|and)\s)|\sand(?=\s\p{Lu}\p{Ll}))*?)(?:\s+and\s+(?:(?:a|the|my)\s+)?\p{Ll}+(?:\s+\p{Ll}+){0,2})?(?:\s+in\s+(?:19|20)\d{2})?\s+(?:at|from|through)\s+(?:the\s+)?\p{Lu}/u;

/** "did DAE mechanical from Kestrel Polytechnic", "passed matric commerce from …": whatever course was done "from" a school named as one. */
const COURSE_FROM_SCHOOL =
  /\b(?:[Dd]id|[Cc]ompleted|[Ff]inished|[Pp]assed)\s+(?:(?:my|a|an|the)\s+)?((?:[\p{L}&'’-]+\s+){0,2}[\p{L}&'’-]+)\s+from\s+(?:the\s+)?\p{Lu}/u;

/** "… and matric commerce from Elm Public School 2012": a clause that opens with a course the résumé parser knows as a degree, "from" its school. */
function degreeFromSchool(clause: string): RegExpExecArray | null {
  const match = /^\s*((?:[\p{L}&'’-]+\s+){0,2}[\p{L}&'’-]+)\s+from\s+(?:the\s+)?\p{Lu}/u.exec(clause);
  return match && looksLikeDegree(match[1]!) ? match : null;
}

/** "a Computer Science degree from …", "got my Trabajo Social degree at …": the subject or title named before the word "degree". */
const SUBJECT_FIRST_DEGREE =
  /\b(?:[Aa]n?|[Mm]y|[Hh]is|[Hh]er|[Tt]heir)\s+((?:\p{Lu}[\p{L}&'’-]*\s+(?:(?:and|&)\s+)?){1,5}degree)\b(?=\s+(?:from|at|in)\s+(?:the\s+)?[\p{Lu}\d])/u;

/**
 * "a Pastry Arts diploma at Kobe Cooking Institute", "Plumbing qualification from Liceul Tehnic Nr. 4": the field named
 * before the word for a certificate, at or from a school named as one.
 */
export const SUBJECT_FIRST_QUALIFICATION = new RegExp(
  String.raw`(?<![\p{L}])((?:\p{Lu}[\p{L}&'’-]*\s+(?:(?:and|&)\s+)?){1,5}(?:[Cc]ertificate|[Dd]iploma|[Qq]ualification))(?=\s+(?:from|at|through)\s+(?:the\s+)?(?:\p{Lu}[\p{L}'’.-]*\s+(?:(?:of|de|and|&)\s+)?){0,4}(?:${SCHOOL_WORDS}))`,
  "u",
);

/** "Centre de formation Rivière-Nord", "Centro de Formación Sur": a training centre's name, its lower-case words with it; a trade school's likewise. */
const TRAINING_CENTRE = new RegExp(
  // "… professionnelle du Lac": the article before the place's name joins it
  String.raw`\b((?:Centre|Centro)\s+de\s+(?:formation|formaci[óo]n|forma[çc][ãa]o)(?:\s+(?:professionnelle|profesional|profissional))?\s+(?:(?:du|de|des|del|do|da)\s+)?${ORG}|` +
    // "École hôtelière Saint-Roch", "Escuela de cocina Sur": a school of a trade, the trade's lower-case words with its name
    String.raw`(?:[ÉE]cole|Escuela|Escola|Scuola)\s+(?:(?:de|d'|di|da)\s*)?\p{Ll}[\p{Ll}'’-]+(?:\s+\p{Ll}[\p{Ll}'’-]+)?\s+(?:(?:du|de|des|del|do|da)\s+)?${ORG})`,
  "u",
);

/** "I'm a Civil Engineer from Universidad de Talca": the professional title a school gives (an engineer's, an architect's …) is the degree. */
const TITLE_FROM_SCHOOL = new RegExp(
  String.raw`\b(?:I'm|I am|(?:[Hh]e|[Ss]he) is)\s+(?:an?\s+)?((?:\p{Lu}\p{Ll}+\s+){0,3}(?:Engineer|Architect|Accountant|Economist|Lawyer|Psychologist|Nutritionist|Pharmacist|Physiotherapist|Dentist|Veterinarian|Agronomist|Chemist|Biologist|Nurse|Technologist|Administrator))(?=\s+from\s+(?:the\s+)?(?:\p{Lu}[\p{L}'’-]*\s+(?:(?:of|de|del|and|&)\s+)?){0,4}(?:University|College|Institute|School|Academy|Polytechnic|Universidad|Universit\p{L}*|Politécnic\p{L}*)\b)`,
  "u",
);

/** A degree read up to the school's name: cut where the words left are the school's name, or its opening words. */
function withoutSchoolName(degree: string, school: string): string {
  if (!school) return degree;
  const first = school.split(/\s+/)[0]!;
  for (const match of degree.matchAll(new RegExp(String.raw`\s+${escapeRegExp(first)}(?![\p{L}\d])`, "gu"))) {
    const rest = degree.slice(match.index).trim();
    if (school.startsWith(rest) || rest.startsWith(school)) return degree.slice(0, match.index).trim();
  }
  return degree;
}

/** "student", "sophomore", "final-year student": a year of study, said as what the person is. */
/** "a student", "a final-year student", "a sophomore": a year of study said as what the person is. */
const STUDY_YEAR = String.raw`(?:(?:first|second|third|fourth|final)[\s-]year\s+)?(?:student|freshman|sophomore|junior|senior)`;
const STUDENT_YEAR = new RegExp(String.raw`^${STUDY_YEAR}$`, "i");

/**
 * "I'm a sophomore at Oakridge State", "a junior at Elm State studying nursing": the place a student is in a year of study at
 * ("junior" and "senior" only where the clause tells of studying, as "a senior at Acme" may be a rank).
 */
function studentYearAt(clause: string): string | undefined {
  const match = new RegExp(String.raw`\b(?:[Aa]n?)\s+(${STUDY_YEAR})\s+at\s+(?:the\s+)?(${ORG})`, "u").exec(clause);
  if (!match) return undefined;
  if (/\b(?:junior|senior)$/i.test(match[1]!) && !/\b(?:study|studying|studies|major\w*|graduat\w*|degree|semester|class\s+of)\b/i.test(clause))
    return undefined;
  return match[2];
}

/** "Completed Year 12", "Passed SSC": the verb that finished a qualification is no part of its name. */
export function withoutFinishingVerb(degree: string): string {
  const bare = degree.replace(/^(?:completed|finished|passed|did|got|obtained|earned)\s+(?:(?:my|a|an|the)\s+)?(?=\p{L})/iu, "");
  return bare === degree ? degree : capitalFirst(bare);
}
/**
 * The stages a school-leaver passes, as written ("matric", "Leaving Cert", "O levels", "NCEA Level 1", "GCSEs", "SSC"), where they open
 * the clause or follow the verb that says they were passed ("sat my O levels", "finished … with NCEA Level 1"), not a class taught.
 */
const SCHOOL_STAGE =
  /(?<=(?:^|\b(?:[Pp]ass(?:ed)?|[Dd]id|[Dd]one|[Gg]ot|[Cc]ompleted|[Ff]inished|[Ss]at|[Tt]ook|[Hh]ave|[Hh]as|[Hh]ad|[Ee]arned|[Oo]btained|with)\s+(?:(?:my|the|his|her|their|an?)\s+)?))([Mm]atric(?:ulation)?|[Ll]eaving\s+[Cc]ert(?:ificate)?|[OA]-?\s?[Ll]evels?|NCEA\s+[Ll]evel\s+[1-3]|GCSEs?|SSCE?|HSC|SPM|KCSE|WASSCE)(?![\p{L}\d])/u;

export function findEducation(clause: string): Education | undefined {
  // "After my degree (BSc Chemistry, …)": a named degree wins over the bare word
  // ("MS Office", "MS Excel": Microsoft's programs, no master's degree)
  const degrees = [...clause.matchAll(new RegExp(DEGREE_RE.source, "gu"))].filter((match) => !/^MS\.?\s/.test(match[1]!) || namesDegree(match[1]!));
  const named = degrees.find((match) => !/^(?:degree|associate)$/i.test(match[1]!.trim()));
  // "a Pastry Arts diploma": the field before a bare "diploma" names it
  const subjectFirst = !named || /^(?:diploma|certificate)$/i.test(named[1]!.trim()) ? SUBJECT_FIRST_QUALIFICATION.exec(clause) : null;
  const degreeMatch =
    subjectFirst ??
    named ??
    SUBJECT_FIRST_DEGREE.exec(clause) ??
    CERTIFICATE_AT_SCHOOL.exec(clause) ??
    // (a title the person holds now at an employer the clause names is a job: "… from Corran University, now at Quell")
    (TITLE_FROM_SCHOOL.test(clause) && !/\b(?:at|with|for)\s+(?:the\s+)?\p{Lu}/u.test(clause) ? TITLE_FROM_SCHOOL.exec(clause) : null) ??
    degrees[0] ??
    new RegExp(INTRODUCED_DEGREE.source, "u").exec(clause) ??
    CERTIFICATE_FROM.exec(clause);
  const schoolMatch = new RegExp(String.raw`\b(?:from|at|through)\s+(?:the\s+)?(${ORG})`, "gu");
  // "a junior at Oakridge State": where a student is in a year of study is a school, however it is named
  const studentAt = studentYearAt(clause);
  let school = TRAINING_CENTRE.exec(clause)?.[1] ? cleanOrg(TRAINING_CENTRE.exec(clause)![1]!) : "";
  for (const match of school ? [] : clause.matchAll(schoolMatch)) {
    const candidate = cleanOrg(match[1] ?? "");
    if (SCHOOL_WORD.test(candidate) || (studentAt && cleanOrg(studentAt) === candidate) || (degreeMatch && !school && !/^(?:19|20)\d{2}$/.test(candidate))) {
      school = candidate;
      if (SCHOOL_WORD.test(candidate)) break;
    }
  }
  // "(BSc Biology, University of Exeter, 2023) working as a lab technician at Eurofins": a school named as one wins over an employer after "at"
  if (!SCHOOL_WORD.test(school)) {
    const bare = new RegExp(String.raw`(${ORG_TOKEN}(?:\s+(?:of|de|the|and|&)?\s*${ORG_TOKEN}){0,5})`, "gu");
    for (const match of clause.matchAll(bare)) {
      if (SCHOOL_WORD.test(match[1] ?? "")) {
        school = cleanOrg(match[1]!);
        break;
      }
    }
  }
  // "I study electrical engineering in KNUST": "in" for "at" before a school that is no place
  const studiedAt =
    new RegExp(String.raw`\b(?:[Ss]tudied|[Ss]tudy|[Ss]tudying|[Mm]ajored|[Gg]raduated|[Aa]ttended)\b[^.;]*?\b(at|from)\s+(?:the\s+)?(${ORG})`, "u").exec(
      clause,
    ) ?? new RegExp(String.raw`\b(?:[Ss]tudied|[Ss]tudy|[Ss]tudying)\s+(?:\p{Ll}+\s+){0,4}?(in)\s+(?:the\s+)?(${ORG})`, "u").exec(clause);
  if (!school && studiedAt?.[2] && !(studiedAt[1] === "in" && (parsePlace(studiedAt[2]) || MONTH_WORDS.test(studiedAt[2])))) school = cleanOrg(studiedAt[2]);
  // "my graduation in Pharmacy at …", "a formation in Law": "graduation" and "formation" as Portuguese and Spanish speakers say a degree (graduação, formação)
  const studiedSubject =
    /\b(?:studied|study|studying|majored in|major in|graduated in|(?:formation|graduation)\s+in)\s+(?!(?:at|from|in|with|under)\s)([\p{L}&][\p{L}&\s'’-]{1,60}?)(?=(?:\s*\([^)]*\))?(?:\s+(?:at|from|in\s+\d|in\s+(?:the\s+)?\p{Lu})|[,.;]|$))/iu.exec(
      clause,
    );
  // "Finished my Marine Biology at Kestrel University": a course told by the verb that ended it, at a school named as one
  const completed = SCHOOL_WORD.test(school)
    ? (COMPLETED_COURSE.exec(clause) ??
      QUALIFICATION_DONE.exec(clause) ??
      (degreeMatch ? null : (COURSE_FROM_SCHOOL.exec(clause) ?? degreeFromSchool(clause) ?? QUALIFICATION_HELD.exec(clause) ?? STAGE_FINISHED.exec(clause))))
    : null;
  const studied = studiedSubject ?? completed;
  const graduated = /\bgraduat(?:ed|ing|e)\b/i.test(clause);
  if (!degreeMatch && !(school && (studied || graduated || SCHOOL_WORD.test(school)))) return undefined;
  // "matriculated from Northdale High School in 2011", "12th pass 2016 from Kurla Junior College": the school-leaving stage, from a school named as one
  const leaving = SCHOOL_WORD.test(school) ? /\b(?:(matriculated)|((?:1[0-2]|[89])th)(?=\s+(?:pass(?:ed)?|std|standard)\b))/i.exec(clause) : null;
  // "matric passed in 2009 at Elm High School", "finished at Rimu College with NCEA Level 1": a school-leaving stage named at a school named as
  // one, when the clause tells no work there
  const stage =
    SCHOOL_WORD.test(school) && !leaving && !/\b(?:work\p{L}*|teach\p{L}*|taught|employed|job|as\s+an?)\b/iu.test(clause) ? SCHOOL_STAGE.exec(clause) : null;
  if (!degreeMatch && !studied && !graduated && !leaving && !stage && !/\b(?:attended|student|alumn|studied\s+(?:at|from))/i.test(clause)) return undefined;
  const education = emptyEducation();
  if (degreeMatch) {
    education.degree = degreeMatch[1]!
      // "a Diploma in Care which I got through …", "Master degree in Finance on Elm Academy": a relative clause or a preposition the subject ran on into
      .replace(/\s+(?:which|that)(?:\s+(?:I|he|she|they|we)(?:\s+[a-z]+)?)?\s*$/i, "")
      .replace(/\s+(?:from|at|in|on|through|via)\s*$/i, "")
      .replace(/[\s,.;:]+$/, "")
      // "an Ausbildung as a mechatronics technician": the trade it trains for, without its article
      .replace(/^(Ausbildung\s+as)\s+an?\s+/, "$1 ")
      .trim();
    // the school's name ends the degree where it opens ("BA in Manx Studies from Manx Open University": not at the subject's "Manx")
    education.degree = withoutSchoolName(education.degree, school);
  }
  // "a BTEC Level 3 Extended Diploma in IT", "my City & Guilds Advanced Certificate": the capitalised words between the article and
  // the degree's word name the qualification too
  const lead =
    degreeMatch && degreeMatch === named
      ? /(?:^|\s)(?:a|an|my|his|her|their)\s+((?:(?:\p{Lu}[\p{L}&-]*|&|\d{1,2})\s+){1,4})$/u.exec(clause.slice(0, degreeMatch.index))?.[1]?.trim()
      : undefined;
  if (lead && /^\p{Lu}/u.test(lead) && !SCHOOL_WORD.test(lead) && !parsePlace(lead) && !MONTH_WORDS.test(lead))
    education.degree = `${lead} ${education.degree}`;
  education.degree = capitalFirst(education.degree);
  // "studied Nursing at …": the subject is the degree the text states ("studied at …" names none); "(BS, 2012)" joins it
  // "studied Law (Grado en Derecho) at …": the subject told in the sentence wins over its name in brackets after it
  const bracketed = degreeMatch !== undefined && degreeMatch !== null && /\(\s*$/.test(clause.slice(0, degreeMatch.index));
  if (studied?.[1] && bracketed && !/^(?:in|of)\b/i.test(studied[1].trim())) education.degree = "";
  // "studied BCom at …": the subject studied may be the degree itself, said once
  const subject = studied?.[1]?.trim() ?? "";
  const saidOnce = !!education.degree && subject.toLowerCase().startsWith(education.degree.toLowerCase());
  if (subject && !saidOnce && (!education.degree || new RegExp(`^${DEGREE_ABBR}$`, "u").test(education.degree)))
    education.degree = `${education.degree} ${subject}`.trim();
  // "did matric commerce from …": a course named in lower case is written as a degree is
  if (completed && studied === completed) education.degree = capitalFirst(education.degree);
  // "finished high school at …": the diploma a high school gives, as when graduated from one
  if (/^high\s+school$/i.test(education.degree)) education.degree = "High School Diploma";
  if (!education.degree && leaving) education.degree = leaving[1] ? "Matric" : leaving[2]!;
  education.degree = withoutFinishingVerb(education.degree);
  if (!education.degree && stage) education.degree = capitalFirst(stage[1]!);
  education.school = school;
  const years = [...clause.matchAll(new RegExp(YEAR, "g"))].map((m) => m[0]);
  // "from Aldmoor University (2006) behind me I worked in galleries … from 2007 to 2013": the year in brackets by the school is the degree's
  const byschool = school ? new RegExp(String.raw`${escapeRegExp(school)}\s*\(\s*(${YEAR})\s*\)`).exec(clause)?.[1] : undefined;
  // "BSc from Elm College, Pune in 2018 and also I am CCNA certified (2020)", "at Fir University graduating 2019 - before that … in 2007":
  // of several years, the one that follows the school within a few words is the degree's, not one told after it
  const afterSchool =
    school && years.length > 1
      ? new RegExp(
          String.raw`${escapeRegExp(school)}[^.;()\d]{0,25}?(?<!\b(?:and|from|since|to|until|till|before|after|then)\s+)(${YEAR})(?!\s*(?:[–—-]|to\b)\s*(?:${YEAR}|present|now|today)\b)`,
          "u",
        ).exec(clause)?.[1]
      : undefined;
  education.graduationYear = byschool ?? afterSchool ?? years.at(-1) ?? "";
  const gpa =
    /\b(?:GPA|CGPA)\s*(?:of\s*)?[:=]?\s*(\d(?:\.\d{1,2})?(?:\s*\/\s*\d+(?:\.\d+)?)?)|(\d(?:\.\d{1,2})?(?:\s*\/\s*\d+(?:\.\d+)?)?)\s+(?:GPA|CGPA)\b/i.exec(
      clause,
    );
  if (gpa) education.gpa = (gpa[1] ?? gpa[2] ?? "").trim();
  const honors =
    /\b((?:first[- ]class|upper second[- ]class|2:1|summa cum laude|magna cum laude|cum laude|with (?:high )?honou?rs|with distinction|dean's list)[\p{L} ]*?)(?=[,.;]|$)/iu.exec(
      clause,
    );
  if (honors) education.honors = honors[1]!.trim();
  // "a final-year computer science student at …": the subject is what the person studies
  const student = /([\p{L}]+(?:\s+[\p{L}]+)?)\s+student\s+(?:at|of|from)\b/u.exec(clause);
  if (!education.degree && student?.[1]) {
    // "I was a student at …", "im a student at …": the words before "student" that are the sentence's, not a subject of study
    const subject = `${student[1]} `
      .replace(/^(?:(?:i|im|m|he|she|they|we|was|were|am|is|are|an?|the|final|first|second|third|fourth|year|\S+-year)\s+)+/i, "")
      .trim();
    if (subject && !/^(?:an?|the|final-year|student)$/i.test(subject)) education.degree = subject.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
  }
  // "Geology part-time": how the course is taken is no part of its name
  education.degree = education.degree.replace(/\s+(?:part[- ]time|full[- ]time|online|remotely|in the evenings)$/i, "");
  if (!education.degree && !education.school) return undefined;
  return education;
}

// ---------------------------------------------------------------- skills and extras

/** What opens a list of skills in a sentence ("skilled in", "good with", "Tools:", "I use", "I can operate", "I master", …). */
export const SKILL_CUE = new RegExp(
  [
    String.raw`\b(?:skilled|proficient|competent|fluent|adept|strong|well[- ]versed|expert|expertise|experienced|certified|speciali[sz](?:es|e|ed|ing)|skills?)\s+(?:in|with|at)\s+`,
    String.raw`\btrained\s+in\s+`,
    // "good in Excel and typing": as said in English learnt as a second language
    String.raw`\b(?:good|great|confident|solid|handy|decent)\s+(?:with|at|on|in)\s*:?\s+`,
    String.raw`\b(?:skills|stack|tools|lab|lab skills|laboratory skills|technologies|tech stack|toolkit|languages|computer|computers|computing|areas(?:\s+of\s+(?:expertise|practice|focus))?|expertise|strengths|specialties|specialities|competencies|core competencies|methods|software|systems|platforms|programs)\s*(?:include|includes|including|are|:|\||like|such as)\s*`,
    // "SOFTWARE KNOWN : Word, Busy Accounting": a CV's label for the programs the person can use
    String.raw`\b(?:software|computer|computers|programs|tools)\s+known\s*:\s*`,
    String.raw`\b(?:I\s+)?(?:know|use|uses|used|(?:work|works|worked)\s+(?:(?:daily|every\s*day|regularly)\s+)?with|(?:work|works|worked)\s+(?:daily|every\s*day|regularly)\s+in|mainly use|love using)\s*:?\s+`,
    String.raw`\b(?:I|he|she)\s+(?:master|masters|mastered)\s+`,
    String.raw`\b(?:(?:I|i|he|she|they|we)\s+)?(?:can|could)\s+(?:do|use|operate|run|handle|drive)\s+`,
    // "I do med passes, wound care and charting", "I read blueprints, do …": the things the person does, told as a list
    String.raw`\bI\s+(?:also\s+)?(?:do|read)\s+(?!(?:my|a|an|it|that|this|not|some|lots|a\s+lot)\b)`,
    String.raw`\b(?:experience|familiarity|knowledge)\s+(?:in|with|of)\s+`,
    String.raw`^\s*(?:IT|computer|computers|digital|software)(?:\s+skills)?\s*:\s*`,
    String.raw`\b(?:familiar|comfortable|hands-on)\s+(?:with|in)\s+`,
    String.raw`\busing\s+`,
  ].join("|"),
  "i",
);

const PEOPLE_ONE_IS_GOOD_WITH =
  /^(?:(?:my|the)\s+)?(?:customers?|cust?mers|clients|people|kids|children|patients|residents|guests|the public|elderly|older people|animals|pets|computers|(?:my\s+)?hands)$/i;

export function skillsFromClause(clause: string): string[] {
  const cue = SKILL_CUE.exec(clause);
  if (!cue) return [];
  const explicit =
    // a cue ending in a colon ("Methods I use: …") announces a list
    // as is being trained or certified in something ("I'm certified in wound care and phlebotomy")
    /skill|proficient|competent|stack|tools|technologies|languages|expert|adept|versed|strong|good|great|confident|solid|handy|decent|comfortable|areas|strengths|special|competenc|methods|software|systems|platforms|programs|certified|trained|\bcan|could|:\s*$/i.test(
      cue[0],
    );
  const labelled = /[:：]\s*$/.test(cue[0]);
  const goodAt = /\b(?:good|great|handy|decent)\s+at\s+$/i.test(cue[0]);
  const tail = clause
    .slice(cue.index + cue[0].length)
    .replace(/\b(?:among others|and more|etc\.?)\b.*$/i, "")
    // "I use Roomly PMS and speak Maltese", "where I can use my knowledge and grow with …": the next thing the person does ends the list
    .replace(
      /,?\s+and\s+(?:also\s+)?(?:(?:I|he|she|they|we)\s+(?:also\s+)?)?(?:speak|speaks|am|is|have|has|enjoy|enjoys|love|loves|like|likes|can|do|does|grow|learn|develop|contribute|improve|gain)\b.*$/i,
      "",
    );
  // "I use Roomly PMS": after "use", a name the author capitalises is the tool's
  // (so after "know": "I know Vetlink software")
  const usedTool =
    /\b(?:use|uses|used|(?:work|works|worked)\s+(?:(?:daily|every\s*day|regularly)\s+)?with|(?:work|works|worked)\s+(?:daily|every\s*day|regularly)\s+in|mainly use|know|knows|master|masters|mastered)\s*:?\s+$/i.test(
      cue[0],
    );
  const items = splitSkills(tail.replace(/\s+or\s+/g, ", "));
  // "I do …", "I read …", "I know …": a list of what the person does or knows, two or more short things
  const doneCue = /\b(?:do|read|know|knows)\s+$/i.test(cue[0]);
  const cleaned = items.map((item) =>
    item
      // "I read blueprints, do conduit bending and know the code": each item may open with its own verb
      .replace(
        /^(?:(?:and|also)\s+)?(?:(?:I|i)\s+)?(?:do|does|know|knows|read|reads|run|runs|operate|operates|drive|drives|(?:can|could)\s+(?:use|do|run|operate|drive))\s+/u,
        "",
      )
      // "a bit of Go", "some Vue": how well the person knows it is not part of the name
      .replace(/^(?:a\s+(?:little\s+)?bit\s+of|a\s+little|some|basic|plenty\s+of|lots\s+of|a\s+lot\s+of|also)\s+/i, "")
      .replace(/^(?:the|a|an)\s+/i, "")
      // "typing (60 wpm)": how fast or how much, in brackets, is no part of the name
      .replace(/\s*\(\d[^()]*\)$/, "")
      .replace(/\s+(?:for|to|in|at|on|with)\s.*$/i, "")
      .replace(/\s+(?:daily|every\s*day|regularly|a lot|a (?:little )?bit|too|as well|at work|(?:(?:very|quite|really|pretty)\s+)?well)$/i, "")
      .replace(/[\s.,;:!?—–-]+$/u, "")
      .trim(),
  );
  // "I use AutoCAD, Revit and Primavera P6": next to a known tool, a capitalised name is one too
  const listed = cleaned.some((item) => knownSkill(item));
  // "I know classical French technique, pastry, menu costing and HACCP": three or more short items after the cue are a list
  const shortList = cleaned.length >= 3 && cleaned.every((item) => item && item.split(/\s+/).length <= 3 && !/^(?:to|how|that|what|where|when)\b/i.test(item));
  return cleaned.filter((item) => {
    if (!item || /^\d+$/.test(item) || new RegExp(`^(?:${LANGUAGES})$`).test(item)) return false;
    // "I can do anything": a word standing for things names none
    if (/^(?:anything|everything|something|it|that|this|them|all|most|more|both)\b/i.test(item)) return false;
    // "good with customers", "great with kids": who or what the person gets on with is a trait, no skill a form lists
    if (/\b(?:good|great|confident|handy|decent)\s+with\s+$/i.test(cue[0]) && PEOPLE_ONE_IS_GOOD_WITH.test(item)) return false;
    if (knownSkill(item)) return true;
    // "I was trained in Lyon": where the person learnt is no skill
    if (/^trained\b/i.test(cue[0]) && parsePlace(item)) return false;
    if (
      doneCue &&
      cleaned.length >= 2 &&
      item.split(/\s+/).length <= 3 &&
      !/^(?:to|how|that|what|where|when|why|if|not)\b/i.test(item) &&
      !nlp(item).has("(#Adverb|#Pronoun|#Modal|#Determiner|#Preposition|#Value)")
    )
      return true;
    return (
      (explicit || shortList || ((listed || (usedTool && !parsePlace(item))) && /^(?:[\p{Lu}\d]|\p{Ll}{1,3}\p{Lu})/u.test(item))) &&
      // "Tools: JMP, Six Sigma Yellow Belt": a labelled list's items may be a little longer
      item.split(/\s+/).length <= (labelled ? 4 : 3) &&
      !/\b(?:I|my|me|years?|experience)\b/i.test(item) &&
      // "building APIs" is something done; a one-word item under a "Skills:" label ("safeguarding", "bookkeeping") is a skill
      // "good at welding": a single word the person is good at is a skill too; "breastfeeding support" under a label names a skill
      // by its noun, where "building dashboards" names what was done to things
      (!/ing\b/.test(item.split(/\s+/)[0] ?? "") ||
        ((labelled || explicit) && !/\s/.test(item)) ||
        (labelled && /^\p{Ll}+ing\s+\p{Ll}+$/u.test(item) && !/s$/.test(item)) ||
        // "good at handling complaints": what a person says they are good at doing is a skill of theirs
        (goodAt && /^\p{Ll}+ing\s+\p{Ll}+$/u.test(item)))
    );
  });
}

export function certificationsFrom(clause: string): string[] {
  const found: string[] = [];
  const named = /((?:\p{Lu}[\p{L}\d+&-]*\s+){0,4}Certified(?:\s+[\p{Lu}\d][\p{L}\d+&-]*){0,6})/gu;
  // "Certified in BLS": the word alone names no certification
  for (const match of clause.matchAll(named)) if (match[1]!.trim() !== "Certified") found.push(match[1]!.trim());
  const suffixed = /((?:\p{Lu}[\p{L}\d+&-]*\s+){1,5})(?:certification|certificate)\b/gu;
  for (const match of clause.matchAll(suffixed)) found.push(match[1]!.trim());
  const acronyms = /\b(PMP|CPA|CFA|CISSP|CCNA|CCNP|ACCA|CIMA|CSM|PSM|PRINCE2|ITIL|CISA|CISM|CEH|SHRM-CP|PHR|RN|CNA|BLS|ACLS)\b/g;
  for (const match of clause.matchAll(acronyms)) found.push(match[1]!);
  return found.filter((item, index) => !found.slice(0, index).some((other) => other.includes(item) || item.includes(other)));
}
