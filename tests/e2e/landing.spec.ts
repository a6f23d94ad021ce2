// The landing page in both projects (with and without JavaScript): Landing.
import { expect, test } from "./fixtures.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { freezeClock } from "./site-helpers.ts";

test.describe("landing page", () => {
  for (const path of ["/?variant=control", "/home?variant=control"]) {
    test(`${path} has the offer banner, hero, claims and every section`, async ({ page }) => {
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
      for (const claim of ["200+", "1,000+", "4.9/5", "30 seconds", "under 5 minutes", "GDPR and CCPA"]) {
        await expect(hero).toContainText(claim);
      }
      for (const id of ["home", "features", "how-it-works", "faq", "create"]) {
        await expect(page.locator(`section#${id}`)).toHaveCount(1);
      }
      await expect(page.getByTestId("feature-card")).toHaveCount(6);
      await expect(page.getByTestId("step")).toHaveCount(3);
      await expect(page.locator("#how-it-works")).toContainText("Fill the form");
      await expect(page.locator("#how-it-works")).toContainText("AI enhancement");
      await expect(page.locator("#how-it-works")).toContainText("Download CV");
      await expect(page.getByTestId("testimonial")).toHaveCount(3);
      await expect(page.getByTestId("faq-item")).toHaveCount(10);
    });
  }

  test("without a running clock the social proof shows its start value", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/?variant=control");
    await expect(page.getByTestId("social-proof-count")).toHaveText("12,000");
    await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "80");
    await expect(page.getByTestId("social-proof-percent")).toHaveText("80% of our goal");
  });

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
    await expect(page.getByTestId("landing-alt")).toContainText("2M+ users");
    await expect(page.getByTestId("landing-alt")).toContainText("No signup required");
    const hero = page.locator("section#home");
    await expect(hero.getByRole("link", { name: "AI Resume Generator" })).toHaveAttribute("href", "/prompt");
    await expect(hero.getByRole("link", { name: "Create Manually" })).toHaveAttribute("href", "/create");
    const how = page.locator("#how-it-works");
    for (const step of ["Describe your career", "AI creates your resume", "Download and apply"]) await expect(how).toContainText(step);
    await expect(page.getByRole("heading", { name: /Why choose Vitae/ })).toBeVisible();
    await expect(page.getByTestId("testimonial")).toHaveCount(3);
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
  });

  for (const path of ["/?variant=control", "/?variant=alt"]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      test.setTimeout(60_000); // the long landing page takes axe 10+ s
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
