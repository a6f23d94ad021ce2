/**
 * Notifications: at most one visible, 5000 ms, swipe right 50 px to dismiss, F8 focuses
 * the region (Radix Toast's defaults), 420 px max width, default and destructive variants.
 * Before hydration — and always without JavaScript — a flash toast renders as a plain status region.
 * While a modal dialog is open, the toasts show inside it (see toast-viewport.tsx).
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { TOAST_TURN_MS, type Toast, type ToastInput } from "../../lib/toast.ts";
import { variantClasses } from "./toast-look.ts";
import { useHydrated } from "./use-hydrated.ts";

/** The live region (Radix Toast) comes with the first toast: most pages never show one. */
const ToastViewport = lazy(() => import("./toast-viewport.tsx"));

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

export function Toaster({ flash }: { flash: Toast | null }) {
  const hydrated = useHydrated();
  const active = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  const [shownFlashId, setShownFlashId] = useState<string | undefined>();
  // once a toast has been shown the region stays, so a toast can close (and the next open) in place
  const [regionWanted, setRegionWanted] = useState(false);
  useEffect(() => {
    if (active) setRegionWanted(true);
  }, [active]);

  // A flash toast from the server (survived a redirect) is handed to the live toaster once.
  useEffect(() => {
    if (flash && flash.id !== shownFlashId) {
      setShownFlashId(flash.id);
      toast(flash);
    }
  }, [flash, shownFlashId]);

  if (!hydrated) return flash ? <StaticToast value={flash} /> : null;
  if (!regionWanted && !active) return null;
  return (
    // while the region loads, the toast shows as the plain region the server sends
    <Suspense fallback={active ? <StaticToast value={active} /> : null}>
      <ToastViewport active={active} onDismiss={dismiss} />
    </Suspense>
  );
}
