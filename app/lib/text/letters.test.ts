import { describe, expect, it } from "vitest";
import { capitalFirst, withoutMarks } from "./letters.ts";

describe("letters", () => {
  it("puts the first letter in capitals and leaves the rest as written", () => {
    expect(capitalFirst("welding cert")).toBe("Welding cert");
    expect(capitalFirst("iOS support")).toBe("IOS support");
    expect(capitalFirst("")).toBe("");
  });

  it("drops diacritics", () => {
    expect(withoutMarks("Málaga")).toBe("Malaga");
  });
});
