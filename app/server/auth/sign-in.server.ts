/**
 * Sign-in without a password: an emailed link that works once (and a 6-digit code for a person who
 * reads the email on another device), both expiring after SIGN_IN_LINK_MINUTES. Signing in claims
 * the browser's anonymous work for the account, so nothing made before signing in is lost.
 *
 * No account enumeration: asking for a link answers the same whether or not the email has an
 * account (an account is made when a link is first used). Link and code are stored hashed.
 */
import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { SIGN_IN_CODE_LENGTH, SIGN_IN_LINK_MINUTES, SIGN_IN_NOT_CONFIGURED } from "../../lib/sign-in.ts";
import { getConfig } from "../config.server.ts";
import { getStore } from "../db/index.server.ts";
import type { SignInTokenRecord } from "../db/types.server.ts";
import { mailDelivery, sendMail } from "../mail.server.ts";
import { signInEmail } from "../mail/sign-in-email.server.ts";
import { RateLimitError, takeToken } from "../rate-limit.server.ts";
import { currentRequestScope } from "../request-scope.server.ts";
import { fail, ok, type Result } from "../result.server.ts";
import { newVisitorCookie, type VisitorSession } from "../session.server.ts";
import { endAccountSession, hashSecret, startAccountSession } from "./account-session.server.ts";

export const LINK_NOT_VALID = "This sign-in link has expired or was already used. Ask for a new one below.";
export const CODE_NOT_VALID = "That code is not right, or it has expired. Check the newest email from us, or ask for a new code.";
const TOO_MANY_TRIES = "Too many sign-in attempts. Wait a few minutes and try again.";

/** Wrong codes one emailed sign-in survives before it is spent. */
const CODE_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;

function codeHash(tokenId: string, code: string): string {
  return createHmac("sha256", getConfig().SESSION_SECRET).update(`vitae:sign-in-code:v1\n${tokenId}\n${code}`).digest("base64url");
}

/** Throws RateLimitError when this address or email has asked too often. */
function limitAttempts(kind: "request" | "verify", email: string | null): void {
  const address = currentRequestScope()?.clientAddress ?? "unknown";
  // per address generous enough for an office or a campus behind one address; per email tight
  takeToken(`sign-in-${kind}-ip`, address, { limit: kind === "request" ? 50 : 100, windowMs: HOUR_MS });
  if (email) takeToken(`sign-in-${kind}-email`, email, { limit: kind === "request" ? 5 : 20, windowMs: HOUR_MS });
}

function rateLimited<T>(error: unknown): Result<T> {
  if (error instanceof RateLimitError) return fail(429, TOO_MANY_TRIES);
  throw error;
}

export function signInAvailable(): boolean {
  return mailDelivery() !== "off";
}

/** Emails a sign-in link and code to `email`. The answer does not say whether the email has an account. */
export async function requestSignIn(input: { email: string; redirectTo: string }, origin: string, now = new Date()): Promise<Result<{ email: string }>> {
  if (!signInAvailable()) return fail(503, SIGN_IN_NOT_CONFIGURED);
  try {
    limitAttempts("request", input.email);
  } catch (error) {
    return rateLimited(error);
  }
  const token = randomBytes(32).toString("base64url");
  const code = String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, "0");
  const id = randomUUID();
  const store = await getStore();
  await store.signInTokens.deleteExpired(now.toISOString());
  await store.signInTokens.create({
    id,
    email: input.email,
    token_hash: hashSecret(token),
    code_hash: codeHash(id, code),
    redirect_to: input.redirectTo,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000).toISOString(),
  });
  const link = `${origin}/login/verify?token=${encodeURIComponent(token)}`;
  const sent = await sendMail({ to: input.email, ...signInEmail({ link, code, expiresInMinutes: SIGN_IN_LINK_MINUTES }) });
  if (!sent.ok) return sent;
  return ok({ email: input.email });
}

/** Spends the emailed link: the email and the page it was asked from. */
export async function spendSignInLink(token: string, now = new Date()): Promise<Result<SignInTokenRecord>> {
  try {
    limitAttempts("verify", null);
  } catch (error) {
    return rateLimited(error);
  }
  const store = await getStore();
  const record = await store.signInTokens.getByTokenHash(hashSecret(token));
  if (!record || !(await store.signInTokens.use(record.id, now.toISOString()))) return fail(400, LINK_NOT_VALID);
  return ok(record);
}

/** Spends the newest open sign-in of `email` when `code` is its code; wrong codes are counted and spend it after a few. */
export async function spendSignInCode(email: string, code: string, now = new Date()): Promise<Result<SignInTokenRecord>> {
  try {
    limitAttempts("verify", email);
  } catch (error) {
    return rateLimited(error);
  }
  const store = await getStore();
  const record = await store.signInTokens.latestOpenForEmail(email, now.toISOString());
  if (!record) return fail(400, CODE_NOT_VALID);
  const expected = Buffer.from(record.code_hash);
  const given = Buffer.from(codeHash(record.id, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempts = await store.signInTokens.countAttempt(record.id);
    if (attempts >= CODE_ATTEMPTS) await store.signInTokens.use(record.id, now.toISOString());
    return fail(400, CODE_NOT_VALID);
  }
  if (!(await store.signInTokens.use(record.id, now.toISOString()))) return fail(400, CODE_NOT_VALID);
  return ok(record);
}

/**
 * Signs this browser in to the account of `email` (made on first sign-in) and returns the cookies
 * to set. An anonymous browser's resumes, photos, orders, payments and plan move to the account;
 * a browser signed in to another account just switches (two accounts are never merged).
 */
export async function signIn(request: Request, visitor: VisitorSession, email: string, now = new Date()): Promise<string[]> {
  const { account } = await (await getStore()).accounts.findOrCreate(email, randomUUID());
  return enterAccount(request, visitor, account.id, now);
}

/**
 * Signs this browser in to an existing account (an emailed sign-in or a passkey proved who it is); see `signIn`.
 * Also claims the purchases paid while signed out with the account's email given at checkout.
 */
export async function enterAccount(request: Request, visitor: VisitorSession, accountId: string, now = new Date()): Promise<string[]> {
  const store = await getStore();
  if (!visitor.account) await store.owners.transfer(visitor.browserVisitorId, accountId, now.toISOString());
  await claimPurchases(accountId, now);
  await store.visitors.ensure(accountId);
  const started = await startAccountSession(request, accountId, visitor.account?.sessionId ?? null, now);
  return [started.cookie];
}

/**
 * Brings into the account the purchases of anonymous payers whose paid orders carry the account's
 * email as their claim email: the orders, the payments and the plan, not the CVs (the email was
 * typed at checkout, unproved: a typo must not hand someone's CVs to a stranger; the payer's own
 * browser brings them by signing in). An order already in an account (this one or another) never moves.
 */
export async function claimPurchases(accountId: string, now = new Date()): Promise<number> {
  const store = await getStore();
  const account = await store.accounts.get(accountId);
  if (!account) return 0;
  const owners = new Set((await store.orders.listClaimable(account.email)).map((order) => order.owner_id));
  let claimed = 0;
  for (const owner of owners) {
    if (owner === accountId || (await store.accounts.get(owner))) continue;
    await store.owners.transfer(owner, accountId, now.toISOString(), "purchases");
    claimed += 1;
  }
  return claimed;
}

/** Signs this browser out; the browser starts again as a new anonymous visitor. */
export async function signOut(request: Request, visitor: VisitorSession): Promise<string[]> {
  return [await endAccountSession(request, visitor.account?.sessionId ?? null), (await newVisitorCookie(request)).cookie];
}
