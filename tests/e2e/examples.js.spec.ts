// Examples gallery with JavaScript: preview dialog and selectedExample in local storage.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { settled } from "./site-helpers.ts";

test.describe("examples gallery with JavaScript", () => {
  test("Preview opens a dialog with the details and stores selectedExample", async ({ page }) => {
    await page.goto("/examples");
    await settled(page);
    await page.getByRole("link", { name: "Preview Marketing Manager" }).click();
    const dialog = page.getByRole("dialog", { name: "Marketing Manager resume example" });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).search).toBe("");
    await expect(dialog.getByRole("img", { name: "Marketing Manager preview" })).toBeVisible();
    for (const text of ["Marketing", "5+ Years", "4.8 out of 5.0", "8,921", "Why this resume works"]) await expect(dialog).toContainText(text);
    await expect(dialog.getByRole("link", { name: "Use This Template" })).toHaveAttribute("href", "/create?example=marketing-manager");
    const selected = await page.evaluate(() => JSON.parse(localStorage.getItem("selectedExample") ?? "null"));
    expect(selected).toMatchObject({ id: "marketing-manager", title: "Marketing Manager" });
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close Preview" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("Use This opens the builder for that example", async ({ page }) => {
    await page.goto("/examples");
    await settled(page);
    await page.getByRole("link", { name: "Use This: UX Designer" }).click();
    await expect(page).toHaveURL(/\/create\?example=ux-designer$/);
    const selected = await page.evaluate(() => JSON.parse(localStorage.getItem("selectedExample") ?? "null"));
    expect(selected).toMatchObject({ id: "ux-designer" });
  });
});
