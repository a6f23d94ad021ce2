/**
 * 'Improve with AI' on one field offers the writer's text beside the author's: the field keeps the
 * typed words until Accept, Undo gives them back, Keep mine leaves them, and only an accepted text
 * reaches the saved CV. With and without JavaScript, on the create and the edit page.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";
import { saveTypedResume } from "./resume-form-helpers.ts";

const TYPO = "Cashier with 5 years experiance in a busy store.";
const FIXED = "Cashier with 5 years experience in a busy store.";

async function open(page: Page, path: string) {
  await page.goto(path);
  if (test.info().project.name === "js") await settled(page);
}

/** The summary's 'Improve with AI' (the first on the page) and the suggestion it offers under the summary. */
async function improveSummary(page: Page) {
  await page
    .getByRole("button", { name: /Improve with AI/ })
    .first()
    .click();
  const suggestion = page.getByTestId("field-suggestion");
  await expect(suggestion.getByRole("heading", { name: "AI suggestion" })).toBeVisible();
  // without JavaScript too, the answer opens where the author was
  await expect(suggestion).toBeInViewport();
  return suggestion;
}

test("the summary's suggestion shows before and after, changes nothing until Accept, and Undo gives the typed words back", async ({ page }) => {
  await open(page, "/create");
  await page.getByLabel("First Name").fill("Ada");
  const summary = page.getByLabel("Professional Summary");
  await summary.fill(TYPO);

  const suggestion = await improveSummary(page);
  await expect(suggestion.getByTestId("suggestion-before")).toHaveText(TYPO);
  await expect(suggestion.getByTestId("suggestion-after")).toHaveText(FIXED);
  await expect(page.getByText("The AI suggests rewording 1 line. Your text stays until you accept the suggestion.").first()).toBeVisible();
  // offered, not applied; nothing else typed is lost
  await expect(summary).toHaveValue(TYPO);
  await expect(page.getByLabel("First Name")).toHaveValue("Ada");
  // axe audits the no-JavaScript page by opening its address again, which shows no suggestion: the open panel is audited with scripts
  if (test.info().project.name === "js") await expectNoAxeViolations(page);

  await suggestion.getByRole("button", { name: "Accept" }).click();
  await expect(summary).toHaveValue(FIXED);
  await expect(page.getByText("Suggestion Accepted").first()).toBeVisible();
  await expect(page.getByTestId("field-suggestion").getByRole("button", { name: "Undo" })).toBeInViewport();
  await expect(page.getByLabel("First Name")).toHaveValue("Ada");

  await page.getByTestId("field-suggestion").getByRole("button", { name: "Undo" }).click();
  await expect(summary).toHaveValue(TYPO);
  await expect(summary).toBeInViewport();
  await expect(page.getByText("Suggestion Undone").first()).toBeVisible();
  await expect(page.getByTestId("field-suggestion")).toHaveCount(0);
});

test("Keep mine leaves the typed summary as it is and closes the suggestion", async ({ page }) => {
  await open(page, "/create");
  const summary = page.getByLabel("Professional Summary");
  await summary.fill(TYPO);
  const suggestion = await improveSummary(page);
  await suggestion.getByRole("button", { name: "Keep mine" }).click();
  await expect(page.getByText("Suggestion Rejected").first()).toBeVisible();
  await expect(summary).toHaveValue(TYPO);
  await expect(page.getByTestId("field-suggestion")).toHaveCount(0);
});

test("a text the AI would not change offers no suggestion and says so", async ({ page }) => {
  await open(page, "/create");
  const summary = page.getByLabel("Professional Summary");
  await summary.fill(FIXED);
  await page
    .getByRole("button", { name: /Improve with AI/ })
    .first()
    .click();
  await expect(page.getByText("No changes suggested").first()).toBeVisible();
  await expect(page.getByTestId("field-suggestion")).toHaveCount(0);
  await expect(summary).toHaveValue(FIXED);
});

test("on the edit page only the accepted suggestion reaches the saved CV", async ({ page }) => {
  test.setTimeout(60_000);
  const id = await saveTypedResume(page);
  await open(page, `/edit/${id}`);
  const summary = page.getByLabel("Professional Summary");
  await summary.fill(TYPO);
  const suggestion = await improveSummary(page);
  await expect(summary).toHaveValue(TYPO);
  // Improve stores nothing
  const stored = await (await page.request.get(`/api/resume/${id}`)).json();
  expect(stored.personalInfo.summary).not.toBe(FIXED);

  await suggestion.getByRole("button", { name: "Accept" }).click();
  await expect(summary).toHaveValue(FIXED);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Resume Saved").first()).toBeVisible();
  expect((await (await page.request.get(`/api/resume/${id}`)).json()).personalInfo.summary).toBe(FIXED);
  await expect(summary).toHaveValue(FIXED);
});
