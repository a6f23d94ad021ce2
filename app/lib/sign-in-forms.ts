/**
 * The sign-in forms' schemas (the server is the authority; the checkout page also checks the claim
 * email in the browser). Kept apart from `sign-in.ts`, whose texts and rules every page may load,
 * so that zod reaches only the pages that run these checks.
 */
import { CLAIM_EMAIL_MESSAGE, CODE_MESSAGE, EMAIL_MESSAGE, normalizeEmail, safeRedirectPath, SIGN_IN_CODE_LENGTH } from "./sign-in.ts";
import { z } from "./zod.ts";

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
