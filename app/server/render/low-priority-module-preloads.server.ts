/**
 * The server-rendered pages preload their script modules with `fetchpriority="low"`. A page's
 * first paint needs its HTML and stylesheet, not the 200 KB of modules that hydrate it; at the
 * default (high) priority those modules share a slow connection with the stylesheet and the
 * browser treats them as part of what the first paint waits for. React Router renders the
 * `<link rel="modulepreload">` tags itself with no way to pass attributes, so the document stream
 * is rewritten as it goes out: the tags only ever appear in the server's HTML (once hydrated,
 * the router renders none).
 */
import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const TAG = '<link rel="modulepreload"';
const LOW_PRIORITY_TAG = '<link rel="modulepreload" fetchpriority="low"';

/** Adds `fetchpriority="low"` to every module preload tag, including one split across two chunks. */
export function lowPriorityModulePreloads(): Transform {
  // the end of the last chunk that could be the start of a tag cut in two
  let carried = "";
  // a chunk may end inside a character of several bytes: the decoder keeps those bytes for the next one
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = carried + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const keep = partialTagAtEnd(text);
      carried = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(TAG, LOW_PRIORITY_TAG));
    },
    flush(callback: TransformCallback) {
      callback(null, (carried + decoder.end()).replaceAll(TAG, LOW_PRIORITY_TAG));
    },
  });
}

/** How many characters at the end of `text` are a proper prefix of the tag (0 when none). */
function partialTagAtEnd(text: string): number {
  for (let length = Math.min(TAG.length - 1, text.length); length > 0; length--) {
    if (text.endsWith(TAG.slice(0, length))) return length;
  }
  return 0;
}
