/**
 * Marks a premium template before anyone picks it (Free gets the basic templates; Fast Pass and Pro
 * the premium ones). Plain markup, so it also renders on pages that ship without React.
 */
export function PremiumBadge({ className = "" }: { className?: string }) {
  return (
    <span
      data-testid="premium-badge"
      className={`inline-flex items-center gap-1 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ${className}`}
    >
      <span aria-hidden="true">★</span>
      Premium
      <span className="sr-only"> template, included in Fast Pass and Pro</span>
    </span>
  );
}
