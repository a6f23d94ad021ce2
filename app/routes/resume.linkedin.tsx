/**
 * /resume/{id}/linkedin — the LinkedIn bio (Pro): a headline (≤ 220 characters) and an About
 * section (≤ 2,600 characters) written from the resume, saved with it. The texts are selectable
 * without JavaScript; with it, copy buttons put them on the clipboard.
 */
import { SparkleIcon } from "../components/ui/inline-icons.tsx";
import { useState } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/resume.linkedin";
import { ProToolPage } from "../components/ats/pro-tool-page.tsx";
import { Button, StatusButton } from "../components/ui/button.tsx";
import { useIsPending } from "../components/ui/use-is-pending.ts";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { offeredIntent, UNKNOWN_ACTION } from "../lib/intent.ts";
import { ABOUT_MAX, HEADLINE_MAX, proWriteWithFallback } from "../server/ai/pro-writers.server.ts";
import { withFallbackNote } from "../lib/ai-fallback.ts";
import { checkFeature, cvContentOf, gateTier, proContentOf, saveProContent } from "../server/ats/paid.server.ts";
import { requireOwnedResume } from "../server/resumes.server.ts";
import { flashCookie, getVisitorSession } from "../server/session.server.ts";
import { readFormPost } from "../server/http/form-body.server.ts";
import { keepFormOnFailure } from "../components/ui/keep-form-on-failure.ts";
import { ResumeErrorBoundary } from "../components/resume-form/resume-not-found.tsx";

export function meta() {
  return [{ title: `LinkedIn bio | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

/** With JavaScript, an answer the page cannot show (rate limit, server failure, no connection) keeps the form as typed and shows the message. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => keepFormOnFailure(request, serverAction);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await requireOwnedResume(visitorId, params.id);
  const gate = await checkFeature(visitorId, "linkedInBio");
  const base = { resumeId: resume.id, tier: gateTier(gate), limits: { headline: HEADLINE_MAX, about: ABOUT_MAX } };
  if (!gate.ok) return data({ ...base, locked: true as const, error: gate.error }, { status: 402 });
  return { ...base, locked: false as const, bio: (await proContentOf(resume)).linkedIn ?? null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await requireOwnedResume(visitorId, params.id);
  const gate = await checkFeature(visitorId, "linkedInBio");
  if (!gate.ok) return data({ error: gate.error }, { status: 402 });
  const formData = await readFormPost(request);
  if (!offeredIntent(formData, ["generate"])) return data({ error: UNKNOWN_ACTION }, { status: 400 });
  let fallback: boolean;
  try {
    // a bio already written: the next draft, worded differently
    const previous = (await proContentOf(resume)).linkedIn;
    const draft = previous ? previous.draft + 1 : 0;
    const written = await proWriteWithFallback((writer) => writer.linkedInBio(cvContentOf(resume), { draft }));
    const bio = written.value;
    fallback = written.fallback;
    await saveProContent(resume, {
      linkedIn: { headline: bio.headline.slice(0, HEADLINE_MAX), about: bio.about.slice(0, ABOUT_MAX), draft, updatedAt: new Date().toISOString() },
    });
  } catch {
    return data({ error: "AI writing is currently unavailable. Please try again later." }, { status: 502 });
  }
  return redirect(`/resume/${resume.id}/linkedin`, {
    headers: {
      "Set-Cookie": await flashCookie(
        request,
        withFallbackNote({ title: "LinkedIn bio written", description: "Copy it into your LinkedIn profile." }, fallback),
      ),
    },
  });
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {copied ? "Copied!" : label}
    </Button>
  );
}

export default function LinkedInPage({ loaderData, actionData }: Route.ComponentProps) {
  const writing = useIsPending({ intent: "generate" });
  const { resumeId, tier, limits } = loaderData;
  return (
    <ProToolPage
      title="LinkedIn bio"
      resumeId={resumeId}
      tier={tier}
      current="linkedin"
      error={actionData?.error}
      locked={loaderData.locked ? { feature: "linkedInBio", error: loaderData.error } : null}
    >
      {loaderData.locked ? null : (
        <>
          <Form method="post">
            <input type="hidden" name="intent" value="generate" />
            <StatusButton variant="pro" pending={writing} pendingLabel="Writing...">
              <SparkleIcon /> {loaderData.bio ? "Write it again" : "Write my LinkedIn bio"}
            </StatusButton>
          </Form>
          {loaderData.bio ? (
            <div className="space-y-6" data-testid="linkedin-bio">
              <BioPart id="headline" title="Headline" text={loaderData.bio.headline} limit={limits.headline} copyLabel="Copy headline" />
              <BioPart id="about" title="About" text={loaderData.bio.about} limit={limits.about} copyLabel="Copy About" multiline />
            </div>
          ) : null}
        </>
      )}
    </ProToolPage>
  );
}

/** One part of the bio: its title with the length against LinkedIn's limit, a copy button, the text. */
function BioPart({
  id,
  title,
  text,
  limit,
  copyLabel,
  multiline = false,
}: {
  id: string;
  title: string;
  text: string;
  limit: number;
  copyLabel: string;
  multiline?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {title}{" "}
          <span className="text-sm font-normal text-slate-600">
            ({text.length}/{limit})
          </span>
        </h2>
        <CopyButton text={text} label={copyLabel} />
      </div>
      <p className={`select-all rounded-md border border-slate-200 bg-white p-3 ${multiline ? "whitespace-pre-line" : ""}`} data-testid={`linkedin-${id}`}>
        {text}
      </p>
    </section>
  );
}

export const ErrorBoundary = ResumeErrorBoundary;
