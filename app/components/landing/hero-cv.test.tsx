// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SAMPLE_RESUME } from "../../lib/sample-resume.ts";
import { HeroCv, heroCvLabel } from "./hero-cv.tsx";
import { LandingIcon } from "./icons.tsx";

function render(markup: string): HTMLElement {
  const host = document.createElement("div");
  host.innerHTML = markup;
  return host;
}

describe("the hero's CV", () => {
  it("names whose CV it is, their role and the template", () => {
    expect(heroCvLabel(SAMPLE_RESUME)).toBe("A sample CV made with Vitae: Priya Raman, Senior Software Engineer, in the Modern template");
  });

  it("is one named image whose CV text and links are hidden and inert", () => {
    const host = render(renderToStaticMarkup(<HeroCv resume={SAMPLE_RESUME} />));
    const image = host.querySelector('[role="img"]')!;
    expect(image.getAttribute("aria-label")).toBe(heroCvLabel(SAMPLE_RESUME));
    const sheet = image.firstElementChild!;
    expect(sheet.getAttribute("aria-hidden")).toBe("true");
    expect(sheet.hasAttribute("inert")).toBe(true);
    // the product's own CV tree: its name, headings and links, drawn by the CV component
    expect(sheet.querySelector(".cv .cv-name")!.textContent).toBe("Priya Raman");
    expect(sheet.querySelector(".s-experience")!.textContent).toContain("Northwind Payments");
    expect(sheet.querySelectorAll("a").length).toBeGreaterThan(0);
    expect(sheet.querySelector("style")!.textContent).toContain(".cv");
    // no script: the landing stays static HTML and CSS
    expect(host.querySelector("script")).toBeNull();
  });
});

describe("landing icons", () => {
  it("are decorative inline SVGs drawn in the text colour", () => {
    const svg = render(renderToStaticMarkup(<LandingIcon name="lock" />)).querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("focusable")).toBe("false");
    expect(svg.getAttribute("stroke")).toBe("currentColor");
    expect(svg.children.length).toBeGreaterThan(0);
  });
});
