import { describe, expect, it } from "vitest";
import { CLAIM_EMAIL_MESSAGE, claimEmailField } from "./sign-in.ts";
import { z } from "./zod.ts";

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
