/**
 * Browser budgets: Lighthouse (mobile, the OS Chromium) on the main public pages, and the JS/CSS
 * each route transfers (gzip, measured in Chromium). Run after a build:
 *   npx node bench/browser.ts
 * Goals (issue 7/11): performance ≥ 95, accessibility 100, best practices 100, SEO 100, JS on / ≤ 80 KB.
 */
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium, INSTALL_HINT } from "../tests/e2e/find-browser.ts";
import { startServer } from "../tests/setup/server-process.ts";
import { summary, table } from "./lib.ts";

const chromePath = await findChromium();
if (!chromePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}

const LIGHTHOUSE_PAGES = ["/", "/templates", "/examples", "/create", "/prompt"];
const WEIGHT_PAGES = ["/", "/create", "/templates", "/examples", "/prompt", "/checkout"];

const server = await startServer({ env: { LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "100" } });
try {
  // JS and CSS transferred per route (encoded bytes = gzip as served)
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
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
    weightRows.push([path, `${(js / 1024).toFixed(1)} KB`, `${(css / 1024).toFixed(1)} KB`, path === "/" ? "JS ≤ 80 KB" : "—"]);
    summary(`JS / CSS transferred on ${path} (gzip)`, `${(js / 1024).toFixed(1)} KB / ${(css / 1024).toFixed(1)} KB`, path === "/" ? "JS ≤ 80 KB" : "—");
    await page.close();
  }
  await browser.close();
  console.log("\nJS and CSS transferred per route (gzip)\n");
  console.log(table(["route", "JS", "CSS", "goal"], weightRows));

  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS, "--headless=new"] });
  const rows: string[][] = [];
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
      rows.push([path, score("performance"), score("accessibility"), score("best-practices"), score("seo")]);
      summary(`Lighthouse ${path} (perf / a11y / best practices / SEO)`, `${score("performance")} / ${score("accessibility")} / ${score("best-practices")} / ${score("seo")}`, "95 / 100 / 100 / 100");
    }
  } finally {
    await chrome.kill();
  }
  console.log("\nLighthouse (mobile emulation, OS Chromium; goals: 95 / 100 / 100 / 100)\n");
  console.log(table(["page", "performance", "accessibility", "best practices", "SEO"], rows));
} finally {
  await server.stop();
}
