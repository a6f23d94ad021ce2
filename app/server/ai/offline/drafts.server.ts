/**
 * The roles the extractor has found so far, in the order the prompt mentions them: a later
 * mention of the same employer fills what the first left out, and what the person did there
 * becomes the role's description (or its achievements, when it has numbers).
 */
import type { Experience } from "../../../lib/resume.ts";
import { findSkillsInProse, tidySkillsList } from "./skills.server.ts";
import { improveBullet, type Tense } from "./text.server.ts";

export interface Draft {
  experience: Experience;
  sentenceIndex: number;
  order: number;
  /** years the role lasted, when the text gives a length instead of dates */
  years?: number;
  /** the text placed this role before the one mentioned just ahead of it */
  earlier?: boolean;
  /** "my career started in 2013 at PwC": a start with no word that the role goes on */
  startedOnly?: boolean;
  /** the role lasted less than a year ("a 6-month internship", "a summer job") */
  brief?: boolean;
}

export function bulletFrom(clause: string, tense: Tense): string[] {
  return improveBullet(clause, tense).filter((line) => line.split(/\s+/).length >= 2);
}

export function joinLines(existing: string | undefined, lines: string[]): string {
  const all = [...(existing ? existing.split("\n") : []), ...lines].filter(Boolean);
  return [...new Set(all)].join("\n");
}

/** Adds what the person did in a role: numbers make it an achievement, the tools named its technologies. */
export function attachDetails(target: Experience, text: string): void {
  const tense: Tense = target.currentJob ? "present" : "past";
  const lines = bulletFrom(text, tense);
  if (!lines.length) return;
  if (/\d/.test(text)) target.achievements = joinLines(target.achievements, lines);
  else target.description = joinLines(target.description, lines);
  const tech = findSkillsInProse(text);
  if (tech.length) target.technologies = tidySkillsList([target.technologies ?? "", ...tech].filter(Boolean).join(", "));
}

function dated(role: Experience): boolean {
  return Boolean(role.startDate || role.endDate);
}

/** One mention undated, and its title the end of the other's ("Planner", "Project Planner"): the same role told twice. */
function sameRoleTold(a: Experience, b: Experience): boolean {
  if (dated(a) && dated(b)) return false;
  const [short, long] = [a.jobTitle ?? "", b.jobTitle ?? ""].map((title) => title.toLowerCase()).sort((x, y) => x.length - y.length);
  return Boolean(short && long?.endsWith(` ${short}`));
}

export class Drafts {
  readonly all: Draft[] = [];
  last: Draft | undefined;

  /** A new role, or the earlier draft of the same role with its blanks filled in. */
  add(experience: Experience, sentenceIndex: number): Draft {
    const company = experience.company?.toLowerCase();
    const same =
      company &&
      this.all.find(
        (d) =>
          (d.experience.company ?? "").toLowerCase() === company &&
          (!experience.jobTitle || !d.experience.jobTitle || d.experience.jobTitle === experience.jobTitle || sameRoleTold(d.experience, experience)),
      );
    if (same) {
      const target = same.experience;
      // the dated mention of the role names its title in full ("Planner at X" above "Project Planner / X / 2019 – Present")
      if (!dated(target) && dated(experience) && experience.jobTitle) target.jobTitle = experience.jobTitle;
      target.jobTitle ||= experience.jobTitle;
      target.location ||= experience.location;
      target.startDate ||= experience.startDate;
      target.endDate ||= experience.endDate;
      target.currentJob ||= experience.currentJob;
      this.last = same;
      return same;
    }
    const draft: Draft = { experience, sentenceIndex, order: this.all.length };
    this.all.push(draft);
    this.last = draft;
    return draft;
  }
}
