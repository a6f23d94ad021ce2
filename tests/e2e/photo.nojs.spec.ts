// Runs only in the "nojs" project: the plain file input of the profile photo.
// Needs the ProfilePhotoField mounted in the form and the create action's multipart branch to call
// handleProfilePhotoPost (see the report).
import path from "node:path";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillRequiredAndExperience, PERSON } from "./resume-form-helpers.ts";

const PHOTO = path.resolve(import.meta.dirname, "../fixtures/photo.jpg");

/** On /create: fills the required fields and uploads PHOTO with the plain file input; the avatar shows it. */
async function fillAndUploadPhoto(page: Page) {
  await page.goto("/create");
  await fillRequiredAndExperience(page);
  await page.getByLabel("Profile photo").setInputFiles(PHOTO);
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("img", { name: "Profile photo" })).toBeVisible();
}

/** Generates the CV from the form on the page; returns its id and its downloaded HTML. */
async function generateAndDownload(page: Page): Promise<{ id: string | null; html: string }> {
  await page.getByRole("button", { name: "Generate CV" }).click();
  await page.getByTestId("result-view").waitFor();
  const id = new URL(page.url()).searchParams.get("generated");
  return { id, html: await (await page.request.get(`/api/download-resume/${id}`)).text() };
}

test("the plain file input puts the photo, cropped on the server, into the generated CV", async ({ page }) => {
  await fillAndUploadPhoto(page);
  const avatar = page.getByRole("img", { name: "Profile photo" });
  await expect(avatar).toHaveAttribute("src", /^\/objects\/[0-9a-f]{32}$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  // what was typed before the upload is still there
  await expect(page.getByLabel("First Name")).toHaveValue(PERSON.firstName);
  await expect(page.getByLabel("Email")).toHaveValue(PERSON.email);

  const { html } = await generateAndDownload(page);
  expect(html).toContain("data:image/jpeg;base64,");
});

test("a file that is not an image is refused with its message", async ({ page }) => {
  await page.goto("/create");
  await page.getByLabel("First Name").fill(PERSON.firstName);
  await page.getByLabel("Profile photo").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("Please select an image file (JPG, PNG, GIF, etc.)")).toBeVisible();
  await expect(page.getByRole("img", { name: "Profile photo" })).toHaveCount(0);
  await expect(page.getByLabel("First Name")).toHaveValue(PERSON.firstName);
});

test("'Remove photo' takes the photo out of the form and keeps what was typed", async ({ page }) => {
  await fillAndUploadPhoto(page);
  await page.getByRole("button", { name: "Remove photo" }).click();
  await expect(page.getByText("Photo removed").first()).toBeVisible();
  await expect(page.getByRole("img", { name: "Profile photo" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Remove photo" })).toHaveCount(0);
  await expect(page.getByLabel("First Name")).toHaveValue(PERSON.firstName);
  await expect(page.getByLabel("Email")).toHaveValue(PERSON.email);

  const { html } = await generateAndDownload(page);
  expect(html).not.toContain("data:image/jpeg;base64,");
});

test("on the edit page, 'Remove photo' and Save take the photo out of the stored resume", async ({ page, browser, baseURL }) => {
  await fillAndUploadPhoto(page);
  const { id } = await generateAndDownload(page);

  await page.goto(`/edit/${id}`);
  await expect(page.getByRole("img", { name: "Profile photo" })).toBeVisible();
  await page.getByRole("button", { name: "Remove photo" }).click();
  await expect(page.getByText("Photo removed").first()).toBeVisible();
  await expect(page.getByRole("img", { name: "Profile photo" })).toHaveCount(0);
  // nothing is stored until Save Changes
  expect((await (await page.request.get(`/api/resume/${id}`)).json()).personalInfo.profileImage).toMatch(/^\/objects\//);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Resume Saved").first()).toBeVisible();
  expect((await (await page.request.get(`/api/resume/${id}`)).json()).personalInfo.profileImage ?? "").toBe("");

  // another visitor's resume: Resume Not Found, nothing answered from it
  const stranger = await browser.newContext({ baseURL });
  const answer = await stranger.request.post(`/edit/${id}`, { form: { intent: "remove-photo", "personalInfo.firstName": "Mallory" } });
  expect(answer.status()).toBe(404);
  expect(await answer.text()).not.toContain(PERSON.email);
  await stranger.close();
});
