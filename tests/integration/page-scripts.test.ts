/**
 * What the browser runs, read from the production build the server sends: the builder's page
 * checks and previews the form without zod (the server's schema is the authority and its rules
 * are held equal to the browser's by app/lib/resume-checks.test.ts), and zod's full build reaches
 * only the pages that run one of its schemas in the browser. The builder's page carries no CV
 * code either: its live preview and result view show the CV the server rendered; nor Conform's
 * runtime: the form's own state (use-resume-form.ts) posts what Conform reads on the server.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildDir, serverForTests } from "../setup/server-process.ts";

const app = serverForTests();

/** Every script a page names in its HTML (its tags, modulepreloads and route imports), with the source of each. */
async function pageScripts(pagePath: string): Promise<Map<string, string>> {
  const html = await (await fetch(`${app.server.url}${pagePath}`)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"|import\(?\s*"([^"]+\.js)"|<script[^>]*? src="([^"]+\.js)"/g)) {
    urls.add(match[1] ?? match[2] ?? match[3]!);
  }
  const scripts = new Map<string, string>();
  for (const url of urls) if (url.startsWith("/assets/")) scripts.set(url, readFileSync(path.join(buildDir, "client", url), "utf8"));
  return scripts;
}

/** A page's scripts and every script they import, at once or later (`import("./x.js")`). */
async function reachableScripts(pagePath: string): Promise<Map<string, string>> {
  const scripts = await pageScripts(pagePath);
  const pending = [...scripts.keys()];
  while (pending.length > 0) {
    const url = pending.pop()!;
    for (const match of scripts.get(url)!.matchAll(/(?:from|import\(?)\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) {
      const next = new URL(match[1]!, `http://assets${url}`).pathname;
      if (scripts.has(next)) continue;
      scripts.set(next, readFileSync(path.join(buildDir, "client", next), "utf8"));
      pending.push(next);
    }
  }
  return scripts;
}

/** The CV component's stylesheet, which it carries as text: the rule of the CV's header. */
const CV_COMPONENT = /\.cv-head\{/;

/** Conform's runtime names the fields it reserves in an error message. */
const CONFORM_RUNTIME = "are reserved by Conform";

/** zod's full build names its base class "ZodType" (the smaller `zod/mini` names it "ZodMiniType"); the minifier may quote it with backticks. */
const FULL_ZOD = /["'`]ZodType["'`]/;

describe("the scripts pages load", () => {
  it("give the builder no copy of zod's full build", async () => {
    const scripts = await pageScripts("/create");
    expect(scripts.size).toBeGreaterThan(3);
    const withZod = [...scripts].filter(([, source]) => FULL_ZOD.test(source)).map(([url]) => url);
    expect(withZod).toEqual([]);
  });

  it("give the landing page and the templates gallery no copy of zod's full build either", async () => {
    for (const page of ["/", "/templates"]) {
      const scripts = await pageScripts(page);
      expect(
        [...scripts.values()].some((source) => FULL_ZOD.test(source)),
        page,
      ).toBe(false);
    }
  });

  it("still give zod to a page that runs one of its schemas in the browser (the checkout's claim email)", async () => {
    const scripts = await pageScripts("/checkout");
    expect([...scripts.values()].some((source) => FULL_ZOD.test(source))).toBe(true);
  });

  it("give the builder no CV component, even among the parts it loads later (the server renders its preview)", async () => {
    const scripts = await reachableScripts("/create");
    expect(
      [...scripts.keys()].some((url) => url.includes("live-preview")),
      "the live preview is reachable",
    ).toBe(true);
    expect([...scripts].filter(([, source]) => CV_COMPONENT.test(source)).map(([url]) => url)).toEqual([]);
  });

  it("still give the CV component to the customize page, which redraws the sample CV as its settings change", async () => {
    const scripts = await reachableScripts("/templates/customize/template-1");
    expect([...scripts.values()].some((source) => CV_COMPONENT.test(source))).toBe(true);
  });

  it("give the builder no Conform runtime, even among the parts it loads later", async () => {
    // the marker is Conform's own text, so this test cannot pass by the marker going stale
    expect(readFileSync(path.join(process.cwd(), "node_modules/@conform-to/dom/dist/submission.mjs"), "utf8")).toContain(CONFORM_RUNTIME);
    const scripts = await reachableScripts("/create");
    expect([...scripts].filter(([, source]) => source.includes(CONFORM_RUNTIME)).map(([url]) => url)).toEqual([]);
  });

  it("give the builder the format tab's code only when the tab is opened, while the server's HTML holds the tab in place", async () => {
    // the tab's section as the minifier writes its props (any quotes)
    const FORMAT_TAB = /aria-labelledby["'`]?:\s*["'`]format-title["'`]/;
    const named = await pageScripts("/create");
    expect([...named].filter(([, source]) => FORMAT_TAB.test(source)).map(([url]) => url)).toEqual([]);
    expect([...(await reachableScripts("/create")).values()].some((source) => FORMAT_TAB.test(source))).toBe(true);
    // without JavaScript nothing reveals a part sent after the page, so it must be in place
    const html = await (await fetch(`${app.server.url}/create?tab=format`)).text();
    expect(html).toContain('aria-labelledby="format-title"');
    expect(html).not.toMatch(/<div hidden id="S:\d+">/);
    expect(html.indexOf('aria-labelledby="format-title"')).toBeLessThan(html.indexOf('data-testid="site-footer"'));
  });
});
