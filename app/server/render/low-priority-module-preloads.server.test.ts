import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-module-preloads.server.ts";

/** Streams `chunks` through the rewrite, as React's renderer would write them. */
async function rewrite(chunks: Array<string | Buffer>): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
}

const head = '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js" nonce="n"/><link rel="modulepreload" href="/y.js"/></head>';

describe("low-priority module preloads", () => {
  it("marks every module preload low and leaves everything else as written", async () => {
    expect(await rewrite([head])).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/x.js" nonce="n"/><link rel="modulepreload" fetchpriority="low" href="/y.js"/></head>',
    );
  });

  it("finds a tag cut in two at every possible place between chunks", async () => {
    const whole = await rewrite([head]);
    for (let cut = 1; cut < head.length; cut++) {
      expect(await rewrite([head.slice(0, cut), head.slice(cut)])).toBe(whole);
    }
  });

  it("keeps a character of several bytes that a chunk boundary splits", async () => {
    const page = Buffer.from(`<p>Zoë — 履歴書 🙂</p>${head}`);
    const chunks = [...Array(page.length).keys()].map((index) => page.subarray(index, index + 1));
    expect(await rewrite(chunks)).toBe(`<p>Zoë — 履歴書 🙂</p>${await rewrite([head])}`);
  });

  it("passes a document without module preloads through unchanged, text that merely ends like a tag included", async () => {
    expect(await rewrite(["<p>no scripts</p>", "<link rel=", '"module'])).toBe('<p>no scripts</p><link rel="module');
  });
});
