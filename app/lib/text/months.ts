/**
 * Month names, one list for the CV's date style ("Jan 2020"), the parser, the offline writer and
 * the JSON Resume mapping.
 */

/** The short names the CV prints ("Jan 2020"). */
export const MONTH_ABBREVIATIONS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** Month number (1–12) by lower-case name: full, short, and "sept". */
export const MONTH_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries([
  ...MONTH_NAMES.map((name, i) => [name.toLowerCase(), i + 1] as const),
  ...MONTH_ABBREVIATIONS.map((name, i) => [name.toLowerCase(), i + 1] as const),
  ["sept", 9] as const,
]);

/**
 * A month name as written in a CV: full or short, "Sept", an optional full stop ("Jan."). Capitalised
 * as printed; add the "i" flag to accept any case.
 */
export const MONTH_PATTERN = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;

/** "Jan 2020" for month 1 of 2020. */
export function shortMonthYear(month: number, year: number | string): string {
  return `${MONTH_ABBREVIATIONS[month - 1]} ${year}`;
}
