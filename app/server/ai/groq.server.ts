/**
 * The Groq writer: groq-sdk chat completions in JSON mode, every answer validated with zod.
 *
 * Safety rules:
 * - the user's text only ever travels inside the user message, as JSON between <resume_data> tags
 *   (with "<" and ">" escaped so the text cannot close the tag); the fixed system message says it
 *   is data, that instructions inside it are ignored, and that no fact may be invented;
 * - an answer that is not JSON, does not match the schema (after safe repairs of mis-typed fields),
 *   or brings numbers, employers, schools, dates or skills that were not in the input is a
 *   WriterError as a whole, never partly applied content (the caller then falls back offline);
 * - every input is capped in length; 15 s timeout; exactly one retry on 429/5xx (the SDK's own
 *   retries are off so the count is exact).
 */
import { z } from "zod";
import { LIMITS, newItemId, type PartialResume, type ResumeFormData, type Skills } from "../../lib/resume.ts";
import { extractContacts, extractName, MAX_PROMPT_LENGTH, statedPersonalInfo } from "./offline/extract.server.ts";
import { createGroqJsonCompleter } from "./groq-json.server.ts";
import { splitSkills } from "./offline/skills.server.ts";
import { findSkills, metBy } from "../ats/keywords.server.ts";
import { assertNamesFrom, assertNoNewNumbers, assertNoNewSkills, mentioned } from "./groq-facts.server.ts";
import { WriterError, type EnhanceContext, type FieldType, type ResumeSection, type Writer } from "./types.server.ts";

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface GroqWriterOptions {
  apiKey: string;
  model?: string;
  /** per attempt; default 15 s */
  timeoutMs?: number;
  /** pause before the single retry; default 500 ms (capped by Retry-After up to 2 s) */
  retryDelayMs?: number;
  baseURL?: string;
}

// ---------------------------------------------------------------- prompts

const TASKS: Record<string, string> = {
  summary: `Task: improve the professional summary in "content": 2 to 4 tight sentences built only from its own facts. Answer {"enhancedContent": string}.`,
  experience: `Task: improve the job description bullets in "content" (context gives the job title, company and whether the job is current: present tense if current, past tense otherwise). Answer {"enhancedContent": string}.`,
  achievements: `Task: improve the achievement bullets in "content"; keep every number exactly. Answer {"enhancedContent": string}.`,
  project: `Task: improve the project description in "content" as bullets. Answer {"enhancedContent": string}.`,
  skills: `Task: clean the comma-separated skills list in "content": remove duplicates (case-insensitive), fix the casing of technology names, group related skills next to each other. Do not add skills. Answer {"enhancedContent": string}.`,
  resumeSummary: `Task: write an improved "summary" (2 to 4 sentences) using only facts found in the resume data. Answer {"summary": string}.`,
  resumeExperience: `Task: improve "description" and "achievements" of every experience (present tense when currentJob is true). Keep each "id" unchanged. Answer {"experiences": [{"id": string, "description": string, "achievements": string}]}.`,
  resumeSkills: `Task: tidy each skills field (technicalSkills, frameworks, tools, softSkills) where it is: remove duplicates, fix the casing of technology names, each a comma-separated string. Keep every skill in the field it is in. Do not add skills. Answer {"technicalSkills": string, "frameworks": string, "tools": string, "softSkills": string}.`,
  polish: `Task: polish the resume for generation: improve "summary" (2 to 4 sentences, only facts from the data), every experience's "description" and "achievements" (keep each "id", present tense when currentJob is true, past tense otherwise), and tidy each "skills" field where it is (keep every skill in its field). Answer {"summary": string, "experiences": [{"id": string, "description": string, "achievements": string}], "skills": {"technicalSkills": string, "frameworks": string, "tools": string, "softSkills": string}}.`,
  fromPrompt: `Task: turn the career description in "prompt" into a resume. Answer {"personalInfo": {"firstName": string, "lastName": string, "city": string, "state": string, "country": string, "summary": string}, "experiences": [{"jobTitle": string, "company": string, "location": string, "startDate": string, "endDate": string, "currentJob": boolean, "description": string, "achievements": string, "technologies": string}], "education": [{"degree": string, "school": string, "location": string, "graduationYear": string, "gpa": string, "honors": string}], "skills": {"technicalSkills": string, "frameworks": string, "tools": string, "softSkills": string}, "projects": [{"title": string, "description": string, "technologies": string}], "additionalInfo": {"certifications": string, "languages": string, "hobbies": string, "volunteering": string, "awards": string}}. Dates exactly as written in the description; an empty string when not stated.`,
};

// ---------------------------------------------------------------- caps

const cap = (value: string | undefined, max: number) => (value ?? "").slice(0, max);
const MAX_TOKENS = 2048;

function cappedResume(resume: ResumeFormData) {
  return {
    summary: cap(resume.personalInfo.summary, 2000),
    experiences: resume.experiences.slice(0, 15).map((item) => ({
      id: cap(item.id, 64),
      jobTitle: cap(item.jobTitle, LIMITS.shortText),
      company: cap(item.company, LIMITS.shortText),
      startDate: cap(item.startDate, 40),
      endDate: cap(item.endDate, 40),
      currentJob: item.currentJob,
      description: cap(item.description, 2500),
      achievements: cap(item.achievements, 1500),
      technologies: cap(item.technologies, 300),
    })),
    education: resume.education.slice(0, 6).map((item) => ({
      degree: cap(item.degree, LIMITS.shortText),
      school: cap(item.school, LIMITS.shortText),
      graduationYear: cap(item.graduationYear, 40),
    })),
    skills: {
      technicalSkills: cap(resume.skills.technicalSkills, 1000),
      frameworks: cap(resume.skills.frameworks, 1000),
      tools: cap(resume.skills.tools, 1000),
      softSkills: cap(resume.skills.softSkills, 1000),
    },
  };
}

// ---------------------------------------------------------------- answer schemas

const text = (max: number) => z.string().max(max);
const fieldAnswer = z.object({ enhancedContent: text(LIMITS.longText).refine((s) => s.trim().length > 0) });
const skillsAnswer = z.object({ technicalSkills: text(2000), frameworks: text(2000), tools: text(2000), softSkills: text(2000) });
const experienceAnswer = z.object({ id: z.string().max(64), description: text(LIMITS.longText), achievements: text(LIMITS.longText) });
const summaryAnswer = z.object({ summary: text(LIMITS.longText) });
const experiencesAnswer = z.object({ experiences: z.array(experienceAnswer).max(LIMITS.listItems) });
const polishAnswer = z.object({ summary: text(LIMITS.longText), experiences: z.array(experienceAnswer).max(LIMITS.listItems), skills: skillsAnswer });
// safe repairs of an obviously mis-typed field: a number where text belongs ("graduationYear": 2016)
// becomes its text, null becomes empty, "true"/"false" become booleans; anything else is rejected
const opt = (max: number) =>
  z.preprocess((value) => (typeof value === "number" ? String(value) : value === null ? undefined : value), z.string().max(max).optional().default(""));
const flag = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value === null ? undefined : value),
  z.boolean().optional().default(false),
);
const promptAnswer = z.object({
  personalInfo: z
    .object({ firstName: opt(200), lastName: opt(200), city: opt(200), state: opt(200), country: opt(200), summary: opt(LIMITS.longText) })
    .default({ firstName: "", lastName: "", city: "", state: "", country: "", summary: "" }),
  experiences: z
    .array(
      z.object({
        jobTitle: opt(200),
        company: opt(200),
        location: opt(200),
        startDate: opt(40),
        endDate: opt(40),
        currentJob: flag,
        description: opt(LIMITS.longText),
        achievements: opt(LIMITS.longText),
        technologies: opt(1000),
      }),
    )
    .max(LIMITS.listItems)
    .default([]),
  education: z
    .array(z.object({ degree: opt(200), school: opt(200), location: opt(200), graduationYear: opt(40), gpa: opt(20), honors: opt(1000) }))
    .max(LIMITS.listItems)
    .default([]),
  skills: z
    .object({ technicalSkills: opt(2000), frameworks: opt(2000), tools: opt(2000), softSkills: opt(2000) })
    .default({ technicalSkills: "", frameworks: "", tools: "", softSkills: "" }),
  projects: z
    .array(z.object({ title: opt(200), description: opt(LIMITS.longText), technologies: opt(1000) }))
    .max(LIMITS.listItems)
    .default([]),
  additionalInfo: z
    .object({ certifications: opt(3000), languages: opt(1000), hobbies: opt(1000), volunteering: opt(3000), awards: opt(3000) })
    .default({ certifications: "", languages: "", hobbies: "", volunteering: "", awards: "" }),
});

// ---------------------------------------------------------------- fact checks

export { numbersIn } from "./groq-facts.server.ts";

/** Every string in an answer, one a line: what the fact checks read. */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(textOf).join("\n");
  if (value && typeof value === "object") return Object.values(value).map(textOf).join("\n");
  return "";
}

/** A skills list item the prompt states: written there, or a known skill the prompt names in another spelling. */
function skillStated(prompt: string, item: string): boolean {
  if (mentioned(prompt, item)) return true;
  const found = findSkills(item);
  return found.length > 0 && found.every((skill) => metBy(prompt, skill));
}

// ---------------------------------------------------------------- the writer

export function createGroqWriter(options: GroqWriterOptions): Writer {
  const complete = createGroqJsonCompleter({
    apiKey: options.apiKey,
    model: options.model,
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retryDelayMs: options.retryDelayMs,
    temperature: 0.2,
    maxTokens: MAX_TOKENS,
    tasks: TASKS,
  });

  async function enhanceField(content: string, type: FieldType, context?: EnhanceContext): Promise<string> {
    if (typeof content !== "string" || !content.trim()) throw new WriterError("bad_input");
    const input = content.slice(0, LIMITS.longText);
    const data = {
      type,
      content: input,
      context: {
        jobTitle: cap(context?.jobTitle, LIMITS.shortText),
        company: cap(context?.company, LIMITS.shortText),
        currentJob: context?.currentJob ?? null,
      },
    };
    const { enhancedContent } = await complete(type, data, fieldAnswer);
    assertNoNewNumbers(input, enhancedContent);
    if (type === "skills") {
      // the model may reorder, re-case and de-duplicate skills, never add one
      const items = splitSkills(enhancedContent);
      const added = items.filter((item) => !skillStated(input, item));
      if (added.length || !items.length) throw new WriterError("invalid_answer", { cause: new Error(`answer added skills: ${added.join(", ")}`) });
      return items.join(", ");
    }
    assertNoNewSkills(input, enhancedContent);
    return enhancedContent.trim();
  }

  async function enhanceResume(resume: ResumeFormData, section: ResumeSection): Promise<ResumeFormData> {
    const data = cappedResume(resume);
    const source = JSON.stringify(data);
    const out = structuredClone(resume);
    if (section === "summary") {
      const { summary } = await complete("resumeSummary", data, summaryAnswer);
      assertNoNewNumbers(source, summary);
      assertNoNewSkills(source, summary);
      out.personalInfo.summary = summary.trim();
    } else if (section === "experience") {
      const { experiences } = await complete("resumeExperience", { experiences: data.experiences }, experiencesAnswer);
      mergeExperiences(out, experiences, source);
    } else {
      const skills = await complete("resumeSkills", { skills: data.skills }, skillsAnswer);
      assertNoNewNumbers(source, JSON.stringify(skills));
      out.skills = mergeSkills(out.skills, skills);
    }
    return out;
  }

  async function polishResume(resume: ResumeFormData): Promise<ResumeFormData> {
    const data = cappedResume(resume);
    const source = JSON.stringify(data);
    const answer = await complete("polish", data, polishAnswer);
    const out = structuredClone(resume);
    if (resume.personalInfo.summary?.trim() && answer.summary.trim()) {
      assertNoNewNumbers(source, answer.summary);
      assertNoNewSkills(source, answer.summary);
      out.personalInfo.summary = answer.summary.trim();
    }
    mergeExperiences(out, answer.experiences, source);
    assertNoNewNumbers(source, JSON.stringify(answer.skills));
    out.skills = mergeSkills(out.skills, answer.skills);
    return out;
  }

  async function resumeFromPrompt(prompt: string): Promise<PartialResume> {
    if (typeof prompt !== "string" || !prompt.trim()) throw new WriterError("bad_input", { message: "Please describe what kind of resume you need." });
    const input = prompt.trim().slice(0, MAX_PROMPT_LENGTH);
    const answer = await complete("fromPrompt", { prompt: input }, promptAnswer);
    // one invented fact rejects the whole answer: an employer, school, number or skill the description never states
    assertNoNewNumbers(input, textOf(answer));
    assertNamesFrom(
      input,
      answer.experiences.map((item) => item.company),
      "employer",
    );
    assertNamesFrom(
      input,
      answer.education.map((item) => item.school),
      "school",
    );
    const listed = [...Object.values(answer.skills), ...answer.experiences.map((e) => e.technologies), ...answer.projects.map((p) => p.technologies)];
    const unstated = listed.flatMap((list) => splitSkills(list)).filter((item) => !skillStated(input, item));
    if (unstated.length) throw new WriterError("invalid_answer", { cause: new Error(`answer added skills: ${unstated.join(", ")}`) });
    assertNoNewSkills(input, textOf(answer));
    // contacts and the name always come from the deterministic extractor, never from the model
    const { contacts, rest } = extractContacts(input);
    const name = extractName(rest);
    const keep = (value: string) => (mentioned(input, value) ? value.trim() : "");
    return {
      personalInfo: statedPersonalInfo(name, contacts, {
        city: keep(answer.personalInfo.city),
        state: keep(answer.personalInfo.state),
        country: keep(answer.personalInfo.country),
        summary: answer.personalInfo.summary,
      }),
      // an entry with neither a title nor an employer says nothing: dropped
      experiences: answer.experiences
        .filter((item) => item.company.trim() || item.jobTitle.trim())
        .map((item) => ({
          id: newItemId(),
          jobTitle: item.jobTitle.trim(),
          company: keep(item.company),
          location: keep(item.location),
          startDate: keep(item.startDate),
          endDate: keep(item.endDate),
          currentJob: item.currentJob,
          description: item.description.trim(),
          achievements: item.achievements.trim(),
          technologies: item.technologies.trim(),
        })),
      education: answer.education
        .filter((item) => item.school.trim() || item.degree.trim())
        .map((item) => ({
          id: newItemId(),
          degree: item.degree.trim(),
          school: keep(item.school),
          location: keep(item.location),
          graduationYear: keep(item.graduationYear),
          gpa: keep(item.gpa),
          honors: item.honors.trim(),
          relevantCoursework: "",
        })),
      skills: {
        technicalSkills: answer.skills.technicalSkills,
        frameworks: answer.skills.frameworks,
        tools: answer.skills.tools,
        softSkills: answer.skills.softSkills,
      },
      projects: answer.projects.map((item) => ({
        id: newItemId(),
        title: item.title.trim(),
        description: item.description.trim(),
        technologies: item.technologies.trim(),
        link: "",
        github: "",
        startDate: "",
        endDate: "",
      })),
      additionalInfo: { ...answer.additionalInfo, publications: "" },
    };
  }

  return { name: "groq", label: "AI: Groq", enhanceField, enhanceResume, resumeFromPrompt, polishResume };
}

function mergeExperiences(out: ResumeFormData, answers: z.infer<typeof experienceAnswer>[], source: string): void {
  // every answer is checked before any is merged: one invented fact rejects them all
  for (const answer of answers) {
    assertNoNewNumbers(source, `${answer.description}\n${answer.achievements}`);
    assertNoNewSkills(source, `${answer.description}\n${answer.achievements}`);
  }
  out.experiences = out.experiences.map((item) => {
    const answer = answers.find((a) => a.id && a.id === item.id);
    if (!answer) return item;
    return {
      ...item,
      description: item.description?.trim() ? answer.description.trim() || item.description : item.description,
      achievements: item.achievements?.trim() ? answer.achievements.trim() || item.achievements : item.achievements,
    };
  });
}

/** How two spellings of one skill compare ("Node.js" = "nodejs", "python" = "Python"). */
const skillKey = (name: string) => name.toLowerCase().replace(/[\s.-]+/g, "");

/**
 * The model may tidy each skills field (order, casing, duplicates) but neither add a skill nor
 * move one to another field: a skill the resume's lists do not hold rejects the answer, a skill
 * moved to another field stays where it was, and a skill the answer left out stays too.
 */
function mergeSkills(current: Skills, answer: z.infer<typeof skillsAnswer>): Skills {
  const held = new Set(Object.values(current).flatMap((list) => splitSkills(list ?? "").map(skillKey)));
  const added = Object.values(answer)
    .flatMap((list) => splitSkills(list))
    .filter((name) => !held.has(skillKey(name)));
  if (added.length) throw new WriterError("invalid_answer", { cause: new Error(`answer added skills: ${added.join(", ")}`) });
  const field = (before: string | undefined, after: string) => {
    const typed = splitSkills(before ?? "");
    const allowed = new Set(typed.map(skillKey));
    const kept = splitSkills(after).filter((name) => allowed.has(skillKey(name)));
    const keptKeys = new Set(kept.map(skillKey));
    const missing: string[] = [];
    for (const name of typed) {
      if (keptKeys.has(skillKey(name))) continue;
      keptKeys.add(skillKey(name));
      missing.push(name);
    }
    return [...kept, ...missing].join(", ");
  };
  return {
    technicalSkills: field(current.technicalSkills, answer.technicalSkills),
    frameworks: field(current.frameworks, answer.frameworks),
    tools: field(current.tools, answer.tools),
    softSkills: field(current.softSkills, answer.softSkills),
  };
}
