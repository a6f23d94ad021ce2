/**
 * The landing page's live part (the exit-intent popup) as plain DOM code: the page ships without React
 * (handle.hydrate === false) and app/client/static-page.ts starts these on the server-rendered
 * markup; when the landing is reached by a client-side navigation instead, its React components start
 * the very same functions from an effect. Each returns the function that stops it.
 */
import { EXIT_INTENT_ARM_MS, EXIT_INTENT_STORAGE_KEY } from "../../lib/landing-content.ts";

function exitIntentShown(): boolean {
  try {
    return window.sessionStorage.getItem(EXIT_INTENT_STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

function markExitIntentShown() {
  try {
    window.sessionStorage.setItem(EXIT_INTENT_STORAGE_KEY, "true");
  } catch {
    // storage disabled: it shows once per page load instead
  }
}

/**
 * Exit intent: armed 3 s after start, opens the <dialog> when the pointer leaves the window through
 * the top (clientY <= 0), at most once per browser session. 'Claim' closes it and scrolls to the
 * section named by the dialog's data-scroll-target; 'No thanks' (and Escape) close it.
 */
export function armExitIntent(dialog: HTMLDialogElement): () => void {
  if (exitIntentShown()) return () => {};
  let armed = false;
  let shown = false;
  const timer = window.setTimeout(() => {
    armed = true;
  }, EXIT_INTENT_ARM_MS);

  const onLeave = (event: MouseEvent) => {
    if (!armed || shown || event.clientY > 0) return;
    // mouseout fires for every element; only leaving the document counts
    if (event.type === "mouseout" && event.relatedTarget !== null) return;
    if (exitIntentShown()) return;
    shown = true;
    markExitIntentShown();
    dialog.showModal();
  };

  const onClick = (event: MouseEvent) => {
    const action = (event.target as Element | null)?.closest<HTMLElement>("[data-exit-intent]")?.dataset.exitIntent;
    if (!action) return;
    dialog.close();
    if (action !== "claim") return;
    const targetId = dialog.dataset.scrollTarget ?? "create";
    // after the dialog has returned focus, bring the target section into view
    window.setTimeout(() => {
      const target = document.getElementById(targetId);
      if (!target) return;
      target.scrollIntoView({ behavior: "smooth", block: "start" });
      window.history.replaceState(window.history.state, "", `#${targetId}`);
    }, 0);
  };

  document.addEventListener("mouseleave", onLeave);
  document.addEventListener("mouseout", onLeave);
  dialog.addEventListener("click", onClick);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener("mouseleave", onLeave);
    document.removeEventListener("mouseout", onLeave);
    dialog.removeEventListener("click", onClick);
  };
}

/** Starts every live part found under `root` (the landing page's markup). */
export function startLandingBehaviour(root: ParentNode): () => void {
  const stops: Array<() => void> = [];
  for (const dialog of root.querySelectorAll<HTMLDialogElement>("dialog[data-exit-intent-dialog]")) stops.push(armExitIntent(dialog));
  return () => {
    for (const stop of stops) stop();
  };
}
