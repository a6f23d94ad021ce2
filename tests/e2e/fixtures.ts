import { createHash } from "node:crypto";
import { expect, test as base, type Page } from "@playwright/test";

/**
 * Every test is its own person on its own client address (the e2e server trusts the loopback proxy
 * hop, so X-Forwarded-For names the client): the per-IP limits then apply to each test as they do
 * to one real visitor, instead of to the whole suite at once. A test may set its own address with
 * `test.use({ extraHTTPHeaders: … })`.
 */
export const test = base.extend<{ clientAddress: string }>({
  clientAddress: [
    async ({}, use, testInfo) => {
      const digest = createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`).digest();
      await use(`198.18.${digest[0]}.${(digest[1]! % 254) + 1}`);
    },
    { option: true },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => {
    await use({ "X-Forwarded-For": clientAddress, ...extraHTTPHeaders });
  },
});
export { expect };

export const PERSON = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+44 20 7946 0958" };

/** Fills the four required fields and the first experience of the resume form. */
export async function fillRequiredAndExperience(page: Page, jobTitle = "Analytical Engine Programmer") {
  await page.getByLabel("First Name").fill(PERSON.firstName);
  await page.getByLabel("Last Name").fill(PERSON.lastName);
  await page.getByLabel("Email").fill(PERSON.email);
  await page.getByLabel("Phone").fill(PERSON.phone);
  const experience = page.getByTestId("experience-item").first();
  await experience.getByLabel("Job Title").fill(jobTitle);
  await experience.getByLabel("Company").fill("Babbage & Co");
  await experience.getByLabel("Start Date").fill("Jan 1842");
  await experience.getByLabel("Job Description").fill("Wrote the first published algorithm\nExplained the engine to a wide audience");
}

/** Generates from /create and returns the new resume's id (from the result view's URL). */
export async function generateFromCreatePage(page: Page, jobTitle?: string): Promise<string> {
  await page.goto("/create");
  await fillRequiredAndExperience(page, jobTitle);
  await page.getByRole("button", { name: "Generate CV" }).click();
  await page.getByTestId("result-view").waitFor();
  const id = new URL(page.url()).searchParams.get("generated");
  if (!id) throw new Error(`no resume id in ${page.url()}`);
  return id;
}
