import { describe, expect, it } from "vitest";
import { wordSet } from "./word-set.ts";

describe("wordSet", () => {
  it("splits a space- or line-separated vocabulary into its words", () => {
    expect([...wordSet("a an\nthe  of")]).toEqual(["a", "an", "the", "of"]);
  });

  it("splits on the separator it is given, keeping multi-word entries whole", () => {
    const cities = wordSet("london|new york|tel aviv", "|");
    expect(cities.has("new york")).toBe(true);
    expect(cities.has("new")).toBe(false);
    expect(cities.size).toBe(3);
  });
});
