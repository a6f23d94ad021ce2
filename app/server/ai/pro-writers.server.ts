/**
 * The Pro writers: cover letter, LinkedIn bio, and a summary tailored to a job posting.
 * Same rules as the resume writers: the offline implementation builds everything only from the
 * user's own facts (nothing invented); the Groq implementation sends the user's data only inside the
 * delimited user message, validates the JSON answer with zod, rejects numbers that were not in the
 * input or skills the resume lacks; a failure is a WriterError, never stored content, and
 * `proWriteWithFallback` then has the offline writer do the job.
 */
import { z } from "zod";
import { normalizeResume } from "../../lib/normalize-resume.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { getConfig } from "../config.server.ts";
import { remember } from "../../lib/remember.ts";
import { createGroqJsonCompleter } from "./groq-json.server.ts";
import { assertNoNewNumbers, assertNoNewSkills } from "./groq-facts.server.ts";
import { resumeText, scoreResume } from "../ats/score.server.ts";
import { hasPhrase } from "../ats/keywords.server.ts";
import { titleCore } from "../ats/role-and-level.server.ts";
import { withOfflineFallback, type Written } from "./fallback.server.ts";
import { improveSummary } from "./offline/summary.server.ts";
import { composeSummary } from "./offline/writer.server.ts";
import { offlineLetter } from "./letters/cover-letter.server.ts";
import { offlineBio } from "./letters/linkedin.server.ts";

export const HEADLINE_MAX = 220;
export const ABOUT_MAX = 2600;
export const COVER_LETTER_MAX = 5000;

export interface PostingInfo {
  company: string;
  role: string;
  /** the pasted job posting (may be empty) */
  description: string;
}

export interface LinkedInBio {
  headline: string;
  about: string;
}

/** Which draft to write: each "Write it again" asks for the next one, worded differently. */
export interface DraftOptions {
  draft?: number;
}

export interface ProWriter {
  readonly name: "groq" | "offline";
  coverLetter(resume: ResumeFormData, posting: PostingInfo, options?: DraftOptions): Promise<string>;
  linkedInBio(resume: ResumeFormData, options?: DraftOptions): Promise<LinkedInBio>;
  /** A summary that names the role and the given keywords the resume already has (never others). */
  tailorSummary(resume: ResumeFormData, keywords: string[], role?: string | null): Promise<string>;
}

// ---------------------------------------------------------------- shared facts

function listPhrase(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function fullName(resume: ResumeFormData): string {
  return [resume.personalInfo.firstName, resume.personalInfo.lastName].filter((s) => s?.trim()).join(" ");
}

function resumeWords(resume: ResumeFormData): string {
  return JSON.stringify(resume).toLowerCase();
}

function trimTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const stop = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("\n"));
  return (stop > max * 0.6 ? cut.slice(0, stop + 1) : cut.replace(/\s+\S*$/, "")).trimEnd();
}

// ---------------------------------------------------------------- offline

/** The offline letter; `draft` picks the wording ("Write it again" asks for the next draft). */
export function offlineCoverLetter(input: ResumeFormData, posting: PostingInfo, draft = 0): string {
  return trimTo(offlineLetter(input, posting, draft), COVER_LETTER_MAX);
}

/** The offline bio; `draft` picks the wording ("Write it again" asks for the next draft). */
export function offlineLinkedInBio(input: ResumeFormData, draft = 0): LinkedInBio {
  return offlineBio(input, draft, { headline: HEADLINE_MAX, about: ABOUT_MAX });
}

export function offlineTailorSummary(input: ResumeFormData, keywords: string[], role?: string | null): string {
  const resume = normalizeResume(input);
  const facts = resumeWords({ ...resume, personalInfo: { ...resume.personalInfo, summary: "" } });
  // only keywords the rest of the resume already holds: a summary never claims a new skill
  const have = keywords.filter((k) => k.trim() && facts.includes(k.trim().toLowerCase()));
  const base = resume.personalInfo.summary?.trim() ? improveSummary(resume.personalInfo.summary) : composeSummary(resume);
  const sentences: string[] = [];
  const titles = resume.experiences.map((e) => e.jobTitle?.trim() ?? "").filter(Boolean);
  // the role as one of the author's own titles: "Registered Nurse" is held by a "Telemetry Registered Nurse"
  const wanted = role?.trim() ?? "";
  const core = wanted ? titleCore(wanted) : [];
  const held =
    titles.find((t) => t.toLowerCase() === wanted.toLowerCase()) ??
    (core.length > 0 ? titles.find((t) => core.every((word) => hasPhrase(t, word))) : undefined);
  if (held && !core.every((word) => hasPhrase(base, word))) sentences.push(`${held}.`);
  if (base) sentences.push(base);
  const missing = have.filter((k) => !base.toLowerCase().includes(k.toLowerCase()));
  if (missing.length) sentences.push(`Experienced with ${listPhrase(missing.slice(0, 6))}.`);
  return trimTo(sentences.join(" ").replace(/\s+/g, " ").trim(), 2000);
}

export const offlineProWriter: ProWriter = {
  name: "offline",
  async coverLetter(resume, posting, options) {
    return offlineCoverLetter(resume, posting, options?.draft ?? 0);
  },
  async linkedInBio(resume, options) {
    return offlineLinkedInBio(resume, options?.draft ?? 0);
  },
  async tailorSummary(resume, keywords, role) {
    return offlineTailorSummary(resume, keywords, role);
  },
};

// ---------------------------------------------------------------- groq

const TASKS = {
  coverLetter: `Task: write a one-page cover letter (at most 350 words, 4 to 5 paragraphs, first person is fine) for the job in "posting" using only facts from "resume". Build it on "requirements": argue each requirement with "met": true from the resume line in "provenBy"; never claim a requirement with "met": false or any skill the resume does not name. Start with "Dear Hiring Manager" (add "at <company>" when a company is given), end with "Sincerely," and the candidate's name on the next line. When "draft" is above 0, word it differently from a first draft. Answer {"letter": string}.`,
  linkedInBio: `Task: write a LinkedIn "headline" (at most 220 characters) and "about" section (at most 2,600 characters, short paragraphs, may include a few "• " highlight lines) from the resume data, using only its facts, in the first person. When "draft" is above 0, word it differently from a first draft. Answer {"headline": string, "about": string}.`,
  tailorSummary: `Task: rewrite the resume "summary" (2 to 4 sentences) so it mentions the target "role" (only if the candidate has held it) and the "keywords" — each keyword only if it appears elsewhere in the resume data. Answer {"summary": string}.`,
} as const;

export interface GroqProWriterOptions {
  apiKey: string;
  model?: string;
  timeoutMs?: number;
  baseURL?: string;
}

/**
 * What the posting asks for, as the match score reads it: each requirement, whether the resume meets
 * it, and the resume line that proves it. The letter is built on these, not on the raw posting.
 */
function postingRequirements(resume: ResumeFormData, posting: PostingInfo) {
  if (!posting.description.trim()) return [];
  const report = scoreResume({ form: resume, posting: posting.description, jobTitle: posting.role || null });
  return report.requirements.slice(0, 30).map((requirement) => ({
    requirement: requirement.label.slice(0, 120),
    met: requirement.met,
    provenBy: requirement.evidence ? `${requirement.evidence.where}: ${requirement.evidence.text}`.slice(0, 300) : "",
  }));
}

function cappedResume(resume: ResumeFormData) {
  const cap = (value: string | undefined, max: number) => (value ?? "").slice(0, max);
  return {
    name: fullName(resume),
    email: cap(resume.personalInfo.email, 254),
    summary: cap(resume.personalInfo.summary, 2000),
    experiences: resume.experiences.slice(0, 10).map((e) => ({
      jobTitle: cap(e.jobTitle, 200),
      company: cap(e.company, 200),
      startDate: cap(e.startDate, 40),
      endDate: cap(e.endDate, 40),
      currentJob: e.currentJob,
      description: cap(e.description, 2000),
      achievements: cap(e.achievements, 1000),
    })),
    education: resume.education.slice(0, 5).map((e) => ({ degree: cap(e.degree, 200), school: cap(e.school, 200), graduationYear: cap(e.graduationYear, 40) })),
    skills: {
      technicalSkills: cap(resume.skills.technicalSkills, 1000),
      frameworks: cap(resume.skills.frameworks, 1000),
      tools: cap(resume.skills.tools, 1000),
      softSkills: cap(resume.skills.softSkills, 1000),
    },
  };
}

export function createGroqProWriter(options: GroqProWriterOptions): ProWriter {
  const complete = createGroqJsonCompleter({
    apiKey: options.apiKey,
    model: options.model,
    baseURL: options.baseURL,
    timeoutMs: options.timeoutMs ?? 20_000,
    temperature: 0.3,
    maxTokens: 1500,
    tasks: TASKS,
  });

  return {
    name: "groq",
    async coverLetter(resume, posting, options) {
      const data = {
        draft: options?.draft ?? 0,
        resume: cappedResume(resume),
        posting: { company: posting.company.slice(0, 200), role: posting.role.slice(0, 200), description: posting.description.slice(0, 3000) },
        requirements: postingRequirements(resume, posting),
      };
      const { letter } = await complete("coverLetter", data, z.object({ letter: z.string().min(50).max(COVER_LETTER_MAX) }));
      assertNoNewNumbers(JSON.stringify(data), letter);
      // a skill the posting wants but the resume lacks must not be claimed
      assertNoNewSkills(resumeText(resume), letter);
      return letter.trim();
    },
    async linkedInBio(resume, options) {
      const data = { ...cappedResume(resume), draft: options?.draft ?? 0 };
      const bio = await complete("linkedInBio", data, z.object({ headline: z.string().min(3).max(HEADLINE_MAX), about: z.string().min(20).max(ABOUT_MAX) }));
      assertNoNewNumbers(JSON.stringify(data), `${bio.headline} ${bio.about}`);
      assertNoNewSkills(resumeText(resume), `${bio.headline}\n${bio.about}`);
      return { headline: bio.headline.trim(), about: bio.about.trim() };
    },
    async tailorSummary(resume, keywords, role) {
      const data = { resume: cappedResume(resume), role: (role ?? "").slice(0, 200), keywords: keywords.slice(0, 20).map((k) => k.slice(0, 60)) };
      const { summary } = await complete("tailorSummary", data, z.object({ summary: z.string().min(10).max(2000) }));
      assertNoNewNumbers(JSON.stringify(data), summary);
      assertNoNewSkills(resumeText(resume), summary);
      return summary.trim();
    },
  };
}

/** Groq when GROQ_API_KEY is set, the offline writer otherwise (one per process). */
export function getProWriter(): ProWriter {
  return remember("ai-pro-writer", () => {
    const config = getConfig();
    const apiKey = config.GROQ_API_KEY?.trim();
    return apiKey ? createGroqProWriter({ apiKey, model: config.GROQ_MODEL }) : offlineProWriter;
  });
}

/** Runs one Pro writing job, on the offline writer when the AI service fails (`fallback` then says so). */
export function proWriteWithFallback<T>(run: (writer: ProWriter) => Promise<T>): Promise<Written<T>> {
  return withOfflineFallback(getProWriter(), offlineProWriter, run);
}
