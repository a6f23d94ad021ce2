/**
 * Landing page, / and /home (Landing): offer banner, hero with a real CV beside it, claims, six
 * features, three steps, resources, ten-question FAQ, the create call to action and the exit-intent
 * popup. Complete without JavaScript. Claims are facts the product can vouch for; the only live figure is
 * the store's CV count, and there is no rating or testimonial (docs/decisions/019-honest-landing.md).
 * The alternative variant (A/B test landing_variant) is the visitor's assignment; `?variant=alt` or
 * `?variant=control` shows one of them on purpose (preview links, tests).
 * Ships without React (handle.hydrate false, ADR 009): its live parts are plain DOM behaviour.
 */
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { AltLanding } from "../components/landing/alt-landing.tsx";
import { OfferBanner } from "../components/landing/offer-banner.tsx";
import { ExitIntentPopup } from "../components/landing/exit-intent.tsx";
import { FaqSection } from "../components/landing/faq.tsx";
import { HeroCv } from "../components/landing/hero-cv.tsx";
import { LandingIcon } from "../components/landing/icons.tsx";
import { PRODUCT_NAME, PRODUCT_SLUG } from "../lib/brand.ts";
import { EXAMPLES } from "../lib/examples.ts";
import { FEATURES, landingClaims, STEPS, type LandingCounts } from "../lib/landing-content.ts";
import { SAMPLE_RESUME } from "../lib/sample-resume.ts";
import { TEMPLATES } from "../lib/templates.ts";
import { seoMeta } from "../lib/seo.ts";
import { pageOrigin } from "../server/seo.server.ts";
import { getVisitorSession } from "../server/session.server.ts";
import { landingCvCount } from "../server/landing-stats.server.ts";
import { assignVariant } from "../lib/ab.ts";
import type { PageHandle } from "../lib/page-handle.ts";
import { buttonClassName } from "../components/ui/button.tsx";

export const handle: PageHandle = { hydrate: false };

type LandingVariant = "control" | "alt";

/** The landing shown: the one `?variant=` names, otherwise the visitor's landing_variant assignment. */
function landingVariant(url: URL, visitorId: string): LandingVariant {
  const named = url.searchParams.get("variant");
  if (named === "alt" || named === "control") return named;
  return assignVariant("landing_variant", visitorId) === "alt" ? "alt" : "control";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const counts: LandingCounts = { templates: TEMPLATES.length, examples: EXAMPLES.length, cvs: await landingCvCount() };
  return { variant: landingVariant(new URL(request.url), visitorId), origin: pageOrigin(request), counts };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    origin: loaderData?.origin,
    path: "/",
    title: `${PRODUCT_NAME} — Free Resume Builder with ATS-Optimized Templates`,
    // the counts come from the loader, so the browser's copy of this route does not carry the catalogues
    description: `Create a professional, ATS-friendly CV in 30 seconds with AI or in under 5 minutes with our guided form. ${
      loaderData ? `${loaderData.counts.examples} examples, ${loaderData.counts.templates} templates, ` : ""
    }your first CV free, no signup required.`,
  });
}

const RESOURCES = [
  { to: "/templates", title: "Resume templates", text: "Six ATS-friendly designs you can customize." },
  { to: "/examples", title: "Resume examples", text: "Real examples by industry and experience level." },
  { to: "/blog/cv-writing-guide", title: "CV writing guide", text: "Structure, the STAR method and ATS tips." },
  { to: `/${PRODUCT_SLUG}/software-engineer`, title: "Software engineer resumes", text: "Templates and skills for engineers." },
] as const;

const primaryButton = buttonClassName({ size: "lg" });
const secondaryButton = buttonClassName({ variant: "secondary", size: "lg" });

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  if (loaderData.variant === "alt") return <AltLanding />;
  return (
    <div data-testid="landing">
      <OfferBanner />

      <section id="home" aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-10 lg:grid-cols-[minmax(0,1fr)_auto] lg:pt-14">
          <div className="text-center lg:text-left">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Free resume builder with ATS-friendly templates</p>
            <h1 id="hero-title" className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Create a CV that gets you interviews
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-700 max-lg:mx-auto">
              Build your CV in 30 seconds with AI or in under 5 minutes with our guided form. Start from one of {counts.examples} examples and{" "}
              {counts.templates} ATS-friendly templates, like the CV shown here.
            </p>
            <div className="mt-8 flex flex-wrap justify-center gap-3 lg:justify-start">
              <Link to="/create" className={primaryButton}>
                Create My CV
              </Link>
              <a href="#how-it-works" className={secondaryButton}>
                See How It Works
              </a>
            </div>
            <p className="mt-6 text-sm text-slate-600">GDPR and CCPA compliant · No signup required</p>
          </div>
          <HeroCv resume={SAMPLE_RESUME} />
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-16">
          <ul
            className={`mx-auto grid max-w-5xl grid-cols-2 gap-6 text-center ${counts.cvs === null ? "md:grid-cols-4" : "md:grid-cols-5"}`}
            aria-label="What you get"
            data-testid="claims"
          >
            {landingClaims(counts).map((claim) => (
              <li key={claim.label}>
                <span className="block text-3xl font-extrabold text-brand-700">{claim.value}</span>
                <span className="block text-sm text-slate-700">{claim.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features-title" className="text-center text-3xl font-bold">
          Everything you need for a winning CV
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-slate-200 p-6 shadow-sm" data-testid="feature-card">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <LandingIcon name={feature.icon} />
              </span>
              <h3 className="mt-3 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-slate-700">{feature.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" aria-labelledby="how-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="how-title" className="text-center text-3xl font-bold">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map((step) => (
              <li key={step.number} className="rounded-xl bg-white p-6 shadow-sm" data-testid="step">
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">{step.number}</span>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-slate-700">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="resources-title" className="mx-auto max-w-6xl px-4 pb-16">
        <h2 id="resources-title" className="text-center text-2xl font-bold">
          Free career resources
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {RESOURCES.map((r) => (
            <li key={r.to}>
              <Link to={r.to} className="block h-full rounded-xl border border-slate-200 p-5 hover:border-brand-600 hover:shadow-sm">
                <span className="block font-semibold text-brand-700">{r.title}</span>
                <span className="mt-1 block text-sm text-slate-700">{r.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <FaqSection titleId="faq-title" />

      <section id="create" aria-labelledby="create-title" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16 text-center">
        <h2 id="create-title" className="text-3xl font-bold">
          Ready to create your CV?
        </h2>
        <p className="mt-4 text-slate-700">No signup required. GDPR and CCPA compliant. Your first CV is free.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/create" className={primaryButton}>
            Create My CV
          </Link>
          <Link to="/prompt" className={buttonClassName({ variant: "outline", size: "lg" })}>
            AI Generator
          </Link>
          <Link to="/templates" className={secondaryButton}>
            Browse Templates
          </Link>
        </div>
      </section>

      <ExitIntentPopup targetId="create" />
    </div>
  );
}
