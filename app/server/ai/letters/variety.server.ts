/**
 * Wording choices for the offline letters. Every place with several phrasings picks one from the
 * draft number ("Write it again" asks for the next) and a fingerprint of the posting, so a second
 * draft changes every phrasing and two postings rarely share one.
 */

/** A small stable hash (FNV-1a) of a text. */
export function fingerprint(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export interface Chooser {
  /** one of the options for the numbered place in the text */
  pick<T>(slot: number, options: readonly T[]): T;
}

export function chooser(draft: number, salt: number): Chooser {
  const turn = Math.max(0, Math.floor(draft));
  return {
    pick<T>(slot: number, options: readonly T[]): T {
      // the draft moves every place on by one; the salt starts each place somewhere else
      const start = (salt >>> (slot % 24)) + slot * 7;
      return options[(start + turn) % options.length]!;
    },
  };
}
