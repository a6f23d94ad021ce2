/**
 * Text without its diacritics ("Málaga" → "Malaga", "Ōsaka" → "Osaka"): compatibility forms
 * decomposed, combining marks dropped. Place and country names are looked up through it, so that
 * a name typed with or without its accents finds the same entry.
 */
export function withoutMarks(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "");
}

/** "welding course" → "Welding course": the first letter in capitals, the rest as written ("" stays ""). */
export function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
