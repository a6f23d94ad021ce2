import { describe, expect, it } from "vitest";
import { displayUrl, emailHref, safeHref, safePhotoSrc, telHref } from "./links.ts";

describe("safeHref", () => {
  it.each([
    ["https://example.com/a?b=c", "https://example.com/a?b=c"],
    ["http://example.com", "http://example.com/"],
    ["linkedin.com/in/ada", "https://linkedin.com/in/ada"],
    ["mailto:ada@example.com", "mailto:ada@example.com"],
    ["tel:+441234567", "tel:+441234567"],
  ])("allows %s", (input, href) => {
    expect(safeHref(input)).toBe(href);
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    "java\nscript:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com",
    "https://",
    "not a url",
    "",
    undefined,
  ])("refuses %j", (input) => {
    expect(safeHref(input)).toBeUndefined();
  });
});

describe("contact links", () => {
  it("makes mailto: and tel: links only from plausible values", () => {
    expect(emailHref("ada@example.com")).toBe("mailto:ada@example.com");
    expect(emailHref("ada@example.com?bcc=x@y.z")).toBeUndefined();
    expect(emailHref('"><b>@x.com')).toBeUndefined();
    expect(telHref("+1 (415) 555-0132")).toBe("tel:+14155550132");
    expect(telHref("020 7946 0000")).toBe("tel:02079460000");
    expect(telHref("call me")).toBeUndefined();
    expect(telHref("12")).toBeUndefined();
  });

  it("shows links without scheme, www. and trailing slash", () => {
    expect(displayUrl("https://www.example.com/")).toBe("example.com");
    expect(displayUrl("https://github.com/ada")).toBe("github.com/ada");
  });
});

describe("safePhotoSrc", () => {
  it("passes embedded JPEG/PNG/WebP, http(s) and /objects/ sources", () => {
    for (const src of [
      "data:image/jpeg;base64,/9j/4AAQ",
      "data:image/png;base64,iVBORw0=",
      "data:image/webp;base64,UklGRg==",
      "https://cdn.example.com/p.jpg",
      "/objects/ab12/photo.jpg",
    ]) {
      expect(safePhotoSrc(src)).toBe(src);
    }
  });

  it("refuses everything else", () => {
    for (const src of [
      "data:image/svg+xml;base64,PHN2Zz4=",
      "data:image/png;base64,<x>",
      "data:text/html;base64,PHNjcmlwdD4=",
      "javascript:alert(1)",
      "/objects/../etc/passwd",
      "/objects//x",
      "/etc/passwd",
      "//evil.example/x.png",
      'x" onerror="alert(1)',
      "",
    ]) {
      expect(safePhotoSrc(src), src).toBeUndefined();
    }
  });
});
