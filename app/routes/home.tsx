import { Link } from "react-router";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { FAQ, FEATURES, STEPS, TESTIMONIALS } from "../lib/landing-content.ts";

export function meta() {
  return [
    { title: `${PRODUCT_NAME} — Free Resume Builder with ATS-Optimized Templates` },
    {
      name: "description",
      content: "Create a professional, ATS-friendly CV in minutes. Free resume templates, AI writing help and resume import from PDF or Word.",
    },
  ];
}

export default function Landing() {
  return (
    <>
      <section id="home" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Free resume and ATS-optimized templates</p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">Create a CV that gets you interviews</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Build your CV in 30 seconds with AI or in under 5 minutes with our guided form. 200+ examples, 1,000+ CVs created, rated
            4.9/5 by job seekers.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/create" className="rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
              Create My CV
            </Link>
            <a href="#how-it-works" className="rounded-md border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50">
              See How It Works
            </a>
          </div>
        </div>
      </section>

      <section id="features" aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="features-title" className="text-center text-3xl font-bold">Everything you need for a winning CV</h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <span aria-hidden="true" className="text-2xl">
                {feature.icon}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-slate-600">{feature.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="how-it-works" aria-labelledby="how-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="how-title" className="text-center text-3xl font-bold">How it works</h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map((step) => (
              <li key={step.number} className="rounded-xl bg-white p-6 shadow-sm">
                <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {step.number}
                </span>
                <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
                <p className="mt-2 text-slate-600">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="testimonials-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold">What job seekers say</h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className="rounded-xl border border-slate-200 p-6">
              <p className="text-slate-700">“{t.content}”</p>
              <div className="mt-4 flex items-center gap-3">
                <span aria-hidden="true" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-900">
                  {t.initials}
                </span>
                <div>
                  <p className="font-semibold">{t.name}</p>
                  <p className="text-sm text-slate-600">{t.role}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section id="faq" aria-labelledby="faq-title" className="bg-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-16">
          <h2 id="faq-title" className="text-center text-3xl font-bold">Frequently asked questions</h2>
          <div className="mt-8 space-y-3">
            {FAQ.map((item) => (
              <details key={item.question} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="faq-item">
                <summary className="font-semibold">{item.question}</summary>
                <p className="mt-3 text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section id="create" aria-labelledby="create-title" className="mx-auto max-w-6xl px-4 py-16 text-center">
        <h2 id="create-title" className="text-3xl font-bold">Ready to create your CV?</h2>
        <p className="mt-4 text-slate-700">No signup required. GDPR and CCPA compliant.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/create" className="rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
            Create My CV
          </Link>
          <Link to="/prompt" className="rounded-md border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
            AI Generator
          </Link>
        </div>
      </section>
    </>
  );
}
