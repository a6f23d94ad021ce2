/**
 * The offline LinkedIn bio: a headline (role, employer, a few skills) and an About in the first
 * person — a one-line hook, then three short paragraphs (the work now, the path here, how I work)
 * — built from the resume's own facts. A second draft changes the hook, the phrasing and the order.
 */
import { normalizeResume, splitLines } from "../../../lib/normalize-resume.ts";
import type { ResumeFormData } from "../../../lib/resume.ts";
import { dedupeSkills, groupOf, splitSkills } from "../offline/skills.server.ts";
import { article, degreePhrase, firstPersonClause, inProse, listPhrase, summarySentence } from "./grammar.server.ts";
import { chooser, fingerprint } from "./variety.server.ts";

export interface Bio {
  headline: string;
  about: string;
}

interface Limits {
  headline: number;
  about: number;
}

function technicalSkills(resume: ResumeFormData): string[] {
  const s = resume.skills;
  return dedupeSkills([...splitSkills(s.technicalSkills ?? ""), ...splitSkills(s.frameworks ?? ""), ...splitSkills(s.tools ?? "")]).filter(
    (skill) => groupOf(skill) !== "soft",
  );
}

/** A role's bullets as first-person clauses, quantified ones first, in the resume's order otherwise. */
function clausesOf(experience: ResumeFormData["experiences"][number]): string[] {
  const lines = [...splitLines(experience.description), ...splitLines(experience.achievements)];
  return lines
    .map((line, order) => ({ clause: firstPersonClause(line), numbered: /\d/.test(line), order }))
    .filter((x): x is { clause: string; numbered: boolean; order: number } => Boolean(x.clause))
    .sort((a, b) => Number(b.numbered) - Number(a.numbered) || a.order - b.order)
    .map((x) => x.clause);
}

/** Two clauses as one sentence: "I led …, and I cut …." */
function joinClauses(clauses: string[]): string {
  if (clauses.length === 0) return "";
  if (clauses.length === 1) return `${clauses[0]}.`;
  return `${clauses[0]}, and ${clauses[1]!.replace(/^I /, "")}.`;
}

function headlineOf(resume: ResumeFormData, draft: number, max: number): string {
  const latest = resume.experiences.find((e) => e.jobTitle?.trim());
  const title = latest?.jobTitle?.trim() ?? "";
  const company = latest?.company?.trim() ?? "";
  const previous = resume.experiences.find((e) => e !== latest && e.company?.trim() && e.company.trim() !== company)?.company?.trim();
  const skills = technicalSkills(resume);
  const build = (count: number): string => {
    const shown = skills.slice(0, count);
    const options = [
      [title && `${title}${company ? ` at ${company}` : ""}`, shown.join(" · ")],
      [title, shown.join(", "), previous ? `Previously ${previous}` : ""],
      [title && `${title} working in ${listPhrase(shown.slice(0, 3).map(inProse))}`, company && `${company}`],
    ];
    return options[Math.max(0, draft) % options.length]!.filter(Boolean).join(" | ");
  };
  let count = 5;
  let headline = build(count);
  while (headline.length > max && count > 0) headline = build(--count);
  const name = [resume.personalInfo.firstName, resume.personalInfo.lastName].filter((s) => s?.trim()).join(" ");
  headline = headline || name;
  return headline.length > max ? headline.slice(0, max).replace(/\s+\S*$/, "") : headline;
}

export function offlineBio(input: ResumeFormData, draft: number, limits: Limits): Bio {
  const resume = normalizeResume(input);
  const c = chooser(draft, fingerprint(`${resume.personalInfo.firstName ?? ""}${resume.personalInfo.lastName ?? ""}`));
  const jobs = resume.experiences.filter((e) => e.jobTitle?.trim() || e.company?.trim());
  const latest = jobs[0];
  const skills = technicalSkills(resume);
  const soft = dedupeSkills(splitSkills(resume.skills.softSkills ?? "")).slice(0, 3);
  const latestClauses = latest ? clausesOf(latest) : [];

  // the hook: one line a reader sees before "see more"
  const fromSummary = summarySentence(resume.personalInfo.summary ?? "");
  const hooks = [
    fromSummary,
    latestClauses[0] ? `${latestClauses[0]}.` : null,
    latest?.jobTitle?.trim() && skills.length
      ? `I am ${article(latest.jobTitle.trim())} ${latest.jobTitle.trim()} who works in ${listPhrase(skills.slice(0, 3).map(inProse))}.`
      : null,
  ].filter((h): h is string => Boolean(h));
  const hook = hooks.length ? c.pick(0, hooks) : "";
  const used = new Set([hook.replace(/\.$/, "")]);

  // 1. the work now
  const now: string[] = [];
  if (latest) {
    const title = latest.jobTitle?.trim();
    const company = latest.company?.trim();
    const where = `${title ? `${article(title)} ${title}` : "part of the team"}${company ? ` at ${company}` : ""}`;
    // a hook that already says who I am leaves the employer to say
    if (/^I am /.test(hook) && company) now.push(latest.currentJob ? `Today I work at ${company}.` : `Most recently I worked at ${company}.`);
    else
      now.push(
        latest.currentJob
          ? c.pick(1, [`Today I am ${where}.`, `I currently work as ${where}.`])
          : c.pick(1, [`Most recently I was ${where}.`, `My latest role was as ${where}.`]),
      );
    const fresh = latestClauses.filter((clause) => !used.has(clause)).slice(0, 2);
    for (const clause of fresh) used.add(clause);
    if (fresh.length) now.push(joinClauses(draft % 2 === 1 ? [...fresh].reverse() : fresh));
  }

  // 2. the path here and the tools
  const path: string[] = [];
  for (const job of jobs.slice(1, 3)) {
    const clause = clausesOf(job).find((x) => !used.has(x));
    if (!clause || !job.company?.trim()) continue;
    used.add(clause);
    path.push(`${c.pick(2 + path.length, ["Before that, at", "Earlier, at", "At"])} ${job.company.trim()}, ${clause}.`);
  }
  if (skills.length)
    path.push(
      c.pick(4, [
        `Day to day I work with ${listPhrase(skills.slice(0, 6).map(inProse))}.`,
        `I work mostly with ${listPhrase(skills.slice(0, 6).map(inProse))}.`,
        `The skills I use most are ${listPhrase(skills.slice(0, 6).map(inProse))}.`,
      ]),
    );

  // 3. how I work, what I studied, how to reach me
  const how: string[] = [];
  if (soft.length) {
    const softText = listPhrase(soft.map((s) => s.toLowerCase()));
    how.push(c.pick(5, [`Colleagues know me for ${softText}.`, `People I work with count on my ${softText}.`, `I care about ${softText} as much as results.`]));
  }
  const degree = resume.education.find((e) => e.degree?.trim());
  if (degree) how.push(`I earned ${degreePhrase(degree.degree!)}${degree.school?.trim() ? ` at ${degree.school.trim()}` : ""}.`);
  const email = resume.personalInfo.email?.trim();
  if (email) how.push(`Get in touch: ${email}`);

  const blocks = [hook, now.join(" "), path.join(" "), how.join(" ")].filter(Boolean);
  let about = blocks.join("\n\n");
  // too long: the path goes first, then the work now is shortened to its first sentence
  if (about.length > limits.about) about = [hook, now.join(" "), how.join(" ")].filter(Boolean).join("\n\n");
  if (about.length > limits.about) about = about.slice(0, limits.about).replace(/\s+\S*$/, "");
  return { headline: headlineOf(resume, draft, limits.headline), about };
}
