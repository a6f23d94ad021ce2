import { describe, expect, it } from "vitest";
import { CLAIM_EMAIL_MESSAGE, CODE_MESSAGE, EMAIL_MESSAGE, safeRedirectPath } from "./sign-in.ts";
import { claimEmailField, requestSignInSchema, signInCodeSchema, signInLinkSchema } from "./sign-in-forms.ts";
import { z } from "./zod.ts";

describe("safeRedirectPath", () => {
  it("keeps a path of this site, with its query", () => {
    expect(safeRedirectPath("/edit/abc?tab=design")).toBe("/edit/abc?tab=design");
    expect(safeRedirectPath("/checkout")).toBe("/checkout");
  });

  it.each([
    ["another origin", "https://evil.example/"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a backslash trick", "/\\evil.example"],
    ["a control character", "/ok\r\nSet-Cookie: x"],
    ["javascript:", "javascript:alert(1)"],
    ["a relative path", "resumes"],
    ["the sign-in pages", "/login/verify?token=x"],
    ["sign-out", "/logout"],
    ["a very long path", `/${"a".repeat(600)}`],
    ["not a string", 42],
  ])("drops %s", (_what, value) => {
    expect(safeRedirectPath(value)).toBe("/resumes");
  });

  it("uses the fallback it is given", () => expect(safeRedirectPath(undefined, "/account")).toBe("/account"));
});

describe("the sign-in forms", () => {
  it("normalises the email and the redirect", () => {
    expect(requestSignInSchema.parse({ email: "  Ada@Example.COM ", redirectTo: "https://evil.example" })).toEqual({
      email: "ada@example.com",
      redirectTo: "/resumes",
    });
  });

  it("refuses what is not an email, with the form's message", () => {
    const parsed = requestSignInSchema.safeParse({ email: "ada at example", redirectTo: "/" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(EMAIL_MESSAGE);
  });

  it("reads a code typed with spaces or a dash, and refuses anything but six digits", () => {
    expect(signInCodeSchema.parse({ email: "a@example.com", code: "123 456" }).code).toBe("123456");
    expect(signInCodeSchema.parse({ email: "a@example.com", code: "123-456" }).code).toBe("123456");
    for (const code of ["12345", "1234567", "abcdef", ""]) {
      const parsed = signInCodeSchema.safeParse({ email: "a@example.com", code });
      expect(parsed.error?.issues[0]?.message).toBe(CODE_MESSAGE);
    }
  });

  it("accepts only link tokens of the shape the server makes", () => {
    expect(signInLinkSchema.safeParse({ token: "A".repeat(43) }).success).toBe(true);
    expect(signInLinkSchema.safeParse({ token: "short" }).success).toBe(false);
    expect(signInLinkSchema.safeParse({ token: `${"A".repeat(40)}<script>` }).success).toBe(false);
  });
});

describe("claimEmailField", () => {
  const schema = z.object({ claimEmail: claimEmailField });

  it("is optional: absent, null, empty or blank is no email", () => {
    for (const input of [{}, { claimEmail: null }, { claimEmail: "" }, { claimEmail: "   " }]) {
      expect(schema.parse(input), JSON.stringify(input)).toEqual({ claimEmail: null });
    }
  });

  it("trims and lower-cases an email as sign-in does", () => {
    expect(schema.parse({ claimEmail: "  Ada.Lovelace@Example.COM " })).toEqual({ claimEmail: "ada.lovelace@example.com" });
  });

  it("refuses what is not an email with a message that says the field may stay empty", () => {
    for (const claimEmail of ["ada", "ada@", 5, `${"a".repeat(250)}@example.com`]) {
      const parsed = schema.safeParse({ claimEmail });
      expect(parsed.success, String(claimEmail)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(CLAIM_EMAIL_MESSAGE);
    }
  });
});
