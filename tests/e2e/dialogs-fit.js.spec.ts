// Runs only in the "js" project (every modal is opened by a script): the modals fit a 390 px phone
// and a short desktop window — nothing wider than the screen, the close button beside the title,
// a tall dialog opening at its top, the crop dialog's Apply on screen.
import { type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const PHONE = { width: 390, height: 800 };

/** How far the dialog's content reaches past its box sideways (0 when it fits). */
function sidewaysOverflow(dialog: Locator) {
  return dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function inViewport(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  return box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width;
}

test("the customize dialog fits a 390 px phone: no sideways scrolling, × beside the title, no axe violations", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/templates");
  await page.getByRole("link", { name: "Customize Executive Elite" }).click();
  const dialog = page.getByRole("dialog", { name: "Customize: Executive Elite" });
  await expect(dialog.getByTestId("customize-form")).toBeVisible();

  expect(await sidewaysOverflow(dialog)).toBe(0);
  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(PHONE.width);
  const title = (await dialog.getByRole("heading", { name: "Customize: Executive Elite" }).boundingBox())!;
  const close = dialog.getByRole("button", { name: "Close" });
  const closeBox = (await close.boundingBox())!;
  expect(overlaps(title, closeBox)).toBe(false);
  // a 24 × 24 px target at least
  expect(closeBox.width).toBeGreaterThanOrEqual(24);
  expect(closeBox.height).toBeGreaterThanOrEqual(24);
  await expectNoAxeViolations(page);

  await close.click();
  await expect(dialog).toBeHidden();
});

test("on a phone the plans dialog opens at its top, its title in view", async ({ page, savedResume: id }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/resume/${id}/cover-letter`);
  await page.getByRole("button", { name: "Unlock the AI cover letter" }).click();
  const dialog = page.getByRole("dialog").filter({ has: page.getByTestId("pricing-modal") });
  await expect(dialog).toBeVisible();
  // taller than the screen: the plans scroll inside it
  expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
  expect(await inViewport(page, dialog.getByRole("heading").first())).toBe(true);
  expect(await sidewaysOverflow(dialog)).toBe(0);
  // keyboard users start at the top too: the next Tab reaches the dialog's first control
  await expect(dialog.getByRole("heading").first()).toBeFocused();
});

test("the crop dialog shows Apply without scrolling for a portrait photo in a short desktop window", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  const portrait = await sharp({ create: { width: 600, height: 1200, channels: 3, background: { r: 90, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();
  await page.goto("/create");
  const upload = page.getByRole("group", { name: "Personal Information" }).getByRole("button", { name: "Upload Photo" });
  // the button opens the file picker once the page has hydrated; a click before that does nothing
  await expect(async () => {
    const [chooser] = await Promise.all([page.waitForEvent("filechooser", { timeout: 3_000 }), upload.click()]);
    await chooser.setFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: portrait });
  }).toPass({ timeout: 20_000 });
  const dialog = page.getByRole("dialog", { name: "Crop Profile Image" });
  const image = dialog.getByRole("img", { name: "Image to crop" });
  await expect.poll(async () => (await image.boundingBox())?.height ?? 0).toBeGreaterThan(0);
  const apply = dialog.getByRole("button", { name: "Apply" });
  await expect.poll(() => inViewport(page, apply)).toBe(true);
  expect(await dialog.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(0);
});
