/**
 * With JavaScript, a post that meets an unexpected failure keeps the page and everything typed:
 * the prompt form against the real per-IP rate limit, the edit form (save and the section
 * enhancers) and a Pro tool form against a browser-level double of a 429 or a 500.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";
import { RATE_LIMITED_MESSAGE } from "../../app/lib/submit-failure.ts";

/** Fails the page's next script posts to `pathname` (React Router's `.data` request) with `status`. */
async function failPosts(page: Page, pathname: string, status: 429 | 500) {
  const body = status === 429 ? JSON.stringify({ error: RATE_LIMITED_MESSAGE }) : "Something went wrong. Please try again.";
  await page.route(
    (url) => url.pathname === pathname,
    (route) =>
      route.request().method() === "POST" ? route.fulfill({ status, contentType: status === 429 ? "application/json" : "text/plain", body }) : route.fallback(),
  );
}

const noErrorScreen = (page: Page) => expect(page.getByRole("heading", { name: /Too Many Requests|Internal Server Error|Resume not found/i })).toHaveCount(0);

test.describe("the real per-IP limit", () => {
  // this test's own client address (the server trusts one proxy hop), so using up its limit
  // does not slow down the tests that run beside it
  const address = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": address } });

  test("the prompt form meets a real 429: the typed prompt stays and the limiter's message shows", async ({ page }) => {
    await page.goto("/prompt");
    await settled(page);
    const prompt = "I'm Ada Lovelace, a mathematician. I worked at Babbage & Co from 1842 to 1843 writing programs for the Analytical Engine.";
    await page.getByLabel("Your career in a few sentences").fill(prompt);
    // use up this address's allowance with cheap posts (an empty prompt is refused before any writing)
    let limited = false;
    for (let i = 0; i < 80 && !limited; i += 1) {
      const response = await page.request.post("/prompt", { form: { prompt: "" }, headers: { "X-Forwarded-For": address }, maxRedirects: 0 });
      limited = response.status() === 429;
    }
    expect(limited).toBe(true);

    await page.getByRole("button", { name: "Generate Resume" }).click();
    await expect(page.getByTestId("prompt-error")).toContainText("Generation Failed");
    await expect(page.getByTestId("prompt-error")).toContainText(RATE_LIMITED_MESSAGE);
    await expect(page.getByRole("status").or(page.getByRole("region")).getByText(RATE_LIMITED_MESSAGE).first()).toBeVisible();
    await noErrorScreen(page);
    await expect(page.getByLabel("Your career in a few sentences")).toHaveValue(prompt);
    await expect(page.getByRole("button", { name: "Generate Resume" })).toBeEnabled();
  });
});

test("edit: a failed save and a failed section enhancement keep the changes and show the message", async ({ page, savedResume: id }) => {
  await page.goto(`/edit/${id}`);
  await settled(page);
  await page.getByLabel("First Name").fill("Augusta Ada");
  await page.getByLabel("Professional Summary").fill("Changed but not saved yet: the first programmer, and proud of it.");
  await failPosts(page, `/edit/${id}.data`, 429);

  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Save Failed").first()).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: RATE_LIMITED_MESSAGE }).first()).toBeVisible();
  await noErrorScreen(page);
  await expect(page.getByLabel("First Name")).toHaveValue("Augusta Ada");
  await expect(page.getByLabel("Professional Summary")).toHaveValue("Changed but not saved yet: the first programmer, and proud of it.");

  await page.unrouteAll();
  await failPosts(page, `/edit/${id}.data`, 500);
  await page.getByRole("button", { name: "Enhance Summary" }).click();
  await expect(page.getByText("Enhancement Failed").first()).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong. Please try again." }).first()).toBeVisible();
  await noErrorScreen(page);
  await expect(page.getByLabel("First Name")).toHaveValue("Augusta Ada");

  // nothing was lost on the way: the next save goes through with the changes
  await page.unrouteAll();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Resume Saved").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("First Name")).toHaveValue("Augusta Ada");
});

test("Pro cover letter: a failed generation keeps the role, company and posting", async ({ page, savedResume: id, grantPlan }) => {
  await grantPlan("pro");
  await page.goto(`/resume/${id}/cover-letter`);
  await settled(page);
  await page.getByLabel("Role").fill("Lead Analyst");
  await page.getByLabel("Company").fill("Engine Works");
  await page.getByLabel("Job posting (optional)").fill("We need someone who writes algorithms for engines.");
  await failPosts(page, `/resume/${id}/cover-letter.data`, 500);

  await page.getByRole("button", { name: "Write my cover letter" }).click();
  await expect(page.getByText("Generation Failed").first()).toBeVisible();
  await expect(page.getByText("Something went wrong. Please try again.").first()).toBeVisible();
  await noErrorScreen(page);
  await expect(page.getByLabel("Role")).toHaveValue("Lead Analyst");
  await expect(page.getByLabel("Company")).toHaveValue("Engine Works");
  await expect(page.getByLabel("Job posting (optional)")).toHaveValue("We need someone who writes algorithms for engines.");
  await expect(page.getByRole("button", { name: "Write my cover letter" })).toBeEnabled();
});

test("Improve with AI meets a 429: the limiter's message, and the field keeps its text", async ({ page }) => {
  await page.goto("/create");
  await settled(page);
  const summary = "Mathematician who wrote the first algorithm meant for a machine.";
  await page.getByLabel("Professional Summary").fill(summary);
  await failPosts(page, "/api/enhance-content", 429);
  await page.getByRole("button", { name: "Improve with AI" }).first().click();
  await expect(page.getByText("Enhancement Failed").first()).toBeVisible();
  await expect(page.getByText(RATE_LIMITED_MESSAGE).first()).toBeVisible();
  await expect(page.getByLabel("Professional Summary")).toHaveValue(summary);
});
