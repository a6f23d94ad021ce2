// The plan limits besides the generation count, in both projects: premium templates are marked
// before anyone picks one, a free visitor generating with one gets the reason (the pricing modal
// with JavaScript, the plans on the page without) and keeps what they typed, and the Free plan's one
// CV download (docs/decisions/012-free-download-limit.md).
import { type Page } from "@playwright/test";
import { DOWNLOAD_LIMIT_MESSAGE, premiumTemplateMessage } from "../../app/lib/plans.ts";
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";
import { fillRequiredAndExperience, generateFromCreatePage, openGeneratedResult, PERSON } from "./resume-form-helpers.ts";

const withScripts = () => test.info().project.name === "js";

/** What a plan limit shows: the pricing modal (with its reason) or the plans inline on the page. */
function planLimit(page: Page) {
  return withScripts() ? page.getByTestId("pricing-modal") : page.getByTestId("upgrade-prompt");
}

test.describe("plan limits", () => {
  test("premium templates carry a Premium badge in the format chooser and the gallery before anyone picks one", async ({ page }) => {
    await page.goto("/create?tab=format");
    const option = (name: string) => page.getByTestId("template-option").filter({ has: page.getByRole("heading", { name, exact: true }) });
    for (const name of ["Sidebar Minimalist", "Balanced Two-Column", "Executive Elite", "Modern Executive", "Creative Designer"]) {
      await expect(option(name).getByTestId("premium-badge")).toBeVisible();
      await expect(option(name).getByTestId("premium-badge")).toHaveText(/Premium\s*template, included in Fast Pass and Pro/);
    }
    for (const name of ["Professional Blue", "Classic Professional", "Modern Minimalist"])
      await expect(option(name).getByTestId("premium-badge")).toHaveCount(0);

    await page.goto("/templates");
    const card = (id: string) => page.locator(`[data-testid="template-card"][data-template-id="${id}"]`);
    await expect(card("template-2").getByTestId("premium-badge")).toBeVisible(); // Modern Executive
    await expect(card("template-3").getByTestId("premium-badge")).toBeVisible(); // Creative Designer
    await expect(card("template-1").getByTestId("premium-badge")).toHaveCount(0); // Professional Blue

    if (withScripts()) {
      await settled(page);
      await page.getByRole("link", { name: "Preview Modern Executive" }).click();
      const dialog = page.getByRole("dialog", { name: "Preview: Modern Executive" });
      await expect(dialog.getByTestId("premium-badge")).toBeVisible();
      await expect(dialog).toContainText("Included in Fast Pass and Pro.");
    } else {
      await page.getByRole("link", { name: "Preview Modern Executive" }).click();
      const inline = page.getByRole("region", { name: "Preview: Modern Executive" });
      await expect(inline.getByTestId("premium-badge")).toBeVisible();
      await expect(inline).toContainText("Included in Fast Pass and Pro.");
    }
  });

  test("a free visitor who chose a premium template is told why at generation, and keeps what they typed", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto("/create?tab=format");
    await page.getByRole("button", { name: "Use this format: Executive Elite" }).click();
    // the create tab says what the choice needs before anything is typed
    await expect(page.getByTestId("premium-template-notice")).toHaveText(premiumTemplateMessage("executive"));
    if (withScripts()) await settled(page);
    await fillRequiredAndExperience(page);
    await page.getByLabel("First Name").fill("Adelaide");
    await page.getByRole("button", { name: "Generate CV" }).click();

    const limit = planLimit(page);
    await expect(limit).toBeVisible();
    await expect(limit).toContainText(premiumTemplateMessage("executive"));
    await expect(page.getByTestId("result-view")).toHaveCount(0);
    if (withScripts())
      await page
        .getByRole("dialog")
        .getByRole("button", { name: /Maybe Later|I'll think about it|Continue with Free Plan/ })
        .click();
    await expect(page.getByLabel("First Name")).toHaveValue("Adelaide");
    await expect(page.getByLabel("Email")).toHaveValue(PERSON.email);
    await expect(page.getByTestId("experience-item").first().getByLabel("Company")).toHaveValue("Babbage & Co");

    // a basic template generates (the refused attempt cost nothing)
    await page.goto("/create?tab=format");
    await page.getByRole("button", { name: "Use this format: Modern Minimalist" }).click();
    await expect(page.getByText("Format: Modern Minimalist")).toBeVisible();
    await expect(page.getByTestId("premium-template-notice")).toHaveCount(0);
    await generateFromCreatePage(page);
  });

  test("the free CV downloads again (a second click is fine); a second, different CV is refused with the reason", async ({ page, grantPlan }) => {
    test.setTimeout(60_000);
    // generating from the form is the test above's; this one is about the result view's downloads
    await openGeneratedResult(page);
    for (let i = 0; i < 2; i++) {
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download PDF" }).click();
      expect((await download).suggestedFilename()).toBe("Ada-Lovelace-CV.pdf");
    }

    // the free visitor may generate once more (their allowance granted again); the plan stays Free
    await grantPlan("free");
    const second = await openGeneratedResult(page, "Second CV");
    await page.getByRole("link", { name: "Download PDF" }).click();
    if (withScripts()) {
      const modal = page.getByTestId("pricing-modal");
      await expect(modal).toBeVisible();
      await expect(modal.getByTestId("pricing-reason")).toHaveText(DOWNLOAD_LIMIT_MESSAGE);
    } else {
      await expect(page).toHaveURL(new RegExp(`/resume/${second}/download-limit$`));
      await expect(page.getByRole("heading", { name: "Download limit reached" })).toBeVisible();
      await expect(page.getByTestId("upgrade-prompt")).toContainText(DOWNLOAD_LIMIT_MESSAGE);
      await expect(page.getByRole("link", { name: "Back to your resume" })).toHaveAttribute("href", `/edit/${second}`);
    }
  });
});
