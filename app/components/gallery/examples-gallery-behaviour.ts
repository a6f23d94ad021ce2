/**
 * The examples gallery's live parts (examples page) as plain DOM code. /examples ships
 * without React (docs/decisions/010-galleries-without-react.md): app/client/static-page.ts
 * starts this on the server-rendered page, and the route component starts the same function from
 * an effect when the gallery is reached by a client-side navigation.
 *
 * Without JavaScript, Preview is a link to the inline panel (?preview=) and 'Use This' a link to
 * /create?example={id}. With it, Preview opens the example's <dialog>, and both remember the
 * example in local storage (selectedExample) from the card's data-remember-example.
 */
import { enhanceGalleryDialogs } from "./gallery-dialogs-behaviour.ts";

export const SELECTED_EXAMPLE_STORAGE_KEY = "selectedExample";

/** The stored form of an example: what the builder needs to name it (selectedExample). */
export interface SelectedExample {
  id: string;
  title: string;
  industry: string;
  experience: string;
  templateId: string;
}

export function enhanceExamplesGallery(gallery: HTMLElement): () => void {
  const stopDialogs = enhanceGalleryDialogs(gallery);
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const remembered = target?.closest<HTMLElement>("[data-remember-example]")?.dataset.rememberExample;
    if (!remembered) return;
    try {
      window.localStorage.setItem(SELECTED_EXAMPLE_STORAGE_KEY, remembered);
    } catch {
      // storage disabled: the link still carries the example
    }
  };
  gallery.addEventListener("click", onClick);
  return () => {
    gallery.removeEventListener("click", onClick);
    stopDialogs();
  };
}
