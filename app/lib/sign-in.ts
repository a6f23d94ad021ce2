/**
 * Sign-in forms, shared by the browser (validation as an enhancement) and the server (the authority).
 * Emails are compared lower-cased and trimmed; a redirect after sign-in may only go to a path of this site.
 */
import { z } from "./zod.ts";

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

const emailField = z.preprocess(
  (value) => (typeof value === "string" ? normalizeEmail(value) : value),
  z.email({ error: EMAIL_MESSAGE }).max(254, { error: EMAIL_MESSAGE }),
);

/** The email a signed-out payer may give at checkout to keep the purchase: optional, so empty (or absent) is null. */
export const claimEmailField = z.preprocess(
  (value) => (typeof value === "string" ? normalizeEmail(value) || null : (value ?? null)),
  z.email({ error: CLAIM_EMAIL_MESSAGE }).max(254, { error: CLAIM_EMAIL_MESSAGE }).nullable(),
);

const redirectField = z.preprocess((value) => safeRedirectPath(value), z.string());

export const requestSignInSchema = z.object({ email: emailField, redirectTo: redirectField });

export const signInCodeSchema = z.object({
  email: emailField,
  code: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/[\s-]/g, "") : value),
    z.string({ error: CODE_MESSAGE }).regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), { error: CODE_MESSAGE }),
  ),
});

export const signInLinkSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "This sign-in link is not valid." }) });
