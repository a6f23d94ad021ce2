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

  it("takes no field with more of a company's words than a title's as the title", () => {
    const resume = read(
      [
        "Bram Okafor – licensed plumber, Ballarat VIC",
        "Owner / plumber – Okafor Plumbing – 2020 – present",
        "Leading hand – Redgum Electrical Contractors – 2015 – 2020",
      ].join("\n"),
    );
    expect(roles(resume)[1]).toEqual(["Leading Hand", "Redgum Electrical Contractors", "2015", "2020", false]);
  });
});
