/**
 * Times in the reader's own zone: once a page's script has told the server the browser's zone, the
 * edit page's version history shows it; without scripts the times stay in UTC, and say so.
 */
import { expect, test } from "./fixtures.ts";

test.use({ timezoneId: "Asia/Kolkata" });

test("the version history's times are in the reader's zone, or in UTC without scripts", async ({ page, savedResume: id, javaScriptEnabled }) => {
  // the landing page's own script (a page without React) and the edit page's React both tell the zone
  await page.goto("/");
  await page.goto(`/edit/${id}`);
  const history = page.locator("details", { has: page.getByText(/^Version history/) });
  await page.getByText(/^Version history/).click();
  const row = history.getByTestId("resume-version").first();
  await expect(row).toContainText(javaScriptEnabled ? /\d{2}:\d{2} GMT\+5:30/ : /\d{2}:\d{2} UTC/);
});
