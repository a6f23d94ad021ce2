/** Paid features that use JavaScript: the pricing modal on a locked feature, copy buttons, the delete confirmation. */
import { expect, test } from "./fixtures.ts";

test("a locked feature opens the pricing modal", async ({ page, savedResume: id }) => {
  await page.goto(`/resume/${id}/cover-letter`);
  await page.getByRole("button", { name: "Unlock the AI cover letter" }).click();
  await expect(page.getByTestId("pricing-modal")).toBeVisible();
});

test("Pro: cover letter written, edited and saved; LinkedIn bio with copy buttons", async ({ page, context, savedResume: id, grantPlan }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await grantPlan("pro");
  await page.goto(`/resume/${id}/cover-letter`);
  await page.getByLabel("Role").fill("Lead Analyst");
  await page.getByLabel("Company").fill("Engine Works");
  await page.getByRole("button", { name: "Write my cover letter" }).click();
  const letter = page.getByLabel("Your letter");
  await expect(letter).toHaveValue(/Dear Hiring Manager at Engine Works/);
  await letter.fill("Dear Engine Works,\n\nI would like to join.\n\nSincerely,\nAda Lovelace");
  await page.getByRole("button", { name: "Save letter" }).click();
  await expect(page.getByLabel("Your letter")).toHaveValue(/I would like to join\./);

  await page.goto(`/resume/${id}/linkedin`);
  await page.getByRole("button", { name: "Write my LinkedIn bio" }).click();
  await expect(page.getByTestId("linkedin-headline")).toContainText("Analyst at Babbage & Co");
  await page.getByRole("button", { name: "Copy headline" }).click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Analyst at Babbage & Co");
});

test("my data: the delete button asks for confirmation, and dismissing keeps the data", async ({ page, savedResume: _oneResume }) => {
  await page.goto("/my-data");
  await page.getByLabel("I understand this cannot be undone").check();
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toContain("cannot be undone");
    void dialog.dismiss();
  });
  await page.getByRole("button", { name: "Delete all my data" }).click();
  await expect(page.getByTestId("data-counts")).toContainText("Resumes: 1");
});
