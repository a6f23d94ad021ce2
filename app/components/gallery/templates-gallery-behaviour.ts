/**
 * The templates gallery's live parts (templates page) as plain DOM code. /templates ships
 * without React (docs/decisions/010-galleries-without-react.md): app/client/static-page.ts
 * starts this on the server-rendered page, and the route component starts the same function from
 * an effect when the gallery is reached by a client-side navigation.
 *
 * Without JavaScript the same markup works as links and forms: a card's name selects it
 * (?selected=), Preview opens the inline panel (?preview=), Customize opens
 * /templates/customize/{id}. With it:
 * - a click in a card selects the card;
 * - Preview opens that template's server-rendered <dialog> (gallery-dialogs-behaviour.ts);
 * - Customize opens the customize <dialog> and loads the customize form (React and the CV
 *   renderer, app/client/customize-dialog.tsx) into it on first use;
 * - 'Use This Template' also keeps the choice in local storage.
 */
import { galleryTemplate, presetCustomization } from "../../lib/gallery.ts";
import { saveCustomizationLocally } from "./customization-storage.ts";
import { enhanceGalleryDialogs, isPlainClick } from "./gallery-dialogs-behaviour.ts";
import { showModalAtTop } from "../ui/native-dialog.ts";

/**
 * Sent to the customize <dialog> once its script has loaded and the dialog names a template
 * (data-gallery-id): the script mounts the form for it.
 */
export const CUSTOMIZE_OPEN_EVENT = "vitae:customize-open";

/**
 * The customize bundle's URL from the dialog's data-script, only if it is one of this site's built
 * assets: import() runs whatever it is given, so markup alone must not be able to choose it.
 */
function ownScript(value: string | undefined): string | null {
  if (!value) return null;
  const url = new URL(value, window.location.href);
  return url.origin === window.location.origin && url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js") ? url.href : null;
}

/** The gallery's live parts on its server-rendered markup; returns the function that stops them. */
export function enhanceTemplatesGallery(gallery: HTMLElement): () => void {
  const stopDialogs = enhanceGalleryDialogs(gallery);
  const customizeDialog = gallery.querySelector<HTMLDialogElement>("dialog[data-customize-dialog]");

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
    const dialog = customizeDialog;
    const script = ownScript(dialog?.dataset.script);
    if (!entry || !dialog || !script) return;
    const title = dialog.querySelector("[data-dialog-title]");
    if (title) title.textContent = `Customize: ${entry.name}`;
    dialog.dataset.galleryId = entry.id;
    if (!dialog.open) showModalAtTop(dialog);
    // still open on the same template (it may have been closed, or another opened, meanwhile)
    const stillWanted = () => dialog.open && dialog.dataset.galleryId === entry.id;
    try {
      await import(/* @vite-ignore */ script);
    } catch {
      // the form could not be loaded (offline, a new deployment): the customize page works without it
      if (stillWanted()) window.location.assign(fallbackHref);
      return;
    }
    if (stillWanted()) dialog.dispatchEvent(new CustomEvent(CUSTOMIZE_OPEN_EVENT, { bubbles: true }));
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const card = target.closest<HTMLElement>("[data-template-card]");
    if (card) select(card);
    if (!isPlainClick(event)) return;
    if (target.closest("[data-select-template]")) {
      event.preventDefault();
      return;
    }
    const customize = target.closest<HTMLElement>("[data-open-customize]");
    const id = customize?.dataset.openCustomize;
    if (customize && id) {
      event.preventDefault();
      customize.closest("dialog")?.close();
      void openCustomizer(id, `/templates/customize/${encodeURIComponent(id)}`);
    }
  };

  // 'Use This Template' posts the entry's preset; the browser keeps a copy too
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const entry = galleryTemplate(form?.dataset.useTemplate);
    if (entry) saveCustomizationLocally(entry, presetCustomization(entry));
  };

  gallery.addEventListener("click", onClick);
  gallery.addEventListener("submit", onSubmit);
  return () => {
    gallery.removeEventListener("click", onClick);
    gallery.removeEventListener("submit", onSubmit);
    stopDialogs();
    // the route is going away (a client-side navigation): closing unmounts the form's React root
    if (customizeDialog?.open) customizeDialog.close();
  };
}
