/**
 * The browser's copy of a template choice (templateCustomizations, selectedTemplate). The
 * server keeps its own copy in cookies (the /templates action); this one lets the builder start from
 * the choice at once. Plain code, shared by the customize form (React) and the gallery's plain-DOM
 * behaviour.
 */
import type { GalleryTemplate } from "../../lib/gallery.ts";
import type { Customization } from "../../lib/templates.ts";

export const CUSTOMIZATIONS_STORAGE_KEY = "templateCustomizations";
export const SELECTED_TEMPLATE_STORAGE_KEY = "selectedTemplate";

export function saveCustomizationLocally(gallery: GalleryTemplate, c: Customization) {
  try {
    window.localStorage.setItem(CUSTOMIZATIONS_STORAGE_KEY, JSON.stringify({ ...c, templateId: gallery.id }));
    window.localStorage.setItem(SELECTED_TEMPLATE_STORAGE_KEY, gallery.template);
  } catch {
    // storage disabled: the cookies set by the server carry the choice
  }
}
