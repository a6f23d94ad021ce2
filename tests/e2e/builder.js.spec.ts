import { execFileSync } from "node:child_process";
// Runs only in the "js" project: the builder's JavaScript enhancements.
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { fillRequiredAndExperience, PERSON } from "./resume-form-helpers.ts";
import { GALLERY_TEMPLATES } from "../../app/lib/gallery.ts";
import { engineExperience, person } from "../setup/factory.ts";

test.describe("resume builder with JavaScript", () => {
  test("a draft is saved locally and restored after a reload", async ({ page }) => {
    await page.goto("/create");
    await settled(page);
    await fillRequiredAndExperience(page);
    await page.getByRole("button", { name: "Add Project" }).click();
    await page.getByTestId("project-item").getByLabel("Project Title").fill("Difference Engine notes");
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem("resume_draft") ?? "")).toContain("Difference Engine notes");
    await page.reload();
    await expect(page.getByLabel("First Name")).toHaveValue(PERSON.firstName);
    await expect(page.getByTestId("experience-item").first().getByLabel("Company")).toHaveValue("Babbage & Co");
    await expect(page.getByTestId("project-item").getByLabel("Project Title")).toHaveValue("Difference Engine notes");
  });

  test("'I currently work here' clears and disables the end date", async ({ page }) => {
    await page.goto("/create");
    await settled(page);
    const experience = page.getByTestId("experience-item").first();
    await experience.getByLabel("End Date").fill("Dec 2022");
    await experience.getByLabel("I currently work here").check();
    await expect(experience.getByLabel("End Date")).toBeDisabled();
    await expect(experience.getByLabel("End Date")).toHaveValue("");
    await experience.getByLabel("I currently work here").uncheck();
    await expect(experience.getByLabel("End Date")).toBeEnabled();
  });

  test("validation re-runs on input after the first submit", async ({ page }) => {
    await page.goto("/create");
    await settled(page);
    await page.getByRole("button", { name: "Generate CV" }).click();
    await expect(page.getByText("First name is required")).toBeVisible();
    await page.getByLabel("First Name").fill("Ada");
    await expect(page.getByText("First name is required")).toHaveCount(0);
    await page.getByLabel("Email").fill("not-an-email");
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
  });

  test("the preview modal shows the CV with print and change-template actions", async ({ page }) => {
    await page.goto("/create");
    await settled(page);
    await fillRequiredAndExperience(page);
    await page.getByRole("button", { name: "Preview" }).click();
    const dialog = page.getByRole("dialog", { name: "Resume Preview" });
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('iframe[title="CV preview"]');
    await expect(frame.getByText("Analytical Engine Programmer")).toBeVisible();
    await expect(frame.getByText(PERSON.email)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Print / Save as PDF" })).toBeVisible();
    // the browser asks for en-US: the PDF will be US Letter, and a short CV fits on one page
    await expect(dialog.getByTestId("page-estimate")).toHaveText("Fits on one page (Letter).");
    await expectNoAxeViolations(page, { exclude: ["iframe"] });
    await dialog.getByRole("link", { name: "Change Template" }).click();
    await expect(page).toHaveURL(/tab=format/);
    await expect(page.getByTestId("template-option")).toHaveCount(GALLERY_TEMPLATES.length);
  });

  test("the preview says how many pages a long CV prints on, and offers the saved CV's PDF on the edit page", async ({ page, visitor }) => {
    const bullets = Array.from({ length: 12 }, (_, i) => `Delivered measurable result number ${i + 1} for the analytical engine programme`).join("\n");
    const experiences = Array.from({ length: 5 }, (_, i) => engineExperience({ jobTitle: `Programmer ${i + 1}`, description: bullets }));
    const id = await visitor.createResume({ personalInfo: person(), experiences });
    await page.goto(`/edit/${id}`);
    await settled(page);
    // the edit page greets with a toast that sits over the dialog's buttons for five seconds
    const greeting = page.getByText("Resume Data Loaded Successfully!").first();
    await expect(greeting).toBeVisible();
    await expect(greeting).toBeHidden({ timeout: 10_000 });
    await page.getByRole("button", { name: "Preview" }).click();
    const dialog = page.getByRole("dialog", { name: "Resume Preview" });
    const estimate = dialog.getByTestId("page-estimate");
    await expect(estimate).toHaveText(/^\d+ pages \(Letter\)\.$/);
    const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("link", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toBe("Ada-Lovelace-CV.pdf");
    // the estimate is the page count of the PDF the visitor gets
    const info = execFileSync("/usr/bin/pdfinfo", [(await download.path())!], { encoding: "utf8" });
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)/m);
    await expect(estimate).toHaveText(`${/^Pages:\s+(\d+)/m.exec(info)![1]} pages (Letter).`);
  });

  test("choosing a format mirrors it into local storage as selectedTemplate", async ({ page }) => {
    await page.goto("/create?tab=format");
    await settled(page);
    await page.getByRole("button", { name: "Use this format: Modern Minimalist" }).click();
    await expect(page.getByText("Format: Modern Minimalist")).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem("selectedTemplate"))).toBe("modern");
  });

  test("'Create Another Resume' resets the form", async ({ page }) => {
    await page.goto("/create");
    await settled(page);
    await fillRequiredAndExperience(page);
    await page.getByRole("button", { name: "Generate CV" }).click();
    await page.getByRole("link", { name: "Create Another Resume" }).click();
    await expect(page.getByTestId("resume-form")).toBeVisible();
    await expect(page.getByLabel("First Name")).toHaveValue("");
  });
});
