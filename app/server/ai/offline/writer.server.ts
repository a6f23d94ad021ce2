/**
 * The offline writer: deterministic rules (./text.ts, ./skills.ts) and the prompt extractor
 * (./extract.ts). The default when no Groq key is configured; never calls the network and never
 * adds a fact that was not in its input.
 */
import { withBracketedTitles, withPastedCvEntries, withSlashFields } from "./pasted-cv.server.ts";
import { LIMITS, type ResumeFormData, type Skills } from "../../../lib/resume.ts";
import { WriterError, type EnhanceContext, type FieldType, type ResumeSection, type Writer } from "../types.server.ts";
import { extractResume, MAX_PROMPT_LENGTH } from "./extract.server.ts";
import { dedupeSkills, groupOf, splitSkills, tidySkillsList } from "./skills.server.ts";
import { correctSkillPhrases, correctWriting, nameWords, spellingVariant, type SpellingVariant } from "./spelling.server.ts";
import { improveSummary } from "./summary.server.ts";
import { collapseSpaces, improveBullets, inferTense, type Tense } from "./text.server.ts";

/** Field enhancement never makes text longer than this factor of the input. */
export const MAX_GROWTH = 1.5;
const MAX_FIELD_INPUT = LIMITS.longText;

/** An end date that says the role goes on. */
const ONGOING_END = /^(?:present|current(?:ly)?|now|ongoing|today|to date|till date)$/i;

/** The tense of a role's bullets: present for the current job, past for one that ended; undefined when the dates do not say. */
export function tenseFor(context?: EnhanceContext): Tense | undefined {
  if (context?.currentJob === true) return "present";
  const end = context?.endDate?.trim() ?? "";
  if (ONGOING_END.test(end)) return "present";
  if (end || context?.currentJob === false) return "past";
  return undefined;
}

/** How the offline writer treats one field beyond its type: the dictionary to spell by, the tense to write in. */
export interface RewriteOptions {
  spelling?: SpellingVariant;
  tense?: Tense;
  /** words of the resume's names (the author's, employers', schools'): never spelling mistakes */
  names?: ReadonlySet<string>;
}

function rewrite(content: string, type: FieldType, context?: EnhanceContext, options: RewriteOptions = {}): string {
  switch (type) {
    case "summary":
      return improveSummary(content);
    case "skills":
      return tidySkillsList(content, true);
    case "achievements": {
      // what was achieved in a job held now is told in the past ("Led the move to …"): a list written in the past keeps it
      const tense = options.tense ?? tenseFor(context);
      return improveBullets(content, tense === "present" ? inferTense(content) : tense);
    }
    case "experience":
    case "project":
      return improveBullets(content, options.tense ?? tenseFor(context));
  }
}

/** Whitespace-only clean-up: the fallback when a rewrite would break the length budget. */
function tidyWhitespace(content: string): string {
  return content
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => collapseSpaces(line))
    .filter(Boolean)
    .join("\n");
}

/** Improves one field; the result is never longer than MAX_GROWTH × the input and never empty. */
export function enhanceFieldSync(content: string, type: FieldType, context?: EnhanceContext, options: RewriteOptions = {}): string {
  if (typeof content !== "string" || !content.trim()) throw new WriterError("bad_input");
  const typed = content.slice(0, MAX_FIELD_INPUT);
  const budget = Math.floor(typed.trim().length * MAX_GROWTH);
  // prose is spelled right before it is rephrased ("responsable for" is then a weak opener too); skill names are names
  const names = options.names ?? nameWords([context?.jobTitle, context?.company, ...(context?.names ?? [])]);
  const input = type === "skills" ? correctSkillPhrases(typed, options.spelling, names) : correctWriting(typed, options.spelling, names);
  for (const candidate of [rewrite(input, type, context, options), tidyWhitespace(input), input.trim()]) {
    if (candidate.trim() && candidate.length <= budget) return candidate;
  }
  return input.trim();
}

function enhanceOptional(
  value: string | undefined,
  type: FieldType,
  context?: EnhanceContext,
  options: RewriteOptions = {},
  max = LIMITS.longText,
): string | undefined {
  if (!value?.trim()) return value;
  const out = enhanceFieldSync(value, type, context, options);
  return out.length <= max ? out : value;
}

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * A summary built only from the resume's own facts: latest title and employers, skills, education,
 * and the first quantified achievement. Empty when the resume says too little.
 */
export function composeSummary(resume: Pick<ResumeFormData, "experiences" | "education" | "skills">): string {
  const sentences: string[] = [];
  const experiences = resume.experiences.filter((item) => item.jobTitle?.trim() || item.company?.trim());
  const latest = experiences[0];
  const companies = [...new Set(experiences.map((item) => item.company?.trim()).filter((c): c is string => !!c))].slice(0, 3);
  if (latest?.jobTitle?.trim()) {
    sentences.push(`${latest.jobTitle.trim()}${companies.length ? ` with experience at ${listPhrase(companies)}` : ""}.`);
  } else if (companies.length) {
    sentences.push(`Experience at ${listPhrase(companies)}.`);
  }
  const skills = dedupeSkills([
    ...splitSkills(resume.skills.technicalSkills ?? ""),
    ...splitSkills(resume.skills.frameworks ?? ""),
    ...splitSkills(resume.skills.tools ?? ""),
  ])
    .filter((skill) => groupOf(skill) !== "soft")
    .slice(0, 6);
  if (skills.length) sentences.push(`Skilled in ${listPhrase(skills)}.`);
  const soft = dedupeSkills(splitSkills(resume.skills.softSkills ?? "")).slice(0, 3);
  if (soft.length && sentences.length < 3) sentences.push(`Strengths include ${listPhrase(soft.map((s) => s.toLowerCase()))}.`);
  const degree = resume.education.find((item) => item.degree?.trim());
  if (degree && sentences.length < 4) sentences.push(`${degree.degree!.trim()}${degree.school?.trim() ? ` from ${degree.school.trim()}` : ""}.`);
  const achievement = resume.experiences
    .flatMap((item) => `${item.achievements ?? ""}\n${item.description ?? ""}`.split("\n"))
    .map((line) => line.trim())
    .find((line) => /\d/.test(line) && line.length <= 160);
  if (achievement && sentences.length < 4) sentences.push(`${improveBullets(correctWriting(achievement)).split("\n")[0]}.`);
  return sentences.slice(0, 4).join(" ");
}

/** How the resume's prose is spelled: British or American as it is written, and the names it gives. */
function spellingOf(resume: ResumeFormData): Required<Pick<RewriteOptions, "spelling" | "names">> {
  const names = nameWords([
    resume.personalInfo.firstName,
    resume.personalInfo.lastName,
    resume.personalInfo.city,
    ...resume.experiences.flatMap((item) => [item.company, item.jobTitle, item.location]),
    ...resume.education.flatMap((item) => [item.school, item.degree, item.location]),
    ...(resume.projects ?? []).map((item) => item.title),
  ]);
  return { spelling: spellingVariant(resumeProse(resume)), names };
}

/** The resume's own prose, to tell British from American spelling once for all of it. */
function resumeProse(resume: ResumeFormData): string {
  const experiences = resume.experiences.flatMap((item) => [item.description ?? "", item.achievements ?? ""]);
  const projects = (resume.projects ?? []).map((item) => item.description ?? "");
  return [resume.personalInfo.summary ?? "", ...experiences, ...projects].join("\n");
}

function enhanceSummarySection(resume: ResumeFormData, spelling: RewriteOptions): ResumeFormData {
  const current = resume.personalInfo.summary?.trim() ?? "";
  let summary: string;
  if (!current) {
    summary = composeSummary(resume);
  } else {
    summary = enhanceFieldSync(current, "summary", undefined, spelling);
    // a one-sentence summary gains a skills sentence built from the resume's own skills section
    const sentenceCount = summary.split(/(?<=\.)\s+/).length;
    if (sentenceCount < 2) {
      const skills = dedupeSkills(splitSkills(resume.skills.technicalSkills ?? "")).slice(0, 5);
      const missing = skills.filter((skill) => !summary.toLowerCase().includes(skill.toLowerCase()));
      if (missing.length) summary = `${summary} Skilled in ${listPhrase(missing)}.`;
    }
  }
  if (summary.length > LIMITS.longText) summary = current;
  return { ...resume, personalInfo: { ...resume.personalInfo, summary } };
}

function enhanceExperienceSection(resume: ResumeFormData, spelling: RewriteOptions): ResumeFormData {
  return {
    ...resume,
    experiences: resume.experiences.map((item) => {
      const context: EnhanceContext = { jobTitle: item.jobTitle, company: item.company, currentJob: item.currentJob, endDate: item.endDate };
      // one tense for the whole entry: its dates', else the one its own bullets mostly use
      const tense = tenseFor(context) ?? inferTense(`${item.description ?? ""}\n${item.achievements ?? ""}`);
      return {
        ...item,
        description: enhanceOptional(item.description, "experience", context, { ...spelling, tense }),
        achievements: enhanceOptional(item.achievements, "achievements", context, { ...spelling, tense }),
        technologies: item.technologies?.trim() ? tidySkillsList(item.technologies).slice(0, 1000) : item.technologies,
      };
    }),
  };
}

/**
 * Each skills field tidied where it is (split, de-duplicated, names cased): nothing moves between
 * fields, so a suggestion never shifts a skill to another group the author did not put it in.
 */
function enhanceSkillsSection(resume: ResumeFormData): ResumeFormData {
  const tidied: Skills = { ...resume.skills };
  for (const key of Object.keys(tidied) as (keyof Skills)[]) {
    const value = resume.skills[key];
    if (!value?.trim()) continue;
    const tidy = tidySkillsList(value);
    if (tidy.length > 2000) return resume;
    tidied[key] = tidy;
  }
  return { ...resume, skills: tidied };
}

export function enhanceResumeSync(resume: ResumeFormData, section: ResumeSection): ResumeFormData {
  const copy = structuredClone(resume);
  switch (section) {
    case "summary":
      return enhanceSummarySection(copy, spellingOf(copy));
    case "experience":
      return enhanceExperienceSection(copy, spellingOf(copy));
    case "skills":
      return enhanceSkillsSection(copy);
  }
}

export function polishResumeSync(resume: ResumeFormData): ResumeFormData {
  let out = structuredClone(resume);
  const spelling = spellingOf(out);
  if (out.personalInfo.summary?.trim()) {
    out = { ...out, personalInfo: { ...out.personalInfo, summary: enhanceOptional(out.personalInfo.summary, "summary", undefined, spelling) } };
  }
  out = enhanceExperienceSection(out, spelling);
  out = enhanceSkillsSection(out);
  return out;
}

export function createOfflineWriter(): Writer {
  return {
    name: "offline",
    label: "Offline writer",
    async enhanceField(content, type, context) {
      return enhanceFieldSync(content, type, context);
    },
    async enhanceResume(resume, section) {
      return enhanceResumeSync(resume, section);
    },
    async resumeFromPrompt(prompt) {
      if (typeof prompt !== "string" || !prompt.trim()) throw new WriterError("bad_input", { message: "Please describe what kind of resume you need." });
      const text = withBracketedTitles(withSlashFields(prompt.slice(0, MAX_PROMPT_LENGTH)));
      return withPastedCvEntries(text, extractResume(text));
    },
    async polishResume(resume) {
      return polishResumeSync(resume);
    },
  };
}

export const offlineWriter: Writer = createOfflineWriter();
