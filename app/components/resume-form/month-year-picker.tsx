/**
 * A month/year picker beside a date field's text input. The input stays the field (typed text such
 * as "2019" or "Summer 2019" is kept as typed, and it is all there is without JavaScript); the picker
 * only writes "Sep 2019" (or "Present") into it, as typing would, so the form's checks and the preview follow.
 * Rendered once hydrated: without scripts there is nothing it could do. Its panel's code loads the
 * first time a pointer or the keyboard comes to a picker's button.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Field, type FieldProps } from "../ui/field.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";

export const PICKER_BUTTON_CLASS = "rounded-md text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

const loadPanel = () => import("./month-year-panel.tsx");
const MonthYearPanel = lazy(() => loadPanel().then((module) => ({ default: module.MonthYearPanel })));

export function MonthYearPicker({ inputId, present = false, disabled = false }: { inputId: string; present?: boolean; disabled?: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = `${inputId}-picker`;

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) document.getElementById(inputId)?.focus();
  }

  // a click or tap outside closes the picker, leaving focus where it went
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  if (!hydrated) return null;
  return (
    <div
      ref={rootRef}
      className="absolute inset-y-0 right-0 flex items-center pr-1"
      onKeyDownCapture={(event) => {
        if (event.key !== "Escape" || !open) return;
        event.preventDefault();
        event.stopPropagation();
        close(true);
      }}
      onBlur={(event) => {
        // Tab past the picker's last button (or back before its first) closes it
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-label="Pick month and year"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={disabled}
        // the panel's code is on its way before the click that needs it
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(!open)}
        className={`${PICKER_BUTTON_CLASS} flex h-8 w-8 items-center justify-center text-slate-600 hover:bg-slate-100 disabled:opacity-40`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.6">
          <rect x="3" y="4.5" width="14" height="12" rx="1.5" />
          <path d="M3 8.5h14M7 3v3M13 3v3" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MonthYearPanel inputId={inputId} panelId={panelId} present={present} onDone={() => close(true)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** A date field of the resume form: its text input, with the picker beside it once scripts run. */
export function DateField({ present, ...props }: FieldProps & { present?: boolean }) {
  return <Field {...props} inputAddon={<MonthYearPicker inputId={props.meta.id} present={present} disabled={props.disabled} />} />;
}
