/**
 * Roles given as a length of time ("before that at Infosys for 2 years", "spent five years at
 * Rakuten"): the years are read from the clause, and the dates follow from the neighbouring role:
 * a role of N years that came before another ended when that one began.
 */
import type { Experience } from "../../../lib/resume.ts";

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  a: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const DURATION_RE =
  /\b(?:for|spent|spending|over|worked|working|after|did|served|put in|stayed|remained)\s+(?:(?:about|around|roughly|nearly|almost|over|just|like|some|close to|a little over)\s+)*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a)\s*\+?\s*(?:years?|yrs?)\b/i;
/** The role was mentioned after the one it preceded ("…, and before that at Infosys"). */
const EARLIER_CUE =
  /\b(?:before that|before this|before (?:joining|moving to|going)|previously|prior to|earlier|formerly|until then|after (?:\w+\s+){1,2}(?:years?|yrs?)\s+(?:as|at|with))\b/i;

export interface TimedRole {
  experience: Experience;
  /** years the role lasted, as stated */
  years?: number;
  /** true when the text placed it before the role mentioned just ahead of it */
  earlier?: boolean;
}

/** The whole years a clause says a role lasted ("for 2 years", "spent five years at"). */
export function durationYears(clause: string): number | undefined {
  const match = DURATION_RE.exec(clause);
  if (!match) return undefined;
  const word = match[1]!.toLowerCase();
  const years = NUMBER_WORDS[word] ?? Number(word);
  return years > 0 && years < 50 ? years : undefined;
}

export function mentionsEarlier(text: string): boolean {
  return EARLIER_CUE.test(text) || /\b[Bb]efore\s+\p{Lu}/u.test(text);
}

function yearOf(date: string | undefined): number | undefined {
  const match = /(?:19|20)\d{2}/.exec(date ?? "");
  return match ? Number(match[0]) : undefined;
}

/** "summer 2016", "the winter of 2019": a season said before the year it fell in. */
const SEASON_OF = String.raw`(?:summer|spring|autumn|fall|winter)\s+(?:of\s+)?`;

/**
 * Fills the start and end of each role that only has a length: it ended when the neighbouring
 * later role began (the role mentioned just before it when the text says "before that", else the
 * one mentioned just after it). Roles in mention order; a role with no dated neighbour stays undated.
 */
export function deriveDates(roles: TimedRole[]): void {
  roles.forEach((role, index) => {
    const item = role.experience;
    if (!role.years || item.currentJob) return;
    // "joined Acme in 2012 and worked there for 3 years": the length counts on from the stated start
    const started = yearOf(item.startDate);
    if (started !== undefined && !item.endDate) item.endDate = String(started + role.years);
    if (item.startDate) return;
    // "20 years at KeNHA … before I left in 2018": the length counts back from the end
    const stated = yearOf(item.endDate);
    if (stated !== undefined) {
      item.startDate = String(stated - role.years);
      return;
    }
    if (item.endDate) return;
    const previous = roles[index - 1]?.experience;
    const next = roles[index + 1]?.experience;
    const later = role.earlier || !next ? previous : next;
    const end = yearOf(later?.startDate);
    if (end === undefined) return;
    item.endDate = String(end);
    item.startDate = String(end - role.years);
  });
}

/**
 * "… and an HR intern at Birch Mills in 2016": a past role the text places in one year, with no word that it began then
 * ("joined …", "started …"), was held that year, and ended in it; it does not run on to the next role's start.
 */
function heldInOneYear(experiences: Experience[], text: string): void {
  for (const job of experiences) {
    if (
      job.currentJob ||
      job.endDate ||
      !job.company ||
      !job.startDate ||
      !new RegExp(String.raw`^(?:${SEASON_OF})?(?:19|20)\d{2}$`, "i").test(job.startDate.trim())
    )
      continue;
    const year = yearOf(job.startDate)!;
    const company = job.company.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // "In 2016 I was an intern at Birch Mills." (not "… before setting up Birch Mills in 2016", a business begun then)
    const opened = new RegExp(
      String.raw`(?:^|[.;!?\n]\s*)In\s+${year},?\s+(?:I|he|she|they)\s+(?:was|were|worked|did)\b[^.;!?\n]*?\b${company}(?![\p{L}\d])`,
      "u",
    );
    if (opened.test(text)) {
      job.endDate = String(year);
      continue;
    }
    // "c) summer 2016 - warehouse intern, Birch Freight AB": a list line that dates the role by a season of one year, and names no other
    const line = text.split("\n").find((said) => new RegExp(String.raw`${company}(?![\p{L}\d])`, "u").test(said)) ?? "";
    if ((line.match(/\b(?:19|20)\d{2}\b/g) ?? []).length === 1 && new RegExp(String.raw`\b${SEASON_OF}${year}\b`, "iu").test(line)) {
      job.endDate = String(year);
      continue;
    }
    const placed = new RegExp(
      String.raw`${company}\s+in\s+(?:(?:the\s+)?${SEASON_OF})?${year}\b(?!\s*(?:and|to|until|till|[-–—/])\s*(?:\p{L}+\s+)?(?:19|20)?\d{2})`,
      "iu",
    ).exec(text);
    if (!placed) continue;
    const clause =
      text
        .slice(0, placed.index)
        .split(/[.;!?\n]|,\s+(?:and\s+)?/u)
        .at(-1) ?? "";
    if (
      /\b(?:start\p{L}*|join\p{L}*|began|begin\p{L}*|moved|hired|took|since|from|set(?:ting)?\s+up|found\p{L}*|establish\p{L}*|open\p{L}*|launch\p{L}*)\b/iu.test(
        clause,
      )
    )
      continue;
    job.endDate = String(year);
  }
}

/**
 * "In 2012 I started at A … in 2016 I moved to B": a past role with a start and no end ended when
 * the next, later role began (in its month, when that is told: "… moved to B in January 2021").
 * "…from 2009 to 2012. After that I joined B, where I stayed until 2018": a role told with an end
 * and no start began when the role before it ended. Roles most recent first.
 */
export function closeOpenRoles(roles: Experience[], text = ""): void {
  heldInOneYear(roles, text);
  roles.forEach((role, index) => {
    const later = roles[index - 1];
    if (!later || role.currentJob || role.endDate || !role.startDate) return;
    const start = yearOf(role.startDate);
    const next = yearOf(later.startDate);
    if (start !== undefined && next !== undefined && next > start) role.endDate = later.startDate;
  });
  roles.forEach((role, index) => {
    const before = roles[index + 1];
    if (!before?.startDate || role.startDate || !role.endDate) return;
    const end = yearOf(role.endDate);
    const ended = yearOf(before.endDate);
    if (end !== undefined && ended !== undefined && ended <= end && ended >= (yearOf(before.startDate) ?? ended)) role.startDate = before.endDate;
  });
}

/** "a 6-month internship", "for three months", "a summer job": a role that lasted less than a year. */
const BRIEF_RE =
  /\b(?:(?:[1-9]|1[01]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|a\s+few|a\s+couple\s+of)[- ]months?|summer\s+(?:job|internship|placement|work))\b/i;

export function saysBrief(clause: string): boolean {
  return BRIEF_RE.test(clause);
}

/**
 * A role that lasted less than a year, or that was only a season of one ("in summer 2022"), and
 * that is told with its start year alone ended that year — not when the next role began.
 */
export function closeBriefRoles(roles: Array<{ experience: Experience; brief?: boolean }>): void {
  for (const { experience, brief } of roles) {
    if (experience.currentJob || experience.endDate || !experience.startDate) continue;
    const season = /^(?:spring|summer|autumn|fall|winter)\s+((?:19|20)\d{2})$/i.exec(experience.startDate.trim());
    const year = season?.[1] ?? (brief && /^(?:19|20)\d{2}$/.test(experience.startDate.trim()) ? experience.startDate.trim() : undefined);
    if (year) experience.endDate = year;
  }
}
