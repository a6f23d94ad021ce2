/**
 * A vocabulary kept as one readable string ("a an the …", "c|r|go|…") turned into the set of its
 * words: the word lists of the parser, the offline writer and the ATS check are all written so.
 */
export function wordSet(words: string, separator: string | RegExp = /\s+/): Set<string> {
  return new Set(words.split(separator));
}
