/**
 * Small icons set inside a button or link's text, as inline SVGs drawn with the text colour: they
 * show the same on every machine (no emoji font needed). The sparkle marks an AI action and is
 * decorative; the lock says a tool needs a paid plan, so it carries that as its name.
 */
const SVG_PROPS = {
  viewBox: "0 0 24 24",
  width: "1em",
  height: "1em",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  className: "inline-block shrink-0 align-[-0.125em]",
} as const;

export function SparkleIcon() {
  return (
    <svg {...SVG_PROPS} aria-hidden="true" focusable="false">
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
      <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
    </svg>
  );
}

export function LockIcon() {
  return (
    <svg {...SVG_PROPS} role="img" aria-label="locked" focusable="false">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
