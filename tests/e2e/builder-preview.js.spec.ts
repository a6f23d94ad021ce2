// Runs only in the "js" project: the builder's live preview, step highlighting and moving entries in place.
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { fillRequiredAndExperience, PERSON } from "./resume-form-helpers.ts";

/** The CV's text as a reader sees it, with runs of white space made one space. */
const readable = (text: string) => text.replace(/\s+/g, " ").trim();

async function openCreate(page: Page) {
  await page.goto("/create");
  await settled(page);
}

test.describe("live preview beside the form", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the form has its place beside the preview before the page hydrates: hydration moves nothing", async ({ page, context }) => {
    const where = async (of: Page) => {
      const form = await of.locator("form#resume-create").boundingBox();
      const button = await of.getByRole("button", { name: "Add Experience" }).boundingBox();
      return { x: form?.x, y: form?.y, width: form?.width, addExperienceAt: button?.y };
    };
    // scripts allowed but never loaded: the page as the server sent it, before it hydrates
    const unhydrated = await context.newPage();
    await unhydrated.route("**/assets/*.js", (route) => route.abort());
    await unhydrated.goto("/create");
    await expect(unhydrated.getByText("Loading the preview…")).toBeVisible();
    const before = await where(unhydrated);
    await unhydrated.close();
    await openCreate(page);
    await expect(page.getByTestId("live-preview")).toBeVisible();
    // the form starts at the same place with the same width, and a button far down has not moved
    expect(before.width).toBeGreaterThan(0);
    expect(await where(page)).toEqual(before);
  });

  test("what is typed shows up in the CV beside the form, with its page count", async ({ page }) => {
    await openCreate(page);
    const preview = page.getByTestId("live-preview");
    await expect(preview).toBeVisible();
    await page.getByLabel("First Name").fill("Grace");
    await page.getByLabel("Last Name").fill("Hopper");
    await page.getByTestId("experience-item").first().getByLabel("Job Description").fill("Wrote the first compiler\nTaught the Navy COBOL");
    const cv = preview.locator(".cv");
    // a picture of the CV, hidden from assistive technology (the page keeps one h1)
    await expect(cv.locator("h1.cv-name")).toHaveText("Grace Hopper");
    await expect(cv.locator("li").filter({ hasText: "Taught the Navy COBOL" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your resume");
    // a free CV carries the watermark the download will carry
    await expect(cv.getByText("Created with Vitae — Free plan")).toBeVisible();
    await expect(page.getByTestId("live-preview-pages")).toHaveText("1 page (Letter)");
    await expect(page.getByTestId("page-break")).toHaveCount(0);
    // the panel stays in the window while the form scrolls
    await page.getByRole("button", { name: "Generate CV" }).scrollIntoViewIfNeeded();
    await expect(preview).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test("a long CV shows where its pages end", async ({ page }) => {
    await openCreate(page);
    const bullets = Array.from({ length: 60 }, (_, i) => `Delivered measurable result number ${i + 1} for the analytical engine programme`).join("\n");
    await page.getByTestId("experience-item").first().getByLabel("Job Description").fill(bullets);
    await expect(page.getByTestId("live-preview-pages")).toHaveText(/^about [2-9] pages \(Letter\)$/);
    const pages = Number((await page.getByTestId("live-preview-pages").textContent())?.match(/\d+/)?.[0]);
    await expect(page.getByTestId("page-break")).toHaveCount(pages - 1);
  });

  test("the preview shows the text the downloaded CV holds", async ({ page, browser }) => {
    await openCreate(page);
    await fillRequiredAndExperience(page);
    await page.getByLabel("Professional Summary").fill("Mathematician  and writer.\n\nFirst to publish an algorithm.");
    await page.getByLabel("Technical Skills").fill("Mathematics,  Notes on engines;  Punched cards");
    await page.getByLabel("Languages").fill("English, French");
    const cv = page.getByTestId("live-preview").locator(".cv");
    await expect(cv).toContainText("Punched cards");
    // the last change has reached the preview once the text stops changing
    await expect.poll(async () => readable(await cv.innerText())).toContain("French");
    const previewText = readable(await cv.innerText());

    await page.getByRole("button", { name: "Generate CV" }).click();
    await expect(page.getByTestId("result-view")).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download HTML" }).click()]);
    const html = await readFile((await download.path())!, "utf8");
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const reader = await context.newPage();
      await reader.setContent(html);
      expect(previewText).toBe(readable(await reader.locator(".cv").innerText()));
    } finally {
      await context.close();
    }
  });

  test("the step being read is marked as the page scrolls, and the progress counts the steps with content", async ({ page }) => {
    await openCreate(page);
    const steps = page.getByRole("navigation", { name: "Resume steps" });
    await expect(page.getByTestId("editor-progress")).toHaveText("0 of 5 steps have content");
    await page.getByLabel("First Name").fill(PERSON.firstName);
    await page.getByLabel("Technical Skills").fill("Python");
    await expect(page.getByTestId("editor-progress")).toHaveText("2 of 5 steps have content");
    await expect(steps.getByRole("link", { name: /Contact/ })).toContainText("(has content)");
    await steps.getByRole("link", { name: /Skills/ }).click();
    await expect(steps.getByRole("link", { name: /Skills/ })).toHaveAttribute("aria-current", "step");
    // scrolling by hand: the section at the upper third of the window is the current step
    await page.locator("#step-education").evaluate((section) => window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 150));
    await expect(steps.getByRole("link", { name: /Education/ })).toHaveAttribute("aria-current", "step");
    await expect(steps.locator("[aria-current]")).toHaveCount(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(steps.getByRole("link", { name: /Contact/ })).toHaveAttribute("aria-current", "step");
    // scrolling on at once after following a step's link: the mark follows once the scrolling stops
    await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('nav[aria-label="Resume steps"] a[href="#step-skills"]')!.click();
      const education = document.getElementById("step-education")!;
      window.scrollTo({ top: education.getBoundingClientRect().top + window.scrollY - 150, behavior: "instant" });
    });
    await expect(steps.getByRole("link", { name: /Education/ })).toHaveAttribute("aria-current", "step");
  });

  test("moving an experience up reorders it in place and keeps the focus on the moved entry's button", async ({ page }) => {
    await openCreate(page);
    const experiences = page.getByTestId("experience-item");
    await experiences.first().getByLabel("Job Title").fill("Analyst");
    await experiences.first().getByLabel("Company").fill("Acme");
    await page.getByRole("button", { name: "Add Experience" }).click();
    await experiences.nth(1).getByLabel("Job Title").fill("Engineer");
    await experiences.nth(1).getByLabel("Company").fill("Babbage & Co");
    await page.getByRole("button", { name: "Move up: Engineer at Babbage & Co" }).click();
    await expect(experiences.nth(0).getByLabel("Job Title")).toHaveValue("Engineer");
    await expect(experiences.nth(1).getByLabel("Job Title")).toHaveValue("Analyst");
    // at the top there is no Move up: the focus is on the same entry's Move down
    await expect(page.getByRole("button", { name: "Move down: Engineer at Babbage & Co" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(experiences.nth(0).getByLabel("Job Title")).toHaveValue("Analyst");
    const cv = page.getByTestId("live-preview").locator(".cv");
    await expect(cv.locator(".entry-title")).toHaveText(["Analyst", "Engineer"]);
  });
});

test.describe("live preview on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Preview toggle shows and hides the CV, asked of the server only while shown, and nothing overflows sideways", async ({ page }) => {
    const previewPosts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/preview/live") previewPosts.push(request.method());
    });
    await openCreate(page);
    await page.getByLabel("First Name").fill("Grace");
    const preview = page.getByTestId("live-preview");
    await expect(preview).toBeHidden();
    // past the preview's pause after typing: a closed preview asks the server for nothing
    await page.waitForTimeout(800);
    expect(previewPosts).toEqual([]);
    const toggle = page.getByRole("button", { name: "Show preview" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(preview).toBeVisible();
    await expect(preview.locator(".cv")).toContainText("Grace");
    expect(previewPosts).toContain("POST");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Hide preview" }).click();
    await expect(preview).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  });
});
