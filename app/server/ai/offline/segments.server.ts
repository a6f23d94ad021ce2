/**
 * The first stage of reading a prompt: lines → sentences, each tagged with the résumé section it
 * sits under. Bullets and section headings ("EXPERIENCE", "Education:", "About") are recognised
 * here so later stages see only content; sentences are split by compromise, with the breaks it
 * makes inside abbreviations ("M.Ed.", "B.S.", "Inc.") mended.
 */
import { nlp } from "../../nlp.server.ts";
import { headingKind, type SectionKind } from "../../parse/sections/headings.server.ts";
import { companyScore, titleScore } from "../../parse/fields/roles.server.ts";

export type SectionName = SectionKind;

export interface Segment {
  /** one sentence of the prompt, bullet and inline label removed, end punctuation kept off */
  text: string;
  /** the heading the sentence sits under, when the prompt has headings */
  section?: SectionName;
  /** the index of the prompt line it came from */
  line: number;
  /** the whole line it came from (bullet and label removed) */
  lineText: string;
  /** true when the line was a list item ("- …", "* …", "• …", "1. …") */
  bullet: boolean;
}

const PICTOGRAPHS = /^(?:\s|\p{Extended_Pictographic}|\u200d|\ufe0f)+/u;
const BULLET = /^\s*(?:[-*•·▪◦‣●►✓–—]|\d{1,2}[.)])\s+/u;
/** Short labels people type before a line's content ("Exp: …", "Edu: …", "About: …"). */
const SHORT_LABELS: Record<string, SectionName> = {
  exp: "experience",
  current: "experience",
  currently: "experience",
  now: "experience",
  past: "experience",
  previous: "experience",
  previously: "experience",
  before: "experience",
  work: "experience",
  employer: "experience",
  "current employer": "experience",
  "previous employer": "experience",
  "past employer": "experience",
  "current role": "experience",
  "previous role": "experience",
  qualification: "education",
  school: "education",
  schooling: "education",
  license: "certifications",
  certs: "certifications",
  licence: "certifications",
  licensure: "certifications",
  jobs: "experience",
  edu: "education",
  studies: "education",
  qualifications: "education",
  quals: "education",
  degree: "education",
  stack: "skills",
  tools: "skills",
  tech: "skills",
  name: "header",
  contact: "contact",
};
/** Sections whose label is dropped before the content is read (skills keep theirs: it is the cue). */
const DROP_LABEL = new Set<SectionName>(["experience", "education", "summary", "header", "contact"]);
/** Legal forms written with a full stop after them ("Ltd.", "Kft.", "Ltda.", "Bhd.", and Nordic ones in lower case, "Nordvik Fisk ehf."). */
const LEGAL_FORM_DOT = String.raw`(?:Inc|Ltd|Co|Corp|Kft|Zrt|Nyrt|Bt|Ltda|Lda|Cia|Asoc|Bhd|Pty|Pvt|Pte|Srl|Sarl|SpA|ehf|hf|ohf|slf|ApS|Oyj|Oy|AB|ASA|AS|Sdn|Sp|spol)\.`;
const ABBREVIATION_END = new RegExp(
  String.raw`(?:\b(?:\p{L}{1,4}\.){2,}|\b(?:Jr|Sr|St|Dr|Mr|Mrs|Ms|No|Nr|Hons|Ed|Sc|Eng|Ing|Mgr|Bc|Tech|Com|vs|approx)\.|\b${LEGAL_FORM_DOT})$`,
  "u",
);

/** "Ltd.", "Inc.": the suffix an employer's name ends with. */
const EMPLOYER_SUFFIX_END = new RegExp(String.raw`\b${LEGAL_FORM_DOT}$`, "u");
/** What may still follow an employer's suffix inside its name ("Tanaka Co. Ltd.") or its dates ("Inc. 2019–2021"). */
const EMPLOYER_NAME_GOES_ON = /^(?:\d|(?:Ltd|Limited|LLC|Inc|Corp|Co|Pty|Pvt|PLC|GmbH|AG|SA|KK)\b)/u;

/**
 * "… at Pellow Joinery Ltd. Before that I …": a capitalised word after an employer's suffix opens
 * the next sentence, unless it still belongs to the name or is a date.
 */
function sentenceAfterEmployer(previous: string, next: string): boolean {
  // "… at Drava Optics Kft. for three years": a lower-case word goes on with the sentence
  return EMPLOYER_SUFFIX_END.test(previous) && /^\p{Lu}/u.test(next) && !EMPLOYER_NAME_GOES_ON.test(next) && !partnersFirmGoesOn(previous, next);
}

/** Capitalised words that open a sentence rather than go on with a firm's name. */
const SENTENCE_OPENER =
  /^(?:I|He|She|They|We|It|My|His|Her|Their|Then|Before|After|Since|In|From|At|Now|Later|Also|There|This|That|Previously|Currently|Earlier|Today|Prior|During|While|When|Next)\b/u;

/** "Qureshi & Co. Chartered Accountants", "Hale and Co. Solicitors": a partners' firm's name goes on with the kind of firm it is. */
function partnersFirmGoesOn(previous: string, next: string): boolean {
  return /(?:&|\band)\s+Co\.$/u.test(previous) && /^\p{Lu}\p{Ll}+/u.test(next) && !SENTENCE_OPENER.test(next);
}

const NAME_INITIAL_END = /\b\p{Lu}\p{Ll}+\s+\p{Lu}\.$/u;

function labelKind(label: string): SectionName | undefined {
  const key = label.trim().toLowerCase();
  // "Training/Certification": either half of a label joined by a slash names its section
  return (
    SHORT_LABELS[key] ??
    headingKind(label) ??
    label
      .split("/")
      .map((half) => headingKind(half.trim()))
      .find(Boolean) ??
    undefined
  );
}

/**
 * "Check Point Software Technologies" over "BI Developer": an employer whose name ends in a heading
 * word ("Technologies", "Software") is no heading when a job title follows it.
 */
function employerOverTitle(line: string, nextLine: string): boolean {
  if (/[:：]$/.test(line) || !/\p{Ll}/u.test(line)) return false;
  return companyScore(line) >= 2.5 && titleScore(nextLine) >= 1.5 && titleScore(nextLine) > companyScore(nextLine);
}

/**
 * "Mei Tan, KL | mei@… | HR Manager @ Petronas (2020-present); … | Bachelor of …, UPM (2015) | Skills: …":
 * a whole résumé on one line, its sections between bars. Two or more fields that each read as a
 * dated entry (a year and several capitalised words) mark it; an entry's own fields never do.
 */
function packedLine(line: string): string[] {
  // bars left side by side where contacts were taken out count as one
  const fields = line.split(/(?:\s+\|)+\s+/);
  if (fields.length < 4) return [line];
  const entries = fields.filter((field) => /(?:19|20)\d{2}/.test(field) && field.split(/\s+/).length >= 4 && (field.match(/\p{Lu}\p{L}+/gu)?.length ?? 0) >= 2);
  return entries.length >= 2 ? fields : [line];
}

/** A sentence split that keeps "M.Ed. in Curriculum" and "B.S. Computer Engineering" whole. */
export function sentencesOf(text: string): string[] {
  // compromise keeps "… Stata and R. Phone …" together (it reads "R." as an initial): such full stops
  // before a capital split too, except after an abbreviation or a name's initial ("John R. Smith")
  const raw = (nlp(text).sentences().out("array") as string[]).flatMap((sentence) => sentence.split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u));
  const out: string[] = [];
  for (const sentence of raw.map((s) => s.trim()).filter(Boolean)) {
    const previous = out.at(-1);
    const joins = previous !== undefined && (ABBREVIATION_END.test(previous) || NAME_INITIAL_END.test(previous)) && !sentenceAfterEmployer(previous, sentence);
    if (previous !== undefined && joins) out[out.length - 1] = `${previous} ${sentence}`;
    else out.push(sentence);
  }
  return out;
}

/** Words a pasted CV heads a section with on a line of their own, that résumés rarely do ("SCHOOL", "WORK"). */
const HEADING_WORDS: Record<string, SectionName> = {
  school: "education",
  schooling: "education",
  schools: "education",
  studies: "education",
  work: "experience",
  jobs: "experience",
};

/** The section a line heads when it is a heading on a line of its own ("EXPERIENCE", "Education:"), given the line after it. */
function headingLineKind(content: string, nextLine: string): SectionName | undefined {
  const label = content.replace(/[:：]\s*$/, "");
  const heading = headingKind(label) ?? HEADING_WORDS[label.toLowerCase()];
  // ("EXPERIENCIA LABORAL / WORK EXPERIENCE": a heading told in two languages is two short headings, each held to the limit)
  const longest = Math.max(...content.split(/\s+\/\s+/).map((half) => half.split(/\s+/).length));
  if (!heading || longest > 4 || /\d/.test(content) || employerOverTitle(content, nextLine)) return undefined;
  return heading;
}

/** The prompt's lines with their bullets and pictographs taken off, blank ones left out. */
function contentLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.replace(PICTOGRAPHS, "").replace(BULLET, "").trim())
    .filter(Boolean);
}

/** How many lines of the prompt are section headings on a line of their own. */
export function headingLineCount(text: string): number {
  const lines = contentLines(text);
  return lines.filter((line, i) => headingLineKind(line, lines[i + 1] ?? "")).length;
}

/** The section of the nearest heading on a line of its own in `text` (read from its end), if any. */
export function lastHeadingKind(text: string): SectionName | undefined {
  const lines = contentLines(text);
  for (let i = lines.length - 1; i >= 0; i--) {
    const heading = headingLineKind(lines[i]!, lines[i + 1] ?? "");
    if (heading) return heading;
  }
  return undefined;
}

/** The prompt → its sentences, each with the section heading above it. */
export function segmentPrompt(text: string): Segment[] {
  const segments: Segment[] = [];
  let section: SectionName | undefined;
  // "… || Careem — UX Writer — 2021–present || …": a double bar separates lines pasted onto one
  const lines = text.split(/\n|\s*\|\|\s*/).flatMap(packedLine);
  lines.forEach((rawLine, line) => {
    // "👩‍💻 Frontend Developer @ Satispay": pictographs before a line work as bullets
    const unmarked = rawLine.replace(PICTOGRAPHS, "");
    const bullet = BULLET.test(unmarked) || unmarked !== rawLine;
    const content = unmarked.replace(BULLET, "").trim();
    if (!content) return;
    const nextLine =
      lines
        .slice(line + 1)
        .find((candidate) => candidate.trim())
        ?.trim() ?? "";
    const heading = headingLineKind(content, nextLine);
    if (heading) {
      section = heading;
      return;
    }
    const sentences = sentencesOf(content);
    for (const sentence of sentences) {
      // "Exp: …", "Jobs: …", "About: …" may open the line or any sentence in it
      let text = sentence.replace(/[.!?]+$/, "").trim();
      // "SKILLS   pipe bending  ·  fault finding": a heading in capitals set apart from its items by a wide gap labels them as a colon would
      const gapLabel = /^(\p{Lu}{3,}(?:[ &/]\p{Lu}{2,}){0,3})(?: {2,}|\t)\s*(\S.*)$/u.exec(text);
      if (gapLabel && labelKind(gapLabel[1]!)) text = `${gapLabel[1]}: ${gapLabel[2]}`;
      let sentenceSection = section;
      // "Current employer - Vodafone Ghana (…)": a known label may end in a dash instead of a colon
      // "education S1 Management, Universitas X, 2015": a section word with no colon before a list of fields that ends in a year
      const label =
        /^([\p{L}][\p{L} &/]{1,30}?)\s*[:：]\s+(\S.*)$/u.exec(text) ??
        /^([\p{L}][\p{L} &-]{1,30}?)\s+[-–—]\s+(\S.*)$/u.exec(text) ??
        /^(education|qualifications?|experience)\s+(\S[^,]*(?:,\s*[^,]+)+,\s*(?:19|20)\d{2})$/iu.exec(text);
      const kind = label ? labelKind(label[1]!) : undefined;
      if (label && kind) {
        sentenceSection = kind;
        if (DROP_LABEL.has(kind)) text = label[2]!;
      }
      const lineText = sentences.length === 1 ? text : content;
      if (text) segments.push({ text, section: sentenceSection, line, lineText, bullet });
    }
  });
  return segments;
}
