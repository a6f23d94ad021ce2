import { describe, expect, it } from "vitest";
import { signInEmail } from "./sign-in-email.server.ts";

const link = "https://vitae.app/sign-in/verify?token=t0k&next=%2Fresume";

describe("signInEmail", () => {
  it("has the subject, and the link, the code and the expiry in both parts", () => {
    const email = signInEmail({ link, code: "048213", expiresInMinutes: 15 });
    expect(email.subject).toBe("Your Vitae sign-in link");
    const notice = "This link works once and expires in 15 minutes. If you did not ask to sign in, ignore this email.";
    expect(email.text).toContain(link);
    expect(email.text).toContain("048213");
    expect(email.text).toContain(notice);
    expect(email.html).toContain('href="https://vitae.app/sign-in/verify?token=t0k&amp;next=%2Fresume"');
    expect(email.html).toContain(">048213<");
    expect(email.html).toContain(notice);
    expect(email.html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(email.html).toContain("<title>Your Vitae sign-in link</title>");
  });

  it("says minute for one minute", () => {
    expect(signInEmail({ link, code: "123456", expiresInMinutes: 1 }).text).toContain("expires in 1 minute.");
  });

  it("escapes everything it puts into the HTML", () => {
    const email = signInEmail({ link: `https://vitae.app/v?a="><script>alert(1)</script>&b='x'`, code: "<b>1</b>", expiresInMinutes: 15 });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<b>");
    expect(email.html).toContain("&lt;b&gt;1&lt;/b&gt;");
    expect(email.html).not.toMatch(/href="[^"]*"[^>]*<script/);
    expect(email.html).toContain("&#39;x&#39;");
  });

  it("refuses a link that is not an absolute http(s) URL", () => {
    for (const bad of ["javascript:alert(1)", "/sign-in/verify?token=x", "data:text/html,hi"]) {
      expect(() => signInEmail({ link: bad, code: "123456", expiresInMinutes: 15 })).toThrow(/absolute http\(s\) URL/);
    }
  });
});
