/**
 * One long-lived headless Chromium that prints documents to PDF: a small pool of pages, a bounded
 * queue (beyond it the caller is told to come back later), a time limit per print, a relaunch after
 * a crash, and a close on shutdown. Launching costs about a second; a warm print costs milliseconds,
 * so the browser is started on first use and kept.
 *
 * The browser: CHROMIUM_PATH when set; else a system Chromium or Chrome when one is installed (the
 * Docker image installs Debian's); else the Chromium shipped in the @sparticuz/chromium package, so a
 * fresh `npm install && npm start` still makes PDFs.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Browser, HTTPRequest, Page, PDFOptions } from "puppeteer-core";
import { recall, remember } from "../../lib/remember.ts";
import { getConfig } from "../config.server.ts";
import { getLogger } from "../http/logging.server.ts";

const SYSTEM_BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable"];

const BROWSER_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-default-apps",
  "--disable-extensions",
  "--disable-sync",
  "--no-first-run",
  "--mute-audio",
  "--font-render-hinting=none",
];

/** Prints before a tab is closed and replaced. */
const PRINTS_PER_TAB = 20;

export class PdfRendererBusyError extends Error {
  override name = "PdfRendererBusyError";
}
export class PdfRenderTimeoutError extends Error {
  override name = "PdfRenderTimeoutError";
}

/** What a print may fetch: a URL answered from a local file (fonts), everything else is refused. */
export type AssetResolver = (url: URL) => string | undefined;

export interface PrintJob {
  html: string;
  pdf: PDFOptions;
  /** Runs in the loaded page before printing (fitting the CV to its pages). */
  beforePrint?: (page: Page) => Promise<void>;
  resolveAsset?: AssetResolver;
}

export interface PdfBrowserLimits {
  pages: number;
  queue: number;
  timeoutMs: number;
}

async function findExecutable(): Promise<{ path: string; args: string[] }> {
  const configured = getConfig().CHROMIUM_PATH;
  if (configured && configured !== "bundled") return { path: configured, args: BROWSER_ARGS };
  if (!configured) {
    const system = SYSTEM_BROWSERS.find((candidate) => existsSync(candidate));
    if (system) return { path: system, args: BROWSER_ARGS };
  }
  // the npm-shipped Chromium unpacks itself into the temp directory on first use
  const { default: bundled } = await import("@sparticuz/chromium");
  return { path: await bundled.executablePath(), args: [...new Set([...bundled.args, ...BROWSER_ARGS])] };
}

const FONT_TYPES: Record<string, string> = { woff2: "font/woff2", woff: "font/woff", ttf: "font/ttf", otf: "font/otf" };

/** Font files are small and few (a CV uses a handful): keep each one read in memory. */
const assetCache = new Map<string, Promise<Buffer>>();
function readAsset(file: string): Promise<Buffer> {
  let cached = assetCache.get(file);
  if (!cached) {
    cached = readFile(file);
    cached.catch(() => assetCache.delete(file));
    assetCache.set(file, cached);
  }
  return cached;
}

async function answerRequest(request: HTTPRequest, resolveAsset: AssetResolver | undefined): Promise<void> {
  const url = new URL(request.url());
  if (url.protocol === "data:") return request.continue();
  const file = request.method() === "GET" ? resolveAsset?.(url) : undefined;
  if (!file) return request.abort("blockedbyclient");
  try {
    const body = await readAsset(file);
    const type = FONT_TYPES[file.split(".").pop() ?? ""] ?? "application/octet-stream";
    // cacheable, so the next document in this tab takes the font from the browser's memory cache
    return request.respond({
      status: 200,
      contentType: type,
      body,
      headers: { "Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=31536000, immutable" },
    });
  } catch {
    return request.abort("failed");
  }
}

export class PdfBrowser {
  private browser: Promise<Browser> | undefined;
  private idlePages: Page[] = [];
  private readonly pageUses = new WeakMap<Page, number>();
  private busy = 0;
  private waiting: Array<() => void> = [];
  private closed = false;

  private readonly limits: PdfBrowserLimits;

  constructor(limits: PdfBrowserLimits) {
    this.limits = limits;
  }

  /** Prints one document; throws PdfRendererBusyError when the queue is full, PdfRenderTimeoutError when too slow. */
  async print(job: PrintJob): Promise<Uint8Array> {
    if (this.closed) throw new PdfRendererBusyError("The PDF renderer is shutting down.");
    await this.takeTurn();
    let page: Page | undefined;
    let timer: NodeJS.Timeout | undefined;
    try {
      page = await this.acquirePage();
      const current = page;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PdfRenderTimeoutError("The PDF took too long to render.")), this.limits.timeoutMs);
      });
      const printed = await Promise.race([this.printOn(current, job), timedOut]);
      const uses = (this.pageUses.get(current) ?? 0) + 1;
      this.pageUses.set(current, uses);
      // a tab's memory grows with every document it has shown: a fresh one now and then keeps it flat
      if (uses < PRINTS_PER_TAB) {
        this.idlePages.push(current);
        page = undefined;
      }
      return printed;
    } finally {
      clearTimeout(timer);
      // a page that failed or timed out may be mid-navigation: never hand it to the next print
      if (page) void page.close().catch(() => {});
      this.endTurn();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = undefined;
    this.idlePages = [];
    for (const wake of this.waiting.splice(0)) wake();
    if (browser) await (await browser.catch(() => undefined))?.close().catch(() => {});
  }

  private async printOn(page: Page, job: PrintJob): Promise<Uint8Array> {
    page.removeAllListeners("request");
    page.on("request", (request) => void answerRequest(request, job.resolveAsset));
    await page.setContent(job.html, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await job.beforePrint?.(page);
    return await page.pdf(job.pdf);
  }

  private async takeTurn(): Promise<void> {
    if (this.busy < this.limits.pages) {
      this.busy++;
      return;
    }
    if (this.waiting.length >= this.limits.queue) throw new PdfRendererBusyError("Too many PDFs are being made right now.");
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.closed) throw new PdfRendererBusyError("The PDF renderer is shutting down.");
  }

  private endTurn(): void {
    const next = this.waiting.shift();
    // the turn passes straight to the next waiter, so `busy` stays the same
    if (next) next();
    else this.busy--;
  }

  private async acquirePage(): Promise<Page> {
    const idle = this.idlePages.pop();
    if (idle && !idle.isClosed()) return idle;
    const browser = await this.launch();
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    // interception turns the cache off; fonts answered once stay cached for the tab's next documents
    await page.setCacheEnabled(true);
    await page.setJavaScriptEnabled(false);
    return page;
  }

  private launch(): Promise<Browser> {
    this.browser ??= (async () => {
      const started = Date.now();
      const executable = await findExecutable();
      // loaded with the first print: most server processes (and every test server) never print
      const { default: puppeteer } = await import("puppeteer-core");
      const browser = await puppeteer.launch({
        executablePath: executable.path,
        args: executable.args,
        headless: true,
        // DevTools over a pipe: the browser exits when this process dies, even by SIGKILL
        pipe: true,
        // shutdown is ours (server.ts closes the browser after in-flight requests); the browser is
        // still killed if the process exits any other way
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      browser.on("disconnected", () => {
        // a crash (or a kill): the next print launches a fresh browser
        if (!this.closed) getLogger().warn({ msg: "PDF browser disconnected; it will be relaunched" });
        this.browser = undefined;
        this.idlePages = [];
      });
      getLogger().info({ msg: "PDF browser started", executable: executable.path, ms: Date.now() - started });
      return browser;
    })();
    // a failed launch must not be remembered: the next print tries again
    this.browser.catch(() => (this.browser = undefined));
    return this.browser;
  }
}

/** The process's PDF browser (shared by the app bundle and server.ts, which closes it on shutdown). */
export function getPdfBrowser(): PdfBrowser {
  return remember("pdf-browser", () => {
    const config = getConfig();
    return new PdfBrowser({ pages: config.PDF_PAGES, queue: config.PDF_QUEUE, timeoutMs: config.PDF_TIMEOUT_MS });
  });
}

/** Closes the PDF browser if one was started (graceful shutdown). */
export async function closePdfBrowser(): Promise<void> {
  await recall<PdfBrowser>("pdf-browser")?.close();
}
