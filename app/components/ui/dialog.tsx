/**
 * An accessible modal for the React pages: a native <dialog> opened with showModal() (see
 * native-dialog.ts), labelled by its title, closed by Escape, the backdrop or the caller. `open` is
 * the caller's: Escape and the backdrop ask `onClose`, and a caller that refuses (a crop being
 * uploaded) keeps it open. The dialog is portalled to <body>, so the buttons of its content never
 * belong to a form around the component, and it renders nothing on the server (every modal here
 * is opened by a script).
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { backdropClicks, dialogClassName, showModalAtTop, type DialogSize } from "./native-dialog.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * The inside of every modal: the padded box (see dialogClassName) with the title that labels it and,
 * when given, a close button beside the title (in the same row, so a long title wraps before it
 * instead of running under it on a phone).
 */
export function DialogBody({ titleId, title, closeButton, children }: { titleId: string; title: ReactNode; closeButton?: ReactNode; children: ReactNode }) {
  return (
    <div className="p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} tabIndex={-1} className="min-w-0 text-xl font-bold break-words focus:outline-none">
          {title}
        </h2>
        {closeButton}
      </div>
      <div className="mt-4">{children}</div>
    </div>
  );
}

export function Modal({
  open,
  onClose,
  title,
  children,
  size = "md",
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: DialogSize;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [backdrop] = useState(backdropClicks);
  // portalled to <body>, which exists once React runs in the browser
  const hydrated = useHydrated();
  const titleId = useId();
  const latest = useRef({ open, onClose });
  // the latest props for the element's own event listeners, which are attached once
  // eslint-disable-next-line react-hooks/refs -- written during render on purpose, read only in event handlers
  latest.current = { open, onClose };

  // the caller's `open` drives the element (and brings it back if the browser closed it on its own)
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) showModalAtTop(dialog);
    if (!open && dialog.open) dialog.close();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape: ask the caller instead of closing
    const onCancel = (event: Event) => {
      event.preventDefault();
      latest.current.onClose();
    };
    // a browser may close it anyway (a second Escape without user activation is not cancelable)
    const onNativeClose = () => {
      // "close" comes a moment after close(): not for a dialog that is meant to be (or is again) open
      if (!latest.current.open || dialog.open) return;
      latest.current.onClose();
      // a caller that refused keeps it open
      queueMicrotask(() => {
        if (latest.current.open && dialog.isConnected && !dialog.open) dialog.showModal();
      });
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      // unmounted while open (a navigation): closing returns focus to the opener
      if (dialog.open) dialog.close();
    };
  }, [hydrated]);

  if (!hydrated) return null;
  return createPortal(
    // the backdrop is the <dialog> element itself: a click there closes it, and Escape closes it through the dialog's cancel event
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={dialogClassName(size)}
      onPointerDown={(event) => backdrop.pressed(event)}
      onClick={(event) => {
        if (dialogRef.current && backdrop.isBackdropClick(event, dialogRef.current)) latest.current.onClose();
      }}
    >
      {open ? (
        <DialogBody titleId={titleId} title={title}>
          {children}
        </DialogBody>
      ) : null}
    </dialog>,
    document.body,
  );
}
