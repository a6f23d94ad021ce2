/** Labelled inputs with their error message, wired to the resume form's field metadata. */
import type { ReactNode } from "react";
import type { FieldMeta } from "../resume-form/use-resume-form.ts";

// scroll-mt: a field scrolled to (a fragment, a message) shows below the sticky header with its label
const inputClass =
  "block w-full scroll-mt-28 rounded-md border px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100 disabled:text-slate-500";

export interface FieldProps {
  meta: FieldMeta;
  label: string;
  /** Shows the required-field asterisk (the schema decides what is really required). */
  starred?: boolean;
  type?: "text" | "email" | "tel" | "url";
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  /** The value came from an uploaded resume: green highlight and a 'Parsed' badge. */
  parsed?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
  className?: string;
  action?: ReactNode;
  /** Shown under the field, after its message (an AI suggestion for its text). */
  below?: ReactNode;
  /** A control drawn inside the input's right end (absolutely placed in a box around the input). */
  inputAddon?: ReactNode;
}

export function Field({
  meta,
  label,
  starred,
  type = "text",
  placeholder,
  multiline,
  rows = 4,
  parsed,
  disabled,
  hint,
  autoComplete,
  className,
  action,
  below,
  inputAddon,
}: FieldProps) {
  const { id, errors, initialValue, key } = meta;
  const invalid = Boolean(errors?.length);
  const errorId = invalid ? meta.errorId : undefined;
  const stateClass = invalid ? "border-red-600" : parsed ? "border-green-600 bg-green-50" : "border-slate-300";
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const attributes = {
    ...fieldIdentity(meta),
    required: meta.required,
    "aria-invalid": invalid || undefined,
    type: multiline ? undefined : type,
    defaultValue: typeof initialValue === "string" ? initialValue : undefined,
    placeholder,
    disabled,
    "aria-describedby": describedBy,
  };
  return (
    <div className={className} data-parsed={parsed ? "true" : undefined}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
          {starred ? (
            <span className="text-red-700" aria-hidden="true">
              {" "}
              *
            </span>
          ) : null}
          {parsed ? (
            <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-800" data-testid="parsed-badge">
              Parsed
            </span>
          ) : null}
        </label>
        {action}
      </div>
      {multiline ? (
        <textarea key={key} {...attributes} rows={rows} className={`mt-1 ${inputClass} ${stateClass}`} />
      ) : inputAddon ? (
        <div className="relative mt-1">
          <input key={key} {...attributes} autoComplete={autoComplete} className={`${inputClass} ${stateClass} pr-11`} />
          {inputAddon}
        </div>
      ) : (
        <input key={key} {...attributes} autoComplete={autoComplete} className={`mt-1 ${inputClass} ${stateClass}`} />
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="mt-1 text-sm text-red-700" role="alert">
          {errors?.[0]}
        </p>
      ) : null}
      {below}
    </div>
  );
}

/** What ties an input to its field of the form: its id, its name and the form it posts with. */
export function fieldIdentity(meta: FieldMeta) {
  return { id: meta.id, name: meta.name, form: meta.formId };
}

/** An entry's id, which its later edits are matched by: posted with the entry, never shown. */
export function HiddenField({ meta }: { meta: FieldMeta }) {
  return <input type="hidden" key={meta.key} {...fieldIdentity(meta)} defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : undefined} />;
}
