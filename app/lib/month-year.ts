/**
 * The month and year a date field's text names, for the month/year picker beside it to start on.
 * Reads dates the way the CV does (formatDate, monthCount), so "09/2019", "sept 2019" and "Sep 2019"
 * all start the picker on September 2019; a year alone, or a year inside free text ("Summer 2019"),
 * starts it on that year with no month chosen. The picker writes shortMonthYear's "Sep 2019" back.
 */
import { formatDate, monthCount } from "./normalize-resume.ts";

export interface MonthYear {
  year: number;
  /** 1–12; absent when the text names a year only. */
  month?: number;
}

export function readMonthYear(value: string | undefined | null): MonthYear | null {
  const formatted = formatDate(value);
  if (/^\d{4}$/.test(formatted)) return { year: Number(formatted) };
  const count = monthCount(formatted);
  if (count !== null) return { year: Math.floor(count / 12), month: (count % 12) + 1 };
  const year = /\b(1[89]\d\d|2[01]\d\d)\b/.exec(formatted);
  return year ? { year: Number(year[1]) } : null;
}
