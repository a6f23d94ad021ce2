/**
 * My resumes (/resumes), with and without JavaScript: the visitor's CVs newest first, Rename,
 * Duplicate, Delete after its confirmation (a dialog with JavaScript, a page without), Open, the
 * plan message when a duplicate is past the plan, the empty state and an axe audit.
 */
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test, type Visitor } from "./fixtures.ts";
import { person, resumeForm } from "../setup/factory.ts";

const cards = (page: Page) => page.getByTestId("resume-card");
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByTestId("resume-name").getByText(name, { exact: true }) });
const names = (page: Page) => page.getByTestId("resume-name");

/** A Free CV, then (on Pro) a second one: the newer one is listed first. */
async function twoCvs(visitor: Visitor, grantPlan: (tier: "pro") => Promise<void>) {
  const older = await visitor.createResume(resumeForm({ personalInfo: person({ firstName: "Older", lastName: "Cv" }) }));
  await grantPlan("pro");
  const newer = await visitor.createResume(resumeForm({ personalInfo: person({ firstName: "Newer", lastName: "Cv" }) }));
  return { older, newer };
}

test.describe("my resumes", () => {
  test("lists two CVs newest first with template, last edit and plan; Open goes to the editor", async ({ page, visitor, grantPlan }) => {
    const { older } = await twoCvs(visitor, grantPlan);
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My resumes" }).first().click();
    await expect(page).toHaveURL(/\/resumes$/);
    await expect(page.getByRole("heading", { level: 1, name: "My resumes" })).toBeVisible();
    await expect(names(page)).toHaveText(["Newer Cv", "Older Cv"]);
    await expect(card(page, "Older Cv").getByTestId("resume-template")).toHaveText("Professional");
    await expect(card(page, "Older Cv").getByTestId("resume-plan")).toHaveText("Free · with watermark");
    await expect(card(page, "Newer Cv").getByTestId("resume-plan")).toHaveText("Pro · no watermark");
    await expect(card(page, "Older Cv").getByText("just now")).toBeVisible();
    await expect(card(page, "Older Cv").getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/api/download-resume/${older}?format=pdf`);
    await expectNoAxeViolations(page);

    await card(page, "Older Cv").getByRole("link", { name: "Open Older Cv" }).click();
    await expect(page).toHaveURL(new RegExp(`/edit/${older}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Edit your resume" })).toBeVisible();
  });

  test("rename, duplicate, and delete after a confirmation that can be cancelled", async ({ page, visitor, grantPlan }) => {
    await twoCvs(visitor, grantPlan);
    await page.goto("/resumes");
    await expect(names(page)).toHaveText(["Newer Cv", "Older Cv"]);

    // rename: the name replaces the person's name, and the edit moves it to the top
    const older = card(page, "Older Cv");
    await older.getByText("Rename", { exact: true }).click();
    await older.getByLabel(/Name of this CV/).fill("Backend roles");
    await older.getByRole("button", { name: "Save name" }).click();
    await expect(names(page)).toHaveText(["Backend roles", "Newer Cv"]);

    // duplicate: a copy at the top
    await card(page, "Newer Cv").getByRole("button", { name: "Duplicate" }).click();
    await expect(names(page)).toHaveText(["Copy of Newer Cv", "Backend roles", "Newer Cv"]);

    // delete asks first (a page without JavaScript, a dialog with it): cancelling keeps the CV
    const deleteCopy = () =>
      card(page, "Copy of Newer Cv").getByRole(test.info().project.name === "js" ? "button" : "link", { name: "Delete Copy of Newer Cv" });
    await deleteCopy().click();
    await expect(page.getByTestId("delete-resume-name").filter({ visible: true })).toHaveText("Copy of Newer Cv");
    await page.getByRole(test.info().project.name === "js" ? "button" : "link", { name: "Cancel" }).click();
    await expect(names(page)).toHaveCount(3);
    await deleteCopy().click();
    await page.getByRole("button", { name: "Delete this CV" }).click();
    await expect(page).toHaveURL(/\/resumes$/);
    await expect(names(page)).toHaveText(["Backend roles", "Newer Cv"]);
  });

  test("a Free visitor's duplicate shows the plan message and creates nothing", async ({ page, visitor }) => {
    await visitor.createResume(resumeForm());
    await page.goto("/resumes");
    await expect(names(page)).toHaveText(["Ada Lovelace"]);
    await cards(page).getByRole("button", { name: "Duplicate" }).click();
    await expect(page.getByTestId(/^(upgrade-prompt|pricing-modal)$/)).toBeVisible();
    await expect(page.getByText(/^You have used your free CV: the Free plan includes 1 CV generation\./).filter({ visible: true })).toBeVisible();
    await page.goto("/resumes");
    await expect(names(page)).toHaveText(["Ada Lovelace"]);

    // on a narrow screen the menu lists it too
    await page.setViewportSize({ width: 390, height: 800 });
    const menu = page.getByTestId("mobile-menu");
    await menu.locator("summary").click();
    await expect(menu.getByRole("link", { name: "My resumes" })).toHaveAttribute("href", "/resumes");
  });

  test("a visitor without CVs sees the ways to start and no My resumes link", async ({ page }) => {
    await page.goto("/resumes");
    const empty = page.getByTestId("resumes-empty");
    await expect(empty.getByRole("link", { name: "Create a resume" })).toHaveAttribute("href", "/create");
    await expect(empty.getByRole("link", { name: /AI generator/ })).toHaveAttribute("href", "/prompt");
    await expect(empty.getByRole("link", { name: "Upload an existing CV" })).toHaveAttribute("href", "/create#upload-title");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My resumes" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
