/**
 * The resume editor as a page shows it: the create page and the edit page are the same editor
 * (app/server/resume-editor.server.ts answers both) with a different main button. Shows the
 * answer of the last post — the plans after a 402, a notice after a no-JavaScript button, an
 * error message — above the resume form, which a refill answer remounts with its values.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import type { FieldSuggestion } from "../../lib/field-suggestion.ts";
import type { PartialResume } from "../../lib/resume.ts";
import type { Tier } from "../../lib/plans.ts";
import { PlanGate, type PlanGateBlock } from "../pricing/plan-gate.tsx";
import { Notice } from "../ui/notice.tsx";
import { PreviewButton } from "./cv-actions.tsx";
import { ResumeForm } from "./resume-form.tsx";

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
}

export function ResumeEditor({
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
}: ResumeEditorProps) {
  const refill = refillOf(actionData);
  return (
    <div className="space-y-6">
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
        writerLabel={writerLabel}
        hidden={hidden}
        {...MAIN_BUTTON[mode]}
        autosaveDraft={autosaveDraft}
        actions={<PreviewButton formId={formId} changeTemplateHref="/create?tab=format" savedResumeId={savedResumeId} tier={tier} />}
      />
    </div>
  );
}
