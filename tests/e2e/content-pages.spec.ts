// Static content pages in both projects: software engineer resume, CV writing guide, legal pages.
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";

test.describe("software engineer resume page", () => {
  test("has the hero badges, six templates, 14 skills, the structure guide, tips and calls to action", async ({ page }) => {
    const response = await page.goto("/resume/software-engineer");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Software Engineer Resume Templates");
    const badges = page.getByRole("list", { name: "Highlights" });
    for (const b of ["ATS-Optimized", "Used by 10,000+ Engineers", "Industry-Specific"]) await expect(badges).toContainText(b);
    await expect(page.getByRole("link", { name: "Build My Engineer Resume" })).toHaveAttribute("href", "/");
    const cards = page.getByTestId("se-template");
    await expect(cards).toHaveCount(6);
    await expect(cards.filter({ hasText: "Featured" })).toHaveCount(3);
    const first = cards.first();
    await expect(first).toContainText("Senior · 5-8 years");
    await expect(first).toContainText("12.4K downloads");
    await expect(first).toContainText("4.9");
    await expect(first.getByRole("link", { name: "Use Template: Senior Full-Stack Engineer" })).toHaveAttribute("href", "/");
    await first.getByText("Preview", { exact: true }).click();
    await expect(first.getByText(/Summary with scope of impact/)).toBeVisible();
    await expect(page.getByTestId("se-skills").getByRole("listitem")).toHaveCount(14);
    const guide = page.getByTestId("se-structure");
    await expect(guide).toHaveCount(4);
    await expect(guide.filter({ hasText: "Critical" })).toHaveCount(2);
    await expect(guide.filter({ hasText: "High" })).toHaveCount(1);
    await expect(guide.filter({ hasText: "Medium" })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Pro tips from hiring managers" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started for Free" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
  });
});

test.describe("CV writing guide", () => {
  test("has the table of contents, 15 min read, the four main sections and a call to action", async ({ page }) => {
    const response = await page.goto("/blog/cv-writing-guide");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How to Write a CV That Gets Interviews");
    await expect(page.getByText("15 min read")).toBeVisible();
    const toc = page.getByTestId("toc");
    for (const id of ["fundamentals", "structure", "content", "ats", "mistakes", "industry", "examples", "tools"]) {
      await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.locator("#fundamentals")).toContainText("CV or resume?");
    await expect(page.getByTestId("section-order").getByRole("listitem")).toHaveCount(7);
    await expect(page.locator("#content")).toContainText("STAR method");
    for (const term of ["Situation", "Task", "Action", "Result"]) await expect(page.locator("#content dt", { hasText: term })).toHaveCount(1);
    await expect(page.getByTestId("action-verbs").getByRole("listitem")).toHaveCount(16);
    expect(await page.getByTestId("ats-do").getByRole("listitem").count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByTestId("ats-dont").getByRole("listitem").count()).toBeGreaterThanOrEqual(5);
    await toc.getByRole("link", { name: "Beating applicant tracking systems" }).click();
    await expect(page).toHaveURL(/#ats$/);
    await expect(page.getByRole("link", { name: "Create My CV Now" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);
  });
});

test.describe("legal pages", () => {
  test("disclaimer: 13 numbered sections, last updated January 2, 2025, contacts and privacy link", async ({ page }) => {
    const response = await page.goto("/disclaimer");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Disclaimer");
    await expect(page.getByText("Last updated January 2, 2025")).toBeVisible();
    const headings = page.locator("article h2");
    await expect(headings).toHaveCount(13);
    const titles = await headings.allTextContents();
    expect(titles.map((t) => Number(t.split(".")[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const [i, word] of [
      [1, "No employment guarantee"],
      [2, "AI-generated content"],
      [3, "ATS optimization"],
      [7, "Data security"],
      [12, "Contact"],
    ] as const) {
      expect(titles[i]).toContain(word);
    }
    await expect(page.locator("article").getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(page.locator("article").getByRole("link", { name: "support@vitae.app" })).toHaveAttribute("href", "mailto:support@vitae.app");
    await expect(page.locator("article").getByRole("link", { name: "legal@vitae.app" })).toHaveAttribute("href", "mailto:legal@vitae.app");
    await expectNoAxeViolations(page);
  });

  test("terms of service state the facts of the spec", async ({ page }) => {
    const response = await page.goto("/terms-of-service");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    const article = page.locator("article");
    for (const fact of [
      "$5, a one-time payment",
      "$9 per month",
      "7-day money-back guarantee",
      "Fast Pass purchases are final and non-refundable",
      "30-day money-back guarantee",
      "remain available for download for 30 days",
      "at least 30 days notice",
      "We answer privacy requests within 30 days",
      "within 5 business days",
      "not intended for anyone under 16",
    ]) {
      await expect(article).toContainText(fact);
    }
    await expect(article.getByRole("link", { name: "legal@vitae.app" })).toHaveAttribute("href", "mailto:legal@vitae.app");
    await expectNoAxeViolations(page);
  });

  test("privacy policy names the product, rights and contacts", async ({ page }) => {
    const response = await page.goto("/privacy-policy");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    const article = page.locator("article");
    await expect(article).toContainText("Vitae");
    await expect(article).toContainText("GDPR");
    await expect(article).toContainText("CCPA");
    await expect(article).toContainText("within 30 days");
    await expect(article).toContainText("under 16");
    await expect(article.getByRole("link", { name: "legal@vitae.app" })).toHaveAttribute("href", "mailto:legal@vitae.app");
    await expectNoAxeViolations(page);
  });
});
