/**
 * The plan rules, all of them: the tiers, the generation limits, the
 * watermark, the premium templates, the Free plan's download and which tier unlocks each paid
 * feature. Isomorphic: the page shows what the server enforces. The server is the only judge
 * on the server: it reads the tier and the count from the store. The marketing table (prices, the
 * texts of the plan cards) is app/lib/plan-table.ts, derived from these rules.
 */
import { TEMPLATES, templateInfo } from "./templates.ts";

export type Tier = "free" | "fast_pass" | "pro";
export const TIERS: readonly Tier[] = ["free", "fast_pass", "pro"];

/** Generations allowed per tier; null = unlimited. */
export const GENERATION_LIMITS: Record<Tier, number | null> = { free: 1, fast_pass: 3, pro: null };

export function generationLimit(tier: Tier): number | null {
  return GENERATION_LIMITS[tier];
}

/** generation gate: blocked when free with count ≥ 1 or fast_pass with count ≥ 3. */
export function isGenerationAllowed(tier: Tier, generationCount: number): boolean {
  const limit = generationLimit(tier);
  return limit === null || generationCount < limit;
}

/**
 * Why Generate did nothing, and what each plan gives: the first thing a visitor at the limit reads
 * (the pricing modal's reason, the no-JavaScript page's alert, the API's 402 error).
 */
export function generationLimitMessage(tier: Tier): string {
  if (tier === "free")
    return "You have used your free CV: the Free plan includes 1 CV generation. Fast Pass gives you 3 more, without the watermark, for $5 once; Pro gives you unlimited CVs for $9 a month.";
  return "You have used the 3 CV generations of your Fast Pass. Pro gives you unlimited CVs for $9 a month.";
}

/** Which limit refused a request: the 402 body's `reason`. */
export type LimitReason = "generation_limit" | "premium_template" | "download_limit";

/** The pricing modal's title when a limit opened it: what happened, in a few words. */
export function limitHeadline(reason: string | undefined, tier: Tier): string | null {
  if (reason === "generation_limit") return tier === "free" ? "You have used your free CV" : "You have used your Fast Pass CVs";
  if (reason === "premium_template") return "This template comes with Fast Pass and Pro";
  if (reason === "download_limit") return "You have used your free download";
  return null;
}

/** The spec spells the tier 'fastpass' at checkout and in analytics: accept both, store fast_pass. */
export function normalizeTier(value: unknown): Tier | null {
  if (value === "fastpass" || value === "fast_pass") return "fast_pass";
  if (value === "free" || value === "pro") return value;
  return null;
}

export const TIER_LABELS: Record<Tier, string> = { free: "Free", fast_pass: "Fast Pass", pro: "Pro" };

export function hasWatermark(tier: Tier): boolean {
  return tier === "free";
}

// ---------------------------------------------------------------- templates

/** Free gets the basic templates; Fast Pass and Pro get the premium ones too. */
export function isTemplateAllowed(tier: Tier, templateId: string): boolean {
  return tier !== "free" || !templateInfo(templateId).premium;
}

/** The names of the templates every plan may use, for messages ("Professional or Modern"). */
export const BASIC_TEMPLATE_NAMES = TEMPLATES.filter((t) => !t.premium).map((t) => t.name);

export function premiumTemplateMessage(templateId: string): string {
  const basic = BASIC_TEMPLATE_NAMES.length > 1 ? `${BASIC_TEMPLATE_NAMES.slice(0, -1).join(", ")} or ${BASIC_TEMPLATE_NAMES.at(-1)}` : BASIC_TEMPLATE_NAMES[0];
  return `${templateInfo(templateId).name} is a premium template: it needs Fast Pass or Pro. On the Free plan, choose ${basic}, or upgrade to use it.`;
}

// ---------------------------------------------------------------- downloads

/**
 * "1 CV download" on the Free plan (docs/decisions/012-free-download-limit.md): the first CV a free
 * visitor downloads is theirs to download again for this long (reloads, double clicks, a fix after
 * proofreading); any other CV, or the same one later, needs a paid plan.
 */
export const FREE_DOWNLOAD_WINDOW_MINUTES = 60;

export interface RecordedDownload {
  resumeId: string | null;
  /** ISO time of the first counted download. */
  at: string | null;
}

/**
 * Whether a download may go ahead. Paid visitors download anything; a CV generated on a paid plan
 * stays downloadable (it was paid for); otherwise only the recorded CV inside its window.
 */
export function isDownloadAllowed(input: { tier: Tier; resumeTier: Tier; resumeId: string; recorded: RecordedDownload; now: Date }): boolean {
  if (input.tier !== "free" || input.resumeTier !== "free") return true;
  const { resumeId, at } = input.recorded;
  if (resumeId !== input.resumeId || at === null) return false;
  return input.now.getTime() - Date.parse(at) < FREE_DOWNLOAD_WINDOW_MINUTES * 60_000;
}

export const DOWNLOAD_LIMIT_MESSAGE =
  `The Free plan includes one CV download, repeatable for ${FREE_DOWNLOAD_WINDOW_MINUTES} minutes. ` +
  "To download another CV, or the same one after that, upgrade to Fast Pass or Pro.";

// ---------------------------------------------------------------- paid features

/** The paid features and which tiers unlock each one: pages show locks from it, the server gates with it. */
export type PaidFeature = "atsCheck" | "atsScore" | "coverLetter" | "linkedInBio" | "docxExport";

export const FEATURE_TIERS: Record<PaidFeature, readonly Tier[]> = {
  atsCheck: ["fast_pass", "pro"],
  atsScore: ["pro"],
  coverLetter: ["pro"],
  linkedInBio: ["pro"],
  docxExport: ["pro"],
};

export const FEATURE_LABELS: Record<PaidFeature, string> = {
  atsCheck: "ATS check",
  atsScore: "ATS match score against a job posting",
  coverLetter: "AI cover letter",
  linkedInBio: "LinkedIn bio",
  docxExport: "Word (.docx) export",
};

export function hasFeature(tier: Tier, feature: PaidFeature): boolean {
  return FEATURE_TIERS[feature].includes(tier);
}

/** The plan a locked feature needs (the cheapest one that includes it). */
export function planFor(feature: PaidFeature): "fast_pass" | "pro" {
  return FEATURE_TIERS[feature].includes("fast_pass") ? "fast_pass" : "pro";
}

export function featureLockedMessage(feature: PaidFeature): string {
  return planFor(feature) === "pro"
    ? `The ${FEATURE_LABELS[feature]} is part of the Pro plan. Upgrade to use it.`
    : `The ${FEATURE_LABELS[feature]} is included in Fast Pass and Pro. Upgrade to use it.`;
}
