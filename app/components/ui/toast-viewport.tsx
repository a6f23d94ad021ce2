/**
 * The live toast region (Radix Toast): the one visible toast, its swipe and timer, and the F8
 * landmark. Loaded with the first toast of the page (see Toaster): most pages never show one.
 */
import * as RadixToast from "@radix-ui/react-toast";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type Toast } from "../../lib/toast.ts";
import { variantClasses } from "./toast-look.ts";

/** The topmost open <dialog>, if any: every dialog of the site is opened modal (showModal()). */
function topModalDialog(): HTMLDialogElement | null {
  return Array.from(document.querySelectorAll<HTMLDialogElement>("dialog[open]")).at(-1) ?? null;
}

/**
 * While a modal dialog is open everything outside it is inert and under its backdrop, so a toast
 * shown then (a failed photo upload in the crop dialog) goes inside the dialog. Dialogs open and
 * close by their `open` attribute; the React Modal's are children of <body>.
 */
function useToastContainer(): HTMLDialogElement | null {
  // only ever rendered in the browser (it loads with the first toast): the dialog is known at once
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(topModalDialog);
  useEffect(() => {
    const update = () => setDialog(topModalDialog());
    const openChanges = new MutationObserver(update);
    openChanges.observe(document.body, { subtree: true, attributeFilter: ["open"] });
    const removals = new MutationObserver(update);
    removals.observe(document.body, { childList: true });
    update();
    return () => {
      openChanges.disconnect();
      removals.disconnect();
    };
  }, []);
  return dialog;
}

export default function ToastViewport({ active, onDismiss }: { active: (Toast & { id: string }) | null; onDismiss: () => void }) {
  const modalDialog = useToastContainer();
  const viewport = (
    <RadixToast.Viewport
      label="Notifications ({hotkey})"
      className="fixed bottom-0 right-0 z-50 m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
    />
  );

  return (
    // the screen-reader announcement is a separate hidden element: it goes where the viewport goes
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      announcerContainer={modalDialog ?? undefined}
    >
      {active ? (
        <RadixToast.Root
          key={active.id}
          type={active.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) onDismiss();
          }}
          className={`toast-root relative rounded-lg border p-4 pr-10 shadow-lg ${variantClasses[active.variant]}`}
          data-variant={active.variant}
        >
          <RadixToast.Title className="font-semibold">{active.title}</RadixToast.Title>
          {active.description ? <RadixToast.Description className="mt-1 text-sm opacity-90">{active.description}</RadixToast.Description> : null}
          {active.action ? (
            <RadixToast.Action altText={active.action.label} asChild>
              <a className="mt-2 inline-block text-sm font-medium underline" href={active.action.href}>
                {active.action.label}
              </a>
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close
            aria-label="Close"
            className="absolute right-2 top-2 inline-flex min-h-6 min-w-6 items-center justify-center rounded px-2 text-lg leading-none opacity-70 hover:opacity-100"
          >
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      {modalDialog ? createPortal(viewport, modalDialog) : viewport}
    </RadixToast.Provider>
  );
}
