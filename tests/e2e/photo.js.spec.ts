// Runs only in the "js" project: the crop dialog flow of the profile photo (issue 8, SPEC §4 crop flow, §5, §7).
// Needs the ProfilePhotoField mounted in the Personal Information section of the resume form.
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { fillRequiredAndExperience } from "./fixtures.ts";

const PHOTO = path.resolve(import.meta.dirname, "../fixtures/photo.jpg");

function personalSection(page: Page) {
  return page.getByRole("group", { name: "Personal Information" });
}

async function choosePhoto(page: Page, files: Parameters<import("@playwright/test").FileChooser["setFiles"]>[0]) {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), personalSection(page).getByRole("button", { name: "Upload Photo" }).click()]);
  await chooser.setFiles(files);
}

test("crop with the keyboard, upload, see the avatar, and the downloaded CV embeds the photo", async ({ page }) => {
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

  // arrow keys: 100 px with Ctrl, 10 with Shift, 1 alone (SPEC §5)
  await selection.focus();
  const x = async () => (await selection.boundingBox())!.x;
  await page.keyboard.press("Control+ArrowLeft");
  await expect.poll(x).toBeCloseTo(start.x - 100, 0);
  await page.keyboard.press("Shift+ArrowRight");
  await expect.poll(x).toBeCloseTo(start.x - 90, 0);
  await page.keyboard.press("ArrowRight");
  await expect.poll(x).toBeCloseTo(start.x - 89, 0);
  // the selection never leaves the image
  await page.keyboard.press("Control+ArrowUp");
  await expect.poll(async () => (await selection.boundingBox())!.y).toBeCloseTo(imageBox.y, 0);

  await dialog.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Image uploaded successfully!")).toBeVisible();
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
  expect(await sharp(await stored.body()).metadata()).toMatchObject({ format: "jpeg", width: 200, height: 200 });
  // the hidden form field carries the stored path (SPEC §7: the upload URL without its query string)
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

test("an invalid file type and a file over 5 MB are refused with the SPEC §5 messages", async ({ page }) => {
  await page.goto("/create");
  await choosePhoto(page, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
  await expect(page.getByText("Invalid file type", { exact: true })).toBeVisible();
  await expect(page.getByText("Please select an image file (JPG, PNG, GIF, etc.)")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Crop Profile Image" })).toHaveCount(0);

  await choosePhoto(page, { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByText("File too large", { exact: true })).toBeVisible();
  await expect(page.getByText("Please select an image smaller than 5MB")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Crop Profile Image" })).toHaveCount(0);
});

test("a profile image that fails to load is hidden", async ({ page }) => {
  // a restored draft pointing at a photo that does not exist
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "resume_draft",
      JSON.stringify({ personalInfo: { firstName: "Ada", profileImage: "/objects/0123456789abcdef0123456789abcdef" }, experiences: [{}], education: [{}], skills: {}, projects: [], additionalInfo: {} }),
    );
  });
  await page.goto("/create");
  await expect(page.getByLabel("First Name")).toHaveValue("Ada");
  await expect(page.locator('input[type="hidden"][name="personalInfo.profileImage"]')).toHaveValue("/objects/0123456789abcdef0123456789abcdef");
  await expect(personalSection(page).getByRole("img", { name: "Profile photo" })).toHaveCount(0);
});
