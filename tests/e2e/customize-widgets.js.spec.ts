// The customize form's Headless UI widgets (JavaScript): the colour scheme is a radio group that
// arrow keys move through, "Fit to one page" a switch that Space toggles, and the post to /templates
// carries the same fields the native controls post without JavaScript.
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { settled } from "./site-helpers.ts";

/** The fields of the form post to /templates that `act` causes. */
async function postedFields(page: Page, act: () => Promise<void>): Promise<URLSearchParams> {
  const [request] = await Promise.all([page.waitForRequest((r: Request) => r.method() === "POST" && new URL(r.url()).pathname === "/templates"), act()]);
  return new URLSearchParams(request.postData() ?? "");
}

/** The look the server keeps for the builder, read back from its cookie (unsigned: base64 of the JSON's UTF-8). */
async function customizationCookie(page: Page): Promise<Record<string, unknown>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "vitae_customization");
  expect(cookie).toBeDefined();
  return JSON.parse(Buffer.from(decodeURIComponent(cookie!.value), "base64").toString("utf8")) as Record<string, unknown>;
}

test.describe("customize widgets with JavaScript", () => {
  test("arrow keys move the colour choice, Space turns Fit to one page off, and the post follows both", async ({ page }) => {
    await page.goto("/templates");
    await settled(page);
    await page.getByRole("link", { name: "Customize Creative Designer" }).click();
    const dialog = page.getByRole("dialog", { name: "Customize: Creative Designer" });
    const group = dialog.getByRole("radiogroup", { name: "Color scheme" });
    await expect(group).toBeVisible();
    const cv = dialog.getByTestId("cv-preview").locator(".cv");

    // one tab stop for the group: the chosen scheme
    const green = group.getByRole("radio", { name: "Creative Green" });
    await expect(green).toBeChecked();
    await expect(green).toHaveAttribute("tabindex", "0");
    await expect(group.getByRole("radio", { name: "Classic Black" })).toHaveAttribute("tabindex", "-1");
    await green.focus();
    await page.keyboard.press("ArrowRight");
    const black = group.getByRole("radio", { name: "Classic Black" });
    await expect(black).toBeChecked();
    await expect(black).toBeFocused();
    await expect(cv).toHaveCSS("--c1", "#111827");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    const purple = group.getByRole("radio", { name: "Executive Purple" });
    await expect(purple).toBeChecked();
    await expect(green).not.toBeChecked();
    await expect(cv).toHaveCSS("--c1", "#5b21b6");

    const fit = dialog.getByRole("switch", { name: "Fit to one page" });
    await expect(fit).toBeChecked();
    await fit.focus();
    await page.keyboard.press("Space");
    await expect(fit).not.toBeChecked();
    await page.keyboard.press("Space");
    await expect(fit).toBeChecked();
    await page.keyboard.press("Space");
    await expect(fit).not.toBeChecked();
    await expectNoAxeViolations(page);

    const posted = await postedFields(page, () => dialog.getByRole("button", { name: "Apply & Create Resume" }).click());
    expect(posted.getAll("colorScheme")).toEqual(["Executive Purple"]);
    // an unchecked box posts nothing, and neither does the switch turned off
    expect(posted.has("fitToOnePage")).toBe(false);
    expect(posted.get("includePhoto")).toBe("on");
    await expect(page).toHaveURL(/\/create$/);
    const look = await customizationCookie(page);
    expect(look).toMatchObject({ colorScheme: { name: "Executive Purple", primary: "#5b21b6" }, fitToOnePage: false });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("templateCustomizations") ?? "null") as Record<string, unknown>);
    expect(stored).toMatchObject({ colorScheme: { name: "Executive Purple" }, fitToOnePage: false });
  });

  test("the customize page serves native controls and hands over to the widgets once hydrated, posting the same fields", async ({ page }) => {
    await page.goto("/templates/customize/template-1");
    await settled(page);
    const group = page.getByRole("radiogroup", { name: "Color scheme" });
    await expect(group).toBeVisible();
    const fit = page.getByRole("switch", { name: "Fit to one page" });
    await expect(fit).toBeChecked();
    await group.getByRole("radio", { name: "Professional Blue" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(group.getByRole("radio", { name: "Executive Purple" })).toBeChecked();
    // a click on the label toggles the switch too
    await page.getByText("Fit to one page", { exact: true }).click();
    await expect(fit).not.toBeChecked();
    await fit.focus();
    await page.keyboard.press("Space");
    await expect(fit).toBeChecked();
    await expectNoAxeViolations(page);

    const posted = await postedFields(page, () => page.getByRole("button", { name: "Apply & Create Resume" }).click());
    expect(posted.getAll("colorScheme")).toEqual(["Executive Purple"]);
    expect(posted.getAll("fitToOnePage")).toEqual(["on"]);
    await expect(page).toHaveURL(/\/create$/);
    expect(await customizationCookie(page)).toMatchObject({ colorScheme: { name: "Executive Purple" }, fitToOnePage: true });
  });
});
