/**
 * What every modal of the site shares: they are native <dialog>s opened with showModal() (focus
 * handling, Escape and the inert page come from the browser; `html:has(dialog:modal)` in app.css
 * holds the page still). Used by the React Modal (ui/dialog.tsx) and by the server-rendered gallery
 * dialogs that plain DOM code opens (gallery/gallery-dialog.tsx, gallery-dialogs-behaviour.ts).
 */

export type DialogSize = "md" | "lg" | "xl";

const WIDTH: Record<DialogSize, string> = { md: "max-w-lg", lg: "max-w-3xl", xl: "max-w-5xl" };

/**
 * The <dialog> box itself has no padding (its content box gets it), so that a click on the
 * <dialog> element is a click on its backdrop.
 */
export function dialogClassName(size: DialogSize): string {
  return `m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 ${WIDTH[size]}`;
}

/**
 * Tells a click on a dialog's backdrop: pressed and released on the <dialog> element itself. Not a
 * text selection dragged out of the box, nor the second click of the double click that opened it.
 */
export function backdropClicks() {
  let pressedOn: EventTarget | null = null;
  return {
    /** Call on every pointerdown in or around the dialog. */
    pressed(event: { target: EventTarget | null }) {
      pressedOn = event.target;
    },
    isBackdropClick(event: { target: EventTarget | null; detail: number }, dialog: HTMLDialogElement): boolean {
      return event.target === dialog && pressedOn === dialog && event.detail <= 1;
    },
  };
}

/**
 * showModal() focuses the first focusable control, and a browser scrolls a tall dialog to it: on a
 * phone the plans dialog would open at its middle. Opened that way, the dialog starts at its top
 * instead, with focus on its title (focusable by script only, tabindex -1), so reading and Tab
 * start where the dialog does.
 */
export function showModalAtTop(dialog: HTMLDialogElement): void {
  dialog.showModal();
  if (dialog.scrollTop === 0) return;
  const labelledBy = dialog.getAttribute("aria-labelledby");
  const title = labelledBy ? dialog.ownerDocument.getElementById(labelledBy) : null;
  title?.focus({ preventScroll: true });
  dialog.scrollTop = 0;
}
