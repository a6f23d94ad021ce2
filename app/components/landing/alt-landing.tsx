/**
 * The alternative landing variant (A/B test landing_variant): AI-first hero, how it
 * works in three steps, why choose us and a 'Sign In' button that leads to /login, with the same
 * real CV in the hero as the control. Works without JavaScript.
 */
import { Link } from "react-router";
import { PRODUCT_NAME } from "../../lib/brand.ts";
import { ALT_STEPS, ALT_WHY_CHOOSE } from "../../lib/landing-content.ts";
import { SAMPLE_RESUME } from "../../lib/sample-resume.ts";
import { FaqSection } from "./faq.tsx";
import { HeroCv } from "./hero-cv.tsx";
import { LandingIcon } from "./icons.tsx";
import { StartLinks } from "./start-links.tsx";

export function AltLanding() {
  return (
    <div data-testid="landing-alt">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-end px-4 py-2">
          <Link
            to="/login"
            data-testid="sign-in"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Sign In
          </Link>
        </div>
      </div>

      <section id="home" aria-labelledby="alt-hero-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_auto] lg:py-14">
          <div className="text-center lg:text-left">
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">No signup required · Your first CV is free</p>
            <h1 id="alt-hero-title" className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Build a Professional Resume in 30 Seconds
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-700 max-lg:mx-auto">
              Describe your career in a few sentences and let AI write an ATS-friendly resume for you — or fill in our guided form yourself.
            </p>
            <StartLinks className="mt-8 flex flex-wrap justify-center gap-3 lg:justify-start" />
          </div>
          <HeroCv resume={SAMPLE_RESUME} />
        </div>
      </section>

      <section id="how-it-works" aria-labelledby="alt-how-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="alt-how-title" className="text-center text-3xl font-bold">
          How it works
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {ALT_STEPS.map((step) => (
            <li key={step.number} className="rounded-xl border border-slate-200 p-6">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">{step.number}</span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.description}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="features" aria-labelledby="alt-why-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="alt-why-title" className="text-center text-3xl font-bold">
            Why choose {PRODUCT_NAME}?
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {ALT_WHY_CHOOSE.map((item) => (
              <li key={item.title} className="rounded-xl bg-white p-6 shadow-sm">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <LandingIcon name={item.icon} />
                </span>
                <h3 className="mt-3 font-semibold">{item.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FaqSection titleId="alt-faq-title" />

      <section id="create" aria-labelledby="alt-create-title" className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h2 id="alt-create-title" className="text-2xl font-bold">
          Your next interview starts with a great resume
        </h2>
        <StartLinks className="mt-6 flex flex-wrap justify-center gap-3" />
      </section>
    </div>
  );
}
