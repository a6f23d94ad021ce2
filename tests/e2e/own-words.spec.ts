/**
 * The CV says what its author typed: Generate keeps the words as typed (tidied, never reworded) in
 * the edit form, the preview and the downloaded CV, with and without JavaScript.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";
import { fillRequiredAndExperience } from "./resume-form-helpers.ts";

const TYPED = "Grew pipeline 40%\nhelped the sales team build a partner programme";

/** Generates a CV from /create with TYPED as the first experience's description; the new resume's id. */
async function generateWithTypedWords(page: Page): Promise<string> {
  await page.goto("/create");
  if (test.info().project.name === "js") await settled(page);
  await fillRequiredAndExperience(page);
  await page.getByTestId("experience-item").first().getByLabel("Job Description").fill(TYPED);
  await page.getByRole("button", { name: "Generate CV" }).click();
  await page.getByTestId("result-view").waitFor();
  const id = new URL(page.url()).searchParams.get("generated");
  if (!id) throw new Error(`no resume id in ${page.url()}`);
  return id;
}

/** The text of the edit page's Preview: the modal's frame with JavaScript, the new tab without. */
async function previewText(page: Page, context: BrowserContext): Promise<string> {
  const button = page.getByRole("button", { name: "Preview", exact: true });
  if (test.info().project.name === "js") {
    await button.click();
    const frame = page.frameLocator('iframe[title="CV preview"]');
    await expect(frame.locator("body")).toContainText("Babbage & Co");
    const text = await frame.locator("body").innerText();
    await page.getByRole("dialog", { name: "Resume Preview" }).press("Escape");
    return text;
  }
  const [tab] = await Promise.all([context.waitForEvent("page"), button.click()]);
  await tab.waitForLoadState();
  const text = await tab.locator("body").innerText();
  await tab.close();
  return text;
}

test("generating keeps 'Grew pipeline 40%' as typed in the edit form, the preview and the downloaded CV", async ({ page, context }) => {
  test.setTimeout(60_000);
  const id = await generateWithTypedWords(page);

  await page.goto(`/edit/${id}`);
  if (test.info().project.name === "js") await settled(page);
  await expect(page.getByTestId("experience-item").first().getByLabel("Job Description")).toHaveValue(TYPED);

  const preview = await previewText(page, context);
  expect(preview).toContain("Grew pipeline 40%");
  expect(preview).toContain("helped the sales team build a partner programme");

  const download = await page.request.get(`/api/download-resume/${id}?format=html`);
  expect(download.status()).toBe(200);
  const html = await download.text();
  expect(html).toContain("Grew pipeline 40%");
  expect(html).toContain("helped the sales team build a partner programme");
  expect(html).not.toMatch(/Grow pipeline|Enable the sales team/);

  const json = await (await page.request.get(`/api/resume/${id}`)).json();
  // a form post sends the textarea's line breaks as CRLF; the CV's content has them tidied
  expect(json.experiences[0].description.replace(/\r\n/g, "\n")).toBe(TYPED);
  expect(json.generatedContent.experiences[0].description).toBe(TYPED);
  // the writer's polish waits as a suggestion
  expect(json.suggestions.length).toBeGreaterThan(0);
});

test("the writer's polish is a suggestion: accepting it changes the form and the CV, Undo gives the typed words back", async ({ page }) => {
  test.setTimeout(60_000);
  const id = await generateWithTypedWords(page);
  await expect(page.getByTestId("suggestion-count")).toContainText("Your CV keeps your words unless you accept one");
  await page.goto(`/edit/${id}`);
  if (test.info().project.name === "js") await settled(page);
  const description = page.getByTestId("experience-item").first().getByLabel("Job Description");
  const section = "Experience: Analytical Engine Programmer at Babbage & Co";
  const suggestion = page.getByTestId("ai-suggestion").filter({ hasText: section });
  await expect(suggestion.getByTestId("suggestion-before")).toHaveText(TYPED);
  const suggested = (await suggestion.getByTestId("suggestion-after").innerText()).trim();
  // a line the writer changed (the CV shows one line of a description per bullet)
  const changedLine = suggested.split("\n").find((line) => !TYPED.split("\n").includes(line));
  if (!changedLine) throw new Error(`the suggestion changes no line: ${suggested}`);
  const downloadedCv = async () => (await page.request.get(`/api/download-resume/${id}?format=html`)).text();

  await suggestion.getByRole("button", { name: `Accept suggestion: ${section}` }).click();
  await expect(page.getByText("Suggestion Accepted").first()).toBeVisible();
  await expect(description).toHaveValue(suggested);
  await expect(page.getByTestId("ai-suggestion").filter({ hasText: section })).toHaveCount(0);
  expect((await downloadedCv()).includes(changedLine)).toBe(true);

  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(page.getByText("Suggestion Undone").first()).toBeVisible();
  await expect(description).toHaveValue(TYPED);
  const cv = await downloadedCv();
  expect(cv.includes("Grew pipeline 40%") && cv.includes("helped the sales team build a partner programme")).toBe(true);
  expect(cv.includes(changedLine)).toBe(false);
  // undone, the suggestion is offered again; rejecting it keeps the typed words
  await page
    .getByTestId("ai-suggestion")
    .filter({ hasText: section })
    .getByRole("button", { name: `Reject suggestion: ${section}` })
    .click();
  await expect(page.getByText("Suggestion Rejected").first()).toBeVisible();
  await expect(page.getByTestId("ai-suggestion").filter({ hasText: section })).toHaveCount(0);
  await expect(description).toHaveValue(TYPED);
});
