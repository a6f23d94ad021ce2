/**
 * The customize dialog's form, loaded on first use: the templates gallery ships without React
 * (docs/decisions/010-galleries-without-react.md), and only this dialog needs it, for the
 * live preview drawn by the same CV components as the builder. The route imports this file with
 * `?worker&url`, so Vite bundles it on its own (React included) under a content-hashed name; the
 * gallery's behaviour imports that URL when Customize is first clicked.
 *
 * Such a bundle keeps no exports, so it listens instead: each CUSTOMIZE_OPEN_EVENT on a customize
 * <dialog> mounts a fresh form for the template the dialog names, and closing the dialog unmounts
 * it (the next opening starts from the defaults again).
 */
import { createRoot, type Root } from "react-dom/client";
import { CustomizeForm } from "../components/gallery/customize-form.tsx";
import { CUSTOMIZE_OPEN_EVENT } from "../components/gallery/templates-gallery-behaviour.ts";
import { galleryTemplate, initialCustomization } from "../lib/gallery.ts";
import { SAMPLE_RESUME } from "../lib/sample-resume.ts";

const mounted = new WeakMap<HTMLDialogElement, Root>();

function mountCustomizeForm(dialog: HTMLDialogElement) {
  const gallery = galleryTemplate(dialog.dataset.galleryId);
  const container = dialog.querySelector<HTMLElement>("[data-customize-mount]");
  if (!gallery || !container) return;
  mounted.get(dialog)?.unmount();
  const root = createRoot(container);
  mounted.set(dialog, root);
  root.render(<CustomizeForm gallery={gallery} initial={initialCustomization(gallery)} sample={SAMPLE_RESUME} onCancel={() => dialog.close()} />);
  dialog.addEventListener(
    "close",
    () => {
      if (mounted.get(dialog) !== root) return;
      root.unmount();
      mounted.delete(dialog);
    },
    { once: true },
  );
}

document.addEventListener(CUSTOMIZE_OPEN_EVENT, (event) => {
  if (event.target instanceof HTMLDialogElement) mountCustomizeForm(event.target);
});
