/**
 * The landing's one live figure: how many CVs the store holds, read at request time and kept for a
 * minute, so a busy landing asks the store at most once a minute. Shown only from a count worth
 * showing; a store that cannot answer shows nothing rather than failing the landing.
 */
import { getStore, type Store } from "./db/index.server.ts";

/** Below this the figure says more about a young product than about trust: the landing leaves it out. */
export const CV_COUNT_SHOWN_FROM = 100;
export const CV_COUNT_MAX_AGE_MS = 60_000;

/** A count of the store's resumes, read again once `maxAgeMs` has passed since the last read. */
export function cachedCvCount(openStore: () => Promise<Store>, { maxAgeMs = CV_COUNT_MAX_AGE_MS, now = () => Date.now() } = {}) {
  let last: { value: number; readAt: number } | null = null;
  return async function cvCount(): Promise<number> {
    if (last && now() - last.readAt < maxAgeMs) return last.value;
    const value = await (await openStore()).resumes.countAll();
    last = { value, readAt: now() };
    return value;
  };
}

/** The count when it is worth showing, otherwise null. */
export function shownCvCount(count: number): number | null {
  return count >= CV_COUNT_SHOWN_FROM ? count : null;
}

const processCvCount = cachedCvCount(getStore);

/** The figure for this request's landing, or null (too small, or the store did not answer). */
export async function landingCvCount(): Promise<number | null> {
  try {
    return shownCvCount(await processCvCount());
  } catch {
    return null;
  }
}
