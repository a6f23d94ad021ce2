/**
 * /resume/{id}/linkedin — the LinkedIn bio (Pro): a headline (≤ 220 characters) and an About
 * section (≤ 2,600 characters) written from the resume, saved with it. The texts are selectable
 * without JavaScript; with it, copy buttons put them on the clipboard.
 */
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/resume.linkedin";
import { LockedFeature } from "../components/ats/locked-feature.tsx";
import { ResumeToolsNav } from "../components/ats/resume-tools-nav.tsx";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { ABOUT_MAX, getProWriter, HEADLINE_MAX } from "../server/ai/pro-writers.ts";
import { checkFeature, cvContentOf, proContentOf, saveProContent } from "../server/ats/paid.server.ts";
import { getOwnedResume } from "../server/resumes.server.ts";
import { flashCookie, getVisitorSession } from "../server/session.server.ts";
import { readFormPost } from "../server/http/form-body.server.ts";
import { ResumeNotFound } from "../components/resume-form/resume-not-found.tsx";

export function meta() {
  return [{ title: `LinkedIn bio | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await getOwnedResume(visitorId, params.id);
  if (!resume) throw data("Resume not found", { status: 404 });
  const gate = await checkFeature(visitorId, "linkedInBio");
  const base = { resumeId: resume.id, tier: gate.entitlement.tier, limits: { headline: HEADLINE_MAX, about: ABOUT_MAX } };
  if (!gate.allowed) return data({ ...base, locked: true as const, error: gate.body.error }, { status: 402 });
  return { ...base, locked: false as const, bio: proContentOf(resume).linkedIn ?? null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await getOwnedResume(visitorId, params.id);
  if (!resume) throw data("Resume not found", { status: 404 });
  const gate = await checkFeature(visitorId, "linkedInBio");
  if (!gate.allowed) return data({ error: gate.body.error }, { status: 402 });
  const formData = await readFormPost(request);
  if (formData.get("intent") !== "generate") return data({ error: "Unknown action." }, { status: 400 });
  try {
    const bio = await getProWriter().linkedInBio(cvContentOf(resume));
    await saveProContent(resume, { linkedIn: { headline: bio.headline.slice(0, HEADLINE_MAX), about: bio.about.slice(0, ABOUT_MAX), updatedAt: new Date().toISOString() } });
  } catch {
    return data({ error: "AI writing is currently unavailable. Please try again later." }, { status: 502 });
  }
  return redirect(`/resume/${resume.id}/linkedin`, { headers: { "Set-Cookie": await flashCookie(request, { title: "LinkedIn bio written", description: "Copy it into your LinkedIn profile." }) } });
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
      className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-50"
    >
      {copied ? "Copied!" : label}
    </button>
  );
}

export default function LinkedInPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { resumeId, tier, limits } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <div className="space-y-3">
        <h1 className="text-3xl font-bold">LinkedIn bio</h1>
        <ResumeToolsNav resumeId={resumeId} tier={tier} current="linkedin" />
      </div>
      {actionData?.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {actionData.error}
        </p>
      ) : null}
      {loaderData.locked ? (
        <LockedFeature feature="linkedInBio" tier={tier} error={loaderData.error} />
      ) : (
        <>
          <Form method="post">
            <input type="hidden" name="intent" value="generate" />
            <button type="submit" disabled={busy} className="rounded-md bg-violet-600 px-4 py-2 font-semibold text-white hover:bg-violet-700 disabled:opacity-60">
              {busy ? "Writing..." : loaderData.bio ? "✨ Write it again" : "✨ Write my LinkedIn bio"}
            </button>
          </Form>
          {loaderData.bio ? (
            <div className="space-y-6" data-testid="linkedin-bio">
              <section aria-labelledby="headline-title" className="space-y-2">
                <div className="flex items-center justify-between gap-2">
                  <h2 id="headline-title" className="text-xl font-semibold">
                    Headline <span className="text-sm font-normal text-slate-600">({loaderData.bio.headline.length}/{limits.headline})</span>
                  </h2>
                  <CopyButton text={loaderData.bio.headline} label="Copy headline" />
                </div>
                <p className="select-all rounded-md border border-slate-200 bg-white p-3" data-testid="linkedin-headline">
                  {loaderData.bio.headline}
                </p>
              </section>
              <section aria-labelledby="about-title" className="space-y-2">
                <div className="flex items-center justify-between gap-2">
                  <h2 id="about-title" className="text-xl font-semibold">
                    About <span className="text-sm font-normal text-slate-600">({loaderData.bio.about.length}/{limits.about})</span>
                  </h2>
                  <CopyButton text={loaderData.bio.about} label="Copy About" />
                </div>
                <p className="select-all whitespace-pre-line rounded-md border border-slate-200 bg-white p-3" data-testid="linkedin-about">
                  {loaderData.bio.about}
                </p>
              </section>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ResumeNotFound />;
}
