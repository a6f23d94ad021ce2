/**
 * /login — sign in without a password: an email address gets a link (and a code), then
 * /login/verify finishes. Works without JavaScript; with it, a passkey added on /account signs in
 * at once (the button appears only where the browser can use one).
 */
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { PasskeySignInButton } from "../components/account/passkey-sign-in-button.tsx";
import { StatusButton } from "../components/ui/button.tsx";
import { Notice } from "../components/ui/notice.tsx";
import { useIsPending } from "../components/ui/use-is-pending.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { safeRedirectPath, SIGN_IN_NOT_CONFIGURED } from "../lib/sign-in.ts";
import { requestSignInSchema } from "../lib/sign-in-forms.ts";
import { requestSignIn, signInAvailable } from "../server/auth/sign-in.server.ts";
import { pageOrigin } from "../server/seo.server.ts";
import { readFormPost } from "../server/http/form-body.server.ts";
import { getVisitorSession } from "../server/session.server.ts";

export function meta() {
  return [
    { title: `Sign in | ${PRODUCT_NAME}` },
    { name: "description", content: `Sign in to ${PRODUCT_NAME} with your email to find your resumes and your plan on any device.` },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (getVisitorSession(context).account) throw redirect(redirectTo);
  return { redirectTo, available: signInAvailable() };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormPost(request);
  const parsed = requestSignInSchema.safeParse(Object.fromEntries(formData));
  const email = String(formData.get("email") ?? "");
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Check the form.", email }, { status: 400 });
  const sent = await requestSignIn(parsed.data, pageOrigin(request));
  if (!sent.ok) return data({ error: sent.error, email }, { status: sent.status });
  const next = new URLSearchParams({ email: sent.value.email, redirectTo: parsed.data.redirectTo });
  return redirect(`/login/verify?${next}`);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useIsPending({ formAction: "/login" });
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold">Sign in</h1>
      <p className="text-slate-700">
        Keep your resumes and your plan on every device. We email you a sign-in link — no password to remember. New here? The same link creates your account,
        and the resumes you made in this browser come with you.
      </p>
      {!loaderData.available ? <Notice variant="destructive" title={SIGN_IN_NOT_CONFIGURED} /> : null}
      {actionData?.error ? <Notice variant="destructive" title="We could not send the link" description={actionData.error} /> : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <div>
          <label htmlFor="email" className="block text-sm font-medium text-slate-800">
            Email address
          </label>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="email webauthn"
            defaultValue={actionData?.email ?? ""}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </div>
        <StatusButton pending={pending} pendingLabel="Sending…" disabled={!loaderData.available} className="w-full">
          Email me a sign-in link
        </StatusButton>
      </Form>
      <PasskeySignInButton redirectTo={loaderData.redirectTo} />
      <p className="text-sm text-slate-600">
        No account is needed to make a CV: you can{" "}
        <Link to="/create" className="text-brand-700 underline">
          start one now
        </Link>{" "}
        and sign in later.
      </p>
    </div>
  );
}
