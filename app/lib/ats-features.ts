/**
 * The shapes of the ATS reports (check and match score), shared by the server that computes them
 * and the page that shows them, and the links from a finding to the form field. Which plan unlocks
 * the ATS tools is a plan rule: app/lib/plans.ts.
 */
/**
 * The id Conform gives a form input on the edit page (`<form id>-<field name>`; the edit page's
 * form id is `resume-edit-{id}`), so a finding can link straight to the field.
 */
export function editFieldHref(resumeId: string, field: string): string {
  return `/edit/${resumeId}#${encodeURIComponent(`resume-edit-${resumeId}-${field}`).replace(/%2E/gi, ".")}`;
}

export type FindingCategory = "sections" | "contact" | "dates" | "bullets" | "language" | "layout" | "round-trip";

export const CATEGORY_LABELS: Record<FindingCategory, string> = {
  sections: "Standard sections",
  contact: "Contact details",
  dates: "Dates",
  bullets: "Bullet points",
  language: "Wording",
  layout: "Template and layout",
  "round-trip": "Read back by a parser",
};

export interface AtsFinding {
  /** stable id for tests and keys, e.g. "contact.linkedIn" */
  id: string;
  category: FindingCategory;
  severity: "high" | "medium" | "low";
  title: string;
  detail: string;
  fix: string;
  /** the form field (Conform name) the fix happens in, when there is one */
  field?: string;
  /** /edit/{id}#… link to that field, or to the template page for layout findings */
  href?: string;
}

export interface AtsCheckReport {
  findings: AtsFinding[];
  /** findings per category, for the free preview */
  counts: Partial<Record<FindingCategory, number>>;
  /** fields the round trip lost (labels), in form order */
  lostFields: string[];
  /** the text the parser read (reading order), for the curious */
  readingText: string;
}

export interface ScorePart {
  key: "hardSkills" | "jobTitle" | "experience" | "education" | "softSkills" | "keywords";
  label: string;
  /** weight in the total, as a percentage of the parts that apply */
  weight: number;
  /** 0–100, or null when the posting asks nothing of this kind */
  score: number | null;
  matched: string[];
  missing: string[];
}

export interface AtsSuggestion {
  id: string;
  kind: "add-skill" | "rewrite-summary" | "use-phrase" | "use-tense";
  text: string;
  /** the one-click action (a form post), when the writer can apply it */
  apply?: { intent: "add-skill" | "rewrite-summary"; value: string; label: string };
  href?: string;
}

/** A resume line that proves a requirement, with the section and entry ("Nurse, St Mary's") it sits in. */
export interface RequirementEvidence {
  section: "Experience" | "Projects" | "Summary" | "Education" | "Certifications" | "Additional" | "Skills" | "Contact";
  where: string;
  text: string;
}

/** One thing the posting asks for, met or not, with the line of the resume that shows it. */
export interface ScoreRequirement {
  label: string;
  /** the part it counts in; "location" (where the work is) is shown, not scored */
  part: ScorePart["key"] | "location";
  met: boolean;
  evidence: RequirementEvidence | null;
  /** met, but only named (in the skills lists or the summary), not shown in a job or a project */
  namedOnly: boolean;
  /** the posting would like it ("nice to have", "a plus"), it does not require it: it weighs half */
  wanted: boolean;
}

export interface AtsScoreReport {
  score: number;
  parts: ScorePart[];
  /** what the posting asks for, in the order of the parts, each with its evidence */
  requirements: ScoreRequirement[];
  jobTitle: string | null;
  present: string[];
  missing: string[];
  phraseMismatches: { posting: string; resume: string }[];
  tenseMismatches: { posting: string; resume: string }[];
  suggestions: AtsSuggestion[];
}

/** The longest job posting the match score reads (the form's maxLength and the server's cut). */
export const MAX_POSTING_LENGTH = 20_000;
