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
export function saveTypedResume(page: Page, jobTitle?: string, look: Look = {}): Promise<string> {
  return createResume(page, { personalInfo: PERSON, experiences: [engineExperience(jobTitle === undefined ? {} : { jobTitle })], ...look });
}

/** The template and customization a generation posts beside the resume. */
export interface Look {
  template?: string;
  customization?: unknown;
}

/**
 * The result view generateFromCreatePage ends on, for the resume saveTypedResume saves (generated
 * through the API, then opened at /create?generated=…): for tests about what follows a generation,
 * without typing the form again. Returns the resume's id.
 */
export async function openGeneratedResult(page: Page, jobTitle?: string): Promise<string> {
  const id = await saveTypedResume(page, jobTitle);
  await page.goto(`/create?generated=${id}`);
  await page.getByTestId("result-view").waitFor();
  return id;
}

/** The template and customization the resume form on the page would post with the typed resume (its hidden fields). */
export async function postedLook(page: Page): Promise<Look> {
  const form = page.getByTestId("resume-form");
  const template = await form.locator("input[type=hidden][name=template]").inputValue();
  const hidden = form.locator("input[type=hidden][name=customization]");
  const customization = (await hidden.count()) > 0 ? await hidden.inputValue() : "";
  return { ...(template ? { template } : {}), ...(customization ? { customization: JSON.parse(customization) } : {}) };
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
