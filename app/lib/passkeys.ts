/**
 * Passkeys (WebAuthn), shared by the browser and the server: the bodies the pages' scripts post to
 * the ceremony endpoints, the rename form, and the messages a person reads when a ceremony fails.
 * The browser's answers are checked for shape here; what they prove is checked by the server.
 */
import { safeRedirectPath } from "./sign-in.ts";
import { z } from "./zod.ts";

export const PASSKEY_NAME_MAX = 60;

export const PASSKEY_SIGN_IN_CANCELLED = "Passkey sign-in was cancelled.";
export const PASSKEY_ADD_CANCELLED = "Adding a passkey was cancelled.";
export const PASSKEY_ALREADY_ON_DEVICE = "This device already has a passkey for your account.";
export const PASSKEY_NAME_MESSAGE = `Give the passkey a name of 1 to ${PASSKEY_NAME_MAX} characters.`;
export const PASSKEY_BODY_MESSAGE = "The passkey answer could not be read. Please try again.";

/** Base64url text, as WebAuthn's JSON encodings use it. */
const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: PASSKEY_BODY_MESSAGE })
    .max(max, { error: PASSKEY_BODY_MESSAGE });

const TRANSPORTS = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;
type Transport = (typeof TRANSPORTS)[number];
const isTransport = (value: string): value is Transport => (TRANSPORTS as readonly string[]).includes(value);

// transports a later browser invents are dropped rather than refused: they are only hints
const transportsField = z
  .array(z.string().max(32))
  .max(16)
  .optional()
  .transform((list) => list?.filter(isTransport));

// the extensions' outputs are not used; any object passes and is replaced by an empty one
const extensionResultsField = z
  .looseObject({})
  .optional()
  .transform(() => ({}));

const attachmentField = z.enum(["platform", "cross-platform"]).optional().catch(undefined);

/** The credential id: at most 1023 bytes by the spec, so at most 1364 base64url characters. */
const credentialId = base64url(1400);

export const registrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key", { error: PASSKEY_BODY_MESSAGE }),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(64 * 1024),
    transports: transportsField,
  }),
  authenticatorAttachment: attachmentField,
  clientExtensionResults: extensionResultsField,
});

export const authenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key", { error: PASSKEY_BODY_MESSAGE }),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16 * 1024),
    signature: base64url(2048),
    userHandle: z.preprocess((value) => (value === "" || value === null ? undefined : value), base64url(128).optional()),
  }),
  authenticatorAttachment: attachmentField,
  clientExtensionResults: extensionResultsField,
});

/** POST /account/passkeys/verify */
export const addPasskeyBodySchema = z.object({ response: registrationResponseSchema });

/** POST /login/passkey/verify: `redirectTo` is where the page goes after signing in (a path of this site). */
export const passkeySignInBodySchema = z.object({
  response: authenticationResponseSchema,
  redirectTo: z.preprocess((value) => safeRedirectPath(value), z.string()),
});

export const passkeyNameField = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : value),
  z
    .string({ error: PASSKEY_NAME_MESSAGE })
    .min(1, { error: PASSKEY_NAME_MESSAGE })
    .max(PASSKEY_NAME_MAX, { error: PASSKEY_NAME_MESSAGE })
    // control characters (\p{Cc}) and bidirectional overrides would garble the list
    .refine((name) => !/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u.test(name), { error: PASSKEY_NAME_MESSAGE }),
);

export const renamePasskeySchema = z.object({ passkeyId: credentialId, name: passkeyNameField });
export const removePasskeySchema = z.object({ passkeyId: credentialId });

/**
 * What to tell the person when the browser's part of a ceremony threw. The browser reports a
 * dismissed or timed-out prompt as NotAllowedError (@simplewebauthn/browser wraps it, keeping it as
 * the cause) and an interrupted one as AbortError; both are read as cancelled.
 */
export function passkeyCeremonyMessage(error: unknown, ceremony: "sign-in" | "add"): string {
  const { name, code, cause } = (error ?? {}) as { name?: unknown; code?: unknown; cause?: { name?: unknown } };
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || (ceremony === "add" && name === "InvalidStateError")) return PASSKEY_ALREADY_ON_DEVICE;
  const cancelled = name === "NotAllowedError" || name === "AbortError" || cause?.name === "NotAllowedError" || code === "ERROR_CEREMONY_ABORTED";
  if (cancelled) return ceremony === "sign-in" ? PASSKEY_SIGN_IN_CANCELLED : PASSKEY_ADD_CANCELLED;
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID" || name === "SecurityError") {
    return "Passkeys are not available on this address of the site.";
  }
  return ceremony === "sign-in"
    ? "Your browser could not use a passkey. Try again, or sign in with your email."
    : "Your browser could not make a passkey. Please try again.";
}
