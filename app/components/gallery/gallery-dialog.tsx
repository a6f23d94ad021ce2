/**
 * A gallery's modal dialog as a native <dialog>, rendered closed: gallery-dialogs-behaviour.ts opens
 * it with showModal() (focus, Escape and the inert page come from the browser), so it works on the
 * pages that ship without React. The padding sits on an inner box: a click on the <dialog> element
 * itself is a click on the backdrop.
 */
import type { ReactNode } from "react";

export function GalleryDialog({
  titleId,
  title,
  wide = false,
  children,
  ...data
}: { titleId: string; title: ReactNode; wide?: boolean; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <dialog
      aria-labelledby={titleId}
      {...data}
      className={`m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 ${wide ? "max-w-5xl" : "max-w-3xl"}`}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
