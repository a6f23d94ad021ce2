/**
 * A year printed with two digits ("'19", "06/19") written out: this century up to `yearsAhead`
 * years from now, the last one beyond that. A resume may print a year to come (a degree expected
 * in '27); a career paragraph rarely looks further than next year.
 */
export function fullYearOf(twoDigits: string, yearsAhead: number, now = new Date().getFullYear()): string {
  const value = Number(twoDigits);
  return String(value <= (now % 100) + yearsAhead ? 2000 + value : 1900 + value);
}
