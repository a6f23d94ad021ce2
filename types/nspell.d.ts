/** The part of nspell (a Hunspell-compatible spell checker, shipped without types) the app uses. */
declare module "nspell" {
  interface Dictionary {
    aff: Uint8Array | string;
    dic?: Uint8Array | string;
  }
  interface NSpell {
    correct(word: string): boolean;
    suggest(word: string): string[];
    add(word: string): NSpell;
  }
  export default function nspell(dictionary: Dictionary | Dictionary[]): NSpell;
}
