/**
 * The template customization controls (Templates gallery): font family, font size
 * (8–16 pt), colour scheme, layout style, profile photo, 'Fit to one page', a live preview and
 * 'Apply & Create Resume'. The colour scheme and 'Fit to one page' become Headless UI widgets once
 * React runs (customize-widgets.tsx); the post stays the same.
 * One component for the dialog (JavaScript) and the /templates/customize/{id} page (no JavaScript):
 * it is a real form posting to /templates, which stores the choice in cookies and redirects to
 * /create with a full page load; with JavaScript the choice is also saved in local storage
 * (templateCustomizations, selectedTemplate) and the preview follows every change.
 * It needs no router (plain links): the gallery mounts it in its own React root
 * (app/client/customize-dialog.tsx) on a page that ships without React Router.
 */
import { useId, useState, type ReactNode } from "react";
import type { GalleryTemplate } from "../../lib/gallery.ts";
import type { ResumeFormData } from "../../lib/resume.ts";
import { FONT_SIZE, FONTS, LAYOUTS, type Customization, type FontName, type LayoutStyle } from "../../lib/templates.ts";
import { useHydrated } from "../ui/use-hydrated.ts";
import { saveCustomizationLocally } from "./customization-storage.ts";
import { CvPreview } from "./cv-preview.tsx";
import { ColorSchemeChoice, FitToOnePage } from "./customize-widgets.tsx";
import { Button, buttonClassName } from "../ui/button.tsx";

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2">{children}</div>
    </fieldset>
  );
}

function Checkbox({ name, checked, onChange, children }: { name: string; checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4 accent-brand-600" />
      {children}
    </label>
  );
}

/** One choice of a radio group drawn as a card, outlined while it is the chosen one. */
function RadioCard({ name, value, checked, onChange, children }: { name: string; value: string; checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <label className="flex min-w-0 cursor-pointer items-center gap-2 rounded-md border border-slate-200 p-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600/30">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="accent-brand-600" />
      {children}
    </label>
  );
}

export function CustomizeForm({
  gallery,
  initial,
  sample,
  onCancel,
  cancelHref = "/templates",
}: {
  gallery: GalleryTemplate;
  initial: Customization;
  sample: ResumeFormData;
  /** In the dialog: closes it. Without it, Cancel is a link to cancelHref. */
  onCancel?: () => void;
  cancelHref?: string;
}) {
  const hydrated = useHydrated();
  const [c, setC] = useState<Customization>({ ...initial, templateId: gallery.id });
  const ids = useId();
  const set = <K extends keyof Customization>(key: K, value: Customization[K]) => setC((prev) => ({ ...prev, [key]: value }));

  return (
    <form
      method="post"
      action="/templates"
      onSubmit={() => saveCustomizationLocally(gallery, c)}
      data-testid="customize-form"
      className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,1fr)_auto]"
    >
      <input type="hidden" name="intent" value="apply" />
      <input type="hidden" name="galleryId" value={gallery.id} />
      <div className="space-y-5">
        <div>
          <label htmlFor={`${ids}-font`} className="text-sm font-semibold text-slate-900">
            Font family
          </label>
          <select
            id={`${ids}-font`}
            name="font"
            value={c.font}
            onChange={(e) => set("font", e.target.value as FontName)}
            className="mt-2 block w-full rounded-md border border-slate-300 px-3 py-2"
          >
            {FONTS.map((font) => (
              <option key={font} value={font}>
                {font}
              </option>
            ))}
          </select>
        </div>

        <div>
          <label htmlFor={`${ids}-size`} className="text-sm font-semibold text-slate-900">
            Font size: <output htmlFor={`${ids}-size`} data-testid="font-size-value">{`${c.fontSize} pt`}</output>
          </label>
          <input
            id={`${ids}-size`}
            type="range"
            name="fontSize"
            min={FONT_SIZE.min}
            max={FONT_SIZE.max}
            step={FONT_SIZE.step}
            value={c.fontSize}
            aria-valuetext={`${c.fontSize} pt`}
            onChange={(e) => set("fontSize", Number(e.target.value))}
            className="mt-2 block w-full accent-brand-600"
          />
          <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
            <span>{FONT_SIZE.min} pt</span>
            <span>{FONT_SIZE.max} pt</span>
          </div>
        </div>

        <Group legend="Color scheme">
          <ColorSchemeChoice value={c.colorScheme.name} onChange={(scheme) => set("colorScheme", scheme)} rich={hydrated} />
        </Group>

        <Group legend="Layout style">
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {LAYOUTS.map((layout) => (
              <RadioCard
                key={layout.id}
                name="layoutStyle"
                value={layout.id}
                checked={c.layoutStyle === layout.id}
                onChange={() => set("layoutStyle", layout.id as LayoutStyle)}
              >
                {layout.label}
              </RadioCard>
            ))}
          </div>
        </Group>

        <Group legend="Profile photo">
          <div className="flex flex-wrap items-center gap-3">
            <Checkbox name="includePhoto" checked={c.includePhoto} onChange={(checked) => set("includePhoto", checked)}>
              Include a profile photo
            </Checkbox>
            {/* photos are cropped and uploaded on the create page */}
            <a href="/create" className={buttonClassName({ variant: "secondary", size: "sm" })}>
              Upload Photo
            </a>
          </div>
        </Group>

        <Group legend="Pages">
          <FitToOnePage checked={c.fitToOnePage} onChange={(checked) => set("fitToOnePage", checked)} rich={hydrated}>
            Fit to one page
          </FitToOnePage>
          <p className="mt-1 text-xs text-slate-600">
            When the CV runs a little onto a second page, the PDF tightens spacing and type (never below 9.5 pt) to keep it on one.
          </p>
        </Group>

        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          <Button type="submit">Apply &amp; Create Resume</Button>
          {hydrated ? null : (
            <Button type="submit" formMethod="get" formAction={`/templates/customize/${gallery.id}`} name="update" value="1" variant="outline">
              Update Preview
            </Button>
          )}
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          ) : (
            <a href={cancelHref} className={buttonClassName({ variant: "secondary" })}>
              Cancel
            </a>
          )}
        </div>
      </div>

      <CvPreview resume={sample} template={gallery.template} customization={c} />
    </form>
  );
}
