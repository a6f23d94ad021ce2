import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/edit";
import { DownloadLink, PreviewButton } from "../components/resume-form/cv-actions.tsx";
import { ResumeForm } from "../components/resume-form/resume-form.tsx";
import { toast } from "../components/ui/toaster.tsx";
import { autoFilledFields } from "../lib/autofill.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { PHOTO_REMOVE_INTENT } from "../lib/photo-rules.ts";
import { resumeFormSchema } from "../lib/resume.ts";
import { templateInfo } from "../lib/templates.ts";
import { enhanceFieldInForm, isEnhanceIntent, refillKey, type RefillResult } from "../server/form-enhance.server.ts";
import { handleProfilePhotoPost, photoRefill } from "../server/objects.server.ts";
import { formDataOf, getOwnedResume, updateOwnedResume } from "../server/resumes.server.ts";
import { activeWriterLabel, enhanceStoredResume } from "../server/writing.server.ts";
import { Notice } from "../components/ui/notice.tsx";
import { NOT_FOUND_TITLE, NOT_FOUND_TEXT, ResumeNotFound } from "../components/resume-form/resume-not-found.tsx";
import { ResumeToolsNav } from "../components/ats/resume-tools-nav.tsx";
import { peekEntitlement } from "../server/entitlements.server.ts";
import { PlanGate } from "../components/pricing/plan-gate.tsx";
import { PremiumBadge } from "../components/ui/premium-badge.tsx";
import { Form, useNavigation } from "react-router";
import { flashCookie, getVisitorSession } from "../server/session.server.ts";
import { readFormPost } from "../server/http/form-body.server.ts";
import { keepFormOnFailure } from "../components/ui/keep-form-on-failure.ts";


export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData && "resume" in loaderData ? "Edit Resume" : NOT_FOUND_TITLE} | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

/** With JavaScript, an answer the page cannot show (rate limit, server failure, no connection) keeps the form as typed and shows the message. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, serverAction, (intent) => (intent === "enhance-section" ? "Enhancement Failed" : intent === "save" ? "Save Failed" : "Something went wrong"));

export async function loader({ params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await getOwnedResume(visitorId, params.id);
  // another visitor's resume is indistinguishable from a missing one
  if (!resume) return data({ notFound: true as const }, { status: 404 });
  const form = formDataOf(resume);
  return {
    writerLabel: activeWriterLabel(),
    tier: (await peekEntitlement(visitorId)).tier,
    resume: { id: resume.id, template: resume.template, form, customization: resume.customization, updatedAt: resume.updated_at },
    parsedFields: autoFilledFields(form.personalInfo),
  };
}

/** A photo change on the edit page is part of the form until Save Changes. */
const KEEP_ON_SAVE = "Save your changes to keep it.";

/** A no-JavaScript button's answer (Improve with AI, the photo buttons): the form comes back refilled. */
function refillResponse(refill: RefillResult) {
  return data({ kind: "refill" as const, defaultValue: refill.defaultValue, notice: refill.notice, nonce: refillKey() }, { status: refill.status });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { visitorId } = getVisitorSession(context);
  // without JavaScript a profile photo arrives as a multipart post of the whole form
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const existing = await getOwnedResume(visitorId, params.id);
    if (!existing) return data({ kind: "error" as const, error: NOT_FOUND_TEXT }, { status: 404 });
    const photo = await handleProfilePhotoPost(request.clone(), visitorId);
    if (!photo) return data({ kind: "error" as const, error: "Unknown action." }, { status: 400 });
    return refillResponse(photoRefill(photo.fields, () => formDataOf(existing), photo.result, KEEP_ON_SAVE));
  }
  const formData = await readFormPost(request);
  const intent = formData.get("intent");

  if (intent === "enhance-section") {
    const section = formData.get("section");
    if (section !== "summary" && section !== "experience" && section !== "skills") {
      return data({ kind: "error" as const, error: "Please choose summary, experience or skills." }, { status: 400 });
    }
    const result = await enhanceStoredResume(visitorId, params.id, section);
    if (!result.ok && result.status === 404) return data({ kind: "error" as const, error: NOT_FOUND_TEXT }, { status: 404 });
    const toast = result.ok
      ? { title: "Enhancement Complete", description: `Your ${section} has been improved and saved.` }
      : { title: "Enhancement Failed", description: "AI enhancement is currently unavailable. Please try again later.", variant: "destructive" as const };
    return redirect(`/edit/${params.id}`, { headers: { "Set-Cookie": await flashCookie(request, toast) } });
  }

  if (intent === PHOTO_REMOVE_INTENT || isEnhanceIntent(intent)) {
    const existing = await getOwnedResume(visitorId, params.id);
    if (!existing) return data({ kind: "error" as const, error: NOT_FOUND_TEXT }, { status: 404 });
    const stored = () => formDataOf(existing);
    return refillResponse(
      intent === PHOTO_REMOVE_INTENT
        ? photoRefill(formData, stored, { removed: true }, KEEP_ON_SAVE)
        : await enhanceFieldInForm(visitorId, formData, String(intent), stored),
    );
  }

  if (intent !== "save" && !formData.has("__intent__")) return data({ kind: "error" as const, error: "Unknown action." }, { status: 400 });
  const submission = parseWithZod(formData, { schema: resumeFormSchema });
  if (submission.status !== "success") {
    return data({ kind: "form" as const, result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  const updated = await updateOwnedResume(visitorId, params.id, { form: submission.value, template: formData.get("template") as string | null });
  // a template the plan does not include: the plans, and the form as typed
  if (!updated.ok && updated.status === 402) return data({ kind: "upgrade" as const, result: submission.reply(), upgrade: updated.body }, { status: 402 });
  if (!updated.ok) return data({ kind: "error" as const, error: NOT_FOUND_TEXT }, { status: 404 });
  return redirect(`/edit/${updated.resume.id}`, {
    headers: { "Set-Cookie": await flashCookie(request, { title: "Resume Saved", description: "Your changes have been saved." }) },
  });
}

/** 'Enhance Summary' / 'Enhance Experience' / 'Enhance Skills': improve a whole section of the stored resume. */
function SectionEnhancers() {
  const navigation = useNavigation();
  const busySection = navigation.formData?.get("intent") === "enhance-section" ? navigation.formData.get("section") : null;
  const sections = [
    ["summary", "Enhance Summary"],
    ["experience", "Enhance Experience"],
    ["skills", "Enhance Skills"],
  ] as const;
  return (
    <Form method="post" className="mt-4 flex flex-wrap gap-2" aria-label="Enhance with AI">
      <input type="hidden" name="intent" value="enhance-section" />
      {sections.map(([section, label]) => (
        <button
          key={section}
          type="submit"
          name="section"
          value={section}
          disabled={busySection !== null}
          className="rounded-md border border-violet-300 bg-violet-50 px-3 py-2 text-sm font-semibold text-violet-800 hover:bg-violet-100 disabled:opacity-60"
        >
          {busySection === section ? "Enhancing..." : `✨ ${label}`}
        </button>
      ))}
    </Form>
  );
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const announced = useRef<string | null>(null);
  const resumeId = "resume" in loaderData ? loaderData.resume.id : null;
  const parsedCount = "parsedFields" in loaderData ? loaderData.parsedFields.length : 0;
  useEffect(() => {
    if (resumeId && announced.current !== resumeId && !actionData) {
      announced.current = resumeId;
      toast({ title: "Resume Data Loaded Successfully!", description: `${parsedCount} fields were filled in from your resume.` });
    }
  }, [resumeId, parsedCount, actionData]);

  if (!("resume" in loaderData)) return <ResumeNotFound />;
  const { resume, parsedFields, writerLabel, tier } = loaderData;
  const formId = `resume-edit-${resume.id}`;
  const refill = actionData?.kind === "refill" ? actionData : null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">Edit your resume</h1>
      <p className="mt-2 text-slate-700">
        Template: {templateInfo(resume.template).name} {templateInfo(resume.template).premium ? <PremiumBadge /> : null}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <DownloadLink resumeId={resume.id} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700" />
      </div>
      <div className="mt-4">
        <ResumeToolsNav resumeId={resume.id} tier={tier} />
      </div>
      <SectionEnhancers />
      {refill?.notice ? (
        <div className="mt-4">
          <Notice {...refill.notice} />
        </div>
      ) : null}
      {actionData?.kind === "error" ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <div className="mt-4 empty:hidden">
        <PlanGate blocked={actionData?.kind === "upgrade" ? actionData.upgrade : null} currentTier={tier} />
      </div>
      <div className="mt-6">
        <ResumeForm
          key={refill?.nonce ?? resume.updatedAt}
          id={formId}
          lastResult={actionData && "result" in actionData ? actionData.result : null}
          defaultValue={refill?.defaultValue ?? resume.form}
          aiButtons
          writerLabel={writerLabel}
          parsedFields={parsedFields}
          hidden={{ template: resume.template }}
          submitIntent="save"
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          actions={<PreviewButton formId={formId} changeTemplateHref="/create?tab=format" />}
        />
      </div>
    </div>
  );
}
