/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): a signed-in person adds one to the account on
 * /account, and anyone signs in with one on /login. Each ceremony is two JSON posts: options (a
 * challenge), then the browser's answer to verify. The relying party is the site's host (the
 * hostname of PUBLIC_ORIGIN, else of the request), and the expected origin is the site's origin.
 *
 * Passkeys are discoverable (resident keys): signing in asks for no email, and the credential id
 * the browser returns names the passkey, and so the account. The authenticator's user handle is
 * the account id, never the email.
 *
 * Challenges are kept in a short-lived signed cookie rather than on the server: nothing is
 * stored for a ceremony that is never finished, and any server process can check it. The cookie
 * holds the challenge, its ceremony, the account (when adding) and its expiry, and is sent only
 * to its ceremony's endpoints. A signed cookie could be sent twice, so verifying first spends the
 * challenge in the store's register of single-use tokens (the one upload URLs use): a challenge
 * is accepted once, even when the same answer is posted again.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { createCookie, type Cookie } from "react-router";
import { z } from "zod";
import { PRODUCT_NAME } from "../../lib/brand.ts";
import { addPasskeyBodySchema, PASSKEY_BODY_MESSAGE, passkeySignInBodySchema } from "../../lib/passkeys.ts";
import { remember } from "../../lib/remember.ts";
import { getConfig } from "../config.server.ts";
import { getStore } from "../db/index.server.ts";
import { jsonError, readJsonBody } from "../http/api.server.ts";
import { fail, ok, type Result } from "../result.server.ts";
import { pageOrigin } from "../seo.server.ts";
import { flashCookie, isSecureRequest, type VisitorSession } from "../session.server.ts";
import type { SignedInAccount } from "./account-session.server.ts";
import { describeBrowser } from "./account.server.ts";
import { enterAccount } from "./sign-in.server.ts";

const CHALLENGE_MINUTES = 5;
/** More than anyone needs (a phone, a laptop, a security key or two): the list stays a list. */
export const MAX_PASSKEYS = 20;

export const SIGN_IN_TO_ADD = "Sign in to add a passkey.";
export const CHALLENGE_NOT_VALID = "This passkey request has expired or was already used. Please try again.";
export const PASSKEY_NOT_VERIFIED = "We could not verify the passkey. Please try again.";
export const PASSKEY_UNKNOWN = `This passkey is not registered with ${PRODUCT_NAME}, or it was removed. Sign in with your email instead.`;
export const PASSKEY_TAKEN = "This passkey is already added to an account.";
export const TOO_MANY_PASSKEYS = `An account can have up to ${MAX_PASSKEYS} passkeys. Remove one you no longer use first.`;

/**
 * The signature algorithms a passkey may use: the three every authenticator offers. Pinned so the
 * library does not probe Node's experimental post-quantum Web Crypto (a warning in the logs) for
 * keys no browser makes yet.
 */
async function supportedAlgorithms() {
  const { COSEALG } = await import("@simplewebauthn/server/helpers");
  return [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];
}

// The WebAuthn library is loaded with the first ceremony: most server processes never see one, and
// it is among the slowest modules to load at start.
const webauthn = () => import("@simplewebauthn/server");
const base64Url = async () => (await import("@simplewebauthn/server/helpers")).isoBase64URL;

type Ceremony = "add" | "sign-in";

const CEREMONY_COOKIES: Record<Ceremony, { name: string; path: string }> = {
  add: { name: "vitae_passkey_add", path: "/account/passkeys" },
  "sign-in": { name: "vitae_passkey_sign_in", path: "/login/passkey" },
};

interface PendingChallenge {
  ceremony: Ceremony;
  challenge: string;
  /** The account a passkey is being added to; null when signing in. */
  accountId: string | null;
  /** Epoch milliseconds: the cookie's own Max-Age is up to the browser, this is not. */
  expiresAt: number;
}

function challengeCookie(ceremony: Ceremony): Cookie {
  const { name, path } = CEREMONY_COOKIES[ceremony];
  return remember(`cookie:passkey-${ceremony}`, () =>
    createCookie(name, { httpOnly: true, sameSite: "strict", path, secrets: [getConfig().SESSION_SECRET], maxAge: CHALLENGE_MINUTES * 60 }),
  );
}

/** The relying party: the site's host and origin (PUBLIC_ORIGIN when configured, else the request's). */
export function relyingParty(request: Request): { id: string; origin: string } {
  const origin = new URL(pageOrigin(request));
  return { id: origin.hostname, origin: origin.origin };
}

/** "Passkey (Chrome on Mac)": the name a new passkey gets until its owner renames it. */
export function defaultPasskeyName(userAgent: string | null): string {
  return `Passkey (${describeBrowser(userAgent)})`;
}

/** The WebAuthn user handle of an account: its id (the authenticator stores it; an email would leak). */
function userHandleOf(accountId: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(accountId);
}

async function issueChallenge(request: Request, pending: Omit<PendingChallenge, "expiresAt">, now: Date): Promise<string> {
  const value: PendingChallenge = { ...pending, expiresAt: now.getTime() + CHALLENGE_MINUTES * 60_000 };
  return challengeCookie(pending.ceremony).serialize(value, { secure: isSecureRequest(request) });
}

function clearChallenge(request: Request, ceremony: Ceremony): Promise<string> {
  return challengeCookie(ceremony).serialize("", { secure: isSecureRequest(request), maxAge: 0, expires: new Date(0) });
}

/** The challenge this browser was given for the ceremony, spent so it cannot be used again. */
async function spendChallenge(request: Request, ceremony: Ceremony, accountId: string | null, now = new Date()): Promise<Result<string>> {
  const raw: unknown = await challengeCookie(ceremony)
    .parse(request.headers.get("Cookie"))
    .catch(() => null);
  const pending = raw as Partial<PendingChallenge> | null;
  if (
    !pending ||
    typeof pending !== "object" ||
    pending.ceremony !== ceremony ||
    typeof pending.challenge !== "string" ||
    pending.challenge === "" ||
    typeof pending.expiresAt !== "number" ||
    pending.expiresAt <= now.getTime() ||
    pending.accountId !== accountId
  ) {
    return fail(400, CHALLENGE_NOT_VALID);
  }
  const store = await getStore();
  const first = await store.objects.claimToken(`passkey-challenge:${pending.challenge}`, new Date(pending.expiresAt).toISOString());
  if (!first) return fail(400, CHALLENGE_NOT_VALID);
  return ok(pending.challenge);
}

/** A JSON answer (`{ error }` when it failed) with cookies to set. */
function answer(result: Result<unknown>, cookies: string[] = []): Response {
  const response = result.ok ? Response.json(result.value, { status: 200, headers: { "Cache-Control": "no-store" } }) : jsonError(result.status, result.error);
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return response;
}

/** The JSON body, checked with the shared schema: a wrong type is a 415, anything else wrong a 400 that says what happened. */
async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  const read = await readJsonBody(request, z.unknown());
  if (!read.ok) return read;
  const parsed = schema.safeParse(read.data);
  // zod's words about a missing or mistyped field would mean nothing to the person
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, response: jsonError(400, PASSKEY_BODY_MESSAGE) };
}

/** POST /account/passkeys/options: registration options for the signed-in account. */
export async function passkeyAddOptions(request: Request, account: SignedInAccount | null, now = new Date()): Promise<Response> {
  if (!account) return answer(fail(401, SIGN_IN_TO_ADD));
  const existing = await (await getStore()).passkeys.listByAccount(account.accountId);
  if (existing.length >= MAX_PASSKEYS) return answer(fail(409, TOO_MANY_PASSKEYS));
  const rp = relyingParty(request);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: PRODUCT_NAME,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.email,
    userID: userHandleOf(account.accountId),
    attestationType: "none",
    // the browser refuses to make a second passkey on an authenticator that has one for this account
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    supportedAlgorithmIDs: await supportedAlgorithms(),
  });
  const cookie = await issueChallenge(request, { ceremony: "add", challenge: options.challenge, accountId: account.accountId }, now);
  return answer(ok(options), [cookie]);
}

/** POST /account/passkeys/verify: checks the browser's new credential and adds it to the account. */
export async function passkeyAddVerify(request: Request, account: SignedInAccount | null, now = new Date()): Promise<Response> {
  if (!account) return answer(fail(401, SIGN_IN_TO_ADD));
  const body = await readBody(request, addPasskeyBodySchema);
  if (!body.ok) return body.response;
  const cleared = [await clearChallenge(request, "add")];
  const challenge = await spendChallenge(request, "add", account.accountId, now);
  if (!challenge.ok) return answer(challenge, cleared);
  const rp = relyingParty(request);
  let credential;
  try {
    const { verifyRegistrationResponse } = await webauthn();
    const verification = await verifyRegistrationResponse({
      response: body.data.response as RegistrationResponseJSON,
      expectedChallenge: challenge.value,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // "preferred": an authenticator that cannot verify its user still makes a passkey
      requireUserVerification: false,
      supportedAlgorithmIDs: await supportedAlgorithms(),
    });
    if (!verification.verified) return answer(fail(400, PASSKEY_NOT_VERIFIED), cleared);
    credential = verification.registrationInfo.credential;
  } catch {
    return answer(fail(400, PASSKEY_NOT_VERIFIED), cleared);
  }
  const store = await getStore();
  if (await store.passkeys.get(credential.id)) return answer(fail(409, PASSKEY_TAKEN), cleared);
  const record = {
    id: credential.id,
    account_id: account.accountId,
    public_key: (await base64Url()).fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? body.data.response.response.transports ?? [],
    name: defaultPasskeyName(request.headers.get("User-Agent")),
  };
  try {
    const passkey = await store.passkeys.add(record);
    return answer(ok({ passkey: { id: passkey.id, name: passkey.name } }), cleared);
  } catch (error) {
    // the same credential added twice at once: the second insert loses
    if (await store.passkeys.get(credential.id)) return answer(fail(409, PASSKEY_TAKEN), cleared);
    throw error;
  }
}

/** POST /login/passkey/options: a challenge for any of the site's passkeys (the browser offers the person's own). */
export async function passkeySignInOptions(request: Request, now = new Date()): Promise<Response> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: relyingParty(request).id, allowCredentials: [], userVerification: "preferred" });
  const cookie = await issueChallenge(request, { ceremony: "sign-in", challenge: options.challenge, accountId: null }, now);
  return answer(ok(options), [cookie]);
}

/**
 * POST /login/passkey/verify: checks the browser's signature with the passkey it names, then signs
 * the browser in to the passkey's account (claiming its anonymous work, as an emailed sign-in
 * does). Answers `{ redirectTo }` with the session cookie and a "Signed in" toast for the next page.
 */
export async function passkeySignInVerify(request: Request, visitor: VisitorSession, now = new Date()): Promise<Response> {
  const body = await readBody(request, passkeySignInBodySchema);
  if (!body.ok) return body.response;
  const cleared = [await clearChallenge(request, "sign-in")];
  const challenge = await spendChallenge(request, "sign-in", null, now);
  if (!challenge.ok) return answer(challenge, cleared);
  const { response, redirectTo } = body.data;
  const store = await getStore();
  const passkey = await store.passkeys.get(response.id);
  // the authenticator also names the account it made the passkey for: it must be the passkey's
  const handle = response.response.userHandle;
  if (!passkey || (handle !== undefined && handle !== (await base64Url()).fromBuffer(userHandleOf(passkey.account_id)))) {
    return answer(fail(400, PASSKEY_UNKNOWN), cleared);
  }
  const rp = relyingParty(request);
  let newCounter: number;
  try {
    const { verifyAuthenticationResponse } = await webauthn();
    const verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge.value,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: (await base64Url()).toBuffer(passkey.public_key),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
    // a counter that went backwards (a cloned authenticator) is thrown as an error, so lands below
    if (!verification.verified) return answer(fail(400, PASSKEY_NOT_VERIFIED), cleared);
    newCounter = verification.authenticationInfo.newCounter;
  } catch {
    return answer(fail(400, PASSKEY_NOT_VERIFIED), cleared);
  }
  const account = await store.accounts.get(passkey.account_id);
  if (!account) return answer(fail(400, PASSKEY_UNKNOWN), cleared);
  await store.passkeys.recordUse(passkey.id, newCounter, now.toISOString());
  const signedIn = await enterAccount(request, visitor, account.id, now);
  const toast = await flashCookie(request, { title: "Signed in", description: `You are signed in as ${account.email}.` });
  return answer(ok({ redirectTo }), [...cleared, ...signedIn, toast]);
}
