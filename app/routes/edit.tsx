import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/edit";
import { DownloadLink, PreviewButton } from "../components/resume-form/cv-actions.tsx";
import { ResumeForm } from "../components/resume-form/resume-form.tsx";
import { toast } from "../components/ui/toaster.tsx";
import { autoFilledFields } from "../lib/autofill.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { resumeFormSchema } from "../lib/resume.ts";
import { templateInfo } from "../lib/templates.ts";
import { formDataOf, getOwnedResume, updateOwnedResume } from "../server/resumes.server.ts";
import { flashCookie, getVisitorSession } from "../server/session.server.ts";

export const NOT_FOUND_TITLE = "Resume Not Found";
export const NOT_FOUND_TEXT = "The resume you're looking for doesn't exist or has been removed.";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData && "resume" in loaderData ? "Edit Resume" : NOT_FOUND_TITLE} | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await getOwnedResume(visitorId, params.id);
  // another visitor's resume is indistinguishable from a missing one
  if (!resume) return data({ notFound: true as const }, { status: 404 });
  const form = formDataOf(resume);
  return {
    resume: { id: resume.id, template: resume.template, form, customization: resume.customization },
    parsedFields: autoFilledFields(form.personalInfo),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { visitorId } = getVisitorSession(context);
  const formData = await request.formData();
  if (formData.get("intent") !== "save") return data({ kind: "error" as const, error: "Unknown action." }, { status: 400 });
  const submission = parseWithZod(formData, { schema: resumeFormSchema });
  if (submission.status !== "success") {
    return data({ kind: "form" as const, result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  }
  const updated = await updateOwnedResume(visitorId, params.id, { form: submission.value, template: formData.get("template") as string | null });
  if (!updated) return data({ kind: "error" as const, error: NOT_FOUND_TEXT }, { status: 404 });
  return redirect(`/edit/${updated.id}`, {
    headers: { "Set-Cookie": await flashCookie(request, { title: "Resume Saved", description: "Your changes have been saved." }) },
  });
}

function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="resume-not-found">
      <h1 className="text-3xl font-bold">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-slate-700">{NOT_FOUND_TEXT}</p>
      <Link to="/create" className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        Back to Create Resume
      </Link>
    </section>
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

  if (!("resume" in loaderData)) return <NotFound />;
  const { resume, parsedFields } = loaderData;
  const formId = `resume-edit-${resume.id}`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">Edit your resume</h1>
      <p className="mt-2 text-slate-700">Template: {templateInfo(resume.template).name}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <DownloadLink resumeId={resume.id} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700" />
      </div>
      {actionData?.kind === "error" ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <div className="mt-6">
        <ResumeForm
          id={formId}
          lastResult={actionData?.kind === "form" ? actionData.result : null}
          defaultValue={resume.form}
          parsedFields={parsedFields}
          hidden={{ intent: "save", template: resume.template }}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          actions={<PreviewButton formId={formId} changeTemplateHref="/create?tab=format" />}
        />
      </div>
    </div>
  );
}
