import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/e2e/find-browser.ts";
import { startServer } from "./tests/setup/server-process.ts";
const server = await startServer({ env: { LOG_LEVEL: "silent", RATE_LIMIT_SCALE: "100" } });
const browser = await chromium.launch({ executablePath: (await findChromium())!, args: CHROMIUM_ARGS });
for (const p of process.argv.slice(2)) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Audits.issueAdded", (e) => console.log(p, JSON.stringify(e.issue).slice(0, 1500)));
  page.on("console", (m) => console.log(p, "console", m.type(), m.text().slice(0, 300)));
  await cdp.send("Audits.enable");
  await page.goto(`${server.url}${p}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  await page.close();
}
await browser.close();
await server.stop();
