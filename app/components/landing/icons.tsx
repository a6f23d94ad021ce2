/**
 * The landing pages' icons: small inline SVGs drawn with the text colour (currentColor), so they
 * show the same on every machine, with or without an emoji font. Decorative: the card's title says
 * what the icon shows, so each is hidden from assistive technology.
 */
import type { ReactNode } from "react";

const PATHS = {
  // a stopwatch
  clock: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M10 2h4M12 2v3" />
    </>
  ),
  // a document with a tick: read correctly by the software
  check: (
    <>
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path d="M14 3v5h5M9 14l2 2 4-4" />
    </>
  ),
  // a pen writing a line
  pen: (
    <>
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z" />
      <path d="M13 21h8" />
    </>
  ),
  // an arrow into a tray: upload a file
  upload: (
    <>
      <path d="M12 15V3M7 8l5-5 5 5" />
      <path d="M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
    </>
  ),
  // three page layouts side by side
  layout: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <path d="M9 4v16M9 10h12" />
    </>
  ),
  // a padlock
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="1" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  // a person with no form to fill: no signup
  person: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type LandingIconName = keyof typeof PATHS;

export function LandingIcon({ name, className = "h-7 w-7" }: { name: LandingIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      data-landing-icon={name}
    >
      {PATHS[name]}
    </svg>
  );
}
