/**
 * The builder's steps (Contact → Experience → Education → Skills → Extras → Design): plain links to
 * the sections of the one form page, so they work without JavaScript. With it, the step being read
 * is marked as the author scrolls, and the progress says how many steps have content.
 */
import { useEffect, useMemo, useState, type MouseEvent } from "react";
import { CONTENT_STEPS, EDITOR_STEPS, filledSteps, type EditorStepId } from "../../lib/live-resume.ts";
import { readFormResume } from "../../lib/resume-checks.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { PREVIEW_DELAY_MS, useFormValue, type FormValueStore } from "./form-value-store.ts";

/** The id of a step's section in the page (the form's fieldsets carry them). */
export const stepAnchor = (id: EditorStepId) => `step-${id}`;

/** The last step whose section has reached a line a third of the way down the window. */
function stepAtLine(): EditorStepId {
  const line = window.innerHeight * 0.35;
  let current: EditorStepId = EDITOR_STEPS[0].id;
  for (const step of EDITOR_STEPS) {
    const top = document.getElementById(stepAnchor(step.id))?.getBoundingClientRect().top;
    if (top !== undefined && top <= line) current = step.id;
  }
  return current;
}

/** How long after a step's link is followed its mark holds while the link's own scroll runs. */
const FOLLOW_HOLD_MS = 500;

/**
 * Whether a step's section sits where following its link put it: its top at the scroll margin, or
 * lower when the page is scrolled to its end (a short last section never reaches the line).
 */
function sectionAtItsAnchor(id: EditorStepId): boolean {
  const section = document.getElementById(stepAnchor(id));
  if (!section) return false;
  const top = section.getBoundingClientRect().top;
  const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
  const atPageEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
  return Math.abs(top - margin) <= 2 || (top > margin && atPageEnd);
}

/**
 * The step being read: follows the scrolling and the steps' links. The sections are looked up on
 * every check, not held: a restored draft or a server's refill replaces the form and its sections.
 */
function useCurrentStep(): EditorStepId | null {
  const [current, setCurrent] = useState<EditorStepId | null>(null);
  useEffect(() => {
    let chosen: { id: EditorStepId; at: number } | null = null;
    let frame = 0;
    let afterScrolling = 0;
    const update = () => {
      // a step chosen by its link keeps the mark while the link's scroll runs and for as long as its
      // section stays where the link put it; once the author scrolls on, the reading line decides
      if (chosen) {
        const held = Date.now() - chosen.at;
        // looked at again when the hold ends: the last scroll may have come just before the choice
        if (held < FOLLOW_HOLD_MS) {
          window.clearTimeout(afterScrolling);
          afterScrolling = window.setTimeout(update, FOLLOW_HOLD_MS - held + 1);
          return setCurrent(chosen.id);
        }
        if (sectionAtItsAnchor(chosen.id)) return setCurrent(chosen.id);
      }
      chosen = null;
      setCurrent(stepAtLine());
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
      // once more when the scrolling has stopped: the last scroll may fall inside the hold
      window.clearTimeout(afterScrolling);
      afterScrolling = window.setTimeout(update, FOLLOW_HOLD_MS);
    };
    const followLink = () => {
      const step = EDITOR_STEPS.find((s) => stepAnchor(s.id) === window.location.hash.slice(1));
      if (!step) return onScroll();
      chosen = { id: step.id, at: Date.now() };
      setCurrent(step.id);
    };
    followLink();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("hashchange", followLink);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(afterScrolling);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("hashchange", followLink);
    };
  }, []);
  return current;
}

/** The steps, with the progress read from the form's values once scripts run. */
export function EditorSteps({ store }: { store: FormValueStore }) {
  const hydrated = useHydrated();
  const current = useCurrentStep();
  const value = useFormValue(hydrated ? store : NO_STORE, PREVIEW_DELAY_MS);
  const filled = useMemo(() => (hydrated ? filledSteps(readFormResume(value)) : null), [hydrated, value]);
  return (
    <nav
      aria-label="Resume steps"
      className="sticky top-16 z-30 -mx-1 border-b border-slate-200 bg-white/95 px-1 py-2 backdrop-blur"
      data-testid="editor-steps"
    >
      <ol className="flex gap-1 overflow-x-auto text-sm">
        {EDITOR_STEPS.map((step, index) => {
          const active = current === step.id;
          const done = filled?.has(step.id) ?? false;
          return (
            <li key={step.id} className="shrink-0">
              <a
                href={`#${stepAnchor(step.id)}`}
                onClick={jumpToStep}
                aria-current={active ? "step" : undefined}
                className={`flex items-center gap-1.5 rounded-full px-3 py-1.5 font-medium ${
                  active ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                }`}
              >
                <span aria-hidden="true" className={`text-xs ${active ? "text-white" : done ? "text-green-700" : "text-slate-500"}`}>
                  {done ? "✓" : index + 1}
                </span>
                {step.label}
                {done ? <span className="sr-only"> (has content)</span> : null}
              </a>
            </li>
          );
        })}
      </ol>
      {/* the line's room is kept before scripts run, so the form does not move when the progress appears */}
      <p className="mt-1 flex min-h-5 items-center gap-2 text-xs text-slate-700" data-testid="editor-progress">
        {filled ? (
          <>
            <progress className="h-1.5 w-24 accent-brand-600" max={CONTENT_STEPS.length} value={filled.size} aria-label="Steps with content" />
            {`${filled.size} of ${CONTENT_STEPS.length} steps have content`}
          </>
        ) : null}
      </p>
    </nav>
  );
}

const NO_STORE: FormValueStore = { get: () => undefined, set: () => {}, subscribe: () => () => {} };

/**
 * With scripts, a step's link moves to its section without a history entry the router would see:
 * the browser's own jump pushes one with no router key, and the router then "restores" a scroll
 * position over the author's own scrolling. The address still names the step (a shared link or a
 * reload lands there), and the steps follow it as they follow a jump.
 */
function jumpToStep(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const hash = event.currentTarget.hash;
  const section = document.getElementById(hash.slice(1));
  if (!section) return;
  event.preventDefault();
  const oldURL = window.location.href;
  window.history.replaceState(window.history.state, "", hash);
  section.scrollIntoView();
  window.dispatchEvent(new HashChangeEvent("hashchange", { oldURL, newURL: window.location.href }));
}
