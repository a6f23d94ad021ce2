/**
 * /login/verify — the end of an emailed sign-in. The link opens a page with one button rather
 * than signing in on the GET itself: mail scanners open links, and must not spend them. The
 * 6-digit code (for a person who reads the email on another device) is typed on the same page.
 */
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/login.verify";
import { StatusButton } from "../components/ui/button.tsx";
import { Notice } from "../components/ui/notice.tsx";
import { useIsPending } from "../components/ui/use-is-pending.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { offeredIntent, UNKNOWN_ACTION } from "../lib/intent.ts";
import { normalizeEmail, safeRedirectPath, SIGN_IN_CODE_LENGTH } from "../lib/sign-in.ts";
import { signInCodeSchema, signInLinkSchema } from "../lib/sign-in-forms.ts";
import { signIn, spendSignInCode, spendSignInLink } from "../server/auth/sign-in.server.ts";
import { readFormPost } from "../server/http/form-body.server.ts";
import { flashCookie, getVisitorSession } from "../server/session.server.ts";

export function meta() {
  return [{ title: `Check your email | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const email = url.searchParams.get("email") ?? "";
  return {
    token: url.searchParams.get("token") ?? "",
    email: email.length <= 254 ? normalizeEmail(email) : "",
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo")),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormPost(request);
  const intent = offeredIntent(formData, ["link", "code"] as const);
  const fields = Object.fromEntries(formData);
  let used;
  if (intent === "link") {
    const parsed = signInLinkSchema.safeParse(fields);
    if (!parsed.success) return data({ intent, error: parsed.error.issues[0]!.message }, { status: 400 });
    used = await spendSignInLink(parsed.data.token);
  } else if (intent === "code") {
    const parsed = signInCodeSchema.safeParse(fields);
    if (!parsed.success) return data({ intent, error: parsed.error.issues[0]!.message }, { status: 400 });
    used = await spendSignInCode(parsed.data.email, parsed.data.code);
  } else {
    return data({ intent, error: UNKNOWN_ACTION }, { status: 400 });
  }
  if (!used.ok) return data({ intent, error: used.error }, { status: used.status });
  const headers = new Headers();
  for (const cookie of await signIn(request, getVisitorSession(context), used.value.email)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await flashCookie(request, { title: "Signed in", description: `You are signed in as ${used.value.email}.` }));
  return redirect(safeRedirectPath(used.value.redirect_to), { headers });
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

export default function VerifyPage({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useIsPending({ formAction: "/login/verify" });
  const { token, email, redirectTo } = loaderData;
  const failure = actionData?.error ? <Notice variant="destructive" title="That did not work" description={actionData.error} /> : null;

  if (token) {
    return (
      <div className="mx-auto max-w-md space-y-6 px-4 py-12">
        <h1 className="text-3xl font-bold">Sign in to {PRODUCT_NAME}</h1>
        {failure}
        <p className="text-slate-700">You opened your sign-in link. Continue to sign in on this device.</p>
        <Form method="post">
          <input type="hidden" name="token" value={token} />
          <StatusButton name="intent" value="link" pending={pending} pendingLabel="Signing in…" className="w-full">
            Continue
          </StatusButton>
        </Form>
        <p className="text-sm text-slate-600">
          <Link to="/login" className="text-brand-700 underline">
            Ask for a new link
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold">Check your email</h1>
      {failure}
      <p className="text-slate-700" data-testid="sign-in-sent">
        {email ? (
          <>
            If <strong>{email}</strong> can receive mail, a sign-in link is on its way.
          </>
        ) : (
          "A sign-in link is on its way."
        )}{" "}
        Open it on this device, or type the {SIGN_IN_CODE_LENGTH}-digit code from the email below. The link and the code work once, for 15 minutes.
      </p>
      <Form method="post" className="space-y-4">
        <div>
          <label htmlFor="email" className="block text-sm font-medium text-slate-800">
            Email address
          </label>
          <input id="email" name="email" type="email" required autoComplete="email" defaultValue={email} className={inputClass} />
        </div>
        <div>
          <label htmlFor="code" className="block text-sm font-medium text-slate-800">
            Code from the email
          </label>
          <input
            id="code"
            name="code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`[0-9 ]{${SIGN_IN_CODE_LENGTH},${SIGN_IN_CODE_LENGTH + 2}}`}
            maxLength={SIGN_IN_CODE_LENGTH + 2}
            className={`${inputClass} font-mono tracking-widest`}
          />
        </div>
        <StatusButton name="intent" value="code" pending={pending} pendingLabel="Signing in…" className="w-full">
          Sign in
        </StatusButton>
      </Form>
      <p className="text-sm text-slate-600">
        No email?{" "}
        <Link to={`/login?redirectTo=${encodeURIComponent(redirectTo)}`} className="text-brand-700 underline">
          Send a new link
        </Link>{" "}
        (check your spam folder first).
      </p>
    </div>
  );
}
