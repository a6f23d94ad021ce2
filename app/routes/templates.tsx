/**
 * Templates gallery, /templates (gallery templates templates page).
 * Category filter as GET links (?category=), six cards with real preview images, Popular badges,
 * Preview and Customize. With JavaScript, Preview and Customize open dialogs; without it they are
 * pages (?preview={id}, /templates/customize/{id}). The action applies a customization: it stores
 * the CV template and the customization in cookies and redirects to /create (a full page load).
 *
 * The page ships without React (handle.hydrate false, docs/decisions/010-galleries-without-react.md):
 * its live parts are plain DOM code (templates-gallery-behaviour.ts), and the customize dialog loads
 * its form, with React, when it is first opened.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { data, Link, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/templates";
import customizeDialogScript from "../client/customize-dialog.tsx?worker&url";
import { GalleryDialog } from "../components/gallery/gallery-dialog.tsx";
import { TemplateImage } from "../components/gallery/template-image.tsx";
import { enhanceTemplatesGallery } from "../components/gallery/templates-gallery-behaviour.ts";
import {
  customizationFromFields,
  filterGallery,
  GALLERY_CATEGORIES,
  galleryTemplate,
  resolveGalleryCategory,
  type GalleryCategory,
  type GalleryTemplate,
} from "../lib/gallery.ts";
import { UNKNOWN_ACTION } from "../lib/intent.ts";
import type { PageHandle } from "../lib/page-handle.ts";
import { seoMeta } from "../lib/seo.ts";
import { pageOrigin } from "../server/seo.server.ts";
import { designChoiceHeaders } from "../server/template-choice.server.ts";
import { readFormPost } from "../server/http/form-body.server.ts";
import { PremiumBadge } from "../components/ui/premium-badge.tsx";
import { templateInfo } from "../lib/templates.ts";
import { Button, buttonClassName } from "../components/ui/button.tsx";
import { StartLinks } from "../components/landing/start-links.tsx";

export const handle: PageHandle = { hydrate: false };

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    origin: loaderData?.origin,
    path: "/templates",
    title: "Professional Resume Templates",
    description:
      "Six ATS-friendly resume templates — professional, executive, creative, traditional and modern. Customize fonts, colours and layout, then create your CV.",
  });
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = resolveGalleryCategory(url.searchParams.get("category"));
  return {
    origin: pageOrigin(request),
    category,
    selected: galleryTemplate(url.searchParams.get("selected"))?.id ?? null,
    preview: galleryTemplate(url.searchParams.get("preview"))?.id ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await readFormPost(request);
  if (formData.get("intent") !== "apply") {
    return data({ error: UNKNOWN_ACTION }, { status: 400 });
  }
  const gallery = galleryTemplate(String(formData.get("galleryId") ?? ""));
  if (!gallery) return data({ error: "Please choose one of the templates shown." }, { status: 400 });
  const customization = customizationFromFields(formData, gallery, formData.get("complete") !== "0");
  if (!customization) return data({ error: "Please choose the font, size, colours and layout from the options shown." }, { status: 400 });
  return redirect("/create", { headers: await designChoiceHeaders(request, gallery.template, customization) });
}

const filterHref = (category: GalleryCategory) => (category === "All" ? "/templates" : `/templates?category=${encodeURIComponent(category)}`);

function withParam(search: URLSearchParams, key: string, value: string | null): string {
  const next = new URLSearchParams(search);
  for (const k of ["selected", "preview"]) next.delete(k);
  if (value !== null) next.set(key, value);
  const query = next.toString();
  return query ? `/templates?${query}` : "/templates";
}

/** 'Use This Template': the gallery entry with its preset (colours and typeface), the same post as Apply. */
function UseTemplateForm({ gallery }: { gallery: GalleryTemplate }) {
  return (
    <form method="post" action="/templates" data-use-template={gallery.id}>
      <input type="hidden" name="intent" value="apply" />
      <input type="hidden" name="galleryId" value={gallery.id} />
      <input type="hidden" name="complete" value="0" />
      <Button type="submit">Use This Template</Button>
    </form>
  );
}

function PreviewContent({ gallery, actions }: { gallery: GalleryTemplate; actions: ReactNode }) {
  return (
    <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]" data-testid="template-preview">
      <TemplateImage src={gallery.preview} name={gallery.name} className="rounded-md border border-slate-200" />
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{gallery.category}</p>
        {templateInfo(gallery.template).premium ? (
          <p className="mt-2 text-sm text-slate-700">
            <PremiumBadge /> Included in Fast Pass and Pro.
          </p>
        ) : null}
        <p className="mt-2 text-slate-700">{gallery.description}</p>
        <ul className="mt-4 space-y-1 text-sm text-slate-700">
          <li>✓ ATS-friendly: one reading order and standard headings</li>
          <li>✓ Six fonts, six colour schemes and four layouts</li>
          <li>✓ Prints cleanly on A4 and Letter</li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">{actions}</div>
      </div>
    </div>
  );
}

export default function TemplatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { category, selected } = loaderData;
  const [searchParams] = useSearchParams();
  const galleryRef = useRef<HTMLDivElement>(null);
  // a client-side navigation to the gallery; a document load is started by static-page.ts
  useEffect(() => (galleryRef.current ? enhanceTemplatesGallery(galleryRef.current) : undefined), []);
  const templates = filterGallery(category);
  const inlinePreview = galleryTemplate(loaderData.preview);

  return (
    <div ref={galleryRef} data-templates-gallery="" className="mx-auto max-w-6xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-extrabold tracking-tight">Professional Resume Templates</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          Pick an ATS-friendly design, make it yours with fonts, colours and layout, and create your CV in minutes.
        </p>
      </header>

      {actionData?.error ? (
        <p role="alert" className="mx-auto mt-6 max-w-xl rounded-md bg-red-50 p-3 text-center text-red-800">
          {actionData.error}
        </p>
      ) : null}

      <nav aria-label="Template categories" className="mt-8 flex flex-wrap justify-center gap-2" data-testid="category-filter">
        {GALLERY_CATEGORIES.map((c) => (
          <Link
            key={c}
            to={filterHref(c)}
            preventScrollReset
            data-keep-scroll=""
            aria-current={c === category ? "page" : undefined}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold ${
              c === category ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-800 hover:bg-slate-50"
            }`}
          >
            {c}
          </Link>
        ))}
      </nav>

      {inlinePreview ? (
        <section aria-labelledby="inline-preview-title" className="mt-10 rounded-xl border border-brand-600 p-6" id="preview">
          <h2 id="inline-preview-title" className="text-2xl font-bold">
            Preview: {inlinePreview.name}
          </h2>
          <div className="mt-4">
            <PreviewContent
              gallery={inlinePreview}
              actions={
                <>
                  <UseTemplateForm gallery={inlinePreview} />
                  <a
                    href={`/templates/customize/${inlinePreview.id}`}
                    data-open-customize={inlinePreview.id}
                    className={buttonClassName({ variant: "outline" })}
                  >
                    Customize
                  </a>
                  <a href={withParam(searchParams, "preview", null)} className={buttonClassName({ variant: "secondary" })}>
                    Close Preview
                  </a>
                </>
              }
            />
          </div>
        </section>
      ) : null}

      <p className="sr-only" aria-live="polite">
        {templates.length} templates shown
      </p>
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="template-grid">
        {templates.map((t, index) => {
          const isSelected = selected === t.id;
          return (
            <li
              key={t.id}
              data-testid="template-card"
              data-template-card=""
              data-template-id={t.id}
              data-selected={isSelected ? "true" : "false"}
              className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md data-[selected=true]:border-brand-600 data-[selected=true]:ring-4 data-[selected=true]:ring-brand-600/30"
            >
              <div className="relative border-b border-slate-200 bg-slate-50">
                <TemplateImage src={t.preview} name={t.name} priority={index === 0} />
                {t.isPopular ? (
                  <span className="absolute left-3 top-3 rounded-full bg-amber-400 px-3 py-1 text-xs font-bold text-slate-900 shadow">Popular</span>
                ) : null}
                {templateInfo(t.template).premium ? <PremiumBadge className="absolute right-3 top-3 shadow" /> : null}
              </div>
              <div className="flex flex-1 flex-col p-5">
                <h2 className="text-lg font-semibold">
                  <a
                    href={withParam(searchParams, "selected", t.id)}
                    data-select-template=""
                    aria-current={isSelected ? "true" : undefined}
                    className="inline-block py-0.5 hover:text-brand-700"
                  >
                    {t.name}
                  </a>
                </h2>
                <p className="text-sm text-slate-600">{t.category}</p>
                <p className="mt-2 flex-1 text-sm text-slate-700">{t.description}</p>
                <p className="mt-2 hidden text-sm font-semibold text-brand-700 group-data-[selected=true]:block">Selected</p>
                <div className="mt-4 flex gap-2">
                  <a
                    href={`${withParam(searchParams, "preview", t.id)}#preview`}
                    data-open-dialog={`preview-${t.id}`}
                    aria-label={`Preview ${t.name}`}
                    className={buttonClassName({ variant: "secondary", size: "sm", className: "flex-1" })}
                  >
                    Preview
                  </a>
                  <a
                    href={`/templates/customize/${t.id}`}
                    data-open-customize={t.id}
                    aria-label={`Customize ${t.name}`}
                    className={buttonClassName({ size: "sm", className: "flex-1" })}
                  >
                    Customize
                  </a>
                </div>
              </div>
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="templates-cta-title" className="mt-16 rounded-2xl bg-brand-50 p-10 text-center">
        <h2 id="templates-cta-title" className="text-2xl font-bold">
          Not sure where to start?
        </h2>
        <p className="mt-2 text-slate-700">Let AI write your resume from a short description, or fill in the guided form yourself.</p>
        <StartLinks className="mt-6 flex flex-wrap justify-center gap-3" />
      </section>

      {templates.map((t) => (
        <GalleryDialog key={t.id} titleId={`preview-title-${t.id}`} title={`Preview: ${t.name}`} data-dialog={`preview-${t.id}`}>
          <PreviewContent
            gallery={t}
            actions={
              <>
                <UseTemplateForm gallery={t} />
                <Button variant="outline" data-open-customize={t.id}>
                  Customize
                </Button>
                <Button variant="secondary" data-close-dialog="">
                  Close Preview
                </Button>
              </>
            }
          />
        </GalleryDialog>
      ))}

      <GalleryDialog
        titleId="customize-title"
        title={<span data-dialog-title="">Customize</span>}
        wide
        data-customize-dialog=""
        data-script={customizeDialogScript}
        closeButton={
          <button
            type="button"
            data-close-dialog=""
            aria-label="Close"
            className="-mt-1 -mr-2 min-h-9 min-w-9 shrink-0 rounded-md px-2 py-1 text-2xl leading-none text-slate-600 hover:bg-slate-100"
          >
            ×
          </button>
        }
      >
        <div>
          {/* the form is mounted here by app/client/customize-dialog.tsx; until then the note shows */}
          <div data-customize-mount="" className="peer" />
          <p className="hidden min-h-[50vh] items-center justify-center text-slate-600 peer-empty:flex" role="status">
            Loading the live preview…
          </p>
        </div>
      </GalleryDialog>
    </div>
  );
}
