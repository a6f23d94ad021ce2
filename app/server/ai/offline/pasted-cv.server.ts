/**
 * A prompt pasted from a CV, two or more of whose lines are section headings of their own
 * ("EXPERIENCE", "Education:"), has its jobs and schooling read by the document parser: it reads
 * CV layouts (an employer over several titles, columns of dates, titles and employers, a school
 * over its degree) better than the writer's sentence rules do. The name, contacts, summary and
 * skills still come from the writer. When the parser finds no dated job, the writer's reading stands.
 */
import type { PartialResume } from "../../../lib/resume.ts";
import { parsePlainTextResume } from "../../parse/index.server.ts";
import { titleScore } from "../../parse/fields/roles.server.ts";
import { headingLineCount } from "./segments.server.ts";
import { isPlace } from "./entries.server.ts";
import { employersNamedBack, schoolsNamedBack } from "./extract.server.ts";
import { academicYears, noteAfterSpan, withOneLanguageEnds, withOpenColumnEnds, withPresentJoinedByWord } from "./shorthand.server.ts";
import { escapeRegExp } from "./skills.server.ts";
import { SCHOOL_WORD, withoutTitleLabels, withoutWorkNote, yearOf } from "./extract-facts.server.ts";

/** One heading line is often a label in a paragraph ("Skills:"); two mark a pasted CV. */
const PASTED_CV_HEADINGS = 2;

/** "1. Shift Lead at Redbud Depot, 2021–present": a numbered list's numbers are no part of its entries' titles or degrees. */
const LIST_NUMBER = /^(\s*)\d{1,2}[.)]\s+(?=\p{L})/gmu;

function withoutListNumbers(prompt: string): string {
  return (prompt.match(LIST_NUMBER) ?? []).length >= 2 ? prompt.replace(LIST_NUMBER, "$1") : prompt;
}

/**
 * "Welder  /  Keel Fabrication Ltd  /  2019 – now": a dated line whose fields two or more spaced slashes set apart has them
 * as a bar's separators (one slash joins two names of one title: "Packer / picker").
 */
export function withSlashFields(prompt: string): string {
  return prompt
    .split("\n")
    .map((line) => {
      // (where some slashes are set wider apart than others, only the wide ones part fields)
      const fields = line.split(/\s{2,}\/\s{2,}/.test(line) ? /\s{2,}\/\s{2,}/ : /\s+\/\s+/);
      return fields.length >= 3 && /\b(?:19|20)\d{2}\b/.test(fields.at(-1)!) ? fields.join(" | ") : line;
    })
    .join("\n");
}

/**
 * "(Receptionist) Lee Valley Dental, 2022 - present": a dated line that opens with a title in brackets has it as its first
 * field, as "Receptionist, Lee Valley Dental, …" would.
 */
export function withBracketedTitles(prompt: string): string {
  return prompt.replace(/^(\s*)\(([^()\d]{2,60})\)\s+(?=\p{Lu})(.*\b(?:19|20)\d{2}\b.*)$/gmu, (line, indent: string, title: string, rest: string) =>
    titleScore(title) > 0 ? `${indent}${title.trim()}, ${rest}` : line,
  );
}

type Job = NonNullable<PartialResume["experiences"]>[number];

function bare(field: string | undefined): string {
  return (field ?? "")
    .replace(/\s*\([^()]*\)/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/**
 * "Pharmacy Assistant | Northgate Chemist" among rows the parser reads title first: a row whose two cells could each be a
 * title, read the other way round from the writer's reading of it, follows the order of the list's other rows, where the
 * parser reads two or more of them as the writer does (a list's rows share one order of fields).
 */
function rowsInOneOrder(jobs: Job[], written: PartialResume): void {
  const pairs = (written.experiences ?? []).map((job) => [bare(job.jobTitle), bare(job.company)]);
  const reads = (job: Job, title: string, company: string) => Boolean(title && company) && pairs.some(([t, c]) => t === title && c === company);
  const agreeing = jobs.filter((job) => reads(job, bare(job.jobTitle), bare(job.company)));
  const turned = jobs.filter((job) => reads(job, bare(job.company), bare(job.jobTitle)));
  if (agreeing.length < 2 || turned.length === 0 || turned.length >= agreeing.length) return;
  for (const job of turned) [job.jobTitle, job.company] = [job.company, job.jobTitle];
}

type School = NonNullable<PartialResume["education"]>[number];

/**
 * "CNA Certificate    Fernhill Adult Learning Center   2018" beside rows the parser reads whole: where the parser left a
 * row's school inside its degree, or left the row out, the writer's reading of that row (a school it names as one, with a
 * year) fills it in.
 */
/** The heading of a table's column of schools. */
const COLUMN_HEADING = /^(?:Institute|Institution|Name\s+of\s+(?:the\s+)?Institut(?:e|ion)|School|University|College|Board|Board\s*\/\s*University)$/i;

function schoolsTheWriterRead(parsed: School[], written: School[]): School[] {
  const out = parsed.map((edu) => ({ ...edu }));
  for (const mine of written) {
    const school = mine.school?.trim();
    if (!school) continue;
    const lower = school.toLowerCase();
    // ("Exam Title   Institute   Result": a table's column heading read as the school of its first rows is none)
    const merged = out.find(
      (edu) =>
        (!edu.school?.trim() && (edu.degree ?? "").toLowerCase().endsWith(`, ${lower}`)) ||
        (COLUMN_HEADING.test(edu.school?.trim() ?? "") && new RegExp(String.raw`[\s,]${escapeRegExp(lower)}$`, "u").test((edu.degree ?? "").toLowerCase())),
    );
    // (or the row's school left out, where the writer read the same degree in the same year)
    const headed = out.find(
      (edu) =>
        COLUMN_HEADING.test(edu.school?.trim() ?? "") &&
        edu.graduationYear === mine.graduationYear &&
        Boolean(mine.degree) &&
        (edu.degree ?? "").toLowerCase().startsWith(mine.degree!.toLowerCase()),
    );
    if (headed && !merged) {
      headed.school = school;
      continue;
    }
    if (merged) {
      merged.school = school;
      merged.degree = merged.degree!.slice(0, merged.degree!.length - school.length).replace(/[\s,]+$/, "");
      continue;
    }
    const told = out.some((edu) => `${edu.school ?? ""} ${edu.degree ?? ""}`.toLowerCase().includes(lower));
    if (!told && SCHOOL_WORD.test(school) && mine.graduationYear && mine.degree?.trim()) out.push(mine);
  }
  return out;
}

/**
 * How many schooling rows name a school, a degree and a year, each told once: where the writer reads more such rows than the
 * parser ("Tecnólogo en Logística - Servicio de Formación Usme - 2018", a school with no school word the parser merges
 * into the row below), the writer's reading stands.
 */
function whole(schools: School[]): number {
  // (a "school" in lower case, "operatore agricolo", is the trade learnt read as the school, no school's name)
  const complete = schools.filter((edu) => /^[\p{Lu}\d]/u.test(edu.school?.trim() ?? "") && edu.degree?.trim() && edu.graduationYear?.trim());
  return new Set(complete.map((edu) => `${bare(edu.school)}|${bare(edu.degree)}`)).size;
}

/** "(promoted from Packer, same company, 2018–2021)": a line under a role that tells the title held before it there. */
function withoutPromotedFrom(title: string): string {
  const held = /^\(\s*(?:[Pp]romoted|[Mm]oved\s+up|[Ss]tepped\s+up)\s+from\s+(?:(?:a|an|the)\s+)?(?=\p{Lu})([^()]+?)\s*\)?$/u.exec(title.trim());
  return held ? held[1]! : title;
}

/** The words that end the name of a part of an employer, not of an employer: "Emergency Department", "Surgical Ward". */
const UNIT_NAME = /\s(?:Department|Dept\.?|Ward|Unit|Division|Team)$/;

/**
 * "Clinical Nurse – Cardiac Unit" over "Lakeview Private Hospital | 2019 – now": the unit after the title on its line is
 * where in the employer the work was done; the employer is the first field of the dated line below.
 */
function employersBelowUnits(jobs: Job[], prompt: string): void {
  const lines = prompt.split("\n").map((line) => line.trim());
  for (const job of jobs) {
    const unit = job.company?.trim() ?? "";
    const title = job.jobTitle?.trim() ?? "";
    if (!title || !UNIT_NAME.test(unit)) continue;
    const at = lines.findIndex((line) => line.includes(title) && line.endsWith(unit));
    const below = at < 0 ? undefined : lines.slice(at + 1).find(Boolean);
    if (!below || !/\b(?:19|20)\d{2}\b|'\d{2}\b/.test(below)) continue;
    const employer = below.split(/\s*[|·•,]\s*|\s+[–—-]\s+/)[0]!.trim();
    if (employer && /^\p{Lu}/u.test(employer) && !/\d/.test(employer) && !UNIT_NAME.test(employer) && !isPlace(employer)) job.company = employer;
  }
}

/**
 * "Cashier / Shift Lead" over "Elm Grocery  |  2012 – 2015": where the parser left a role's title out, the writer's reading of
 * the same employer from the same year fills it in.
 */
function titlesTheWriterRead(jobs: Job[], written: PartialResume): void {
  const year = (date: string | undefined) => yearOf(date ?? "");
  for (const job of jobs) {
    if (job.jobTitle || !job.company || !year(job.startDate)) continue;
    const same = (written.experiences ?? []).find(
      (other) => other.jobTitle && bare(other.company) === bare(job.company) && year(other.startDate) === year(job.startDate),
    );
    if (same) job.jobTitle = same.jobTitle;
  }
}
/** "GCSEs (7 A*-C)", "KCSE (Mean Grade B-)", "BSc Physics (2:1)": the grade in brackets after a qualification is no part of its name. */
const GRADE_AFTER =
  /\s*\((?:[^()]*\b(?:grades?|GPA|CGPA|distinction|merit|first\s+class|division|aggregate|points)\b[^()]*|\d{1,2}\s*x?\s*[A-E]\*?(?:\s*[-–]\s*[A-E]\*?)?|[A-E][+-]?|[12]:[12]|\d{1,3}(?:\.\d+)?\s*%)\)$/iu;

/**
 * The writer's rewrites the parser needs too, in order: a span with a note after it, a list's numbers, a column's open span
 * ("2018–   Nurse"), "a la fecha" for now, the ongoing end in another language, and "2016/17" read as its span.
 */
const REWRITES_FOR_THE_PARSER: ((text: string) => string)[] = [
  noteAfterSpan,
  withoutListNumbers,
  withOpenColumnEnds,
  withPresentJoinedByWord,
  withOneLanguageEnds,
  academicYears,
];

export function withPastedCvEntries(prompt: string, written: PartialResume): PartialResume {
  if (headingLineCount(prompt) < PASTED_CV_HEADINGS) return written;
  const parsed = parsePlainTextResume(REWRITES_FOR_THE_PARSER.reduce((text, rewrite) => rewrite(text), prompt));
  const jobs = parsed.experiences ?? [];
  if (!jobs.some((job) => job.company && job.startDate)) return written;
  const education =
    parsed.education?.length && whole(parsed.education) >= whole(written.education ?? [])
      ? schoolsTheWriterRead(parsed.education, written.education ?? [])
      : written.education;
  // "B.Sc — same college — 2012": the parser keeps the words, the writer names the school told before
  if (education) schoolsNamedBack(education);
  for (const edu of education ?? []) if (edu.degree) edu.degree = edu.degree.replace(GRADE_AFTER, "");
  employersNamedBack(jobs);
  employersBelowUnits(jobs, prompt);
  // "Lifeguard (part-time)": the title, not how the work was done (nor a label before it: "Summer job: boat guide")
  for (const job of jobs) if (job.jobTitle) job.jobTitle = withoutTitleLabels(withoutWorkNote(withoutPromotedFrom(job.jobTitle)));
  rowsInOneOrder(jobs, written);
  titlesTheWriterRead(jobs, written);
  return { ...written, experiences: jobs, education };
}
