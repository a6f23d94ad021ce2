/**
 * compromise, the part-of-speech tagger and sentence splitter of the writer, the ATS check and the
 * letters, loaded on first use (load-on-first-use.server.ts). `nlp(text)` is compromise's own call.
 */
import type compromiseType from "compromise";
import { loadOnFirstUse } from "./load-on-first-use.server.ts";

export const compromise = loadOnFirstUse<typeof compromiseType>("compromise");

export function nlp(text: string) {
  return compromise()(text);
}
