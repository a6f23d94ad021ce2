/**
 * A template preview image that fails to load gives way to its placeholder (the first
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
  // an image that failed before this code ran has no error event left to send. A lazy image that
  // has not started loading has no currentSrc yet (and some browsers call it `complete`): when in
  // doubt, wait for the error event, since a hidden image would never scroll into view and load
  if (img.complete && img.naturalWidth === 0 && img.currentSrc !== "") {
    fail();
    return () => {};
  }
  img.addEventListener("error", fail, { once: true });
  return () => img.removeEventListener("error", fail);
}
