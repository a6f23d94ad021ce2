/**
 * A create-form post that meets a failure the page does not handle itself (a 429 from the rate
 * limit, a 500) loses nothing. With JavaScript the page stays, every value in it, with the message
 * in a 'Generation Failed' toast and in place. Without JavaScript the browser shows the answer
 * document: the rate-limit page carries the entries in a 'Send again' form, and Back returns to
 * the form with everything typed still in it.
 *
 * The failing answers come from page.route (a browser-level double of our own server's answers:
 * the 429 page is the one rateLimitedResponse builds); the real limiter is in form-failures.js.spec.ts
 * and in limited-response.server.test.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";
import { fillRequiredAndExperience } from "./resume-form-helpers.ts";
import { rateLimitedPage } from "../../app/server/http/limited-response.server.ts";
import { RATE_LIMITED_MESSAGE } from "../../app/lib/submit-failure.ts";

const SERVER_ERROR_TEXT = "Something went wrong. Please try again.";

/** Everything this test types, by the field's label inside the form (beyond fillRequiredAndExperience). */
async function fillTheWholeForm(page: Page) {
  await fillRequiredAndExperience(page);
  await page.getByLabel("City").fill("London");
  await page.getByLabel("Professional Summary").fill("Mathematician who wrote the first algorithm meant for a machine, and explained it.");
  await page.getByLabel("Technical Skills").fill("Mathematics, Notation");
  await page.getByLabel("Degree").fill("Private tutoring in mathematics");
}

async function expectEverythingTyped(page: Page) {
  const values: Array<[string, string]> = [
    ["First Name", "Ada"],
    ["Last Name", "Lovelace"],
    ["Email", "ada@example.com"],
    ["Phone", "+44 20 7946 0958"],
    ["City", "London"],
    ["Professional Summary", "Mathematician who wrote the first algorithm meant for a machine, and explained it."],
    ["Technical Skills", "Mathematics, Notation"],
    ["Degree", "Private tutoring in mathematics"],
  ];
  for (const [label, value] of values) await expect(page.getByLabel(label)).toHaveValue(value);
  const experience = page.getByTestId("experience-item").first();
  await expect(experience.getByLabel("Job Title")).toHaveValue("Analytical Engine Programmer");
  await expect(experience.getByLabel("Company")).toHaveValue("Babbage & Co");
  await expect(experience.getByLabel("Start Date")).toHaveValue("Jan 1842");
  await expect(experience.getByLabel("Job Description")).toHaveValue("Wrote the first published algorithm\nExplained the engine to a wide audience");
}

const isCreatePost = (url: URL, method: string, js: boolean) => method === "POST" && url.pathname === (js ? "/create.data" : "/create");

/** Answers the next create posts with `answer` until `stop()` is called. */
async function failCreatePosts(page: Page, js: boolean, answer: (postData: string) => { status: number; contentType: string; body: string }) {
  const handler = async (route: Parameters<Parameters<Page["route"]>[1]>[0]) => {
    const request = route.request();
    if (!isCreatePost(new URL(request.url()), request.method(), js)) return route.fallback();
    await route.fulfill(answer(request.postData() ?? ""));
  };
  await page.route("**/create*", handler);
  return () => page.unroute("**/create*", handler);
}

async function openCreate(page: Page, js: boolean) {
  await page.goto("/create");
  if (js) await settled(page);
  await fillTheWholeForm(page);
}

for (const failure of ["429", "500"] as const) {
  test(`a create post answered ${failure} keeps every typed value and shows the message`, async ({ page }) => {
    const js = test.info().project.name === "js";
    const message = failure === "429" ? RATE_LIMITED_MESSAGE : SERVER_ERROR_TEXT;
    await openCreate(page, js);
    const stop = await failCreatePosts(page, js, (postData) => {
      if (failure === "500") return { status: 500, contentType: "text/plain", body: SERVER_ERROR_TEXT };
      // scripts get the limiter's JSON; a browser posting the form itself gets its page
      return js
        ? { status: 429, contentType: "application/json", body: JSON.stringify({ error: RATE_LIMITED_MESSAGE }) }
        : {
            status: 429,
            contentType: "text/html",
            body: rateLimitedPage({ message: RATE_LIMITED_MESSAGE, action: "/create", fields: [...new URLSearchParams(postData)] }),
          };
    });
    await page.getByRole("button", { name: "Generate CV" }).click();

    if (js) {
      // the page stays: the toast and the form's own alert carry the message, nothing typed is gone
      await expect(page.getByText("Generation Failed").first()).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: message }).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: /Too Many Requests|Internal Server Error|Something went wrong/ })).toHaveCount(0);
      await expectEverythingTyped(page);
      await expect(page.getByRole("button", { name: "Generate CV" })).toBeEnabled();
      // and the form still works: the next try goes through with everything in it
      await stop();
      await page.getByRole("button", { name: "Generate CV" }).click();
      await expect(page.getByTestId("result-view")).toContainText("Your CV is ready, Ada Lovelace!");
      return;
    }

    await expect(page.getByText(message)).toBeVisible();
    if (failure === "429") {
      await expect(page.getByText("Everything you entered is kept on this page.")).toBeVisible();
      await expect(page.getByText("Back", { exact: true })).toBeVisible();
    }
    // the browser's Back button returns to the form with every value in it
    await page.goBack();
    await expectEverythingTyped(page);
    if (failure === "429") {
      // and the limiter's page can send the same entries again once the minute is over
      await page.getByRole("button", { name: "Generate CV" }).click();
      await stop();
      await page.getByRole("button", { name: "Send again" }).click();
      await expect(page.getByTestId("result-view")).toContainText("Your CV is ready, Ada Lovelace!");
    }
  });
}

test("the error screen a failed form post lands on says Back returns to the form with what was typed", async ({ page, request }) => {
  // a post the page cannot read is answered by the root error screen (here a 415)
  const response = await request.post("/create", { data: "not a form", headers: { "content-type": "text/plain", accept: "text/html" } });
  expect(response.status()).toBe(415);
  await page.setContent(await response.text());
  await expect(page.getByText("If you were sending a form, your browser's Back button returns to it with everything you typed.")).toBeVisible();
  // a missing page is not about a form
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("If you were sending a form")).toHaveCount(0);
});
