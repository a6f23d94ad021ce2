/**
 * Scores a parsed resume against the resume it was made from, field by field, with the scorer of
 * the parse corpora (parse-score.ts, which scores the way the evaluation's score-parse.mjs does):
 * the typed resume is written as that scorer's truth.
 *
 * Test code: the truth comes from the typed resume (`truthFromResume`), the prediction from the
 * parser, so a CV template or the parser losing a field shows up here.
 */
import type { PartialResume, ResumeFormData } from "../../app/lib/resume.ts";
import { fieldValue, FIELD_ORDER, scoreDocument } from "./parse-score.ts";

/** What a reader should get back from a CV (the fields the evaluation scorer compares). */
export interface FieldTruth {
  personalInfo: Partial<Record<ContactField, string>>;
  experiences: { jobTitle: string; company: string; startDate: string; endDate: string }[];
  education: { school: string; degree: string; graduationYear: string }[];
  projects: { title: string }[];
  skillsAll: string[];
}

const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "linkedIn", "github", "portfolio", "city"] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/** The truth as the resume was typed: a current job ends "Present"; skills are every listed item. */
export function truthFromResume(resume: ResumeFormData): FieldTruth {
  const p = resume.personalInfo;
  const personalInfo: FieldTruth["personalInfo"] = {};
  for (const f of CONTACT_FIELDS) if (p[f]?.trim()) personalInfo[f] = p[f];
  const skills = resume.skills;
  return {
    personalInfo,
    experiences: resume.experiences.map((e) => ({
      jobTitle: e.jobTitle ?? "",
      company: e.company ?? "",
      startDate: e.startDate ?? "",
      endDate: e.currentJob ? "Present" : (e.endDate ?? ""),
    })),
    education: resume.education.map((e) => ({ school: e.school ?? "", degree: e.degree ?? "", graduationYear: e.graduationYear ?? "" })),
    projects: resume.projects.map((e) => ({ title: e.title ?? "" })),
    skillsAll: [skills.technicalSkills, skills.frameworks, skills.tools, skills.softSkills]
      .flatMap((list) => (list ?? "").split(/[,\n]/))
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

export interface FieldScore {
  /** Mean over the scored fields, 0..1. */
  score: number;
  /** Each field's value 0..1 (contact and entry fields: share correct; counts and skills: F1). */
  fields: Record<string, number>;
  /** What went wrong, for a failure message. */
  misses: string[];
}

export function scoreFields(truth: FieldTruth, pred: PartialResume): FieldScore {
  const scored = scoreDocument(
    {
      personalInfo: truth.personalInfo,
      experiences: truth.experiences,
      // the scorer's truth leaves out what was not typed
      education: truth.education.map((e) => Object.fromEntries(Object.entries(e).filter(([, v]) => v.trim()))),
      projects: truth.projects,
      skills: { skillsAll: truth.skillsAll },
    },
    pred as unknown as Record<string, unknown>,
  );
  const fields: Record<string, number> = {};
  for (const field of FIELD_ORDER) {
    const value = fieldValue(field, scored.tally[field]);
    if (value !== null) fields[field] = value;
  }
  return { score: scored.score, fields, misses: scored.misses };
}
