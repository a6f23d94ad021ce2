/**
 * Signed-in browsers. The `vitae_session` cookie (signed, httpOnly, SameSite=Lax) carries a random
 * token; the store keeps only its SHA-256, so a copy of the database cannot be replayed as a cookie.
 * A new token is minted at every sign-in (the old one is deleted), and a session lives 30 days.
 */
import { createHash, randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "react-router";
import { remember } from "../../lib/remember.ts";
import { getConfig } from "../config.server.ts";
import { getStore } from "../db/index.server.ts";
import type { SessionRecord } from "../db/types.server.ts";

export const SESSION_COOKIE = "vitae_session";
const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
/** How stale `last_seen_at` may get before a request writes it again (one write per few minutes, not per request). */
const TOUCH_AFTER_MS = 5 * 60_000;

export interface SignedInAccount {
  accountId: string;
  email: string;
  sessionId: string;
}

function sessionCookie(): Cookie {
  return remember("cookie:session", () =>
    createCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", secrets: [getConfig().SESSION_SECRET], maxAge: SESSION_DAYS * 86_400 }),
  );
}

export function hashSecret(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The account this request is signed in as, or null (no cookie, a forged or unknown one, an expired or revoked session). */
export async function readAccountSession(request: Request, now = new Date()): Promise<SignedInAccount | null> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${SESSION_COOKIE}=`)) return null;
  const token: unknown = await sessionCookie()
    .parse(header)
    .catch(() => null);
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{40,64}$/.test(token)) return null;
  const store = await getStore();
  const session = await store.sessions.get(hashSecret(token));
  if (!session || session.expires_at <= now.toISOString()) return null;
  const account = await store.accounts.get(session.account_id);
  if (!account) return null;
  if (now.getTime() - Date.parse(session.last_seen_at) > TOUCH_AFTER_MS) await store.sessions.touch(session.id, now.toISOString());
  return { accountId: account.id, email: account.email, sessionId: session.id };
}

/** Starts a session for the account; returns the Set-Cookie header. Ends `replacing` (the session this browser had) first. */
export async function startAccountSession(
  request: Request,
  accountId: string,
  replacing: string | null,
  now = new Date(),
): Promise<{ cookie: string; session: SessionRecord }> {
  const store = await getStore();
  if (replacing) await store.sessions.delete(replacing);
  // sign-ins are rare enough to carry the clean-up of sessions past their end
  await store.sessions.deleteExpired(now.toISOString());
  const token = randomBytes(32).toString("base64url");
  const stamp = now.toISOString();
  const session = await store.sessions.create({
    id: hashSecret(token),
    account_id: accountId,
    created_at: stamp,
    last_seen_at: stamp,
    expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
    user_agent: request.headers.get("User-Agent")?.slice(0, 300) ?? null,
  });
  return { cookie: await sessionCookie().serialize(token, { secure: new URL(request.url).protocol === "https:" }), session };
}

/** Ends the session (when given) and returns the Set-Cookie header that clears the cookie. */
export async function endAccountSession(request: Request, sessionId: string | null): Promise<string> {
  if (sessionId) await (await getStore()).sessions.delete(sessionId);
  return sessionCookie().serialize("", { secure: new URL(request.url).protocol === "https:", maxAge: 0, expires: new Date(0) });
}
