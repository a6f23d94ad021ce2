import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "./tests/e2e/find-browser.ts";
import { startServer } from "./tests/setup/server-process.ts";
const chromePath = (await findChromium())!;
const server = await startServer({ env: { LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "100" } });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_ARGS, "--headless=new"] });
for (const p of process.argv.slice(2)) {
  const r = await lighthouse(`${server.url}${p}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "best-practices"] });
  const a = r!.lhr.audits;
  console.log(p, JSON.stringify(a["inspector-issues"]?.details, null, 1).slice(0, 3000));
  console.log("LCP element", JSON.stringify(a["largest-contentful-paint-element"]?.details).slice(0, 800));
  console.log("render-blocking", JSON.stringify(a["render-blocking-insight"]?.details ?? a["render-blocking-resources"]?.details).slice(0, 800));
}
await chrome.kill();
await server.stop();
