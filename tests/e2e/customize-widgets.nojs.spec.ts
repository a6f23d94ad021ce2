// The customize page without JavaScript: the colour scheme and "Fit to one page" are the native
// radio group and checkbox (the widgets of customize-widgets.js.spec.ts come only with React), the
// browser's own keys work on them, and the post carries the same fields.
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

async function postedFields(page: Page, act: () => Promise<void>): Promise<URLSearchParams> {
  const [request] = await Promise.all([page.waitForRequest((r: Request) => r.method() === "POST" && new URL(r.url()).pathname === "/templates"), act()]);
  return new URLSearchParams(request.postData() ?? "");
}

test("the customize page posts its native colour radios and Fit to one page checkbox", async ({ page }) => {
  await page.goto("/templates/customize/template-1");
  await expect(page.getByRole("switch")).toHaveCount(0);
  await expect(page.locator('input[type="radio"][name="colorScheme"]')).toHaveCount(6);
  const fit = page.getByRole("checkbox", { name: "Fit to one page" });
  await expect(fit).toHaveAttribute("name", "fitToOnePage");
  await expect(fit).toBeChecked();

  await page.getByRole("radio", { name: "Professional Blue" }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Executive Purple" })).toBeChecked();
  await fit.focus();
  await page.keyboard.press("Space");
  await expect(fit).not.toBeChecked();

  const posted = await postedFields(page, () => page.getByRole("button", { name: "Apply & Create Resume" }).click());
  expect(posted.getAll("colorScheme")).toEqual(["Executive Purple"]);
  expect(posted.has("fitToOnePage")).toBe(false);
  await expect(page).toHaveURL(/\/create$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === "vitae_customization");
  const look = JSON.parse(Buffer.from(decodeURIComponent(cookie!.value), "base64").toString("utf8")) as Record<string, unknown>;
  expect(look).toMatchObject({ colorScheme: { name: "Executive Purple" }, fitToOnePage: false });
});
