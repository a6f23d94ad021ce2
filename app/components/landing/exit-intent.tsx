/**
 * Exit-intent popup: a native <dialog> the server renders closed; armExitIntent
 * (landing-behaviour.ts) opens it when the pointer leaves through the top, 3 s after load, once per
 * browser session. JavaScript only: without it the dialog never opens and the page is complete.
 * It offers only what every visitor has: the free first CV, with the watermark said plainly.
 */
import { useEffect, useRef } from "react";
import { armExitIntent } from "./landing-behaviour.ts";
import { Button } from "../ui/button.tsx";
import { WATERMARK_TEXT } from "../cv/cv.ts";

export function ExitIntentPopup({ targetId = "create" }: { targetId?: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // a client-side navigation to the landing page; the document load is armed by static-page.ts
  useEffect(() => (dialogRef.current ? armExitIntent(dialogRef.current) : undefined), []);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="exit-intent-title"
      data-exit-intent-dialog=""
      data-scroll-target={targetId}
      data-testid="exit-intent"
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id="exit-intent-title" className="text-xl font-bold">
        Before you go: your first CV is free
      </h2>
      <p className="mt-4 text-slate-700">
        Create your CV in under 5 minutes with the guided form, or in about 30 seconds with the AI generator. No signup is required. The free CV carries the
        watermark &ldquo;{WATERMARK_TEXT}&rdquo;; Fast Pass ($5 once) removes it.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Button data-exit-intent="claim" size="lg">
          See How to Start
        </Button>
        <button type="button" data-exit-intent="dismiss" className="rounded-md px-4 py-2 text-sm text-slate-700 underline hover:text-slate-900">
          Not now
        </button>
      </div>
    </dialog>
  );
}
