/**
 * Applies an imported resume (upload or example) to what the user already typed: empty fields are
 * filled; non-empty ones are only replaced when the user agreed (`replace: true`).
 * A list the user has not touched (all entries empty) takes the imported entries.
 */
import { autoFilledFields } from "./autofill.ts";
import type { PartialResume } from "./resume.ts";

type Section = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "") || value === false;

function entryIsBlank(entry: Section): boolean {
  return Object.entries(entry).every(([key, value]) => key === "id" || isBlank(value));
}

export interface MergeResult {
  merged: PartialResume;
  /** Paths of non-empty fields whose imported value differs (kept unless replace). */
  conflicts: string[];
  /** Paths that took an imported value. */
  filled: string[];
}

function mergeSection(prefix: string, current: Section, incoming: Section, replace: boolean, result: MergeResult): Section {
  const out: Section = { ...current };
  for (const [key, value] of Object.entries(incoming)) {
    if (isBlank(value) || key === "id") continue;
    const path = `${prefix}.${key}`;
    if (isBlank(current[key])) {
      out[key] = value;
      result.filled.push(path);
    } else if (current[key] !== value) {
      if (replace) {
        out[key] = value;
        result.filled.push(path);
      } else {
        result.conflicts.push(path);
      }
    }
  }
  return out;
}

function mergeList(name: string, current: Section[], incoming: Section[], replace: boolean, result: MergeResult): Section[] {
  if (incoming.length === 0) return current;
  const untouched = current.every(entryIsBlank);
  if (untouched || replace) {
    result.filled.push(name);
    return incoming;
  }
  result.conflicts.push(name);
  return current;
}

export function mergeImportedResume(current: PartialResume, incoming: PartialResume, { replace = false } = {}): MergeResult {
  const result: MergeResult = { merged: current, conflicts: [], filled: [] };
  result.merged = {
    personalInfo: mergeSection("personalInfo", current.personalInfo, incoming.personalInfo, replace, result) as PartialResume["personalInfo"],
    experiences: mergeList("experiences", current.experiences, incoming.experiences, replace, result) as PartialResume["experiences"],
    education: mergeList("education", current.education, incoming.education, replace, result) as PartialResume["education"],
    projects: mergeList("projects", current.projects, incoming.projects, replace, result) as PartialResume["projects"],
    skills: mergeSection("skills", current.skills, incoming.skills, replace, result) as PartialResume["skills"],
    additionalInfo: mergeSection("additionalInfo", current.additionalInfo, incoming.additionalInfo, replace, result) as PartialResume["additionalInfo"],
  };
  return result;
}

/**
 * The personal fields this import filled that count as auto-filled (SPEC's detection rules): the
 * ones that show the 'Parsed' badge, and the count the 'Resume Data Loaded' toast announces.
 */
export function autoFilledByImport({ merged, filled }: Pick<MergeResult, "merged" | "filled">): string[] {
  const filledPersonal = new Set(filled.filter((path) => path.startsWith("personalInfo.")).map((path) => path.slice("personalInfo.".length)));
  return autoFilledFields(merged.personalInfo).filter((field) => filledPersonal.has(field));
}
