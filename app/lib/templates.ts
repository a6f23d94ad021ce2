/**
 * CV templates ("Templates") and the customization options.
 * Shared by the builder, the galleries and the server renderer.
 */
import { shippedFontStack } from "./cv-fonts.ts";
import { z } from "./zod.ts";

export const TEMPLATE_IDS = ["professional", "modern", "minimalist", "combination", "executive", "creative"] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];
export const DEFAULT_TEMPLATE: TemplateId = "professional";

export type TemplateCategory = "chronological" | "functional" | "combination";

export interface TemplateInfo {
  id: TemplateId;
  /** The name shown to users ('combination' is shown as 'Balanced'). */
  name: string;
  category: TemplateCategory;
  popular: boolean;
  description: string;
  /** The preview shows only the first two. */
  bestFor: string[];
  /** Tier needed to use it (free users get the basic ones). */
  premium: boolean;
}

export const TEMPLATES: readonly TemplateInfo[] = [
  {
    id: "professional",
    name: "Professional",
    category: "chronological",
    popular: true,
    premium: false,
    description: "A classic single-column layout recruiters and ATS read with ease.",
    bestFor: ["Corporate roles", "Finance", "Consulting"],
  },
  {
    id: "modern",
    name: "Modern",
    category: "chronological",
    popular: false,
    premium: false,
    description: "Clean lines and a coloured accent for a contemporary look.",
    bestFor: ["Tech", "Startups", "Product"],
  },
  {
    id: "minimalist",
    name: "Minimalist",
    category: "functional",
    popular: false,
    premium: true,
    description: "Skills first, with generous white space.",
    bestFor: ["Career changers", "Graduates", "Freelancers"],
  },
  {
    id: "combination",
    name: "Balanced",
    category: "combination",
    popular: false,
    premium: true,
    description: "Skills and experience side by side in balance.",
    bestFor: ["Mid-career", "Hybrid roles", "Engineering"],
  },
  {
    id: "executive",
    name: "Executive",
    category: "chronological",
    popular: false,
    premium: true,
    description: "A confident layout for leadership experience.",
    bestFor: ["Senior leaders", "Management", "Board roles"],
  },
  {
    id: "creative",
    name: "Creative",
    category: "combination",
    popular: false,
    premium: true,
    description: "A bold header and sidebar that still parse cleanly.",
    bestFor: ["Design", "Marketing", "Media"],
  },
];

export function templateInfo(id: string): TemplateInfo {
  return TEMPLATES.find((t) => t.id === id) ?? TEMPLATES[0]!;
}

export const FONTS = ["Arial", "Helvetica", "Times New Roman", "Georgia", "Source Serif", "Calibri", "Open Sans"] as const;
export type FontName = (typeof FONTS)[number];

/**
 * The CV's font-family lists: the shipped faces first (app/lib/cv-fonts.ts, served under /fonts/,
 * so every machine and the PDF renderer draw the same glyphs), then the system fonts they stand in
 * for, for a document opened where /fonts/ cannot be reached.
 */
const NON_LATIN_FALLBACK = `"Noto Sans", "Noto Sans CJK SC", "Noto Sans Arabic", "Microsoft YaHei", "PingFang SC", "Segoe UI", sans-serif`;
const SYSTEM_STACKS: Record<FontName, string> = {
  Arial: `Arial, "Liberation Sans", "Helvetica Neue", ${NON_LATIN_FALLBACK}`,
  Helvetica: `Helvetica, "Helvetica Neue", Arial, "Liberation Sans", ${NON_LATIN_FALLBACK}`,
  "Times New Roman": `"Times New Roman", Times, "Liberation Serif", "Noto Serif", "Noto Serif CJK SC", serif`,
  Georgia: `Georgia, "DejaVu Serif", "Times New Roman", "Noto Serif", serif`,
  "Source Serif": `"Source Serif 4", "Source Serif Pro", Georgia, "Noto Serif", serif`,
  Calibri: `Calibri, Carlito, "Segoe UI", Arial, ${NON_LATIN_FALLBACK}`,
  "Open Sans": `"Open Sans", "Segoe UI", Roboto, Arial, ${NON_LATIN_FALLBACK}`,
};
export const FONT_STACKS = Object.fromEntries(FONTS.map((font) => [font, `${shippedFontStack(font)}, ${SYSTEM_STACKS[font]}`])) as Record<FontName, string>;

/** 11 pt body by default: the size CV guides recommend; 12 pt reads large on A4 and Letter. */
export const FONT_SIZE = { min: 8, max: 16, step: 1, default: 11 } as const;

export interface ColorScheme {
  name: string;
  primary: string;
  secondary: string;
}

export const COLOR_SCHEMES: readonly ColorScheme[] = [
  { name: "Professional Blue", primary: "#1e40af", secondary: "#3b82f6" },
  { name: "Executive Purple", primary: "#5b21b6", secondary: "#8b5cf6" },
  { name: "Creative Green", primary: "#047857", secondary: "#10b981" },
  { name: "Classic Black", primary: "#111827", secondary: "#4b5563" },
  { name: "Modern Teal", primary: "#0f766e", secondary: "#14b8a6" },
  { name: "Elite Red", primary: "#991b1b", secondary: "#ef4444" },
];

export const LAYOUTS = [
  { id: "modern", label: "Modern, Single Column" },
  { id: "traditional", label: "Traditional, Two Column" },
  { id: "sidebar", label: "Sidebar Layout" },
  { id: "minimal", label: "Minimal Design" },
] as const;
export type LayoutStyle = (typeof LAYOUTS)[number]["id"];

/** A checkbox as a form posts it ("on"), as JSON stores it, or as a query string spells it. */
const checkboxValue = z.preprocess((v) => (v === "on" || v === "true" ? true : v === "false" ? false : v), z.boolean());

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const customizationSchema = z.object({
  templateId: z.string().max(40).optional(),
  font: z.enum(FONTS).default("Arial"),
  fontSize: z.coerce.number().int().min(FONT_SIZE.min).max(FONT_SIZE.max).default(FONT_SIZE.default),
  colorScheme: z.object({ name: z.string().max(40), primary: hexColor, secondary: hexColor }).default(COLOR_SCHEMES[0]!),
  layoutStyle: z.enum(["modern", "traditional", "sidebar", "minimal"]).default("modern"),
  includePhoto: checkboxValue.default(true),
  /** Tighten a CV that runs a little onto a second page so that it fits on one (PDF). */
  fitToOnePage: checkboxValue.default(true),
});
export type Customization = z.infer<typeof customizationSchema>;

export const DEFAULT_CUSTOMIZATION: Customization = customizationSchema.parse({});

export function isTemplateId(value: unknown): value is TemplateId {
  return typeof value === "string" && (TEMPLATE_IDS as readonly string[]).includes(value);
}

/** A template id from untrusted input (unknown → the default template). */
export function resolveTemplate(value: unknown): TemplateId {
  return isTemplateId(value) ? value : DEFAULT_TEMPLATE;
}

/** A customization from untrusted input (invalid → the defaults). */
export function resolveCustomization(value: unknown): Customization {
  const parsed = customizationSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : DEFAULT_CUSTOMIZATION;
}
