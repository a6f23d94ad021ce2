import { describe, expect, it } from "vitest";
import { countryCode } from "./countries.ts";

describe("countryCode", () => {
  it("gives the current code for a name Intl also gives a withdrawn code", () => {
    expect(countryCode("Germany")).toBe("DE");
    expect(countryCode("Russia")).toBe("RU");
    expect(countryCode("Serbia")).toBe("RS");
    expect(countryCode("Vietnam")).toBe("VN");
    expect(countryCode("France")).toBe("FR");
    expect(countryCode("UK")).toBe("GB");
  });
});
