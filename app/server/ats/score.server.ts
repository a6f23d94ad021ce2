/**
 * The ATS match score (Pro): how well a resume matches a pasted job posting, 0–100, in the spirit
 * of Jobscan's match rate — hard skills, job title, education level, soft skills and the posting's
 * other keywords, each scored and weighted. Deterministic: an AI writer may add suggestions, never
 * change the score.
 */
import type { AtsScoreReport, AtsSuggestion, ScorePart, ScoreRequirement } from "../../lib/ats-features.ts";
import { editFieldHref, MAX_POSTING_LENGTH } from "../../lib/ats-features.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { fieldForSkill } from "../ai/offline/skills.server.ts";
import { tenseTips } from "./tense-tips.server.ts";
import { evidenceFor, resumeLines, shownInWork } from "./evidence.server.ts";
import { livesIn, splitByImportance, workplaceAsked, yearsAsked, yearsForLevel, yearsWorked } from "./posting-requirements.server.ts";
import { findSkills, type FoundSkill, hasPhrase, isSoft, keyOf, mentions, metBy, otherKeywords, requirementLabel, variantIn } from "./keywords.server.ts";
import { detectJobTitle, EDUCATION_LEVELS, educationLevel, requiredEducation, roleNoun, titleCore } from "./role-and-level.server.ts";
import { withoutLocations } from "./gazetteer.server.ts";
import { vocabularyEntry } from "./vocabulary.server.ts";
import { keywordFilter, resumeFields, withoutEmployer } from "./posting-terms.server.ts";

export const WEIGHTS: Record<ScorePart["key"], number> = { hardSkills: 40, jobTitle: 15, experience: 10, education: 10, softSkills: 15, keywords: 20 };
const LABELS: Record<ScorePart["key"], string> = {
  hardSkills: "Hard skills",
  jobTitle: "Job title",
  experience: "Years of experience",
  education: "Education level",
  softSkills: "Soft skills",
  keywords: "Other keywords",
};

/** Everything the CV says, as one text (what an ATS searches). */
export function resumeText(form: ResumeFormData): string {
  const p = form.personalInfo;
  const parts: (string | undefined)[] = [p.summary];
  for (const e of form.experiences) parts.push(e.jobTitle, e.company, e.location, e.description, e.achievements, e.technologies);
  for (const e of form.education) parts.push(e.degree, e.school, e.honors, e.relevantCoursework);
  parts.push(form.skills.technicalSkills, form.skills.frameworks, form.skills.tools, form.skills.softSkills);
  for (const project of form.projects) parts.push(project.title, project.description, project.technologies);
  const a = form.additionalInfo;
  parts.push(a.certifications, a.languages, a.awards, a.publications, a.volunteering, a.hobbies);
  return parts.filter((x): x is string => typeof x === "string" && x.trim() !== "").join("\n");
}

export interface ScoreInput {
  form: ResumeFormData;
  posting: string;
  /** the role, when the user typed it (otherwise detected from the posting) */
  jobTitle?: string | null;
  resumeId?: string;
  /** today, for the years a current job has run (tests pin it) */
  now?: Date;
}

/** What a skill counts when the resume only names it (in a skills list or the summary). */
export const NAMED_ONLY_CREDIT = 0.75;

/** What a skill the posting only would like ("nice to have", "a plus") weighs next to a required one. */
export const WANTED_WEIGHT = 0.5;

const PART_ORDER: ScoreRequirement["part"][] = ["hardSkills", "jobTitle", "experience", "education", "softSkills", "keywords", "location"];

/** "About 5 years", "About 1 year", "Less than a year". */
function yearsSpoken(years: number): string {
  const whole = Math.floor(years);
  return whole < 1 ? "Less than a year" : `About ${whole} ${whole === 1 ? "year" : "years"}`;
}

function part(key: ScorePart["key"], score: number | null, matched: string[], missing: string[]): ScorePart {
  return { key, label: LABELS[key], weight: WEIGHTS[key], score: score === null ? null : Math.round(score), matched, missing };
}

function ratio(matched: number, total: number): number | null {
  return total === 0 ? null : (100 * matched) / total;
}

export function scoreResume(input: ScoreInput): AtsScoreReport {
  const posting = input.posting.slice(0, MAX_POSTING_LENGTH);
  const form = input.form;
  const text = resumeText(form);
  const href = (field: string) => (input.resumeId ? editFieldHref(input.resumeId, field) : undefined);

  // hard and soft skills the posting names
  const postingSkills = findSkills(posting);
  const hard = postingSkills.filter((s) => !isSoft(s)).slice(0, 25);
  const soft = postingSkills.filter(isSoft).slice(0, 10);
  const phraseMismatches: AtsScoreReport["phraseMismatches"] = [];
  const lines = resumeLines(form);
  const requirements: ScoreRequirement[] = [];
  const importance = splitByImportance(posting);
  // what the posting would like ("nice to have", "a plus") weighs half of what it requires
  const weightOf = (skill: FoundSkill) => (metBy(importance.required, skill) === null && metBy(importance.wanted, skill) !== null ? WANTED_WEIGHT : 1);
  const split = (skills: typeof hard, key: "hardSkills" | "softSkills") => {
    const matched: string[] = [];
    const missing: string[] = [];
    // a skill only named in a list (or the summary) counts less than one shown in a job or project
    let credit = 0;
    let total = 0;
    for (const skill of skills) {
      const met = metBy(text, skill);
      const weight = weightOf(skill);
      total += weight;
      const evidence = met ? evidenceFor(lines, (line) => metBy(line, skill) !== null) : null;
      const namedOnly = met !== null && !shownInWork(evidence) && evidence?.section !== "Certifications" && evidence?.section !== "Education";
      requirements.push({ label: met ? met.name : requirementLabel(skill), part: key, met: met !== null, evidence, namedOnly, wanted: weight < 1 });
      if (met) {
        credit += weight * (namedOnly ? NAMED_ONLY_CREDIT : 1);
        matched.push(met.name);
        // met by a synonym: still worth the posting's own words for ATS that match literally
        if (skill.alternatives.length === 1 && !mentions(text, skill.name) && keyOf(met.spelling) !== keyOf(skill.name))
          phraseMismatches.push({ posting: skill.name, resume: met.spelling });
        continue;
      }
      missing.push(requirementLabel(skill));
      const variant = skill.alternatives.length === 1 ? variantIn(text, skill.name) : null;
      if (variant) phraseMismatches.push({ posting: skill.name, resume: variant });
    }
    return { matched, missing, credit, total };
  };
  const hardSplit = split(hard, "hardSkills");
  // A skill of the candidate's own field (nursing, accounting, trucking …) that they lack counts a
  // quarter: next to the ones they have it is learnt quickly, while another field's skills are not.
  const ownFields = resumeFields(text);
  const sameFieldMissing = hard
    .filter((skill) => !metBy(text, skill) && ownFields.has(vocabularyEntry(skill.alternatives[0]!)?.field ?? "general"))
    .reduce((sum, skill) => sum + weightOf(skill), 0);

  const softSplit = split(soft, "softSkills");

  // job title
  const title = (input.jobTitle?.trim() || detectJobTitle(posting)) ?? null;
  let titleScore: number | null = null;
  const titleMatched: string[] = [];
  const titleMissing: string[] = [];
  if (title) {
    const titles = form.experiences.map((e) => e.jobTitle ?? "").filter(Boolean);
    const where = `${titles.join("\n")}\n${form.personalInfo.summary ?? ""}`;
    const core = titleCore(title);
    const noun = roleNoun(title);
    if (hasPhrase(where, title)) titleScore = 100;
    else if (core.length && titles.some((t) => core.every((w) => hasPhrase(t, w)))) titleScore = 80;
    else if (core.length && core.every((w) => hasPhrase(where, w))) titleScore = 60;
    else if (noun && hasPhrase(where, noun)) titleScore = 30;
    else titleScore = 0;
    (titleScore >= 60 ? titleMatched : titleMissing).push(title);
    const evidence = evidenceFor(
      lines.filter((line) => line.section === "Experience" || line.section === "Summary"),
      (line) => hasPhrase(line, title) || (core.length > 0 && core.every((w) => hasPhrase(line, w))),
    );
    requirements.push({ label: title, part: "jobTitle", met: titleScore >= 60, evidence, namedOnly: false, wanted: false });
  }

  // years of experience: the number the posting requires, or what the title's level stands for
  const stated = yearsAsked(importance.required);
  const level = stated === null ? yearsForLevel(title) : null;
  const asked = stated ?? level?.years ?? null;
  const worked = yearsWorked(form, input.now);
  let experienceScore: number | null = null;
  const experienceMatched: string[] = [];
  const experienceMissing: string[] = [];
  if (asked !== null) {
    const label = `${asked}+ years of experience${level ? ` (${level.level})` : ""}`;
    experienceScore = Math.min(100, (100 * worked) / asked);
    (worked >= asked ? experienceMatched : experienceMissing).push(label);
    const jobs = form.experiences.filter((job) => job.startDate?.trim()).length;
    requirements.push({
      label,
      part: "experience",
      met: worked >= asked,
      evidence: jobs ? { section: "Experience", where: "", text: `${yearsSpoken(worked)} over ${jobs} ${jobs === 1 ? "job" : "jobs"}` } : null,
      namedOnly: false,
      wanted: false,
    });
  }

  // education level (and field, when the posting names one)
  const required = requiredEducation(withoutLocations(posting));
  let educationScore: number | null = null;
  const eduMatched: string[] = [];
  const eduMissing: string[] = [];
  if (required && required.level !== "none") {
    const degrees = form.education.map((e) => `${e.degree ?? ""} ${e.relevantCoursework ?? ""}`).join("\n");
    const have = educationLevel(degrees);
    const levelOk = EDUCATION_LEVELS.indexOf(have) >= EDUCATION_LEVELS.indexOf(required.level);
    const fieldWords = (required.field ?? "")
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length > 3 && !["and", "or", "related", "field", "similar", "equivalent"].includes(w));
    const fieldOk = fieldWords.length === 0 || fieldWords.some((w) => hasPhrase(degrees, w));
    educationScore = (levelOk ? 60 : 0) + (fieldOk ? 40 : 0);
    const label =
      `${required.level === "high school" ? "High school" : `${required.level[0]!.toUpperCase()}${required.level.slice(1)}'s degree`}${required.field ? ` in ${required.field}` : ""}`.replace(
        "Doctorate's degree",
        "Doctorate",
      );
    (levelOk && fieldOk ? eduMatched : eduMissing).push(label);
    const evidence = levelOk
      ? evidenceFor(
          lines.filter((line) => line.section === "Education"),
          (line) => educationLevel(line) === have,
        )
      : null;
    requirements.push({ label, part: "education", met: levelOk && fieldOk, evidence, namedOnly: false, wanted: false });
  }

  // the posting's other recurring terms, never the employer's name, a place, filler or a degree already held
  const exclude = new Set(postingSkills.flatMap((s) => s.spellings.map(keyOf)));
  const titleWords = new Set(title ? title.toLowerCase().split(/\s+/) : []);
  for (const w of titleWords) exclude.add(keyOf(w));
  // single words of the posting's multi-word skills ("generation" of "Demand Generation") are that skill
  for (const skill of postingSkills)
    for (const s of skill.spellings) if (/\s|-/.test(s)) for (const w of [...s.split(/\s+/), ...s.split(/[\s-]+/)]) exclude.add(keyOf(w));
  const { employerNames: employerNamesFound, isJunk } = keywordFilter(
    posting,
    form.education.map((e) => `${e.degree ?? ""}\n${e.relevantCoursework ?? ""}`).join("\n"),
  );
  const keywordText = withoutEmployer(posting, employerNamesFound);
  const others = otherKeywords(keywordText, exclude, 10, isJunk).filter(
    (k) =>
      !k.text
        .toLowerCase()
        .split(" ")
        .every((w) => titleWords.has(w)),
  );
  const kwMatched: string[] = [];
  const kwMissing: string[] = [];
  for (const keyword of others) {
    const evidence = evidenceFor(lines, (line) => hasPhrase(line, keyword.text));
    requirements.push({ label: keyword.text, part: "keywords", met: hasPhrase(text, keyword.text), evidence, namedOnly: false, wanted: false });
    if (hasPhrase(text, keyword.text)) kwMatched.push(keyword.text);
    else {
      kwMissing.push(keyword.text);
      const words = keyword.text.split(" ");
      if (words.length > 1 && words.every((w) => hasPhrase(text, w))) phraseMismatches.push({ posting: keyword.text, resume: words.join(" … ") });
    }
  }

  // where the work is: shown with the requirements, not scored (a recruiter asks; the CV cannot say)
  const workplace = workplaceAsked(posting);
  if (workplace) {
    const p = form.personalInfo;
    const home = [p.city, p.state, p.country].filter((x) => x?.trim()).join(", ");
    const label =
      workplace.kind === "remote" ? "Remote" : `${workplace.kind === "hybrid" ? "Hybrid" : "On-site"}${workplace.place ? ` in ${workplace.place}` : ""}`;
    const met = workplace.kind === "remote" || workplace.place === null || (home !== "" && livesIn(home, workplace.place));
    requirements.push({ label, part: "location", met, evidence: home ? { section: "Contact", where: "", text: home } : null, namedOnly: false, wanted: false });
  }

  const parts = [
    part("hardSkills", ratio(hardSplit.credit + sameFieldMissing / 4, hardSplit.total), hardSplit.matched, hardSplit.missing),
    part("jobTitle", titleScore, titleMatched, titleMissing),
    part("experience", experienceScore, experienceMatched, experienceMissing),
    part("education", educationScore, eduMatched, eduMissing),
    part("softSkills", ratio(softSplit.credit, softSplit.total), softSplit.matched, softSplit.missing),
    part("keywords", ratio(kwMatched.length, others.length), kwMatched, kwMissing),
  ];
  // Soft skills, a degree level and years worked are shared by every field: "Communication", a
  // bachelor's and five years make an accountant no fit for a nursing job. Their weight counts in full only once the hard skills match
  // (half of them or more); the rest moves to the hard skills.
  const hardPart = parts[0]!;
  if (hardPart.score !== null) {
    const relevance = Math.min(1, 0.25 + (1.5 * hardPart.score) / 100);
    for (const p of parts)
      if ((p.key === "softSkills" || p.key === "education" || p.key === "experience") && p.score !== null) {
        hardPart.weight += p.weight * (1 - relevance);
        p.weight *= relevance;
      }
  }
  const applying = parts.filter((p) => p.score !== null);
  const totalWeight = applying.reduce((sum, p) => sum + p.weight, 0);
  const score = totalWeight === 0 ? 0 : Math.round(applying.reduce((sum, p) => sum + p.weight * p.score!, 0) / totalWeight);
  for (const p of parts) p.weight = p.score === null || totalWeight === 0 ? 0 : Math.round((100 * p.weight) / totalWeight);

  const tenseMismatches = tenseTips(text, posting, postingSkills);

  const present = [...hardSplit.matched, ...softSplit.matched, ...kwMatched];
  const missing = [...hardSplit.missing, ...softSplit.missing, ...kwMissing];
  return {
    score,
    parts,
    requirements: PART_ORDER.flatMap((key) => requirements.filter((r) => r.part === key)),
    jobTitle: title,
    present,
    missing,
    phraseMismatches: dedupeBy(phraseMismatches, (m) => m.posting),
    tenseMismatches,
    suggestions: suggestionsFor({
      form,
      hardMissing: hardSplit.missing,
      softMissing: softSplit.missing,
      matched: [...hardSplit.matched, ...softSplit.matched],
      title,
      titleScore,
      phraseMismatches,
      tenseMismatches,
      href,
    }),
  };
}

function dedupeBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item).toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function suggestionsFor(args: {
  form: ResumeFormData;
  hardMissing: string[];
  softMissing: string[];
  matched: string[];
  title: string | null;
  titleScore: number | null;
  phraseMismatches: AtsScoreReport["phraseMismatches"];
  tenseMismatches: AtsScoreReport["tenseMismatches"];
  href: (field: string) => string | undefined;
}): AtsSuggestion[] {
  const out: AtsSuggestion[] = [];
  for (const requirement of [...args.hardMissing.slice(0, 8), ...args.softMissing.slice(0, 4)]) {
    // "Looker or Tableau": any one of them meets it; the button adds the first
    const alternatives = requirement.split(" or ");
    const skill = alternatives[0]!;
    const field = fieldForSkill(skill) ?? "technicalSkills";
    out.push({
      id: `add-skill:${requirement}`,
      kind: "add-skill",
      text:
        alternatives.length > 1
          ? `The posting asks for “${requirement}” (any one of them). If you have one, add it to your skills (and show it in a bullet where you used it).`
          : `The posting asks for “${skill}”. If you have this skill, add it to your skills (and show it in a bullet where you used it).`,
      apply: { intent: "add-skill", value: skill, label: `Add “${skill}” to skills` },
      href: args.href(`skills.${field}`),
    });
  }
  const summary = args.form.personalInfo.summary ?? "";
  const summaryLacks = args.matched.filter((skill) => !hasPhrase(summary, skill));
  if (summaryLacks.length > 0 || (args.title && args.titleScore !== null && args.titleScore < 100)) {
    const mention = summaryLacks.slice(0, 5);
    out.push({
      id: "rewrite-summary",
      kind: "rewrite-summary",
      text: `Rewrite your summary so it names ${mention.length ? `the skills of the posting you already have (${mention.join(", ")})` : "your most relevant experience"}${args.title ? ` and the role: ${args.title}` : ""}. Only facts from your resume are used.`,
      apply: { intent: "rewrite-summary", value: mention.join(", "), label: "Suggest a new summary" },
      href: args.href("personalInfo.summary"),
    });
  }
  for (const mismatch of args.phraseMismatches.slice(0, 6)) {
    out.push({
      id: `use-phrase:${mismatch.posting}`,
      kind: "use-phrase",
      text: `The posting says “${mismatch.posting}”, your resume says “${mismatch.resume}”. Use the posting's exact phrase at least once — many ATS match words literally.`,
      href: args.href("skills.technicalSkills"),
    });
  }
  for (const mismatch of args.tenseMismatches) {
    out.push({
      id: `use-tense:${mismatch.posting}`,
      kind: "use-tense",
      text: `The posting asks for “${mismatch.posting}”; your resume only says “${mismatch.resume}”. Many ATS match the exact word: name the activity as the posting does once, in your skills or summary.`,
      href: args.href("skills.technicalSkills"),
    });
  }
  return out;
}
