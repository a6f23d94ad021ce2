// Runs only in the "nojs" project: the plain-HTML fallbacks of the builder.
import { expect, test } from "./fixtures.ts";
import { fillRequiredAndExperience, PERSON } from "./resume-form-helpers.ts";

test("Preview opens the CV in a new tab without JavaScript", async ({ page, context }) => {
  await page.goto("/create");
  await fillRequiredAndExperience(page);
  const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Preview" }).click()]);
  await preview.waitForLoadState();
  await expect(preview.getByText("Analytical Engine Programmer")).toBeVisible();
  await expect(preview.getByText(PERSON.email)).toBeVisible();
  expect(await preview.content()).not.toContain("<script");
});

test("'I currently work here' drops the end date on the server", async ({ page }) => {
  await page.goto("/create");
  await fillRequiredAndExperience(page);
  const experience = page.getByTestId("experience-item").first();
  await experience.getByLabel("End Date").fill("Dec 2022");
  await experience.getByLabel("I currently work here").check();
  await page.getByRole("button", { name: "Generate CV" }).click();
  const id = new URL(page.url()).searchParams.get("generated");
  const json = await (await page.request.get(`/api/resume/${id}`)).json();
  expect(json.experiences[0].currentJob).toBe(true);
  expect(json.generatedContent.experiences[0].endDate ?? "").toBe("");
});

test("date fields are plain text inputs that post what was typed", async ({ page }) => {
  await page.goto("/create");
  await fillRequiredAndExperience(page);
  const experience = page.getByTestId("experience-item").first();
  // the month/year picker needs scripts: without them there is no button that would do nothing
  await expect(page.getByRole("button", { name: "Pick month and year" })).toHaveCount(0);
  await experience.getByLabel("Start Date").fill("Summer 1843");
  await experience.getByLabel("End Date").fill("09/1845");
  await page.getByTestId("education-item").first().getByLabel("Graduation Year").fill("1835");
  await page.getByRole("button", { name: "Generate CV" }).click();
  const id = new URL(page.url()).searchParams.get("generated");
  const json = await (await page.request.get(`/api/resume/${id}`)).json();
  expect(json.experiences[0].startDate).toBe("Summer 1843");
  expect(json.experiences[0].endDate).toBe("09/1845");
  expect(json.education[0].graduationYear).toBe("1835");
});
