import { describe, expect, it } from "vitest";
import {
  customizationFromFields,
  filterGallery,
  GALLERY_TEMPLATES,
  galleryTemplate,
  initialCustomization,
  PREVIEW_IDS,
  PREVIEW_SPECS,
  presetCustomization,
  resolveGalleryCategory,
  resolvePreviewId,
} from "./gallery.ts";
import { COLOR_SCHEMES, DEFAULT_CUSTOMIZATION } from "./templates.ts";

describe("templates gallery", () => {
  it("has the eight gallery designs, mapped to CV templates, two of them in two columns", () => {
    expect(GALLERY_TEMPLATES.map((t) => [t.id, t.name, t.category, t.isPopular, t.template, t.layoutStyle])).toEqual([
      ["template-1", "Professional Blue", "Professional", true, "professional", "modern"],
      ["template-2", "Modern Executive", "Executive", false, "executive", "modern"],
      ["template-3", "Creative Designer", "Creative", true, "creative", "modern"],
      ["professional", "Classic Professional", "Traditional", false, "professional", "modern"],
      ["modern", "Modern Minimalist", "Modern", true, "modern", "modern"],
      ["executive", "Executive Elite", "Executive", false, "executive", "modern"],
      ["balanced", "Balanced Two-Column", "Traditional", false, "combination", "traditional"],
      ["sidebar", "Sidebar Minimalist", "Modern", false, "minimalist", "sidebar"],
    ]);
    // every CV template is offered by at least one design
    expect(new Set(GALLERY_TEMPLATES.map((t) => t.template)).size).toBe(6);
    for (const t of GALLERY_TEMPLATES) {
      expect(COLOR_SCHEMES).toContainEqual(t.colorScheme);
      expect(t.preview).toBe(`/api/template-preview/${t.id}.png`);
    }
  });

  it("filters by category, unknown categories meaning All", () => {
    expect(filterGallery("All")).toHaveLength(8);
    expect(filterGallery("Executive").map((t) => t.id)).toEqual(["template-2", "executive"]);
    expect(filterGallery(resolveGalleryCategory("Nope"))).toHaveLength(8);
    expect(resolveGalleryCategory("Modern")).toBe("Modern");
  });

  it("resolves preview ids with or without .png and refuses anything else", () => {
    expect(PREVIEW_IDS).toEqual(expect.arrayContaining(["template-1", "modern", "minimalist", "combination", "creative"]));
    expect(resolvePreviewId("template-1.png")).toBe("template-1");
    expect(resolvePreviewId("combination")).toBe("combination");
    expect(resolvePreviewId("../package.json")).toBeNull();
    expect(resolvePreviewId("nope.png")).toBeNull();
    expect(resolvePreviewId(undefined)).toBeNull();
  });

  it("starts the customize dialog from the entry's own preset: its colours and typeface", () => {
    expect(initialCustomization(galleryTemplate("template-3"))).toEqual({
      ...DEFAULT_CUSTOMIZATION,
      templateId: "template-3",
      colorScheme: COLOR_SCHEMES.find((s) => s.name === "Creative Green"),
      font: "Open Sans",
    });
    expect(initialCustomization(galleryTemplate("executive"))).toMatchObject({ colorScheme: { name: "Elite Red" }, font: "Georgia" });
    // every entry looks like itself: no two share template, colours and typeface
    const looks = GALLERY_TEMPLATES.map((g) => `${g.template}/${g.colorScheme.name}/${g.font}/${g.layoutStyle}`);
    expect(new Set(looks).size).toBe(GALLERY_TEMPLATES.length);
    expect(PREVIEW_SPECS.find((p) => p.id === "template-2")!.customization).toEqual(presetCustomization(galleryTemplate("template-2")!));
    expect(DEFAULT_CUSTOMIZATION).toMatchObject({ font: "Arial", fontSize: 11, colorScheme: COLOR_SCHEMES[0], layoutStyle: "modern", includePhoto: true });
  });

  it("reads the customize form's fields", () => {
    const g = galleryTemplate("modern")!;
    const form = new URLSearchParams({
      font: "Georgia",
      fontSize: "9",
      colorScheme: "Elite Red",
      layoutStyle: "minimal",
      includePhoto: "on",
      fitToOnePage: "on",
    });
    expect(customizationFromFields(form, g, true)).toEqual({
      templateId: "modern",
      font: "Georgia",
      fontSize: 9,
      colorScheme: COLOR_SCHEMES.find((s) => s.name === "Elite Red"),
      layoutStyle: "minimal",
      includePhoto: true,
      fitToOnePage: true,
    });
    // a complete form without a checkbox means that option is off; an incomplete one keeps the default
    form.delete("includePhoto");
    form.delete("fitToOnePage");
    expect(customizationFromFields(form, g, true)).toMatchObject({ includePhoto: false, fitToOnePage: false });
    // "Use This Template" sends no fields: the entry's preset
    expect(customizationFromFields(new URLSearchParams(), g, false)).toEqual(presetCustomization(g));
    expect(presetCustomization(g)).toMatchObject({ templateId: "modern", colorScheme: { name: "Modern Teal" }, font: "Helvetica" });
    for (const [key, value] of [
      ["font", "Comic Sans"],
      ["fontSize", "17"],
      ["fontSize", "7"],
      ["colorScheme", "Neon"],
      ["layoutStyle", "grid"],
    ]) {
      expect(customizationFromFields(new URLSearchParams({ [key!]: value! }), g, false), `${key}=${value}`).toBeNull();
    }
  });
});
