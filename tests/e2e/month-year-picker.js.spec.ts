// Runs only in the "js" project: the month/year picker beside the resume form's date fields.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { fillRequiredAndExperience } from "./resume-form-helpers.ts";

async function openCreate(page: Page) {
  await page.goto("/create");
  await settled(page);
}

/** The picker button drawn inside a date field's input. */
const pickerButton = (input: Locator) => input.locator("xpath=..").getByRole("button", { name: "Pick month and year" });

/** Generates the CV and returns the stored resume (as posted, before formatting). */
async function generate(page: Page) {
  await page.getByRole("button", { name: "Generate CV" }).click();
  await expect(page.getByTestId("result-view")).toBeVisible();
  const id = new URL(page.url()).searchParams.get("generated");
  return (await page.request.get(`/api/resume/${id}`)).json();
}

test.describe("month/year picker, wide window", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a month and year chosen in the picker fill the input, the live preview and the generated CV", async ({ page }) => {
    await openCreate(page);
    await fillRequiredAndExperience(page);
    const experience = page.getByTestId("experience-item").first();
    const start = experience.getByLabel("Start Date");
    await pickerButton(start).click();
    const picker = page.getByRole("dialog", { name: "Month and year" });
    // it opens on what is typed ("Jan 1842")
    await expect(picker.getByTestId("picker-year")).toHaveText("1842");
    await expect(picker.getByRole("button", { name: "Jan 1842" })).toHaveAttribute("aria-pressed", "true");
    await expect(picker.getByRole("button", { name: "Jan 1842" })).toBeFocused();
    await picker.getByRole("button", { name: "Next year" }).click();
    await expect(picker.getByTestId("picker-year")).toHaveText("1843");
    await picker.getByRole("button", { name: "Sep 1843" }).click();
    await expect(picker).toHaveCount(0);
    await expect(start).toHaveValue("Sep 1843");
    await expect(start).toBeFocused();
    await expect(page.getByTestId("live-preview").locator(".cv")).toContainText("Sep 1843");
    await expect(page.getByTestId("live-preview").locator(".cv")).not.toContainText("Jan 1842");

    const end = experience.getByLabel("End Date");
    await pickerButton(end).click();
    await picker.getByRole("button", { name: "Present" }).click();
    await expect(end).toHaveValue("Present");
    await expect(page.getByTestId("live-preview").locator(".cv")).toContainText("Sep 1843 – Present");

    const resume = await generate(page);
    expect(resume.experiences[0].startDate).toBe("Sep 1843");
    expect(resume.generatedContent.experiences[0].startDate).toBe("Sep 1843");
    expect(resume.generatedContent.experiences[0].currentJob).toBe(true);
  });

  test("keyboard only: Tab to the picker, arrows and Page Down to move, Enter to choose, Escape to close", async ({ page }) => {
    await openCreate(page);
    const experience = page.getByTestId("experience-item").first();
    const start = experience.getByLabel("Start Date");
    await start.focus();
    await page.keyboard.type("03/2020");
    await page.keyboard.press("Tab");
    await expect(pickerButton(start)).toBeFocused();
    await page.keyboard.press("Enter");
    const picker = page.getByRole("dialog", { name: "Month and year" });
    await expect(pickerButton(start)).toHaveAttribute("aria-expanded", "true");
    await expect(picker.getByRole("button", { name: "Mar 2020" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(picker.getByRole("button", { name: "Apr 2020" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(picker.getByRole("button", { name: "Aug 2020" })).toBeFocused();
    await page.keyboard.press("PageDown");
    await expect(picker.getByRole("button", { name: "Aug 2021" })).toBeFocused();
    // Escape closes without writing anything and gives focus back to the input
    await page.keyboard.press("Escape");
    await expect(picker).toHaveCount(0);
    await expect(start).toBeFocused();
    await expect(start).toHaveValue("03/2020");

    // the year buttons come before the months in the tab order
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(picker.getByRole("button", { name: "Mar 2020" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(picker.getByRole("button", { name: "Next year" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(picker.getByTestId("picker-year")).toHaveText("2021");
    await page.keyboard.press("Tab");
    await expect(picker.getByRole("button", { name: "Mar 2021" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(picker).toHaveCount(0);
    await expect(start).toHaveValue("Mar 2021");
    await expect(start).toBeFocused();
    await expect(page.getByTestId("live-preview").locator(".cv")).toContainText("Mar 2021");

    // tabbing out of the picker closes it
    const end = experience.getByLabel("End Date");
    await end.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(picker.getByRole("button", { name: "Present" })).toBeVisible();
    await picker.getByRole("button", { name: "Present" }).focus();
    await page.keyboard.press("Tab");
    await expect(picker).toHaveCount(0);
  });

  test("typed text is kept as typed; the picker opens on its year", async ({ page }) => {
    await openCreate(page);
    await fillRequiredAndExperience(page);
    const experience = page.getByTestId("experience-item").first();
    const start = experience.getByLabel("Start Date");
    await start.fill("Summer 1843");
    await pickerButton(start).click();
    const picker = page.getByRole("dialog", { name: "Month and year" });
    await expect(picker.getByTestId("picker-year")).toHaveText("1843");
    await expect(picker.locator("[aria-pressed=true]")).toHaveCount(0);
    // a click outside closes it and changes nothing
    await page.getByLabel("First Name").click();
    await expect(picker).toHaveCount(0);
    await expect(start).toHaveValue("Summer 1843");
    await expect(page.getByTestId("live-preview").locator(".cv")).toContainText("Summer 1843");

    await page.getByRole("button", { name: "Add Project" }).click();
    const project = page.getByTestId("project-item");
    await project.getByLabel("Project Title").fill("Notes on the engine");
    await project.getByLabel("End Date").fill("1843");
    const resume = await generate(page);
    expect(resume.experiences[0].startDate).toBe("Summer 1843");
    expect(resume.projects[0].endDate).toBe("1843");
  });

  test("the end date's picker is off while 'I currently work here' is ticked", async ({ page }) => {
    await openCreate(page);
    const experience = page.getByTestId("experience-item").first();
    await experience.getByLabel("I currently work here").check();
    await expect(pickerButton(experience.getByLabel("End Date"))).toBeDisabled();
    await experience.getByLabel("I currently work here").uncheck();
    await expect(pickerButton(experience.getByLabel("End Date"))).toBeEnabled();
  });
});

test("on a 390 px phone the open picker fits the screen, its buttons are at least 24 px and axe finds nothing", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openCreate(page);
  const experience = page.getByTestId("experience-item").first();
  await pickerButton(experience.getByLabel("End Date")).click();
  const picker = page.getByRole("dialog", { name: "Month and year" });
  await expect(picker).toBeVisible();
  const box = (await picker.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const buttons = picker.getByRole("button");
  await expect(buttons).toHaveCount(15);
  for (const button of await buttons.all()) {
    const size = (await button.boundingBox())!;
    expect(size.width, await button.innerText()).toBeGreaterThanOrEqual(24);
    expect(size.height, await button.innerText()).toBeGreaterThanOrEqual(24);
  }
  await expectNoAxeViolations(page);
});
