/**
 * The edit page's secondary tools (the resume's other tools and the AI enhancers). On a wide screen
 * they sit in a row above the form as before; on a narrow one they would push the form below the
 * first screen, so they fold into one "More tools" disclosure. A native <details>: it opens and
 * closes with or without JavaScript, and its summary is a keyboard-operable button with its
 * expanded state. The tools are rendered in both places (as the site's menu does); the one the
 * screen does not use is display:none, out of the page and of the accessibility tree.
 */
import type { ReactNode } from "react";
import { buttonClassName } from "../ui/button.tsx";

export function MoreTools({ children }: { children: ReactNode }) {
  return (
    <>
      <details className="group mt-4 md:hidden" data-testid="more-tools">
        <summary className={buttonClassName({ variant: "secondary", size: "sm", className: "cursor-pointer list-none [&::-webkit-details-marker]:hidden" })}>
          More tools
          <span aria-hidden="true" className="text-xs transition-transform group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div className="mt-3 rounded-lg border border-slate-200 p-3">{children}</div>
      </details>
      <div className="mt-4 hidden md:block">{children}</div>
    </>
  );
}
