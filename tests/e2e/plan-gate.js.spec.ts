// Runs only in the "js" project: a blocked generation opens the pricing modal in the visitor's variant.
import { type BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { settled } from "./site-helpers.ts";
import { assignVariant } from "../../app/lib/ab.ts";
import { VARIANT_TEXTS } from "../../app/components/pricing/pricing-texts.ts";
import { generationLimitMessage } from "../../app/lib/plans.ts";
import { visitorIdOf } from "../setup/visitor.ts";
import { fillRequiredAndExperience, saveTypedResume } from "./resume-form-helpers.ts";

/** The visitor id of the browser context (inside its signed, httpOnly visitor cookie). */
async function contextVisitorId(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === "vitae_visitor");
  if (!cookie) throw new Error("no visitor cookie");
  return visitorIdOf(cookie.value);
}

test("the second generation on the free plan opens the pricing modal in the assigned variant, saying first what happened", async ({ page, context }) => {
  await saveTypedResume(page);
  const variant = assignVariant("pricing_display", await contextVisitorId(context)) as keyof typeof VARIANT_TEXTS;
  const texts = VARIANT_TEXTS[variant];

  await page.goto("/create");
  await settled(page);
  await fillRequiredAndExperience(page);
  await page.getByRole("button", { name: "Generate CV" }).click();
  // the title says what happened, the reason what each plan gives; the variant keeps its close label
  const modal = page.getByRole("dialog", { name: "You have used your free CV" });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId("pricing-modal")).toHaveAttribute("data-variant", variant);
  await expect(modal.getByTestId("pricing-reason")).toHaveText(generationLimitMessage("free"));
  await expect(modal.getByTestId("pricing-reason")).toContainText("Fast Pass gives you 3 more, without the watermark, for $5 once");
  await expect(modal.getByRole("button", { name: "Current Plan" }).first()).toBeDisabled();
  await modal.getByRole("button", { name: texts.closeLabel }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId("result-view")).toHaveCount(0);
});
