// Examples gallery in both projects (Examples gallery filter values).
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { settled } from "./site-helpers.ts";

test.describe("examples gallery", () => {
  test("shows the header, both filters and the example cards", async ({ page }) => {
    const response = await page.goto("/examples");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resume Examples That Get Interviews");
    const industry = page.getByRole("navigation", { name: "Industry" });
    for (const v of ["All", "Technology", "Marketing", "Data Science", "Management", "Design", "Sales"]) {
      await expect(industry.getByRole("link", { name: v, exact: true })).toBeVisible();
    }
    const experience = page.getByRole("navigation", { name: "Experience" });
    for (const v of ["All", "Entry Level", "2-4 Years", "3-5 Years", "5+ Years", "7+ Years"]) {
      await expect(experience.getByRole("link", { name: v, exact: true })).toBeVisible();
    }
    await expect(industry.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(experience.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");

    const cards = page.getByTestId("example-card");
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    const swe = page.locator('[data-example-id="software-engineer"]');
    await expect(swe.getByRole("heading", { name: "Software Engineer" })).toBeVisible();
    await expect(swe).toContainText("4.9");
    await expect(swe).toContainText("15.2K downloads");
    await expect(swe).toContainText("Engineering");
    await expect(swe).toContainText("3-5 Years");
    await expect(swe.getByRole("link", { name: "Preview Software Engineer" })).toBeVisible();
    await expect(swe.getByRole("link", { name: "Use This: Software Engineer" })).toHaveAttribute("href", "/create?example=software-engineer");
    const ratings = await cards.locator(".sr-only").allTextContents();
    expect(ratings.every((r) => r.trim() === "out of 5.0")).toBe(true);

    const bottom = page.getByRole("region", { name: "Make one that is all yours" });
    await expect(bottom.getByRole("link", { name: "AI Resume Generator" })).toHaveAttribute("href", "/prompt");
    await expect(bottom.getByRole("link", { name: "Browse Templates" })).toHaveAttribute("href", "/templates");
  });

  test("industry and experience filters combine, and Clear Filters resets both", async ({ page }) => {
    await page.goto("/examples");
    await page.getByRole("navigation", { name: "Industry" }).getByRole("link", { name: "Design", exact: true }).click();
    await expect(page).toHaveURL(/industry=Design/);
    await expect(page.getByTestId("example-card")).toHaveCount(2);
    await page.getByRole("navigation", { name: "Experience" }).getByRole("link", { name: "7+ Years", exact: true }).click();
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ industry: "Design", experience: "7+ Years" });
    await expect(page.getByTestId("example-card")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Senior Product Designer" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Industry" }).getByRole("link", { name: "Design", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Experience" }).getByRole("link", { name: "7+ Years", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // a combination without examples
    await page.getByRole("navigation", { name: "Industry" }).getByRole("link", { name: "Data Science", exact: true }).click();
    await expect(page.getByTestId("example-card")).toHaveCount(0);
    await expect(page.getByText("No examples found for the selected filters")).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/examples$/);
    // a document load: the URL changes before the streamed page has all its cards
    await expect.poll(() => page.getByTestId("example-card").count()).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole("navigation", { name: "Industry" }).getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("navigation", { name: "Experience" }).getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
  });

  test("every single filter value has results", async ({ page }) => {
    for (const q of [
      "industry=Technology",
      "industry=Marketing",
      "industry=Data+Science",
      "industry=Management",
      "industry=Design",
      "industry=Sales",
      "experience=Entry+Level",
      "experience=2-4+Years",
      "experience=3-5+Years",
      "experience=5%2B+Years",
      "experience=7%2B+Years",
    ]) {
      await page.goto(`/examples?${q}`);
      expect(await page.getByTestId("example-card").count(), q).toBeGreaterThan(0);
    }
  });

  test("the preview page without JavaScript (?preview=) shows the example's details", async ({ page }) => {
    await page.goto("/examples?preview=data-scientist");
    const panel = page.getByRole("region", { name: "Data Scientist resume example" });
    await expect(panel.getByRole("img", { name: "Data Scientist preview" })).toBeVisible();
    await expect(panel).toContainText("Data Science");
    await expect(panel).toContainText("2-4 Years");
    await expect(panel).toContainText("4.9 out of 5.0");
    await expect(panel).toContainText("12,456");
    await expect(panel.getByRole("heading", { name: "Why this resume works" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Use This Template" })).toHaveAttribute("href", "/create?example=data-scientist");
    await expect(panel.getByRole("link", { name: "Close Preview" })).toHaveAttribute("href", "/examples");
  });

  test("'Use This' opens the builder in the example's look, says the text is a sample, and clears it in one action", async ({ page }) => {
    await page.goto("/examples");
    await page.getByRole("link", { name: "Use This: Software Engineer" }).click();
    await expect(page).toHaveURL(/\/create\?example=software-engineer$/);
    // the example is shown in Modern Minimalist: the modern template, teal, Helvetica
    await expect(page.getByText("Format: Modern")).toBeVisible();
    const look = JSON.parse(await page.locator('input[type="hidden"][name="customization"]').inputValue()) as unknown;
    expect(look).toMatchObject({ templateId: "modern", colorScheme: { name: "Modern Teal" }, font: "Helvetica" });
    const notice = page.getByTestId("sample-notice");
    await expect(notice).toContainText("The form holds the sample text of the example “Software Engineer”.");
    await expect(page.getByLabel("First Name")).not.toHaveValue("");
    // the builder moves as it hydrates (the live preview comes in): click once it stands still
    await settled(page);
    await notice.getByRole("link", { name: "Clear the sample text" }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByLabel("First Name")).toHaveValue("");
    await expect(page.getByTestId("sample-notice")).toHaveCount(0);
  });

  for (const path of ["/examples", "/examples?preview=ux-designer", "/examples?industry=Data+Science&experience=Entry+Level"]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
