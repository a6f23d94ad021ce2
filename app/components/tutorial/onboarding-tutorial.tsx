/**
 * Onboarding tutorial for the with_tutorial variant of the tutorial_onboarding A/B test: three steps that appear 1 s after mount, with Skip, Next and Got it; step 1 offers
 * 'Upload Resume' (calls onUploadResume). A non-modal dialog so the page stays usable behind it.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../ui/button.tsx";

export const TUTORIAL_DELAY_MS = 1000;

export const TUTORIAL_STEPS = [
  {
    title: "Start with your old resume",
    body: "Upload a PDF or Word resume and we fill in the form for you. Auto-filled fields are marked 'Parsed' so you can check them.",
  },
  {
    title: "Polish it with AI",
    body: "Use 'Improve with AI' next to your summary, experience and skills to turn plain sentences into strong, ATS-friendly bullet points.",
  },
  {
    title: "Pick a template and download",
    body: "Choose a CV format, preview it, then generate and download your CV — ready to print or save as PDF.",
  },
] as const;

export const TUTORIAL_SEEN_KEY = "vitae_tutorial_seen";

function tutorialSeen(): boolean {
  try {
    return window.localStorage.getItem(TUTORIAL_SEEN_KEY) === "1";
  } catch {
    return false;
  }
}

function markTutorialSeen(): void {
  try {
    window.localStorage.setItem(TUTORIAL_SEEN_KEY, "1");
  } catch {
    // storage disabled: it may show again next time
  }
}

export type TutorialOutcome = "completed" | "skipped" | "upload";

export function OnboardingTutorial({
  onUploadResume,
  onClose,
  delayMs = TUTORIAL_DELAY_MS,
}: {
  /** Step 1's 'Upload Resume' action (e.g. opens the file picker). The tutorial closes first. */
  onUploadResume: () => void;
  /** Called once when the tutorial closes, with how it ended (for the tutorial_interaction event). */
  onClose?: (outcome: TutorialOutcome, step: number) => void;
  delayMs?: number;
}) {
  const [visible, setVisible] = useState(false);
  const [closed, setClosed] = useState(false);
  const [step, setStep] = useState(0);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // shown once per browser: after it has been closed, later visits to /create stay quiet
    if (tutorialSeen()) return;
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  useEffect(() => {
    // never take the focus from a field the visitor is typing in
    const active = document.activeElement;
    const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
    if (visible && !closed && !typing) headingRef.current?.focus();
  }, [visible, closed, step]);

  if (!visible || closed) return null;

  const close = (outcome: TutorialOutcome) => {
    setClosed(true);
    markTutorialSeen();
    onClose?.(outcome, step + 1);
  };
  const current = TUTORIAL_STEPS[step]!;
  const last = step === TUTORIAL_STEPS.length - 1;

  return (
    // a non-modal dialog: Escape inside it skips the tutorial, as Skip does
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="onboarding-tutorial"
      onKeyDown={(e) => {
        if (e.key === "Escape") close("skipped");
      }}
      className="fixed bottom-4 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 rounded-xl border border-slate-200 bg-white p-6 shadow-2xl sm:left-auto sm:right-4 sm:translate-x-0"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
        Step {step + 1} of {TUTORIAL_STEPS.length}
      </p>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="mt-1 text-lg font-bold outline-none">
        {current.title}
      </h2>
      <p className="mt-2 text-slate-700">{current.body}</p>
      <div className="mt-3 flex gap-1.5" aria-hidden="true">
        {TUTORIAL_STEPS.map((s, i) => (
          <span key={s.title} className={`h-1.5 flex-1 rounded-full ${i <= step ? "bg-brand-600" : "bg-slate-200"}`} />
        ))}
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <button type="button" onClick={() => close("skipped")} className="text-sm font-semibold text-slate-700 underline hover:text-slate-900">
          Skip
        </button>
        <div className="flex gap-2">
          {step === 0 ? (
            <Button
              variant="outline"
              className="text-sm"
              onClick={() => {
                close("upload");
                onUploadResume();
              }}
            >
              Upload Resume
            </Button>
          ) : null}
          {last ? (
            <Button className="text-sm" onClick={() => close("completed")}>
              Got it
            </Button>
          ) : (
            <Button className="text-sm" onClick={() => setStep((s) => s + 1)}>
              Next
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
