/**
 * A resume's version history in words: what made each version ("Saved", "AI improved Summary",
 * "Restored version from …") and when, in one fixed format so the server and the browser render
 * the same text. A label is stored with its version, so a time inside one is in UTC; the list's own
 * times are the reader's (app/lib/reader-time.ts).
 */
import { momentIn } from "./reader-time.ts";

/** The edit page's Restore buttons post this intent with the version's id. */
export const RESTORE_VERSION_INTENT = "restore-version";

export const VERSION_LABELS = {
  /** the builder's Generate CV */
  generated: "Generated",
  /** the prompt page: a CV written from a description */
  generatedFromPrompt: "Generated from a description",
  /** Save Changes on the edit page (AI suggestions accepted in the form are part of what the author saved) */
  saved: "Saved",
  /** the content a resume had before its first recorded change (resumes older than the history) */
  earlier: "Before version history",
} as const;

const SECTION_NAMES: Record<string, string> = { summary: "Summary", experience: "Experience", skills: "Skills" };

/** A change the AI made to a stored resume section. */
export function aiImprovedLabel(section: string): string {
  return `AI improved ${SECTION_NAMES[section] ?? section}`;
}

const ACCEPTED_PREFIX = "Accepted AI suggestion: ";

/** An AI suggestion the author accepted (its Undo restores the version before it). */
export function acceptedSuggestionLabel(section: string): string {
  return `${ACCEPTED_PREFIX}${section}`;
}

/** The section of an accepted-suggestion version's label; null for any other version. */
export function acceptedSection(label: string): string | null {
  return label.startsWith(ACCEPTED_PREFIX) ? label.slice(ACCEPTED_PREFIX.length) : null;
}

/** The version an Undo of an accepted suggestion makes. */
export function undoneSuggestionLabel(section: string): string {
  return `Undid AI suggestion: ${section}`;
}

/** An ATS suggestion applied to the stored resume. */
export function atsSkillLabel(skill: string): string {
  return `Added skill “${skill.slice(0, 60)}” from the ATS check`;
}

export function restoredLabel(restoredFrom: string): string {
  return `Restored version from ${versionTime(restoredFrom)}`;
}

export function restoredNotice(restoredFrom: string): string {
  return `Restored the version from ${versionTime(restoredFrom)}.`;
}

/** "25 Nov 2026, 14:02 UTC": a time as stored inside a label, the same for every reader. */
export function versionTime(iso: string): string {
  return momentIn(iso, "UTC");
}
