// Runs only in the "js" project: the crop dialog flow of the profile photo (crop flow).
// Needs the ProfilePhotoField mounted in the Personal Information section of the resume form.
import path from "node:path";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import sharp from "sharp";
import { fillRequiredAndExperience } from "./resume-form-helpers.ts";

const PHOTO = path.resolve(import.meta.dirname, "../fixtures/photo.jpg");

function personalSection(page: Page) {
  return page.getByRole("group", { name: "Personal Information" });
}

async function choosePhoto(page: Page, files: Parameters<import("@playwright/test").FileChooser["setFiles"]>[0]) {
  // the button opens the file picker once the page has hydrated; a click before that does nothing
  await expect(async () => {
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser", { timeout: 3_000 }),
      personalSection(page).getByRole("button", { name: "Upload Photo" }).click(),
    ]);
    await chooser.setFiles(files);
  }).toPass({ timeout: 20_000 });
}

test("crop with the keyboard, upload, see the avatar, and the downloaded CV embeds the photo", async ({ page }) => {
  // crop, upload, fill the form and generate: a long journey on a busy machine
  test.setTimeout(60_000);
  await page.goto("/create");
  await choosePhoto(page, PHOTO);

  const dialog = page.getByRole("dialog", { name: "Crop Profile Image" });
  await expect(dialog).toBeVisible();
  const selection = dialog.getByRole("group", { name: /Crop selection/ });
  await expect(selection).toBeVisible();
  const image = dialog.getByRole("img", { name: "Image to crop" });
  await expect.poll(async () => (await image.boundingBox())?.width ?? 0).toBeGreaterThan(0);
  const imageBox = (await image.boundingBox())!;
  // the 640×320 photo: the default square is as tall as the image and centred
  const start = (await selection.boundingBox())!;
  expect(Math.round(start.height)).toBe(Math.round(imageBox.height));
  expect(Math.round(start.x - imageBox.x)).toBe(Math.round((imageBox.width - start.width) / 2));

  // arrow keys: 100 px with Ctrl, 10 with Shift, 1 alone
  const x = async () => (await selection.boundingBox())!.x;
  // each key goes to the selection (a re-render may leave focus on one of its resize handles)
  const press = async (keys: string) => {
    await selection.focus();
    await selection.press(keys);
  };
  await press("Control+ArrowLeft");
  await expect.poll(x).toBeCloseTo(start.x - 100, 0);
  await press("Shift+ArrowRight");
  await expect.poll(x).toBeCloseTo(start.x - 90, 0);
  await press("ArrowRight");
  await expect.poll(x).toBeCloseTo(start.x - 89, 0);
  // the selection never leaves the image
  await press("Control+ArrowUp");
  await expect.poll(async () => (await selection.boundingBox())!.y).toBeCloseTo(imageBox.y, 0);

  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Image uploaded successfully!", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const avatar = personalSection(page).getByRole("img", { name: "Profile photo" });
  await expect(avatar).toBeVisible();
  const origin = new URL(page.url()).origin;
  const src = await avatar.getAttribute("src");
  expect(src).toMatch(new RegExp(`^${origin}/objects/[0-9a-f]{32}$`));
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  // the stored object is the 200×200 JPEG of the crop
  const stored = await page.request.get(src!);
  expect(stored.headers()["content-type"]).toBe("image/jpeg");
  const jpeg = await stored.body();
  expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 200, height: 200 });
  // …and of the moved square (x 71–391 of the photo, not the centred 160–480): the dark disc centred
  // at x 320 lands right of the output's centre, and the output's centre shows the left background
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const pixel = (px: number, py: number) => Array.from(data.subarray((py * info.width + px) * info.channels, (py * info.width + px) * info.channels + 3));
  const scale = 200 / 320;
  const discCentre = pixel(Math.round((320 - 71) * scale), Math.round(130 * scale));
  const outputCentre = pixel(100, Math.round(130 * scale));
  expect(discCentre[0]).toBeLessThan(160); // #7a4a2a
  expect(outputCentre[0]).toBeGreaterThan(220); // #f4c27a
  expect(outputCentre[1]).toBeGreaterThan(170);
  // the hidden form field carries the stored path (the upload URL without its query string)
  await expect(page.locator('input[type="hidden"][name="personalInfo.profileImage"]')).toHaveValue(new URL(src!).pathname);

  await fillRequiredAndExperience(page);
  await page.getByRole("button", { name: "Generate CV" }).click();
  await page.getByTestId("result-view").waitFor();
  const id = new URL(page.url()).searchParams.get("generated");
  const download = await page.request.get(`/api/download-resume/${id}`);
  expect(download.status()).toBe(200);
  const html = await download.text();
  expect(html).toContain("data:image/jpeg;base64,");
  expect(html).not.toContain("/objects/");
});

test("Remove photo clears the field", async ({ page }) => {
  await page.goto("/create");
  await choosePhoto(page, PHOTO);
  await page.getByRole("dialog", { name: "Crop Profile Image" }).getByRole("button", { name: "Apply" }).click();
  const avatar = personalSection(page).getByRole("img", { name: "Profile photo" });
  await expect(avatar).toBeVisible();
  await personalSection(page).getByRole("button", { name: "Remove photo" }).click();
  await expect(avatar).toHaveCount(0);
  await expect(page.locator('input[type="hidden"][name="personalInfo.profileImage"]')).toHaveValue("");
});

test("a failed upload is told inside the crop dialog, which stays open for another try", async ({ page }) => {
  await page.route("**/api/objects/upload", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"unavailable"}' }));
  await page.goto("/create");
  await choosePhoto(page, PHOTO);
  const dialog = page.getByRole("dialog", { name: "Crop Profile Image" });
  // the toast's announcement for screen readers lives for one second (Radix removes it once read):
  // a slow test could look after it is gone, so the page records every announcement as it appears
  await page.evaluate(() => {
    const announced: string[] = [];
    Object.assign(window, { announcedInDialog: announced });
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="dialog"] [role="status"], dialog [role="status"]')) announced.push(status.textContent ?? "");
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await dialog.getByRole("button", { name: "Apply" }).click();
  // outside a modal dialog the page is inert and under the backdrop: the toast shows in the dialog
  await expect(dialog.getByText("Upload failed", { exact: true })).toBeVisible();
  await expect(dialog.getByText("Failed to upload the cropped image. Please try again.", { exact: true })).toBeVisible();
  // and so is what screen readers announce
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { announcedInDialog: string[] }).announcedInDialog.some((text) => text.includes("Upload failed"))))
    .toBe(true);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Apply" })).toBeEnabled();
  await expect(personalSection(page).getByRole("img", { name: "Profile photo" })).toHaveCount(0);
});

test("an invalid file type and a file over 5 MB are refused with their messages", async ({ page }) => {
  await page.goto("/create");
  await choosePhoto(page, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await expect(page.getByText("Invalid file type", { exact: true })).toBeVisible();
  await expect(page.getByText("Please select an image file (JPG, PNG, GIF, etc.)", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Crop Profile Image" })).toHaveCount(0);

  await choosePhoto(page, { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText("File too large", { exact: true })).toBeVisible();
  await expect(page.getByText("Please select an image smaller than 5MB", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Crop Profile Image" })).toHaveCount(0);
});

test("a profile image that fails to load is hidden", async ({ page }) => {
  // a restored draft pointing at a photo that does not exist
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "resume_draft",
      JSON.stringify({
        personalInfo: { firstName: "Ada", profileImage: "/objects/0123456789abcdef0123456789abcdef" },
        experiences: [{}],
        education: [{}],
        skills: {},
        projects: [],
        additionalInfo: {},
      }),
    );
  });
  await page.goto("/create");
  await expect(page.getByLabel("First Name")).toHaveValue("Ada");
  await expect(page.locator('input[type="hidden"][name="personalInfo.profileImage"]')).toHaveValue("/objects/0123456789abcdef0123456789abcdef");
  await expect(personalSection(page).getByRole("img", { name: "Profile photo" })).toHaveCount(0);
});
