import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, deferHydration, deferredHydrationScript, deferredHydrationStream } from "./deferred-hydration.server.ts";

const NONCE = "abc123==";
const HEAD =
  `<!DOCTYPE html><html lang="en"><head><title>Résumé — José</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-B.js" nonce="${NONCE}"/>` +
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/app.css"/></head>`;
const BOOTSTRAP_BODY = `;\nimport * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");`;
const BODY =
  `<body><main><h1>Resume Examples</h1><p>a "modulepreload" word in the text</p></main>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${BOOTSTRAP_BODY}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

async function through(chunks: Buffer[]): Promise<string> {
  const stream = deferredHydrationStream();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer | string) => out.push(Buffer.from(chunk)));
  const done = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await done;
  return Buffer.concat(out).toString("utf8");
}

describe("deferred hydration", () => {
  it("takes the module preloads out of the head, makes the bootstrap inert and adds the nonce'd starter after it", () => {
    const result = deferHydration(HEAD + BODY)!;
    expect(result.complete).toBe(true);
    const html = result.html;
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/app.css"/>`);
    expect(html).not.toContain('type="module" async=""');
    expect(html).toContain(`<script nonce="${NONCE}" type="${DEFERRED_MODULE_TYPE}">${BOOTSTRAP_BODY}</script><script nonce="${NONCE}">`);
    expect(html).toContain(deferredHydrationScript(["/assets/entry.client-A.js", "/assets/root-B.js"]));
    // everything else is untouched
    expect(html).toContain('<p>a "modulepreload" word in the text</p>');
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`);
  });

  it("leaves a document without React Router's bootstrap (a page without React) byte for byte", async () => {
    const page = `<html><head><link rel="modulepreload" href="/x.js"/></head><body><script type="module" src="/assets/static-page.js"></script></body></html>`;
    expect(deferHydration(page)).toBeNull();
    expect(await through([Buffer.from(page)])).toBe(page);
  });

  it("gives the same document however the stream is cut, even inside a multi-byte character", async () => {
    const whole = deferHydration(HEAD + BODY)!.html;
    const bytes = Buffer.from(HEAD + BODY);
    for (const size of [1, 5, 64, 1000, bytes.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await through(chunks)).toBe(whole);
    }
  });

  it("the starter adds the preloads back and runs the bootstrap as a module after the first paint", () => {
    const script = deferredHydrationScript(["/assets/a.js"]);
    expect(script).toContain('["/assets/a.js"]');
    expect(script).toContain('observe({type:"paint",buffered:true})');
    expect(script).toContain('m.type="module"');
    expect(script).toContain(`script[type="${DEFERRED_MODULE_TYPE}"]`);
    // valid JavaScript
    expect(() => new Function(script)).not.toThrow();
  });
});
