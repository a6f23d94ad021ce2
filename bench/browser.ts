/**
 * Browser budgets: Lighthouse (mobile, the OS Chromium; median of 5 runs) on /create, /edit/{id},
 * /templates, /prompt and the other public pages, with the audits that cost points; all the JS
 * /create loads (gzip); the JS/CSS each route transfers (each page as a public visitor gets it:
 * without the builder's localhost-only A/B panel) (measured in Chromium); and axe on every
 * screen with its own route (an edit page of a real resume included). Run after a build:
 *   npx node bench/browser.ts [--parts lighthouse,js,weight,axe] [--pages /create,/edit/{id}] [--runs 5]
 * (or BENCH_BROWSER_PARTS, BENCH_LIGHTHOUSE_PAGES, BENCH_LIGHTHOUSE_RUNS); BENCH_LIGHTHOUSE_REPORT_DIR=dir keeps
 * each page's median report there as JSON.
 * Goals: performance ≥ 95, accessibility 100, best practices 100, SEO 100, JS on / ≤ 80 KB,
 * JS on /create ≤ 150 KB.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from "../tests/e2e/find-browser.ts";
import { SAMPLE_RESUME } from "../app/lib/sample-resume.ts";
import { buildDir, startServer } from "../tests/setup/server-process.ts";
import { Visitor } from "../tests/setup/visitor.ts";
import { summary, table } from "./lib.ts";

const foundChromium = await findChromium();
if (!foundChromium) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
const chromePath: string = foundChromium;

const { values } = parseArgs({
  options: {
    parts: { type: "string", default: process.env.BENCH_BROWSER_PARTS ?? "js,weight,axe,lighthouse" },
    pages: { type: "string", default: process.env.BENCH_LIGHTHOUSE_PAGES ?? "/create,/edit/{id},/templates,/prompt,/,/examples" },
    runs: { type: "string", default: process.env.BENCH_LIGHTHOUSE_RUNS ?? "5" },
  },
});
const parts = new Set(values.parts.split(","));
/** {id} is a resume generated for this run. */
const LIGHTHOUSE_PAGES = values.pages.split(",").filter(Boolean);
/** The pages with a Lighthouse performance goal (the editor's pages and the two it links to). */
const PERFORMANCE_GOAL_PAGES = new Set(["/create", "/edit/{id}", "/templates", "/prompt"]);
const CREATE_JS_GOAL_KB = 150;
const WEIGHT_PAGES = [
  "/",
  "/create",
  "/templates",
  "/templates/customize/modern",
  "/examples",
  "/prompt",
  "/checkout",
  "/login",
  "/resumes",
  "/my-data",
  "/disclaimer",
];
/** Every screen with its own route; {id} is a resume generated for this run. */
const AXE_PAGES = [
  "/",
  "/?variant=alt",
  "/home",
  "/create",
  "/create?tab=format",
  "/prompt",
  "/edit/{id}",
  "/edit-resume/{id}",
  "/checkout",
  "/templates",
  "/examples",
  "/resume/software-engineer",
  "/blog/cv-writing-guide",
  "/disclaimer",
  "/privacy-policy",
  "/terms-of-service",
  "/a-page-that-does-not-exist",
];
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

const LIGHTHOUSE_RUNS = Number(values.runs);

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs?: Array<{ id: string; weight: number }> } | undefined>;
  audits: Record<string, LighthouseAudit>;
}

interface LighthouseAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}

const server = await startServer({ env: { LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "100" } });
/** A visitor who owns a generated resume: the edit pages need one. */
const owner = new Visitor(server.url);
async function ownedResumeId(): Promise<string> {
  const generated = await owner.postJson("/api/generate-resume", SAMPLE_RESUME);
  const { resumeId } = (await generated.json()) as { resumeId: string };
  if (!resumeId) throw new Error(`no resume generated (${generated.status})`);
  return resumeId;
}
function ownerCookies() {
  return owner.cookie.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
  });
}

/**
 * A page's URL as a visitor of the public site gets it: the builder's A/B monitor panel shows on
 * localhost only (a development tool), so the bench asks for the page without it.
 */
function asPublicVisitor(pagePath: string): string {
  if (!pagePath.startsWith("/create")) return pagePath;
  return `${pagePath}${pagePath.includes("?") ? "&" : "?"}ab-panel=false`;
}

try {
  if (parts.has("js")) await createJs();
  if (parts.has("weight")) await weights();
  if (parts.has("axe")) await axe();
  if (parts.has("lighthouse")) await lighthouseScores();
} finally {
  await server.stop();
}

/**
 * Every script /create loads with the live preview on, each gzipped as the server sends it: the
 * entry, the route chunks and modulepreloads named in the HTML, and the chunks imported after
 * hydration (the live preview, and the onboarding tutorial: the figure is of a first-time visitor
 * in the tutorial's variant, the heavier of the two, so fresh browsers are opened until one is
 * shown it). Each URL is read from the build and gzipped here, so the figure is the same from run
 * to run; the page's own tags are listed apart from what loads later.
 */
async function createJs() {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    let measured: { html: string; scripts: Set<string> } | null = null;
    for (let attempt = 0; attempt < 20 && !measured; attempt++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
      });
      const response = await page.goto(`${server.url}${asPublicVisitor("/create")}`, { waitUntil: "networkidle" });
      const html = (await response?.text()) ?? "";
      await page.locator("#live-preview").getByRole("heading").first().waitFor({ timeout: 15_000 });
      // the tutorial opens a second after hydration, for the visitors of its variant
      const shown = await page
        .getByTestId("onboarding-tutorial")
        .waitFor({ timeout: 4_000 })
        .then(() => true)
        .catch(() => false);
      if (shown) {
        await page.waitForLoadState("networkidle");
        measured = { html, scripts };
      }
      await context.close();
    }
    if (!measured) throw new Error("no visitor of the tutorial's variant in 20 fresh browsers");
    const { html, scripts } = measured;
    const inHtml = new Set<string>();
    for (const match of html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"|import\(?\s*"([^"]+\.js)"/g)) inHtml.add(match[1] ?? match[2]!);
    const gzipKb = (urlPath: string) => gzipSync(readFileSync(path.join(buildDir, "client", urlPath))).length / 1024;
    const rows: string[][] = [];
    let tagsTotal = 0;
    let total = 0;
    for (const url of new Set([...inHtml, ...scripts])) {
      if (!url.startsWith("/assets/")) continue;
      const kb = gzipKb(url);
      total += kb;
      if (inHtml.has(url)) tagsTotal += kb;
      rows.push([url, `${kb.toFixed(1)} KB`, inHtml.has(url) ? "page's tags" : "loaded later"]);
    }
    rows.sort((a, b) => parseFloat(b[1]!) - parseFloat(a[1]!));
    console.log("\nJS that /create loads (gzip, level 6 as served; a first-time visitor shown the tutorial)\n");
    console.log(table(["script", "gzip", "from"], rows));
    console.log(`\npage's tags: ${tagsTotal.toFixed(1)} KB; with the chunks loaded after hydration: ${total.toFixed(1)} KB`);
    summary(
      "JS on /create (gzip, entry + route chunks + modulepreloads + live preview + tutorial)",
      `${total.toFixed(1)} KB (tags alone ${tagsTotal.toFixed(1)} KB)`,
      `≤ ${CREATE_JS_GOAL_KB} KB`,
    );
  } finally {
    await browser.close();
  }
}

/** JS and CSS transferred per route (encoded bytes = gzip as served). */
async function weights() {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const weightRows: string[][] = [];
  for (const path of WEIGHT_PAGES) {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const types = new Map<string, string>();
    let js = 0;
    let css = 0;
    cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
    cdp.on("Network.loadingFinished", (e) => {
      const type = types.get(e.requestId);
      if (type === "Script") js += e.encodedDataLength;
      if (type === "Stylesheet") css += e.encodedDataLength;
    });
    await page.goto(`${server.url}${asPublicVisitor(path)}`, { waitUntil: "networkidle" });
    weightRows.push([path, `${(js / 1024).toFixed(1)} KB`, `${(css / 1024).toFixed(1)} KB`, path === "/" ? "JS ≤ 80 KB" : "—"]);
    summary(`JS / CSS transferred on ${path} (gzip)`, `${(js / 1024).toFixed(1)} KB / ${(css / 1024).toFixed(1)} KB`, path === "/" ? "JS ≤ 80 KB" : "—");
    await page.close();
  }
  await browser.close();
  console.log("\nJS and CSS transferred per route (gzip)\n");
  console.log(table(["route", "JS", "CSS", "goal"], weightRows));
}

/** axe on every route, as one visitor who owns a generated resume. */
async function axe() {
  const resumeId = await ownedResumeId();
  const axeBrowser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  const axeRows: string[][] = [];
  const axeByRoute = new Map<string, string>();
  let axeTotal = 0;
  try {
    const context = await axeBrowser.newContext();
    await context.addCookies(ownerCookies());
    // the onboarding tutorial is shown once per browser; it is audited by the e2e suite
    await context.addInitScript(() => window.localStorage.setItem("vitae_tutorial_seen", "true"));
    for (const route of AXE_PAGES) {
      const path = route.replace("{id}", resumeId);
      const page = await context.newPage();
      const response = await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      const rules = results.violations.map((v) => `${v.id} (${v.nodes.length})`);
      axeTotal += results.violations.length;
      axeRows.push([route, String(response?.status() ?? "—"), String(results.passes.length), String(results.violations.length), rules.join(", ") || "—"]);
      axeByRoute.set(route, String(results.violations.length));
      await page.close();
    }
  } finally {
    await axeBrowser.close();
  }
  console.log("\naxe (WCAG 2.1 A/AA + best practices) on every route; goal: 0 violations\n");
  console.log(table(["route", "status", "rules passed", "violations", "rules violated"], axeRows));
  summary(`axe violations on ${AXE_PAGES.length} routes of`, String(axeTotal), "0");
  console.log("\naxe violations per route\n");
  console.log(
    table(
      ["route", "axe violations"],
      AXE_PAGES.map((route) => [route, axeByRoute.get(route) ?? "—"]),
    ),
  );
}

/** One run's scores and the text of the element its largest contentful paint was. */
function runRow(route: string, lhr: LighthouseResult): string[] {
  const audits = lhr.audits as Record<string, LighthouseAudit & { details?: { items?: Array<{ type?: string; nodeLabel?: string }> } }>;
  const lcpElement = audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node")?.nodeLabel ?? "—";
  const metric = (id: string) => audits[id]?.displayValue ?? "—";
  const performance = lhr.categories.performance?.score;
  return [
    route,
    performance == null ? "—" : String(Math.round(performance * 100)),
    metric("first-contentful-paint"),
    metric("largest-contentful-paint"),
    metric("total-blocking-time"),
    lcpElement.slice(0, 48),
  ];
}

/** Lighthouse, mobile, the median of LIGHTHOUSE_RUNS runs per page. */
async function lighthouseScores() {
  const resumeId = LIGHTHOUSE_PAGES.some((route) => route.includes("{id}")) ? await ownedResumeId() : "";
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS, "--headless=new"] });
  /**
   * The edit page is the owner's: for it Lighthouse's browser holds the owner's cookies (Lighthouse
   * resets an origin's storage before each run, but not its cookies); every other page is measured
   * as a first visit, with no cookie (each run, so the runs are not all one visitor's A/B variants).
   */
  async function actAsOwner(owner: boolean) {
    const connected = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = connected.contexts()[0]!;
    await context.clearCookies();
    if (owner) await context.addCookies(ownerCookies());
    await connected.close();
  }
  const rows: string[][] = [];
  const metricRows: string[][] = [];
  const lostRows: string[][] = [];
  const runRows: string[][] = [];
  try {
    for (const route of LIGHTHOUSE_PAGES) {
      const pagePath = route.replace("{id}", resumeId);
      // Lighthouse's simulated throttling varies from run to run: the run with the median
      // performance score of LIGHTHOUSE_RUNS stands for the page (a run that errors is retried)
      const runs: Array<{ lhr: LighthouseResult }> = [];
      const perfScores: string[] = [];
      for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS * 2; attempt++) {
        await actAsOwner(route.includes("{id}"));
        const run = await lighthouse(`${server.url}${asPublicVisitor(pagePath)}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!run || run.lhr.runtimeError || run.lhr.categories.performance?.score == null) {
          console.error(`Lighthouse ${route}: run failed (${run?.lhr.runtimeError?.code ?? "no result"}), retrying`);
          continue;
        }
        runs.push(run as unknown as { lhr: LighthouseResult });
        perfScores.push(String(Math.round(run.lhr.categories.performance.score * 100)));
        runRows.push(runRow(route, run.lhr));
      }
      runs.sort((a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0));
      const result = runs[Math.floor(runs.length / 2)];
      // the median run's whole report, to read where its time went (its network requests and their priorities, the LCP element)
      const reportDir = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
      if (reportDir && result) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(path.join(reportDir, `${route.replace(/\W+/g, "_") || "home"}.json`), JSON.stringify(result.lhr));
      }
      const categories: LighthouseResult["categories"] = result?.lhr.categories ?? {};
      const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
      rows.push([route, score("performance"), perfScores.join(", ") || "all runs failed", score("accessibility"), score("best-practices"), score("seo")]);
      const audits = (result?.lhr.audits ?? {}) as Record<string, LighthouseAudit>;
      const metric = (id: string) => audits[id]?.displayValue ?? "—";
      metricRows.push([
        route,
        metric("first-contentful-paint"),
        metric("largest-contentful-paint"),
        metric("total-blocking-time"),
        metric("cumulative-layout-shift"),
        metric("speed-index"),
      ]);
      // the scored audits that did not pass, per category: where the missing points went
      for (const [categoryId, category] of Object.entries(categories)) {
        for (const ref of (category as { auditRefs?: Array<{ id: string; weight: number }> }).auditRefs ?? []) {
          const audit = audits[ref.id];
          if (!audit || audit.score === null || audit.score >= 0.9 || ["notApplicable", "manual", "informative"].includes(audit.scoreDisplayMode)) continue;
          if (categoryId === "performance" && ref.weight === 0) continue;
          lostRows.push([route, categoryId, audit.id, audit.score.toFixed(2), audit.displayValue ?? audit.title]);
        }
      }
      summary(
        `Lighthouse ${route} (perf / a11y / best practices / SEO; median of ${runs.length})`,
        `${score("performance")} / ${score("accessibility")} / ${score("best-practices")} / ${score("seo")}`,
        `${PERFORMANCE_GOAL_PAGES.has(route) ? "≥ 95" : "95"} / 100 / 100 / 100`,
      );
    }
  } finally {
    await chrome.kill();
  }
  console.log("\nLighthouse (mobile emulation, OS Chromium; goals: 95 / 100 / 100 / 100)\n");
  console.log(table(["page", "performance (median)", "every run", "accessibility", "best practices", "SEO"], rows));
  console.log("\nLighthouse metrics (mobile, simulated slow 4G)\n");
  console.log(table(["page", "FCP", "LCP", "TBT", "CLS", "Speed Index"], metricRows));
  console.log("\nEvery run, with the element its LCP was (a first visit draws its A/B variants afresh each run)\n");
  console.log(table(["page", "performance", "FCP", "LCP", "TBT", "LCP element"], runRows));
  console.log("\nScored audits below 0.9 (where points were lost)\n");
  console.log(lostRows.length ? table(["page", "category", "audit", "score", "detail"], lostRows) : "none");
}
