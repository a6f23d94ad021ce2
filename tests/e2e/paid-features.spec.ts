/**
 * Paid features in both projects (none of these journeys needs JavaScript): the ATS check per plan,
 * exports, and "my data" download and deletion.
 */
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import type { ResumeFormData } from "../../app/lib/resume.ts";

test.describe("ATS check", () => {
  test("Free: what the check would find and the plans (402)", async ({ page, savedResume: id }) => {
    const response = await page.goto(`/resume/${id}/ats`);
    expect(response?.status()).toBe(402);
    await expect(page.getByRole("heading", { name: /The check found \d+ things? to fix/ })).toBeVisible();
    await expect(page.getByTestId("ats-preview-counts")).toContainText(/Bullet points: \d/);
    await expect(page.getByTestId("upgrade-prompt")).toBeVisible();
    await expect(page.getByTestId("ats-finding")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("Fast Pass: each finding says how to fix it and links to the form field", async ({ page, savedResume: id, grantPlan }) => {
    await grantPlan("fast_pass");
    const response = await page.goto(`/resume/${id}/ats`);
    expect(response?.status()).toBe(200);
    const linkedIn = page.locator('[data-finding="contact.linkedIn"]');
    await expect(linkedIn).toContainText("Missing contact detail: LinkedIn");
    await expect(linkedIn).toContainText("How to fix:");
    // the free watermark was printed into this CV (generated before the upgrade)
    await expect(page.locator('[data-finding="layout.watermark"]')).toBeVisible();
    await expectNoAxeViolations(page);
    await linkedIn.getByRole("link", { name: "Fix it in the form" }).click();
    await expect(page).toHaveURL(new RegExp(`/edit/${id}#resume-edit-${id}-personalInfo\\.linkedIn$`));
    const field = page.locator(`[id="resume-edit-${id}-personalInfo.linkedIn"]`);
    await expect(field).toBeVisible();
    // the field stops below the sticky navigation, not under it
    const navBottom = await page.getByTestId("site-nav").evaluate((nav) => nav.getBoundingClientRect().bottom);
    await expect.poll(() => field.evaluate((input) => input.getBoundingClientRect().top)).toBeGreaterThanOrEqual(navBottom);
    // the match score stays Pro
    await page.goto(`/resume/${id}/ats`);
    await page.getByRole("textbox", { name: "Job posting" }).fill("Senior Analyst\nWe need Python and SQL.");
    await page.getByRole("button", { name: "Score my resume (Pro)" }).click();
    await expect(page.getByTestId("upgrade-prompt")).toBeVisible();
    await expect(page.getByTestId("ats-score")).toHaveCount(0);
  });

  test("Pro: each requirement with the line that proves it; a missing skill is added after confirming, nothing else changes", async ({
    page,
    savedResume: id,
    grantPlan,
  }) => {
    await grantPlan("pro");
    const stored = async () => (await (await page.request.get(`/api/resume/${id}`)).json()) as ResumeFormData;
    const original = await stored();
    await page.goto(`/resume/${id}/ats`);
    await page
      .getByRole("textbox", { name: "Job posting" })
      .fill("Data Analyst\nWe are hiring a Data Analyst. Requirements: Python, SQL and Tableau. Strong communication.");
    await page.getByRole("button", { name: "Score my resume" }).click();
    await expect(page.getByTestId("ats-score")).toBeVisible();
    const before = Number(await page.getByTestId("ats-score-value").textContent());

    // met, with its evidence: Python is only listed among the skills, so it counts less
    const python = page.getByTestId("requirement").filter({ hasText: "Python" });
    await expect(python).toHaveAttribute("data-met", "yes");
    await expect(python.getByTestId("requirement-evidence")).toHaveText("Skills: “Mathematics, Python”");
    await expect(python).toContainText("Only named, not shown in a job");
    const sql = page.getByTestId("requirement").filter({ hasText: "SQL" });
    await expect(sql).toHaveAttribute("data-met", "no");
    await expect(sql).toContainText("Not found in your CV");

    // the one-click action asks first, with the score it would give; Cancel changes nothing
    await page.getByRole("button", { name: "Add “SQL” to skills" }).click();
    const confirm = page.getByTestId("confirm-skill");
    await expect(confirm.getByRole("heading")).toHaveText("Add “SQL” to your Technical Skills?");
    await expect(confirm).toContainText(new RegExp(`Your match score would go from ${before} to \\d+\\.`));
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("confirm-skill")).toHaveCount(0);
    await expect(page.getByTestId("ats-score-value")).toHaveText(String(before));
    expect((await stored()).skills).toEqual(original.skills);

    await page.getByRole("button", { name: "Add “SQL” to skills" }).click();
    await page.getByTestId("confirm-skill").getByRole("button", { name: "Yes, add “SQL”" }).click();
    await expect(page.getByTestId("notice")).toContainText("Skill added");
    await expect(page.getByTestId("notice")).toContainText(
      `“SQL” was added to your Technical Skills and the resume was saved. Your score went from ${before} to`,
    );
    await expect(page.getByTestId("keywords-present")).toContainText("SQL");
    expect(Number(await page.getByTestId("ats-score-value").textContent())).toBeGreaterThan(before);

    // only the technical skills changed
    const after = await stored();
    expect(after.skills).toEqual({ ...original.skills, technicalSkills: `${original.skills.technicalSkills}, SQL` });
    for (const key of ["personalInfo", "experiences", "education", "projects", "additionalInfo"] as const) expect(after[key]).toEqual(original[key]);
  });
});

test.describe("exports", () => {
  test("JSON Resume and HTML for everyone; Word locked for Free and a download for Pro", async ({ page, savedResume: id, grantPlan }) => {
    await page.goto(`/resume/${id}/ats`);
    const tools = page.getByTestId("resume-tools");
    const [json] = await Promise.all([page.waitForEvent("download"), tools.getByRole("link", { name: "JSON Resume" }).click()]);
    expect(json.suggestedFilename()).toBe("resume.json");
    const [html] = await Promise.all([page.waitForEvent("download"), tools.getByRole("link", { name: "Download HTML" }).click()]);
    expect(html.suggestedFilename()).toBe("resume.html");
    await expect(tools.getByRole("link", { name: /Word \(\.docx\) locked Pro/ })).toHaveAttribute("href", "/checkout?plan=pro");
    expect((await page.request.get(`/api/export-resume/${id}?format=docx`)).status()).toBe(402);

    await grantPlan("pro");
    await page.goto(`/resume/${id}/ats`);
    const [docx] = await Promise.all([page.waitForEvent("download"), page.getByTestId("resume-tools").getByRole("link", { name: "Word (.docx)" }).click()]);
    expect(docx.suggestedFilename()).toBe("resume.docx");
  });
});

test.describe("my data", () => {
  test("download everything, then delete it all with confirmation", async ({ page, savedResume: id }) => {
    await page.goto("/my-data");
    await expect(page.getByTestId("data-counts")).toContainText("Resumes: 1");
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data (JSON)" }).click()]);
    expect(download.suggestedFilename()).toBe("vitae-my-data.json");
    const dump = JSON.parse(await (await import("node:fs/promises")).readFile((await download.path())!, "utf8")) as { resumes: { id: string }[] };
    expect(dump.resumes.map((r) => r.id)).toEqual([id]);

    page.on("dialog", (dialog) => void dialog.accept());
    await page.getByLabel("I understand this cannot be undone").check();
    await page.getByRole("button", { name: "Delete all my data" }).click();
    await expect(page.getByTestId("data-deleted")).toBeVisible();
    await expect(page.getByTestId("data-counts")).toContainText("Resumes: 0");
    expect((await page.request.get(`/api/resume/${id}`)).status()).toBe(404);
  });
});
