// @vitest-environment jsdom
// The galleries' plain-DOM behaviour (ADR 010) on hand-written markup shaped like the server's;
// the real pages in a real browser are covered by tests/e2e/templates.js.spec.ts and examples.js.spec.ts.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CUSTOMIZATIONS_STORAGE_KEY, SELECTED_TEMPLATE_STORAGE_KEY } from "./customization-storage.ts";
import { enhanceExamplesGallery, SELECTED_EXAMPLE_STORAGE_KEY } from "./examples-gallery-behaviour.ts";
import { enhanceGalleryDialogs } from "./gallery-dialogs-behaviour.ts";
import { watchTemplateImage } from "./template-image-behaviour.ts";
import { enhanceTemplatesGallery } from "./templates-gallery-behaviour.ts";

// jsdom's <dialog> gets its modal methods from tests/setup/jsdom-dialog.ts
beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = "";
});

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

/**
 * A click as the browser sends it; returns whether the page's code let the default happen (a
 * listener on window, last to run, records it and then stops jsdom from navigating).
 */
function click(el: Element, init: MouseEventInit = {}): boolean {
  let allowed = true;
  const record = (event: Event) => {
    allowed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", record, { once: true });
  el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }));
  return allowed;
}

const PREVIEW_MARKUP = `
  <a href="/templates?preview=modern#preview" data-open-dialog="preview-modern">Preview</a>
  <dialog data-dialog="preview-modern"><div><button type="button" data-close-dialog>Close Preview</button></div></dialog>`;

/** The press that starts a click (the dialogs tell a backdrop click by where it was pressed). */
function press(el: Element) {
  el.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true, cancelable: true, button: 0 }));
}

describe("gallery dialogs", () => {
  it("a plain click on the opener opens its dialog instead of following the link; Close and the backdrop close it", () => {
    const root = mount(`<div>${PREVIEW_MARKUP}</div>`);
    const stop = enhanceGalleryDialogs(root);
    const dialog = root.querySelector("dialog")!;
    expect(click(root.querySelector("a")!)).toBe(false);
    expect(dialog.open).toBe(true);
    click(root.querySelector("[data-close-dialog]")!);
    expect(dialog.open).toBe(false);

    click(root.querySelector("a")!);
    // pressed inside the box and released on the backdrop (a text selection): stays open
    press(root.querySelector("[data-close-dialog]")!);
    click(dialog);
    expect(dialog.open).toBe(true);
    // the second click of the double click that opened it: stays open
    press(dialog);
    click(dialog, { detail: 2 });
    expect(dialog.open).toBe(true);
    // pressed and released on the <dialog> element itself: its backdrop
    press(dialog);
    click(dialog);
    expect(dialog.open).toBe(false);
    stop();
    expect(click(root.querySelector("a")!)).toBe(true);
    expect(dialog.open).toBe(false);
  });

  it("leaves a modified click (new tab) to the browser", () => {
    const root = mount(`<div>${PREVIEW_MARKUP}</div>`);
    enhanceGalleryDialogs(root);
    expect(click(root.querySelector("a")!, { ctrlKey: true })).toBe(true);
    expect(root.querySelector("dialog")!.open).toBe(false);
  });
});

describe("templates gallery", () => {
  const gallery = () =>
    mount(`<div data-templates-gallery>
      <ul>
        <li data-template-card data-template-id="template-1" data-selected="false"><a href="/templates?selected=template-1" data-select-template>Professional Blue</a></li>
        <li data-template-card data-template-id="modern" data-selected="true"><a href="/templates?selected=modern" data-select-template aria-current="true">Modern Minimalist</a>
          <form method="post" action="/templates" data-use-template="modern"><button type="submit">Use This Template</button></form></li>
      </ul>
    </div>`);

  it("a click in a card selects that card alone, and the name link stays on the page", () => {
    const root = gallery();
    enhanceTemplatesGallery(root);
    const [first, second] = root.querySelectorAll<HTMLElement>("[data-template-card]");
    expect(click(first!.querySelector("a")!)).toBe(false);
    expect(first!.dataset.selected).toBe("true");
    expect(first!.querySelector("a")!.getAttribute("aria-current")).toBe("true");
    expect(second!.dataset.selected).toBe("false");
    expect(second!.querySelector("a")!.hasAttribute("aria-current")).toBe(false);
  });

  it("'Use This Template' keeps the entry's preset in local storage and still posts", () => {
    const root = gallery();
    enhanceTemplatesGallery(root);
    const form = root.querySelector("form")!;
    const posted = form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(posted).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(CUSTOMIZATIONS_STORAGE_KEY)!)).toMatchObject({
      templateId: "modern",
      font: "Helvetica",
      fontSize: 11,
      colorScheme: { name: "Modern Teal" },
    });
    expect(window.localStorage.getItem(SELECTED_TEMPLATE_STORAGE_KEY)).toBe("modern");
  });
});

describe("examples gallery", () => {
  it("Preview and 'Use This' remember the example they belong to", () => {
    const stored = JSON.stringify({ id: "ux-designer", title: "UX Designer", industry: "Design", experience: "2-4 Years", templateId: "creative" });
    const root = mount(`<div data-examples-gallery>
      <a href="/create?example=ux-designer" data-remember-example='${stored}'>Use This</a>
    </div>`);
    enhanceExamplesGallery(root);
    click(root.querySelector("a")!);
    expect(JSON.parse(window.localStorage.getItem(SELECTED_EXAMPLE_STORAGE_KEY)!)).toEqual(JSON.parse(stored));
  });
});

/** What the browser would report of an image's loading (jsdom loads no images). */
function loadState(img: HTMLImageElement, state: Pick<HTMLImageElement, "complete" | "naturalWidth" | "currentSrc">) {
  for (const [key, value] of Object.entries(state)) Object.defineProperty(img, key, { value });
}

describe("template images", () => {
  const frame = () =>
    mount(
      `<div data-template-image><img src="/api/template-preview/modern.png" alt="Modern Minimalist preview"><div role="img" hidden data-template-placeholder>M</div></div>`,
    );

  it("a failing image gives way to its placeholder", () => {
    const root = frame();
    watchTemplateImage(root);
    const img = root.querySelector("img")!;
    expect(img.hidden).toBe(false);
    img.dispatchEvent(new Event("error"));
    expect(img.hidden).toBe(true);
    expect(root.querySelector<HTMLElement>("[data-template-placeholder]")!.hidden).toBe(false);
  });

  it("an image that failed before the script ran is caught at start", () => {
    const root = frame();
    const img = root.querySelector("img")!;
    loadState(img, { complete: true, naturalWidth: 0, currentSrc: "http://localhost/api/template-preview/modern.png" });
    watchTemplateImage(root);
    expect(img.hidden).toBe(true);
  });

  it("a lazy image that has not started loading is left alone until it fails", () => {
    const root = frame();
    const img = root.querySelector("img")!;
    loadState(img, { complete: true, naturalWidth: 0, currentSrc: "" });
    watchTemplateImage(root);
    expect(img.hidden).toBe(false);
    img.dispatchEvent(new Event("error"));
    expect(img.hidden).toBe(true);
  });
});
