/**
 * The templates gallery ("Gallery templates"): eight static entries, each a preset of one of the
 * six CV templates (colours, typeface, one or two columns), shown as a real rendering of it.
 * Isomorphic: used by /templates, the preview image route and scripts/template-previews.ts.
 */
import {
  COLOR_SCHEMES,
  readCustomization,
  DEFAULT_CUSTOMIZATION,
  TEMPLATE_IDS,
  type ColorScheme,
  type Customization,
  type FontName,
  type LayoutStyle,
  type TemplateId,
} from "./templates.ts";

export const GALLERY_CATEGORIES = ["All", "Professional", "Executive", "Creative", "Traditional", "Modern"] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export interface GalleryTemplate {
  id: string;
  name: string;
  category: Exclude<GalleryCategory, "All">;
  /** The public path of the preview image (GET /api/template-preview/{templateId}). */
  preview: string;
  isPopular: boolean;
  description: string;
  /** The CV template it is rendered with. */
  template: TemplateId;
  /** The colour scheme it is shown in (one of COLOR_SCHEMES). */
  colorScheme: ColorScheme;
  /** Its typeface: with the template and the colours, what makes the entry look like itself. */
  font: FontName;
  /** One column, or two (the order in the document stays the ATS reading order; columns are CSS). */
  layoutStyle: LayoutStyle;
}

const scheme = (name: string): ColorScheme => COLOR_SCHEMES.find((s) => s.name === name) ?? COLOR_SCHEMES[0]!;

export const previewPath = (id: string) => `/api/template-preview/${id}.png`;

export const GALLERY_TEMPLATES: readonly GalleryTemplate[] = [
  {
    id: "template-1",
    name: "Professional Blue",
    category: "Professional",
    preview: previewPath("template-1"),
    isPopular: true,
    description: "A trusted single-column layout with blue accents that recruiters and ATS read with ease.",
    template: "professional",
    colorScheme: scheme("Professional Blue"),
    font: "Arial",
    layoutStyle: "modern",
  },
  {
    id: "template-2",
    name: "Modern Executive",
    category: "Executive",
    preview: previewPath("template-2"),
    isPopular: false,
    description: "A confident header and purple accents that put leadership experience first.",
    template: "executive",
    colorScheme: scheme("Executive Purple"),
    font: "Calibri",
    layoutStyle: "modern",
  },
  {
    id: "template-3",
    name: "Creative Designer",
    category: "Creative",
    preview: previewPath("template-3"),
    isPopular: true,
    description: "A bold header and skill chips for designers and marketers, still cleanly parsed by ATS.",
    template: "creative",
    colorScheme: scheme("Creative Green"),
    font: "Open Sans",
    layoutStyle: "modern",
  },
  {
    id: "professional",
    name: "Classic Professional",
    category: "Traditional",
    preview: previewPath("professional"),
    isPopular: false,
    description: "Timeless black-and-white formatting for law, finance, academia and the public sector.",
    template: "professional",
    colorScheme: scheme("Classic Black"),
    font: "Times New Roman",
    layoutStyle: "modern",
  },
  {
    id: "modern",
    name: "Modern Minimalist",
    category: "Modern",
    preview: previewPath("modern"),
    isPopular: true,
    description: "Clean lines, generous white space and a teal accent for tech and startup roles.",
    template: "modern",
    colorScheme: scheme("Modern Teal"),
    font: "Helvetica",
    layoutStyle: "modern",
  },
  {
    id: "executive",
    name: "Executive Elite",
    category: "Executive",
    preview: previewPath("executive"),
    isPopular: false,
    description: "A refined layout with deep red accents for directors, VPs and board-level roles.",
    template: "executive",
    colorScheme: scheme("Elite Red"),
    font: "Georgia",
    layoutStyle: "modern",
  },
  {
    id: "balanced",
    name: "Balanced Two-Column",
    category: "Traditional",
    preview: previewPath("balanced"),
    isPopular: false,
    description: "Section headings in a column of their own beside the content, set in a modern serif; ATS software reads it top to bottom.",
    template: "combination",
    colorScheme: scheme("Classic Black"),
    font: "Source Serif",
    layoutStyle: "traditional",
  },
  {
    id: "sidebar",
    name: "Sidebar Minimalist",
    category: "Modern",
    preview: previewPath("sidebar"),
    isPopular: false,
    description: "A slim sidebar for skills, projects and languages beside a clean main column, in an ATS-safe reading order.",
    template: "minimalist",
    colorScheme: scheme("Modern Teal"),
    font: "Open Sans",
    layoutStyle: "sidebar",
  },
];

/** The design the builder is in: the chosen gallery entry when its template is still the chosen one. */
export function chosenDesign(template: string, designId: string | undefined): GalleryTemplate | undefined {
  return GALLERY_TEMPLATES.find((g) => g.id === designId && g.template === template);
}

export function galleryTemplate(id: string | null | undefined): GalleryTemplate | undefined {
  return GALLERY_TEMPLATES.find((t) => t.id === id);
}

export function isGalleryCategory(value: unknown): value is GalleryCategory {
  return typeof value === "string" && (GALLERY_CATEGORIES as readonly string[]).includes(value);
}

/** The category filter from a query value (unknown → All, the default). */
export function resolveGalleryCategory(value: unknown): GalleryCategory {
  return isGalleryCategory(value) ? value : "All";
}

export function filterGallery(category: GalleryCategory): GalleryTemplate[] {
  return GALLERY_TEMPLATES.filter((t) => category === "All" || t.category === category);
}

/**
 * Every image /api/template-preview serves: the gallery entries plus the CV templates that no
 * gallery entry is named after (minimalist, combination, creative), in their default colours.
 */
export interface PreviewSpec {
  id: string;
  template: TemplateId;
  customization: Customization;
}

export const PREVIEW_SPECS: readonly PreviewSpec[] = [
  ...GALLERY_TEMPLATES.map((g) => ({ id: g.id, template: g.template, customization: presetCustomization(g) })),
  ...TEMPLATE_IDS.filter((id) => !GALLERY_TEMPLATES.some((g) => g.id === id)).map((id) => ({
    id,
    template: id,
    customization: { ...DEFAULT_CUSTOMIZATION, templateId: id },
  })),
];

export const PREVIEW_IDS: readonly string[] = PREVIEW_SPECS.map((s) => s.id);

/** The preview id from a route parameter ("template-1" or "template-1.png"); null when unknown. */
export function resolvePreviewId(param: string | undefined): string | null {
  if (!param) return null;
  const id = param.endsWith(".png") ? param.slice(0, -4) : param;
  return PREVIEW_IDS.includes(id) ? id : null;
}

/**
 * A gallery entry's look as a customization: its colours, typeface and columns over the defaults. What its
 * preview shows, what the Customize dialog starts from and what "Use This Template" applies, so
 * the CV a visitor downloads looks like the entry they picked.
 */
export function presetCustomization(g: GalleryTemplate): Customization {
  return { ...DEFAULT_CUSTOMIZATION, templateId: g.id, colorScheme: g.colorScheme, font: g.font, layoutStyle: g.layoutStyle };
}

/** The customization the Customize dialog starts from: the entry's preset (the defaults for no entry). */
export function initialCustomization(g: GalleryTemplate | undefined): Customization {
  return g ? presetCustomization(g) : DEFAULT_CUSTOMIZATION;
}

/**
 * A customization from the customize form's fields (a POST body or the GET query of the page
 * without JavaScript). `complete` says every control was submitted, so a missing photo checkbox
 * means "no photo"; otherwise missing fields keep the entry's preset. Null when a value is not valid.
 */
export function customizationFromFields(
  fields: { get(name: string): FormDataEntryValue | null },
  gallery: GalleryTemplate,
  complete: boolean,
): Customization | null {
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const schemeName = text("colorScheme");
  const colorScheme = schemeName === undefined ? undefined : COLOR_SCHEMES.find((s) => s.name === schemeName);
  if (schemeName !== undefined && !colorScheme) return null;
  // a field not sent keeps the entry's preset
  const preset = presetCustomization(gallery);
  return readCustomization({
    templateId: gallery.id,
    font: text("font") ?? preset.font,
    fontSize: text("fontSize") ?? preset.fontSize,
    colorScheme: colorScheme ?? preset.colorScheme,
    layoutStyle: text("layoutStyle") ?? preset.layoutStyle,
    includePhoto: complete ? text("includePhoto") === "on" : undefined,
    fitToOnePage: complete ? text("fitToOnePage") === "on" : undefined,
  });
}
