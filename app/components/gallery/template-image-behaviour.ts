/**
 * A template preview image that fails to load gives way to its placeholder (SPEC §2, §8: the first
 * letter of the name). Plain DOM code: the gallery ships without React (app/client/static-page.ts
 * starts it) and the React TemplateImage starts the same function from an effect.
 */
export function watchTemplateImage(frame: HTMLElement): () => void {
  const img = frame.querySelector("img");
  const placeholder = frame.querySelector<HTMLElement>("[data-template-placeholder]");
  if (!img || !placeholder) return () => {};
  const fail = () => {
    img.hidden = true;
    placeholder.hidden = false;
  };
  // an image that failed before this code ran has no error event left to send (a lazy image that
  // has not started loading is not `complete`)
  if (img.complete && img.naturalWidth === 0) {
    fail();
    return () => {};
  }
  img.addEventListener("error", fail, { once: true });
  return () => img.removeEventListener("error", fail);
}
