/**
 * Times in the reader's own time zone. The browser tells its zone in a cookie (set by the page
 * script, so from the second page on); the server formats every time it renders with it, so the
 * server render and the browser's hydration show the same text. Without the cookie (the first page,
 * no JavaScript, a zone this runtime does not know) times are shown in UTC, and always say their zone.
 */
export const TIME_ZONE_COOKIE = "vitae_tz";

const FALLBACK_ZONE = "UTC";
const formats = new Map<string, { moment: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function formatsFor(timeZone: string) {
  let known = formats.get(timeZone);
  if (!known) {
    const day = { day: "numeric", month: "short", year: "numeric", timeZone } as const;
    known = {
      moment: new Intl.DateTimeFormat("en-GB", { ...day, hour: "2-digit", minute: "2-digit", timeZoneName: "short" }),
      day: new Intl.DateTimeFormat("en-GB", day),
    };
    formats.set(timeZone, known);
  }
  return known;
}

/** An IANA zone name this runtime knows ("Asia/Kolkata"), else UTC: the cookie is the browser's to change. */
export function knownTimeZone(value: string | null | undefined): string {
  if (!value || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return FALLBACK_ZONE;
  try {
    return formatsFor(value).moment.resolvedOptions().timeZone;
  } catch {
    return FALLBACK_ZONE;
  }
}

function cookieValue(cookieHeader: string | null): string | null {
  const raw = cookieHeader
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${TIME_ZONE_COOKIE}=`))
    ?.slice(TIME_ZONE_COOKIE.length + 1);
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The zone a request's Cookie header names (UTC when it names none or one unknown). */
export function timeZoneOfCookies(cookieHeader: string | null): string {
  return knownTimeZone(cookieValue(cookieHeader));
}

/** "25 Nov 2026, 19:32 GMT+5:30" (or "…, 14:02 UTC"); the input itself when it is no time. */
export function momentIn(iso: string, timeZone: string = FALLBACK_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatsFor(knownTimeZone(timeZone)).moment.format(date);
}

/** "25 Nov 2026": the reader's calendar day of a time. */
export function dayIn(iso: string, timeZone: string = FALLBACK_ZONE): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatsFor(knownTimeZone(timeZone)).day.format(date);
}

/** Run in the browser: keeps the cookie naming its zone up to date (for a year, on every path). */
export function rememberReaderTimeZone(doc: Document = document): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || cookieValue(doc.cookie) === zone) return;
  doc.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
