import { describe, expect, it } from "vitest";
import { autoFilledFields, PLACEHOLDERS } from "./autofill.ts";

describe("auto-fill detection", () => {
  it("applies the length and character rules", () => {
    expect(autoFilledFields({ firstName: "Al", lastName: "B", email: "a@b", phone: "0123456789", summary: "x".repeat(51) })).toEqual([
      "firstName",
      "email",
      "phone",
      "summary",
    ]);
    expect(autoFilledFields({ phone: "+44", summary: "x".repeat(50) })).toEqual(["phone"]);
    expect(autoFilledFields({ phone: "555-1" })).toEqual(["phone"]);
    expect(autoFilledFields({ phone: "12345", email: "nope" })).toEqual([]);
  });

  it("treats placeholder sample values as unfilled", () => {
    expect(
      autoFilledFields({ firstName: PLACEHOLDERS.firstName, lastName: PLACEHOLDERS.lastName, email: PLACEHOLDERS.email, phone: PLACEHOLDERS.phone }),
    ).toEqual([]);
  });
});
