/**
 * Which personal-info fields count as filled for the 'Parsed' badges and the loaded-fields count
 * ("Resume parse"): names 2+ characters, e-mail contains @, phone 10+ characters or contains
 * + or -, summary longer than 50 characters. Values equal to the form's placeholder sample text
 * count as unfilled.
 */
import type { PartialResume } from "./resume.ts";

/** Placeholder sample text shown in empty fields. */
export const PLACEHOLDERS = {
  firstName: "John",
  lastName: "Doe",
  email: "john.doe@example.com",
  phone: "+1 (555) 123-4567",
  address: "123 Main Street",
  city: "San Francisco",
  state: "CA",
  zipCode: "94105",
  country: "United States",
  linkedIn: "linkedin.com/in/johndoe",
  portfolio: "johndoe.dev",
  github: "github.com/johndoe",
  summary: "Experienced software engineer with 5+ years building scalable web applications…",
  jobTitle: "Senior Software Engineer",
  company: "Tech Corp",
  location: "San Francisco, CA",
  degree: "Bachelor of Science in Computer Science",
  school: "University of California",
} as const;

export const SUMMARY_FILLED_MIN_LENGTH = 50;

type Rule = (value: string) => boolean;
const RULES: Record<string, Rule> = {
  firstName: (v) => v.length >= 2,
  lastName: (v) => v.length >= 2,
  email: (v) => v.includes("@"),
  phone: (v) => v.length >= 10 || v.includes("+") || v.includes("-"),
  summary: (v) => v.length > SUMMARY_FILLED_MIN_LENGTH,
};

export function isPlaceholder(field: string, value: string): boolean {
  return (PLACEHOLDERS as Record<string, string>)[field] === value.trim();
}

/** Names of personalInfo fields that count as auto-filled. */
export function autoFilledFields(personalInfo: PartialResume["personalInfo"] | Record<string, unknown>): string[] {
  const filled: string[] = [];
  for (const [field, rule] of Object.entries(RULES)) {
    const value = (personalInfo as Record<string, unknown>)[field];
    if (typeof value !== "string") continue;
    const trimmed = value.trim();
    if (trimmed && !isPlaceholder(field, trimmed) && rule(trimmed)) filled.push(field);
  }
  return filled;
}
