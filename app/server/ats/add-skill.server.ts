/**
 * Adding a skill the match score found missing: only the skills list it belongs to changes; every
 * other field of the form stays as the author wrote it.
 */
import type { ResumeFormData } from "../../lib/resume.ts";
import { fieldForSkill, splitSkills } from "../ai/offline/skills.server.ts";

type SkillField = keyof ResumeFormData["skills"];

/** The form's names of the skills lists. */
export const SKILL_LIST_LABELS: Record<SkillField, string> = {
  technicalSkills: "Technical Skills",
  softSkills: "Soft Skills",
  tools: "Tools",
  frameworks: "Frameworks",
};

export interface SkillAddition {
  form: ResumeFormData;
  /** the list that takes the skill, as the form names it */
  list: string;
  /** false when the list already held it */
  added: boolean;
}

/** A copy of the form with the skill appended to the list it belongs to (technical skills when unknown). */
export function withSkillAdded(form: ResumeFormData, skill: string): SkillAddition {
  const field: SkillField = fieldForSkill(skill) ?? "technicalSkills";
  const existing = splitSkills(form.skills[field] ?? "");
  const list = SKILL_LIST_LABELS[field];
  if (existing.some((s) => s.toLowerCase() === skill.toLowerCase())) return { form, list, added: false };
  return { form: { ...form, skills: { ...form.skills, [field]: [...existing, skill].join(", ") } }, list, added: true };
}
