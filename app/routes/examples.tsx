/**
 * Resume examples gallery, /examples (examples page filters).
 * Industry and experience filters are GET links (?industry=&experience=), so they work without
 * JavaScript; Preview opens a dialog (JavaScript) or the ?preview={id} panel (no JavaScript).
 * 'Use This' opens the builder prefilled with the example's resume: /create?example={id}.
 *
 * The page ships without React (handle.hydrate false, docs/decisions/010-galleries-without-react.md):
 * the preview dialogs are native <dialog>s opened by plain DOM code (examples-gallery-behaviour.ts).
 */
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/examples";
import { enhanceExamplesGallery, type SelectedExample } from "../components/gallery/examples-gallery-behaviour.ts";
import { GalleryDialog } from "../components/gallery/gallery-dialog.tsx";
import { TemplateImage } from "../components/gallery/template-image.tsx";
import {
  EXPERIENCE_LEVELS,
  exampleTemplateName,
  filterExamples,
  formatDownloads,
  getExample,
  INDUSTRIES,
  resolveExperience,
  resolveIndustry,
  type ResumeExample,
} from "../lib/examples.ts";
import type { PageHandle } from "../lib/page-handle.ts";
import { seoMeta } from "../lib/seo.ts";
import { pageOrigin } from "../server/seo.server.ts";
import { Button, buttonClassName } from "../components/ui/button.tsx";

export const handle: PageHandle = { hydrate: false };

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    origin: loaderData?.origin,
    path: "/examples",
    title: "Resume Examples That Get Interviews",
    description:
      "Real resume examples for technology, marketing, data science, management, design and sales — from entry level to 7+ years. Use one to start your CV.",
  });
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    origin: pageOrigin(request),
    industry: resolveIndustry(url.searchParams.get("industry")),
    experience: resolveExperience(url.searchParams.get("experience")),
    preview: getExample(url.searchParams.get("preview"))?.id ?? null,
  };
}

/** What a click on Preview or 'Use This' stores (local storage key selectedExample). */
function rememberedExample(e: ResumeExample): string {
  const selected: SelectedExample = { id: e.id, title: e.title, industry: e.industry, experience: e.experience, templateId: e.templateId };
  return JSON.stringify(selected);
}

function examplesHref(industry: string, experience: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (industry !== "All") params.set("industry", industry);
  if (experience !== "All") params.set("experience", experience);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const query = params.toString();
  return query ? `/examples?${query}` : "/examples";
}

const builderHref = (e: ResumeExample) => `/create?example=${encodeURIComponent(e.id)}`;

function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-900">
      <span aria-hidden="true" className="text-amber-600">
        ★
      </span>
      <span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5.0</span>
      </span>
    </span>
  );
}

function FilterGroup({
  label,
  values,
  current,
  hrefFor,
  testId,
}: {
  label: string;
  values: readonly string[];
  current: string;
  hrefFor: (value: string) => string;
  testId: string;
}) {
  return (
    <nav aria-label={label} data-testid={testId}>
      <p className="text-sm font-semibold text-slate-900" aria-hidden="true">
        {label}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {values.map((value) => (
          <li key={value}>
            <Link
              to={hrefFor(value)}
              preventScrollReset
              data-keep-scroll=""
              aria-current={value === current ? "page" : undefined}
              className={`inline-block rounded-full border px-3 py-1 text-sm font-semibold ${
                value === current ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-800 hover:bg-slate-50"
              }`}
            >
              {value}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ExamplePreview({ example, closeAction }: { example: ResumeExample; closeAction: ReactNode }) {
  return (
    <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-testid="example-preview">
      <TemplateImage src={example.preview} name={example.title} className="rounded-md border border-slate-200" />
      <div>
        <p className="text-slate-700">{example.description}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-600">Industry</dt>
            <dd className="font-semibold">{example.industry}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Experience level</dt>
            <dd className="font-semibold">{example.experience}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Rating</dt>
            <dd className="font-semibold">{example.rating.toFixed(1)} out of 5.0</dd>
          </div>
          <div>
            <dt className="text-slate-600">Downloads</dt>
            <dd className="font-semibold">{example.downloads.toLocaleString("en-US")}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-slate-600">Template</dt>
            <dd className="font-semibold">{exampleTemplateName(example)}</dd>
          </div>
        </dl>
        <h3 className="mt-5 font-semibold">Why this resume works</h3>
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {example.highlights.map((h) => (
            <li key={h}>✓ {h}</li>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <a href={builderHref(example)} data-remember-example={rememberedExample(example)} className={buttonClassName()}>
            Use This Template
          </a>
          {closeAction}
        </div>
      </div>
    </div>
  );
}

export default function ExamplesPage({ loaderData }: Route.ComponentProps) {
  const { industry, experience } = loaderData;
  const [searchParams] = useSearchParams();
  const galleryRef = useRef<HTMLDivElement>(null);
  // a client-side navigation to the gallery; a document load is started by static-page.ts
  useEffect(() => (galleryRef.current ? enhanceExamplesGallery(galleryRef.current) : undefined), []);
  const examples = filterExamples(industry, experience);
  const inlinePreview = getExample(loaderData.preview);
  const closeInlineHref = (() => {
    const next = new URLSearchParams(searchParams);
    next.delete("preview");
    const q = next.toString();
    return q ? `/examples?${q}` : "/examples";
  })();

  return (
    <div ref={galleryRef} data-examples-gallery="" className="mx-auto max-w-6xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">Resume Examples That Get Interviews</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          Real, ATS-friendly resumes written for specific roles and experience levels. Preview one, then use it as the starting point for your own.
        </p>
      </header>

      <div className="mt-8 grid gap-4 rounded-xl border border-slate-200 p-5 md:grid-cols-2">
        <FilterGroup label="Industry" testId="industry-filter" values={INDUSTRIES} current={industry} hrefFor={(v) => examplesHref(v, experience)} />
        <FilterGroup label="Experience" testId="experience-filter" values={EXPERIENCE_LEVELS} current={experience} hrefFor={(v) => examplesHref(industry, v)} />
      </div>

      {inlinePreview ? (
        <section id="preview" aria-labelledby="inline-example-title" className="mt-10 rounded-xl border border-brand-600 p-6">
          <h2 id="inline-example-title" className="text-2xl font-bold">
            {inlinePreview.title} resume example
          </h2>
          <div className="mt-4">
            <ExamplePreview
              example={inlinePreview}
              closeAction={
                <a href={closeInlineHref} className={buttonClassName({ variant: "secondary" })}>
                  Close Preview
                </a>
              }
            />
          </div>
        </section>
      ) : null}

      <p className="sr-only" aria-live="polite">
        {examples.length} examples shown
      </p>
      {examples.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 p-10 text-center" data-testid="examples-empty">
          <p className="text-lg font-semibold">No examples found for the selected filters</p>
          <Link to="/examples" preventScrollReset data-keep-scroll="" className={buttonClassName({ className: "mt-4" })}>
            Clear Filters
          </Link>
        </div>
      ) : (
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="example-grid">
          {examples.map((e, index) => (
            <li
              key={e.id}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
              data-testid="example-card"
              data-example-id={e.id}
            >
              <div className="border-b border-slate-200 bg-slate-50">
                <TemplateImage src={e.preview} name={e.title} priority={index === 0} />
              </div>
              <div className="flex flex-1 flex-col p-5">
                <div className="flex items-center justify-between gap-2">
                  <Stars rating={e.rating} />
                  <span className="text-sm text-slate-600">{formatDownloads(e.downloads)} downloads</span>
                </div>
                <h2 className="mt-2 text-lg font-semibold">{e.title}</h2>
                <p className="mt-1 flex flex-wrap gap-2 text-xs">
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-900">{e.category}</span>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800">{e.experience}</span>
                </p>
                <p className="mt-3 flex-1 text-sm text-slate-700">{e.description}</p>
                <div className="mt-4 flex gap-2">
                  <a
                    href={`${examplesHref(industry, experience, { preview: e.id })}#preview`}
                    data-open-dialog={`example-${e.id}`}
                    data-remember-example={rememberedExample(e)}
                    aria-label={`Preview ${e.title}`}
                    className={buttonClassName({ variant: "secondary", size: "sm", className: "flex-1" })}
                  >
                    Preview
                  </a>
                  <a
                    href={builderHref(e)}
                    data-remember-example={rememberedExample(e)}
                    aria-label={`Use This: ${e.title}`}
                    className={buttonClassName({ size: "sm", className: "flex-1" })}
                  >
                    Use This
                  </a>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="examples-cta-title" className="mt-16 rounded-2xl bg-brand-50 p-10 text-center">
        <h2 id="examples-cta-title" className="text-2xl font-bold">
          Make one that is all yours
        </h2>
        <p className="mt-2 text-slate-700">Describe your career and let AI write it, or start from one of our professional templates.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/prompt" className={buttonClassName({ size: "lg" })}>
            AI Resume Generator
          </Link>
          <Link to="/templates" className={buttonClassName({ variant: "secondary", size: "lg" })}>
            Browse Templates
          </Link>
        </div>
      </section>

      {examples.map((e) => (
        <GalleryDialog key={e.id} titleId={`example-title-${e.id}`} title={`${e.title} resume example`} data-dialog={`example-${e.id}`}>
          <ExamplePreview
            example={e}
            closeAction={
              <Button variant="secondary" data-close-dialog="">
                Close Preview
              </Button>
            }
          />
        </GalleryDialog>
      ))}
    </div>
  );
}
