import { lazy, memo, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/create";
import { DownloadLink } from "../components/resume-form/cv-actions.tsx";
import { clearDraft } from "../components/resume-form/draft.ts";
import { refillOf, ResumeEditor } from "../components/resume-form/resume-editor.tsx";
import { buttonClassName } from "../components/ui/button.tsx";
import { abPanelEnabled } from "../components/analytics/ab-panel-enabled.ts";
import { formCompletion, track, trackFunnel } from "../lib/analytics.ts";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import { assignVariant } from "../lib/ab.ts";
import { exampleResume, getExample } from "../lib/examples.ts";
import { chosenDesign, galleryTemplate, presetCustomization } from "../lib/gallery.ts";
import { readCustomizationChoice } from "../server/customization-choice.server.ts";
import { CUSTOMIZATIONS_STORAGE_KEY, SELECTED_TEMPLATE_STORAGE_KEY } from "../components/gallery/customization-storage.ts";
import { laterInBrowser } from "../components/ui/later-in-browser.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { isTemplateAllowed, premiumTemplateMessage, TIER_LABELS, type Tier } from "../lib/plans.ts";
import type { PartialResume } from "../lib/resume.ts";
import { emptyEducation, emptyExperience } from "../lib/resume-fields.ts";
import { templateInfo } from "../lib/templates.ts";
import { peekEntitlement } from "../server/entitlements.server.ts";
import { PremiumBadge } from "../components/ui/premium-badge.tsx";
import { createPageAction, emptyResume } from "../server/resume-editor.server.ts";
import { getOwnedResume, storedResumeRenderInput } from "../server/resumes.server.ts";
import { renderedCvOf } from "../server/render/render.server.ts";
import { suggestionsToDecide } from "../server/resume-suggestions.server.ts";
import { activeWriterLabel } from "../server/writing.server.ts";
import { getVisitorSession } from "../server/session.server.ts";
import { readTemplateChoice } from "../server/template-choice.server.ts";
import { keepFormOnFailure } from "../components/ui/keep-form-on-failure.ts";

const FORM_ID = "resume-create";

export function meta() {
  return [
    { title: `Create Your Resume | ${PRODUCT_NAME}` },
    { name: "description", content: "Fill in the form or upload your old resume and download an ATS-friendly CV in minutes." },
  ];
}

/** The CV after Generate: the server's at once, the browser's when a CV is first generated. */
const RenderedCv = laterInBrowser(import.meta.env.SSR ? (await import("../components/gallery/rendered-cv.tsx")).RenderedCv : undefined, () =>
  import("../components/gallery/rendered-cv.tsx").then((module) => module.RenderedCv),
);

/** The format tab: the server's at once, the browser's when the tab is first opened. */
const FormatPicker = laterInBrowser(import.meta.env.SSR ? (await import("../components/gallery/format-picker.tsx")).FormatPicker : undefined, () =>
  import("../components/gallery/format-picker.tsx").then((module) => module.FormatPicker),
);
/** With JavaScript, an answer the page cannot show (rate limit, server failure, no connection) keeps the form as typed and shows the message. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => keepFormOnFailure(request, serverAction);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const url = new URL(request.url);
  const generatedId = url.searchParams.get("generated");
  const generated = generatedId ? await getOwnedResume(visitorId, generatedId) : null;
  // ?example= (from the examples gallery) prefills the form with that example's sample resume, in
  // the look the example is shown in
  const exampleEntry = getExample(url.searchParams.get("example"));
  const example = exampleEntry ? exampleResume(exampleEntry.id) : null;
  const exampleLook = exampleEntry ? galleryTemplate(exampleEntry.templateId) : undefined;
  const defaultValue = example ? withAtLeastOneEntry(example) : emptyResume();
  return {
    tab: url.searchParams.get("tab") === "format" ? ("format" as const) : ("create" as const),
    template: exampleLook ? exampleLook.template : await readTemplateChoice(request),
    entitlement: await peekEntitlement(visitorId),
    writerLabel: activeWriterLabel(),
    generated: generated
      ? {
          id: generated.id,
          name: `${String(generated.personal_info.firstName ?? "")} ${String(generated.personal_info.lastName ?? "")}`.trim(),
          template: generated.template,
          // the CV as every download of it shows it (the author's accepted words, the plan's watermark)
          cv: renderedCvOf(
            storedResumeRenderInput(generated, typeof generated.personal_info.profileImage === "string" ? generated.personal_info.profileImage : undefined),
          ),
          suggestionCount: suggestionsToDecide(generated).length,
          // counts of filled fields only (never values) for the funnel's form_fields_completed
          completion: formCompletion({
            personalInfo: generated.personal_info,
            skills: generated.skills,
            additionalInfo: generated.additional_info,
            experiences: generated.experiences as Array<Record<string, unknown>>,
            education: generated.education as Array<Record<string, unknown>>,
            projects: generated.projects as Array<Record<string, unknown>>,
          }),
        }
      : null,
    defaultValue,
    fromExample: exampleEntry ? { title: exampleEntry.title } : null,
    customization: exampleLook ? presetCustomization(exampleLook) : await readCustomizationChoice(request),
    tutorialVariant: assignVariant("tutorial_onboarding", visitorId),
  };
}

/** The posted customization as the server reads it (JSON; anything unreadable is none). */
function parsedCustomization(json: string): unknown {
  try {
    return json ? JSON.parse(json) : undefined;
  } catch {
    return undefined;
  }
}

/** The form always shows one experience and one education entry to fill in. */
function withAtLeastOneEntry(resume: PartialResume): PartialResume {
  return {
    ...resume,
    experiences: resume.experiences.length > 0 ? resume.experiences : [emptyExperience()],
    education: resume.education.length > 0 ? resume.education : [emptyEducation()],
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return createPageAction(request, getVisitorSession(context).visitorId);
}

/** Funnel steps 4 and 7, once per generated resume (sessionStorage guards reloads). */
function GeneratedFunnelEvents(props: { id: string; completion: Parameters<typeof trackFunnel.formFieldsCompleted>[0]; tier: Tier; generationCount: number }) {
  useEffect(() => {
    const key = `vitae_funnel_generated_${props.id}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, "1");
    } catch {
      // storage blocked: send anyway
    }
    trackFunnel.formFieldsCompleted(props.completion);
    trackFunnel.resumeGenerated({ tier: props.tier, generationCount: props.generationCount });
    // once per resume id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.id]);
  return null;
}

const tabClass = (active: boolean) =>
  `rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold ${active ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"}`;

export default function CreatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, template, entitlement, generated, defaultValue, writerLabel, fromExample, customization, tutorialVariant } = loaderData;
  const fromExampleTitle = fromExample?.title ?? null;
  // the gallery's customization: local storage (JS) wins over the cookie set for no-JS browsers
  const loaderCustomizationJson = customization ? JSON.stringify(customization) : "";
  const [customizationJson, setCustomizationJson] = useState(loaderCustomizationJson);
  // read again after every choice: the format tab's choice comes back to this same page, which stays mounted
  useEffect(() => {
    let saved: string | null = null;
    try {
      // an example brings its own look
      if (fromExampleTitle === null) saved = window.localStorage.getItem(CUSTOMIZATIONS_STORAGE_KEY);
    } catch {
      // storage disabled: the cookie's value stays
    }
    setCustomizationJson(saved ?? loaderCustomizationJson);
  }, [fromExampleTitle, loaderCustomizationJson]);

  // local storage mirrors the server's choice (selectedTemplate)
  useEffect(() => {
    try {
      window.localStorage.setItem(SELECTED_TEMPLATE_STORAGE_KEY, template);
    } catch {
      // storage disabled: the cookie still carries the choice
    }
  }, [template]);

  if (generated) {
    return (
      <>
        <GeneratedFunnelEvents id={generated.id} completion={generated.completion} tier={entitlement.tier} generationCount={entitlement.generationCount} />
        <div className="mx-auto max-w-3xl space-y-8 px-4 py-12">
          <section className="rounded-xl border border-green-200 bg-green-50 p-8 text-center" data-testid="result-view">
            <h1 className="text-2xl font-bold">Your CV is ready{generated.name ? `, ${generated.name}` : ""}!</h1>
            <p className="mt-2 text-slate-700">Template: {templateInfo(generated.template).name}. Download it as a PDF, ready to send.</p>
            {generated.suggestionCount > 0 ? (
              <p className="mt-2 text-slate-700" data-testid="suggestion-count">
                {`The AI has ${generated.suggestionCount === 1 ? "1 suggestion" : `${generated.suggestionCount} suggestions`} for your wording. Your CV keeps your words unless you accept one on the edit page.`}
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <DownloadLink
                resumeId={generated.id}
                tier={entitlement.tier}
                onDownloaded={() => trackFunnel.resumeDownloaded({ format: "pdf", tier: entitlement.tier })}
                className={buttonClassName({ size: "lg" })}
              />
              <DownloadLink
                resumeId={generated.id}
                format="html"
                tier={entitlement.tier}
                onDownloaded={() => trackFunnel.resumeDownloaded({ format: "html", tier: entitlement.tier })}
                className={buttonClassName({ variant: "secondary", size: "lg" })}
              />
              <Link to={`/edit/${generated.id}`} className={buttonClassName({ variant: "secondary", size: "lg" })}>
                Edit Resume
              </Link>
              <Link to="/create" onClick={clearDraft} reloadDocument className={buttonClassName({ variant: "secondary", size: "lg" })}>
                Create Another Resume
              </Link>
            </div>
          </section>
          <div className="flex justify-center" data-testid="result-cv">
            <Suspense fallback={null}>
              <RenderedCv html={generated.cv.html} customization={generated.cv.customization} scale={0.75} label="Your CV" subject="your CV" />
            </Suspense>
          </div>
        </div>
      </>
    );
  }

  const refill = refillOf(actionData);
  const design = chosenDesign(template, customization?.templateId);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 lg:max-w-7xl">
      <h1 className="text-3xl font-bold">Create your resume</h1>
      <p className="mt-2 text-slate-700">
        Plan: {TIER_LABELS[entitlement.tier]} · CVs generated: {entitlement.generationCount}
        {entitlement.generationLimit === null ? " (unlimited)" : ` of ${entitlement.generationLimit}`}
      </p>
      <nav aria-label="Create page tabs" className="mt-6 flex gap-2 border-b border-slate-200">
        <Link to="/create" className={tabClass(tab === "create")} aria-current={tab === "create" ? "page" : undefined}>
          Create New Resume
        </Link>
        <Link to="/create?tab=format" className={tabClass(tab === "format")} aria-current={tab === "format" ? "page" : undefined}>
          Choose CV Format
        </Link>
      </nav>

      {tab === "format" ? (
        <Suspense fallback={null}>
          <FormatPicker selectedId={design?.id} />
        </Suspense>
      ) : (
        <section aria-label="Create New Resume" className="mt-6 space-y-6">
          {tutorialVariant === "with_tutorial" && !refill ? <TutorialOnceHydrated variant={tutorialVariant} /> : null}
          <CreateEditor
            actionData={actionData}
            tier={entitlement.tier}
            defaultValue={defaultValue}
            writerLabel={writerLabel}
            template={template}
            designName={design?.name ?? templateInfo(template).name}
            customizationJson={customizationJson}
            fromExample={fromExample}
            autosaveDraft={!refill && fromExample === null}
          />
          <AbMonitorWhereEnabled />
        </section>
      )}
    </div>
  );
}

// Shown to some visitors (the tutorial's A/B variant) or on a developer's machine (the A/B panel):
// each loads only where it shows.
const OnboardingTutorial = lazy(() => import("../components/tutorial/onboarding-tutorial.tsx").then((module) => ({ default: module.OnboardingTutorial })));
const AbMonitorPanel = lazy(() => import("../components/analytics/ab-monitor-panel.tsx").then((module) => ({ default: module.AbMonitorPanel })));

function AbMonitorWhereEnabled() {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => setEnabled(abPanelEnabled(window.location)), []);
  return enabled ? (
    <Suspense fallback={null}>
      <AbMonitorPanel />
    </Suspense>
  ) : null;
}

/** The tutorial, once scripts run; its own component, so that hydrating it re-renders nothing else. */
function TutorialOnceHydrated({ variant }: { variant: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <OnboardingTutorial
        onUploadResume={() => document.getElementById("resume-file")?.click()}
        onClose={(outcome, step) => track("tutorial_interaction", { action: outcome, step, variant })}
      />
    </Suspense>
  ) : null;
}

/**
 * The editor with the create page's messages: a memo of plain values, so that the router's
 * re-renders of the page after hydration do not re-render every field of the form.
 */
const CreateEditor = memo(function CreateEditor({
  actionData,
  tier,
  defaultValue,
  writerLabel,
  template,
  designName,
  customizationJson,
  fromExample,
  autosaveDraft,
}: {
  actionData: Route.ComponentProps["actionData"];
  tier: Tier;
  defaultValue: PartialResume;
  writerLabel: string;
  template: string;
  designName: string;
  customizationJson: string;
  fromExample: { title: string } | null;
  autosaveDraft: boolean;
}) {
  return (
    <ResumeEditor
      mode="create"
      formId={FORM_ID}
      actionData={actionData}
      tier={tier}
      defaultValue={defaultValue}
      formKey="form"
      writerLabel={writerLabel}
      hidden={customizationJson ? { template, customization: customizationJson } : { template }}
      look={{ template, customization: parsedCustomization(customizationJson) }}
      upload
      autosaveDraft={autosaveDraft}
    >
      <p className="text-sm text-slate-700">
        Format: <strong>{designName}</strong> {templateInfo(template).premium ? <PremiumBadge /> : null} ·{" "}
        <Link to="/create?tab=format" className="text-brand-700 underline">
          change
        </Link>
      </p>
      {fromExample ? (
        <p role="note" data-testid="sample-notice" className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950">
          The form holds the sample text of the example “{fromExample.title}”. Replace it with your own before you generate.{" "}
          <Link to="/create" reloadDocument className="font-medium underline">
            Clear the sample text
          </Link>
        </p>
      ) : null}
      {isTemplateAllowed(tier, template) ? null : (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950" data-testid="premium-template-notice">
          {premiumTemplateMessage(template)}
        </p>
      )}
    </ResumeEditor>
  );
});
