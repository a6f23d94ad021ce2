import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { fillRequiredAndExperience, generateFromCreatePage, PERSON, saveTypedResume } from "./resume-form-helpers.ts";
import { GALLERY_TEMPLATES, galleryTemplate } from "../../app/lib/gallery.ts";
import { FONT_STACKS } from "../../app/lib/templates.ts";
import { settled } from "./site-helpers.ts";

test.describe("resume builder", () => {
  test("fill the required fields and one experience, generate, download the CV", async ({ page }) => {
    await page.goto("/create");
    await fillRequiredAndExperience(page, "Engine <script>alert(1)</script> Programmer");
    await page.getByRole("button", { name: "Generate CV" }).click();
    await expect(page.getByTestId("result-view")).toBeVisible();
    await expect(page.getByText("CV Generated Successfully!").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Another Resume" })).toBeVisible();
    // the result shows the CV itself, as the download has it
    const shown = page.getByTestId("result-cv");
    await expect(shown.getByRole("figure", { name: /^Your CV ?: your CV in Arial, 11 pt/ })).toBeVisible();
    await expect(shown).toContainText(`${PERSON.firstName} ${PERSON.lastName}`);
    await expect(shown).toContainText("Engine <script>alert(1)</script> Programmer");

    const downloadPromise = page.waitForEvent("download");
    // the self-contained HTML document stays available beside the PDF
    await page.getByRole("link", { name: "Download HTML" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("resume.html");
    const html = await readFile((await download.path())!, "utf8");
    expect(html).toContain(PERSON.firstName);
    expect(html).toContain(PERSON.lastName);
    expect(html).toContain("Engine &lt;script&gt;alert(1)&lt;/script&gt; Programmer");
    expect(html.toLowerCase()).not.toContain("<script");
  });

  test("an empty submit shows the four required-field messages", async ({ page }) => {
    await page.goto("/create");
    // a click in the instant React takes the page over can go unanswered (about 1 in 12 runs here,
    // a known gap): this test is about the messages, so it clicks once the page has settled
    await settled(page);
    await page.getByRole("button", { name: "Generate CV" }).click();
    for (const message of ["First name is required", "Last name is required", "Please enter a valid email", "Phone number is required"]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("result-view")).toHaveCount(0);
  });

  test("experience and education keep at least one entry, projects go down to zero", async ({ page }) => {
    await page.goto("/create");
    const experiences = page.getByTestId("experience-item");
    await expect(experiences).toHaveCount(1);
    await expect(page.getByRole("button", { name: /Remove experience/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Add Experience" }).click();
    await expect(experiences).toHaveCount(2);
    await expect(page.getByRole("button", { name: /Remove experience/ })).toHaveCount(2);
    await page.getByRole("button", { name: "Remove experience 2" }).click();
    await expect(experiences).toHaveCount(1);
    await expect(page.getByRole("button", { name: /Remove experience/ })).toHaveCount(0);

    await expect(page.getByTestId("education-item")).toHaveCount(1);
    await expect(page.getByRole("button", { name: /Remove education/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Add Education" }).click();
    await expect(page.getByRole("button", { name: /Remove education/ })).toHaveCount(2);

    const projects = page.getByTestId("project-item");
    await expect(projects).toHaveCount(0);
    await page.getByRole("button", { name: "Add Project" }).click();
    await expect(projects).toHaveCount(1);
    await page.getByRole("button", { name: "Remove project 1" }).click();
    await expect(projects).toHaveCount(0);
  });

  test("values typed before a list change are kept", async ({ page }) => {
    await page.goto("/create");
    await page.getByLabel("First Name").fill("Grace");
    await page.getByRole("button", { name: "Add Project" }).click();
    await expect(page.getByTestId("project-item")).toHaveCount(1);
    await expect(page.getByLabel("First Name")).toHaveValue("Grace");
  });

  test("the format tab shows the gallery's designs with their pictures; choosing one brings its look to the downloaded CV", async ({ page, grantPlan }) => {
    await page.goto("/create");
    await grantPlan("pro");
    await page.getByRole("link", { name: "Choose CV Format" }).click();
    const options = page.getByTestId("template-option");
    await expect(options).toHaveCount(GALLERY_TEMPLATES.length);
    for (const design of GALLERY_TEMPLATES) {
      const option = options.filter({ has: page.getByRole("heading", { name: design.name, exact: true }) });
      await expect(option.getByRole("img", { name: `${design.name} preview` })).toHaveAttribute("src", design.preview);
    }
    await expect(options.filter({ hasText: "Professional Blue" }).getByText("Popular")).toBeVisible();
    await page.getByRole("button", { name: "Use this format: Balanced Two-Column" }).click();
    await expect(page.getByText("Format: Balanced Two-Column")).toBeVisible();
    await expect(page.getByTestId("resume-form")).toBeVisible();
    const id = await generateFromCreatePage(page, undefined, { alreadyThere: true });
    const cv = await (await page.request.get(`/api/download-resume/${id}?format=html`)).text();
    const balanced = galleryTemplate("balanced")!;
    expect(cv).toContain(`class="cv t-combination l-traditional`);
    expect(cv).toContain(`--c1:${balanced.colorScheme.primary};--c2:${balanced.colorScheme.secondary};font-family:${FONT_STACKS["Source Serif"]};`);

    await page.goto("/create?tab=format");
    await expect(page.getByRole("button", { name: "Selected: Balanced Two-Column" })).toBeVisible();
  });

  test("edit loads an existing resume; unknown and foreign ids show Resume Not Found", async ({ page, browser, baseURL }) => {
    const id = await saveTypedResume(page);
    await page.goto(`/edit/${id}`);
    await expect(page.getByLabel("First Name")).toHaveValue(PERSON.firstName);
    await expect(page.getByTestId("experience-item").first().getByLabel("Job Title")).toHaveValue("Analytical Engine Programmer");
    // what the author typed is not badged "Parsed" (the badge marks an upload's fields)
    await expect(page.getByTestId("parsed-badge")).toHaveCount(0);
    // one download action per format
    await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Download HTML" })).toHaveCount(1);
    await page.goto(`/edit-resume/${id}`);
    await expect(page.getByLabel("Last Name")).toHaveValue(PERSON.lastName);

    const unknown = await page.goto("/edit/00000000-0000-4000-8000-000000000000");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Resume Not Found" })).toBeVisible();
    await expect(page.getByText("The resume you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Create Resume" })).toHaveAttribute("href", "/create");

    const stranger = await browser.newContext({ baseURL, javaScriptEnabled: test.info().project.name === "js" });
    const strangerPage = await stranger.newPage();
    const response = await strangerPage.goto(`/edit/${id}`);
    expect(response?.status()).toBe(404);
    await expect(strangerPage.getByRole("heading", { name: "Resume Not Found" })).toBeVisible();
    await expect(strangerPage.getByText(PERSON.email)).toHaveCount(0);
    await stranger.close();
  });

  test("saving an edit updates the stored resume", async ({ page }) => {
    const id = await saveTypedResume(page);
    await page.goto(`/edit/${id}`);
    await page.getByLabel("City").fill("London");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Resume Saved").first()).toBeVisible();
    const json = await (await page.request.get(`/api/resume/${id}`)).json();
    expect(json.personalInfo.city).toBe("London");
  });

  test("a second generation on the free plan is blocked by the server", async ({ page }) => {
    await saveTypedResume(page);
    await page.goto("/create");
    await fillRequiredAndExperience(page);
    await page.getByRole("button", { name: "Generate CV" }).click();
    // with JavaScript the pricing modal opens; without it the plans render inline
    await expect(page.getByTestId(/^(upgrade-prompt|pricing-modal)$/)).toBeVisible();
    await expect(page.getByTestId("result-view")).toHaveCount(0);
  });

  test("axe finds no violations on /create, the format tab and /edit/{id}", async ({ page }) => {
    // three axe audits of long forms: each takes seconds, much longer on a loaded machine
    test.setTimeout(180_000);
    await page.goto("/create");
    await expectNoAxeViolations(page);
    await page.goto("/create?tab=format");
    await expectNoAxeViolations(page);
    const id = await saveTypedResume(page);
    await page.goto(`/edit/${id}`);
    await expectNoAxeViolations(page);
  });
});
