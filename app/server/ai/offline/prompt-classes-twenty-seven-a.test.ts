import { describe, expect, it } from "vitest";
import { read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: lines of fields", () => {
  it("reads 'YEAR onwards' closing a line as a range open to now", () => {
    const resume = read(
      [
        "• Bram Okafor – licensed plumber, Ballarat VIC",
        "• Owner / plumber – Okafor Plumbing (self-employed) – 2020 onwards",
        "• Apprentice plumber – Wattle Pipe Services – 2011 – 2015",
      ].join("\n"),
    );
    expect(roles(resume)).toEqual([
      ["Owner / Plumber", "Okafor Plumbing", "2020", "", true],
      ["Apprentice Plumber", "Wattle Pipe Services", "2011", "2015", false],
    ]);
  });
});
