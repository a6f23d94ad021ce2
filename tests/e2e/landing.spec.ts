// The landing page in both projects (with and without JavaScript): Landing.
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { EXAMPLES } from "../../app/lib/examples.ts";
import { TEMPLATES } from "../../app/lib/templates.ts";

/** The CV drawn in both heroes: the sample resume's person, role and template. */
const HERO_CV_NAME = "A sample CV made with Vitae: Priya Raman, Senior Software Engineer, in the Modern template";
/** Emoji and other pictographs: the landing's icons are SVGs, so none belongs in its text. */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** What the landing used to invent: ratings, user counts, testimonials. */
const INVENTED = /\d(\.\d)?\s*\/\s*5\b|\d[\d,]*[KM]?\+ (users|CVs)|12,000|job seekers are building|What job seekers say|Loved by job seekers|Trusted by/;

test.describe("landing page", () => {
  for (const path of ["/?variant=control", "/home?variant=control"]) {
    test(`${path} has the offer banner, hero with a real CV, true claims and every section`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // the offer with its price and no clock: it does not end
      const banner = page.getByTestId("offer-banner");
      await expect(banner).toContainText("Fast Pass: watermark-free CVs, premium templates and the ATS check, $5 once.");
      await expect(banner.getByRole("timer")).toHaveCount(0);
      await expect(banner.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/checkout");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a CV that gets you interviews");
      const hero = page.locator("section#home");
      await expect(hero.getByRole("link", { name: "Create My CV" })).toHaveAttribute("href", "/create");
      await expect(hero.getByRole("link", { name: "See How It Works" })).toHaveAttribute("href", "#how-it-works");
      // the CV beside the text is the product's own CV markup, named once as an image
      const cv = hero.getByRole("img", { name: HERO_CV_NAME });
      await expect(cv).toBeVisible();
      await expect(cv.locator(".cv .cv-name")).toHaveText("Priya Raman");
      await expect(hero.getByRole("heading", { name: "Priya Raman" })).toHaveCount(0);
      await expect(cv.locator("a").first()).toBeAttached();
      expect(await cv.locator("a").evaluateAll((links) => links.every((a) => a.closest("[inert]") !== null))).toBe(true);
      // claims of facts: the real number of templates and examples
      const claims = page.getByTestId("claims");
      const items = await claims.getByRole("listitem").allInnerTexts();
      expect(items.slice(-4).map((text) => text.replace(/\s+/g, " "))).toEqual([
        `${TEMPLATES.length} ATS-friendly templates`,
        `${EXAMPLES.length} resume examples to start from`,
        "30 sec with AI, or under 5 minutes by hand",
        "Free first CV, no signup required",
      ]);
      // the store's CV count comes first when it is large enough to show (tests/integration/landing-count.test.ts checks its value)
      for (const extra of items.slice(0, -4)) expect(extra.replace(/\s+/g, " ")).toMatch(/^\d{1,3}(,\d{3})* CVs saved with Vitae so far$/);
      expect(items.length).toBeLessThanOrEqual(5);
      for (const claim of ["30 seconds", "under 5 minutes", "GDPR and CCPA"]) await expect(hero).toContainText(claim);
      for (const id of ["home", "features", "how-it-works", "faq", "create"]) {
        await expect(page.locator(`section#${id}`)).toHaveCount(1);
      }
      const cards = page.getByTestId("feature-card");
      await expect(cards).toHaveCount(6);
      // each card's icon is an inline SVG, hidden from assistive technology
      await expect(cards.locator('svg[aria-hidden="true"]')).toHaveCount(6);
      await expect(page.getByTestId("step")).toHaveCount(3);
      await expect(page.locator("#how-it-works")).toContainText("Fill the form");
      await expect(page.locator("#how-it-works")).toContainText("AI enhancement");
      await expect(page.locator("#how-it-works")).toContainText("Download CV");
      await expect(page.getByTestId("faq-item")).toHaveCount(10);
    });
  }

  for (const path of ["/?variant=control", "/?variant=alt"]) {
    test(`${path} shows no emoji, no invented numbers and no testimonials`, async ({ page }) => {
      await page.goto(path);
      const text = await page.locator("main").innerText();
      expect(text).not.toMatch(PICTOGRAPH);
      expect(text).not.toMatch(INVENTED);
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      await expect(page.locator("blockquote")).toHaveCount(0);
      // the exit-intent popup (closed, so outside innerText) claims nothing untrue either
      const popup = (await page.locator("dialog").allTextContents()).join(" ");
      expect(popup).not.toMatch(/free Fast Pass|on us/i);
      expect(popup).not.toMatch(PICTOGRAPH);
    });

    test(`${path} shows the CV above the fold on a desktop and on a 390 px phone`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const cv = page.locator("section#home").getByRole("img", { name: HERO_CV_NAME });
      await expect(cv).toBeInViewport({ ratio: 0.5 });
      await page.setViewportSize({ width: 390, height: 844 });
      const box = (await cv.boundingBox())!;
      // whole width on the phone, nothing cut off at the sides
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.width).toBeGreaterThan(250);
      await cv.scrollIntoViewIfNeeded();
      await expect(cv).toBeInViewport();
    });
  }

  test("several FAQ items can be open at once", async ({ page }) => {
    await page.goto("/?variant=control");
    const items = page.getByTestId("faq-item");
    await items.nth(0).locator("summary").click();
    await items.nth(3).locator("summary").click();
    await items.nth(9).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(3)).toHaveAttribute("open", "");
    await expect(items.nth(9)).toHaveAttribute("open", "");
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
    await expect(items.nth(0).getByText(/The Free plan lets you create/)).toBeVisible();
    await expect(items.nth(9).getByText("Pro comes with a 7-day money-back guarantee. Fast Pass purchases are final.")).toBeVisible();
    // each toggles independently
    await items.nth(3).locator("summary").click();
    await expect(items.nth(3)).not.toHaveAttribute("open", "");
    await expect(items.nth(0)).toHaveAttribute("open", "");
  });

  test("the alternative variant links to the AI generator and the manual builder", async ({ page }) => {
    await page.goto("/?variant=alt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Build a Professional Resume in 30 Seconds");
    await expect(page.getByTestId("landing-alt")).toContainText("No signup required");
    await expect(page.locator("section#home").getByRole("img", { name: HERO_CV_NAME })).toBeVisible();
    const hero = page.locator("section#home");
    await expect(hero.getByRole("link", { name: "AI Resume Generator" })).toHaveAttribute("href", "/prompt");
    await expect(hero.getByRole("link", { name: "Create Manually" })).toHaveAttribute("href", "/create");
    const how = page.locator("#how-it-works");
    for (const step of ["Describe your career", "AI creates your resume", "Download and apply"]) await expect(how).toContainText(step);
    await expect(page.getByRole("heading", { name: /Why choose Vitae/ })).toBeVisible();
    await expect(page.locator("section#features li svg[aria-hidden='true']")).toHaveCount(4);
    await expect(page.getByTestId("offer-banner")).toHaveCount(0);
    // the navigation's section links land somewhere on this landing too
    for (const id of ["home", "features", "how-it-works", "faq", "create"]) await expect(page.locator(`section#${id}`)).toHaveCount(1);
    await expect(page.locator("section#faq").getByTestId("faq-item")).toHaveCount(10);
    const signIn = page.getByTestId("sign-in");
    await expect(signIn).toHaveText("Sign In");
    await signIn.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
  });

  test("canonical and Open Graph tags point at /", async ({ page }) => {
    await page.goto("/home?variant=control");
    const origin = new URL(page.url()).origin;
    await expect(page).toHaveTitle(/Vitae/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${origin}/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Vitae/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /ATS-friendly/);
    // the real catalogue sizes, not a round number
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`${EXAMPLES.length} examples, ${TEMPLATES.length} templates`));
  });

  for (const path of ["/?variant=control", "/?variant=alt"]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      test.setTimeout(60_000); // the long landing page takes axe 10+ s
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
