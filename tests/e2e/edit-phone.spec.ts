// The edit page on a phone, with and without JavaScript: the downloads stay in view, the other tools
// fold into one "More tools" disclosure so that the form starts on the first screen, and every tool
// is still there behind it. On a wide screen the tools stay in their row, no menu.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";

const PHONE = { width: 390, height: 844 };

const TOOL_LINKS = [/^Edit resume$/, /^ATS check/, /^Cover letter/, /^LinkedIn bio/, /^JSON Resume$/, /^Word \(\.docx\)/];
const ENHANCERS = ["Enhance Summary", "Enhance Experience", "Enhance Skills"];

const moreTools = (page: Page) => page.locator("summary", { hasText: "More tools" });

test("on a 390 px phone the form starts on the first screen and the tools wait behind More tools", async ({ page, savedResume: id }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/edit/${id}`);
  // a generated CV comes with AI suggestions to decide: they come first, right under the downloads
  const suggestions = page.getByTestId("ai-suggestion");
  await expect(suggestions.first()).toBeVisible();
  expect((await page.getByRole("heading", { name: "AI suggestions" }).boundingBox())!.y).toBeLessThan(PHONE.height / 2);
  while ((await suggestions.count()) > 0) {
    const before = await suggestions.count();
    await suggestions
      .first()
      .getByRole("button", { name: /^Reject suggestion/ })
      .click();
    await expect(suggestions).toHaveCount(before - 1);
  }

  // decided, the form starts on the first screen
  await page.goto(`/edit/${id}`);
  const firstField = page.getByLabel("First Name");
  await expect(firstField).toBeVisible();
  const field = (await firstField.boundingBox())!;
  expect(field.y + field.height).toBeLessThan(PHONE.height);
  // between the downloads and the form's steps, one row: the More tools button (all the tools took five)
  const downloads = (await page.getByRole("link", { name: "Download PDF" }).first().boundingBox())!;
  const steps = (await page.getByRole("navigation", { name: "Resume steps" }).boundingBox())!;
  expect(steps.y - (downloads.y + downloads.height)).toBeLessThan(100);
  // the primary actions stay out: the downloads above, Save in the form
  await expect(page.getByRole("link", { name: "Download PDF" }).first()).toBeInViewport();
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();

  const tools = page.getByRole("navigation", { name: "Resume tools" });
  await expect(tools).toBeHidden();
  for (const name of ENHANCERS) await expect(page.getByRole("button", { name })).toBeHidden();

  await moreTools(page).click();
  await expect(tools).toBeVisible();
  for (const name of TOOL_LINKS) await expect(tools.getByRole("link", { name })).toBeVisible();
  for (const name of ENHANCERS) await expect(page.getByRole("button", { name })).toBeVisible();
  // open, nothing scrolls sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);

  await moreTools(page).click();
  await expect(tools).toBeHidden();
});

test("a tool followed through the More tools menu works", async ({ page, savedResume: id }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/edit/${id}`);
  await moreTools(page).click();
  await page
    .getByRole("navigation", { name: "Resume tools" })
    .getByRole("link", { name: /^ATS check/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/resume/${id}/ats$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // the JSON Resume export is a download from the menu too
  await page.goto(`/edit/${id}`);
  await moreTools(page).click();
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "JSON Resume" }).click()]);
  expect(json.suggestedFilename()).toBe("resume.json");
});

test("on a wide screen the tools stay in their row, without a More tools menu", async ({ page, savedResume: id }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/edit/${id}`);
  await expect(moreTools(page)).toBeHidden();
  const tools = page.getByRole("navigation", { name: "Resume tools" });
  for (const name of TOOL_LINKS) await expect(tools.getByRole("link", { name })).toBeVisible();
  for (const name of ENHANCERS) await expect(page.getByRole("button", { name })).toBeVisible();
});
