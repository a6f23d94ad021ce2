// Every control a thumb can hit on a 390 px phone is at least 24 × 24 px (WCAG 2.2 target size,
// without leaning on the spacing exception). Left out, as the criterion leaves them out: links inside
// running text, controls hidden until focused (the skip link), pictures of a document (inert), and
// a checkbox or radio inside its label (the label is the target).
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** The visible controls smaller than 24 × 24 px, each as `tag "name" width×height`. */
function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inRunningText = (element: Element) => {
      if (getComputedStyle(element).display !== "inline") return false;
      const parent = element.parentElement;
      return !!parent && parent.textContent!.trim().length > element.textContent!.trim().length + 15;
    };
    return [...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        if (element.closest("[inert], [aria-hidden=true]")) return false;
        if (getComputedStyle(element).visibility === "hidden") return false;
        if (element.tagName === "A" && inRunningText(element)) return false;
        if (element instanceof HTMLInputElement && ["checkbox", "radio"].includes(element.type) && element.closest("label")) return false;
        return box.width < 24 || box.height < 24;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40) || (element as HTMLInputElement).name;
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });
}

const PAGES = ["/", "/templates", "/create", "/prompt", "/examples", "/login", "/blog/cv-writing-guide"];

for (const path of PAGES) {
  test(`${path}: every tap target on a 390 px phone is at least 24 × 24 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    const small = await smallTapTargets(page);
    expect(small).toEqual([]);
  });
}

test("/edit/{id}: every tap target on a 390 px phone is at least 24 × 24 px, the More tools menu open", async ({ page, savedResume: id }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/edit/${id}`);
  await page.locator("summary", { hasText: "More tools" }).click();
  await expect(page.getByRole("link", { name: /^ATS check/ })).toBeVisible();
  expect(await smallTapTargets(page)).toEqual([]);
});
