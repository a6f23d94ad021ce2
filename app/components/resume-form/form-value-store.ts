/**
 * The resume form's latest values, shared by the form (which writes them on every change) and the
 * live preview and the step progress (which read them) without re-rendering the form.
 */
import { useEffect, useState, useSyncExternalStore } from "react";

/** How long typing pauses before the preview and the progress follow it. */
export const PREVIEW_DELAY_MS = 250;

/** The form's latest values, shared by the form (which writes them) and the preview and steps (which read them). */
export interface FormValueStore {
  get: () => unknown;
  set: (value: unknown) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createFormValueStore(): FormValueStore {
  let current: unknown;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(value) {
      current = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The form's values, at most one change per `delay` (typing does not re-render the CV per key). */
export function useFormValue(store: FormValueStore, delay = 0): unknown {
  const value = useSyncExternalStore(store.subscribe, store.get, () => undefined);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delay === 0) return setSettled(value);
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return delay === 0 ? value : settled;
}
