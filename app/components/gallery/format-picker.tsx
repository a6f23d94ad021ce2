/**
 * The create page's "Choose CV Format" tab: the gallery's designs with their pictures and names,
 * each a plain form post (`select-template` with the design's id) that brings the design's template
 * and look into the builder, as the gallery's "Use This Template" does. With JavaScript the choice
 * is mirrored into local storage, which the builder reads first.
 */
import { Form } from "react-router";
import { trackFunnel } from "../../lib/analytics.ts";
import { GALLERY_TEMPLATES, presetCustomization } from "../../lib/gallery.ts";
import { LAYOUTS, templateInfo } from "../../lib/templates.ts";
import { Button } from "../ui/button.tsx";
import { PremiumBadge } from "../ui/premium-badge.tsx";
import { saveCustomizationLocally } from "./customization-storage.ts";
import { TemplateImage } from "./template-image.tsx";

export function FormatPicker({ selectedId }: { selectedId: string | undefined }) {
  return (
    <section aria-labelledby="format-title" className="mt-6">
      <h2 id="format-title" className="text-xl font-semibold">
        Choose CV Format
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {GALLERY_TEMPLATES.map((design, index) => {
          const selected = design.id === selectedId;
          const columns = LAYOUTS.find((l) => l.id === design.layoutStyle)?.label ?? "";
          return (
            <li
              key={design.id}
              className={`flex flex-col overflow-hidden rounded-xl border ${selected ? "border-brand-600 ring-2 ring-brand-600/30" : "border-slate-200"}`}
              data-testid="template-option"
              data-design={design.id}
            >
              <div className="border-b border-slate-200 bg-slate-50">
                <TemplateImage src={design.preview} name={design.name} priority={index < 2} />
              </div>
              <div className="flex flex-1 flex-col p-4">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold">{design.name}</h3>
                  <span className="flex shrink-0 gap-1">
                    {design.isPopular ? <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">Popular</span> : null}
                    {templateInfo(design.template).premium ? <PremiumBadge /> : null}
                  </span>
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  {design.font} · {columns}
                </p>
                <p className="mt-2 flex-1 text-sm text-slate-700">{design.description}</p>
                <Form
                  method="post"
                  className="mt-3"
                  onSubmit={() => {
                    trackFunnel.templateSelected({ templateId: design.template });
                    saveCustomizationLocally(design, presetCustomization(design));
                  }}
                >
                  <input type="hidden" name="intent" value="select-template" />
                  <input type="hidden" name="design" value={design.id} />
                  <Button type="submit" size="sm" aria-label={`${selected ? "Selected" : "Use this format"}: ${design.name}`}>
                    {selected ? "Selected" : "Use this format"}
                  </Button>
                </Form>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
