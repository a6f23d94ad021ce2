import { describe, expect, it } from "vitest";
import { getPath, parsePath, setPath } from "./field-path.ts";

describe("field paths", () => {
  const value = { personalInfo: { summary: "s" }, experiences: [{ description: "a" }, { description: "b" }] };
  it("reads nested and list paths", () => {
    expect(getPath(value, "personalInfo.summary")).toBe("s");
    expect(getPath(value, "experiences[1].description")).toBe("b");
    expect(getPath(value, "experiences[5].description")).toBeUndefined();
  });
  it("writes without mutating the input", () => {
    const next = setPath(value, "experiences[0].description", "improved");
    expect(next.experiences[0]!.description).toBe("improved");
    expect(value.experiences[0]!.description).toBe("a");
  });
  it("refuses hostile names", () => {
    expect(parsePath("__proto__.polluted")).toBeNull();
    expect(parsePath("a[99999].b")).toBeNull();
    expect(setPath(value, "constructor.prototype.x", 1)).toBe(value);
  });
});
