// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { dayIn, knownTimeZone, momentIn, rememberReaderTimeZone, TIME_ZONE_COOKIE, timeZoneOfCookies } from "./reader-time.ts";

describe("times in the reader's zone", () => {
  it("says the time and its zone, in UTC when no zone is known", () => {
    expect(momentIn("2026-11-25T14:02:59.999Z")).toBe("25 Nov 2026, 14:02 UTC");
    expect(momentIn("2026-11-25T14:02:00Z", "Asia/Kolkata")).toBe("25 Nov 2026, 19:32 GMT+5:30");
    expect(momentIn("2026-07-01T12:00:00Z", "Europe/Paris")).toBe("1 Jul 2026, 14:00 CEST");
    expect(momentIn("2026-11-25T14:02:00Z", "Not/AZone")).toBe("25 Nov 2026, 14:02 UTC");
    expect(momentIn("not a date", "Asia/Kolkata")).toBe("not a date");
  });

  it("gives the reader's calendar day, which can differ from UTC's", () => {
    expect(dayIn("2026-11-25T20:00:00Z", "Asia/Tokyo")).toBe("26 Nov 2026");
    expect(dayIn("2026-11-25T20:00:00Z")).toBe("25 Nov 2026");
  });

  it("takes only a zone this runtime knows from the cookie the browser can change", () => {
    expect(timeZoneOfCookies(`a=1; ${TIME_ZONE_COOKIE}=America%2FNew_York; b=2`)).toBe("America/New_York");
    expect(timeZoneOfCookies(`${TIME_ZONE_COOKIE}=%E0%A4%A`)).toBe("UTC");
    expect(timeZoneOfCookies(`${TIME_ZONE_COOKIE}=${encodeURIComponent("<script>")}`)).toBe("UTC");
    expect(timeZoneOfCookies(`${TIME_ZONE_COOKIE}=${"A".repeat(200)}`)).toBe("UTC");
    expect(timeZoneOfCookies(null)).toBe("UTC");
    expect(knownTimeZone("Mars/Olympus_Mons")).toBe("UTC");
  });
});

describe("rememberReaderTimeZone", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = `${TIME_ZONE_COOKIE}=; Max-Age=0; Path=/`;
  });

  it("writes the browser's zone to the cookie the server reads, and leaves it once it is right", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({ timeZone: "Pacific/Auckland" } as Intl.ResolvedDateTimeFormatOptions);
    rememberReaderTimeZone();
    expect(timeZoneOfCookies(document.cookie)).toBe("Pacific/Auckland");
    const write = vi.spyOn(document, "cookie", "set");
    rememberReaderTimeZone();
    expect(write).not.toHaveBeenCalled();
  });
});
