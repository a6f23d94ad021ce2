/**
 * CV templates ("Templates") and the customization options.
 * Shared by the builder, the galleries and the server renderer.
 */
import { shippedFontStack } from "./cv-fonts.ts";

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

const LAYOUT_IDS: readonly string[] = LAYOUTS.map((layout) => layout.id);

// a type, not an interface: stored records take it as a plain Record<string, unknown>
export type Customization = {
  templateId?: string;
  font: FontName;
  fontSize: number;
  colorScheme: ColorScheme;
  layoutStyle: LayoutStyle;
  includePhoto: boolean;
  /** Tighten a CV that runs a little onto a second page so that it fits on one (PDF). */
  fitToOnePage: boolean;
};

export const DEFAULT_CUSTOMIZATION: Customization = {
  font: "Arial",
  fontSize: FONT_SIZE.default,
  colorScheme: COLOR_SCHEMES[0]!,
  layoutStyle: "modern",
  includePhoto: true,
  fitToOnePage: true,
};

/** Marks a setting the reader refuses (the whole customization is then refused). */
const REFUSED = Symbol("refused");

/** A checkbox as a form posts it ("on"), as JSON stores it, or as a query string spells it. */
function switchValue(value: unknown, missing: boolean): boolean | typeof REFUSED {
  if (value === undefined) return missing;
  if (value === "on" || value === "true" || value === true) return true;
  if (value === "false" || value === false) return false;
  return REFUSED;
}

/** A font size as typed or stored ("12" or 12): a whole number of points within FONT_SIZE. */
function fontSizeValue(value: unknown): number | typeof REFUSED {
  if (value === undefined) return FONT_SIZE.default;
  // as Number() reads it ("" and null are 0, refused by the minimum below); a symbol or an object without a number is refused
  const size = typeof value === "symbol" || typeof value === "bigint" ? NaN : Number(value);
  return Number.isInteger(size) && size >= FONT_SIZE.min && size <= FONT_SIZE.max ? size : REFUSED;
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

function colorSchemeValue(value: unknown): ColorScheme | typeof REFUSED {
  if (value === undefined) return COLOR_SCHEMES[0]!;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return REFUSED;
  const { name, primary, secondary } = value as Record<string, unknown>;
  const hex = (color: unknown) => typeof color === "string" && HEX_COLOR.test(color);
  return typeof name === "string" && name.length <= 40 && hex(primary) && hex(secondary)
    ? { name, primary: primary as string, secondary: secondary as string }
    : REFUSED;
}

/**
 * A customization from untrusted input (a form, a cookie, stored JSON): each missing setting takes
 * its default; null when any setting is not one the CV can draw. Read without zod, so the
 * builder's page can use it.
 */
export function readCustomization(value: unknown): Customization | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const input = value as Record<string, unknown>;
  const { templateId, font = "Arial", layoutStyle = "modern" } = input;
  if (templateId !== undefined && (typeof templateId !== "string" || templateId.length > 40)) return null;
  if (!(FONTS as readonly unknown[]).includes(font) || !LAYOUT_IDS.includes(layoutStyle as string)) return null;
  const fontSize = fontSizeValue(input.fontSize);
  const colorScheme = colorSchemeValue(input.colorScheme);
  const includePhoto = switchValue(input.includePhoto, true);
  const fitToOnePage = switchValue(input.fitToOnePage, true);
  if (fontSize === REFUSED || colorScheme === REFUSED || includePhoto === REFUSED || fitToOnePage === REFUSED) return null;
  return {
    ...(templateId === undefined ? {} : { templateId }),
    font: font as FontName,
    fontSize,
    colorScheme,
    layoutStyle: layoutStyle as LayoutStyle,
    includePhoto,
    fitToOnePage,
  };
}

export function isTemplateId(value: unknown): value is TemplateId {
  return typeof value === "string" && (TEMPLATE_IDS as readonly string[]).includes(value);
}

/** A template id from untrusted input (unknown → the default template). */
export function resolveTemplate(value: unknown): TemplateId {
  return isTemplateId(value) ? value : DEFAULT_TEMPLATE;
}

/** A customization from untrusted input (invalid → the defaults). */
export function resolveCustomization(value: unknown): Customization {
  return readCustomization(value ?? {}) ?? DEFAULT_CUSTOMIZATION;
}
