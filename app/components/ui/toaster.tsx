/**
 * Notifications: at most one visible, 5000 ms, swipe right 50 px to dismiss, F8 focuses
 * the region (Radix Toast's defaults), 420 px max width, default and destructive variants.
 * Before hydration — and always without JavaScript — a flash toast renders as a plain status region.
 * While a modal dialog is open, the toasts show inside it (useToastContainer).
 */
import * as RadixToast from "@radix-ui/react-toast";
import { useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, TOAST_TURN_MS, type Toast, type ToastInput } from "../../lib/toast.ts";
import { useHydrated } from "./use-hydrated.ts";

type Listener = () => void;
let current: (Toast & { id: string }) | null = null;
const listeners = new Set<Listener>();
let counter = 0;

/** Toasts waiting for their turn (toastInTurn) and the timer that hands out the next turn. */
let waiting: ToastInput[] = [];
let turnTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows a toast, replacing the visible one (the limit is one). Toasts still waiting their turn are dropped: this one is newer news. */
export function toast(input: ToastInput) {
  waiting = [];
  clearTimeout(turnTimer);
  turnTimer = undefined;
  show(input);
}

/**
 * Shows toasts one after another: each queued toast stays TOAST_TURN_MS before the next replaces it,
 * so steps announced in the same moment (uploaded, parsed, loaded) are each seen.
 */
export function toastInTurn(input: ToastInput) {
  waiting.push(input);
  if (turnTimer === undefined) nextTurn();
}

function nextTurn() {
  const next = waiting.shift();
  if (!next) {
    turnTimer = undefined;
    return;
  }
  show(next);
  turnTimer = setTimeout(nextTurn, TOAST_TURN_MS);
}

function show(input: ToastInput) {
  counter += 1;
  current = { variant: "default", ...input, id: input.id ?? `toast-${counter}` } as Toast & { id: string };
  for (const listener of listeners) listener();
}

function dismiss() {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const variantClasses = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
} as const;

function StaticToast({ value }: { value: Toast }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`fixed bottom-4 right-4 z-50 w-[calc(100%-2rem)] max-w-[420px] rounded-lg border p-4 shadow-lg ${variantClasses[value.variant]}`}
    >
      <p className="font-semibold">{value.title}</p>
      {value.description ? <p className="mt-1 text-sm opacity-90">{value.description}</p> : null}
      {value.action ? (
        <a className="mt-2 inline-block text-sm font-medium underline" href={value.action.href}>
          {value.action.label}
        </a>
      ) : null}
    </div>
  );
}

/** The topmost open <dialog>, if any: every dialog of the site is opened modal (showModal()). */
function topModalDialog(): HTMLDialogElement | null {
  return Array.from(document.querySelectorAll<HTMLDialogElement>("dialog[open]")).at(-1) ?? null;
}

/**
 * While a modal dialog is open everything outside it is inert and under its backdrop, so a toast
 * shown then (a failed photo upload in the crop dialog) goes inside the dialog. Dialogs open and
 * close by their `open` attribute; the React Modal's are children of <body>.
 */
function useToastContainer(enabled: boolean): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    if (!enabled) return;
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
  }, [enabled]);
  return dialog;
}

export function Toaster({ flash }: { flash: Toast | null }) {
  const hydrated = useHydrated();
  const active = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const [shownFlashId, setShownFlashId] = useState<string | undefined>();
  const modalDialog = useToastContainer(hydrated);

  // A flash toast from the server (survived a redirect) is handed to the live toaster once.
  useEffect(() => {
    if (flash && flash.id !== shownFlashId) {
      setShownFlashId(flash.id);
      toast(flash);
    }
  }, [flash, shownFlashId]);

  if (!hydrated) return flash ? <StaticToast value={flash} /> : null;

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
            if (!open) dismiss();
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
