/**
 * Version history on the edit page, with and without JavaScript: two saves are listed under the
 * generated version, and restoring the first save brings its content back into the form.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";

async function saveCity(page: Page, city: string, versionsAfter: number) {
  await page.getByLabel("City").fill(city);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText(`Version history (${versionsAfter})`)).toBeVisible();
  await expect(page.getByLabel("City")).toHaveValue(city);
}

async function openHistory(page: Page) {
  const history = page.locator("details", { has: page.getByText(/^Version history/) });
  if ((await history.getAttribute("open")) === null) await page.getByText(/^Version history/).click();
  return history;
}

test("edit and save twice, see the versions, restore the first save", async ({ page, savedResume: id }) => {
  // four page loads and an axe audit of the whole edit page
  test.setTimeout(90_000);
  await page.goto(`/edit/${id}`);
  await expect(page.getByText("Version history (1)")).toBeVisible();
  await saveCity(page, "Leeds", 2);
  await saveCity(page, "York", 3);

  const history = await openHistory(page);
  const rows = history.getByTestId("resume-version");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("Saved");
  await expect(rows.nth(0)).toContainText("(current)");
  await expect(rows.nth(1)).toContainText("Saved");
  await expect(rows.nth(2)).toContainText("Generated");
  await expect(rows.nth(0).getByRole("button", { name: /^Restore/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // the first save (Leeds) is the second newest
  await rows
    .nth(1)
    .getByRole("button", { name: /^Restore version from .+ \(Saved\)$/ })
    .click();
  await expect(page.getByText(/Restored the version from \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC\./).first()).toBeVisible();
  await expect(page.getByLabel("City")).toHaveValue("Leeds");
  await expect(page.getByText("Version history (4)")).toBeVisible();
  const after = (await openHistory(page)).getByTestId("resume-version");
  await expect(after.nth(0)).toContainText(/Restored version from .+ UTC/);
  const json = await (await page.request.get(`/api/resume/${id}`)).json();
  expect(json.personalInfo.city).toBe("Leeds");
});
