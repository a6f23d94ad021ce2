import { describe, expect, it } from "vitest";
import { describeBrowser } from "./account.server.ts";

describe("describeBrowser", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome on Android"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari on iPhone or iPad",
    ],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Mac"],
    ["curl/8.5.0", "A browser"],
  ])("%s", (userAgent, expected) => expect(describeBrowser(userAgent)).toBe(expected));

  it("says so when the browser said nothing", () => expect(describeBrowser(null)).toBe("Unknown browser"));
});
