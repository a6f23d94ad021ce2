// Templates gallery dialogs (JavaScript): live customize preview, Apply & Create Resume, Preview.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { settled } from "./site-helpers.ts";

test.describe("templates gallery with JavaScript", () => {
  test("the customize dialog changes the live preview and Apply lands on /create", async ({ page }) => {
    await page.goto("/templates");
    await settled(page);
    await page.getByRole("link", { name: "Customize Creative Designer" }).click();
    const dialog = page.getByRole("dialog", { name: "Customize: Creative Designer" });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/templates");

    // defaults of SPEC §4
    await expect(dialog.getByLabel("Font family")).toHaveValue("Arial");
    await expect(dialog.getByTestId("font-size-value")).toHaveText("12 pt");
    await expect(dialog.getByRole("radio", { name: "Professional Blue" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Modern, Single Column" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Include a profile photo" })).toBeChecked();
    await expect(dialog.getByRole("button", { name: "Update Preview" })).toHaveCount(0);

    const cv = dialog.getByTestId("cv-preview").locator(".cv");
    await expect(cv).toHaveClass(/t-creative/);
    await expect(cv).toHaveClass(/l-modern/);
    await expect(cv).toHaveCSS("font-size", "16px");

    await dialog.getByLabel("Font family").selectOption("Georgia");
    await expect(cv).toHaveCSS("font-family", /Georgia/);
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
    await dialog.getByRole("button", { name: "Close Preview" }).click();
    await expect(dialog).toHaveCount(0);
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
    expect(widths).toHaveLength(6);
    for (const w of widths) expect(w).toBeGreaterThan(300);
  });

  test("a preview image that fails to load is replaced by the first letter", async ({ page }) => {
    await page.route("**/api/template-preview/modern.png", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/templates");
    await settled(page);
    const card = page.locator('[data-testid="template-card"][data-template-id="modern"]');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId("template-placeholder")).toHaveText("M");
    await expect(card.getByRole("img", { name: "Modern Minimalist preview" })).toBeVisible();
    await expect(page.locator('[data-testid="template-card"][data-template-id="executive"] img')).toHaveCount(1);
  });
});
