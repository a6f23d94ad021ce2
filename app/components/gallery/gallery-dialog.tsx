/**
 * A gallery's modal dialog as a native <dialog>, rendered closed: gallery-dialogs-behaviour.ts opens
 * it with showModal(), so it works on the pages that ship without React (see ui/native-dialog.ts).
 */
import type { ReactNode } from "react";
import { DialogBody } from "../ui/dialog.tsx";
import { dialogClassName } from "../ui/native-dialog.ts";

export function GalleryDialog({
  titleId,
  title,
  wide = false,
  closeButton,
  children,
  ...data
}: { titleId: string; title: ReactNode; wide?: boolean; closeButton?: ReactNode; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <dialog aria-labelledby={titleId} {...data} className={dialogClassName(wide ? "xl" : "lg")}>
      <DialogBody titleId={titleId} title={title} closeButton={closeButton}>
        {children}
      </DialogBody>
    </dialog>
  );
}
