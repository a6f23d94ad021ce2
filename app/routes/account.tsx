/**
 * /account — the signed-in person's email, their signed-in browsers (each can be signed out, or
 * all the others at once), their passkeys (renamed and removed by form; added with JavaScript),
 * signing out, and deleting the account. Signed out, it leads to /login.
 */
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/account";
import { PasskeysSection } from "../components/account/passkeys-section.tsx";
import { Button, StatusButton } from "../components/ui/button.tsx";
import { Notice } from "../components/ui/notice.tsx";
import { useIsPending } from "../components/ui/use-is-pending.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { momentIn, timeZoneOfCookies } from "../lib/reader-time.ts";
import { DELETE_ACCOUNT_CONFIRM } from "../lib/sign-in.ts";
import { changeAccount, listPasskeys, listSessions, type AccountChange } from "../server/auth/account.server.ts";
import { signOut } from "../server/auth/sign-in.server.ts";
import { readFormPost } from "../server/http/form-body.server.ts";
import { flashCookie, getVisitorSession } from "../server/session.server.ts";

export function meta() {
  return [{ title: `Account | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { account } = getVisitorSession(context);
  if (!account) throw redirect("/login?redirectTo=/account");
  // times in words here, in the reader's zone, so the server render and hydration agree
  const timeZone = timeZoneOfCookies(request.headers.get("Cookie"));
  const sessions = (await listSessions(account)).map((session) => ({
    ...session,
    signedIn: momentIn(session.signedInAt, timeZone),
    lastSeen: momentIn(session.lastSeenAt, timeZone),
  }));
  const passkeys = (await listPasskeys(account)).map((passkey) => ({
    ...passkey,
    added: momentIn(passkey.createdAt, timeZone),
    lastUsed: passkey.lastUsedAt ? momentIn(passkey.lastUsedAt, timeZone) : null,
  }));
  return { email: account.email, sessions, passkeys };
}

export async function action({ request, context }: Route.ActionArgs) {
  const visitor = getVisitorSession(context);
  if (!visitor.account) throw redirect("/login?redirectTo=/account");
  const formData = await readFormPost(request);
  const changed = await changeAccount(visitor.account, formData);
  if (!changed.ok) return data({ error: changed.error, intent: String(formData.get("intent") ?? "") }, { status: changed.status });
  const headers = new Headers();
  if (changed.value.kind === "account-deleted") {
    for (const cookie of await signOut(request, { ...visitor, account: null })) headers.append("Set-Cookie", cookie);
    const { resumes } = changed.value.summary;
    headers.append(
      "Set-Cookie",
      await flashCookie(request, {
        title: "Your account has been deleted",
        description: `${resumes} resume${resumes === 1 ? "" : "s"} and all related data were removed.`,
      }),
    );
    return redirect("/", { headers });
  }
  headers.append("Set-Cookie", await flashCookie(request, { title: changeTitle(changed.value) }));
  return redirect("/account", { headers });
}

function changeTitle(change: Exclude<AccountChange, { kind: "account-deleted" }>): string {
  if (change.kind === "passkey-renamed") return `Passkey renamed to ${change.name}`;
  if (change.kind === "passkey-removed") return "Passkey removed";
  return change.count === 1 ? "Signed out 1 browser" : `Signed out ${change.count} browsers`;
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, sessions, passkeys } = loaderData;
  const deleting = useIsPending({ intent: "delete-account" });
  const others = sessions.filter((session) => !session.current);
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Account</h1>
          <p className="mt-1 text-slate-700" data-testid="account-email">
            Signed in as <strong>{email}</strong>
          </p>
        </div>
        <Form method="post" action="/logout">
          <Button type="submit" variant="outline">
            Sign out
          </Button>
        </Form>
      </div>
      {actionData?.error ? <Notice variant="destructive" title="That did not work" description={actionData.error} /> : null}

      <p className="text-slate-700">
        Your{" "}
        <Link to="/resumes" className="text-brand-700 underline">
          resumes
        </Link>{" "}
        and your plan belong to this account: sign in with the same email on any device to find them.
      </p>

      <section aria-labelledby="sessions-title" className="space-y-3">
        <h2 id="sessions-title" className="text-xl font-semibold">
          Signed-in browsers
        </h2>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="sessions">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-medium">
                  {session.browser}
                  {session.current ? <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">This browser</span> : null}
                </p>
                <p className="text-sm text-slate-600">
                  Signed in {session.signedIn} · last seen {session.lastSeen}
                </p>
              </div>
              {session.current ? null : (
                <Form method="post">
                  <input type="hidden" name="sessionId" value={session.id} />
                  <Button type="submit" name="intent" value="end-session" variant="outline" size="sm">
                    Sign out this browser
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {others.length > 0 ? (
          <Form method="post">
            <Button type="submit" name="intent" value="end-other-sessions" variant="secondary">
              Sign out everywhere else
            </Button>
          </Form>
        ) : null}
      </section>

      <PasskeysSection passkeys={passkeys} />

      <section aria-labelledby="delete-title" className="space-y-3 rounded-lg border border-red-200 p-4">
        <h2 id="delete-title" className="text-xl font-semibold text-red-800">
          Delete account
        </h2>
        <p className="text-slate-700">
          Deletes your account, every resume in it (with photos and version history), your plan and your analytics events. Orders and payments are kept for the
          tax records, with nothing left that links them to you. This cannot be undone.
        </p>
        <Form method="post" className="space-y-3">
          <label className="flex items-start gap-2">
            <input type="checkbox" name="confirm" required className="mt-1" />
            <span>{DELETE_ACCOUNT_CONFIRM}</span>
          </label>
          <StatusButton name="intent" value="delete-account" variant="danger" pending={deleting} pendingLabel="Deleting…">
            Delete my account
          </StatusButton>
        </Form>
      </section>
    </div>
  );
}
