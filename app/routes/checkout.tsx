/**
 * /checkout — plan selection and payment ("Checkout").
 * The current plan comes from the server (peekEntitlement). Paying needs Razorpay's script, so
 * without JavaScript the page shows the plans, says plainly that payment needs JavaScript and
 * keeps the buttons disabled. `?plan=fastpass|pro` (from the pricing modal) starts that plan's
 * payment as soon as the page runs.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/checkout";
import { startCheckout } from "../components/pricing/razorpay-checkout.ts";
import { toast } from "../components/ui/toaster.tsx";
import { useHydrated } from "../components/ui/use-hydrated.ts";
import { track } from "../lib/analytics.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { claimEmailField } from "../lib/sign-in-forms.ts";
import {
  formatDollars,
  formatRupees,
  isPlanDisabled,
  planButtonLabel,
  planByKey,
  PLANS,
  RUPEES_PER_DOLLAR,
  upgradeSuccessDescription,
  type Plan,
  type PlanKey,
} from "../lib/plan-table.ts";
import { publicCheckoutConfig } from "../server/payments/payments.server.ts";
import { planForPage } from "../server/payments/plan-for-page.server.ts";
import { getVisitorSession } from "../server/session.server.ts";
import { buttonClassName, StatusButton } from "../components/ui/button.tsx";

export function meta() {
  return [
    { title: `Choose Your Plan | ${PRODUCT_NAME}` },
    { name: "description", content: "Free, Fast Pass ($5 one-time) or Pro ($9 per month): pick the plan for your CV." },
  ];
}

const PAYMENTS_OFF = "Payments are not set up on this server yet, so Fast Pass and Pro cannot be bought here.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { visitorId, account } = getVisitorSession(context);
  const plan = await planForPage(visitorId);
  const checkout = publicCheckoutConfig();
  const requested = new URL(request.url).searchParams.get("plan");
  return {
    current: plan.planKey,
    keyId: checkout.keyId,
    // without keys nothing can be bought: the page says so once and keeps the buttons off
    configured: checkout.configured,
    testMode: checkout.configured && checkout.testMode,
    autoStart: requested === "fastpass" || requested === "pro" ? (requested as PlanKey) : null,
    signedInAs: account?.email ?? null,
  };
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 flex-none text-green-600" fill="currentColor">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 flex-none text-red-600" fill="currentColor">
      <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

interface ClaimEmailField {
  value: string;
  error: string | null;
  disabled: boolean;
  onChange(value: string): void;
}

/**
 * A plan bought in a browser that is not signed in belongs to that browser alone: the page offers
 * to sign in before paying, or to give an email the purchase is saved to (signing in with it later,
 * on any device, brings the plan), and to sign in once paid.
 */
function SavePurchase({ signedInAs, paid, claim }: { signedInAs: string | null; paid: boolean; claim: ClaimEmailField }) {
  if (signedInAs) {
    return (
      <p data-testid="purchase-saved" className="mx-auto mt-4 max-w-2xl text-center text-sm text-slate-700">
        Your plan is saved to <strong>{signedInAs}</strong> and follows you on every device where you sign in.
      </p>
    );
  }
  return (
    <div data-testid="save-purchase" className="mx-auto mt-6 max-w-2xl rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-800">
      <p className="font-semibold">Save your purchase to your email</p>
      <p className="mt-1 text-sm">
        {paid
          ? "Your plan is kept in this browser only. Sign in with your email so that it is yours on every device, even if this browser's cookies are cleared."
          : "Sign in with your email before you pay, and your plan follows you to every device. You can also pay now and sign in right after: the purchase comes with you."}
      </p>
      <Link to="/login?redirectTo=/checkout" className={buttonClassName({ variant: "outline", size: "sm", className: "mt-3" })}>
        Sign in with email
      </Link>
      <div className="mt-4 border-t border-brand-200 pt-4">
        <label htmlFor="claim-email" className="block text-sm font-medium">
          Email to keep your purchase <span className="font-normal text-slate-700">(optional)</span>
        </label>
        <p id="claim-email-hint" className="mt-1 text-sm text-slate-700">
          Or pay without signing in: we save the purchase to this email and send you how to use it on another device. Sign in with it any time to get your plan
          back.
        </p>
        <input
          id="claim-email"
          name="claimEmail"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={claim.value}
          disabled={claim.disabled}
          onChange={(event) => claim.onChange(event.target.value)}
          aria-invalid={claim.error ? true : undefined}
          aria-describedby={claim.error ? "claim-email-hint claim-email-error" : "claim-email-hint"}
          className="mt-2 block w-full max-w-sm rounded-md border border-slate-300 bg-white px-3 py-2 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-100"
        />
        {claim.error ? (
          <p id="claim-email-error" role="alert" className="mt-1 text-sm text-red-700">
            {claim.error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { current, keyId, configured, testMode, autoStart, signedInAs } = loaderData;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const [busy, setBusy] = useState<PlanKey | null>(null);
  const [claimEmail, setClaimEmail] = useState("");
  const [claimError, setClaimError] = useState<string | null>(null);
  const autoStarted = useRef(false);

  const choose = useCallback(
    async (plan: Plan) => {
      if (plan.key === "free") {
        toast({ title: "Free Tier Selected", description: "You're already using the free tier with basic features." });
        return;
      }
      let keepAt: string | null = null;
      if (!signedInAs) {
        const parsed = claimEmailField.safeParse(claimEmail);
        if (!parsed.success) {
          setClaimError(parsed.error.issues[0]?.message ?? "Check the email.");
          document.getElementById("claim-email")?.focus();
          return;
        }
        keepAt = parsed.data;
      }
      setClaimError(null);
      setBusy(plan.key);
      const outcome = await startCheckout(
        plan,
        keyId,
        {
          onDismiss() {
            setBusy(null);
            track("upgrade_abandoned", { tier: plan.key, reason: "payment_window_closed" });
            toast({ title: "Payment Cancelled", description: "You can try again anytime." });
          },
          async onVerified() {
            track("upgrade_completed", { fromTier: current, toTier: plan.key, amount: plan.price });
            toast({ title: "Payment Successful!", description: upgradeSuccessDescription(plan) });
            // the root and page loaders read the new plan from the server
            await revalidator.revalidate();
            await navigate("/");
          },
          onVerifyFailed() {
            toast({
              title: "Payment Verification Failed",
              description: "Please contact support with your payment details.",
              variant: "destructive",
            });
          },
        },
        keepAt,
      );
      // processing ends once the window is open, on error, or when it is dismissed
      setBusy(null);
      if (outcome.kind === "needs-deployment") {
        toast({ title: "Payments are not set up", description: `${PAYMENTS_OFF} Nothing was charged.` });
      } else if (outcome.kind === "error") {
        toast({ title: "Payment Error", description: outcome.message ?? "Something went wrong. Please try again.", variant: "destructive" });
      }
    },
    [keyId, current, navigate, revalidator, signedInAs, claimEmail],
  );

  // ?plan=fastpass|pro from the pricing modal: start that plan's payment once the page runs
  useEffect(() => {
    if (!hydrated || !autoStart || autoStarted.current) return;
    autoStarted.current = true;
    setSearchParams(
      (params) => {
        params.delete("plan");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    const plan = planByKey(autoStart);
    if (plan && configured && !isPlanDisabled(plan.key, current)) void choose(plan);
  }, [hydrated, autoStart, configured, current, choose, setSearchParams]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-center text-3xl font-bold sm:text-4xl">Choose Your Plan</h1>
      <p className="mt-3 text-center text-slate-700">Unlock premium features and land more interviews.</p>

      {hydrated ? null : (
        <div role="note" data-testid="js-required" className="mx-auto mt-6 max-w-2xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">Payment needs JavaScript</p>
          <p className="mt-1 text-sm">
            Payments run in Razorpay's secure payment window, which needs JavaScript. Please turn on JavaScript in your browser to buy Fast Pass or Pro. The
            free plan works without it:{" "}
            <Link to="/create" className="font-medium underline">
              create your resume
            </Link>
            .
          </p>
        </div>
      )}

      {configured ? null : (
        <p role="status" data-testid="payments-off" className="mx-auto mt-4 max-w-2xl rounded-md bg-slate-100 px-3 py-2 text-center text-sm text-slate-800">
          {PAYMENTS_OFF} Everything in the Free plan works.
        </p>
      )}

      {testMode ? (
        <p data-testid="test-mode" className="mx-auto mt-4 max-w-2xl rounded-md bg-slate-100 px-3 py-2 text-center text-sm text-slate-700">
          <strong>Test mode</strong>: payments use Razorpay's test environment and no real money is charged.
        </p>
      ) : null}

      <SavePurchase
        signedInAs={signedInAs}
        paid={current !== "free"}
        claim={{
          value: claimEmail,
          error: claimError,
          disabled: !hydrated,
          onChange(value) {
            setClaimEmail(value);
            setClaimError(null);
          },
        }}
      />

      <p data-testid="currency-note" className="mx-auto mt-6 max-w-2xl text-center text-sm text-slate-700">
        {`Prices are in US dollars. Razorpay charges them in Indian rupees at ₹${RUPEES_PER_DOLLAR} to the dollar.`}
      </p>

      <ul className="mt-6 grid gap-6 md:grid-cols-3" aria-label="Plans">
        {PLANS.map((plan) => {
          const isCurrent = plan.key === current;
          const ruleDisabled = plan.key === "free" ? current !== "free" : isPlanDisabled(plan.key, current);
          return (
            <li
              key={plan.key}
              data-testid={`plan-${plan.key}`}
              data-current={isCurrent ? "true" : "false"}
              className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
                plan.popular ? "border-brand-600 ring-2 ring-brand-600/30" : "border-slate-200"
              }`}
            >
              {plan.popular ? (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">Most Popular</p>
              ) : null}
              <h2 className="text-xl font-bold">{plan.name}</h2>
              <div className="mt-4">
                <p className="flex items-baseline gap-1">
                  <span className="text-4xl font-extrabold" data-testid="price-dollars">
                    {formatDollars(plan)}
                  </span>
                  {plan.monthly ? <span className="text-slate-600">/month</span> : null}
                </p>
                {plan.price > 0 ? (
                  <p className="text-sm text-slate-600" data-testid="price-rupees">
                    {`Charged as ${formatRupees(plan)}${plan.monthly ? " a month" : ""}`}
                  </p>
                ) : null}
              </div>
              <h3 className="sr-only">Features</h3>
              <ul className="mt-6 space-y-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckIcon />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              {plan.limitations.length > 0 ? (
                <>
                  <h3 className="mt-4 text-sm font-semibold text-slate-700">Limitations</h3>
                  <ul className="mt-2 space-y-2 text-sm text-slate-600">
                    {plan.limitations.map((limitation) => (
                      <li key={limitation} className="flex gap-2">
                        <CrossIcon />
                        <span>{limitation}</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <div className="mt-auto pt-6">
                <StatusButton
                  type="button"
                  onClick={() => void choose(plan)}
                  pending={busy === plan.key}
                  pendingLabel="Processing..."
                  disabled={!hydrated || !configured || busy !== null || ruleDisabled}
                  variant={plan.popular ? "primary" : "secondary"}
                  size="lg"
                  className="w-full transition-colors"
                >
                  {planButtonLabel(plan, current)}
                </StatusButton>
              </div>
            </li>
          );
        })}
      </ul>

      <div className="mt-10 space-y-1 text-center text-sm text-slate-700">
        <p>All plans include 24/7 email support</p>
        <p>30-day money-back guarantee</p>
      </div>
      <div className="mt-8 text-center">
        <Link to="/" className={buttonClassName({ variant: "secondary" })}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
