// Runs with and without JavaScript: the steps are links to the form's sections, and entries move up and down.
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";

test("the steps are links that move to their section of the form", async ({ page }) => {
  await page.goto("/create");
  const steps = page.getByRole("navigation", { name: "Resume steps" });
  await expect(steps.getByRole("link")).toHaveText([/Contact/, /Experience/, /Education/, /Skills/, /Extras/, /Design/]);
  await steps.getByRole("link", { name: /Education/ }).click();
  await expect(page).toHaveURL(/#step-education$/);
  await expect(page.getByRole("group", { name: "Education" })).toBeInViewport();
  await steps.getByRole("link", { name: /Design/ }).click();
  await expect(page).toHaveURL(/#step-design$/);
  await expect(page.getByRole("heading", { name: "Design" })).toBeInViewport();
  await expectNoAxeViolations(page);
});

test("experience, education and project entries move up and down", async ({ page }) => {
  await page.goto("/create");
  const experiences = page.getByTestId("experience-item");
  await experiences.first().getByLabel("Job Title").fill("Analyst");
  await experiences.first().getByLabel("Company").fill("Acme");
  await page.getByRole("button", { name: "Add Experience" }).click();
  await expect(experiences).toHaveCount(2);
  await experiences.nth(1).getByLabel("Job Title").fill("Engineer");
  await expect(page.getByRole("button", { name: /^Move up/ })).toHaveCount(1);
  await page.getByRole("button", { name: "Move down: Analyst at Acme" }).click();
  await expect(experiences.nth(0).getByLabel("Job Title")).toHaveValue("Engineer");
  await expect(experiences.nth(1).getByLabel("Job Title")).toHaveValue("Analyst");
  await expect(experiences.nth(1).getByLabel("Company")).toHaveValue("Acme");

  const education = page.getByTestId("education-item");
  await education.first().getByLabel("Degree").fill("BSc Mathematics");
  await education.first().getByLabel("School").fill("London University");
  await page.getByRole("button", { name: "Add Education" }).click();
  await education.nth(1).getByLabel("Degree").fill("MSc Engines");
  // without JavaScript a button is named from the form as the server last sent it: typed since, the entry is "education 2"
  await education
    .nth(1)
    .getByRole("button", { name: /^Move up: (MSc Engines|education 2)$/ })
    .click();
  await expect(education.nth(0).getByLabel("Degree")).toHaveValue("MSc Engines");
  await expect(education.nth(1).getByLabel("School")).toHaveValue("London University");

  const projects = page.getByTestId("project-item");
  await page.getByRole("button", { name: "Add Project" }).click();
  await projects.nth(0).getByLabel("Project Title").fill("Notes");
  await page.getByRole("button", { name: "Add Project" }).click();
  await projects.nth(1).getByLabel("Project Title").fill("Tables");
  await projects
    .nth(1)
    .getByRole("button", { name: /^Move up: (Tables|project 2)$/ })
    .click();
  await expect(projects.nth(0).getByLabel("Project Title")).toHaveValue("Tables");
  await expect(projects.nth(1).getByLabel("Project Title")).toHaveValue("Notes");
  // the order survives the form's other changes: the experiences are still as moved
  await expect(experiences.nth(0).getByLabel("Job Title")).toHaveValue("Engineer");
});
