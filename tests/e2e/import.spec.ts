import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";

const PDF = path.resolve(import.meta.dirname, "../fixtures/parse/resume.pdf");

test("uploading a PDF fills the form with the parsed name, e-mail and first job", async ({ page }) => {
  await page.goto("/create");
  const js = test.info().project.name === "js";
  if (js) await settled(page);
  await page.getByLabel("Resume file").setInputFiles(PDF);
  // with JavaScript choosing the file uploads it; without, the button posts the form
  if (!js) await page.getByRole("button", { name: "Upload Resume" }).click();

  await expect(page.getByLabel("First Name")).toHaveValue("José");
  await expect(page.getByLabel("Last Name")).toHaveValue("Álvarez-Núñez");
  await expect(page.getByLabel("Email")).toHaveValue("jose.alvarez@example.com");
  const firstJob = page.getByTestId("experience-item").first();
  await expect(firstJob.getByLabel("Job Title")).toHaveValue("Staff Software Engineer");
  await expect(firstJob.getByLabel("Company")).toHaveValue("Bluewave Analytics Inc.");
  // the auto-filled personal fields carry the 'Parsed' badge
  for (const field of ["firstName", "lastName", "email", "phone"]) {
    await expect(page.locator(`[data-parsed="true"] [name="personalInfo.${field}"]`)).toHaveCount(1);
  }
  await expect(page.getByTestId("parsed-badge")).toHaveCount(5); // + the summary (longer than 50 characters)
  if (js) {
    // each success step is seen in turn, and the count is the number of 'Parsed' badges
    await expect(page.getByText("Resume Parsed Successfully!").first()).toBeVisible();
    await expect(page.getByText("Resume Data Loaded Successfully!").first()).toBeVisible();
    await expect(page.getByText("5 fields were filled in from your resume.").first()).toBeVisible();
  }
});

test("a file that is not a resume is refused with the spec message", async ({ page }) => {
  await page.goto("/create");
  const js = test.info().project.name === "js";
  if (js) await settled(page);
  await page.getByLabel("Resume file").setInputFiles({ name: "photo.pdf", mimeType: "application/pdf", buffer: Buffer.from("\x89PNG\r\n\x1a\nnot a pdf") });
  if (!js) await page.getByRole("button", { name: "Upload Resume" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please upload a PDF or Word document (.pdf, .docx, .doc)" })).toBeVisible();
  await expect(page.getByLabel("First Name")).toHaveValue("");
});

test("what the user typed is not overwritten by an upload", async ({ page }) => {
  await page.goto("/create");
  const js = test.info().project.name === "js";
  if (js) await settled(page);
  await page.getByLabel("First Name").fill("Grace");
  await page.getByLabel("Resume file").setInputFiles(PDF);
  if (js) {
    const dialog = page.getByRole("dialog", { name: "Replace what you typed?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep my entries" }).click();
  } else {
    await page.getByRole("button", { name: "Upload Resume" }).click();
  }
  await expect(page.getByLabel("Email")).toHaveValue("jose.alvarez@example.com");
  await expect(page.getByLabel("First Name")).toHaveValue("Grace");
});
