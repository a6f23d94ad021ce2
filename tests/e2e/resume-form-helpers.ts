/** Plain page helpers for the resume form on /create: typing Ada in, and generating a CV from it. */
import type { Page } from "@playwright/test";
import { engineExperience, person } from "../setup/factory.ts";
import { createResume } from "./visitor-helpers.ts";

/** The person every form-filling test types in. */
export const PERSON = person();

/** Fills the four required fields and the first experience of the resume form. */
export async function fillRequiredAndExperience(page: Page, jobTitle = engineExperience().jobTitle) {
  const typed = engineExperience({ jobTitle });
  await page.getByLabel("First Name").fill(PERSON.firstName);
  await page.getByLabel("Last Name").fill(PERSON.lastName);
  await page.getByLabel("Email").fill(PERSON.email);
  await page.getByLabel("Phone").fill(PERSON.phone);
  const experience = page.getByTestId("experience-item").first();
  await experience.getByLabel("Job Title").fill(typed.jobTitle);
  await experience.getByLabel("Company").fill(typed.company);
  await experience.getByLabel("Start Date").fill(typed.startDate);
  await experience.getByLabel("Job Description").fill(typed.description);
}

/**
 * The resume fillRequiredAndExperience types, generated through /api/generate-resume as the page's
 * visitor (the same server function and plan gate as the form): for tests about what follows a
 * generation. Typing it in and generating from /create is what the builder tests check.
 */
export function saveTypedResume(page: Page, jobTitle?: string): Promise<string> {
  return createResume(page, { personalInfo: PERSON, experiences: [engineExperience(jobTitle === undefined ? {} : { jobTitle })] });
}

/** Generates from /create and returns the new resume's id (from the result view's URL). */
export async function generateFromCreatePage(page: Page, jobTitle?: string, { alreadyThere = false } = {}): Promise<string> {
  if (!alreadyThere) await page.goto("/create");
  await fillRequiredAndExperience(page, jobTitle);
  await page.getByRole("button", { name: "Generate CV" }).click();
  await page.getByTestId("result-view").waitFor();
  const id = new URL(page.url()).searchParams.get("generated");
  if (!id) throw new Error(`no resume id in ${page.url()}`);
  return id;
}
