/**
 * Sign-in forms: their texts and rules, without zod (every page's scripts may load this module).
 * Emails are compared lower-cased and trimmed; a redirect after sign-in may only go to a path of this
 * site. The forms' schemas are in `sign-in-forms.ts`.
 */

export const SIGN_IN_LINK_MINUTES = 15;
export const SIGN_IN_CODE_LENGTH = 6;

export const SIGN_IN_NOT_CONFIGURED = "Email sign-in is not configured on this server.";
export const DELETE_ACCOUNT_CONFIRM = "I understand this deletes my account and every resume in it";

export const EMAIL_MESSAGE = "Enter the email address you want to sign in with.";
export const CLAIM_EMAIL_MESSAGE = "Enter a valid email address to keep your purchase, or leave the field empty.";
export const CODE_MESSAGE = `Enter the ${SIGN_IN_CODE_LENGTH}-digit code from the email.`;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A path on this site to go to after signing in; anything else (another origin, `//host`, a backslash trick) is dropped. */
export function safeRedirectPath(value: unknown, fallback = "/resumes"): string {
  if (typeof value !== "string") return fallback;
  const path = value.trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\") || [...path].some((c) => c.charCodeAt(0) < 32)) return fallback;
  if (path.length > 500) return fallback;
  // the sign-in pages themselves are no place to land
  if (/^\/(login|logout)(\/|$|\?)/.test(path)) return fallback;
  return path;
}
