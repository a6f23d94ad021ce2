/**
 * A month/year picker beside a date field's text input. The input stays the field (typed text such
 * as "2019" or "Summer 2019" is kept as typed, and it is all there is without JavaScript); the picker
 * only writes "Sep 2019" (or "Present") into it, as typing would, so the form's checks and the preview follow.
 * Rendered once hydrated: without scripts there is nothing it could do.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Field, type FieldProps } from "../ui/field.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import { MONTH_ABBREVIATIONS, shortMonthYear } from "../../lib/text/months.ts";
import { readMonthYear, type MonthYear } from "../../lib/month-year.ts";

const COLUMNS = 4;
const buttonClass = "rounded-md text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600";

/** Sets the input's value as typing would: the form's input listeners see the change. */
function writeValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

export function MonthYearPicker({ inputId, present = false, disabled = false }: { inputId: string; present?: boolean; disabled?: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(0);
  const [selected, setSelected] = useState<MonthYear | null>(null);
  const [focusMonth, setFocusMonth] = useState(1);
  const rootRef = useRef<HTMLDivElement>(null);
  const monthRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelId = `${inputId}-picker`;
  const input = () => document.getElementById(inputId) as HTMLInputElement | null;

  function show() {
    const picked = readMonthYear(input()?.value);
    const now = new Date();
    setSelected(picked);
    setYear(picked?.year ?? now.getFullYear());
    setFocusMonth(picked?.month ?? now.getMonth() + 1);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) input()?.focus();
  }

  function choose(value: string) {
    const field = input();
    if (field) writeValue(field, value);
    close(true);
  }

  // the chosen (or this) month has focus when the picker opens, and follows the arrow keys
  useEffect(() => {
    if (open) monthRefs.current[focusMonth - 1]?.focus();
  }, [open, focusMonth]);

  // a click or tap outside closes the picker, leaving focus where it went
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  function onGridKey(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -COLUMNS, ArrowDown: COLUMNS };
    if (event.key in moves) {
      setFocusMonth(Math.min(12, Math.max(1, focusMonth + moves[event.key]!)));
    } else if (event.key === "Home" || event.key === "End") {
      setFocusMonth(event.key === "Home" ? 1 : 12);
    } else if (event.key === "PageUp" || event.key === "PageDown") {
      setYear(year + (event.key === "PageUp" ? -1 : 1));
    } else return;
    event.preventDefault();
  }

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
        onClick={() => (open ? setOpen(false) : show())}
        className={`${buttonClass} flex h-8 w-8 items-center justify-center text-slate-600 hover:bg-slate-100 disabled:opacity-40`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.6">
          <rect x="3" y="4.5" width="14" height="12" rx="1.5" />
          <path d="M3 8.5h14M7 3v3M13 3v3" />
        </svg>
      </button>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label="Month and year"
          data-testid="month-year-picker"
          className="absolute right-0 top-full z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <div className="flex items-center justify-between">
            <button type="button" aria-label="Previous year" onClick={() => setYear(year - 1)} className={`${buttonClass} h-9 w-9 hover:bg-slate-100`}>
              <span aria-hidden="true">‹</span>
            </button>
            <p className="text-sm font-semibold text-slate-900" aria-live="polite" data-testid="picker-year">
              {year}
            </p>
            <button type="button" aria-label="Next year" onClick={() => setYear(year + 1)} className={`${buttonClass} h-9 w-9 hover:bg-slate-100`}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <div className="mt-2 grid grid-cols-4 gap-1" onKeyDownCapture={onGridKey}>
            {MONTH_ABBREVIATIONS.map((abbreviation, i) => {
              const chosen = selected?.year === year && selected.month === i + 1;
              return (
                <button
                  key={abbreviation}
                  ref={(element) => {
                    monthRefs.current[i] = element;
                  }}
                  type="button"
                  tabIndex={focusMonth === i + 1 ? 0 : -1}
                  aria-label={shortMonthYear(i + 1, year)}
                  aria-pressed={chosen}
                  onClick={() => choose(shortMonthYear(i + 1, year))}
                  className={`${buttonClass} h-9 ${chosen ? "bg-brand-600 text-white" : "text-slate-800 hover:bg-slate-100"}`}
                >
                  {abbreviation}
                </button>
              );
            })}
          </div>
          {present ? (
            <button
              type="button"
              onClick={() => choose("Present")}
              className={`${buttonClass} mt-2 h-9 w-full border border-slate-300 text-slate-800 hover:bg-slate-100`}
            >
              Present
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A date field of the resume form: its text input, with the picker beside it once scripts run. */
export function DateField({ present, ...props }: FieldProps & { present?: boolean }) {
  return <Field {...props} inputAddon={<MonthYearPicker inputId={props.meta.id} present={present} disabled={props.disabled} />} />;
}
