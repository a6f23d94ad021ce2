/**
 * /account: the signed-in person's email, the browsers signed in to the account (each one can be
 * signed out), the account's passkeys (renamed or removed here; added by the ceremony in
 * passkeys.server.ts), and deleting the account. Deleting removes everything the account holds, as
 * deleting one's data on /my-data does (orders and payments are kept for the tax records, with
 * nothing left that links them to the person), then the account with its sessions and passkeys.
 */
import { offeredIntent, UNKNOWN_ACTION } from "../../lib/intent.ts";
import { removePasskeySchema, renamePasskeySchema } from "../../lib/passkeys.ts";
import { DELETE_ACCOUNT_CONFIRM } from "../../lib/sign-in.ts";
import { getStore } from "../db/index.server.ts";
import { deleteVisitorData, type DeletionSummary } from "../my-data.server.ts";
import { fail, ok, type Result } from "../result.server.ts";
import type { SignedInAccount } from "./account-session.server.ts";

export interface SessionRow {
  id: string;
  browser: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** "Chrome on Android", "Safari on iPhone", "Firefox on Windows": enough to tell one's browsers apart. */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\//.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Chrom(e|ium)\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : "A browser";
  const system = /iPhone|iPad/.test(userAgent)
    ? "iPhone or iPad"
    : /Android/.test(userAgent)
      ? "Android"
      : /Mac OS X|Macintosh/.test(userAgent)
        ? "Mac"
        : /Windows/.test(userAgent)
          ? "Windows"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return system ? `${browser} on ${system}` : browser;
}

export async function listSessions(account: SignedInAccount, now = new Date()): Promise<SessionRow[]> {
  const sessions = await (await getStore()).sessions.listByAccount(account.accountId);
  return sessions
    .filter((session) => session.expires_at > now.toISOString())
    .map((session) => ({
      id: session.id,
      browser: describeBrowser(session.user_agent),
      signedInAt: session.created_at,
      lastSeenAt: session.last_seen_at,
      current: session.id === account.sessionId,
    }));
}

/** The account's passkeys, as the account page lists them. */
export async function listPasskeys(account: SignedInAccount): Promise<PasskeyRow[]> {
  const passkeys = await (await getStore()).passkeys.listByAccount(account.accountId);
  return passkeys.map((passkey) => ({ id: passkey.id, name: passkey.name, createdAt: passkey.created_at, lastUsedAt: passkey.last_used_at }));
}

/** Deletes everything the account holds (see deleteVisitorData), then the account with its sessions and passkeys. */
export async function deleteAccount(accountId: string): Promise<DeletionSummary> {
  const store = await getStore();
  const summary = await deleteVisitorData(accountId, store);
  await store.accounts.delete(accountId);
  return summary;
}

export type AccountChange =
  | { kind: "session-ended"; count: number }
  | { kind: "passkey-renamed"; name: string }
  | { kind: "passkey-removed" }
  | { kind: "account-deleted"; summary: DeletionSummary };

const ACCOUNT_INTENTS = ["end-session", "end-other-sessions", "rename-passkey", "remove-passkey", "delete-account"] as const;
// another account's passkey is indistinguishable from one that is already gone
const PASSKEY_GONE = "That passkey is no longer on your account.";

/** The account page's buttons (other than signing out, which is /logout). */
export async function changeAccount(account: SignedInAccount, formData: FormData): Promise<Result<AccountChange>> {
  const store = await getStore();
  switch (offeredIntent(formData, ACCOUNT_INTENTS)) {
    case "end-session": {
      const id = formData.get("sessionId");
      if (typeof id !== "string" || id === account.sessionId) return fail(400, "Choose one of your other browsers to sign out.");
      const session = await store.sessions.get(id);
      // another account's session is indistinguishable from one that is already gone
      if (!session || session.account_id !== account.accountId) return fail(404, "That browser is already signed out.");
      await store.sessions.delete(id);
      return ok({ kind: "session-ended", count: 1 });
    }
    case "end-other-sessions":
      return ok({ kind: "session-ended", count: await store.sessions.deleteByAccount(account.accountId, account.sessionId) });
    case "rename-passkey": {
      const parsed = renamePasskeySchema.safeParse({ passkeyId: formData.get("passkeyId"), name: formData.get("name") });
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      const { passkeyId, name } = parsed.data;
      if (!(await store.passkeys.rename(passkeyId, account.accountId, name))) return fail(404, PASSKEY_GONE);
      return ok({ kind: "passkey-renamed", name });
    }
    case "remove-passkey": {
      const parsed = removePasskeySchema.safeParse({ passkeyId: formData.get("passkeyId") });
      if (!parsed.success || !(await store.passkeys.delete(parsed.data.passkeyId, account.accountId))) return fail(404, PASSKEY_GONE);
      return ok({ kind: "passkey-removed" });
    }
    case "delete-account": {
      if (formData.get("confirm") !== "on") return fail(400, `Please tick “${DELETE_ACCOUNT_CONFIRM}” to delete your account.`);
      return ok({ kind: "account-deleted", summary: await deleteAccount(account.accountId) });
    }
    default:
      return fail(400, UNKNOWN_ACTION);
  }
}
