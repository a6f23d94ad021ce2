/**
 * The templates gallery's live parts (SPEC §4 templates page) as plain DOM code. /templates ships
 * without React (docs/decisions/010-templates-gallery-without-react.md): app/client/static-page.ts
 * starts this on the server-rendered page, and the route component starts the same function from
 * an effect when the gallery is reached by a client-side navigation.
 *
 * Without JavaScript the same markup works as links and forms: a card's name selects it
 * (?selected=), Preview opens the inline panel (?preview=), Customize opens
 * /templates/customize/{id}. With it:
 * - a click in a card selects the card;
 * - Preview opens that template's server-rendered <dialog>;
 * - Customize opens the customize <dialog> and loads the customize form (React and the CV
 *   renderer, app/client/customize-dialog.tsx) into it on first use;
 * - 'Use This Template' also keeps the choice in local storage.
 */
import { galleryTemplate } from "../../lib/gallery.ts";
import { DEFAULT_CUSTOMIZATION } from "../../lib/templates.ts";
import { saveCustomizationLocally } from "./customization-storage.ts";
import { watchTemplateImage } from "./template-image-behaviour.ts";

/**
 * Sent to the customize <dialog> once its script has loaded and the dialog names a template
 * (data-gallery-id): the script mounts the form for it.
 */
export const CUSTOMIZE_OPEN_EVENT = "vitae:customize-open";

/** A click the browser should handle itself: another button, or a modifier (new tab, download). */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Starts the gallery behaviour of every [data-templates-gallery] under root (static-page.ts). */
export function startTemplatesGalleries(root: ParentNode): () => void {
  const stops = Array.from(root.querySelectorAll<HTMLElement>("[data-templates-gallery]"), enhanceTemplatesGallery);
  return () => {
    for (const stop of stops) stop();
  };
}

/** The gallery's live parts on its server-rendered markup; returns the function that stops them. */
export function enhanceTemplatesGallery(gallery: HTMLElement): () => void {
  const stops = Array.from(gallery.querySelectorAll<HTMLElement>("[data-template-image]"), watchTemplateImage);

  const select = (card: HTMLElement) => {
    for (const each of gallery.querySelectorAll<HTMLElement>("[data-template-card]")) {
      const selected = each === card;
      each.dataset.selected = String(selected);
      const nameLink = each.querySelector("[data-select-template]");
      if (selected) nameLink?.setAttribute("aria-current", "true");
      else nameLink?.removeAttribute("aria-current");
    }
  };

  const openCustomizer = async (id: string, fallbackHref: string) => {
    const entry = galleryTemplate(id);
    const dialog = gallery.querySelector<HTMLDialogElement>("dialog[data-customize-dialog]");
    if (!entry || !dialog?.dataset.script) return;
    const title = dialog.querySelector("[data-dialog-title]");
    if (title) title.textContent = `Customize: ${entry.name}`;
    dialog.dataset.galleryId = entry.id;
    if (!dialog.open) dialog.showModal();
    try {
      await import(/* @vite-ignore */ dialog.dataset.script);
    } catch {
      // the form could not be loaded (offline, a new deployment): the customize page works without it
      window.location.assign(fallbackHref);
      return;
    }
    // still open on the same template (it may have been closed, or another opened, meanwhile)
    if (dialog.open && dialog.dataset.galleryId === entry.id) dialog.dispatchEvent(new CustomEvent(CUSTOMIZE_OPEN_EVENT, { bubbles: true }));
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    // a click on a dialog's backdrop (the <dialog> itself, outside its content box) closes it
    if (target instanceof HTMLDialogElement && target.open) {
      target.close();
      return;
    }
    const card = target.closest<HTMLElement>("[data-template-card]");
    if (card) select(card);
    if (!isPlainClick(event)) return;
    const action = target.closest<HTMLElement>("[data-select-template],[data-open-preview],[data-open-customize],[data-close-dialog]");
    if (!action) return;
    if (action.matches("[data-select-template]")) {
      event.preventDefault();
    } else if (action.dataset.openPreview) {
      event.preventDefault();
      gallery.querySelector<HTMLDialogElement>(`dialog[data-preview-dialog="${CSS.escape(action.dataset.openPreview)}"]`)?.showModal();
    } else if (action.dataset.openCustomize) {
      event.preventDefault();
      action.closest("dialog")?.close();
      void openCustomizer(action.dataset.openCustomize, `/templates/customize/${encodeURIComponent(action.dataset.openCustomize)}`);
    } else {
      action.closest("dialog")?.close();
    }
  };

  // 'Use This Template' posts the default customization; the browser keeps a copy too
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const entry = galleryTemplate(form?.dataset.useTemplate);
    if (entry) saveCustomizationLocally(entry, { ...DEFAULT_CUSTOMIZATION, templateId: entry.id });
  };

  gallery.addEventListener("click", onClick);
  gallery.addEventListener("submit", onSubmit);
  return () => {
    gallery.removeEventListener("click", onClick);
    gallery.removeEventListener("submit", onSubmit);
    for (const stop of stops) stop();
  };
}
