// Examples gallery with JavaScript: preview dialog and selectedExample in local storage.
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { openWithoutReact, settled } from "./site-helpers.ts";

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

// docs/decisions/010: the gallery is server-rendered only, its dialogs are native <dialog>s
test.describe("examples gallery without React", () => {
  test("a document load runs only the static-page script", async ({ page }) => {
    await openWithoutReact(page, "/examples");
  });

  test("a filter click is a document load that stays where the filters are", async ({ page }) => {
    await page.goto("/examples");
    await settled(page);
    await page.evaluate(() => window.scrollTo({ top: 180, behavior: "instant" }));
    await page.getByRole("navigation", { name: "Industry" }).getByRole("link", { name: "Design", exact: true }).click();
    await expect(page).toHaveURL(/industry=Design/);
    await expect(page.getByTestId("example-card")).toHaveCount(2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(180);
    // a later visit of the same address starts at the top as usual
    await page.goto("/examples?industry=Design");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("Escape and the backdrop close the preview", async ({ page }) => {
    await page.goto("/examples");
    await settled(page);
    const dialog = page.getByRole("dialog", { name: "Software Engineer resume example" });
    await page.getByRole("link", { name: "Preview Software Engineer" }).click();
    await expect(dialog).toBeVisible();
    // the page behind the modal does not scroll
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await pageOverflow()).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await page.getByRole("link", { name: "Preview Software Engineer" }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
    expect(await pageOverflow()).toBe("visible");
  });

  test("reached by a client-side navigation, the React gallery has the same preview", async ({ page }) => {
    await page.goto("/blog/cv-writing-guide");
    await settled(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Examples", exact: true }).click();
    await expect(page).toHaveURL(/\/examples$/);
    // still the React app (no document load)
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    await page.getByRole("link", { name: "Preview Data Scientist" }).click();
    const dialog = page.getByRole("dialog", { name: "Data Scientist resume example" });
    await expect(dialog).toContainText("12,456");
    expect(new URL(page.url()).search).toBe("");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("selectedExample") ?? "null"))).toMatchObject({ id: "data-scientist" });
    await dialog.getByRole("link", { name: "Use This Template" }).click();
    await expect(page).toHaveURL(/\/create\?example=data-scientist$/);
  });
});
