// Templates gallery in both projects (Templates gallery gallery templates).
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { GALLERY_TEMPLATES } from "../../app/lib/gallery.ts";
import { FONT_STACKS } from "../../app/lib/templates.ts";
import { generateFromCreatePage, postedLook, saveTypedResume } from "./resume-form-helpers.ts";
import { settled } from "./site-helpers.ts";

const ALL = [
  ["template-1", "Professional Blue", "Professional", true],
  ["template-2", "Modern Executive", "Executive", false],
  ["template-3", "Creative Designer", "Creative", true],
  ["professional", "Classic Professional", "Traditional", false],
  ["modern", "Modern Minimalist", "Modern", true],
  ["executive", "Executive Elite", "Executive", false],
  ["balanced", "Balanced Two-Column", "Traditional", false],
  ["sidebar", "Sidebar Minimalist", "Modern", false],
] as const;

test.describe("templates gallery", () => {
  test("shows the header, the category filter and the eight templates", async ({ page }) => {
    const response = await page.goto("/templates");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Professional Resume Templates");
    const filter = page.getByRole("navigation", { name: "Template categories" });
    for (const c of ["All", "Professional", "Executive", "Creative", "Traditional", "Modern"]) {
      await expect(filter.getByRole("link", { name: c, exact: true })).toBeVisible();
    }
    await expect(filter.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");
    const cards = page.getByTestId("template-card");
    await expect(cards).toHaveCount(ALL.length);
    for (const [id, name, category, popular] of ALL) {
      const card = page.locator(`[data-testid="template-card"][data-template-id="${id}"]`);
      await expect(card.getByRole("heading", { name })).toBeVisible();
      await expect(card).toContainText(category);
      await expect(card.getByText("Popular", { exact: true })).toHaveCount(popular ? 1 : 0);
      await expect(card.getByRole("img", { name: `${name} preview` })).toHaveAttribute("src", `/api/template-preview/${id}.png`);
      await expect(card.getByRole("link", { name: `Preview ${name}` })).toBeVisible();
      await expect(card.getByRole("link", { name: `Customize ${name}` })).toHaveAttribute("href", `/templates/customize/${id}`);
    }
    const bottom = page.getByRole("region", { name: "Not sure where to start?" });
    await expect(bottom.getByRole("link", { name: "AI Resume Generator" })).toHaveAttribute("href", "/prompt");
    await expect(bottom.getByRole("link", { name: "Create Manually" })).toHaveAttribute("href", "/create");
  });

  test("the category filter works as links", async ({ page }) => {
    await page.goto("/templates");
    const filter = page.getByRole("navigation", { name: "Template categories" });
    await filter.getByRole("link", { name: "Executive", exact: true }).click();
    await expect(page).toHaveURL(/\/templates\?category=Executive$/);
    await expect(page.getByTestId("template-card")).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Modern Executive" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Executive Elite" })).toBeVisible();
    await expect(filter.getByRole("link", { name: "Executive", exact: true })).toHaveAttribute("aria-current", "page");

    await filter.getByRole("link", { name: "Traditional", exact: true }).click();
    await expect(page.getByTestId("template-card")).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Classic Professional" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Balanced Two-Column" })).toBeVisible();

    await filter.getByRole("link", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(page.getByTestId("template-card")).toHaveCount(ALL.length);

    await page.goto("/templates?category=Nonsense");
    await expect(page.getByTestId("template-card")).toHaveCount(ALL.length);
  });

  test("clicking a card selects it", async ({ page }) => {
    await page.goto("/templates");
    const card = page.locator('[data-testid="template-card"][data-template-id="template-3"]');
    await expect(card).toHaveAttribute("data-selected", "false");
    await card.getByRole("link", { name: "Creative Designer", exact: true }).click();
    await expect(card).toHaveAttribute("data-selected", "true");
    await expect(card.getByText("Selected", { exact: true })).toBeVisible();
    await expect(page.locator('[data-testid="template-card"][data-selected="true"]')).toHaveCount(1);
  });

  test("the customize page (no-JS fallback) renders the controls and a server-side preview", async ({ page }) => {
    const response = await page.goto("/templates/customize/template-2");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customize: Modern Executive");
    // the entry's own preset: its colours and typeface
    await expect(page.getByRole("figure")).toContainText("Live preview: sample CV in Calibri, 11 pt, Executive Purple, Modern, Single Column, with photo");
    await expect(page.getByLabel("Font family")).toHaveValue("Calibri");
    await expect(page.getByTestId("font-size-value")).toHaveText("11 pt");
    await expect(page.getByRole("radio", { name: "Executive Purple" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Modern, Single Column" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Include a profile photo" })).toBeChecked();
    await expect(page.getByRole("link", { name: "Upload Photo" })).toHaveAttribute("href", "/create");
    for (const name of ["Executive Purple", "Creative Green", "Classic Black", "Modern Teal", "Elite Red"]) {
      await expect(page.getByRole("radio", { name })).toBeVisible();
    }
    for (const name of ["Traditional, Two Column", "Sidebar Layout", "Minimal Design"]) await expect(page.getByRole("radio", { name })).toBeVisible();
    const preview = page.getByTestId("cv-preview");
    await expect(preview.locator(".cv")).toHaveClass(/t-executive/);
    await expect(preview).toContainText("Priya");

    const notFound = await page.goto("/templates/customize/nope");
    expect(notFound?.status()).toBe(404);
  });

  test("the customize page takes the submitted values (Update Preview without JS)", async ({ page }) => {
    await page.goto("/templates/customize/modern?update=1&font=Georgia&fontSize=14&colorScheme=Elite+Red&layoutStyle=sidebar");
    await expect(page.getByLabel("Font family")).toHaveValue("Georgia");
    await expect(page.getByTestId("font-size-value")).toHaveText("14 pt");
    await expect(page.getByRole("radio", { name: "Elite Red" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Sidebar Layout" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Include a profile photo" })).not.toBeChecked();
    const cv = page.getByTestId("cv-preview").locator(".cv");
    await expect(cv).toHaveClass(/l-sidebar/);
    await expect(cv).toHaveCSS("font-size", /^18\.66/);
    // the shipped Georgia stand-in, loaded from /fonts/ through the preview stylesheet
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/"/g, ""))))
      .toContain("CV Gelasio");
  });

  test("Apply & Create Resume stores the choice in cookies and lands on /create", async ({ page, context }) => {
    await page.goto("/templates/customize/template-3");
    // with scripts, a choice made before hydration is reset to the server-rendered default
    if (test.info().project.name === "js") await settled(page);
    await page.getByLabel("Font family").selectOption("Times New Roman");
    await page.getByRole("radio", { name: "Modern Teal" }).check();
    await page.getByRole("radio", { name: "Traditional, Two Column" }).check();
    await page.getByRole("button", { name: "Apply & Create Resume" }).click();
    await expect(page).toHaveURL(/\/create$/);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "vitae_template")?.value).toBeTruthy();
    const custom = cookies.find((c) => c.name === "vitae_customization");
    expect(custom).toBeDefined();
    const decoded = JSON.parse(decodeURIComponent(escape(atob(decodeURIComponent(custom!.value)))));
    expect(decoded).toMatchObject({
      templateId: "template-3",
      font: "Times New Roman",
      layoutStyle: "traditional",
      colorScheme: { name: "Modern Teal" },
      includePhoto: true,
    });
  });

  test("a bad apply post is answered 400", async ({ request }) => {
    const unknown = await request.post("/templates", { form: { intent: "apply", galleryId: "nope" } });
    expect(unknown.status()).toBe(400);
    const badFont = await request.post("/templates", { form: { intent: "apply", galleryId: "modern", font: "Comic Sans" }, maxRedirects: 0 });
    expect(badFont.status()).toBe(400);
    const ok = await request.post("/templates", {
      form: { intent: "apply", galleryId: "modern", font: "Calibri", fontSize: "10", colorScheme: "Classic Black", layoutStyle: "minimal" },
      maxRedirects: 0,
    });
    expect(ok.status()).toBe(302);
    expect(ok.headers()["location"]).toBe("/create");
  });

  test("the template preview panel without JavaScript (?preview=)", async ({ page }) => {
    await page.goto("/templates?preview=executive");
    const panel = page.getByRole("region", { name: "Preview: Executive Elite" });
    await expect(panel.getByRole("img", { name: "Executive Elite preview" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Use This Template" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Close Preview" })).toHaveAttribute("href", "/templates");
  });

  for (const screen of [
    { name: "a desktop", width: 1280, height: 900 },
    { name: "a 390 px phone", width: 390, height: 844 },
  ]) {
    test(`'Use This Template' on every gallery entry gives a downloaded CV in that entry's template, colours and typeface, on ${screen.name}`, async ({
      page,
      grantPlan,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await page.goto("/templates");
      // Pro: the premium entries too, and a generation for each
      await grantPlan("pro");
      for (const entry of GALLERY_TEMPLATES) {
        await page.goto(`/templates?preview=${entry.id}`);
        await page
          .getByRole("region", { name: `Preview: ${entry.name}` })
          .getByRole("button", { name: "Use This Template" })
          .click();
        await expect(page).toHaveURL(/\/create$/);
        // the first entry is typed in and generated from the form; for the others the form's own
        // template and customization fields go to the same generation through the API, which spares
        // typing the form seven more times (the fields are what the form would post)
        let id: string;
        if (entry === GALLERY_TEMPLATES[0]) id = await generateFromCreatePage(page, undefined, { alreadyThere: true });
        else {
          // with scripts, the builder takes the choice from local storage once hydrated
          if (test.info().project.name === "js") await settled(page);
          id = await saveTypedResume(page, undefined, await postedLook(page));
        }
        const cv = await (await page.request.get(`/api/download-resume/${id}?format=html`)).text();
        expect(cv, entry.name).toContain(`class="cv t-${entry.template} l-${entry.layoutStyle}`);
        expect(cv, entry.name).toContain(`.cv{--c1:${entry.colorScheme.primary};--c2:${entry.colorScheme.secondary};font-family:${FONT_STACKS[entry.font]};`);
      }
    });
  }

  for (const path of ["/templates", "/templates/customize/template-1", "/templates?preview=template-3"]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
