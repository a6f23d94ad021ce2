// Templates gallery dialogs (JavaScript): live customize preview, Apply & Create Resume, Preview.
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { openWithoutReact, settled } from "./site-helpers.ts";
import { GALLERY_TEMPLATES } from "../../app/lib/gallery.ts";
import type { Page } from "@playwright/test";

/** The font families the page has loaded from @font-face rules. */
function loadedFontFamilies(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/"/g, "")));
}

test.describe("templates gallery with JavaScript", () => {
  test("the customize dialog changes the live preview and Apply lands on /create", async ({ page }) => {
    await page.goto("/templates");
    await settled(page);
    await page.getByRole("link", { name: "Customize Creative Designer" }).click();
    const dialog = page.getByRole("dialog", { name: "Customize: Creative Designer" });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/templates");

    // the entry's own preset: its colours and typeface
    await expect(dialog.getByLabel("Font family")).toHaveValue("Open Sans");
    await expect(dialog.getByTestId("font-size-value")).toHaveText("11 pt");
    await expect(dialog.getByRole("radio", { name: "Creative Green" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Modern, Single Column" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Include a profile photo" })).toBeChecked();
    await expect(dialog.getByRole("button", { name: "Update Preview" })).toHaveCount(0);

    const cv = dialog.getByTestId("cv-preview").locator(".cv");
    await expect(cv).toHaveClass(/t-creative/);
    await expect(cv).toHaveClass(/l-modern/);
    // 11 pt, the default body size
    await expect(cv).toHaveCSS("font-size", "14.6667px");

    await dialog.getByLabel("Font family").selectOption("Georgia");
    await expect(cv).toHaveCSS("font-family", /^"CV Gelasio", .*Georgia/);
    // the shipped face itself is what the preview draws with, whatever this machine has installed
    await expect.poll(() => loadedFontFamilies(page)).toContain("CV Gelasio");
    const slider = dialog.getByRole("slider", { name: /Font size/ });
    await slider.fill("15");
    await expect(dialog.getByTestId("font-size-value")).toHaveText("15 pt");
    await expect(cv).toHaveCSS("font-size", "20px");
    await dialog.getByRole("radio", { name: "Elite Red" }).check();
    await expect(cv).toHaveCSS("--c1", "#991b1b");
    await dialog.getByRole("radio", { name: "Sidebar Layout" }).check();
    await expect(cv).toHaveClass(/l-sidebar/);
    await dialog.getByRole("checkbox", { name: "Include a profile photo" }).uncheck();

    await dialog.getByRole("button", { name: "Apply & Create Resume" }).click();
    await expect(page).toHaveURL(/\/create$/);
    // the builder starts in the chosen template
    await expect(page.getByText("Format: Creative")).toBeVisible();
    const stored = await page.evaluate(() => ({
      customizations: JSON.parse(localStorage.getItem("templateCustomizations") ?? "null"),
      selected: localStorage.getItem("selectedTemplate"),
    }));
    expect(stored.customizations).toEqual({
      templateId: "template-3",
      font: "Georgia",
      fontSize: 15,
      colorScheme: { name: "Elite Red", primary: "#991b1b", secondary: "#ef4444" },
      layoutStyle: "sidebar",
      includePhoto: false,
      fitToOnePage: true,
    });
    expect(stored.selected).toBe("creative");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "vitae_customization")).toBeDefined();
  });

  test("Cancel and Close dismiss the dialog without saving", async ({ page }) => {
    await page.goto("/templates");
    await settled(page);
    await page.getByRole("link", { name: "Customize Executive Elite" }).click();
    const dialog = page.getByRole("dialog", { name: "Customize: Executive Elite" });
    await expect(dialog.getByTestId("customize-form")).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole("link", { name: "Customize Executive Elite" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("templateCustomizations"))).toBeNull();
  });

  test("Preview opens a dialog with the template image", async ({ page }) => {
    await page.goto("/templates");
    await settled(page);
    await page.getByRole("link", { name: "Preview Professional Blue" }).click();
    const dialog = page.getByRole("dialog", { name: "Preview: Professional Blue" });
    await expect(dialog.getByRole("img", { name: "Professional Blue preview" })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close Preview" }).click();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).search).toBe("");

    // a click on the backdrop closes it too, and its Customize leads on to the customize dialog
    await page.getByRole("link", { name: "Preview Modern Minimalist" }).click();
    const modern = page.getByRole("dialog", { name: "Preview: Modern Minimalist" });
    await expect(modern).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(modern).toHaveCount(0);
    await page.getByRole("link", { name: "Preview Modern Minimalist" }).click();
    await modern.getByRole("button", { name: "Customize" }).click();
    await expect(modern).toHaveCount(0);
    const customize = page.getByRole("dialog", { name: "Customize: Modern Minimalist" });
    await expect(customize.getByTestId("cv-preview").locator(".cv")).toHaveClass(/t-modern/);
  });

  test("'Use This Template' in the preview keeps the choice and lands on /create", async ({ page }) => {
    await page.goto("/templates");
    await settled(page);
    await page.getByRole("link", { name: "Preview Executive Elite" }).click();
    await page.getByRole("dialog", { name: "Preview: Executive Elite" }).getByRole("button", { name: "Use This Template" }).click();
    await expect(page).toHaveURL(/\/create$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("templateCustomizations") ?? "null"));
    // the entry's preset: deep red and a serif
    expect(stored).toMatchObject({
      templateId: "executive",
      font: "Georgia",
      fontSize: 11,
      colorScheme: { name: "Elite Red" },
      layoutStyle: "modern",
      includePhoto: true,
    });
    expect(await page.evaluate(() => localStorage.getItem("selectedTemplate"))).toBe("executive");
  });

  test("a closed customize dialog starts from the entry's preset again, and Escape closes it", async ({ page }) => {
    await page.goto("/templates");
    await settled(page);
    await page.getByRole("link", { name: "Customize Professional Blue" }).click();
    let dialog = page.getByRole("dialog", { name: "Customize: Professional Blue" });
    await dialog.getByLabel("Font family").selectOption("Georgia");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    // focus goes back to the button that opened it
    await expect(page.getByRole("link", { name: "Customize Professional Blue" })).toBeFocused();
    await page.getByRole("link", { name: "Customize Creative Designer" }).click();
    dialog = page.getByRole("dialog", { name: "Customize: Creative Designer" });
    await expect(dialog.getByLabel("Font family")).toHaveValue("Open Sans");
    await expect(dialog.getByTestId("cv-preview").locator(".cv")).toHaveClass(/t-creative/);
    // one form in the dialog, whichever template opened it before
    await expect(page.getByTestId("customize-form")).toHaveCount(1);
  });

  test("the preview images are real renderings that load", async ({ page }) => {
    await page.goto("/templates");
    const widths = await page.locator('[data-testid="template-card"] img').evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map(async (img) => {
          img.loading = "eager";
          if (!img.complete) await new Promise((resolve) => img.addEventListener("load", resolve, { once: true }));
          return img.naturalWidth;
        }),
      ),
    );
    expect(widths).toHaveLength(GALLERY_TEMPLATES.length);
    for (const w of widths) expect(w).toBeGreaterThan(300);
  });

  test("a preview image that fails to load is replaced by the first letter", async ({ page }) => {
    await page.route("**/api/template-preview/modern.png", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/templates");
    await settled(page);
    const card = page.locator('[data-testid="template-card"][data-template-id="modern"]');
    await card.scrollIntoViewIfNeeded();
    const placeholder = card.getByTestId("template-placeholder");
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveText("M");
    await expect(card.locator("img")).toBeHidden();
    // the one image with that name now is the placeholder
    await expect(card.getByRole("img", { name: "Modern Minimalist preview" })).toHaveAttribute("data-testid", "template-placeholder");
    // the other cards keep their images
    const executive = page.locator('[data-testid="template-card"][data-template-id="executive"]');
    await executive.scrollIntoViewIfNeeded();
    await expect(executive.locator("img")).toBeVisible();
    await expect(executive.getByTestId("template-placeholder")).toBeHidden();
  });
});

// docs/decisions/010: the gallery is server-rendered only; React comes with the customize dialog
test.describe("templates gallery without React", () => {
  test("a document load runs only the static-page script; Customize loads the dialog's script once", async ({ page }) => {
    const scripts = await openWithoutReact(page, "/templates");

    for (const name of ["Professional Blue", "Modern Executive"]) {
      await page.getByRole("link", { name: `Customize ${name}` }).click();
      const dialog = page.getByRole("dialog", { name: `Customize: ${name}` });
      await expect(dialog.getByTestId("cv-preview")).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
    }
    expect(scripts.filter((s) => /^\/assets\/customize-dialog-[\w-]+\.js$/.test(s))).toHaveLength(1);
  });

  test("a category click is a document load that stays where the filter is", async ({ page }) => {
    await page.goto("/templates");
    await settled(page);
    await page.evaluate(() => window.scrollTo({ top: 120, behavior: "instant" }));
    await page.getByRole("navigation", { name: "Template categories" }).getByRole("link", { name: "Modern", exact: true }).click();
    await expect(page).toHaveURL(/category=Modern$/);
    await expect(page.getByTestId("template-card")).toHaveCount(2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);
  });

  test("when the customize form cannot load, Customize leads to the customize page instead", async ({ page }) => {
    await page.route(/\/assets\/customize-dialog-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/templates");
    await settled(page);
    await page.getByRole("link", { name: "Customize Modern Executive" }).click();
    await expect(page).toHaveURL(/\/templates\/customize\/template-2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customize: Modern Executive");
  });

  test("reached by a client-side navigation, the React gallery has the same dialogs", async ({ page }) => {
    await page.goto("/blog/cv-writing-guide");
    await settled(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Templates", exact: true }).click();
    await expect(page).toHaveURL(/\/templates$/);
    // still the React app (no document load)
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);

    const card = page.locator('[data-testid="template-card"][data-template-id="modern"]');
    await card.getByRole("link", { name: "Modern Minimalist", exact: true }).click();
    await expect(card).toHaveAttribute("data-selected", "true");
    expect(new URL(page.url()).search).toBe("");

    await page.getByRole("link", { name: "Preview Professional Blue" }).click();
    await page.getByRole("dialog", { name: "Preview: Professional Blue" }).getByRole("button", { name: "Close Preview" }).click();

    await page.getByRole("link", { name: "Customize Creative Designer" }).click();
    const dialog = page.getByRole("dialog", { name: "Customize: Creative Designer" });
    const cv = dialog.getByTestId("cv-preview").locator(".cv");
    await expect(cv).toHaveClass(/t-creative/);
    await dialog.getByRole("radio", { name: "Minimal Design" }).check();
    await expect(cv).toHaveClass(/l-minimal/);
    await dialog.getByRole("button", { name: "Apply & Create Resume" }).click();
    await expect(page).toHaveURL(/\/create$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("templateCustomizations") ?? "null"))).toMatchObject({
      templateId: "template-3",
      layoutStyle: "minimal",
    });
  });
});
