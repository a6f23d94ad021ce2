/**
 * Hydration starts after the first paint (ADR 010). React Router's <Scripts /> asks the browser for
 * ~200 KB of modules at high priority before anything is painted: React hoists their
 * <link rel="modulepreload"> to the top of <head>, next to the stylesheet, and the inline module
 * script that imports them runs as soon as they arrive. Every page is complete without JavaScript,
 * so the server-rendered content goes first. This transform of the HTML stream:
 *  - takes the module preloads out of <head> (their URLs are kept),
 *  - gives the inline bootstrap module script an inert type, so it does not run while parsing, and
 *  - adds, right after it, a small script with the same CSP nonce that, once the first frame has
 *    been painted, adds the preloads back and runs the bootstrap as a real module script.
 * React hydrates against the same elements (the script's type differs, which React Router's
 * `suppressHydrationWarning` allows); the helper script removes itself before hydration.
 * A document without React Router's bootstrap (pages without React, ADR 009) passes unchanged.
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

export const DEFERRED_MODULE_TYPE = "application/x-vitae-deferred-module";
/** Stop looking (and pass the document through unchanged) after this many characters. */
const SEARCH_LIMIT = 2 * 1024 * 1024;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const BOOTSTRAP_OPEN = /<script nonce="([^"]*)" type="module" async="">/;

/** The helper script: after the first paint, preloads `hrefs` and runs every deferred module script. */
export function deferredHydrationScript(hrefs: readonly string[]): string {
  // plain ES5-level code: it runs before any module, in every browser that can run the app at all
  return (
    "(function(){var d=document,me=d.currentScript,n=me&&me.nonce,started=false;" +
    "if(me)me.remove();" +
    "function start(){if(started)return;started=true;" +
    `${JSON.stringify(hrefs)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;if(n)l.nonce=n;d.head.appendChild(l)});` +
    `d.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(s){var m=d.createElement("script");m.type="module";m.nonce=s.nonce||n;m.textContent=s.textContent;d.head.appendChild(m)})}` +
    // start once the browser reports its first paint (a PerformanceObserver, which page clocks and
    // fake timers do not touch); where paint timing is missing, after the next frame; hidden tabs
    // paint nothing, so a timer starts it anyway
    "var P=window.PerformanceObserver;" +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){o.disconnect();start()}).observe({type:"paint",buffered:true})}' +
    "else requestAnimationFrame(function(){setTimeout(start,0)});" +
    "setTimeout(start,2000)})();"
  );
}

/**
 * Rewrites a whole document (or the part of it up to React Router's bootstrap script); null when
 * the document has no bootstrap script, in which case it must be sent unchanged.
 */
export function deferHydration(html: string): { html: string; complete: boolean } | null {
  const open = BOOTSTRAP_OPEN.exec(html);
  if (!open) return null;
  const close = html.indexOf("</script>", open.index);
  if (close === -1) return { html, complete: false };
  const hrefs: string[] = [];
  const head = html.slice(0, open.index).replace(MODULE_PRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return "";
  });
  const nonce = open[1] ?? "";
  const body = html.slice(open.index + open[0].length, close);
  const rewritten =
    `${head}<script nonce="${nonce}" type="${DEFERRED_MODULE_TYPE}">${body}</script>` +
    `<script nonce="${nonce}">${deferredHydrationScript(hrefs)}</script>` +
    html.slice(close + "</script>".length);
  return { html: rewritten, complete: true };
}

/** The HTML stream transform: buffers up to the bootstrap script, rewrites, then streams on. */
export function deferredHydrationStream(onFinal?: () => void): Transform {
  let buffered = "";
  let passing = false;
  // decodes across chunk boundaries (a character may be cut in two)
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
      if (passing) return callback(null, text);
      buffered += text;
      const result = deferHydration(buffered);
      if (result?.complete) {
        passing = true;
        buffered = "";
        return callback(null, result.html);
      }
      if (buffered.length > SEARCH_LIMIT) {
        passing = true;
        const out = buffered;
        buffered = "";
        return callback(null, out);
      }
      callback();
    },
    flush(callback) {
      onFinal?.();
      const rest = buffered + decoder.end();
      buffered = "";
      callback(null, rest || undefined);
    },
  });
}
