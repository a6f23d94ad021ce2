/**
 * A thin progress bar with a 'Loading' status while a client navigation waits for its data.
 * Shown after a short delay so fast navigations do not flicker.
 */
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

const SHOW_AFTER_MS = 150;

export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-0 z-50" data-testid="navigation-progress">
      <div className="h-1 w-full animate-pulse bg-brand-600" />
      <span className="sr-only">Loading</span>
    </div>
  );
}
