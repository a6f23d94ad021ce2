/**
 * The month/year picker's panel: a year with its twelve months (and "Present" for an end date),
 * started on the date the field's text names. Loaded the first time a picker opens: typing a date
 * needs none of it.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { MONTH_ABBREVIATIONS, shortMonthYear } from "../../lib/text/months.ts";
import { readMonthYear } from "../../lib/month-year.ts";
import { PICKER_BUTTON_CLASS } from "./month-year-picker.tsx";

const COLUMNS = 4;

/** Sets the input's value as typing would: the form's input listeners see the change. */
function writeValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

export function MonthYearPanel({ inputId, panelId, present, onDone }: { inputId: string; panelId: string; present: boolean; onDone: () => void }) {
  const input = () => document.getElementById(inputId) as HTMLInputElement | null;
  // the chosen month (or this month) of the year the field names (or this year)
  const [start] = useState(() => {
    const picked = readMonthYear(input()?.value);
    const now = new Date();
    return { picked, year: picked?.year ?? now.getFullYear(), month: picked?.month ?? now.getMonth() + 1 };
  });
  const [year, setYear] = useState(start.year);
  const [focusMonth, setFocusMonth] = useState(start.month);
  const monthRefs = useRef<(HTMLButtonElement | null)[]>([]);

  // the chosen (or this) month has focus when the picker opens, and follows the arrow keys
  useEffect(() => {
    monthRefs.current[focusMonth - 1]?.focus();
  }, [focusMonth]);

  function choose(value: string) {
    const field = input();
    if (field) writeValue(field, value);
    onDone();
  }

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

  const selected = start.picked;
  return (
    <div
      id={panelId}
      role="dialog"
      aria-label="Month and year"
      data-testid="month-year-picker"
      className="absolute right-0 top-full z-30 mt-1 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
    >
      <div className="flex items-center justify-between">
        <button type="button" aria-label="Previous year" onClick={() => setYear(year - 1)} className={`${PICKER_BUTTON_CLASS} h-9 w-9 hover:bg-slate-100`}>
          <span aria-hidden="true">‹</span>
        </button>
        <p className="text-sm font-semibold text-slate-900" aria-live="polite" data-testid="picker-year">
          {year}
        </p>
        <button type="button" aria-label="Next year" onClick={() => setYear(year + 1)} className={`${PICKER_BUTTON_CLASS} h-9 w-9 hover:bg-slate-100`}>
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
              className={`${PICKER_BUTTON_CLASS} h-9 ${chosen ? "bg-brand-600 text-white" : "text-slate-800 hover:bg-slate-100"}`}
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
          className={`${PICKER_BUTTON_CLASS} mt-2 h-9 w-full border border-slate-300 text-slate-800 hover:bg-slate-100`}
        >
          Present
        </button>
      ) : null}
    </div>
  );
}
