import { describe, expect, it } from "vitest";
import { purchaseSavedEmail } from "./purchase-saved-email.server.ts";

const signInUrl = "https://vitae.app/login?redirectTo=%2Fcheckout";

describe("purchaseSavedEmail", () => {
  it("says where the purchase is saved and links to the sign-in page in both parts", () => {
    const email = purchaseSavedEmail({ signInUrl, email: "ada@example.com", planName: "Pro" });
    expect(email.subject).toBe("Your Vitae purchase is saved to this email");
    for (const part of [email.text, email.html]) {
      expect(part).toContain("Your purchase is saved to ada@example.com.");
      expect(part).toContain("another device");
      expect(part).toContain("Vitae Pro");
    }
    expect(email.text).toContain(signInUrl);
    expect(email.html).toContain(`href="${signInUrl}"`);
    expect(email.html).toContain("<title>Your Vitae purchase is saved to this email</title>");
  });

  it("escapes what it puts into the HTML and refuses a link that is not absolute http(s)", () => {
    const email = purchaseSavedEmail({ signInUrl, email: "<b>x</b>@example.com", planName: "Pro" });
    expect(email.html).not.toContain("<b>");
    expect(email.html).toContain("&lt;b&gt;x&lt;/b&gt;@example.com");
    for (const bad of ["javascript:alert(1)", "/login?redirectTo=/checkout"]) {
      expect(() => purchaseSavedEmail({ signInUrl: bad, email: "a@example.com", planName: "Pro" })).toThrow(/absolute http\(s\) URL/);
    }
  });
});
