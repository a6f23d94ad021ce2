/**
 * Helpers for the paid-feature end-to-end tests: a resume created through the API in the page's
 * own cookie jar, and a plan granted in the e2e server's sqlite file (as a verified payment would).
 */
import path from "node:path";
import type { Page } from "@playwright/test";
import { openSqliteStore } from "../../app/server/db/sqlite.server.ts";

export const PAID_RESUME = {
  personalInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+44 20 7946 0958", city: "London", country: "UK", summary: "Analyst who writes algorithms for engines." },
  experiences: [
    { jobTitle: "Analyst", company: "Babbage & Co", startDate: "Jan 2018", endDate: "Dec 2021", description: "Wrote the first published algorithm\nExplained the engine to 40 investors" },
    { jobTitle: "Junior Analyst", company: "Royal Society", startDate: "2015", endDate: "2017", description: "I translated the Menabrea paper" },
  ],
  education: [{ degree: "B.A. Mathematics", school: "University of London", graduationYear: "2014" }],
  skills: { technicalSkills: "Mathematics, Python", softSkills: "Communication" },
};

export async function createResume(page: Page): Promise<string> {
  const response = await page.request.post("/api/generate-resume", { data: PAID_RESUME });
  if (response.status() !== 201) throw new Error(`generate-resume answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { resumeId: string }).resumeId;
}

/** The visitor id inside the signed cookie (base64 JSON + "." + signature). */
export async function visitorId(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "vitae_visitor");
  if (!cookie) throw new Error("no visitor cookie");
  const raw = decodeURIComponent(cookie.value);
  return JSON.parse(Buffer.from(raw.slice(0, raw.lastIndexOf(".")), "base64").toString("utf8")) as string;
}

export async function grantPlan(page: Page, tier: "fast_pass" | "pro"): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const store = openSqliteStore({ file: path.join(dir, "vitae.sqlite"), objectsDir: path.join(dir, "objects") });
  try {
    await store.visitors.grant(await visitorId(page), { tier, pro_until: tier === "pro" ? new Date(Date.now() + 30 * 86_400_000).toISOString() : null, reset_generation_count: true });
  } finally {
    await store.close();
  }
}
