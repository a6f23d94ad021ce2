/**
 * A history told as dated events, one a row, as Japanese résumés (rirekisho) and others print
 * schooling and work: "2014 ‖ 4 ‖ Entered Kaizu University", "2018 ‖ 3 ‖ Graduated from Kaizu
 * University — Bachelor of Engineering", "2018 ‖ 4 ‖ Joined Minato Freight Co., Ltd. (Kobe, Hyogo)
 * as Planner", "2021 ‖ 9 ‖ Resigned from Minato Freight Co., Ltd.". No row is an entry by itself:
 * a job runs from the row that joins the employer to the row that leaves it, a degree from the
 * row entering the school to the one graduating from it.
 */
import { randomUUID } from "node:crypto";
import type { Line, ParsedEducation, ParsedExperience } from "../types.server.ts";
import { looksLikeSchool } from "./roles.server.ts";

export interface HistoryEvent {
  year: string;
  /** two figures, "" when the row gives none */
  month: string;
  text: string;
}

/** "2014" ‖ "4" ‖ "Entered …", or "2014/04" ‖ "Entered …", or "2014.4 Entered …" in one run. */
function eventOf(l: Line): HistoryEvent | null {
  const cells = l.segments.map((s) => s.text.trim());
  const year = /^((?:19|20)\d\d)(?:\s*[./-]\s*(\d{1,2}))?$/.exec(cells[0] ?? "");
  let month = "";
  let rest: string[];
  if (year) {
    month = year[2] ?? "";
    rest = cells.slice(1);
    if (!month && /^\d{1,2}$/.test(rest[0] ?? "")) month = rest.shift()!;
  } else {
    const glued = /^((?:19|20)\d\d)\s*[./-]\s*(\d{1,2})\s+(\p{L}.*)$/u.exec(cells[0] ?? "");
    if (!glued) return null;
    month = glued[2]!;
    rest = [glued[3]!, ...cells.slice(1)];
  }
  const y = (year ?? /^(\d{4})/.exec(cells[0]!))![1]!;
  if (month && (Number(month) < 1 || Number(month) > 12)) return null;
  const text = rest.join(" ").trim();
  return text ? { year: y, month: month ? month.padStart(2, "0") : "", text } : null;
}

const JOIN_RE = /^(?:joined|entered|started\s+(?:at|with)|employed\s+(?:at|by)|hired\s+by)\s+(.+)$/i;
const LEAVE_RE = /^(?:resigned|retired|left|quit|departed)(?:\s+from)?\s+(.+?)(?:\s+(?:for|due\s+to|because|owing\s+to|to\s+\p{Ll})\b.*)?\.?$/iu;
const MOVE_RE = /^(?:promoted|transferred|appointed|assigned)\s+(?:to|as)\s+(?:an?\s+|the\s+)?(.+?)\.?$/i;
const GRADUATE_RE = /^(?:graduated|completed|finished)(?:\s+from)?\s+(.+)$/i;
/** A row saying the last job goes on: "Currently employed", "To the present", "Present". */
const STILL_RE = /^(?:currently\s+(?:employed|working)(?:\s+there)?|to\s+(?:the\s+)?present|present|to\s+date)\.?$/i;

/** "Minato Freight Co., Ltd. (Kobe, Hyogo) as Planner": the employer, its place and the title. */
function joined(what: string): { name: string; place: string; title: string } {
  const as = /^(.+?)\s+as\s+(?:an?\s+)?(.+?)\.?$/i.exec(what);
  const [who, title] = as ? [as[1]!, as[2]!] : [what.replace(/\.$/, ""), ""];
  const placed = /^(.+?)\s*\(([^()]+)\)$/.exec(who);
  return { name: (placed ? placed[1]! : who).trim(), place: placed ? placed[2]!.trim() : "", title: title.trim() };
}

const sameName = (a: string, b: string) => a.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "") === b.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
const dateOf = (e: HistoryEvent) => (e.month ? `${e.month}/${e.year}` : e.year);

/** The section's rows read as dated events: two or more, one of them joining or leaving an employer or a school. */
export function historyEvents(lines: Line[]): HistoryEvent[] | null {
  const events = lines.map(eventOf).filter((e): e is HistoryEvent => e !== null);
  if (events.length < 2 || !events.some((e) => JOIN_RE.test(e.text) || GRADUATE_RE.test(e.text))) return null;
  return events;
}

/** The jobs and the schooling a history of events tells, or null when the section's rows are no such history. */
export function eventHistoryEntries(lines: Line[]): { experiences: ParsedExperience[]; education: ParsedEducation[] } | null {
  const events = historyEvents(lines);
  if (!events) return null;
  const jobs: ParsedExperience[] = [];
  const schools: ParsedEducation[] = [];
  let open: ParsedExperience | null = null;
  const close = (e: HistoryEvent) => {
    if (open) open.endDate = dateOf(e);
    open = null;
  };
  for (const e of events) {
    const join = JOIN_RE.exec(e.text);
    const graduate = GRADUATE_RE.exec(e.text);
    const leave = LEAVE_RE.exec(e.text);
    const move = MOVE_RE.exec(e.text);
    if (graduate) {
      // "Kaizu University — Bachelor of Engineering", "Kaizu University, Faculty of Law"
      const [school, degree] = graduate[1]!.split(/\s+[—–-]\s+|\s*,\s*(?=\p{Lu})/u, 2) as [string, string | undefined];
      const entered = schools.find((s) => !s.graduationYear && sameName(s.school, school));
      if (entered) Object.assign(entered, { degree: degree?.trim() ?? entered.degree, graduationYear: e.year });
      else schools.push(school_(school, degree ?? "", e.year));
    } else if (join && looksLikeSchool(join[1]!) && !/\bas\s/i.test(join[1]!)) {
      schools.push(school_(join[1]!.replace(/\.$/, ""), "", ""));
    } else if (join) {
      close(e);
      const { name, place, title } = joined(join[1]!);
      open = job(name, place, title, dateOf(e));
      jobs.push(open);
    } else if (move && open) {
      const o: ParsedExperience = open;
      close(e);
      open = job(o.company, o.location, move[1]!, dateOf(e));
      jobs.push(open);
    } else if (leave) {
      const name = leave[1]!.trim();
      const left: ParsedExperience | undefined = open && sameName(open.company, name) ? open : jobs.findLast((j) => !j.endDate && sameName(j.company, name));
      if (left) left.endDate = dateOf(e);
      if (left === open) open = null;
    }
  }
  // a job no row leaves, under the last row or a row saying so, goes on
  const still = lines.some((l) => STILL_RE.test(l.text.trim()));
  for (const j of jobs)
    if (!j.endDate && (j === open || still)) {
      j.endDate = "Present";
      j.currentJob = true;
    }
  return jobs.length || schools.length ? { experiences: jobs, education: schools.filter((s) => s.school) } : null;
}

function job(company: string, location: string, jobTitle: string, startDate: string): ParsedExperience {
  return { id: randomUUID(), jobTitle, company, location, startDate, endDate: "", currentJob: false, description: "", achievements: "", technologies: "" };
}

function school_(school: string, degree: string, graduationYear: string): ParsedEducation {
  return { id: randomUUID(), degree: degree.trim(), school: school.trim(), location: "", graduationYear, gpa: "", honors: "", relevantCoursework: "" };
}

/** "2018 ‖ 6 ‖ Obtained Forklift Licence (Labour Bureau)": a credential's row, as "Forklift Licence (Labour Bureau), 06/2018". */
export function credentialEvents(lines: Line[]): string[] | null {
  const events = lines.map(eventOf);
  if (events.filter(Boolean).length < 2) return null;
  return lines.map((l, i) => {
    const e = events[i];
    if (!e) return l.text.trim();
    const what = e.text.replace(/^(?:obtained|passed|acquired|earned|received|awarded|certified\s+(?:as|in))\s+/i, "");
    return `${what}, ${dateOf(e)}`;
  });
}

/** The row naming a history's columns: "Year ‖ Month ‖ Details". */
export function isHistoryColumnsRow(l: Line): boolean {
  return l.segments.length >= 2 && l.segments.every((sg) => HISTORY_COLUMN_RE.test(sg.text.trim()));
}

const HISTORY_COLUMN_RE = /^(?:year|month|date|details|particulars|events?|history|description)$/i;
