/**
 * Who the prompt is about and where they are: the name on a résumé-style first line ("Ravi Kumar |
 * …", "JAMES O'CONNOR", "About\nOmar Al-Farsi"), an introduction ("I'm …", "My name is …",
 * "Priya is a …"), or else the first person compromise finds in the opening sentences. Names keep
 * their own letters (accents, apostrophes, hyphens); an all-capitals name is given its usual case.
 */
import { capitalFirst } from "../../../lib/text/letters.ts";
import { nlp } from "../../nlp.server.ts";
import { headingKind } from "../../parse/sections/headings.server.ts";
import { parsePlace } from "../../parse/fields/locations.server.ts";
import { companyScore, looksLikeDegree, looksLikeSchool, titleScore } from "../../parse/fields/roles.server.ts";
import { extractName, extractPlace, GREETING_ALONE, NOT_NAME, SCHOOL_WORD, splitFullName } from "./extract-facts.server.ts";
import { wordSet } from "../../../lib/text/word-set.ts";
import { nameTheAddressSpells } from "./email-name.server.ts";

export interface PersonName {
  firstName: string;
  lastName: string;
}

export interface Place {
  city?: string;
  state?: string;
  country?: string;
}

const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*|(?:al|el|bin|van|von|de|da|del|dela|delos|der|di|la|le|dos|du|y)(?:-\p{Lu}[\p{L}'’-]*)?)$/u;
/** "Name: …", "Name - …", or a table's "Name      Pavla Kovar" where a wide gap stands for the colon. */
/** "Candidate summary – Ada Lind", "Referral: …", "CV — …", a Europass CV's "PERSONAL INFORMATION    Ada Lind": a recruiter's or a form's label before the name. */
const LEADING_LABEL =
  /^(?:about(?:\s+me)?|personal\s+(?:information|details|data|info)|(?:full\s+)?name|nombre(?:\s+completo)?|nome(?:\s+completo)?|nom(?:\s+complet)?|profile|summary|(?:speaker\s+|short\s+)?bio(?:graphy)?|(?:candidate|applicant|nominee)(?:\s+(?:summary|profile|name|details))?|referral|cv|curriculum\s+vitae|r[eé]sum[eé])(?:\s*[:：–—-]\s*|\s{2,}|\t\s*)/i;
// "– Ana Reyes, …", "1) Ana Reyes – …": a dash or a list's number marks the line as a bullet does
const LEADING_BULLET = /^\s*(?:[-–—*•·▪◦‣●►✓]|\d{1,2}[.)])\s+/u;
/** "… Hootsuite. — Inés Rosales Belmonte, ines@…", "Regards, Pablo Ruiz — pablo@…": a name signed at the end of the text (the contacts after it are taken out, their separator may stay). */
const SIGNED_NAME = /(?:^|\s)(?:[—–]|-{1,2}|(?:Regards|Thanks|Cheers|Best|Sincerely)\s*,?)\s*(\p{Lu}[^—–,|·•\n(.]{2,60}?)\s*(?:[,|(·•][^—–\n]*|[—–/-]+\s*)?$/u;
// a full stop after a single capital is a middle initial; a tab parts a table's cells ("Ana B. Reyes"), not the end of the field
const FIELD_BREAK = /\s*(?:[|,(·•:;\t]|\s[—–/-]\s|(?<!(?:^|\s)\p{Lu})\.(?:\s|$))/u;

function properCase(word: string): string {
  if (!/^[\p{Lu}'’-]+$/u.test(word) || word.length < 2) return word;
  return word.toLowerCase().replace(/(^|['’-])(\p{Ll})/gu, (_m, sep: string, letter: string) => `${sep}${letter.toUpperCase()}`);
}

/** Two to four words that can only be a person's name. */
function asName(text: string): PersonName | undefined {
  // "Kia Ora, …": a greeting of two capitalised words is no name
  if (GREETING_ALONE.test(text.trim())) return undefined;
  // "Ana B. Reyes": a middle initial between the given name and the surname is neither
  const tokens = text
    .trim()
    .split(/\s+/)
    .filter((token, index, all) => token && !(index > 0 && index < all.length - 1 && /^\p{Lu}\.$/u.test(token)));
  if (tokens.length < 2 || tokens.length > 4) return undefined;
  if (!tokens.every((token) => NAME_WORD.test(token) && !/^I(?:['’]|$)/.test(token)) || !/^\p{Lu}/u.test(tokens[0]!)) return undefined;
  if (tokens.some((token) => NOT_NAME.has(properCase(token)))) return undefined;
  // "Name's Bea Santos": a word with a possessive's "'s" opens no name
  if (/['’]s$/u.test(tokens[0]!)) return undefined;
  if (titleScore(text) > 0 || companyScore(text) > 0 || looksLikeSchool(text) || SCHOOL_WORD.test(text) || looksLikeDegree(text) || headingKind(text))
    return undefined;
  // "Goldman Sachs", "Morgan Stanley": compromise knows them as organisations
  if (nlp(text).organizations().found) return undefined;
  // "Sela Tupou RN", "Ana Lima CPA": capitals after a name written in mixed case are letters after it, not a surname
  const mixedCase = (token: string) => /\p{Ll}/u.test(token);
  while (tokens.length > 2 && mixedCase(tokens[0]!) && /^\p{Lu}{2,5}$/u.test(tokens.at(-1)!)) tokens.pop();
  // "MORIYAMA Kaito": a surname in capitals written first, as Japanese and French résumés do
  // ("ALASDAIR McBRIDE" is not one: a "Mc" surname in capitals keeps its small "c")
  if (tokens.length >= 2 && /^\p{Lu}{3,}$/u.test(tokens[0]!) && tokens.slice(1).every((token) => mixedCase(token) && !/\p{Lu}{2}/u.test(token)))
    return { firstName: tokens.slice(1).join(" "), lastName: properCase(tokens[0]!) };
  return splitFullName(tokens.map(properCase));
}

/** "Lebenslauf / CV", "Hoja de vida | CV": the document's title, in one language or two, over the name. */
const DOCUMENT_TITLE =
  /^(?:(?:lebenslauf|cv|c\.v\.|curriculum\s+vitae|r[eé]sum[eé]|curr[ií]culo(?:\s+vitae)?|hoja\s+de\s+vida|levensloop|životopis|[zż]yciorys)\s*(?:[/|·•–—-]\s*|$))+$/iu;

/** The name that opens a résumé-style prompt, on a line of its own or before the first delimiter. */
function headerName(text: string): PersonName | undefined {
  for (const raw of text.split("\n").slice(0, 4)) {
    // "✨ Carla Lenzi ✨": pictographs around the name are decoration
    let line = raw
      .replace(/^(?:\s|\p{Extended_Pictographic}|\u200d|\ufe0f)+|(?:\s|\p{Extended_Pictographic}|\u200d|\ufe0f)+$/gu, "")
      .replace(LEADING_BULLET, "")
      .replace(LEADING_LABEL, "")
      .trim();
    // "J O N   D O E": a name set in spaced letters, its words parted by wider gaps
    if (/^\p{L}(?: \p{L})+(?:\s{2,}\p{L}(?: \p{L})+)+$/u.test(line))
      line = line
        .split(/\s{2,}/)
        .map((word) => word.replace(/ /g, ""))
        .join(" ");
    if (!line) continue;
    if (headingKind(line.replace(/[:：]\s*$/, "")) || DOCUMENT_TITLE.test(line)) continue;
    // "About Kit" heads a bio with a nickname; "About Jane Doe" names her
    const about = /^about\s+(.+)$/i.exec(line);
    if (about) {
      const named = asName(about[1]!);
      if (named) return named;
      // "About Dale" over "Dale Poole is a tiler …": the heading's given name, its surname where the text writes it in full
      const given = about[1]!.trim();
      const below = text.slice(text.indexOf(raw) + raw.length);
      const full = /^\p{Lu}[\p{Ll}'’-]+$/u.test(given) ? withSurnameSaid({ firstName: given, lastName: "" }, below) : undefined;
      if (full?.lastName) return full;
      continue;
    }
    return asName(line.split(FIELD_BREAK)[0] ?? "");
  }
  return undefined;
}

/** The first person compromise names in the opening sentences, when it is a full name. */
function entityName(text: string): PersonName | undefined {
  const opening = (nlp(text).sentences().out("array") as string[]).slice(0, 3).join(" ");
  for (const person of nlp(opening).people().out("array") as string[]) {
    const text = person.replace(/[^\p{L}'’\s-]+/gu, " ").trim();
    // only the person the text introduces: at the start of a sentence or after "I'm", "im", "name is"
    const at = opening.indexOf(text);
    const before = opening.slice(0, Math.max(0, at));
    if (at < 0 || !(/(?:^|[.!?]\s+)$/.test(before) || /\b(?:i'?m|i am|im|name(?:'s| is)|this is|call me)\s+$/i.test(before))) continue;
    const name = asName(text);
    if (name) return name;
  }
  return undefined;
}

function signedName(text: string): PersonName | undefined {
  const signed = SIGNED_NAME.exec(text.trim());
  return signed?.[1] ? asName(signed[1]) : undefined;
}

/** A letter's closing ("Kind regards,") with the name signed on the line under it. */
const CLOSING_THEN_NAME =
  /(?:^|\n)\s*(?:(?:Kind|Best|Warm|Warmest|With\s+best)\s+regards|Regards|Sincerely|Yours\s+(?:sincerely|faithfully|truly)|Best(?:\s+wishes)?|Many\s+thanks|Thanks|Thank\s+you|Cheers|Respectfully)\s*,?\s*\n\s*([^\n]+)/i;

function nameUnderClosing(text: string): PersonName | undefined {
  const line = CLOSING_THEN_NAME.exec(text)?.[1];
  return line ? asName(line.split(FIELD_BREAK)[0] ?? "") : undefined;
}

/** "Liisa Korpela · Tampere · liisa@…": a contact line anywhere in the text opens with the name. */
function contactLineName(text: string): PersonName | undefined {
  for (const line of text.split("\n")) {
    if (!/[^\s@]+@[^\s@]+\.\p{L}{2,}/u.test(line) || !/[|·•]/.test(line)) continue;
    const name = asName(line.trim().split(FIELD_BREAK)[0] ?? "");
    if (name) return name;
  }
  return undefined;
}

/**
 * "Ida Berg — 0412 555 019 — ida@…", "… before that. Ida Berg 0412 555 019": a line or a sentence that opens with the name and
 * goes straight on to a phone number or an e-mail.
 */
const NAME_THEN_CONTACT =
  /(?:^|\n|[.!?]\s+)(\p{Lu}[\p{L}'’-]+(?:[^\S\n]+\p{Lu}[\p{L}'’-]+){1,3})[^\S\n]*(?:[,|·•]|[^\S\n][—–-][^\S\n])?[^\S\n]*(?=\+?\(?\d[\d ().-]{6,}\d|[^\s@]+@[^\s@]+\.\p{L}{2,})/gu;

function nameThenContact(text: string): PersonName | undefined {
  for (const match of text.matchAll(NAME_THEN_CONTACT)) {
    const name = asName(match[1]!);
    if (name) return name;
  }
  return undefined;
}

/** A contact on its own line: an e-mail, a phone number or a web address, and nothing else. */
const CONTACT_ONLY = /^(?:[^\s@]+@[^\s@]+\.\p{L}{2,}|\+?[\d\s().-]{7,}|(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+(?:\/\S*)?)$/u;

/** "…\nMirela Vasquez-Hart\nmirela@…": a profile export ends with the name on a line of its own, above its contacts. */
function closingLineName(text: string): PersonName | undefined {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  while (lines.length > 1 && CONTACT_ONLY.test(lines.at(-1)!)) lines.pop();
  // the tagger must know it for a person's ("Available Immediately" closes some profiles too)
  return lines.length > 3 && nlp(lines.at(-1)!).has("#Person") ? asName(lines.at(-1)!) : undefined;
}

/** "About\n…\n\nIda Berg\nStore Manager · Lindex": a name on a line of its own, anywhere, above a line its title opens. */
function nameAboveHeadline(text: string): PersonName | undefined {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  for (const [index, line] of lines.entries()) {
    const next = lines[index + 1]?.split(/\s+at\s+|\s*[|·•,]\s*|\s+[—–-]\s+/)[0] ?? "";
    if (next && titleScore(next) > 0 && !headingKind(line)) {
      const name = asName(line);
      if (name) return name;
    }
  }
  return undefined;
}

/** "… QA Engineer at Luxa from 2015 to 2019. Taras Koval, Lviv.": the text ends with the name as a sentence of its own, a town after it. */
function closingSentenceName(text: string): PersonName | undefined {
  const last =
    (nlp(text.trim()).sentences().out("array") as string[])
      .at(-1)
      ?.replace(/[.!]+$/, "")
      .trim() ?? "";
  const [who = "", ...rest] = last.split(/\s*,\s*/);
  if (rest.length > 1 || (rest.length === 1 && !parsePlace(rest[0]!))) return undefined;
  // the tagger must know it for a person's: a sentence of capitalised words may as well name a place or a ward
  return nlp(who).has("#Person") ? asName(who) : undefined;
}

/** "im tessa lund from …", "my name is ola berg,": an introduction typed all in lower case, and the words after it. */
const LOWER_CASE_INTRODUCTION =
  /(?:^|[\s,.!?])(?:i['’]?m|i\s+am|my\s+name\s+is|my\s+names|name['’]s|this\s+is|call\s+me)\s+(\p{Ll}[\p{Ll}'’-]*(?:\s+\p{Ll}[\p{Ll}'’-]*){1,2})/giu;

/** A name typed in lower case after an introduction: two or three words the tagger reads, every one, as a person's. */
function lowerCaseName(text: string): PersonName | undefined {
  for (const match of text.matchAll(LOWER_CASE_INTRODUCTION)) {
    const words = match[1]!.split(/\s+/);
    while (words.length >= 2) {
      // a hyphenated surname is read by its first part ("peters-obi")
      const terms = nlp(words.map((word) => word.split(/[-'’]/)[0]).join(" "))
        .terms()
        .json() as { terms: { tags: string[] }[] }[];
      if (terms.length === words.length && terms.every((term) => term.terms[0]?.tags.includes("Person"))) {
        const cased = words.map((word) => word.replace(/(^|['’-])(\p{Ll})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase()));
        const name = asName(cased.join(" "));
        if (name) return name;
      }
      words.pop();
    }
  }
  return introducedFrom(text) ?? loneGivenName(text);
}

/** "hi im sarah, i worked …", "im david 24 from ohio": a given name alone after a lower-case introduction, when the tagger knows it for one. */
const LONE_GIVEN_NAME =
  /(?:^|[\s,.!?])(?:i['’]?m|i\s+am|my\s+name\s+is|my\s+names|name['’]s|call\s+me)\s+(\p{Ll}[\p{Ll}'’-]+)(?=\s*(?:[,.!?;:]|\d|$)|\s+(?:from|and|here)\b)/giu;

function loneGivenName(text: string): PersonName | undefined {
  for (const match of text.matchAll(LONE_GIVEN_NAME)) {
    const given = match[1]!;
    const tags = (nlp(given).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    if (tags.includes("FirstName")) return { firstName: capitalFirst(given), lastName: "" };
  }
  return undefined;
}

/** "i am timo al rashidi from …": a known given name, then a surname (a particle may open it), said before where the person is from. */
const INTRODUCED_FROM =
  /(?:^|[\s,.!?])(?:i['’]?m|i\s+am)\s+(\p{Ll}[\p{Ll}'’-]*)\s+((?:(?:el|al|de|da|van|von|le|la|bin|ben|ter)\s+)?\p{Ll}[\p{Ll}'’-]*)(?=\s+from\b)/giu;

function introducedFrom(text: string): PersonName | undefined {
  for (const match of text.matchAll(INTRODUCED_FROM)) {
    const [given, surname] = [match[1]!, match[2]!];
    if (!(nlp(given).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags.includes("FirstName")) continue;
    const last = surname.split(/\s+/).at(-1)!;
    const tags = (nlp(last).terms().json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
    if (tags.some((tag) => FUNCTION_TAGS.includes(tag) || tag === "Place")) continue;
    const cased = `${given} ${surname}`.replace(/(^|[\s'’-])(\p{Ll})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
    const name = asName(cased);
    if (name) return name;
  }
  return undefined;
}

/**
 * "name is ola berg, 44, …", "Name is Ola Berg 0412 …", "my name is ola berg i work …": the words after "name is" are the name,
 * in whatever case, when none is a function word (in unpunctuated text the next sentence's "i" or "and" ends it).
 */
// (a surname's small word before it is part of it: "tom te rangi", "ana de souza")
const STATED_NAME =
  /(?:^|[.!?,;:]\s*|\bmy\s+)(?:name\s+is|names|name['’]s)\s+([\p{L}'’-]+\s+(?:(?:te|de|da|do|dos|di|du|van|von|le|la|al|el|bin|ter|ten)\s+)?[\p{L}'’-]+)(?=\s*(?:[,.;:!?()\d]|$)|\s+(?:i|im|i['’]m|i\s+am|and|from)\s)/giu;
const FUNCTION_TAGS = ["Verb", "Preposition", "Determiner", "Pronoun", "Conjunction", "Adverb", "Value", "QuestionWord"];

function statedName(text: string): PersonName | undefined {
  for (const match of text.matchAll(STATED_NAME)) {
    const words = match[1]!.split(/\s+/);
    // a hyphenated surname is two terms to the tagger ("ola berg-sande")
    const parts = words.flatMap((word) => word.split("-").filter(Boolean));
    const terms = nlp(parts.join(" ")).terms().json() as { terms: { tags: string[] }[] }[];
    if (terms.length !== parts.length || terms.some((term) => term.terms[0]?.tags.some((tag) => FUNCTION_TAGS.includes(tag)))) continue;
    const cased = words.map((word) => word.replace(/(^|['’-])(\p{Ll})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase()));
    const name = asName(cased.join(" "));
    if (name) return name;
  }
  return undefined;
}

/** "I'm Zanele. Zanele Khumalo.": a given name introduced alone takes the surname the text writes after it elsewhere. */
function withSurnameSaid(name: PersonName, text: string): PersonName {
  if (name.lastName) return name;
  const full = new RegExp(String.raw`(?<![\p{L}])${name.firstName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\s+\p{Lu}[\p{L}'’-]+){1,2}(?![\p{L}])`, "u").exec(
    text,
  )?.[0];
  const read = full ? asName(full) : undefined;
  return read && read.firstName.split(" ")[0] === name.firstName ? read : name;
}

/**
 * Second given names of the compound first names common in Spanish, Portuguese, French and Italian ("María José", "Ana Sofía",
 * "Pedro Henrique", "Jean Paul").
 */
const SECOND_GIVEN_NAME = wordSet(
  "José Jose María Maria Sofía Sofia Carlos Luis Luisa Fernanda Fernando Isabel Lucía Lucia Camila Gabriela Valentina Alejandra Alejandro Eugenia Teresa Pilar Antonio Manuel Miguel Ángel Andrés Pablo Javier Ignacio Eduardo Francisco Belén Guadalupe Henrique Pedro Paulo Felipe Eduarda Clara Vitória Cecília Marie Pierre Paul Claude Baptiste Philippe François Louis Grazia",
);

/** "María José Ortega", "Ana Sofía Vélez Ríos": a given name of two words, known by its second word; the family names follow it. */
function withCompoundGivenName(name: PersonName): PersonName {
  const words = name.lastName.split(/\s+/);
  if (name.firstName.includes(" ") || words.length < 2 || words.length > 3) return name;
  // "Rosa Inés Cabrera Vidal": four names, none a particle ("van der", "da"), are two given names and two family names
  const fourNames = words.length === 3 && words.every((word) => /^\p{Lu}/u.test(word) && !SURNAME_PARTICLE.test(word));
  if (!SECOND_GIVEN_NAME.has(words[0]!) && !fourNames) return name;
  return { firstName: `${name.firstName} ${words[0]}`, lastName: words.slice(1).join(" ") };
}

/** The small words a family name may open with, written in capitals at the start of a line. */
const SURNAME_PARTICLE = /^(?:van|von|der|den|de|da|das|do|dos|du|del|della|di|la|le|ter|ten|bin|binti|al|el|ó|ní|mac|mc|st\.?)$/iu;

/** `withContacts`: the text before its contacts were taken out, where a contact line still holds them. */
/**
 * "Surname(s) / First name(s)    Kowal Anna" (a Europass CV), "Name: MWANGI, Grace Akinyi": a form's label or a surname in
 * capitals before a comma says the surname comes first; the given name is the first word after it.
 */
const SURNAME_FIRST_LABEL =
  /^[^\S\n]*(?:surname\(?s?\)?|last\s+name|family\s+name)[^\S\n]*[/,&][^\S\n]*(?:first|given|fore)[^\S\n]*name\(?s?\)?(?:[^\S\n]*[:：][^\S\n]*|[^\S\n]{2,}|\t[^\S\n]*)(\p{Lu}[\p{L}'’-]+)[^\S\n]+(\p{Lu}[\p{L}'’-]+)/imu;
const SURNAME_IN_CAPITALS_FIRST =
  /^[^\S\n]*(?:(?:[Ff]ull\s+)?[Nn]ame[^\S\n]*[:：][^\S\n]*)?(\p{Lu}{2,}(?:[-'’]\p{Lu}+)?),[^\S\n]*(\p{Lu}\p{Ll}+)(?:[^\S\n]+\p{Lu}\p{Ll}+){0,2}[^\S\n]*$/mu;

function surnameFirst(text: string): PersonName | undefined {
  const said = SURNAME_FIRST_LABEL.exec(text) ?? SURNAME_IN_CAPITALS_FIRST.exec(text.split("\n").slice(0, 6).join("\n"));
  if (!said || NOT_NAME.has(properCase(said[1]!)) || NOT_NAME.has(said[2]!)) return undefined;
  return { firstName: said[2]!, lastName: properCase(said[1]!) };
}

export function findName(input: string, withContacts = input): PersonName | undefined {
  const named = personNamed(input, withContacts);
  const read = named && withCompoundGivenName(named);
  return nameTheAddressSpells(withContacts, read) ?? read;
}

function personNamed(input: string, withContacts: string): PersonName | undefined {
  // "Dr. Ananya Krishnan": a title before the name is not part of it
  let text = input.replace(
    /(^|\n|[.!?]\s+|\b(?:I'm|I am|name is)\s+)(?:(?:Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor|Eng|Engr)\.?|(?:Ing|Mgr|Bc)\.|Chef(?=\s+\p{Lu}\p{Ll}+\s+\p{Lu}))\s+(?=\p{Lu})/gu,
    "$1",
  );
  // "Meet Ada “Addy” Lind — …": the word that presents a person and a nickname in quotes are no part of the name
  // "Originally from Porto, Rui Alves has …", "Born and raised in Cork, Niamh …": where the person comes from, said before the name
  text = text.replace(
    /^(\s*)(?:Originally|Born(?:\s+and\s+(?:raised|bred))?|Raised|Based)\s+(?:from|in)\s+[^,.\n]{1,40},\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'’-]+\s+(?:is|was|has|had)\s)/u,
    "$1",
  );
  text = text
    .replace(/(^|\n)\s*Meet\s+(?=\p{Lu})/gu, "$1")
    .replace(/(\p{Lu}[\p{L}'’-]+)\s+[“"‘]\p{Lu}[\p{L}'’-]*[”"’]\s+(?=\p{Lu})/gu, "$1 ")
    // "ROBERT (BOB) KESSLER": a nickname in brackets likewise
    .replace(/(\p{Lu}[\p{L}'’-]+)[^\S\n]+\(\p{Lu}[\p{L}'’-]*\)[^\S\n]+(?=\p{Lu}[\p{L}'’-]+(?:[^\S\n]*$|[^\S\n]+(?:is|was|has)\s))/gmu, "$1 ");
  // "Myself Kavya Rao from Hubli" (Indian English), "Soy Lucía Prieto", "Je m'appelle Anaïs Roy", "Mi nombre es …": introductions read as "I'm …"
  // "Selamat pagi, saya Budi Santoso", "Kumusta, ako si Rina Cruz": after a greeting's comma too ("… a driving job. name is Ray Cole" likewise)
  text = text.replace(
    /(^|\n|[.!?,]\s+)(?:[Ss]aya|[Aa]ko\s+si|[Mm]yself|[Ss]ou|[Ss]oy|[Mm]e\s+llamo|[Mm]i\s+chiamo|[Ii]ch\s+bin|[Ii]ch\s+heiße|[Jj]e\s+suis|[Jj]e\s+m['’]appelle|[Mm]e\s+chamo|(?:[Mm]i|[Mm]on|[Mm]eu|[Oo]\s+meu|[Mm]ein|[Ii]l\s+mio)\s+(?:nombre|nom|nome|[Nn]ame)\s+(?:es|est|é|ist|è)|[Nn]ame\s+is)\s+(?=\p{Lu}\p{Ll})/gu,
    "$1I'm ",
  );
  // "Hello sir. am Grace Atim from Lira": "am" with its "I" left out, then a name of two capitalised words, introduces the person
  text = text.replace(/(^|\n|[.!?,]\s+)[Aa]m\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\b)/gu, "$1I'm ");
  // "hey it's Maya Cole here", "It's Tom Reyes.": at the opening, or after a greeting, "it's" introduces the person as "I'm" does
  text = text.replace(
    /(^\s*|\b(?:[Hh]i|[Hh]ey|[Hh]ello|[Yy]o|[Hh]iya|[Hh]eya)[,!]?\s+)(?:[Ii]t['’]?s|[Ii]t\s+is)\s+(?=\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'’-]+){1,2}\s*(?:[,.!;\n]|\s+here\b|\s+(?:and|from)\s|$))/u,
    "$1I'm ",
  );
  // "About\nCiarán Ó Dálaigh is …": a heading alone on the first line opens the text, the sentence under it names the person
  // (a name of two to four capitalised words, then what the person is)
  const heading = /^\s*([^\n]{1,40})\n(?=\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){1,3}\s+(?:is|was|has)\s)/u.exec(text);
  if (heading && headingKind(heading[1]!.replace(/[:：]\s*$/, "").trim())) text = text.slice(heading[0].length);
  // "Speaker bio: Máret Eira is …": the label before the opening sentence is no part of it
  const stated = extractName(text.replace(/^\s*(?:(?:speaker\s+|short\s+)?bio(?:graphy)?)\s*[:：]\s*/i, ""));
  // "Summary: …" opens a section, not a name
  const introduced = stated && !headingKind(stated.firstName) ? withSurnameSaid(stated, text) : undefined;
  return (
    surnameFirst(text) ??
    headerName(text) ??
    introduced ??
    entityName(text) ??
    signedName(text) ??
    nameUnderClosing(text) ??
    contactLineName(withContacts) ??
    nameThenContact(withContacts) ??
    closingLineName(withContacts) ??
    nameAboveHeadline(text) ??
    closingSentenceName(text) ??
    lowerCaseName(text) ??
    statedName(text) ??
    nameAfterOpeningPhrase(text)
  );
}

/**
 * "With ten years in coastal sales, Rosa Lindqvist helps families buy homes": a third-person bio whose first sentence opens
 * with a phrase set off by a comma names the person straight after it, before what the person does.
 */
const AFTER_OPENING_PHRASE =
  /^\s*(?:[Ww]ith|[Aa]fter|[Ff]or|[Oo]ver|[Aa]s|[Hh]aving|[Bb]orn|[Bb]ased|[Tt]hroughout|[Ss]ince|[Aa]cross|[Ff]rom)\b[^\n.!?,]{3,80},\s+(\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?(?:\s+\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?){1,2})\s+(?:is|was|has|\p{Ll}{3,}s)\b/u;

function nameAfterOpeningPhrase(text: string): PersonName | undefined {
  const said = AFTER_OPENING_PHRASE.exec(text)?.[1];
  // (a firm or a place after the phrase names no person)
  if (!said || companyScore(said) > 0 || parsePlace(said)) return undefined;
  return asName(said);
}

/** A place on a résumé-style contact line ("Dubai, UAE · …", "Seattle, WA • …"). */
function headerPlace(text: string): Place | undefined {
  for (const line of text.split("\n").slice(0, 4)) {
    for (const part of line.split(/\s*[|·•]\s*|\s+[—–]\s+|\s{2,}/)) {
      const place = parsePlace(part.trim(), true);
      if (place?.city) return { city: place.city, state: place.state, country: place.country };
    }
  }
  return undefined;
}

/** A city compromise recognises after "in" or "from" ("a backend engineer in Bangalore"). */
function entityPlace(text: string): Place | undefined {
  for (const sentence of (nlp(text).sentences().out("array") as string[]).slice(0, 3)) {
    for (const place of nlp(sentence).places().out("array") as string[]) {
      const city = place.replace(/[^\p{L}'’\s-]+/gu, " ").trim();
      if (!city) continue;
      const at = sentence.indexOf(city);
      const before = sentence.slice(0, at);
      const after = sentence.slice(at + city.length);
      if (/\b(?:in|from)\s+$/i.test(before) && !/^\s+\p{Lu}/u.test(after)) return { city };
    }
  }
  return undefined;
}

export function findPlace(text: string): Place {
  const stated = extractPlace(text);
  if (stated.city) return stated;
  return headerPlace(text) ?? entityPlace(text) ?? {};
}
