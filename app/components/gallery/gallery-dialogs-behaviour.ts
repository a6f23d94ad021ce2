/**
 * The galleries' dialogs (templates and examples) as plain DOM code, for pages that ship
 * without React (app/client/static-page.ts) and their React components alike. On the server-rendered
 * markup:
 * - a plain click on [data-open-dialog="key"] (a link that works without JavaScript) opens
 *   <dialog data-dialog="key"> instead, closing the dialog it was clicked in, if any;
 * - [data-close-dialog] closes its dialog, and so does a click on the backdrop (pressed and released
 *   there: a text selection dragged out of the box or the second click of a double click that
 *   opened the dialog does not count).
 */
import { backdropClicks, showModalAtTop } from "../ui/native-dialog.ts";

/** A click the browser should handle itself: another button, or a modifier (new tab, download). */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function enhanceGalleryDialogs(root: HTMLElement): () => void {
  const backdrop = backdropClicks();
  const onPointerDown = (event: PointerEvent) => backdrop.pressed(event);
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !isPlainClick(event)) return;
    // the <dialog> element itself only receives presses outside its content box
    if (target instanceof HTMLDialogElement) {
      if (target.open && backdrop.isBackdropClick(event, target)) target.close();
      return;
    }
    const opener = target.closest<HTMLElement>("[data-open-dialog]");
    const key = opener?.dataset.openDialog;
    if (opener && key) {
      const dialog = root.querySelector<HTMLDialogElement>(`dialog[data-dialog="${CSS.escape(key)}"]`);
      if (!dialog) return;
      event.preventDefault();
      opener.closest("dialog")?.close();
      showModalAtTop(dialog);
      return;
    }
    target.closest("[data-close-dialog]")?.closest("dialog")?.close();
  };
  root.addEventListener("pointerdown", onPointerDown);
  root.addEventListener("click", onClick);
  return () => {
    root.removeEventListener("pointerdown", onPointerDown);
    root.removeEventListener("click", onClick);
  };
}
