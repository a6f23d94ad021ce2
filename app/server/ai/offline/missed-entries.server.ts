/**
 * A structural safety net run once after the prompt's entries are read: every dated mention in the text ("2014 to 2018",
 * "(2010–2014)", "since 2022", "03/2018 – 11/2021", "in 1992", "(2019-)") that no role or degree read accounts for is read
 * again from the clause around it alone — its sentence cut at list separators (";", "|", "—", column gaps, a list's colon,
 * commas, "and" before another role), widened over undated neighbours — with the writer's own readers (findRole,
 * entryFrom, the title and employer scores) and a few prose shapes ("X took me on as …", "became a postman with X", "a
 * title there", a table's header, an employer's line above its titles). A role with an employer, or an employer the clause
 * points back to ("there", "its", "for them"), becomes a role; a clause that names neither, or tells a move, a wedding,
 * a wish, a course or a credential, adds nothing. A role read with the mention's dates but without its title or employer
 * takes the missing field from the same clauses. Every field is copied from the text; the only dates not read from a
 * role's own clause are the writer's rule that a role ended when the next one (there) began.
 */
import { emptyEducation, emptyExperience, newItemId, type Education, type Experience } from "../../../lib/resume.ts";
import { MONTH_PATTERN } from "../../../lib/text/months.ts";
import { companyScore, titleScore } from "../../parse/fields/roles.server.ts";
import { nlp } from "../../nlp.server.ts";
import { headingKind } from "../../parse/sections/headings.server.ts";
import { lastHeadingKind } from "./segments.server.ts";
import { closeOpenRoles } from "./durations.server.ts";
import { entryFrom, isPlace } from "./entries.server.ts";
import { knownSkill } from "./skills.server.ts";
import {
  cleanRole,
  findEducation,
  findRole,
  hasFiniteVerb,
  namesDegree,
  opensNoRole,
  ORG,
  readsAsTitle,
  ROLE,
  SCHOOL_WORD,
  WHERE_INSIDE_EMPLOYER,
  yearOf,
} from "./extract-facts.server.ts";

const DATE = String.raw`(?:(?:${MONTH_PATTERN}\s+|(?:0?[1-9]|1[0-2])[/.-])?(?:19|20)\d{2})`;
const PRESENT = String.raw`(?:present|now|today|current(?:ly)?|date)`;
/** A dated mention: a span of two dates (or a date to now), a start "since", or one date. */
const MENTION = new RegExp(
  String.raw`\bbetween\s+(${DATE})\s+and\s+(${DATE})\b|(?:\bfrom\s+)?(?<![\d/.-])(${DATE})\s*(?:[–—→-]|\bto\b|\buntil\b|\btill\b|\bthrough\b)\s*(${DATE}|${PRESENT}\b|(?<=(?:19|20)\d{2}\s*[–—-]\s*)\d{2}(?![\d/.-]))|\bsince\s+(${DATE})\b|(?<![\d/.-])(${DATE})(?:\s*[–—-](?=\s*(?:\)|,|;|$)))?(?![\d/])`,
  "giu",
);

interface Mention {
  at: number;
  end: number;
  startDate: string;
  endDate: string;
  currentJob: boolean;
  /** one date only ("in 1992"): a start, an end or a graduation */
  single: boolean;
  /** one date that ends what was told before it ("… until 2016") */
  ends: boolean;
}

/** Life events, wishes and pastimes a date goes with: no role of the person's. */
const NOT_WORK =
  /\b(?:relocat\w*|emigrat\w*|married|wedding|divorced|born|birth|travel\w*|backpack\w*|holiday|vacation|retire\w*|volunteer\w*|marathon|race|hobby|hobbies|career\s+break|maternity|paternity|unemployed|not\s+working|want\w*\s+to|hop\w+\s+to|plan\w*\s+to|aim\w*\s+to|would\s+like|looking\s+(?:for|to)|seeking|dream\w*|goal)\b/i;
/** "… by 2027": a year to reach something by, when it is still to come. */
function wishedBy(clause: string): boolean {
  return [...clause.matchAll(/\bby\s+((?:19|20)\d{2})\b/g)].some((match) => Number(match[1]) >= new Date().getFullYear());
}
/** "there", "the same company": the employer of a role told before. */
const SAID_BACK = /\b(?:there|(?:for|with)\s+them|(?:the\s+)?same\s+(?:company|employer|firm|place|business))\b/i;
/** The employer named before, by those words, by "its" or "their", or by a clause that opens with "where". */
const POINTS_BACK = new RegExp(String.raw`${SAID_BACK.source}|\b(?:its|their)\b|^where\b`, "i");

/** "… until 2016", "left in 2009": a single date that ends what was told before it. */
const ENDS_BEFORE = /\b(?:until|till|til|to|left\s+in|(?:stayed|was\s+there)\s+(?:till|until))\s+$/i;

function mentionsIn(text: string): Mention[] {
  const out: Mention[] = [];
  for (const match of text.matchAll(MENTION)) {
    const [, betweenFrom, betweenTo, from, to, since, single] = match;
    const at = match.index;
    const end = at + match[0].length;
    if (betweenFrom && betweenTo) out.push({ at, end, startDate: betweenFrom, endDate: betweenTo, currentJob: false, single: false, ends: false });
    else if (from && to) {
      const now = new RegExp(`^${PRESENT}$`, "i").test(to);
      // "2015-17": the end's century is the start's
      const endDate = /^\d{2}$/.test(to) ? `${/(?:19|20)(?=\d{2}$)/.exec(from)?.[0] ?? ""}${to}` : to;
      out.push({ at, end, startDate: from, endDate: now ? "" : endDate, currentJob: now, single: false, ends: false });
    } else if (since) out.push({ at, end, startDate: since, endDate: "", currentJob: true, single: false, ends: false });
    // "(2019-)": a start with no end yet
    else if (single && /[–—-]$/.test(match[0])) out.push({ at, end, startDate: single, endDate: "", currentJob: true, single: false, ends: false });
    else if (single)
      out.push({ at, end, startDate: single, endDate: "", currentJob: false, single: true, ends: ENDS_BEFORE.test(text.slice(Math.max(0, at - 30), at)) });
  }
  return out;
}

/** The role or degree already read that holds the mention's dates, if any. */
function accountedFor(mention: Mention, experiences: Experience[], education: Education[]): Experience | Education | undefined {
  const start = yearOf(mention.startDate);
  const end = yearOf(mention.endDate);
  const graduated = education.find((item) => item.graduationYear && [start, end].includes(yearOf(item.graduationYear)));
  if (mention.single) return experiences.find((job) => [yearOf(job.startDate ?? ""), yearOf(job.endDate ?? "")].includes(start)) ?? graduated;
  return (
    experiences.find((job) => yearOf(job.startDate ?? "") === start || (end !== undefined && !job.startDate && yearOf(job.endDate ?? "") === end)) ?? graduated
  );
}

/** Where a separator between two dates ("2012 — 2017") is part of the span, not a cut. */
function betweenDates(text: string, at: number, length: number): boolean {
  return new RegExp(`${DATE}\\s*$`, "iu").test(text.slice(0, at)) && new RegExp(`^\\s*(?:${DATE}|${PRESENT}\\b)`, "iu").test(text.slice(at + length));
}

/** The text cut at `re`'s separators, each piece with its offset. */
function cut(text: string, offset: number, re: RegExp): Clause[] {
  const out: Clause[] = [];
  let from = 0;
  for (const match of text.matchAll(re)) {
    // "NHS (HCA, 2015-17)": a bracket holds its own fields
    const before = text.slice(0, match.index);
    const open = before.lastIndexOf("(");
    // (a bracket that lists roles of its own, "(receptionist at X, 2009-2012; HR assistant at Y, 2012-2016)", is cut as the sentence is)
    const close = text.indexOf(")", open);
    const listed = close < 0 || (text.slice(open, close).match(/(?:19|20)\d{2}/g) ?? []).length > 2;
    if (
      (/^\s*[–—→-]\s*$/.test(match[0]) && betweenDates(text, match.index, match[0].length)) ||
      (before.split("(").length > before.split(")").length && !listed)
    )
      continue;
    out.push({ text: text.slice(from, match.index), at: offset + from, end: offset + match.index });
    from = match.index + match[0].length;
  }
  out.push({ text: text.slice(from), at: offset + from, end: offset + text.length });
  return out.filter((piece) => piece.text.trim());
}

/** Sentence ends (not after an initial or a short form: "K. Lind", "Kft. from 2016", "St. Mary's"; after a legal form only before a capital: "… Ltd. NVQ …"), in lower-case prose too. */
const SENTENCE_END =
  /(?<!\b(?:\p{L}|\p{Lu}\p{Ll}{1,2}|Ltd|Inc|Corp|St|Dr|Mr|Mrs|Ms|Jr|Sr|No|Nr|vs|approx|Dept|Univ|est|estd|incl|etc|ca))(?<!\.)(?:\.|[!?]+)\s+(?!\p{Ll}+\s+(?:19|20)\d{2})|(?<=\b(?:\p{Lu}\p{Ll}{1,2}|Ltd|Inc|Corp))(?<!\b(?:St|Dr|Mr|Mrs|Ms|Jr|Sr|No|Nr|Co))\.\s+(?=\p{Lu}\p{L}*\s)(?!(?:Ltd|Limited|LLC|Inc|Corp|Co|PLC|GmbH|AG|SA)\b)/gu;
/** List openers, bars, semicolons, dashes set off by spaces, column gaps, inline numbers ("… 2016 2) senior carer, …"). */
const STRONG =
  /\s*(?:[;|>→]|\.{3,}|…+)\s*|\s+[—–-]\s+|:\s+| {2,}|\t+|\s+\d{1,2}\)\s+(?=\p{L})|\s+\((?=[^()]*(?:19|20)\d{2}[^()]*(?:19|20)\d{2}[^()]*(?:19|20)\d{2})/gu;
/**
 * List separators between the items of one sentence: commas, "and" before another role at an employer or another thing held from
 * somewhere ("… (2017) and seven GCSEs from Elm High School (2014)"), "before"/"after" and a gerund, "and" before a year (not the
 * one of a span "between 2012 and 2015").
 */
const WEAK =
  /,\s+(?:and\s+)?|\s+and\s+(?=(?:an?|my|his|her|their|\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+[^,;.()]{1,50}?\s+from\s+(?:the\s+)?\p{Lu})|\s+and\s+(?=(?:an?\s+)?\p{Ll}+(?:\s+\p{Ll}+){0,3}\s+(?:at|with|for)\s+\p{Lu})|\s+(?=(?:before|after)\s+\p{Ll}+ing\b)|(?<!\bbetween\s+(?:\p{L}+\s+)?(?:19|20)\d{2})\s+and\s+(?=(?:(?:in|from|since|by)\s+(?:\p{L}+\s+)?)?(?:19|20)\d{2}\b)|(?<=\))\s+and\s+(?=\p{Lu})/gu;

interface Clause {
  text: string;
  at: number;
  end: number;
}

/** The line a mention stands on. */
function lineAround(text: string, mention: Mention): Clause {
  const at = text.lastIndexOf("\n", mention.at - 1) + 1;
  const end = text.indexOf("\n", mention.end) < 0 ? text.length : text.indexOf("\n", mention.end);
  return { text: text.slice(at, end), at, end };
}

/** The sentence of its line a mention stands in. */
function sentenceAround(text: string, mention: Mention): Clause | undefined {
  const line = lineAround(text, mention);
  return cut(line.text, line.at, SENTENCE_END).find((piece) => piece.at <= mention.at && mention.end <= piece.end);
}

/**
 * The texts to read a mention's entry from, narrowest first: its item, then with undated items around it, then its
 * neighbours. A text that holds another mention is left out, unless that one only ends what this one starts ("in 1998 …
 * until 2010").
 */
function clausesAround(text: string, mention: Mention, mentions: Mention[]): Clause[] {
  const sentence = sentenceAround(text, mention);
  if (!sentence) return [];
  const strong = cut(sentence.text, sentence.at, STRONG);
  const dated = (piece: Clause) =>
    mentions.some((other) => other !== mention && other.at < piece.end && other.end > piece.at && !(other.ends && !mention.ends && other.at > mention.at));
  const holds = (piece: Clause) => piece.at <= mention.at && mention.end <= piece.end;
  const s = strong.findIndex(holds);
  if (s < 0) return [];
  const weak = cut(strong[s]!.text, strong[s]!.at, WEAK);
  const w = weak.findIndex(holds);
  const out: Clause[] = [];
  const join = (pieces: Clause[]): Clause => ({ text: pieces.map((piece) => piece.text.trim()).join(", "), at: pieces[0]!.at, end: pieces.at(-1)!.end });
  if (w >= 0 && !dated(weak[w]!)) {
    out.push(weak[w]!);
    for (let k = w - 1; k >= 0 && !dated(weak[k]!); k--) out.push(join(weak.slice(k, w + 1)));
    for (let k = w + 1; k < weak.length && !dated(weak[k]!); k++) out.push(join(weak.slice(w, k + 1)));
  }
  if (!dated(strong[s]!)) out.push(strong[s]!);
  if (!dated(sentence)) out.push(sentence);
  // "Spent 2015 to 2019 on the tills — cashier, Brackwell Grocers —": the fields set off beside the dates
  if (strong[s + 1] && !dated(strong[s + 1]!)) out.push(strong[s + 1]!);
  if (strong[s - 1] && !dated(strong[s - 1]!)) out.push(strong[s - 1]!);
  const seen = new Set<string>();
  return out.filter((clause) => clause.text.trim() && !seen.has(clause.text.trim()) && seen.add(clause.text.trim()));
}

/** "cashier, Brackwell Grocers": two short fields, no sentence, one a title the résumé parser knows and the other a name. */
function fieldsOf(clause: string): { jobTitle: string; company: string } | undefined {
  const fields = clause
    // (the dates part the fields as a bar would: "2019 – present  Ocado  Delivery Driver", "Job 1 (2004-2009): picker at …")
    .replace(new RegExp(String.raw`\(?(?:from\s+|since\s+)?${DATE}(?:\s*(?:[–—-]|to|until)\s*(?:${DATE}|${PRESENT}))?\)?`, "giu"), "|")
    .split(/\s*(?:[,|—–]|\.{3,}|…+)\s*|\s+-\s+| {2,}|\t+/)
    .map((field) => field.replace(/[.!]+$|^[\s:;]+|^\d{1,2}[.)]\s+/g, "").trim())
    .filter((field) => /\p{L}/u.test(field))
    // "My first job was commis chef, Olive Tree Bistro": the title a sentence ends on
    .map((field) => (hasFiniteVerb(field) ? (new RegExp(String.raw`${HELD_AS}$`, "u").exec(field)?.[1] ?? field) : field))
    .filter(Boolean);
  if (fields.length < 2 || fields.length > 3 || fields.some((field) => field.split(/\s+/).length > 6 || hasFiniteVerb(field))) return undefined;
  // a third field may only be a town ("Kestrel Air, Glasgow | Cabin Crew")
  const kept = fields.length === 3 ? fields.filter((field) => !isPlace(field)) : fields;
  if (kept.length !== 2) return undefined;
  const [a, b] = kept as [string, string];
  // "picker at Danby Foods" is a role told in words, read by the patterns; "Job 1" is a list's label
  if (fields.some((field) => /\s(?:at|for|with|@)\s+\p{Lu}/u.test(field))) return undefined;
  const named = (field: string) =>
    /^\p{Lu}/u.test(field) && Boolean(employerFrom(field)) && titleScore(field) <= companyScore(field) && !LABEL_AS_EMPLOYER.test(field);
  if (namesTitle(a) && !namesTitle(b) && named(b)) return { jobTitle: cleanRole(a), company: b };
  if (namesTitle(b) && !namesTitle(a) && named(a)) return { jobTitle: cleanRole(b), company: a };
  return undefined;
}

const COLUMN_NAME = {
  title: /^(?:(?:job\s+)?title|role|position|post|job|designation)$/i,
  company: /^(?:employer|company|organi[sz]ation|firm|business|workplace)$/i,
};

/**
 * "Employer | Role | Years" above "Carraway Marine | Fabricator | 2015-2021": a row of a pasted table under a header
 * that names its columns; each cell is read by its column's name.
 */
function cellsUnderHeader(text: string, at: number): { jobTitle: string; company: string } | undefined {
  const lines = text.slice(0, at).split("\n");
  const row = `${lines.pop() ?? ""}${text.slice(at).split("\n")[0] ?? ""}`;
  const header = [...lines].reverse().find((line) => line.trim() && !/(?:19|20)\d{2}/.test(line));
  const cells = (line: string) => line.split(/\s*\|\s*|\t+| {2,}/).map((cell) => cell.trim());
  const names = header ? cells(header) : [];
  const values = cells(row);
  const title = names.findIndex((cell) => COLUMN_NAME.title.test(cell));
  const company = names.findIndex((cell) => COLUMN_NAME.company.test(cell));
  if (title < 0 || company < 0 || names.length !== values.length) return undefined;
  return values[title] && values[company] ? { jobTitle: cleanRole(values[title]), company: values[company] } : undefined;
}

/** A title the résumé parser or the tagger knows, or one whose last word names a person by what they do ("Labourer", "Educator"). */
function namesTitle(words: string): boolean {
  // "J Smith & Sons", "Delmont Builders": a firm's word outweighs a trade's
  if (companyScore(words) > titleScore(words)) return false;
  if (readsAsTitle(words)) return true;
  const all = words.trim().split(/\s+/);
  // a name's small words ("Realschule am Brigachufer", "Casa de Pedro") make it a place's or a firm's
  if (all.some((word, i) => i > 0 && /^\p{Ll}/u.test(word)) && /^\p{Lu}/u.test(all[0] ?? "")) return false;
  return /^\p{L}+(?:er|or|ist|ian|man|woman|hand|ant|ent|ive)$/iu.test(all.at(-1) ?? "");
}

/** A title alone once its dates are taken out ("Site Labourer 2010 - 2013"). */
function titleAlone(clause: string): string | undefined {
  const words = clause
    .replace(new RegExp(String.raw`\(?(?:from\s+|since\s+)?${DATE}(?:\s*(?:[–—-]|to|until)\s*(?:${DATE}|${PRESENT}))?\)?`, "giu"), " ")
    .replace(/[\s,|:.!–—-]+$|^[\s,|:–—-]+/g, "")
    .trim();
  if (!words || words.split(/\s+/).length > 5 || hasFiniteVerb(words) || /[,.;|@]|\s[—–-]\s|\s(?:at|with|for|in)\s/.test(words) || isPlace(words))
    return undefined;
  // a title the résumé parser or the tagger knows, or one whose last word names a person by what they do ("Labourer", "Machinist")
  // "DELIVERY DRIVER": a heading's capitals are no part of the title
  const cased = words === words.toUpperCase() && /\p{Lu}{3}/u.test(words) ? words.toLowerCase() : words;
  // ("Earlier, I worked at …": the word that opens the sentence in time is no title)
  return namesTitle(cased) && plausibleTitle(cased) ? cleanRole(cased) : undefined;
}

/**
 * "Delmont Builders" over "Site Labourer 2010 - 2013" and "Site Supervisor 2013 - 2019": a pasted list's employer on an undated
 * line of its own above the lines of its titles and dates.
 */
function employerLineAbove(text: string, at: number): string | undefined {
  const lines = text.slice(0, at).split("\n");
  lines.pop();
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    const trimmed = line.replace(/^\s*(?:[-*•·▪◦‣●►]\s+)?/u, "").trim();
    if (!trimmed) return undefined;
    if (/(?:19|20)\d{2}/.test(trimmed)) {
      if (titleAlone(trimmed)) continue;
      return undefined;
    }
    // the first line names the person, a heading names a section
    if (i === 0 || headingKind(trimmed)) return undefined;
    const words = trimmed.replace(/,\s*\p{Lu}[\p{L}.' -]*$/u, "").trim();
    return /^\p{Lu}/u.test(words) &&
      words.split(/\s+/).length <= 6 &&
      titleScore(words) <= companyScore(words) &&
      !hasFiniteVerb(words) &&
      !isPlace(words) &&
      !/[:.!?]$/.test(words)
      ? words
      : undefined;
  }
  return undefined;
}

/** Two names of one employer, whatever their punctuation or case ("Pannon Kft." and "Pannon Kft"). */
function sameName(a: string | undefined, b: string | undefined): boolean {
  const key = (name: string | undefined) => (name ?? "").toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  return Boolean(key(a)) && key(a) === key(b);
}

/** The employer named last before `at` among the roles read. */
function employerBefore(text: string, at: number, experiences: Experience[]): string | undefined {
  let best: { company: string; at: number } | undefined;
  for (const job of experiences) {
    if (!job.company) continue;
    const found = text.lastIndexOf(job.company, at);
    if (found >= 0 && (!best || found > best.at)) best = { company: job.company, at: found };
  }
  return best?.company;
}

/** "as a night porter", "became a postman", "I was a bus driver": a title the person held. */
const HELD_AS = String.raw`\b(?:as|became|becoming|become|was|were|been)\s+(?:(?:a|an|the)\s+)?(${ROLE})`;
/** "became a postman with Crossfield Mail": the title, then its employer. */
const TITLE_THEN_ORG = new RegExp(String.raw`${HELD_AS}\s+(?:with|at|for|of)\s+(?:the\s+)?(${ORG})`, "u");
/** "taken on by Lowmoor Council … to work as a planning officer", "For Redline Coaches I was a bus driver", "the Quayside Hotel employed me as …". */
const ORG_THEN_TITLE = new RegExp(
  String.raw`(?:\b(?:[Bb]y|[Ff]or|[Ww]ith|[Aa]t|joined)\s+(?:the\s+)?(${ORG})|(?:^|\bthe\s+)(${ORG})(?=\s+(?:employed|hired|took\s+(?:me|him|her|them)\s+on|recruited|engaged|appointed|taken\s+on)\b))[^.;]*?${HELD_AS}`,
  "u",
);
/** "then head of science there", "and its finance lead": a title at the employer named before. */
const TITLE_THERE = new RegExp(
  String.raw`(?:\b(?:its|their)\s+(${ROLE})|(?:^|\s)(?:(?:then|later|and)\s+)*(?:(?:a|an|the)\s+)?(${ROLE})\s+(?:there|(?:for|with)\s+them)\b|\bpromoted\s+to\s+(?:(?:a|an|the)\s+)?(${ROLE}))`,
  "u",
);

/** A title read from prose: a few nouns, no verb, no place or date, the last one a person's noun or one the résumé parser knows. */
/** "first at the Instituto …", "then at …": a word of order or time is no title. */
function plausibleTitle(title: string): boolean {
  const doc = nlp(title);
  return (
    !(doc.terms().length === 1 && doc.has("(#Adverb|#Value|#Ordinal|#Preposition|#Determiner|#Conjunction)")) &&
    // "Earlier, I worked at …": a word that places the clause in time opens it, no title does
    !/^(?:first|then|later|now|there|next|last|earlier|before|afterwards|previously|formerly|subsequently|meanwhile|beforehand)$/i.test(title)
  );
}

function titleFrom(words: string | undefined): string | undefined {
  // "became a driver": the title is what follows the article
  const title = cleanRole((words ?? "").split(/\s+(?:a|an|the)\s+/i).at(-1) ?? "");
  if (!title || title.split(/\s+/).length > 5 || hasFiniteVerb(title) || opensNoRole(title)) return undefined;
  const doc = nlp(title);
  if (doc.has("#Place") || doc.has("#Date") || doc.has("#Pronoun") || doc.has("#Plural")) return undefined;
  return readsAsTitle(title) || doc.terms().last().has("#Singular") ? title : undefined;
}

/** An employer read from prose: a name, no town, month or school. */
function employerFrom(words: string | undefined): string | undefined {
  const name = (words ?? "").replace(/[\s,.;:]+$/, "").trim();
  if (!name || isPlace(name) || MONTH_START.test(name) || /^\d+$/.test(name) || /(?:19|20)\d{2}/.test(name)) return undefined;
  // "In 2021 I retrained …": a capitalised word that opens a sentence is no name
  if (!/\s/.test(name) && nlp(name).has("(#Preposition|#Determiner|#Pronoun|#Conjunction|#Adverb)")) return undefined;
  // "Harwell's Leeds office": the owner of the office in a town is the employer
  const owner = /^(.+?)['’]s\s+(\p{Lu}[\p{L}-]+)(?:\s+\p{Ll}+)*$/u.exec(name);
  return owner && isPlace(owner[2]!) ? owner[1] : name;
}
const MONTH_START = new RegExp(String.raw`^${MONTH_PATTERN}(?:\s|$)`, "u");

/** "before that", "then": the words that may open a terse record's next employer. */
const RECORD_OPENER = String.raw`(?:and\s+)?(?:before\s+that|prior\s+to\s+that|previously|earlier|then)\s*,?\s*`;

/** Learning, not working: "got my licence at …", "a course at …". */
const LEARNING =
  /\b(?:certif\w*|licen[cs]e\w*|course|training|trained|degree|diploma|stud\w*|class(?:es)?|exam\w*|graduat\w*|lessons?|bootcamp|workshop|complet\w*|qualif\w*|enrol\w*|school|college|universit\w*|polytech\w*|politek\w*|institut\w*|academ\w*)\b/i;
/** What one does anywhere but at work: "met my wife at …", "stayed at the Hilton". */
const NOT_WORK_VERBS = new Set([
  "be",
  "have",
  "live",
  "stay",
  "visit",
  "meet",
  "study",
  "go",
  "travel",
  "move",
  "marry",
  "attend",
  "graduate",
  "learn",
  "eat",
  "see",
  "watch",
  "win",
  "buy",
  "shop",
  "stop",
]);

/** Whether the clause tells work done: a verb compromise reads in it that is none of a visit's or a stay's. */
function workDoneIn(clause: string): boolean {
  const verbs = nlp(clause).verbs().toInfinitive().out("array") as string[];
  return verbs.some((verb) => !NOT_WORK_VERBS.has(verb.split(/\s+/)[0]!.toLowerCase()));
}

const WHERE_INSIDE = new RegExp(`${WHERE_INSIDE_EMPLOYER}$`, "iu");

/** The role a clause tells, read by the writer's patterns, the prose shapes above, or its fields. */
function readJob(said: string, mention: Mention, text: string, experiences: Experience[]): { jobTitle: string; company: string } | undefined {
  const job = readRole(said, mention, text, experiences);
  // a list's label or number ("1) care assistant, …") is no employer
  // ("nurse on a surgical ward, …": the ward, unit or team after the title is where in the employer, no part of the title)
  return job && !LABEL_AS_EMPLOYER.test(job.company) ? { ...job, jobTitle: job.jobTitle.replace(WHERE_INSIDE, "") } : undefined;
}

function readRole(said: string, mention: Mention, text: string, experiences: Experience[]): { jobTitle: string; company: string } | undefined {
  if (NOT_WORK.test(said) || wishedBy(said)) return undefined;
  // "for the council (Bexley Council)": the kind of employer, then its name in brackets
  // (and "1) care assistant, …": the number of a list's item is none of its fields)
  const clause = said
    .replace(new RegExp(String.raw`\b(?:the|a|an|my|our|his|her)\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+\s+\((${ORG})\)`, "gu"), "$1")
    .replace(/^\s*\d{1,2}[.)]\s+(?=\p{L})/u, "")
    // ("- nurse, …": nor is a list's bullet)
    .replace(/^\s*[-*•·▪◦‣●►]\s+(?=\p{L})/u, "");
  const role = findRole(clause);
  // "Certified PMP since 2016": a credential held, no employer
  if (role?.company && employerFrom(role.company) && (role.jobTitle || !LEARNING.test(clause))) return { jobTitle: role.jobTitle ?? "", company: role.company };
  const titleFirst = TITLE_THEN_ORG.exec(clause);
  const orgFirst = ORG_THEN_TITLE.exec(clause);
  for (const [title, org] of [
    [titleFirst?.[1], titleFirst?.[2]],
    [orgFirst?.[3], orgFirst?.[1] ?? orgFirst?.[2]],
  ]) {
    const jobTitle = titleFrom(title);
    const company = employerFrom(org);
    if (jobTitle && company) return { jobTitle, company };
  }
  const cells = cellsUnderHeader(text, mention.at);
  if (cells) return cells;
  const entry = entryFrom(clause);
  if (entry?.kind === "experience" && !entry.undecided && entry.experience.jobTitle) {
    const company = employerFrom(entry.experience.company);
    if (company) return { jobTitle: entry.experience.jobTitle, company };
  }
  const fields = fieldsOf(clause);
  if (fields) return fields;
  const alone = titleAlone(clause);
  const lineOf = text
    .slice(text.lastIndexOf("\n", mention.at - 1) + 1)
    .split("\n")[0]!
    .trim();
  const above = alone && clause.trim() === lineOf.replace(/^(?:[-*•·▪◦‣●►]\s+)/u, "") ? employerLineAbove(text, mention.at) : undefined;
  if (alone && above) return { jobTitle: alone, company: above };
  // "He started out in 2006 loading vans at Parcelway": an employer the clause's work is done at, its title unnamed
  // "has driven buses for 15 years: Arriva (2009-2016) and …": an employer and its dates alone, after work the sentence told
  const listed = new RegExp(String.raw`^(?:and\s+)?(${ORG})\s*\([^()]*\)[.!]?$`, "u").exec(clause.trim());
  const lead = text.slice(sentenceStart(text, mention.at), mention.at);
  const listedEmployer = employerFrom(listed?.[1]);
  if (
    listedEmployer &&
    !SCHOOL_WORD.test(listedEmployer) &&
    !knownSkill(listedEmployer) &&
    !LEARNING.test(lead) &&
    /:\s/.test(lead) &&
    workDoneIn(lead.split(":")[0]!)
  )
    return { jobTitle: "", company: listedEmployer };
  // "Kestrel Roofing 2017-now, before that Baxter Slate Works 2009-17": a terse record, an employer and its dates alone
  const record = new RegExp(
    String.raw`^(?:${RECORD_OPENER})?(${ORG})\s*\(?(?:from\s+)?${DATE}\s*(?:[–—-]|to|until|till)\s*(?:${DATE}|\d{2}|${PRESENT})\)?[.!]?$`,
    "u",
  ).exec(clause.trim());
  const recorded = employerFrom(record?.[1]);
  // (the record opens its sentence or follows another's dates: "Dolan's Hotel, Kilbeg from 2008" names the hotel, not the town)
  const recordAt = record ? text.lastIndexOf(record[1]!, mention.at) : -1;
  const recordLead =
    recordAt < 0
      ? ""
      : text
          .slice(sentenceStart(text, recordAt), recordAt)
          .replace(new RegExp(`${RECORD_OPENER}$`), "")
          .trim();
  const recordAlone = recordAt >= 0 && (!recordLead || /(?:\d{2}|now|present|today)\s*,$/i.test(recordLead));
  if (
    recorded &&
    recordAlone &&
    !SCHOOL_WORD.test(recorded) &&
    !knownSkill(recorded) &&
    !namesDegree(recorded) &&
    !namesTitle(recorded) &&
    !LEARNING.test(clause) &&
    titleScore(recorded) <= companyScore(recorded)
  )
    return { jobTitle: "", company: recorded };
  // "stacking shelves (Farmfoods)", "Own company now (Drip Fix Plumbing Ltd, est. 2014)": or the name in brackets after the work
  const where = new RegExp(String.raw`\b(?:at|for)\s+(?:the\s+)?(${ORG})|\(\s*(${ORG})\s*(?:,|\)|$)`, "u").exec(clause);
  const employer = employerFrom(where?.[1] ?? where?.[2]);
  const works = workDoneIn(clause) || /\b(?:own|my)\s+(?:company|business|firm)\b/i.test(clause);
  if (employer && !SCHOOL_WORD.test(employer) && !knownSkill(employer) && !LEARNING.test(clause) && works) return { jobTitle: "", company: employer };
  // "before that 2010–2017 with Penmaen Drylining Ltd": dates with a firm, named as one
  const firm = employerFrom(new RegExp(String.raw`\bwith\s+(?:the\s+)?(${ORG})`, "u").exec(clause)?.[1]);
  if (firm && companyScore(firm) > 0 && !SCHOOL_WORD.test(firm) && !LEARNING.test(clause)) return { jobTitle: "", company: firm };
  // "then head of science there until 2018": a title at the employer named just before
  const there = TITLE_THERE.exec(clause);
  const title = titleFrom(there?.[1] ?? there?.[2] ?? there?.[3]);
  // "2012 promoted to relationship manager": a promotion is at the employer named before
  if (title && (POINTS_BACK.test(clause) || there?.[3])) {
    const company = employerBefore(text, mention.at, experiences);
    if (company) return { jobTitle: title, company };
  }
  // "having driven for the same company as a truck driver from 2010", "worked there as a clerk": a title held at the employer named before
  // ("where" points to a name the clause's sentence told before, which may be no role's employer yet)
  const heldThere = SAID_BACK.test(clause) && !LEARNING.test(clause) ? titleFrom(new RegExp(HELD_AS, "u").exec(clause)?.[1]) : undefined;
  const company = heldThere && employerBefore(text, mention.at, experiences);
  if (heldThere && company) return { jobTitle: heldThere, company };
  return undefined;
}

function sortKey(job: Experience): number {
  return job.currentJob ? 9999 : (yearOf(job.startDate ?? "") ?? yearOf(job.endDate ?? "") ?? -1);
}

/** The start of the sentence that holds `at`. */
function sentenceStart(text: string, at: number): number {
  const before = text.slice(0, at);
  const stop = Math.max(before.search(/[.!?\n][^.!?\n]*$/), -1);
  return stop + 1;
}

/** Fills the title or employer a role read from the mention's clause lacks, when the other field agrees. */
/** "Job 1 (2005-2010): packer at …", "1) care assistant, …": a label or number of the list, read as the employer. */
const LABEL_AS_EMPLOYER = /^(?:(?:job|role|position|post|employer|company|work|experience)\s*(?:\d{1,2}|[ivx]{1,4})?|\d{1,2})$/i;

function fillFrom(owner: Experience, read: { jobTitle: string; company: string }): void {
  const job = plausibleTitle(read.jobTitle) ? read : { ...read, jobTitle: "" };
  if (LABEL_AS_EMPLOYER.test(owner.company ?? "") && job.company && (!owner.jobTitle || owner.jobTitle.toLowerCase() === job.jobTitle.toLowerCase())) {
    Object.assign(owner, { jobTitle: owner.jobTitle || job.jobTitle, company: job.company });
    return;
  }
  // "Assistant manager there from 2014": the word that pointed to the employer is no part of the title
  const ownTitle = (owner.jobTitle ?? "").replace(/\s+there$/i, "");
  const sameTitle = ownTitle.toLowerCase() === job.jobTitle.toLowerCase();
  const sameCompany = !owner.company || owner.company.toLowerCase() === job.company.toLowerCase();
  // "2019 – present  Ocado  Delivery Driver": the employer's cell read into the title's
  const joined = `${job.company} ${job.jobTitle}`.toLowerCase() === ownTitle.toLowerCase();
  if (!owner.company && job.company && ownTitle && (sameTitle || joined)) Object.assign(owner, { company: job.company, jobTitle: job.jobTitle });
  // "Kestrel Air, Glasgow — Cabin Crew — 2014 to 2018": a town read as the employer
  else if (owner.company && isPlace(owner.company) && sameTitle && job.company && !isPlace(job.company)) owner.company = job.company;
  else if (!owner.jobTitle && job.jobTitle && owner.company && sameCompany) owner.jobTitle = job.jobTitle;
  // "Delmont Builders" over "Site Labourer 2010 - 2013": a title read as the employer, with no title beside it, is the title
  else if (!owner.jobTitle && owner.company?.toLowerCase() === job.jobTitle.toLowerCase())
    Object.assign(owner, { jobTitle: job.jobTitle, company: job.company });
}

/**
 * A title set beside a role's employer and dates: in brackets just after the dates ("at Northgate Bank in 1999 (cashier)"),
 * as an item of its own in the sentence ("… for Comtek Solutions, first line support analyst"), or alone on the line above
 * the employer's dated line ("DELIVERY DRIVER" over "SwiftDrop Couriers | 2016 - 2019").
 */
function titleBeside(text: string, mention: Mention, company: string): string | undefined {
  const bracket = /^\s*\(([^()]{2,40})\)/.exec(text.slice(mention.end))?.[1];
  if (bracket && titleAlone(bracket)) return titleAlone(bracket);
  const sentence = sentenceAround(text, mention);
  if (!sentence || !sentence.text.includes(company)) return undefined;
  // "Banco Serrano (2017 - 2021): Java, Oracle": what a colon lists after the employer is what was used, no title
  if (/:\s/.test(sentence.text.slice(sentence.text.indexOf(company)))) return undefined;
  const items = sentence.text.split(/,\s+(?:and\s+)?/).filter((item) => !item.includes(company) && !/(?:19|20)\d{2}/.test(item));
  const titles = items.map((item) => (knownSkill(item.trim()) ? undefined : titleAlone(item))).filter(Boolean);
  if (titles.length === 1 && items.length === 1) return titles[0];
  // the line above, when the mention's line is only the employer and its dates
  const rest = sentence.text
    .replace(company, "")
    .replace(new RegExp(DATE, "giu"), "")
    .replace(/[\s|,–—-]|\b(?:to|until|present|now)\b/giu, "");
  const above = text.slice(0, lineAround(text, mention).at).replace(/\n+$/, "").split("\n").at(-1)?.trim() ?? "";
  return !rest && above && !/(?:19|20)\d{2}/.test(above) ? titleAlone(above) : undefined;
}

/**
 * The role read with the mention's dates, its missing or cut field taken from the mention's clauses: the title or employer
 * the clause names beside the other, a fuller title set off beside the dates ("a graduate role at Skelton — graduate
 * engineer, 2013 to 2015"), or a title told without an employer in the sentence just before ("works as a care assistant.
 * Employer: Birchwood, since 2020").
 */
function completeRole(owner: Experience, text: string, mention: Mention, mentions: Mention[], experiences: Experience[]): void {
  const clauses = clausesAround(text, mention, mentions);
  if (!owner.company || !owner.jobTitle || LABEL_AS_EMPLOYER.test(owner.company) || isPlace(owner.company))
    for (const { text: clause } of clauses) {
      const job = readJob(clause, mention, text, experiences);
      if (!job) continue;
      const was = JSON.stringify(owner);
      fillFrom(owner, job);
      // a reading that adds nothing leaves the wider clauses to be read
      if (JSON.stringify(owner) !== was) break;
    }
  const title = owner.jobTitle?.toLowerCase() ?? "";
  // "a graduate role at Skelton — graduate engineer, 2013 to 2015": a one-word title the set-off title goes on from
  const fuller = /^\p{L}+$/u.test(title)
    ? clauses.map(({ text: clause }) => titleAlone(clause)).find((alone) => alone?.toLowerCase().startsWith(`${title} `))
    : undefined;
  if (fuller) owner.jobTitle = fuller;
  // "Worked at Morrisons 2012-now (store manager)": the dates read into the employer's name
  const dated = new RegExp(String.raw`\s+${DATE}.*$`, "iu");
  if (owner.company && dated.test(owner.company) && owner.company.replace(dated, "").trim()) owner.company = owner.company.replace(dated, "").trim();
  if (owner.jobTitle || !owner.company) return;
  const set = titleBeside(text, mention, owner.company);
  if (set) {
    owner.jobTitle = set;
    return;
  }
  const sentenceAt = sentenceStart(text, mention.at);
  const before = text.slice(sentenceStart(text, Math.max(0, sentenceAt - 1)), sentenceAt);
  const told = new RegExp(HELD_AS, "u").exec(before);
  const heldBefore = told && !/\b(?:at|for|with)\s+(?:the\s+)?\p{Lu}/u.test(before) && !/(?:19|20)\d{2}/.test(before) ? titleFrom(told[1]) : undefined;
  if (heldBefore && !experiences.some((other) => other.jobTitle?.toLowerCase() === heldBefore.toLowerCase())) owner.jobTitle = heldBefore;
}

/** "… left in 2014 to join Frontier Freight", "… until 2014, when I joined …": the employer joined as the one before was left. */
const JOINED_ON_LEAVING = new RegExp(
  String.raw`^,?\s+(?:to\s+(?:join|work\s+(?:at|for))|when\s+(?:I|he|she|they)\s+(?:joined|moved\s+to)|and\s+(?:then\s+)?(?:joined|moved\s+to)|(?:I|he|she|they)\s+(?:left\s+for|moved\s+to|joined))\s+(?:the\s+)?(${ORG})`,
  "u",
);
const TITLE_THERE_SINCE = new RegExp(
  String.raw`^,?\s+(?:where|as)\s+(?:(?:I|he|she|they)(?:'ve|'s|\s+(?:has|have))\s+been\s+|(?:I|he|she|they)\s+(?:am|is|are)\s+(?:now\s+)?|(?:I|he|she|they)\s+(?:work|works|worked)\s+as\s+)?(?:(?:a|an|the)\s+)?(${ROLE})`,
  "u",
);

function joinedOnLeaving(text: string, mention: Mention, experiences: Experience[]): void {
  const after = text.slice(mention.end).split(/[.!?;\n]/)[0] ?? "";
  const joined = JOINED_ON_LEAVING.exec(after);
  const company = employerFrom(joined?.[1]);
  if (!joined || !company || SCHOOL_WORD.test(company)) return;
  const told = experiences.find((other) => other.company?.toLowerCase() === company.toLowerCase());
  if (told) {
    if (!told.startDate) told.startDate = mention.startDate;
    return;
  }
  const rest = after.slice(joined.index + joined[0].length);
  const title = titleFrom(TITLE_THERE_SINCE.exec(rest)?.[1]) ?? "";
  const now = /\b(?:ever\s+since|since\s+then|to\s+this\s+day|still|now|today)\b/i.test(rest) || /\b(?:am|is|are|works?|runs?|leads?|manages?)\b/.test(rest);
  const experience: Experience = {
    ...emptyExperience(),
    id: newItemId(),
    jobTitle: title,
    company,
    startDate: mention.startDate,
    endDate: "",
    currentJob: now,
  };
  const key = sortKey(experience);
  const at = experiences.findIndex((other) => sortKey(other) < key);
  experiences.splice(at < 0 ? experiences.length : at, 0, experience);
}

/** A clause about a school, a degree or a course (one already read, too): no role's. */
function aboutLearning(clause: string, education: Education[]): boolean {
  const schooling = education.some((item) => [item.school, item.degree].some((name) => name && clause.toLowerCase().includes(name.toLowerCase())));
  return namesDegree(clause) || SCHOOL_WORD.test(clause) || LEARNING.test(clause) || schooling;
}

/**
 * "Did nights at the Royal Mail sorting office 2009-2012, then got a day job as a postie with them in 2012": a year that
 * ends the role read, told with another title there, begins a role of its own.
 */
function startsAnother(owner: Experience, text: string, mention: Mention, mentions: Mention[], experiences: Experience[], education: Education[]): boolean {
  if (!mention.single || mention.ends || yearOf(owner.startDate ?? "") === yearOf(mention.startDate)) return false;
  for (const { text: clause } of clausesAround(text, mention, mentions)) {
    if (aboutLearning(clause, education)) return false;
    const job = readJob(clause, mention, text, experiences);
    if (job) return Boolean(job.jobTitle) && job.jobTitle.toLowerCase() !== (owner.jobTitle ?? "").toLowerCase();
  }
  return false;
}

/** Whether the first role read from the mention's clauses is at an employer no role read names. */
function namesOtherEmployer(text: string, mention: Mention, mentions: Mention[], experiences: Experience[], education: Education[]): boolean {
  for (const { text: clause } of clausesAround(text, mention, mentions)) {
    if (aboutLearning(clause, education)) return false;
    const job = readJob(clause, mention, text, experiences);
    if (!job) continue;
    return Boolean(job.company) && !experiences.some((other) => sameName(other.company, job.company));
  }
  return false;
}

/** Reads the entries of the dated mentions no role or degree accounts for into `experiences` and `education`. */
export function addMissedEntries(text: string, experiences: Experience[], education: Education[]): void {
  const before = JSON.stringify(experiences);
  readMissed(text, experiences, education);
  // a role dated or added here takes its place among the others, most recent first (a stable sort keeps the rest as they were)
  // and the writer's rule for open roles applies to it as to the others
  if (JSON.stringify(experiences) === before) return;
  experiences.sort((a, b) => sortKey(b) - sortKey(a));
  // "at the same bakery since 2016 … the shift manager there since 2020": of two roles held now at one employer, the earlier ended when the later began
  for (const job of experiences) {
    const later = experiences.find(
      (other) =>
        other !== job &&
        other.currentJob &&
        sameName(other.company, job.company) &&
        (yearOf(other.startDate ?? "") ?? 0) > (yearOf(job.startDate ?? "") ?? Infinity),
    );
    if (job.currentJob && later) Object.assign(job, { currentJob: false, endDate: later.startDate });
  }
  closeOpenRoles(experiences, text);
}

/** Sections whose dates are no role's: "CERTIFICATIONS: CSCP (APICS) 2021", a volunteering or awards list. */
const NO_ROLES = new Set(["skills", "certifications", "languages", "awards", "publications", "volunteering", "interests"]);

/** The heading the mention sits under: its line's label ("Certifications: …") or the nearest heading line above, as the segmenter reads one. */
function sectionOf(text: string, at: number): string | undefined {
  const before = text.slice(0, at);
  const lineStart = before.lastIndexOf("\n") + 1;
  const label = /^\s*([^:：]{2,30})[:：]/.exec(before.slice(lineStart))?.[1];
  return (label ? headingKind(label.trim()) : null) ?? lastHeadingKind(before.slice(0, lineStart));
}

/** Words that name a qualification, whatever its kind ("Instructor Certificate", "Cert in Roofing", "Technologist in Food Science"). */
const QUALIFICATION_WORD =
  /\b(?:certificate|cert|certification|diploma|degree|qualification|course|programme|program|level|award|licen[cs]e|apprenticeship|training)\b|^\p{Lu}[\p{L}-]+\s+(?:in|of)\s+\p{Lu}/iu;

/**
 * "Forklift Instructor Certificate, Tarn Valley College, 2018", "Cert in Roofing – Kowhai Building School – 2012", a bracket's
 * "(Ridgeway High School, NCEA Level 2, 2009)": a list line or a bracket of a qualification, a school named as one and a
 * year, each a field of its own, read as a degree whatever the words the qualification is named with.
 */
function qualificationFields(text: string, mention: Mention): Education | undefined {
  const { text: lineText, at: lineStart } = lineAround(text, mention);
  let line = lineText;
  const open = line.lastIndexOf("(", mention.at - lineStart);
  const close = line.indexOf(")", mention.end - lineStart);
  if (open >= 0 && close >= 0 && !line.slice(open + 1, mention.at - lineStart).includes(")")) line = line.slice(open + 1, close);
  // a list's bullet or number, and a label before its colon ("Training: …")
  line = line.replace(/^\s*(?:[-–—*•·▪◦‣●►]|\d{1,2}[.)])\s+/u, "").replace(/^[\p{L} ]{2,25}:\s*/u, "");
  const fields = line
    .split(/\s*(?:[,|•·\t]|\s[–—-]\s| {2,})\s*/u)
    .map((field) => field.replace(/[.;]+$/, "").trim())
    .filter(Boolean);
  if (fields.length < 3 || fields.length > 5 || (line.match(/(?:19|20)\d{2}/g) ?? []).length !== 1) return undefined;
  const year = fields.find((field) => /^(?:(?:19|20)\d{2})$/.test(field));
  const school = fields.find((field) => SCHOOL_WORD.test(field) && /^\p{Lu}/u.test(field) && !/\d/.test(field));
  const rest = fields.filter((field) => field !== year && field !== school && !isPlace(field));
  if (!year || !school || rest.length !== 1) return undefined;
  const degree = rest[0]!.replace(/\s*\([^)]*\)$/, "");
  if (!/^\p{Lu}/u.test(degree) || degree.split(/\s+/).length > 10 || hasFiniteVerb(degree)) return undefined;
  if (!namesDegree(degree) && !QUALIFICATION_WORD.test(degree)) return undefined;
  return { ...emptyEducation(), degree, school, graduationYear: year };
}

/** "I hold my crane tickets and an NVQ Level 3 from Tarn College (2012)": of two things held, the one the school is named with. */
function heldWithOther(clause: string): Education | undefined {
  const pair = /^.*\s(?:and|plus|as\s+well\s+as)\s+(?=(?:an?|my|the)\s)/su.exec(clause);
  const last = pair ? clause.slice(pair[0].length) : "";
  return last && SCHOOL_WORD.test(last) ? findEducation(last) : undefined;
}

/**
 * "got my HGV licence in 2019 with Pennine Driver Academy", "did my food safety level 2 with Tarn Catering Training in 2016",
 * "SSC passed from Hillview Boarding School, 2012": a course, licence or exam told as got, done or passed at a school named as
 * one (or a training provider), no degree word needed.
 */
const COURSE_VERB = String.raw`(?:[Gg]ot|[Gg]et|[Dd]id|[Dd]one|[Hh]ave|[Hh]ad|[Hh]old|[Hh]olds|[Cc]ompleted|[Ff]inished|[Pp]ass(?:ed)?|[Ee]arned|[Gg]ained|[Oo]btained|[Tt]ook|[Tt]aken)`;
/** What was got, done or passed, told just before the school (a year may come between). */
const COURSE_BEFORE = new RegExp(
  String.raw`(?:\b${COURSE_VERB}\s+(?:(?:my|his|her|their|the|a|an)\s+)?([\p{L}\d][\p{L}\d/+&'’ -]{1,60}?(?:\s*\([^()]{1,30}\))?)|^\s*(?:[-–*•·]\s*)?(\p{Lu}{2,5})\s+passed)\s*,?\s*(?:(?:in\s+)?(?:19|20)\d{2}\s*,?\s*)?$`,
  "u",
);
const SCHOOL_AFTER = new RegExp(String.raw`\b(?:with|from|at|through|in)\s+(?:the\s+)?(${ORG})`, "gu");
const PROVIDER = /\b(?:Training|Academy)$/u;

function courseAtSchool(clause: string): Education | undefined {
  for (const match of clause.matchAll(SCHOOL_AFTER)) {
    const school = match[1]!.replace(/\s+(?:19|20)\d{2}$/, "").trim();
    if (!(SCHOOL_WORD.test(school) || PROVIDER.test(school)) || /\d/.test(school)) continue;
    const said = COURSE_BEFORE.exec(clause.slice(0, match.index));
    const degree = (said?.[1] ?? said?.[2] ?? "").trim();
    if (!degree || hasFiniteVerb(degree)) return undefined;
    if (!QUALIFICATION_WORD.test(degree) && !namesDegree(degree) && !/^\p{Lu}{2,5}$/u.test(degree)) return undefined;
    return { ...emptyEducation(), school, degree: degree.replace(/^\p{Ll}/u, (c) => c.toUpperCase()) };
  }
  return undefined;
}

/**
 * "completed Obrtnička škola Drava in 2015", "i finished my bachillerato at Colegio San Roque in 2014": a school named as one,
 * finished (what was finished named before it), in the year that closes the clause — whether or not a job began or ended then.
 */
const FINISHED_SCHOOL = new RegExp(
  String.raw`\b(?:[Ff]inish(?:ed)?|[Cc]omplet(?:ed|e)|[Gg]raduated\s+from|[Ll]eft|[Aa]ttended|[Pp]ass(?:ed)?)\s+(?:(?:my\s+)?((?:\d{1,2}\s+)?\p{L}+(?:\s+(?:\p{Ll}+|\d{1,2}))?)\s+(?:in|at|from)\s+)?(?:the\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){0,6}?)\s*(?:,\s*|\bin\s+)?$`,
  "u",
);

function finishedSchool(text: string, mention: Mention): Education | undefined {
  const said = FINISHED_SCHOOL.exec(text.slice(sentenceStart(text, mention.at), mention.at));
  const school = said?.[2]?.trim() ?? "";
  if (!said || !SCHOOL_WORD.test(school) || /\d/.test(school) || /\s(?:with|a|an|and|as|for|after|before|where|while|then)\s/i.test(` ${school} `))
    return undefined;
  const done = said[1] && !/^(?:(?:high\s+)?school|college|uni|university|studies|my\s+studies)$/i.test(said[1]) ? said[1] : "";
  // "passed 4 cxc subjects at …": the exam board's initials, not how many of its subjects
  const degree = done.replace(/^(?:\d{1,2}\s+)?(\p{Ll}{2,5})\s+(?:subjects?|passes|papers)$/u, (_, initials: string) => initials.toUpperCase());
  return { ...emptyEducation(), school, degree: degree.replace(/^\p{Ll}/u, (c) => c.toUpperCase()), graduationYear: mention.startDate };
}

function readMissed(text: string, experiences: Experience[], education: Education[]): void {
  const all = mentionsIn(text);
  const mentions = all.filter((mention) => !NO_ROLES.has(sectionOf(text, mention.at) ?? ""));
  const thisYear = new Date().getFullYear();
  // "Training: Forklift Instructor Certificate, Tarn Valley College, 2018": a course under a certifications label, taken at a school named as one
  for (const mention of all) {
    if (!mention.single || sectionOf(text, mention.at) !== "certifications" || accountedFor(mention, [], education)) continue;
    const fields = qualificationFields(text, mention);
    if (fields && !education.some((item) => sameName(item.school, fields.school))) education.push(fields);
  }
  for (const mention of mentions) {
    if ((yearOf(mention.startDate) ?? 0) > thisYear) continue;
    // "left in 2014 to join Frontier Freight, where he's been transport manager ever since": the role moved to began then
    if (mention.ends || mention.single) joinedOnLeaving(text, mention, experiences);
    const owner = accountedFor(mention, experiences, education);
    // (a year a job began or ended in may be the one a school was finished in)
    const finished = mention.single && !(owner && "graduationYear" in owner) ? finishedSchool(text, mention) : undefined;
    if (finished) {
      if (!education.some((item) => item.school && finished.school!.toLowerCase().includes(item.school.toLowerCase()))) education.push(finished);
      continue;
    }
    // "… until 2016, before opening her own firm, Ruiz Legal, in 2016": one year may end a role and begin another the clause names
    // (or a degree's year that is also the span of a role the clause tells: "NVQ Level 2 (2011) … apprentice plumber, X 2011–2013")
    const another =
      (owner &&
        ("jobTitle" in owner ? mention.single && Boolean(owner.company) : true) &&
        namesOtherEmployer(text, mention, mentions, experiences, education)) ||
      (owner && "jobTitle" in owner && startsAnother(owner, text, mention, mentions, experiences, education));
    if (owner && !another) {
      if ("jobTitle" in owner) completeRole(owner, text, mention, mentions, experiences);
      // "Technologist in Food Science – Faculdade X – 2013" read as a school and a year alone: the qualification its line names
      else if ("degree" in owner && !owner.degree && mention.single) {
        const fields = qualificationFields(text, mention);
        if (fields && sameName(fields.school, owner.school)) owner.degree = fields.degree;
      }
      continue;
    }
    // (a year a role elsewhere began or ended in may be a qualification's too, not when the role's employer is on the line)
    const fields = mention.single && !(owner && "graduationYear" in owner) ? qualificationFields(text, mention) : undefined;
    if (fields && !(owner && "company" in owner && owner.company && lineAround(text, mention).text.includes(owner.company))) {
      if (!education.some((item) => sameName(item.school, fields.school))) education.push(fields);
      continue;
    }
    const endsBefore = mention.ends;
    let read = false;
    for (const { text: clause, at: clauseAt, end: clauseEnd } of clausesAround(text, mention, mentions)) {
      if (NOT_WORK.test(clause) || wishedBy(clause)) break;
      // a degree or a school named with no title held: education
      if ((namesDegree(clause) || SCHOOL_WORD.test(clause) || courseAtSchool(clause)) && !findRole(clause)?.jobTitle) {
        read = true;
        const edu = findEducation(clause) ?? heldWithOther(clause) ?? courseAtSchool(clause);
        if (!edu?.school) break;
        const same = education.find(
          (item) => item.school?.toLowerCase() === edu.school!.toLowerCase() || (edu.degree && item.degree?.toLowerCase() === edu.degree.toLowerCase()),
        );
        const year = edu.graduationYear || mention.endDate || mention.startDate;
        // "City Training College ..... 2009 - 2011": the year of a school read without it
        if (same && !same.graduationYear && same.school?.toLowerCase() === edu.school.toLowerCase()) same.graduationYear = year;
        if (!same) education.push({ ...edu, graduationYear: year });
        break;
      }
      const job = readJob(clause, mention, text, experiences);
      if (!job) continue;
      read = true;
      const start = yearOf(mention.startDate);
      const told = experiences.find(
        (other) =>
          sameName(other.company, job.company) &&
          (other.jobTitle?.toLowerCase() === job.jobTitle.toLowerCase() ||
            ((!job.jobTitle || !other.jobTitle) && !(job.jobTitle && !mention.ends && (yearOf(other.startDate ?? "") ?? Infinity) < (start ?? 0)))),
      );
      // "2003: started at Harrow Print as …": the dates of a role read without them
      if (told && !told.startDate && !mention.ends) {
        told.startDate = mention.startDate;
        if (!told.endDate) Object.assign(told, { endDate: mention.endDate, currentJob: told.currentJob || mention.currentJob });
      }
      if (told) break;
      const experience: Experience = { ...emptyExperience(), id: newItemId(), jobTitle: job.jobTitle, company: job.company };
      if (endsBefore) {
        // "then head of science there until 2018": it began when the title before it at the employer ended
        const before = /\b(?:then|later|after\s+that)\b/i.test(clause)
          ? experiences.find((other) => other.company === job.company && other.endDate && (yearOf(other.endDate) ?? 0) <= (yearOf(mention.startDate) ?? 0))
          : undefined;
        Object.assign(experience, { startDate: before?.endDate ?? "", endDate: mention.startDate, currentJob: false });
      } else {
        // "became a postman with Crossfield Mail, and I did that until 2010": the end the clause goes on to
        const until = mention.single
          ? mentions.find((other) => other.ends && other.at > mention.at && other.at >= clauseAt && other.end <= clauseEnd)
          : undefined;
        // "Own company now (Drip Fix Plumbing Ltd, est. 2014)": a start the clause says goes on
        const rest = text.slice(mention.end).split(/[.!?\n]/)[0] ?? "";
        const goesOn = mention.single && !until && /\b(?:now|currently|these\s+days|today|still)\b/i.test(`${clause} ${rest}`);
        Object.assign(experience, {
          startDate: mention.startDate,
          endDate: until?.startDate ?? mention.endDate,
          currentJob: mention.currentJob || goesOn,
        });
      }
      // "started out in 2006 … at Parcelway, moved up to depot supervisor there in 2010": the untitled role there ended when this began
      // "… promoted to relationship manager": so did the one before it there
      const earlier = experiences.find(
        (other) =>
          other.company === job.company &&
          (!other.jobTitle || /\bpromoted\b/i.test(clause)) &&
          !other.endDate &&
          !other.currentJob &&
          (yearOf(other.startDate ?? "") ?? Infinity) < (yearOf(experience.startDate ?? "") ?? 0),
      );
      if (earlier && experience.startDate && !endsBefore) earlier.endDate = experience.startDate;
      const key = sortKey(experience);
      const at = experiences.findIndex((other) => sortKey(other) < key);
      experiences.splice(at < 0 ? experiences.length : at, 0, experience);
      break;
    }
    // "Telmar Distribution took me on … in 2011 and I stayed till 2016": the end of the role the sentence told
    if (!read && endsBefore) {
      const from = sentenceStart(text, mention.at);
      const company = employerBefore(text.slice(from, mention.at), mention.at - from, experiences);
      const year = yearOf(mention.startDate) ?? 0;
      const open = experiences.filter(
        (other) => other.company === company && !other.endDate && !other.currentJob && (yearOf(other.startDate ?? "") ?? year) < year,
      );
      const job = open.sort((a, b) => (yearOf(b.startDate ?? "") ?? 0) - (yearOf(a.startDate ?? "") ?? 0))[0];
      if (job) job.endDate = mention.startDate;
    }
  }
}
