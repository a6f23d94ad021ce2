import { useEffect, useRef } from "react";
import type { Route } from "./+types/edit";
import { ResumeToolsNav } from "../components/ats/resume-tools-nav.tsx";
import { DownloadLink } from "../components/resume-form/cv-actions.tsx";
import { ResumeEditor } from "../components/resume-form/resume-editor.tsx";
import { ResumeErrorBoundary } from "../components/resume-form/resume-not-found.tsx";
import { VersionHistory } from "../components/resume-form/version-history.tsx";
import { MoreTools } from "../components/resume-form/more-tools.tsx";
import { SectionEnhancers } from "../components/resume-form/section-enhancers.tsx";
import { AiSuggestions } from "../components/resume-form/ai-suggestions.tsx";
import { buttonClassName } from "../components/ui/button.tsx";
import { keepFormOnFailure } from "../components/ui/keep-form-on-failure.ts";
import { PremiumBadge } from "../components/ui/premium-badge.tsx";
import { toast } from "../components/ui/toaster.tsx";
import { autoFilledFields } from "../lib/autofill.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { RESUME_NOT_FOUND } from "../lib/resume-not-found.ts";
import { timeZoneOfCookies } from "../lib/reader-time.ts";
import { RESTORE_VERSION_INTENT } from "../lib/resume-versions.ts";
import { SUGGESTION_INTENTS } from "../lib/resume-suggestions.ts";
import { templateInfo } from "../lib/templates.ts";
import { peekEntitlement } from "../server/entitlements.server.ts";
import { editPageAction } from "../server/resume-editor.server.ts";
import { versionHistory } from "../server/resume-versions.server.ts";
import { suggestionsToDecide, undoableSection } from "../server/resume-suggestions.server.ts";
import { formDataOf, requireOwnedResume } from "../server/resumes.server.ts";
import { getVisitorSession } from "../server/session.server.ts";
import { activeWriterLabel } from "../server/writing.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData ? "Edit Resume" : RESUME_NOT_FOUND.title} | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

/** With JavaScript, an answer the page cannot show (rate limit, server failure, no connection) keeps the form as typed and shows the message. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, serverAction, (intent) =>
    intent === "enhance-section"
      ? "Enhancement Failed"
      : intent === "save"
        ? "Save Failed"
        : intent === RESTORE_VERSION_INTENT
          ? "Restore Failed"
          : intent === SUGGESTION_INTENTS.accept || intent === SUGGESTION_INTENTS.reject || intent === SUGGESTION_INTENTS.undo
            ? "Suggestion Not Applied"
            : "Something went wrong",
  );

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await requireOwnedResume(visitorId, params.id);
  const form = formDataOf(resume);
  const versions = await versionHistory(resume, timeZoneOfCookies(request.headers.get("Cookie")));
  return {
    writerLabel: activeWriterLabel(),
    tier: (await peekEntitlement(visitorId)).tier,
    resume: {
      id: resume.id,
      template: resume.template,
      form,
      customization: resume.customization,
      hasWatermark: resume.has_watermark,
      updatedAt: resume.updated_at,
    },
    // the toast counts the filled contact fields; no field is badged "Parsed" here: the author typed
    // or accepted everything a saved resume holds (the badge marks an upload's fields on /create)
    loadedFieldCount: autoFilledFields(form.personalInfo).length,
    versions,
    suggestions: suggestionsToDecide(resume),
    undoSection: undoableSection(versions),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return editPageAction(request, getVisitorSession(context).visitorId, params.id);
}

export default function EditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { resume, loadedFieldCount, writerLabel, tier, versions, suggestions, undoSection } = loaderData;
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (announced.current !== resume.id && !actionData) {
      announced.current = resume.id;
      toast({ title: "Resume Data Loaded Successfully!", description: `${loadedFieldCount} fields were filled in from your resume.` });
    }
  }, [resume.id, loadedFieldCount, actionData]);

  const formId = `resume-edit-${resume.id}`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 lg:max-w-7xl">
      <h1 className="text-3xl font-bold">Edit your resume</h1>
      <p className="mt-2 text-slate-700">
        Template: {templateInfo(resume.template).name} {templateInfo(resume.template).premium ? <PremiumBadge /> : null}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <DownloadLink resumeId={resume.id} tier={tier} className={buttonClassName()} />
        <DownloadLink resumeId={resume.id} tier={tier} format="html" className={buttonClassName({ variant: "secondary" })} />
      </div>
      <MoreTools>
        <ResumeToolsNav resumeId={resume.id} tier={tier} downloads={false} />
        <SectionEnhancers />
      </MoreTools>
      <AiSuggestions suggestions={suggestions} undoSection={undoSection} />
      <div className="mt-6">
        <ResumeEditor
          mode="edit"
          savedResumeId={resume.id}
          formId={formId}
          actionData={actionData}
          tier={tier}
          defaultValue={resume.form}
          formKey={resume.updatedAt}
          writerLabel={writerLabel}
          hidden={{ template: resume.template }}
          look={{ template: resume.template, customization: resume.customization, watermark: resume.hasWatermark }}
        />
      </div>
      <VersionHistory versions={versions} />
    </div>
  );
}

export const ErrorBoundary = ResumeErrorBoundary;
