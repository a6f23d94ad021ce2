import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";
import { saveTypedResume } from "./resume-form-helpers.ts";

test.describe("AI writing", () => {
  test("the prompt generator builds a resume and opens it for editing", async ({ page }) => {
    await page.goto("/prompt");
    await expect(page.getByRole("heading", { name: "AI Resume Generator" })).toBeVisible();
    await expect(page.getByText("0/2000 characters")).toBeVisible();
    await page.getByRole("link", { name: /Software engineer/ }).click();
    await expect(page.getByLabel("Your career in a few sentences")).toHaveValue(/Priya Sharma/);
    await page.getByRole("button", { name: "Generate Resume" }).click();
    await expect(page).toHaveURL(/\/edit\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel("First Name")).toHaveValue("Priya");
    await expect(page.getByLabel("Last Name")).toHaveValue("Sharma");
    await expect(page.getByLabel("Email")).toHaveValue("priya.sharma@example.com");
    await expect(page.getByTestId("experience-item").getByLabel("Company").first()).toHaveValue(/Flipkart|Razor Labs/);
  });

  test("an empty prompt is refused with 'Prompt Required'", async ({ page }) => {
    await page.goto("/prompt");
    await page.getByRole("button", { name: "Generate Resume" }).click();
    await expect(page.getByText("Prompt Required").first()).toBeVisible();
    await expect(page.getByText("Please describe what kind of resume you need.").first()).toBeVisible();
    await expect(page).toHaveURL(/\/prompt$/);
  });

  test("'Improve with AI' rewrites a weak experience description", async ({ page }) => {
    await page.goto("/create");
    if (test.info().project.name === "js") await settled(page);
    const experience = page.getByTestId("experience-item").first();
    await experience.getByLabel("Job Title").fill("Support Engineer");
    await experience.getByLabel("Company").fill("Acme");
    await experience.getByLabel("Job Description").fill("responsible for answering customer tickets\ni worked on the billing dashboard");
    await experience.getByRole("button", { name: /Improve with AI/ }).click();
    await expect(page.getByText("Content Enhanced!").first()).toBeVisible();
    // offered beside the description, which keeps the typed words until the suggestion is accepted
    const suggestion = experience.getByTestId("field-suggestion");
    await expect(suggestion.getByTestId("suggestion-after")).not.toContainText(/responsible for/i);
    await expect(experience.getByLabel("Job Description")).toHaveValue(/responsible for/);
    await suggestion.getByRole("button", { name: "Accept" }).click();
    await expect(experience.getByLabel("Job Description")).not.toHaveValue(/responsible for/i);
    await expect(experience.getByLabel("Job Description")).toHaveValue(/customer tickets/);
    await expect(experience.getByLabel("Company")).toHaveValue("Acme");
  });

  test("'Improve with AI' on a typo'd summary offers the fixed spelling, says what it would do, and accepting it puts it in the form", async ({ page }) => {
    await page.goto("/create");
    if (test.info().project.name === "js") await settled(page);
    const summary = page.getByLabel("Professional Summary");
    await summary.fill("Cashier with 5 years experiance in a busy store.");
    // the summary's button is the first 'Improve with AI' on the page
    await page
      .getByRole("button", { name: /Improve with AI/ })
      .first()
      .click();
    await expect(page.getByText("The AI suggests rewording 1 line. Your text stays until you accept the suggestion.").first()).toBeVisible();
    await expect(summary).toHaveValue("Cashier with 5 years experiance in a busy store.");
    await page.getByTestId("field-suggestion").getByRole("button", { name: "Accept" }).click();
    await expect(summary).toHaveValue("Cashier with 5 years experience in a busy store.");
  });

  test("the edit page's 'Enhance Experience' offers a suggestion that changes the stored resume once accepted", async ({ page }) => {
    test.setTimeout(60_000);
    const id = await saveTypedResume(page);
    await page.goto(`/edit/${id}`);
    if (test.info().project.name === "js") await settled(page);
    // make the description weak first, and save it
    const description = page.getByTestId("experience-item").first().getByLabel("Job Description");
    await description.fill("responsible for writing programs for the engine\nhelped with testing the mill");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Resume Saved").first()).toBeVisible();
    const saved = await (await page.request.get(`/api/resume/${id}`)).json();
    await page.getByRole("button", { name: /Enhance Experience/ }).click();
    await expect(page.getByText(/^\d+ changes? suggested to Experience$/).first()).toBeVisible();
    // offered, not applied
    expect((await (await page.request.get(`/api/resume/${id}`)).json()).experiences[0].description).toBe(saved.experiences[0].description);
    await expect(description).toHaveValue(/responsible for/);

    const section = "Experience: Analytical Engine Programmer at Babbage & Co";
    const suggestion = page.getByTestId("ai-suggestion").filter({ hasText: section });
    await expect(suggestion.getByTestId("suggestion-after")).not.toContainText(/responsible for/i);
    await suggestion.getByRole("button", { name: `Accept suggestion: ${section}` }).click();
    await expect(page.getByText("Suggestion Accepted").first()).toBeVisible();
    const after = await (await page.request.get(`/api/resume/${id}`)).json();
    expect(after.experiences[0].description).not.toMatch(/responsible for/i);
    expect(after.experiences[0].description).toMatch(/programs for the engine/);
    expect(after.updatedAt > saved.updatedAt).toBe(true);
    await expect(description).not.toHaveValue(/responsible for/i);
  });
  test("'Enhance Summary' fixes a typo'd summary's spelling, and accepting it puts the fixed words in the form", async ({ page }) => {
    test.setTimeout(60_000);
    const id = await saveTypedResume(page);
    await page.goto(`/edit/${id}`);
    if (test.info().project.name === "js") await settled(page);
    const summary = page.getByLabel("Professional Summary");
    await summary.fill("Cashier with 5 years experiance. Recieved the store award for solving there problems in a office of 40.");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Resume Saved").first()).toBeVisible();
    await page.getByRole("button", { name: /Enhance Summary/ }).click();
    await expect(page.getByText("1 change suggested to Summary").first()).toBeVisible();
    const suggestion = page.getByTestId("ai-suggestion").filter({ hasText: "Summary" });
    await expect(suggestion.getByTestId("suggestion-after")).toHaveText(
      "Cashier with 5 years experience. Received the store award for solving their problems in an office of 40.",
    );
    // offered, not applied
    await expect(summary).toHaveValue(/experiance/);
    await suggestion.getByRole("button", { name: "Accept suggestion: Summary" }).click();
    await expect(page.getByText("Suggestion Accepted").first()).toBeVisible();
    await expect(summary).toHaveValue("Cashier with 5 years experience. Received the store award for solving their problems in an office of 40.");
  });
});
