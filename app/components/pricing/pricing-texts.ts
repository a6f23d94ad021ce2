/**
 * The pricing modal's three presentations, word for word. Chosen per visitor by the
 * `pricing_display` A/B test (app/lib/ab.ts). Every claim is true: no sale, no timer, no invented
 * figures (docs/decisions/018-honest-plan-messages.md).
 */
import type { PricingVariant } from "../../lib/ab.ts";

export interface VariantTexts {
  title: string;
  subtitle: string | null;
  closeLabel: string;
}

export const VARIANT_TEXTS: Record<PricingVariant, VariantTexts> = {
  standard: { title: "Choose Your Plan", subtitle: "Select the best plan for your career needs", closeLabel: "Maybe Later" },
  // the urgency is the visitor's own: the application they are about to send
  urgency: {
    title: "Send your next application today",
    subtitle: "Upgrade in a minute: your CV is ready to download as soon as you have paid.",
    closeLabel: "I'll think about it",
  },
  value_focused: { title: "Get More Interviews", subtitle: "What the paid plans add to your CV", closeLabel: "Continue with Free Plan" },
};

/** Value-focused variant: what the paid plans do, at the top. */
export const VALUE_CLAIMS = ["No watermark", "ATS check with fixes", "Premium templates", "Word export (Pro)"] as const;
