/**
 * /account: the signed-in person's email, the browsers signed in to the account (each one can be
 * signed out), and deleting the account. Deleting removes everything the account holds, as
 * deleting one's data on /my-data does (orders and payments are kept for the tax records, with
 * nothing left that links them to the person), then the account with its sessions and passkeys.
 */
import { offeredIntent, UNKNOWN_ACTION } from "../../lib/intent.ts";
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

/** Deletes everything the account holds (see deleteVisitorData), then the account with its sessions and passkeys. */
export async function deleteAccount(accountId: string): Promise<DeletionSummary> {
  const store = await getStore();
  const summary = await deleteVisitorData(accountId, store);
  await store.accounts.delete(accountId);
  return summary;
}

export type AccountChange = { kind: "session-ended"; count: number } | { kind: "account-deleted"; summary: DeletionSummary };

const ACCOUNT_INTENTS = ["end-session", "end-other-sessions", "delete-account"] as const;

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
    case "delete-account": {
      if (formData.get("confirm") !== "on") return fail(400, `Please tick “${DELETE_ACCOUNT_CONFIRM}” to delete your account.`);
      return ok({ kind: "account-deleted", summary: await deleteAccount(account.accountId) });
    }
    default:
      return fail(400, UNKNOWN_ACTION);
  }
}
