/** "3 Mar 2026, 14:05 UTC": when something happened to the account (sessions, passkeys), the same on server and browser. */
const format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });

export function accountTime(iso: string): string {
  return `${format.format(new Date(iso))} UTC`;
}
