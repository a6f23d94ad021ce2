import { describe, expect, it } from "vitest";
import { fullYearOf } from "./years.ts";

describe("fullYearOf", () => {
  it("reads two digits as this century up to the years ahead allowed, the last century beyond", () => {
    expect(fullYearOf("19", 1, 2026)).toBe("2019");
    expect(fullYearOf("27", 1, 2026)).toBe("2027");
    expect(fullYearOf("28", 1, 2026)).toBe("1928");
    expect(fullYearOf("46", 20, 2026)).toBe("2046");
    expect(fullYearOf("98", 20, 2026)).toBe("1998");
  });
});
