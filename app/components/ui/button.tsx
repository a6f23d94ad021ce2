/**
 * The site's buttons: one look per role, so a page never spells out the class string again.
 * `Button` renders a <button>; `buttonClassName` gives the same look to a <Link> or <a> that acts as
 * a button. `StatusButton` is a submit button that shows its form is on its way and cannot be
 * pressed twice (the form still posts without JavaScript: pending state is only an enhancement).
 */
import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";

export type ButtonVariant = "primary" | "secondary" | "outline" | "quiet" | "danger" | "pro";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  // the brand's second choice next to a primary button (AI Generator beside Create, Customize beside Use)
  outline: "border border-brand-600 text-brand-700 hover:bg-brand-50",
  quiet: "text-brand-700 underline-offset-2 hover:underline",
  danger: "bg-red-600 text-white hover:bg-red-700",
  pro: "bg-violet-700 text-white hover:bg-violet-800",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2",
  lg: "px-6 py-3",
};

export function buttonClassName({
  variant = "primary",
  size = "md",
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return [
    "inline-flex items-center justify-center gap-2 rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, className })} {...props} />;
}

export interface StatusButtonProps extends ButtonProps {
  /** The form this button sends is on its way. */
  pending: boolean;
  /** What the button says meanwhile (default: its usual label). */
  pendingLabel?: ReactNode;
}

export function StatusButton({ pending, pendingLabel, children, disabled, type = "submit", ...props }: StatusButtonProps) {
  return (
    <Button type={type} disabled={disabled || pending} aria-busy={pending || undefined} {...props}>
      {pending ? (
        <>
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          {pendingLabel ?? children}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
