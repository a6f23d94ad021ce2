/**
 * Finds a Chromium for Playwright, in this order: PLAYWRIGHT_CHROMIUM_EXECUTABLE, Playwright's own
 * installed browser, (for the tests) Debian's chromium-headless-shell, /usr/bin/chromium,
 * chromium-browser, google-chrome. Returns null when none.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const INSTALL_HINT =
  "No Chromium found: install one with `apt-get install -y chromium chromium-headless-shell` (Debian/Ubuntu) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to a Chrome/Chromium binary.";

function onPath(name: string): string | null {
  try {
    const found = execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return found || null;
  } catch {
    return null;
  }
}

/**
 * `headlessShell`: prefer Chromium's old headless mode (the browser Playwright itself runs headless),
 * which needs about a third less CPU than the full browser for the same end-to-end tests.
 */
export async function findChromium({ headlessShell = false } = {}): Promise<string | null> {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  try {
    const { chromium } = await import("@playwright/test");
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright's browser is not installed: try the OS ones
  }
  if (headlessShell) {
    const shell = existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : onPath("chromium-headless-shell");
    if (shell) return shell;
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return onPath("chromium-browser") ?? onPath("chromium") ?? onPath("google-chrome") ?? onPath("google-chrome-stable");
}

/** Launch flags that work as root in containers and on machines without a network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * The end-to-end tests' browsers: they are most of a two-core machine's work in that run, so they
 * skip drawing work a person at a screen would notice and a test does not (threaded and smooth
 * scrolling, sub-pixel text, more than one raster thread) and the browser services that run beside
 * a page. Not for the benches, whose figures must be what a visitor's browser does.
 */
export const E2E_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  "--disable-smooth-scrolling",
  "--disable-threaded-scrolling",
  "--disable-threaded-animation",
  "--disable-lcd-text",
  "--num-raster-threads=1",
  "--disable-partial-raster",
  "--disable-checker-imaging",
  "--disable-features=PaintHolding,Translate,OptimizationHints,MediaRouter",
];
