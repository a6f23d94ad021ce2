// Analytics in the browser. Runs only in the "js" project: the tracker is client code.
import path from "node:path";
import { type Page, type Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";
import { fillRequiredAndExperience } from "./resume-form-helpers.ts";

const PDF = path.resolve(import.meta.dirname, "../fixtures/parse/resume.pdf");

interface SentEvent {
  event: string;
  timestamp: string;
  data: Record<string, unknown>;
}

function analyticsBody(request: Request): SentEvent | null {
  if (!request.url().endsWith("/api/analytics") || request.method() !== "POST") return null;
  try {
    return JSON.parse(request.postData() ?? "") as SentEvent;
  } catch {
    return null;
  }
}

/** Every uncaught error and console error of the page. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    // the browser itself logs the aborted requests as failed resources; that is the point of the test
    if (message.type() === "error" && !/Failed to load resource|ERR_FAILED|net::/.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  return problems;
}

test("an unreachable analytics endpoint breaks nothing for the user", async ({ page }) => {
  test.setTimeout(60_000);
  const attempts: string[] = [];
  await page.route("**/api/analytics", (route) => {
    attempts.push(analyticsBody(route.request())?.event ?? "(unparsed)");
    return route.abort("failed");
  });
  const problems = collectProblems(page);

  // landing: FAQ, scrolling (scroll_depth), a hidden / visible tab (page_hidden, page_visible)
  await page.goto("/?variant=control");
  await settled(page);
  const faq = page.getByTestId("faq-item").first();
  await faq.locator("summary").click();
  await expect(faq).toHaveAttribute("open", "");
  await page.mouse.wheel(0, 2500);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });

  // client-side navigation through the site (page_view, time_spent)
  await page.getByRole("navigation").getByRole("link", { name: "Templates" }).first().click();
  await expect(page).toHaveURL(/\/templates$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Professional Resume Templates");
  await page.goto("/examples");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resume Examples That Get Interviews");

  // the builder: Improve with AI sends ai_enhancement_used (aborted) and still works
  await page.goto("/create");
  await settled(page);
  await fillRequiredAndExperience(page);
  const experience = page.getByTestId("experience-item").first();
  await experience.getByRole("button", { name: /Improve with AI/ }).click();
  await expect(page.getByText("No changes suggested").first()).toBeVisible();
  await page.getByRole("button", { name: "Generate CV" }).click();
  await expect(page.getByTestId("result-view")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  expect((await download).suggestedFilename()).toBe("Ada-Lovelace-CV.pdf");
  await expect(page.getByText("Download Started").first()).toBeVisible();

  // a window error is reported (and that report fails too) without a second error
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error("test rejection")), 0));
  await page.waitForTimeout(200);

  await expect.poll(() => attempts.length).toBeGreaterThan(0);
  expect(attempts).toContain("ai_enhancement_used");
  // the only problem is the one the test caused itself
  expect(problems).toEqual(["pageerror: test rejection"]);
});

test("the full journey sends the funnel events in order with their step numbers", async ({ page }) => {
  test.setTimeout(60_000);
  const sent: SentEvent[] = [];
  const statuses = new Map<string, number[]>();
  page.on("request", (request) => {
    const body = analyticsBody(request);
    if (body) sent.push(body);
  });
  page.on("response", (response) => {
    const body = analyticsBody(response.request());
    if (body) statuses.set(body.event, [...(statuses.get(body.event) ?? []), response.status()]);
  });

  // visit
  await page.goto("/?variant=control");
  await settled(page);
  await page.goto("/create");
  await settled(page);
  // upload (steps 1–3)
  await page.getByLabel("Resume file").setInputFiles(PDF);
  await expect(page.getByLabel("First Name")).toHaveValue("José", { timeout: 20_000 });
  // the parsed resume has every required field; make sure the first job is complete too
  await fillRequiredAndExperience(page, "Staff Software Engineer");
  // generate (steps 4 and 7)
  await page.getByRole("button", { name: "Generate CV" }).click();
  await expect(page.getByTestId("result-view")).toBeVisible();
  // download (step 8)
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  await download;

  const funnel = () => sent.filter((e) => typeof e.data.step === "number").map((e) => [e.event, e.data.step]);
  await expect.poll(funnel).toContainEqual(["resume_downloaded", 8]);
  const order = funnel();
  const expected: Array<[string, number]> = [
    ["resume_uploaded", 1],
    ["resume_parsing_started", 2],
    ["resume_parsing_completed", 3],
    ["form_fields_completed", 4],
    ["resume_generated", 7],
    ["resume_downloaded", 8],
  ];
  // each expected step appears, in this order
  let at = -1;
  for (const step of expected) {
    const index = order.findIndex(([event, n], i) => i > at && event === step[0] && n === step[1]);
    expect(index, `${step[0]} (step ${step[1]}) after index ${at} in ${JSON.stringify(order)}`).toBeGreaterThan(at);
    at = index;
  }
  // steps never go backwards along the journey
  const steps = order.map(([, n]) => n as number);
  expect(steps).toEqual([...steps].sort((a, b) => a - b));

  // the session events came first, every event carries the session and the visitor, the server took them
  const names = sent.map((e) => e.event);
  expect(names.indexOf("session_started")).toBeGreaterThanOrEqual(0);
  expect(names.indexOf("session_started")).toBeLessThan(names.indexOf("resume_uploaded"));
  expect(names).toContain("page_view");
  const sessionIds = new Set(sent.map((e) => e.data.sessionId));
  expect(sessionIds.size).toBe(1);
  expect([...sessionIds][0]).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name === "vitae_visitor")).toBe(true);
  for (const e of sent) expect(e.data.userId, e.event).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => statuses.get("resume_downloaded")).toEqual([204]);
  for (const [event] of expected) expect(statuses.get(event), event).toEqual([204]);

  const downloaded = sent.find((e) => e.event === "resume_downloaded")!;
  expect(downloaded.data).toMatchObject({ format: "pdf", tier: "free", conversionComplete: true });
  const uploaded = sent.find((e) => e.event === "resume_uploaded")!;
  expect(uploaded.data).toMatchObject({ fileType: "application/pdf", fileSize: expect.any(Number) });
  // nothing personal in any event
  const everything = JSON.stringify(sent);
  expect(everything).not.toContain("José");
  expect(everything).not.toContain("jose.alvarez@example.com");
  expect(everything).not.toContain("ada@example.com");
});
