/**
 * /templates/customize/{id}: the Customize dialog as a page, for browsers without JavaScript (the
 * gallery's Customize button links here). The form's 'Update Preview' reloads this page with the
 * chosen values in the query, and the preview is rendered on the server by the CV components;
 * 'Apply & Create Resume' posts to /templates like the dialog does.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/templates.customize";
import { CustomizeForm } from "../components/gallery/customize-form.tsx";
import { customizationFromFields, galleryTemplate, initialCustomization } from "../lib/gallery.ts";
import type { ResumeFormData } from "../lib/resume.ts";
import { seoMeta } from "../lib/seo.ts";
import { SAMPLE_RESUME } from "../lib/sample-resume.ts";
import { pageOrigin } from "../server/seo.server.ts";

export function loader({ request, params }: Route.LoaderArgs) {
  const gallery = galleryTemplate(params.id);
  if (!gallery) throw data("Template not found", { status: 404 });
  const url = new URL(request.url);
  const submitted = url.searchParams.has("update");
  const customization = (submitted ? customizationFromFields(url.searchParams, gallery, true) : null) ?? initialCustomization(gallery);
  return {
    origin: pageOrigin(request),
    galleryId: gallery.id,
    customization,
    sample: SAMPLE_RESUME,
    invalid: submitted && customizationFromFields(url.searchParams, gallery, true) === null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const gallery = galleryTemplate(loaderData?.galleryId);
  return [
    ...seoMeta({
      origin: loaderData?.origin,
      path: `/templates/customize/${loaderData?.galleryId ?? ""}`,
      title: `Customize ${gallery?.name ?? "template"}`,
      description: "Choose the font, size, colours, layout and photo of your resume template and see a live preview.",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CustomizeTemplatePage({ loaderData }: Route.ComponentProps) {
  const gallery = galleryTemplate(loaderData.galleryId)!;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <p className="text-sm">
        <Link to="/templates" className="text-brand-700 underline">
          ← All templates
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold">Customize: {gallery.name}</h1>
      <p className="mt-2 text-slate-700">{gallery.description}</p>
      {loaderData.invalid ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-red-800">
          Some choices were not valid, so the defaults are shown.
        </p>
      ) : null}
      <div className="mt-8">
        {/* keyed by the query so each server-rendered preview starts from the submitted values */}
        <CustomizeForm
          key={JSON.stringify(loaderData.customization)}
          gallery={gallery}
          initial={loaderData.customization}
          sample={loaderData.sample as ResumeFormData}
        />
      </div>
    </div>
  );
}
