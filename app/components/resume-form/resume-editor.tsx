/**
 * The resume editor as a page shows it: the create page and the edit page are the same editor
 * (app/server/resume-editor.server.ts answers both) with a different main button. Shows the
 * answer of the last post — the plans after a 402, a notice after a no-JavaScript button, an
 * error message — above the resume form, which a refill answer remounts with its values.
 * The steps above the form link to its sections; with JavaScript, a wide window shows the CV
 * beside the form as it is typed, and a narrow one behind a Preview toggle.
 */
import type { SubmissionResult } from "@conform-to/react";
import { lazy, memo, Suspense, useState, useSyncExternalStore, type ReactNode } from "react";
import { Link } from "react-router";
import type { FieldSuggestion } from "../../lib/field-suggestion.ts";
import type { PartialResume } from "../../lib/resume.ts";
import { hasWatermark, type Tier } from "../../lib/plans.ts";
import { resolveCustomization, resolveTemplate, templateInfo, type TemplateId } from "../../lib/templates.ts";
import { PlanGate, type PlanGateBlock } from "../pricing/plan-gate.tsx";
import { Notice } from "../ui/notice.tsx";
import { Button } from "../ui/button.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import { chosenDesign } from "../../lib/gallery.ts";
import { PreviewButton } from "./cv-actions.tsx";
import { EditorSteps, stepAnchor } from "./editor-steps.tsx";
import { createFormValueStore, type FormValueStore } from "./form-value-store.ts";
import { ResumeForm } from "./resume-form.tsx";
import { sectionClass } from "./form-layout.ts";

/** The answers of the editor's actions (and of keepFormOnFailure, which answers `{ kind: "error" }` too). */
export type EditorActionData =
  | { kind: "error"; error: string }
  | { kind: "form"; result: SubmissionResult<string[]> }
  | { kind: "upgrade"; result: SubmissionResult<string[]>; upgrade: PlanGateBlock }
  | EditorRefill;

/** The form sent back with values changed: Improve with AI, the photo buttons, an imported resume (no JavaScript). */
export interface EditorRefill {
  kind: "refill";
  defaultValue: PartialResume;
  parsedFields: string[];
  uploadError: string | null;
  notice: { title: string; description: string; variant: "default" | "destructive" } | null;
  /** Without JavaScript, the suggestion 'Improve with AI' offers for one field, shown beside it. */
  fieldSuggestion?: FieldSuggestion | null;
  nonce: string;
}

/** What finishes the editor: a new CV (create) or the stored one saved (edit). */
const MAIN_BUTTON = {
  create: { submitIntent: "generate", submitLabel: "Generate CV", pendingLabel: "Generating..." },
  edit: { submitIntent: "save", submitLabel: "Save Changes", pendingLabel: "Saving..." },
} as const;

export function refillOf(actionData: EditorActionData | undefined): EditorRefill | null {
  return actionData?.kind === "refill" ? actionData : null;
}

export interface ResumeEditorProps {
  mode: keyof typeof MAIN_BUTTON;
  formId: string;
  actionData: EditorActionData | undefined;
  tier: Tier;
  /** The form's values before any post (the loader's). */
  defaultValue: PartialResume;
  /** Remounts the form when it changes (the edit page: the stored resume's updatedAt). */
  formKey: string;
  parsedFields?: string[];
  writerLabel: string;
  hidden: Record<string, string>;
  upload?: boolean;
  autosaveDraft?: boolean;
  /** Shown between the messages and the form (the create page's chosen format). */
  children?: ReactNode;
  /** The stored CV being edited: its preview offers the PDF of the saved version. */
  savedResumeId?: string;
  /** The CV's look as the download will have it (unchecked values are resolved to a valid one). */
  look: { template: unknown; customization: unknown; watermark?: boolean };
}

const CHANGE_TEMPLATE_HREF = "/create?tab=format";

/** The preview's code loads after the page: the form is usable before it. */
const LivePreview = lazy(() => import("./live-preview.tsx").then((module) => ({ default: module.LivePreview })));

export function ResumeEditor(props: ResumeEditorProps) {
  const hydrated = useHydrated();
  const [values] = useState(createFormValueStore);
  const { look, tier } = props;
  const template = resolveTemplate(look.template);
  // Without JavaScript there is no live preview: the form alone (its Preview button posts to
  // /preview). The form keeps its place in the tree once scripts run, so hydration never remounts
  // it, and it is a memo: turning hydrated re-renders the frame and the preview, not every field.
  return (
    <div className={hydrated ? FRAME_WITH_PREVIEW : FRAME_FROM_THE_SERVER}>
      <EditorColumn {...props} values={values} />
      {hydrated ? (
        <LivePreviewPanel
          store={values}
          formId={props.formId}
          template={template}
          customization={look.customization}
          watermark={look.watermark ?? hasWatermark(tier)}
        />
      ) : (
        <p className="hidden text-sm text-slate-600 scripting:lg:block">Loading the preview…</p>
      )}
    </div>
  );
}

/** The steps, the messages and the form: the editor's column. */
const EditorColumn = memo(function EditorColumn({
  mode,
  formId,
  actionData,
  tier,
  defaultValue,
  formKey,
  parsedFields,
  writerLabel,
  hidden,
  upload,
  autosaveDraft,
  children,
  savedResumeId,
  look,
  values,
}: ResumeEditorProps & { values: FormValueStore }) {
  const refill = refillOf(actionData);
  const template = resolveTemplate(look.template);
  // the gallery design's name when the look is one ("Balanced Two-Column"), else the template's
  const designName = chosenDesign(template, resolveCustomization(look.customization).templateId)?.name ?? templateInfo(template).name;
  return (
    <div className="min-w-0 space-y-6">
      <EditorSteps store={values} />
      <PlanGate blocked={actionData?.kind === "upgrade" ? actionData.upgrade : null} currentTier={tier} />
      {refill?.notice ? <Notice {...refill.notice} /> : null}
      {actionData?.kind === "error" ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800">
          {actionData.error}
        </p>
      ) : null}
      {children}
      <ResumeForm
        key={refill?.nonce ?? formKey}
        id={formId}
        lastResult={actionData && "result" in actionData ? actionData.result : null}
        defaultValue={refill?.defaultValue ?? defaultValue}
        parsedFields={refill?.parsedFields.length ? refill.parsedFields : parsedFields}
        upload={upload}
        uploadError={refill?.uploadError}
        fieldSuggestion={refill?.fieldSuggestion}
        aiButtons
        onValueChange={values.set}
        beforeActions={
          <section id={stepAnchor("design")} aria-labelledby="design-title" className={sectionClass}>
            <h2 id="design-title" className="px-1 text-lg font-semibold">
              Design
            </h2>
            <p className="mt-2 px-1 text-sm text-slate-700">
              Template: <strong>{designName}</strong>.{" "}
              <Link to={CHANGE_TEMPLATE_HREF} className="text-brand-700 underline">
                Change template
              </Link>
            </p>
          </section>
        }
        writerLabel={writerLabel}
        hidden={hidden}
        {...MAIN_BUTTON[mode]}
        autosaveDraft={autosaveDraft}
        actions={<PreviewButton formId={formId} changeTemplateHref={CHANGE_TEMPLATE_HREF} savedResumeId={savedResumeId} tier={tier} />}
      />
    </div>
  );
});

/** The editor's frame once scripts run: the form and, on a wide window, its live preview beside it. */
const FRAME_WITH_PREVIEW = "max-lg:pb-16 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:gap-8";
/**
 * The frame the server sends: the form alone, unless the browser says it runs scripts (the
 * `scripting` media feature). Then it is already the frame above, so the form does not jump to half
 * its width when the page hydrates and the preview comes in (a layout shift, and a click aimed
 * during hydration landing elsewhere). A browser that does not know the feature switches at hydration.
 */
const FRAME_FROM_THE_SERVER =
  "max-w-4xl scripting:max-w-none scripting:max-lg:pb-16 scripting:lg:grid scripting:lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] scripting:lg:items-start scripting:lg:gap-8";

/** The window is as wide as the layout that shows the preview beside the form (Tailwind's `lg`). */
const WIDE_WINDOW = "(min-width: 1024px)";

function useWideWindow(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE_WINDOW);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    () => window.matchMedia(WIDE_WINDOW).matches,
    () => false,
  );
}

/**
 * The live preview: beside the form on a wide window, behind a toggle on a narrow one. It asks the
 * server for the CV only while it can be seen: a phone with the preview closed sends nothing.
 */
function LivePreviewPanel(props: { store: FormValueStore; formId: string; template: TemplateId; customization: unknown; watermark: boolean }) {
  const [open, setOpen] = useState(false);
  const shown = useWideWindow() || open;
  return (
    <>
      <div className="fixed bottom-4 right-4 z-40 lg:hidden">
        <Button aria-expanded={open} aria-controls="live-preview" onClick={() => setOpen((shown) => !shown)} className="shadow-lg">
          {open ? "Hide preview" : "Show preview"}
        </Button>
      </div>
      {/* wide: a sticky column the height of the window below the site's bar; narrow: a panel over the form */}
      <div
        id="live-preview"
        className={`${open ? "max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:top-16 max-lg:z-30 max-lg:bg-white max-lg:p-3 max-lg:pb-20" : "max-lg:hidden"} lg:sticky lg:top-20 lg:h-[calc(100vh-6rem)]`}
      >
        {shown ? (
          <Suspense fallback={<p className="text-sm text-slate-600">Loading the preview…</p>}>
            <LivePreview
              store={props.store}
              formId={props.formId}
              template={props.template}
              customization={resolveCustomization(props.customization)}
              watermark={props.watermark}
            />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
