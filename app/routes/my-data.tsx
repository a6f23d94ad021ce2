/**
 * /my-data — the GDPR/CCPA promise: download everything stored about you (JSON) and delete it.
 * Deletion is a plain form post with a required confirmation checkbox (JavaScript adds a confirm
 * dialog); afterwards the visitor cookie is replaced with a fresh one.
 */
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/my-data";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { UNKNOWN_ACTION } from "../lib/intent.ts";
import { TIER_LABELS, normalizeTier } from "../lib/plans.ts";
import { deleteVisitorData, visitorDataCounts } from "../server/my-data.server.ts";
import { flashCookie, getVisitorSession } from "../server/session.server.ts";
import { deleteAccount } from "../server/auth/account.server.ts";
import { signOut } from "../server/auth/sign-in.server.ts";
import { readFormPost } from "../server/http/form-body.server.ts";
import { buttonClassName, StatusButton } from "../components/ui/button.tsx";
import { useIsPending } from "../components/ui/use-is-pending.ts";

const CONFIRM_LABEL = "I understand this cannot be undone";

export function meta() {
  return [{ title: `My data | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const counts = await visitorDataCounts(visitorId);
  return { counts, deleted: new URL(request.url).searchParams.get("deleted") === "1" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = getVisitorSession(context);
  const formData = await readFormPost(request);
  if (formData.get("intent") !== "delete") return data({ error: UNKNOWN_ACTION }, { status: 400 });
  if (formData.get("confirm") !== "on") return data({ error: `Please tick “${CONFIRM_LABEL}” to delete your data.` }, { status: 400 });
  // a signed-in person's data is their account's: deleting it deletes the account and signs out
  const summary = session.account ? await deleteAccount(session.account.accountId) : await deleteVisitorData(session.visitorId);
  const headers = new Headers();
  for (const cookie of await signOut(request, session)) headers.append("Set-Cookie", cookie);
  headers.append(
    "Set-Cookie",
    await flashCookie(request, {
      title: "Your data has been deleted",
      description: `${summary.resumes} resume${summary.resumes === 1 ? "" : "s"} and all related data were removed.`,
    }),
  );
  return redirect("/my-data?deleted=1", { headers });
}

export default function MyDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const deleting = useIsPending({ intent: "delete" });
  const { counts, deleted } = loaderData;
  const tier = normalizeTier(counts.tier);
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <h1 className="text-3xl font-bold">My data</h1>
      {deleted ? (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900" data-testid="data-deleted">
          Your data has been deleted. This browser now has a new, empty visitor id.
        </p>
      ) : null}
      <p className="text-slate-700">
        {PRODUCT_NAME} keeps your work under an anonymous id stored in a cookie of this browser, or under your account once you sign in. Here is what we hold
        for it.
      </p>
      <ul className="list-disc pl-5" data-testid="data-counts">
        <li>
          <Link to="/resumes" className="text-brand-700 underline">
            Resumes: {counts.resumes}
          </Link>
        </li>
        <li>Orders: {counts.orders}</li>
        <li>Payments: {counts.payments}</li>
        <li>Analytics events: {counts.events}</li>
        <li>Plan: {tier ? TIER_LABELS[tier] : "Free (nothing stored)"}</li>
      </ul>

      <section aria-labelledby="download-title" className="space-y-2">
        <h2 id="download-title" className="text-xl font-semibold">
          Download your data
        </h2>
        <p>One JSON file with your resumes (with their version history), orders, payments and analytics events.</p>
        <a href="/api/my-data" download className={buttonClassName()}>
          Download my data (JSON)
        </a>
      </section>

      <section aria-labelledby="delete-title" className="space-y-3 rounded-xl border border-red-200 bg-red-50/40 p-5">
        <h2 id="delete-title" className="text-xl font-semibold text-red-900">
          Delete your data
        </h2>
        <p>
          This deletes your resumes (with their version history), profile photos, analytics events and your plan
          {tier && tier !== "free" ? ` (your ${TIER_LABELS[tier]} plan ends too)` : ""}. Order and payment records are kept because tax law requires it; they
          hold no resume and no personal details, and nothing links them to you afterwards.
        </p>
        {actionData?.error ? (
          <p role="alert" className="rounded-md bg-red-100 p-3 text-red-900">
            {actionData.error}
          </p>
        ) : null}
        <Form
          method="post"
          className="space-y-3"
          data-testid="delete-form"
          onSubmit={(event) => {
            if (!window.confirm("Delete all your data? This cannot be undone.")) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <label className="flex items-center gap-2">
            <input type="checkbox" name="confirm" required className="h-4 w-4" />
            {CONFIRM_LABEL}
          </label>
          <StatusButton variant="danger" pending={deleting} pendingLabel="Deleting...">
            Delete all my data
          </StatusButton>
        </Form>
      </section>
    </div>
  );
}
