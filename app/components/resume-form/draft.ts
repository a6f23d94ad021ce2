/**
 * The create page's local draft: the form's values in local storage, restored on a fresh page so a
 * reload loses nothing (the edit page saves to the server instead).
 */
import type { PartialResume } from "../../lib/resume.ts";

export const DRAFT_STORAGE_KEY = "resume_draft";

/**
 * True when the draft holds something the visitor wrote: text in a resume section. The form's
 * hidden inputs (the chosen template) travel in the draft too, but a template alone is not a draft
 * worth restoring over what is being typed.
 */
export function draftHasContent(draft: PartialResume): boolean {
  const { personalInfo, experiences, education, skills, projects, additionalInfo } = draft;
  return hasText({ personalInfo, experiences, education, skills, projects, additionalInfo });
}

/** True when any string anywhere in the value is non-blank. */
export function hasText(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(hasText);
  if (value && typeof value === "object") return Object.entries(value).some(([key, v]) => key !== "id" && hasText(v));
  return false;
}

/** True when a text field of the rendered form already holds something the visitor typed. */
export function formHasTypedText(formId: string): boolean {
  const form = document.getElementById(formId);
  if (!form) return false;
  return Array.from(
    form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[type=text], input[type=email], input[type=tel], input:not([type]), textarea"),
  ).some((field) => field.value.trim() !== "");
}

export function readDraft(): PartialResume | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as PartialResume) : null;
  } catch {
    return null;
  }
}

export function saveDraft(value: unknown): void {
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // storage full or disabled: the form still works, only the draft is not kept
  }
}

export function clearDraft(): void {
  try {
    window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
