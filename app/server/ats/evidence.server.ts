/**
 * The lines of a resume that prove a requirement: a recruiter believes "Kafka" shown in a bullet of
 * a job more than "Kafka" in a list of skills. Lines come in the order a recruiter weighs them:
 * experience first, then projects, the summary, education, the other sections, and the skills lists
 * last.
 */
import type { RequirementEvidence } from "../../lib/ats-features.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { stripListMarker } from "../../lib/text/bullets.ts";

export type ResumeLine = RequirementEvidence;

/** Where a line sits, worst to best for a claim: a skills list only names a skill. */
const SHOWN_IN_WORK: ReadonlySet<RequirementEvidence["section"]> = new Set(["Experience", "Projects"]);

function linesOf(text: string | undefined): string[] {
  return (text ?? "")
    .split(/\r?\n/)
    .map((line) => stripListMarker(line.trim()).trim())
    .filter(Boolean);
}

const joined = (...parts: (string | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(", ");

/** Every line of the resume with the section and entry it belongs to. */
export function resumeLines(form: ResumeFormData): ResumeLine[] {
  const out: ResumeLine[] = [];
  const push = (section: ResumeLine["section"], where: string, text: string | undefined) => {
    for (const line of linesOf(text)) out.push({ section, where, text: line });
  };
  for (const job of form.experiences) {
    const where = joined(job.jobTitle, job.company);
    push("Experience", where, job.description);
    push("Experience", where, job.achievements);
    push("Experience", where, job.technologies);
    // the title itself proves a role ("Registered Nurse") and is shown in work
    push("Experience", where, job.jobTitle);
  }
  for (const project of form.projects) {
    const where = project.title?.trim() ?? "";
    push("Projects", where, project.description);
    push("Projects", where, project.technologies);
  }
  push("Summary", "", form.personalInfo.summary);
  for (const school of form.education) {
    const where = joined(school.degree, school.school);
    push("Education", where, school.degree);
    push("Education", where, school.honors);
    push("Education", where, school.relevantCoursework);
  }
  const extra = form.additionalInfo;
  push("Certifications", "", extra.certifications);
  push("Additional", "", [extra.awards, extra.publications, extra.volunteering, extra.languages].filter(Boolean).join("\n"));
  push("Skills", "", [form.skills.technicalSkills, form.skills.frameworks, form.skills.tools, form.skills.softSkills].filter(Boolean).join("\n"));
  return out;
}

/** The best line that meets a test, or null. */
export function evidenceFor(lines: readonly ResumeLine[], meets: (text: string) => boolean): ResumeLine | null {
  return lines.find((line) => meets(line.text)) ?? null;
}

/** Whether the evidence shows the skill used (in a job or a project), not just listed. */
export function shownInWork(evidence: ResumeLine | null): boolean {
  return evidence !== null && SHOWN_IN_WORK.has(evidence.section);
}
